/**
 * The sites' contact form: checking and sanitising what a visitor sends, storing it, and the e-mail to the organisers.
 *
 * The message arrives as the sites' forms send it (`@art/forms` `messageToHtml`): text escaped for HTML with `<br>`
 * for line breaks. The server trusts none of it: it reads the message back to plain text (`<br>` in any spelling is
 * a line break, the character references a browser or the forms kit write are decoded, every other tag stays as the
 * characters the visitor typed) and escapes that text again itself. So a well-behaved client's message is stored as
 * it was sent, and a hostile one (`<script>`, `<img onerror>`) is stored and mailed as harmless escaped text.
 */
import { eq } from 'drizzle-orm';
import { contactMessages, type ContactMessageRow, type Database } from '@art/db';
import { DEFAULT_LANGUAGE, EMAIL_MAX_LENGTH, isValidEmail, type Language, type Site, utf8Length } from '@art/model';
import type { ApiConfig } from '../config';
import type { ErrorCode } from '../errors';
import type { MailMessage } from './mail';
import type { MailTexts } from './mail-texts';
import { CONTROL_CHARACTERS, characters, cleanLine } from './text';

/** Longest name, e-mail address and message accepted, in characters (the message as the visitor typed it). */
export const CONTACT_LIMITS = { name: 120, email: EMAIL_MAX_LENGTH, message: 5000 } as const;

/** Contact messages accepted per client address: 5 every 10 minutes (see `rate-limit.ts` for what "per" means). */
export const CONTACT_RATE_LIMIT = { limit: 5, windowMs: 10 * 60_000 } as const;

/**
 * Longest message accepted before it is read at all. The sites' forms write a typed character as at most 6
 * (`&quot;`; a line break is `<br>`), so with this margin a message that fits once read is never refused here.
 */
const RAW_MESSAGE_MAX = CONTACT_LIMITS.message * 8;

/** What the contact call receives. */
export interface ContactInput {
  fromName: string;
  fromEmail: string;
  message: string;
}

/** A contact message that passed every check, ready to store and send. */
export interface ContactMessage {
  fromName: string;
  fromEmail: string;
  /** The message as plain text, line breaks as `\n`. */
  text: string;
  /** The same text escaped for HTML element content, line breaks as `<br>`: what is stored and mailed as HTML. */
  html: string;
}

/** The outcome of {@link checkContact}: the clean message, or the first problem as a translatable error code. */
export type ContactCheck =
  | { ok: true; message: ContactMessage }
  | { ok: false; code: ErrorCode; params?: Record<string, string | number> };

const BREAK_TAG = /<\s*\/?\s*br\s*\/?\s*>/gi;
const CHARACTER_REFERENCE = /&(?:(amp|lt|gt|quot|apos|nbsp)|#([0-9]{1,7})|#[xX]([0-9a-fA-F]{1,6}));/g;
const NAMED: Readonly<Record<string, string>> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: '\u00A0' };

function codePoint(value: number): string {
  const valid = value > 0 && value <= 0x10ffff && !(value >= 0xd800 && value <= 0xdfff);
  return valid ? String.fromCodePoint(value) : '\uFFFD';
}

/**
 * The plain text of a message as the sites send it: `<br>` (`<br/>`, `<BR >`…) become line breaks, the character
 * references `&amp; &lt; &gt; &quot; &apos; &nbsp;` and numeric ones are decoded (once: `&amp;lt;` is the text
 * `&lt;`), line endings become `\n`, control characters go, and the ends are trimmed. Any other markup stays as text.
 *
 * @example
 * messageText('Hola<br>&lt;b&gt;Ana&lt;/b&gt;'); // 'Hola\n<b>Ana</b>'
 */
export function messageText(message: string): string {
  return message
    .replace(BREAK_TAG, '\n')
    .replace(CHARACTER_REFERENCE, (_, name: string | undefined, decimal: string | undefined, hex: string | undefined) =>
      name ? (NAMED[name] ?? '') : codePoint(decimal ? parseInt(decimal, 10) : parseInt(hex ?? '', 16)),
    )
    .replace(/\r\n?/g, '\n')
    .replace(CONTROL_CHARACTERS, '')
    .trim();
}

/**
 * Text escaped for HTML element content (`&`, `<`, `>`): no markup can come out of it. Quotes are left as they are,
 * so text reads the same in the database; never put the result inside an attribute.
 */
export function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

/** Plain text as HTML: escaped, each line break a `<br>`, the only markup. */
export function textToHtml(text: string): string {
  return escapeHtml(text).replace(/\n/g, '<br>');
}

