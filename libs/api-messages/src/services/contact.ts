/**
 * The sites' contact form: checking and sanitising what a visitor sends (its schema, `contactForm` of `@art/model`), storing it,
 * and the e-mail to the organisers, queued in the same transaction (`mail-queue.ts`).
 *
 * The message arrives as the sites' forms send it (`@art/forms` `messageToHtml`): text escaped for HTML with `<br>`
 * for line breaks. The server trusts none of it (see `message-text.ts`): a well-behaved client's message is stored as
 * it was sent, and a hostile one (`<script>`, `<img onerror>`) is stored and mailed as harmless escaped text.
 */
import { createHash } from 'node:crypto';
import { and, eq, gt, sql } from 'drizzle-orm';
import { contactMessages, type ContactMessageRow, type Database } from '@art/db';
import { DEFAULT_LANGUAGE, FORM_LIMITS, contactForm, type Language, type Site } from '@art/model';
import {
  type ErrorCode,
  type MailMessage,
  type MailTexts,
  type ApiConfig,
  checkInput,
  messageBody,
  messageInput,
  escapeHtml,
  enqueueMail,
  mailHtml,
} from '@art/api-core';
import { DUPLICATE_WINDOW_MS } from './form-messages';

export { messageText, textToHtml } from '@art/api-core';

/** Longest name, e-mail address and message accepted, in characters (the message as the visitor typed it). */
export const CONTACT_LIMITS = {
  name: FORM_LIMITS.name,
  email: FORM_LIMITS.email,
  message: FORM_LIMITS.message,
} as const;

/**
 * Contact messages accepted per client address by default: 5 every 10 minutes (`FORMS_PER_10_MINUTES` changes the
 * number; see `rate-limit.ts` for what "per" means).
 */
export const CONTACT_RATE_LIMIT = { limit: 5, windowMs: 10 * 60_000 } as const;

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
  { ok: true; message: ContactMessage } | { ok: false; code: ErrorCode; params?: Record<string, string | number> };

/**
 * Checks a contact message in the order of the specification's form: the name (required, at most 120 characters,
 * no `<` or `>`), the e-mail address (required, at most 254 characters, the specification's format), the message
 * (required once read as text, at most 5,000 characters). Answers the clean message or the first problem.
 */
export function checkContact(input: ContactInput): ContactCheck {
  const checked = checkInput(contactForm, { ...input, message: messageInput(input.message) });
  if (!checked.ok) return checked;
  const { fromName, fromEmail, message } = checked.value;
  return { ok: true, message: { fromName, fromEmail, ...messageBody(message) } };
}

/**
 * The advisory lock of a message's content: the first 64 bits of a SHA-256 of the sender's address (lower-cased),
 * name and message, as a signed `bigint` (what `pg_advisory_xact_lock` takes). Two submissions of the same message
 * wait for each other; different messages almost never do.
 */
export function contactLockKey(message: Pick<ContactMessage, 'fromEmail' | 'fromName' | 'html'>): string {
  const digest = createHash('sha256')
    .update(JSON.stringify(['contact', message.fromEmail.toLowerCase(), message.fromName, message.html]))
    .digest();
  return digest.readBigInt64BE(0).toString();
}

/**
 * Stores a checked message (its HTML form) and queues the organisers' e-mail in the same transaction, so neither
 * exists without the other; answers the row and the ids of the queued e-mail, to deliver after the commit.
 *
 * A repeat (a double click, a resend) stores and queues nothing and answers null: the same message (same address,
 * whatever its case, same name, same text) stored in the last `DUPLICATE_WINDOW_MS`. `contact_messages` has no
 * unique key for it, so the transaction first takes an advisory lock on the content's hash (released at commit): two
 * repeats at the same moment take turns, and the second finds the first's row.
 */
export async function storeContactMessage(
  db: Database,
  message: ContactMessage,
  meta: { lang: Language; site: Site | null },
  mail: { texts: MailTexts; config: Pick<ApiConfig, 'organisersEmail'> },
): Promise<{ row: ContactMessageRow; mailIds: number[] } | null> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${contactLockKey(message)}::bigint)`);
    // The database's clock, the one that wrote `created_at`; each statement sees what committed before it.
    const [earlier] = await tx
      .select({ id: contactMessages.id })
      .from(contactMessages)
      .where(
        and(
          gt(
            contactMessages.createdAt,
            sql`statement_timestamp() - make_interval(secs => ${DUPLICATE_WINDOW_MS / 1000})`,
          ),
          sql`lower(${contactMessages.fromEmail}) = ${message.fromEmail.toLowerCase()}`,
          eq(contactMessages.fromName, message.fromName),
          eq(contactMessages.message, message.html),
        ),
      )
      .limit(1);
    if (earlier) return null;
    const [row] = await tx
      .insert(contactMessages)
      .values({
        fromName: message.fromName,
        fromEmail: message.fromEmail,
        message: message.html,
        lang: meta.lang,
        site: meta.site,
      })
      .returning();
    if (!row) throw new Error('The contact message was not stored.');
    const mailIds = await enqueueMail(tx, 'contact', organisersContactMail(row, message, mail.texts, mail.config));
    return { row, mailIds };
  });
}

/** Records that the organisers' e-mail of a stored message was sent (the queue's row tells it too). */
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
  const text = [
    intro,
    '',
    ...facts.map(([label, value]) => `${label}: ${value}`),
    '',
    `${t('message')}:`,
    message.text,
    '',
  ].join('\n');
  const html = mailHtml(lang, subject, [
    `<p>${escapeHtml(intro)}</p>`,
    `<p>${facts.map(([label, value]) => `<strong>${escapeHtml(label)}:</strong> ${escapeHtml(value)}`).join('<br>')}</p>`,
    `<p><strong>${escapeHtml(t('message'))}:</strong></p>`,
    `<p>${message.html}</p>`,
  ]);
  return {
    to: config.organisersEmail,
    replyTo: { name: message.fromName, address: message.fromEmail },
    subject,
    text,
    html,
  };
}
