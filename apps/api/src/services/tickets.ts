/**
 * Personal e-tickets: their codes, the e-mail that carries them (QR code inline, code as text) and their admission at
 * the ticket desk, exactly once.
 */
import { randomInt } from 'node:crypto';
import { crc32, deflateSync } from 'node:zlib';
import { and, eq, isNull, sql } from 'drizzle-orm';
import QRCode from 'qrcode';
import { tickets, type CatalogRow, type Database, type TicketRow } from '@art/db';
import { TICKET_ALPHABET, TICKET_LIMITS, TICKET_RANDOM_LENGTH, parseTicketCode, type Language } from '@art/model';
import type { ErrorCode } from '../errors';
import { escapeHtml } from './contact';
import type { MailMessage } from './mail';
import type { MailTexts } from './mail-texts';
import { CONTROL_CHARACTERS, characters, cleanLine } from './text';

/**
 * A new ticket code: the catalogue's prefix and twelve random symbols of Crockford's base 32 in groups of four
 * (`AM25-7K3M-Q9TX-2HRB`): 60 bits from the system's secure generator, so codes cannot be guessed or counted through.
 */
export function newTicketCode(catalogPrefix: string): string {
  const symbols = Array.from({ length: TICKET_RANDOM_LENGTH }, () => TICKET_ALPHABET[randomInt(TICKET_ALPHABET.length)]).join('');
  return `${catalogPrefix.toUpperCase()}-${symbols.slice(0, 4)}-${symbols.slice(4, 8)}-${symbols.slice(8)}`;
}

/** One PNG chunk: length, type, data and the CRC of type and data. */
function pngChunk(type: string, data: Buffer): Buffer {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(data.length, 0);
  head.write(type, 4, 'ascii');
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(Buffer.concat([head.subarray(4), data])), 0);
  return Buffer.concat([head, data, crc]);
}

/**
 * The PNG of a ticket's QR code (error correction M, a quiet zone of 4 modules, 12 pixels a module): it holds the
 * code itself, which is what the desk's scanner reads. The QR matrix comes from `qrcode`; the PNG (8-bit grey) is
 * written here with the native zlib, which is a hundred times faster than the package's pure-JavaScript encoder.
 */
