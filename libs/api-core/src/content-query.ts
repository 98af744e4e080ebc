/**
 * Small pieces the content and commerce services share: text-search conditions, keyset cursors over
 * a timestamp, and the parsing of ids and slugs that arrive from the outside.
 */
import { sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { Language } from '@art/model';
import { userError } from './errors';
import { decodeCursor } from './pagination';

/** Longest text a list's text search accepts. */
export const TEXT_SEARCH_MAX_LENGTH = 100;
/** Longest slug looked up; anything longer cannot exist and answers null without a query. */
export const SLUG_MAX_LENGTH = 200;
const INT32_MAX = 2_147_483_647;

/**
 * The trimmed search text, or null when there is nothing to search; too long a text is a user error.
 * @example searchTextOf('  Núñez ', 'es') // 'Núñez'
 */
export function searchTextOf(text: string | null | undefined, lang: Language): string | null {
  // Control characters never occur in stored text, and PostgreSQL refuses a NUL byte outright.
  const trimmed = (text ?? '').replace(/[\p{Cc}\s]+/gu, ' ').trim();
  if (!trimmed) return null;
  if (trimmed.length > TEXT_SEARCH_MAX_LENGTH) throw userError(lang, 'textTooLong', { max: TEXT_SEARCH_MAX_LENGTH });
  return trimmed;
}

/**
 * Whether an accent-free, lower-case text (a generated `search_text` column, trigram-indexed, or such an expression)
 * contains the search, accents and case aside: `column ILIKE %text%`, so "munoz" finds "Muñoz". `%`, `_` and `\` in
 * the text are matched literally, never as wildcards. The public lists' search and the back office's.
 */
export function containsText(column: AnyColumn | SQL, text: string): SQL {
  const escaped = text.replace(/[\\%_]/g, (c) => `\\${c}`);
  return sql`${column} ILIKE '%' || lower(f_unaccent(${escaped})) || '%'`;
}

/** Microseconds since the epoch of a timestamp column, exact, as text (bigint does not fit every driver's number). */
export function micros(column: AnyColumn): SQL<string> {
  return sql<string>`((extract(epoch from ${column}) * 1000000)::bigint)::text`;
}

/** The timestamp of a cursor's microseconds, exact (a double would lose the last digits). */
export function timestampOf(microseconds: number): SQL {
  return sql`(timestamptz 'epoch' + ${microseconds}::float8 * interval '1 microsecond')`;
}

/**
 * The `[microseconds, id]` of a keyset cursor over `(timestamp, id)`; anything else is `invalidCursor`.
 * Checked so that no value can make the database fail (an id beyond int4, a time beyond its range).
 */
export function decodeTimeCursor(after: string, lang: Language): { micros: number; id: number } {
  const [time, id] = decodeCursor(after, ['number', 'number'], lang) as [number, number];
  if (!Number.isSafeInteger(time) || !Number.isInteger(id) || id < 0 || id > INT32_MAX) {
    throw userError(lang, 'invalidCursor');
  }
  return { micros: time, id };
}

/**
 * A database id from a GraphQL `ID`: a positive integer that fits int4, or null for anything else.
 * @example parseId('42') // 42
 * @example parseId('1e3') // null
 */
export function parseId(value: string | number): number | null {
  const text = String(value).trim();
  if (!/^[0-9]{1,10}$/.test(text)) return null;
  const id = Number(text);
  return id >= 1 && id <= INT32_MAX ? id : null;
}

/** A slug to look up, or null when it is empty, too long or holds characters no slug has. */
export function slugOf(value: string): string | null {
  const slug = value.trim();
  // No slug holds a control character; a NUL byte would even make PostgreSQL fail the query.
  if (!slug || slug.length > SLUG_MAX_LENGTH || /\p{Cc}/u.test(slug)) return null;
  return slug;
}

/** ISO 8601 text of a timestamp read from the database. */
export function isoOf(value: Date | string): string {
  return (value instanceof Date ? value : new Date(value)).toISOString();
}
