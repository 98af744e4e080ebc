/**
 * Works: one work by slug, and the filtered, sorted lists with keyset pagination.
 * Each sort walks one index of `libs/db` (`works_newest`, `works_price_asc`, `works_price_desc`) and continues
 * after the last row seen with a row comparison on the same expressions, so page 200 costs what page 1 costs
 * and rows inserted or removed between two requests neither repeat nor skip a row.
 *
 * Every order lists the works still to be had first and the sold ones after them (issue 18): the indexes lead with
 * `sold`, and a list is read as its two parts, each with `sold` fixed by equality, so within a part everything
 * (the price bounds, the cursor's row comparison) bounds the index scan exactly as in a list of one part. A page
 * that crosses from one part to the other reads both; a cursor says which part it is in.
 */
import { and, count, eq, inArray, ne, or, sql, type SQL } from 'drizzle-orm';
import { artists, expositions, expositionWorks, galleries, trendTags, works, type Database } from '@art/db';
import {
  COLOURS,
  DISCIPLINES,
  FOR_SALE_WORK_STATE,
  HIDDEN_WORK_STATE,
  ONLINE_SALE_CATALOG_PREFIX,
  PRICE_RANGES,
  SIZES,
  WORK_SORTS,
  type Language,
  type WorkSort,
} from '@art/model';
import {
  userError,
  micros,
  searchTextOf,
  slugOf,
  timestampOf,
  clampFirst,
  decodeCursor,
  toPage,
  type CursorValue,
} from '@art/api-core';
import {
  catalogPrefixOf,
  echo,
  filterValues,
  intArray,
  matchesText,
  scoped,
  textArray,
  type Scope,
  type WorkNode,
} from './catalogue-scope';

const INT32_MAX = 2_147_483_647;

/** The works filter as a caller sends it (the `WorksFilter` input). */
export interface WorksFilterInput {
  catalogPrefix?: string | null;
  disciplines?: readonly number[] | null;
  sizes?: readonly string[] | null;
  priceRanges?: readonly string[] | null;
  colours?: readonly string[] | null;
  tags?: readonly string[] | null;
  artistSlug?: string | null;
  gallerySlug?: string | null;
  expositionSlug?: string | null;
  text?: string | null;
  buyable?: boolean | null;
  buyableOnline?: boolean | null;
}

/** A checked works filter: every value known, every list bounded. */
export interface WorksFilter {
  catalogPrefix: string | null;
  disciplines: number[];
  sizes: string[];
  /** In cents, `max` exclusive, null for no upper bound. */
  priceRanges: { min: number; max: number | null }[];
  colours: string[];
  tagSlugs: string[];
  /** `false` when a slug was given that no artist, gallery or show can have: the list is empty. */
  artistSlug: string | false | null;
  gallerySlug: string | false | null;
  expositionSlug: string | false | null;
  text: string | null;
  /** For sale now (`isForSaleNow`), wherever sold. */
  buyable: boolean;
  /** Can be bought online now (`canBeBoughtOnline`): the lists' "available to buy". */
  buyableOnline: boolean;
}

export interface WorksArgs {
  filter?: WorksFilterInput | null;
  sort?: string | null;
  first?: number | null;
  after?: string | null;
}

export interface Connection<Node> {
  totalCount: number;
  nodes: Node[];
  pageInfo: { endCursor: string | null; hasNextPage: boolean };
}

function slugFilter(value: string | null | undefined): string | false | null {
  if (value === null || value === undefined || value.trim() === '') return null;
  return slugOf(value) ?? false;
}

/**
 * Checks a works filter against the constants of `@art/model` before anything is read.
 * Unknown values are translated user errors; so are too many values and too long a text.
 */