export function ticketQrPng(code: string): Buffer {
  const { modules } = QRCode.create(code, { errorCorrectionLevel: 'M' });
  const margin = 4;
  const scale = 12;
  const side = (modules.size + 2 * margin) * scale;
  const row = side + 1; // each row starts with its filter byte (0: none)
  const pixels = Buffer.alloc(row * side, 255);
  for (let y = 0; y < side; y++) {
    pixels[y * row] = 0;
    const my = Math.floor(y / scale) - margin;
    for (let x = 0; x < side; x++) {
      const mx = Math.floor(x / scale) - margin;
      const dark = my >= 0 && my < modules.size && mx >= 0 && mx < modules.size && modules.get(my, mx) === 1;
      if (dark) pixels[y * row + 1 + x] = 0;
    }
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(side, 0);
  header.writeUInt32BE(side, 4);
  header.set([8, 0, 0, 0, 0], 8); // 8-bit greyscale, no interlace
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    pngChunk('IDAT', deflateSync(pixels)),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

/** The content id of the QR image inside the e-ticket e-mail. */
export const TICKET_QR_CID = 'eticket-qr@artfair';

/** Text escaped for an HTML attribute value in double quotes. */
const escapeAttribute = (text: string) => escapeHtml(text).replace(/"/g, '&quot;');

/** `5–9 March 2025` in the language, from `YYYY-MM-DD` days; null without dates. */
export function editionDates(catalog: Pick<CatalogRow, 'startsOn' | 'endsOn'>, lang: Language): string | null {
  if (!catalog.startsOn) return null;
  const day = (value: string) => new Date(`${value}T12:00:00Z`);
  const format = new Intl.DateTimeFormat(lang === 'es' ? 'es-ES' : 'en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });
  const start = day(catalog.startsOn);
  return catalog.endsOn && catalog.endsOn !== catalog.startsOn ? format.formatRange(start, day(catalog.endsOn)) : format.format(start);
}

/**
 * The e-ticket e-mail, in the ticket's language: the fair's name, dates and venue (from the invitation's catalogue),
 * the QR code as an inline image and the code as text (read out at the desk when a phone cannot show the image).
 * The visitor's name is escaped in the HTML.
 */
export function eTicketMail(
  ticket: Pick<TicketRow, 'code' | 'name' | 'email' | 'lang'>,
  catalog: Pick<CatalogRow, 'nameEs' | 'nameEn' | 'startsOn' | 'endsOn' | 'venueEs' | 'venueEn' | 'address'>,
  texts: MailTexts,
): MailMessage {
  const lang: Language = ticket.lang === 'en' ? 'en' : 'es';
  const t = (key: string, params?: Record<string, string | number>) => texts.t(lang, `eTicket.${key}`, params);
  const fair = lang === 'es' ? catalog.nameEs : catalog.nameEn;
  const venue = [lang === 'es' ? catalog.venueEs : catalog.venueEn, catalog.address].filter(Boolean).join(', ');
  const dates = editionDates(catalog, lang);
  const facts: [string, string][] = [
    [t('fair'), fair],
    ...(dates ? ([[t('dates'), dates]] as [string, string][]) : []),
    ...(venue ? ([[t('venue'), venue]] as [string, string][]) : []),
    [t('holder'), ticket.name],
    [t('code'), ticket.code],
  ];
  const subject = t('subject', { fair });
  const greeting = t('greeting', { name: ticket.name });
  const intro = t('intro', { fair });
  const text = [greeting, '', intro, '', ...facts.map(([label, value]) => `${label}: ${value}`), '', t('howTo'), t('once'), '', t('signature'), ''].join('\n');
  const html = [
    `<!DOCTYPE html><html lang="${lang}"><head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head><body>`,
    `<p>${escapeHtml(greeting)}</p>`,
    `<p>${escapeHtml(intro)}</p>`,
    `<p><img src="cid:${TICKET_QR_CID}" width="240" height="240" alt="${escapeAttribute(t('qrAlt', { code: ticket.code }))}"></p>`,
    `<p style="font-family:monospace;font-size:20px;letter-spacing:2px"><strong>${escapeHtml(ticket.code)}</strong></p>`,
    `<p>${facts.map(([label, value]) => `<strong>${escapeHtml(label)}:</strong> ${escapeHtml(value)}`).join('<br>')}</p>`,
    `<p>${escapeHtml(t('howTo'))} ${escapeHtml(t('once'))}</p>`,
    `<p>${escapeHtml(t('signature'))}</p>`,
    '</body></html>',
  ].join('\n');
  return {
    to: { name: ticket.name, address: ticket.email },
    subject,
    text,
    html,
    attachments: [{ filename: `${ticket.code}.png`, contentType: 'image/png', content: ticketQrPng(ticket.code), cid: TICKET_QR_CID }],
  };
}

/** What the desk asked: the ticket's code (null when what was sent holds none) and the desk's name. */
export type ValidationCheck = { ok: true; code: string | null; desk: string } | { ok: false; code: ErrorCode; params?: Record<string, number> };

/**
 * Checks a validation: the code is required (text that holds no ticket code is not an error but an unknown ticket,
 * which is what the desk must see); the desk is required, at most 40 characters, without `<` or `>`.
 */
export function checkValidation(input: { code: string; desk: string }): ValidationCheck {
  const raw = input.code.replace(CONTROL_CHARACTERS, '').trim();
  if (raw === '') return { ok: false, code: 'ticketCodeRequired' };
  const desk = cleanLine(input.desk);
  if (desk === '') return { ok: false, code: 'ticketDeskRequired' };
  if (characters(desk) > TICKET_LIMITS.desk) return { ok: false, code: 'ticketDeskTooLong', params: { max: TICKET_LIMITS.desk } };
  if (/[<>]/.test(desk)) return { ok: false, code: 'ticketDeskInvalid' };
  return { ok: true, code: parseTicketCode(raw), desk };
}

/** The outcome of {@link admitTicket}. */
export type Admission =
  | { status: 'VALID'; ticket: TicketRow }
  | { status: 'ALREADY_USED'; ticket: TicketRow }
  | { status: 'UNKNOWN'; ticket: null };

/**
 * Admits a ticket at a desk: one conditional update (`admitted_at IS NULL`), so whichever of several desks reaches
 * the row first admits it and the others, waiting on its lock, find it admitted and read when and where.
 */
export async function admitTicket(db: Database, code: string | null, staff: { userId: string; desk: string }): Promise<Admission> {
  if (code === null) return { status: 'UNKNOWN', ticket: null };
  const [admitted] = await db
    .update(tickets)
    .set({ admittedAt: sql`now()`, admittedBy: staff.userId, admittedDesk: staff.desk })
    .where(and(eq(tickets.code, code), isNull(tickets.admittedAt)))
    .returning();
  if (admitted) return { status: 'VALID', ticket: admitted };
  const [existing] = await db.select().from(tickets).where(eq(tickets.code, code));
  return existing ? { status: 'ALREADY_USED', ticket: existing } : { status: 'UNKNOWN', ticket: null };
}

