/**
 * Personal e-tickets: their codes, the e-mail that carries them (QR code inline, code as text) and their admission at
 * the ticket desk, exactly once.
 */
import { randomInt } from 'node:crypto';
import { and, eq, isNull, sql } from 'drizzle-orm';
import QRCode from 'qrcode';
import { tickets, type CatalogRow, type Database, type TicketRow } from '@art/db';
import {
  TICKET_ALPHABET,
  TICKET_RANDOM_LENGTH,
  parseTicketCode,
  ticketValidationForm,
  type Language,
} from '@art/model';
import {
  type MailMessage,
  type MailTexts,
  type ErrorCode,
  checkInput,
  escapeAttribute,
  escapeHtml,
  mailHtml,
} from '@art/api-core';

/**
 * `length` random symbols of Crockford's base 32 (`TICKET_ALPHABET`) from the system's secure generator: the random
 * part of ticket codes and of the invitation codes the back office generates (5 bits each).
 */
export function randomCodeSymbols(length: number): string {
  return Array.from({ length }, () => TICKET_ALPHABET[randomInt(TICKET_ALPHABET.length)]).join('');
}

/**
 * A new ticket code: the catalogue's prefix and twelve random symbols of Crockford's base 32 in groups of four
 * (`AM25-7K3M-Q9TX-2HRB`): 60 bits from the system's secure generator, so codes cannot be guessed or counted through.
 */
export function newTicketCode(catalogPrefix: string): string {
  const symbols = randomCodeSymbols(TICKET_RANDOM_LENGTH);
  return `${catalogPrefix.toUpperCase()}-${symbols.slice(0, 4)}-${symbols.slice(4, 8)}-${symbols.slice(8)}`;
}

/**
 * The PNG of a ticket's QR code (error correction M, a quiet zone of 4 modules, 12 pixels a module): it holds the
 * code itself, which is what the desk's scanner reads. Matrix and PNG both come from `qrcode`.
 */
export function ticketQrPng(code: string): Promise<Buffer> {
  return QRCode.toBuffer(code, { type: 'png', errorCorrectionLevel: 'M', margin: 4, scale: 12 });
}

/** The content id of the QR image inside the e-ticket e-mail. */
export const TICKET_QR_CID = 'eticket-qr@artfair';

/** `5–9 March 2025` in the language, from `YYYY-MM-DD` days; null without dates. */
export function editionDates(catalog: Pick<CatalogRow, 'startsOn' | 'endsOn'>, lang: Language): string | null {
  if (!catalog.startsOn) return null;
  const day = (value: string) => new Date(`${value}T12:00:00Z`);
  const format = new Intl.DateTimeFormat(lang === 'es' ? 'es-ES' : 'en-GB', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });
  const start = day(catalog.startsOn);
  return catalog.endsOn && catalog.endsOn !== catalog.startsOn
    ? format.formatRange(start, day(catalog.endsOn))
    : format.format(start);
}

/**
 * The e-ticket e-mail, in the ticket's language: the fair's name, dates and venue (from the invitation's catalogue),
 * the QR code as an inline image and the code as text (read out at the desk when a phone cannot show the image).
 * The visitor's name is escaped in the HTML.
 */
export async function eTicketMail(
  ticket: Pick<TicketRow, 'code' | 'name' | 'email' | 'lang'>,
  catalog: Pick<CatalogRow, 'nameEs' | 'nameEn' | 'startsOn' | 'endsOn' | 'venueEs' | 'venueEn' | 'address'>,
  texts: MailTexts,
): Promise<MailMessage> {
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
  const text = [
    greeting,
    '',
    intro,
    '',
    ...facts.map(([label, value]) => `${label}: ${value}`),
    '',
    t('howTo'),
    t('once'),
    '',
    t('signature'),
    '',
  ].join('\n');
  const html = mailHtml(lang, subject, [
    `<p>${escapeHtml(greeting)}</p>`,
    `<p>${escapeHtml(intro)}</p>`,
    `<p><img src="cid:${TICKET_QR_CID}" width="240" height="240" alt="${escapeAttribute(t('qrAlt', { code: ticket.code }))}"></p>`,
    `<p style="font-family:monospace;font-size:20px;letter-spacing:2px"><strong>${escapeHtml(ticket.code)}</strong></p>`,
    `<p>${facts.map(([label, value]) => `<strong>${escapeHtml(label)}:</strong> ${escapeHtml(value)}`).join('<br>')}</p>`,
    `<p>${escapeHtml(t('howTo'))} ${escapeHtml(t('once'))}</p>`,
    `<p>${escapeHtml(t('signature'))}</p>`,
  ]);
  return {
    to: { name: ticket.name, address: ticket.email },
    subject,
    text,
    html,
    attachments: [
      {
        filename: `${ticket.code}.png`,
        contentType: 'image/png',
        content: await ticketQrPng(ticket.code),
        cid: TICKET_QR_CID,
      },
    ],
  };
}

/** What the desk asked: the ticket's code (null when what was sent holds none) and the desk's name. */
export type ValidationCheck =
  { ok: true; code: string | null; desk: string } | { ok: false; code: ErrorCode; params?: Record<string, number> };

/**
 * Checks a validation: the code is required (text that holds no ticket code is not an error but an unknown ticket,
 * which is what the desk must see); the desk is required, at most 40 characters, without `<` or `>`.
 */
export function checkValidation(input: { code: string; desk: string }): ValidationCheck {
  // The desk's schema (`ticketValidationForm` of `@art/model`, decision 019), the same as its page's.
  const checked = checkInput(ticketValidationForm, input);
  if (!checked.ok)
    return {
      ok: false,
      code: checked.code,
      ...(checked.params ? { params: checked.params as Record<string, number> } : {}),
    };
  return { ok: true, code: parseTicketCode(checked.value.code), desk: checked.value.desk };
}

/** The outcome of {@link admitTicket}. */
export type Admission =
  | { status: 'VALID'; ticket: TicketRow }
  | { status: 'ALREADY_USED'; ticket: TicketRow }
  /** Revoked by the ticket office (issue 17): never admitted, whether or not it was before. */
  | { status: 'REVOKED'; ticket: TicketRow }
  | { status: 'UNKNOWN'; ticket: null };

/**
 * Admits a ticket at a desk: one conditional update (`admitted_at IS NULL` and `revoked_at IS NULL`), so whichever of
 * several desks reaches the row first admits it and the others, waiting on its lock, find it admitted and read when
 * and where; a ticket revoked by the ticket office is never admitted (a revocation racing an admission: whichever
 * update takes the row's lock first wins, and the other sees its result).
 */
export async function admitTicket(
  db: Database,
  code: string | null,
  staff: { userId: string; desk: string },
): Promise<Admission> {
  if (code === null) return { status: 'UNKNOWN', ticket: null };
  const [admitted] = await db
    .update(tickets)
    .set({ admittedAt: sql`now()`, admittedBy: staff.userId, admittedDesk: staff.desk })
    .where(and(eq(tickets.code, code), isNull(tickets.admittedAt), isNull(tickets.revokedAt)))
    .returning();
  if (admitted) return { status: 'VALID', ticket: admitted };
  const [existing] = await db.select().from(tickets).where(eq(tickets.code, code));
  if (!existing) return { status: 'UNKNOWN', ticket: null };
  return existing.revokedAt ? { status: 'REVOKED', ticket: existing } : { status: 'ALREADY_USED', ticket: existing };
}