export function parseWorksFilter(
  input: WorksFilterInput | null | undefined,
  lang: Language,
  currentPrefix: string,
): WorksFilter {
  const f = input ?? {};
  return {
    catalogPrefix: catalogPrefixOf(f.catalogPrefix, lang, currentPrefix),
    disciplines: filterValues(f.disciplines, lang, (d) => {
      if (!DISCIPLINES.some((x) => x.id === d)) throw userError(lang, 'invalidDiscipline', { value: echo(d) });
      return d;
    }),
    sizes: filterValues(f.sizes, lang, (s) => {
      const size = SIZES.find((x) => x.key === s.trim().toLowerCase());
      if (!size) throw userError(lang, 'invalidSize', { value: echo(s) });
      return size.key;
    }),
    priceRanges: filterValues(f.priceRanges, lang, (p) => {
      const range = PRICE_RANGES.find((x) => x.key === p.trim().toLowerCase());
      if (!range) throw userError(lang, 'invalidPriceRange', { value: echo(p) });
      return range.key;
    }).map((key) => {
      const range = PRICE_RANGES.find((x) => x.key === key) as (typeof PRICE_RANGES)[number];
      return { min: range.min * 100, max: range.max === null ? null : range.max * 100 };
    }),
    colours: filterValues(f.colours, lang, (c) => {
      const colour = COLOURS.find((x) => x.key === c.trim().toLowerCase());
      if (!colour) throw userError(lang, 'invalidColour', { value: echo(c) });
      return colour.key;
    }),
    // A tag slug no tag can have (too long, control characters) matches no work, like an unknown one.
    tagSlugs: filterValues(f.tags, lang, (t) => slugOf(t) ?? ''),
    artistSlug: slugFilter(f.artistSlug),
    gallerySlug: slugFilter(f.gallerySlug),
    expositionSlug: slugFilter(f.expositionSlug),
    text: searchTextOf(f.text, lang),
    buyable: f.buyable === true,
    buyableOnline: f.buyableOnline === true,
  };
}

// The price shown (none in a price-on-request state), as the sorts' indexes and the filters' index hold it.
const noPrice = sql<boolean>`(${works.listPriceCents} is null)`;
const priceKey = sql<number>`coalesce(${works.listPriceCents}, 0)`;
const negPriceKey = sql<number>`(- coalesce(${works.listPriceCents}, 0))`;
const negId = sql<number>`(- ${works.id})`;

/** Disjoint, ordered intervals covering price ranges (in cents; `max` exclusive, null open). */
export function mergePriceRanges(
  ranges: readonly { min: number; max: number | null }[],
): { min: number; max: number | null }[] {
  const merged: { min: number; max: number | null }[] = [];
  for (const r of [...ranges].sort((a, b) => a.min - b.min)) {
    const last = merged[merged.length - 1];
    if (last && (last.max === null || r.min <= last.max)) {
      last.max = last.max === null || r.max === null ? null : Math.max(last.max, r.max);
    } else {
      merged.push({ ...r });
    }
  }
  return merged;
}

/**
 * Works priced in any of the ranges. `(price_cents is null) is false` is an equality on the first column of the
 * price indexes (PostgreSQL would turn `is not null` or `= false` into a test it cannot match to that column), so
 * the bounds on their second column start and stop the scan, and the planner estimates the range from the
 * statistics of the index expressions (a row comparison is estimated from its first column alone, which made a
 * range of thousands of works look like one row). A gap between ranges is filtered exactly. Works without price
 * never match. After a cursor that already lies past the start bound the start bound is left out: with both,
 * PostgreSQL would start the scan at the bound and step over every row before the cursor, and page 200 would cost
 * 200 pages.
 */
function priceCondition(
  ranges: readonly { min: number; max: number | null }[],
  sort: WorkSort,
  cursor: WorkCursor | null,
): SQL {
  const merged = mergePriceRanges(ranges);
  const low = merged[0]?.min ?? 0;
  const high = merged[merged.length - 1]?.max ?? null;
  const past = (key: number, inclusive: boolean) =>
    cursor !== null && cursor.sort !== 'NEWEST' && (cursor.none || (inclusive ? cursor.key >= key : cursor.key > key));
  const parts: SQL[] = [sql`(${noPrice} is false)`];
  if (sort === 'PRICE_DESC') {
    // Index order is (no price, -price): dear works first, so the range starts at -high and ends at -low.
    if (high !== null && !past(-high, false)) parts.push(sql`${negPriceKey} > ${-high}::integer`);
    parts.push(sql`${negPriceKey} <= ${-low}::integer`);
  } else {
    if (!past(low, true)) parts.push(sql`${priceKey} >= ${low}::integer`);
    if (high !== null) parts.push(sql`${priceKey} < ${high}::integer`);
  }
  if (merged.length > 1) {
    const inRange = merged.map((r) =>
      r.max === null ? sql`${priceKey} >= ${r.min}` : sql`(${priceKey} >= ${r.min} and ${priceKey} < ${r.max})`,
    );
    parts.push(sql`(${sql.join(inRange, sql` or `)})`);
  }
  return and(...parts) as SQL;
}

