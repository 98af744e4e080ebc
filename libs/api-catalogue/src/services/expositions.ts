/**
 * Shows (expositions): the list, latest start first, keyset-paginated, and one show by its slug in either language.
 */
import { and, count, desc, eq, or, sql, type SQL } from 'drizzle-orm';
import { expositions, type Database, type ExpositionRow } from '@art/db';
import type { Language } from '@art/model';
import { userError, slugOf, clampFirst, decodeCursor, toPage } from '@art/api-core';
import { catalogPrefixOf } from './catalogue-scope';
import type { Connection } from './works';

export interface ExpositionsArgs {
  catalogPrefix?: string | null;
  first?: number | null;
  after?: string | null;
}

const INT32_MAX = 2_147_483_647;
/** Shows without a start date go last. */
const NO_DATE = '0001-01-01';
const startKey = sql<string>`coalesce(${expositions.startsOn}, date '0001-01-01')`;

function isDate(value: unknown): value is string {
  return (
    typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value) && !Number.isNaN(Date.parse(`${value}T00:00:00Z`))
  );
}

/**
 * One page of shows, latest start first, optionally of one catalogue, with the total.
 * Every argument is checked before the database is read.
 */
export async function listExpositions(
  db: Database,
  lang: Language,
  currentPrefix: string,
  args: ExpositionsArgs,
): Promise<Connection<ExpositionRow>> {
  const catalogPrefix = catalogPrefixOf(args.catalogPrefix, lang, currentPrefix);
  const first = clampFirst(args.first);
  let after: SQL | null = null;
  if (args.after) {
    const [tag, start, id] = decodeCursor(args.after, ['string', 'string', 'number'], lang);
    if (tag !== 'e' || !isDate(start) || typeof id !== 'number' || !Number.isInteger(id) || id < 0 || id > INT32_MAX) {
      throw userError(lang, 'invalidCursor');
    }
    after = sql`(${startKey}, ${expositions.id}) < (${start}::date, ${id}::integer)`;
  }
  const where = catalogPrefix ? eq(expositions.catalogPrefix, catalogPrefix) : undefined;
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(expositions)
      .where(after ? and(where, after) : where)
      .orderBy(desc(startKey), desc(expositions.id))
      .limit(first + 1),
    db.select({ value: count() }).from(expositions).where(where),
  ]);
  const page = toPage(rows, first, (r) => ['e', r.startsOn ?? NO_DATE, r.id]);
  return { totalCount: Number(total?.value ?? 0), nodes: page.nodes, pageInfo: page.pageInfo };
}

/**
 * A show by its Spanish or English slug (the language's own slug wins a tie: one show's English slug may be another's
 * Spanish one); null for an unknown or impossible slug.
 */
export async function findExposition(
  db: Database,
  slugText: string,
  lang: Language = 'es',
): Promise<ExpositionRow | null> {
  const slug = slugOf(slugText);
  if (!slug) return null;
  const own = lang === 'en' ? expositions.slugEn : expositions.slug;
  const [row] = await db
    .select()
    .from(expositions)
    .where(or(eq(expositions.slug, slug), eq(expositions.slugEn, slug)))
    .orderBy(sql`(${own} = ${slug}) desc`)
    .limit(1);
  return row ?? null;
}
