/**
 * Works like a given one (`Work.similar`): the same discipline, in the catalogue the work was reached through,
 * sharing a trend tag, a colour or the price range, ranked by what they share.
 *
 * Cost is bounded whatever the size of the catalogue: the candidates are found through the indexes that exist
 * (`works_tags` and `works_colours` with `&&`, `works_price_asc` for the price range, `works_catalogs`), read newest
 * first and cut at {@link SIMILAR_CANDIDATES}; only those are scored, and only the best `first` rows are read whole.
 */
import { and, desc, eq, ne, or, sql, type SQL } from 'drizzle-orm';
import { works, type Database, type WorkRow } from '@art/db';
import { HIDDEN_WORK_STATE, PRICE_RANGES } from '@art/model';
import { intArray, textArray } from './catalogue-scope';

/** Most similar works one work lists. */
export const MAX_SIMILAR = 24;
/** Related works (the newest) that are scored; the best of them are returned. */
export const SIMILAR_CANDIDATES = 300;

/** Weights of what a work shares with the one it is compared to. */
const WEIGHT = { tag: 4, colour: 2, priceRange: 2, size: 1 } as const;

/** `first` of `Work.similar` kept within 1…{@link MAX_SIMILAR}; absent or not a number means 8. */
export function clampSimilar(first: number | null | undefined): number {
  if (first === null || first === undefined || !Number.isFinite(first)) return 8;
  return Math.min(MAX_SIMILAR, Math.max(1, Math.trunc(first)));
}

/** The price range (in cents, `max` exclusive, null open) a price falls in; null without a price. */
export function priceRangeOf(priceCents: number | null): { min: number; max: number | null } | null {
  if (priceCents === null) return null;
  const range = PRICE_RANGES.find((r) => priceCents >= r.min * 100 && (r.max === null || priceCents < r.max * 100));
  return range ? { min: range.min * 100, max: range.max === null ? null : range.max * 100 } : null;
}

// The price shown (none in a price-on-request state), as `works_price_asc` holds it.
const noPrice = sql<boolean>`(${works.listPriceCents} is null)`;
const priceKey = sql<number>`coalesce(${works.listPriceCents}, 0)`;

/**
 * The visible works most like `work`, best first (then newest), never `work` itself; with `catalogPrefix`, only
 * works of that catalogue. A work that has no tag, no colour and no price has nothing to be compared by: none.
 */
export async function similarWorks(
  db: Database,
  work: WorkRow,
  first: number,
  catalogPrefix: string | null,
): Promise<WorkRow[]> {
  const range = priceRangeOf(work.listPriceCents);
  const arms: SQL[] = [];
  if (work.tagIds.length > 0) arms.push(sql`${works.tagIds} && ${intArray(work.tagIds)}`);
  if (work.colours.length > 0) arms.push(sql`${works.colours} && ${textArray(work.colours)}`);
  if (range) {
    // The same row comparison as the works list's price filter, so `works_price_asc` serves it. That index leads
    // with `sold`: naming both its values makes one scan of the range in each part, rather than of the whole index.
    arms.push(
      range.max === null
        ? sql`(${works.sold} in (false, true) and (${noPrice}, ${priceKey}) >= (false, ${range.min}::integer))`
        : sql`(${works.sold} in (false, true) and (${noPrice}, ${priceKey}) >= (false, ${range.min}::integer) and (${noPrice}, ${priceKey}) < (false, ${range.max}::integer))`,
    );
  }
  if (arms.length === 0) return [];
  const conditions: SQL[] = [
    eq(works.discipline, work.discipline),
    ne(works.id, work.id),
    ne(works.workState, HIDDEN_WORK_STATE),
    or(...arms) as SQL,
  ];
  if (catalogPrefix) conditions.push(sql`${works.catalogs} @> ${textArray([catalogPrefix])}`);
  const tagIds = intArray(work.tagIds);
  const colours = textArray(work.colours);
  const inRange = range
    ? range.max === null
      ? sql`(${works.listPriceCents} >= ${range.min})`
      : sql`(${works.listPriceCents} >= ${range.min} and ${works.listPriceCents} < ${range.max})`
    : sql`false`;
  const score = sql<number>`(
    ${WEIGHT.tag} * (select count(*) from unnest(${works.tagIds}) as shared(id) where shared.id = any(${tagIds}))
    + ${WEIGHT.colour} * (select count(*) from unnest(${works.colours}) as shared(c) where shared.c = any(${colours}))
    + (case when coalesce(${inRange}, false) then ${WEIGHT.priceRange} else 0 end)
    + (case when ${works.size} = ${work.size} then ${WEIGHT.size} else 0 end)
  )::integer`;
  const candidates = db
    .select({ id: works.id, score: score.as('score') })
    .from(works)
    .where(and(...conditions))
    .orderBy(sql`${works.publishedAt} desc nulls last`, sql`${works.id} desc nulls last`)
    .limit(SIMILAR_CANDIDATES)
    .as('candidates');
  const rows = await db
    .select({ work: works })
    .from(works)
    .innerJoin(candidates, eq(works.id, candidates.id))
    .orderBy(desc(candidates.score), sql`${works.publishedAt} desc nulls last`, desc(works.id))
    .limit(first);
  return rows.map((r) => r.work);
}