/** The state of a work that can be bought (with a price): `FOR_SALE_WORK_STATE` of `@art/model`. */
export const BUYABLE_STATE = FOR_SALE_WORK_STATE;
/**
 * A work is sold at its price, held or not: available, with a price. On the price shown, which is the stored one
 * in this state, so that `works_filters` holds every column of the test.
 */
export const BUYABLE = sql`(${works.workState} = ${FOR_SALE_WORK_STATE} and ${works.listPriceCents} > 0)`;
/** Not held now by an order being paid (decision 014); a hold whose time has passed holds nothing. */
export const NOT_HELD = sql`(${works.reservedUntil} is null or ${works.reservedUntil} <= now())`;
/** `isForSaleNow` of `@art/model`, in SQL. */
export const FOR_SALE_NOW = sql`(${BUYABLE} and ${NOT_HELD})`;
/** `canBeBoughtOnline` of `@art/model`, in SQL: for sale now, in the Market. */
export const BUYABLE_ONLINE = sql`(${FOR_SALE_NOW} and ${works.catalogs} @> ${textArray([ONLINE_SALE_CATALOG_PREFIX])})`;

/** The parts of every works list, in their order: the works still to be had (`sold` false), then the sold ones. */
const LIST_PARTS = [false, true] as const;

/**
 * The WHEREs of a checked filter over `works`, hidden works excluded: `all` for counting, and `pages`, the rows
 * after a cursor in each part of the list still to read, in order (the cursor's part, then the sold part after
 * the part still to be had). Null when the filter can match nothing (an unknown tag or an impossible slug), so no
 * query is needed. The sort picks how price bounds are written.
 */
export async function worksWhere(
  db: Database,
  filter: WorksFilter,
  sort: WorkSort = 'NEWEST',
  cursor: WorkCursor | null = null,
): Promise<{ all: SQL; pages: SQL[] } | null> {
  if (filter.artistSlug === false || filter.gallerySlug === false || filter.expositionSlug === false) return null;
  const conditions: SQL[] = [ne(works.workState, HIDDEN_WORK_STATE)];
  if (filter.tagSlugs.length > 0) {
    if (filter.tagSlugs.includes('')) return null;
    const tags = await db
      .select({ id: trendTags.id, slugEs: trendTags.slugEs, slugEn: trendTags.slugEn })
      .from(trendTags)
      .where(or(inArray(trendTags.slugEs, filter.tagSlugs), inArray(trendTags.slugEn, filter.tagSlugs)));
    const ids: number[] = [];
    for (const slug of filter.tagSlugs) {
      const tag = tags.find((t) => t.slugEs === slug || t.slugEn === slug);
      if (!tag) return null;
      ids.push(tag.id);
    }
    conditions.push(sql`${works.tagIds} @> ${intArray([...new Set(ids)])}`);
  }
  if (filter.catalogPrefix) conditions.push(sql`${works.catalogs} @> ${textArray([filter.catalogPrefix])}`);
  if (filter.disciplines.length > 0) conditions.push(inArray(works.discipline, filter.disciplines));
  if (filter.sizes.length > 0) conditions.push(inArray(works.size, filter.sizes));
  if (filter.colours.length > 0) conditions.push(sql`${works.colours} && ${textArray(filter.colours)}`);
  if (filter.artistSlug) {
    conditions.push(
      sql`${works.artistId} = (select ${artists.id} from ${artists} where ${artists.slug} = ${filter.artistSlug})`,
    );
  }
  if (filter.gallerySlug) {
    conditions.push(
      sql`${works.galleryId} = (select ${galleries.id} from ${galleries} where ${galleries.slug} = ${filter.gallerySlug})`,
    );
  }
  if (filter.expositionSlug) {
    conditions.push(
      sql`${works.id} in (select ${expositionWorks.workId} from ${expositionWorks} where ${expositionWorks.expositionId} = (select ${expositions.id} from ${expositions} where ${expositions.slug} = ${filter.expositionSlug} or ${expositions.slugEn} = ${filter.expositionSlug} order by (${expositions.slug} = ${filter.expositionSlug}) desc limit 1))`,
    );
  }
  if (filter.text) conditions.push(matchesText(works.searchText, filter.text));
  if (filter.buyable) conditions.push(FOR_SALE_NOW);
  if (filter.buyableOnline) conditions.push(BUYABLE_ONLINE);
  const priced = filter.priceRanges.length > 0;
  const parts = cursor ? LIST_PARTS.filter((sold) => sold >= cursor.sold) : LIST_PARTS;
  return {
    all: and(...conditions, priced ? priceCondition(filter.priceRanges, sort, null) : undefined) as SQL,
    pages: parts.map((sold) => {
      // The cursor bounds its own part only; the part after it is read from its start.
      const after = cursor?.sold === sold ? cursor : null;
      return and(
        eq(works.sold, sold),
        ...conditions,
        priced ? priceCondition(filter.priceRanges, sort, after) : undefined,
        after ? afterCursor(after, priced) : undefined,
      ) as SQL;
    }),
  };
}

