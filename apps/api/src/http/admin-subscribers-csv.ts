/**
 * `GET /api/admin/subscribers.csv` (issue 17): the newsletter's CONFIRMED subscribers (never the pending or the
 * unsubscribed ones) as a CSV file to download, for staff and admins only (the session of `Authorization: Bearer` or
 * the `o_token` cookie, as the GraphQL API; anyone else 401/403 `{ error, reason }` in the request's language, logged
 * as a security event). Columns `email,name,lang,confirmed_at`, UTF-8 with a byte order mark (so Excel reads the
 * accents), CRLF lines, RFC 4180 quoting, and every cell a spreadsheet would read as a formula (`= + - @`, tab, CR)
 * starts with an apostrophe, except a valid e-mail address, which is written as it is: the list is for mailing, an
 * apostrophe before `-ana@example.com` makes it no one's address, and an address (`isValidEmail`: no spaces,
 * brackets, quotes, commas or semicolons) cannot hold a formula's call. The rows are read and written in batches, so
 * the size of the list does not matter.
 */
import { Readable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import type { Database } from '@art/db';
import { isValidEmail, STAFF_ROLES } from '@art/model';
import { clientKey } from '@art/api-core';
import { confirmedSubscribers, type ConfirmedSubscriber } from '@art/api-messages';
import { adminHttpCaller } from './admin-upload';

/** Where the back office downloads the subscribers. */
export const SUBSCRIBERS_CSV_PATH = '/api/admin/subscribers.csv';

/** The file's first line. */
export const SUBSCRIBERS_CSV_HEADER = 'email,name,lang,confirmed_at';

/** The characters a spreadsheet reads as the start of a formula. */
const FORMULA_START = /^[=+\-@\t\r]/;

/** A text as RFC 4180 writes it: quoted (its quotes doubled) when it has a comma, a quote or a line break. */
const quoted = (text: string): string => (/[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text);

/**
 * A cell as RFC 4180 writes it, safe from CSV injection: a text a spreadsheet would run as a formula gets a leading
 * apostrophe, and one with a comma, a quote or a line break is quoted (its quotes doubled).
 *
 * @example csvCell('=HYPERLINK("x")') // '"\'=HYPERLINK(""x"")"'
 */
export function csvCell(value: string | null | undefined): string {
  const text = value ?? '';
  return quoted(FORMULA_START.test(text) ? `'${text}` : text);
}

/**
 * The e-mail cell: a valid address as it is (RFC 4180 quoting only), since an apostrophe before `-ana@example.com`
 * would make it no one's address; anything else stored there is a cell like the others.
 *
 * @example emailCell('-ana@example.com') // '-ana@example.com'
 */
export function emailCell(value: string): string {
  return isValidEmail(value) ? quoted(value) : csvCell(value);
}

/** A subscriber's line (with its CRLF). */
export function csvLine(subscriber: ConfirmedSubscriber): string {
  const cells = [
    emailCell(subscriber.email),
    ...[subscriber.name, subscriber.lang, subscriber.confirmedAt?.toISOString() ?? ''].map(csvCell),
  ];
  return `${cells.join(',')}\r\n`;
}

/** The file's name for a day: `suscriptores-YYYY-MM-DD.csv`. */
export const subscribersFileName = (now: Date): string => `suscriptores-${now.toISOString().slice(0, 10)}.csv`;

/** The file's text, batch after batch: the byte order mark and the header first. */
async function* csvChunks(db: Database): AsyncGenerator<string> {
  yield `\uFEFF${SUBSCRIBERS_CSV_HEADER}\r\n`;
  for await (const batch of confirmedSubscribers(db)) yield batch.map(csvLine).join('');
}

/** Registers `GET /api/admin/subscribers.csv`. */
export async function registerAdminSubscribersCsvRoutes(
  app: FastifyInstance,
  options: { db: Database },
): Promise<void> {
  const { db } = options;
  const operation = 'exportSubscribers';
  app.get(SUBSCRIBERS_CSV_PATH, async (request, reply) => {
    const user = await adminHttpCaller(request, reply, db, STAFF_ROLES, operation);
    if (!user) return reply;
    const client = clientKey(request.ip);
    request.log.info({ event: 'admin.subscribers_exported', userId: user.id, client }, 'Subscribers exported');
    return reply
      .header('Content-Type', 'text/csv; charset=utf-8')
      .header('Content-Disposition', `attachment; filename="${subscribersFileName(new Date())}"`)
      .header('Cache-Control', 'no-store')
      .header('X-Content-Type-Options', 'nosniff')
      .send(Readable.from(csvChunks(db)));
  });
}
