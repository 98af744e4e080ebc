/**
 * What the fair's forms share once a message has passed its checks: storing it in `form_messages` with its e-mails
 * queued in the same transaction (so a mail server that fails never loses a message, and the queue retries it), one
 * row for a repeated submission, sending the e-mails after the commit, and the two shapes of e-mail (to the team and
 * to the visitor).
 */
import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { formMessages, type Database, type FormMessageRow } from '@art/db';
import { DEFAULT_LANGUAGE, type FormMessageKind, type Language, type Site } from '@art/model';
import {
  type MailTexts,
  type MailAddress,
  type MailMessage,
  type MailRecipient,
  escapeAttribute,
  escapeHtml,
  enqueueMail,
  mailHtml,
} from '@art/api-core';

/** The window of the forms' limit per client address (`FORMS_PER_10_MINUTES` messages each). */
export const FORM_RATE_WINDOW_MS = 10 * 60_000;

/**
 * How long the same content from the same address counts as a repeat (a double click, a resend): between this and
 * twice this, as keys are made per window and the previous window's is checked too.
 */
export const DUPLICATE_WINDOW_MS = 10 * 60_000;

/** The forms the limit per client address counts apart. */
export type LimitedForm = FormMessageKind | 'newsletter';

/** The key of the forms' rate limiter: one count per form and client address. */
export const formLimitKey = (form: LimitedForm, clientIp: string) => `${form}|${clientIp}`;

/** A checked message, ready to store. */
export interface FormMessageInput {
  kind: FormMessageKind;
  fromName: string;
  fromEmail: string;
  phone: string | null;
  /** What the kind asks beyond name, e-mail and phone, as plain text. */
  fields: Record<string, string>;
  workId?: number | null;
  galleryId?: number | null;
  lang: Language;
  site: Site | null;
  /** The client's id of this submission, when it sent a well-formed one. */
  submissionId: string | null;
}

/** An e-mail to queue with a stored message. */
export interface QueuedMail {
  purpose: string;
  message: MailMessage;
}

const hash = (parts: unknown[]) => createHash('sha256').update(JSON.stringify(parts)).digest('hex');

/** The fields in a fixed order, so the same content always gives the same key. */
const sortedFields = (fields: Record<string, string>) =>
  Object.entries(fields).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));

/**
 * The dedupe keys of a message: `current` is stored; `previous` (none with a submission id) is the key the same
 * content had in the previous window, looked for before storing. With a submission id the key is the id's (the same
 * submission is one message whenever it comes again); without one it is the content's within the window.
 */
export function dedupeKeys(input: FormMessageInput, now: number): { current: string; previous: string | null } {
  const sender = input.fromEmail.toLowerCase();
  if (input.submissionId) return { current: hash([input.kind, sender, 'id', input.submissionId]), previous: null };
  const content = (window: number) =>
    hash([
      input.kind,
      sender,
      input.fromName,
      input.phone,
      input.workId ?? null,
      input.galleryId ?? null,
      sortedFields(input.fields),
      window,
    ]);
  const window = Math.floor(now / DUPLICATE_WINDOW_MS);
  return { current: content(window), previous: content(window - 1) };
}

/**
 * Stores a checked message and queues its e-mails (`mails` of the stored row) in one transaction. Answers the row
 * and the queued ids, or null when it repeats a message already stored (then nothing is stored or queued).
 */
export async function storeFormMessage(
  db: Database,
  input: FormMessageInput,
  mails: (row: FormMessageRow) => QueuedMail[],
  now = Date.now(),
): Promise<{ row: FormMessageRow; mailIds: number[] } | null> {
  const keys = dedupeKeys(input, now);
  return db.transaction(async (tx) => {
    if (keys.previous) {
      const [earlier] = await tx
        .select({ id: formMessages.id })
        .from(formMessages)
        .where(eq(formMessages.dedupeKey, keys.previous))
        .limit(1);
      if (earlier) return null;
    }
    const [row] = await tx
      .insert(formMessages)
      .values({
        kind: input.kind,
        fromName: input.fromName,
        fromEmail: input.fromEmail,
        phone: input.phone,
        fields: input.fields,
        workId: input.workId ?? null,
        galleryId: input.galleryId ?? null,
        lang: input.lang,
        site: input.site,
        dedupeKey: keys.current,
      })
      // A repeat that arrives at the same moment as the first finds its key taken and stores nothing.
      .onConflictDoNothing({ target: formMessages.dedupeKey })
      .returning();
    if (!row) return null;
    const mailIds: number[] = [];
    for (const mail of mails(row)) mailIds.push(...(await enqueueMail(tx, mail.purpose, mail.message)));
    return { row, mailIds };
  });
}