/** A sort name from a caller; absent means newest first. */
export function workSortOf(value: string | null | undefined): WorkSort {
  return (WORK_SORTS as readonly string[]).includes(value ?? '') ? (value as WorkSort) : 'NEWEST';
}

/** The ORDER BY of a sort within a part of the list (`sold` fixed): the expressions of its index after `sold`. */
export function workOrder(sort: WorkSort): SQL[] {
  switch (sort) {
    case 'PRICE_ASC':
      return [noPrice, priceKey, sql`${works.id}`];
    case 'PRICE_DESC':
      return [noPrice, negPriceKey, negId];
    default:
      // `nulls last` as in the index (DESC alone means NULLS FIRST, which the index cannot serve).
      return [sql`${works.publishedAt} desc nulls last`, sql`${works.id} desc nulls last`];
  }
}

const CURSOR_TAGS: Record<WorkSort, string> = { NEWEST: 'n', PRICE_ASC: 'pa', PRICE_DESC: 'pd' };

function isInt32(value: CursorValue | undefined, min = -INT32_MAX): value is number {
  return typeof value === 'number' && Number.isInteger(value) && value >= min && value <= INT32_MAX;
}

/** The sort key of the last row a page showed, read back from its cursor; `sold` is the part of the list it is in. */
export type WorkCursor =
  | { sort: 'NEWEST'; sold: boolean; micros: number; id: number }
  | { sort: 'PRICE_ASC' | 'PRICE_DESC'; sold: boolean; none: boolean; key: number; id: number };

/**
 * The values of a cursor of the current shape (`[tag, sold, …key]`), or of the shape before migration 0009 put the
 * sold works after the others (`[tag, …key]`, still in "load more" links and bookmarks of that time): such a cursor
 * is read as one in the part of the works not sold, so the list goes on from the same key, and the sold works follow
 * as they do now. Anything else is an `invalidCursor` error.
 */
function decodeWorkCursorValues(
  cursor: string,
  key: ('string' | 'number' | 'boolean')[],
  lang: Language,
): CursorValue[] {
  try {
    return decodeCursor(cursor, ['string', 'boolean', ...key], lang);
  } catch {
    const [tag, ...rest] = decodeCursor(cursor, ['string', ...key], lang);
    return [tag ?? null, false, ...rest];
  }
}

/**
 * The sort key held by a cursor (of the current shape or of the one before migration 0009); a cursor of another
 * sort, or with values no row can have, is an `invalidCursor` error (and never reaches the database).
 */
export function decodeWorkCursor(sort: WorkSort, cursor: string, lang: Language): WorkCursor {
  const fail = () => userError(lang, 'invalidCursor');
  if (sort === 'NEWEST') {
    const [tag, sold, time, id] = decodeWorkCursorValues(cursor, ['number', 'number'], lang);
    if (
      tag !== CURSOR_TAGS.NEWEST ||
      typeof sold !== 'boolean' ||
      typeof time !== 'number' ||
      !Number.isSafeInteger(time) ||
      !isInt32(id, 0)
    )
      throw fail();
    return { sort, sold, micros: time, id };
  }
  const [tag, sold, none, key, id] = decodeWorkCursorValues(cursor, ['boolean', 'number', 'number'], lang);
  if (
    tag !== CURSOR_TAGS[sort] ||
    typeof sold !== 'boolean' ||
    typeof none !== 'boolean' ||
    !isInt32(key) ||
    !isInt32(id)
  )
    throw fail();
  return { sort, sold, none, key, id };
}

