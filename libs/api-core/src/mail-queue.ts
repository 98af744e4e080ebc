/**
 * The durable mail queue: an e-mail that tells of something stored (a form's message, a newsletter confirmation, an
 * e-ticket) is written to `outgoing_mails` in the same transaction as that thing, then sent. A send that fails leaves
 * the row due again later (backing off), so a failure of the mail server never loses a message and never undoes what
 * was stored; the server's retry loop (`startMailRetries`) sends what is due.
 *
 * @example
 * const ids = await db.transaction(async (tx) => {
 *   const row = await storeSomething(tx, …);
 *   return [await enqueueMail(tx, 'work-inquiry', organisersMail(row))];
 * });
 * await deliverMails(db, mailer, ids, log); // now; what fails is retried by the loop
 */
import { and, asc, eq, inArray, isNull, lte, or, sql } from 'drizzle-orm';
import { outgoingMails, type Database, type MailAttachment, type OutgoingMailRow } from '@art/db';
import type { MailMessage, MailRecipient, Mailer } from './mail';
import { startRounds } from './rounds';

/** A database or a transaction of it. */
type Executor = Pick<Database, 'select' | 'insert' | 'update' | 'delete'>;

/** Where the queue says what happened. */
export interface MailQueueLog {
  warn(message: string): void;
  error(message: string): void;
}

/**
 * Minutes to wait after each failed attempt: 1, 5, 15, 60, then every 6 hours, at most {@link MAIL_MAX_ATTEMPTS}
 * attempts (about a day and a half); after the last one the row stays with its error for the team to see.
 */
export const MAIL_RETRY_MINUTES = [1, 5, 15, 60, 360] as const;
export const MAIL_MAX_ATTEMPTS = 10;

/** How often the server looks for mail due again, and how many it sends per round. */
export const MAIL_RETRY_INTERVAL_MS = 60_000;
const BATCH = 20;

/** A recipient as one header value: `Name <address>` through JSON so no name can inject anything. */
const encodeRecipient = (r: MailRecipient): string => (typeof r === 'string' ? r : JSON.stringify(r));
const decodeRecipient = (value: string): MailRecipient =>
  value.startsWith('{') ? (JSON.parse(value) as MailRecipient) : value;

function storedAttachments(message: MailMessage): MailAttachment[] {
  return (message.attachments ?? []).map((file) => ({
    filename: file.filename,
    contentType: file.contentType,
    contentBase64: file.content.toString('base64'),
    ...(file.cid ? { cid: file.cid } : {}),
  }));
}

/** Writes a message to the queue (one recipient per row) and answers the rows' ids, to deliver after the commit. */
export async function enqueueMail(db: Executor, purpose: string, message: MailMessage): Promise<number[]> {
  const to: readonly MailRecipient[] = Array.isArray(message.to) ? message.to : [message.to as MailRecipient];
  if (to.length === 0) throw new TypeError('A message needs at least one recipient.');
  const rows = await db
    .insert(outgoingMails)
    .values(
      to.map((recipient) => ({
        purpose,
        toAddress: encodeRecipient(recipient),
        replyTo: message.replyTo ? encodeRecipient(message.replyTo) : null,
        subject: message.subject,
        text: message.text,
        html: message.html ?? '',
        attachments: storedAttachments(message),
      })),
    )
    .returning({ id: outgoingMails.id });
  return rows.map((r) => r.id);
}

/** The message a queued row holds. */
export function queuedMessage(row: OutgoingMailRow): MailMessage {
  return {
    to: decodeRecipient(row.toAddress),
    ...(row.replyTo ? { replyTo: decodeRecipient(row.replyTo) } : {}),
    subject: row.subject,
    text: row.text,
    ...(row.html ? { html: row.html } : {}),
    attachments: row.attachments.map((a) => ({
      filename: a.filename,
      contentType: a.contentType,
      content: Buffer.from(a.contentBase64, 'base64'),
      ...(a.cid ? { cid: a.cid } : {}),
    })),
  };
}

/**
 * Due, or never tried: a message just queued is sent at once, whatever the clocks of this process and the database
 * (the database stores microseconds and this process's `now` has milliseconds, so a row queued within the same
 * millisecond would otherwise look due only in the future).
 */
const isDue = (now: Date) => or(lte(outgoingMails.nextAttemptAt, now), eq(outgoingMails.attempts, 0));

const describe = (error: unknown) => (error instanceof Error ? error.message : String(error));

/**
 * Claims a row (its next attempt moved a few minutes ahead, so a concurrent round does not send it too), sends it and
 * records the outcome. Answers true when it was sent.
 */
