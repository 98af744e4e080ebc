/**
 * What the back office's services share (issue 16): the paging of a list and the checks of a change's input by its
 * schema of `@art/model` with every refused field translated. A list's text search is `containsText` of
 * `content-query.ts`, the public lists' own; what a catalogue change does after its commit is the catalogue's
 * (`afterCatalogueChange`).
 */
import { sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { Database, faqs, menuEntries, sponsors } from '@art/db';
import { formLine, formZod, problemOfIssue, type FormSchema, type Language } from '@art/model';
import { ADMIN_PAGE_MAX, ADMIN_PAGE_SIZE_DEFAULT, ADMIN_PAGE_SIZE_MAX, ADMIN_SEARCH_MAX } from '@art/admin-model';
import { containsText } from './content-query';
import { errorMessage, userError, type ErrorCode } from './errors';

/** A refused field of a change: its name and its translated message. */
export interface FieldError {
  field: string;
  message: string;
}

/** The rows of one page: how many and from where. */
export interface PageWindow {
  limit: number;
  offset: number;
}

/**
 * The window of a page from what the caller asked (`page` from 1, `perPage` 1…100, 25 by default); anything else is
 * a translated error before the database is read.
 */
export function pageWindow(lang: Language, page?: number | null, perPage?: number | null): PageWindow {
  const size = perPage ?? ADMIN_PAGE_SIZE_DEFAULT;
  const number = page ?? 1;
  if (!Number.isInteger(number) || number < 1 || number > ADMIN_PAGE_MAX) {
    throw userError(lang, 'admin.pageInvalid', { max: ADMIN_PAGE_MAX });
  }
  if (!Number.isInteger(size) || size < 1 || size > ADMIN_PAGE_SIZE_MAX) {
    throw userError(lang, 'admin.perPageInvalid', { max: ADMIN_PAGE_SIZE_MAX });
  }
  return { limit: size, offset: (number - 1) * size };
}

/** A list's text search, cleaned to one line; null when blank; a translated error when longer than 100 characters. */
export function searchOf(lang: Language, q: string | null | undefined): string | null {
  const text = formLine(q);
  if (text === '') return null;
  if ([...text].length > ADMIN_SEARCH_MAX) throw userError(lang, 'admin.searchTooLong', { max: ADMIN_SEARCH_MAX });
  return text;
}

/** An id of a row from what the caller sent: a positive 32-bit integer, or null (which reads as unknown). */
export function rowId(value: string | number | null | undefined): number | null {
  const text = String(value ?? '').trim();
  if (!/^[1-9][0-9]{0,9}$/.test(text)) return null;
  const id = Number(text);
  return id <= 2_147_483_647 ? id : null;
}

/** A translated refused field. */
export function fieldError(
  lang: Language,
  field: string,
  code: ErrorCode,
  params: Record<string, string | number> = {},
): FieldError {
  return { field, message: errorMessage(lang, code, params) };
}

/**
 * Runs a change's schema on its input: the clean values, or every refused field (in the order of the form), each with
 * its translated message.
 */
export function checkAdminInput<T extends Record<string, unknown>>(
  form: FormSchema<T>,
  input: unknown,
  lang: Language,
): { ok: true; value: T } | { ok: false; errors: FieldError[] } {
  const parsed = formZod(form).safeParse(input ?? {});
  if (parsed.success) return { ok: true, value: parsed.data };
  const rank = (field: string) => {
    const index = (form.order as readonly string[]).indexOf(field);
    return index === -1 ? form.order.length : index;
  };
  const errors = parsed.error.issues
    .map(problemOfIssue)
    .sort((a, b) => rank(a.field) - rank(b.field))
    .map((p) => fieldError(lang, p.field, p.code as ErrorCode, p.params ? { ...p.params } : {}));
  return { ok: false, errors };
}

/** Whether an error is PostgreSQL's unique violation of the given constraint (a slug taken meanwhile). */
export function isUniqueViolation(error: unknown, constraint: string): boolean {
  let current: unknown = error;
  for (let depth = 0; depth < 4 && current && typeof current === 'object'; depth++) {
    const e = current as { code?: unknown; constraint?: unknown; message?: unknown; cause?: unknown };
    if (e.code === '23505' && (e.constraint === constraint || String(e.message ?? '').includes(constraint)))
      return true;
    current = e.cause;
  }
  return false;
}

/** Whether any of the texts contains the search, accents and case aside (small tables: no index needed). */
export function textsContain(columns: (AnyColumn | SQL)[], q: string): SQL {
  const joined = sql.join(
    columns.map((c) => sql`coalesce(${c}, '')`),
    sql` || ' ' || `,
  );
  return containsText(sql`lower(f_unaccent(${joined}))`, q);
}

/** The next position at the end of a list (0 when empty), within `scope` when given. */
export async function nextPosition(
  db: Pick<Database, 'select'>,
  table: typeof faqs | typeof menuEntries | typeof sponsors,
  scope?: SQL,
): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`coalesce(max(${table.position}), -1) + 1`.mapWith(Number) })
    .from(table)
    .where(scope);
  return row?.n ?? 0;
}

/** An id from the caller that names a row: its number, or the translated refusal of an unknown one. */
export function targetId(
  lang: Language,
  id: string | null,
  notFound: ErrorCode,
): { ok: true; id: number | null } | { ok: false; errors: FieldError[] } {
  if (id === null) return { ok: true, id: null };
  const value = rowId(id);
  return value === null ? { ok: false, errors: [fieldError(lang, 'id', notFound)] } : { ok: true, id: value };
}