/**
 * The rows after a cursor within its part of the list (`sold` fixed by equality beside it), as a row comparison on
 * the expressions of the sort's index that follow `sold`. In a list filtered by price (`priced`) every row has a
 * price, so the comparison leaves out the no-price column too, which the price condition fixes by equality: the
 * scan then starts at the cursor. A cursor on a work without price ends that part of such a list.
 */
export function afterCursor(cursor: WorkCursor, priced = false): SQL {
  if (cursor.sort === 'NEWEST')
    return sql`(${works.publishedAt}, ${works.id}) < (${timestampOf(cursor.micros)}, ${cursor.id})`;
  const [a, b, c] = workOrder(cursor.sort);
  if (priced) return cursor.none ? sql`false` : sql`(${b}, ${c}) > (${cursor.key}::integer, ${cursor.id}::integer)`;
  return sql`(${a}, ${b}, ${c}) > (${cursor.none}::boolean, ${cursor.key}::integer, ${cursor.id}::integer)`;
}

/** A row of a works page: the work, and its publication time in microseconds (for the cursor). */
export interface ListedWork {
  work: (typeof works)['$inferSelect'];
  micros: string;
}

/** The values of a row's cursor in a sort: the part of the list it is in, then its key in the sort's index. */
export function cursorOf(sort: WorkSort, row: ListedWork): CursorValue[] {
  const { sold, id, listPriceCents: price } = row.work;
  switch (sort) {
    case 'PRICE_ASC':
      return [CURSOR_TAGS[sort], sold, price === null, price ?? 0, id];
    case 'PRICE_DESC':
      return [CURSOR_TAGS[sort], sold, price === null, -(price ?? 0), -id];
    default:
      return [CURSOR_TAGS.NEWEST, sold, Number(row.micros), id];
  }
}

/** A page of works; the total is counted only when asked for (and then once). */
export interface WorkPage {
  nodes: WorkNode[];
  pageInfo: { endCursor: string | null; hasNextPage: boolean };
  totalCount: () => Promise<number>;
}

/** The query of a page of one part of a list: the rows of `where` in the order of the sort's index, `limit` of them. */
export function worksPageQuery(db: Database, where: SQL, sort: WorkSort, limit: number) {
  return db
    .select({ work: works, micros: micros(works.publishedAt) })
    .from(works)
    .where(where)
    .orderBy(...workOrder(sort))
    .limit(limit);
}

/** The query counting the works of `where`. */
export function worksCountQuery(db: Database, where: SQL) {
  return db.select({ value: count() }).from(works).where(where);
}

/** How long a count of a filter is reused by this server. */
export const COUNT_TTL_MS = 10_000;
const COUNT_CACHE_SIZE = 500;
const countCaches = new WeakMap<Database, Map<string, { value: Promise<number>; expires: number }>>();

/**
 * The number of works of a WHERE, reused for `COUNT_TTL_MS` by this server. Counting a broad filter reads
 * every matching row (tens of milliseconds over 100,000 works) while a keyset page reads twenty, so the
 * "load more" pages of one list share one count; a total at most a few seconds old is good enough.
 */
export function countWorks(db: Database, where: SQL): Promise<number> {
  const query = worksCountQuery(db, where);
  const { sql: text, params } = query.toSQL();
  const key = `${text}\u0000${JSON.stringify(params)}`;
  let cache = countCaches.get(db);
  if (!cache) {
    cache = new Map();
    countCaches.set(db, cache);
  }
  const now = Date.now();
  const hit = cache.get(key);
  if (hit && hit.expires > now) return hit.value;
  const value = query.then(([row]) => Number(row?.value ?? 0));
  cache.delete(key);
  cache.set(key, { value, expires: now + COUNT_TTL_MS });
  // The oldest entry goes first: a Map iterates in insertion order.
  if (cache.size > COUNT_CACHE_SIZE) cache.delete(cache.keys().next().value as string);
  value.catch(() => cache.delete(key));
  return value;
}