/** A label and a value shown in an e-mail to the team. */
export type MailFact = readonly [label: string, value: string];

/**
 * An e-mail to the team (organisers, a gallery, the press office) about a stored message, in the organisers'
 * language (Spanish), replying to the visitor. Everything the visitor wrote is escaped in the HTML version; the text
 * version carries it as typed (text/plain is never rendered as HTML).
 */
export function teamMail(mail: {
  to: MailRecipient | readonly MailRecipient[];
  replyTo: MailAddress;
  subject: string;
  intro: string;
  facts: readonly MailFact[];
  /** The visitor's message, with its label. */
  message?: { label: string; text: string; html: string };
}): MailMessage {
  const { subject, intro, facts, message } = mail;
  const text = [
    intro,
    '',
    ...facts.map(([label, value]) => `${label}: ${value}`),
    ...(message ? ['', `${message.label}:`, message.text] : []),
    '',
  ].join('\n');
  const html = mailHtml(DEFAULT_LANGUAGE, subject, [
    `<p>${escapeHtml(intro)}</p>`,
    `<p>${facts.map(([label, value]) => `<strong>${escapeHtml(label)}:</strong> ${escapeHtml(value)}`).join('<br>')}</p>`,
    ...(message ? [`<p><strong>${escapeHtml(message.label)}:</strong></p>`, `<p>${message.html}</p>`] : []),
  ]);
  return { to: mail.to, replyTo: mail.replyTo, subject, text, html };
}

/** A link of an e-mail to a visitor: its text and its address. */
export interface MailLink {
  text: string;
  url: string;
}

/**
 * An e-mail to a visitor in their language: paragraphs of our own text (never what they wrote, so the form cannot
 * be used to send someone else a text of one's choosing), optional links, and the signature.
 */
export function visitorMail(mail: {
  to: string;
  lang: Language;
  subject: string;
  paragraphs: readonly string[];
  links?: readonly (MailLink & { before?: string })[];
  after?: readonly string[];
  signature: string;
}): MailMessage {
  const { lang, subject, paragraphs, links = [], after = [], signature } = mail;
  const text = [
    ...paragraphs.flatMap((p) => [p, '']),
    ...links.flatMap((link) => [...(link.before ? [link.before] : []), link.url, '']),
    ...after.flatMap((p) => [p, '']),
    signature,
    '',
  ].join('\n');
  const html = mailHtml(lang, subject, [
    ...paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`),
    ...links.map(
      (link) =>
        `<p>${link.before ? `${escapeHtml(link.before)}<br>` : ''}<a href="${escapeAttribute(link.url)}">${escapeHtml(link.text)}</a></p>`,
    ),
    ...after.map((p) => `<p>${escapeHtml(p)}</p>`),
    `<p>${escapeHtml(signature)}</p>`,
  ]);
  return { to: mail.to, subject, text, html };
}

/** The facts every e-mail to the team ends with: the visitor's language, the site, the reference. */
export function closingFacts(texts: MailTexts, row: Pick<FormMessageRow, 'id' | 'lang' | 'site'>): MailFact[] {
  const t = (key: string) => texts.t(DEFAULT_LANGUAGE, `forms.${key}`);
  return [
    [t('labels.language'), t(`languages.${row.lang}`)],
    ...(row.site ? ([[t('labels.site'), t(`sites.${row.site}`)]] as MailFact[]) : []),
    [t('labels.reference'), `#${row.id}`],
  ];
}