/**
 * Checks a contact message in the order of the specification's form: the name (required, at most 120 characters,
 * no `<` or `>`), the e-mail address (required, at most 254 characters, the specification's format), the message
 * (required once read as text, at most 5,000 characters). Answers the clean message or the first problem.
 */
export function checkContact(input: ContactInput): ContactCheck {
  const fromName = cleanLine(input.fromName);
  if (fromName === '') return { ok: false, code: 'contactNameRequired' };
  if (characters(fromName) > CONTACT_LIMITS.name) return { ok: false, code: 'contactNameTooLong', params: { max: CONTACT_LIMITS.name } };
  if (/[<>]/.test(fromName)) return { ok: false, code: 'contactNameInvalid' };

  const fromEmail = input.fromEmail.trim();
  if (fromEmail === '') return { ok: false, code: 'contactEmailRequired' };
  if (fromEmail.length > CONTACT_LIMITS.email || utf8Length(fromEmail) > CONTACT_LIMITS.email) {
    return { ok: false, code: 'contactEmailTooLong', params: { max: CONTACT_LIMITS.email } };
  }
  if (!isValidEmail(fromEmail)) return { ok: false, code: 'contactEmailInvalid' };

  const raw = input.message.trim();
  const tooLong = { ok: false, code: 'contactMessageTooLong', params: { max: CONTACT_LIMITS.message } } as const;
  if (raw.length > RAW_MESSAGE_MAX) return tooLong;
  const text = messageText(raw);
  if (text === '') return { ok: false, code: 'contactMessageRequired' };
  if (characters(text) > CONTACT_LIMITS.message) return tooLong;

  return { ok: true, message: { fromName, fromEmail, text, html: textToHtml(text) } };
}

/** Stores a checked message (its HTML form) and answers the row. */
export async function storeContactMessage(
  db: Database,
  message: ContactMessage,
  meta: { lang: Language; site: Site | null },
): Promise<ContactMessageRow> {
  const [row] = await db
    .insert(contactMessages)
    .values({ fromName: message.fromName, fromEmail: message.fromEmail, message: message.html, lang: meta.lang, site: meta.site })
    .returning();
  if (!row) throw new Error('The contact message was not stored.');
  return row;
}

/** Records that the organisers' e-mail of a stored message was sent. */
export async function markContactMessageMailed(db: Database, id: number): Promise<void> {
  await db.update(contactMessages).set({ mailedAt: new Date() }).where(eq(contactMessages.id, id));
}

/**
 * The e-mail to the organisers about a stored message: to `ORGANISERS_EMAIL`, replying to the visitor, in the
 * organisers' language (the product's default, Spanish) whatever the visitor's, which it states. The HTML version
 * escapes everything the visitor wrote; the text version carries the message as typed (text/plain is never rendered
 * as HTML).
 */
export function organisersContactMail(
  row: Pick<ContactMessageRow, 'id' | 'lang' | 'site'>,
  message: ContactMessage,
  texts: MailTexts,
  config: Pick<ApiConfig, 'organisersEmail'>,
): MailMessage {
  const lang = DEFAULT_LANGUAGE;
  const t = (key: string, params?: Record<string, string | number>) => texts.t(lang, `contact.${key}`, params);
  const facts: [string, string][] = [
    [t('name'), message.fromName],
    [t('email'), message.fromEmail],
    [t('language'), t(`languages.${row.lang}`)],
    ...(row.site ? ([[t('site'), t(`sites.${row.site}`)]] as [string, string][]) : []),
    [t('reference'), `#${row.id}`],
  ];
  const subject = t('subject', { name: message.fromName });
  const intro = t('intro', { name: message.fromName });
  const text = [intro, '', ...facts.map(([label, value]) => `${label}: ${value}`), '', `${t('message')}:`, message.text, ''].join('\n');
  const html = [
    `<!DOCTYPE html><html lang="${lang}"><head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head><body>`,
    `<p>${escapeHtml(intro)}</p>`,
    `<p>${facts.map(([label, value]) => `<strong>${escapeHtml(label)}:</strong> ${escapeHtml(value)}`).join('<br>')}</p>`,
    `<p><strong>${escapeHtml(t('message'))}:</strong></p>`,
    `<p>${message.html}</p>`,
    '</body></html>',
  ].join('\n');
  return {
    to: config.organisersEmail,
    replyTo: { name: message.fromName, address: message.fromEmail },
    subject,
    text,
    html,
  };
}