async function attempt(db: Database, mailer: Mailer, id: number, log: MailQueueLog, now: Date): Promise<boolean> {
  const claimUntil = new Date(now.getTime() + 5 * 60_000);
  const [row] = await db
    .update(outgoingMails)
    .set({
      nextAttemptAt: claimUntil,
      attempts: sql`${outgoingMails.attempts} + 1`,
    })
    .where(
      and(
        eq(outgoingMails.id, id),
        isNull(outgoingMails.sentAt),
        isDue(now),
        sql`${outgoingMails.attempts} < ${MAIL_MAX_ATTEMPTS}`,
      ),
    )
    .returning();
  if (!row) return false;
  try {
    await mailer.send(queuedMessage(row));
  } catch (error) {
    const wait = MAIL_RETRY_MINUTES[Math.min(row.attempts - 1, MAIL_RETRY_MINUTES.length - 1)] ?? 360;
    const last = row.attempts >= MAIL_MAX_ATTEMPTS;
    await db
      .update(outgoingMails)
      .set({
        lastError: describe(error).slice(0, 1000),
        nextAttemptAt: new Date(now.getTime() + wait * 60_000),
      })
      .where(eq(outgoingMails.id, id));
    const what = `mail ${row.id} (${row.purpose}) attempt ${row.attempts} failed: ${describe(error)}`;
    if (last) log.error(`${what}; no more attempts`);
    else log.warn(`${what}; retried in ${wait} min`);
    return false;
  }
  await db.update(outgoingMails).set({ sentAt: new Date(), lastError: null }).where(eq(outgoingMails.id, id));
  return true;
}

/** Sends the queued rows now (those not sent and due); what fails stays queued. Answers how many were sent. */
export async function deliverMails(
  db: Database,
  mailer: Mailer,
  ids: readonly number[],
  log: MailQueueLog,
  now = new Date(),
): Promise<number> {
  let sent = 0;
  for (const id of ids) if (await attempt(db, mailer, id, log, now)) sent++;
  return sent;
}

/**
 * Sends queued e-mails now, after their transaction committed (a message, a special order…). What fails stays queued
 * for the server's retries and is logged; this never throws, since what they tell of is stored either way. Answers whether every one was sent.
 */
export async function deliverNow(
  ctx: { db: Database; mailer: Mailer; log: MailQueueLog },
  mailIds: readonly number[],
  what: string,
): Promise<boolean> {
  if (mailIds.length === 0) return true;
  try {
    const sent = await deliverMails(ctx.db, ctx.mailer, mailIds, ctx.log);
    if (sent === mailIds.length) return true;
    ctx.log.error(
      `${what} is stored; ${mailIds.length - sent} of its ${mailIds.length} e-mails could not be sent and stay queued for retry`,
    );
  } catch (error) {
    ctx.log.error(`${what} is stored; its e-mails stay queued for retry, sending them failed: ${describe(error)}`);
  }
  return false;
}

/** Sends what is due (oldest first, a batch at a time). Answers how many were sent. */
export async function deliverDueMails(
  db: Database,
  mailer: Mailer,
  log: MailQueueLog,
  now = new Date(),
): Promise<number> {
  const due = await db
    .select({ id: outgoingMails.id })
    .from(outgoingMails)
    .where(and(isNull(outgoingMails.sentAt), isDue(now), sql`${outgoingMails.attempts} < ${MAIL_MAX_ATTEMPTS}`))
    .orderBy(asc(outgoingMails.nextAttemptAt), asc(outgoingMails.id))
    .limit(BATCH);
  return deliverMails(
    db,
    mailer,
    due.map((r) => r.id),
    log,
    now,
  );
}

/** Rows of the queue by id (tests, and the team's checks). */
export function queuedMails(db: Database, ids: readonly number[]): Promise<OutgoingMailRow[]> {
  return db
    .select()
    .from(outgoingMails)
    .where(inArray(outgoingMails.id, [...ids]))
    .orderBy(asc(outgoingMails.id));
}

/**
 * Sends due mail every `intervalMs` until stopped (the API server starts it; tests call `deliverDueMails` instead).
 * A round never overlaps the previous one; the timer does not keep the process alive.
 */
export function startMailRetries(
  db: Database,
  mailer: Mailer,
  log: MailQueueLog,
  intervalMs = MAIL_RETRY_INTERVAL_MS,
): () => Promise<void> {
  return startRounds(
    () =>
      deliverDueMails(db, mailer, log).catch((error: unknown) =>
        log.error(`mail retry round failed: ${describe(error)}`),
      ),
    intervalMs,
  );
}