/** Forgets the counts this server keeps for a database (after writes that must show at once, and in tests). */
export function forgetWorkCounts(db: Database): void {
  countCaches.delete(db);
}

/**
 * One page of works of a filter and sort (hidden works never listed), and its total when asked for:
 * `count` starts counting at once, beside the page; otherwise `totalCount()` counts on first call.
 * Every argument is checked before the database is read; `first` is capped.
 */
export async function listWorks(
  db: Database,
  lang: Language,
  currentPrefix: string,
  args: WorksArgs,
  options: { count?: boolean } = {},
): Promise<WorkPage> {
  const filter = parseWorksFilter(args.filter, lang, currentPrefix);
  const sort = workSortOf(args.sort);
  const first = clampFirst(args.first);
  const cursor = args.after ? decodeWorkCursor(sort, args.after, lang) : null;
  const where = await worksWhere(db, filter, sort, cursor);
  if (!where) return { nodes: [], pageInfo: { endCursor: null, hasNextPage: false }, totalCount: async () => 0 };

  let total = options.count ? countWorks(db, where.all) : null;
  // The parts in order, each only while the page is not full: a page crossing into the sold works reads two.
  const rows: ListedWork[] = [];
  for (const part of where.pages) {
    if (rows.length > first) break;
    rows.push(...(await worksPageQuery(db, part, sort, first + 1 - rows.length)));
  }
  const page = toPage(rows, first, (row) => cursorOf(sort, row));
  const scope: Scope | null = filter.catalogPrefix ? { catalogPrefix: filter.catalogPrefix } : null;
  return {
    nodes: scoped(
      page.nodes.map((r) => r.work),
      scope,
    ),
    pageInfo: page.pageInfo,
    totalCount: () => (total ??= countWorks(db, where.all)),
  };
}

/**
 * A work by slug, hidden ones included (their page redirects); with `catalogPrefix`, only when the work is
 * in that catalogue. Null for an unknown or impossible slug.
 */
export async function findWork(
  db: Database,
  lang: Language,
  currentPrefix: string,
  slugText: string,
  catalogPrefixText?: string | null,
): Promise<WorkNode | null> {
  const catalogPrefix = catalogPrefixOf(catalogPrefixText, lang, currentPrefix);
  const slug = slugOf(slugText);
  if (!slug) return null;
  const conditions = [eq(works.slug, slug)];
  if (catalogPrefix) conditions.push(sql`${works.catalogs} @> ${textArray([catalogPrefix])}`);
  const [row] = await db
    .select()
    .from(works)
    .where(and(...conditions))
    .limit(1);
  if (!row) return null;
  return catalogPrefix ? { ...row, scope: { catalogPrefix } } : row;
}

/** Most ids `worksByIds` reads (the last-seen strip keeps 8). */
export const WORKS_BY_IDS_MAX = 20;

/**
 * Visible works by id, in the order asked, each once (what a browser kept of the works a visitor saw): at most the
 * first {@link WORKS_BY_IDS_MAX} ids are read, and unknown, malformed and hidden ones are left out. A work of
 * `catalogPrefix` is scoped to it, so its address is that catalogue's site.
 */
export async function findWorksByIds(
  db: Database,
  lang: Language,
  currentPrefix: string,
  ids: readonly string[],
  catalogPrefixText?: string | null,
): Promise<WorkNode[]> {
  const catalogPrefix = catalogPrefixOf(catalogPrefixText, lang, currentPrefix);
  const wanted = [
    ...new Set(
      ids
        .slice(0, WORKS_BY_IDS_MAX)
        .filter((id) => /^\d{1,10}$/.test(id))
        .map(Number)
        .filter((id) => id > 0 && id <= INT32_MAX),
    ),
  ];
  if (wanted.length === 0) return [];
  const rows = await db
    .select()
    .from(works)
    .where(and(inArray(works.id, wanted), ne(works.workState, HIDDEN_WORK_STATE)));
  const byId = new Map(rows.map((row) => [row.id, row]));
  return wanted.flatMap((id) => {
    const row = byId.get(id);
    if (!row) return [];
    return [catalogPrefix && row.catalogs.includes(catalogPrefix) ? { ...row, scope: { catalogPrefix } } : row];
  });
}
