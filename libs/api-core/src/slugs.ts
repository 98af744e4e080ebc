/**
 * The slugs of the back office's changes, one way for every table (decision 042): a wanted slug is kept when no other
 * row has it and refused otherwise; an empty one is derived from the row's name, with `-2`, `-3`… until free.
 */
import { and, ne, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { adminSlugOf } from '@art/admin-model';
import type { Reader } from './admin-resource';

/** Whether a slug is taken by another row. */
export type SlugTaken = (slug: string) => Promise<boolean>;

/** The candidates tried before giving up on counting: `root`, `root-2` … `root-999`. */
const MAX_TRIES = 1000;

/** The first of `root`, `root-2`, `root-3`… that is not taken; past the 999th, `root-<now>`, which no row has. */
export async function firstFreeSlug(root: string, taken: SlugTaken): Promise<string> {
  for (let n = 1; n < MAX_TRIES; n++) {
    const candidate = n === 1 ? root : `${root}-${n}`;
    if (!(await taken(candidate))) return candidate;
  }
  return `${root}-${Date.now()}`;
}

/**
 * The slug of a change: the wanted one when free (null when another row has it: the caller refuses it), else the first
 * free one derived from `name` (`fallback` when the name has no letter or digit).
 */
export async function slugOfChange(
  taken: SlugTaken,
  wanted: string | null,
  name: string,
  fallback = 'sin-nombre',
): Promise<string | null> {
  if (wanted !== null) return (await taken(wanted)) ? null : wanted;
  return firstFreeSlug(adminSlugOf(name) || fallback, taken);
}

/**
 * Whether a slug is taken in a table: `matches(slug)` is the rows that have it (in one column or either of two), and
 * the row being changed (`exceptId`) does not count.
 */
export function slugTakenIn(
  db: Reader,
  table: { table: PgTable; id: PgColumn },
  matches: (slug: string) => SQL | undefined,
  exceptId: number | null,
): SlugTaken {
  return async (slug) => {
    const same = matches(slug);
    const rows = await db
      .select({ id: table.id })
      .from(table.table)
      .where(exceptId === null ? same : and(same, ne(table.id, exceptId)))
      .limit(1);
    return rows.length > 0;
  };
}
