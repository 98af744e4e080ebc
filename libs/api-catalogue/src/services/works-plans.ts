/**
 * The query plans of the works lists: the SQL `listWorks` sends for a filter and sort (its page and its count),
 * explained by PostgreSQL, and whether a plan reads the whole `works` table (a `Seq Scan on works`).
 * The plan test (`works-plans.test.ts`) and the benchmark (`tools/bench`) check every filter combination with it.
 */
import { and, asc, eq, ne, sql, type SQLWrapper } from 'drizzle-orm';
import { artists, expositions, expositionWorks, galleries, trendTags, works, type Database } from '@art/db';
import {
  COLOURS,
  HIDDEN_WORK_STATE,
  MARKET_CATALOG_PREFIX,
  WORK_SORTS,
  WORKS_PAGE_STEP,
  type WorkSort,
} from '@art/model';
import { encodeCursor } from '@art/api-core';
import { textArray } from './catalogue-scope';
import {
  cursorOf,
  decodeWorkCursor,
  listWorks,
  parseWorksFilter,
  workSortOf,
  worksCountQuery,
  worksPageQuery,
  worksWhere,
  type WorksFilterInput,
} from './works';

/** One filter combination whose plans are checked. */
export interface WorksPlanCase {
  /** What is filtered, e.g. `discipline + price`. */
  readonly name: string;
  readonly filter: WorksFilterInput;
  readonly sort: WorkSort;
  /**
   * Explain a later page instead of the first: `true` after the first page's cursor, `'sold'` after the first sold
   * work's (a page within the sold part of the list, after the works still to be had).
   */
  readonly secondPage?: boolean | 'sold';
}

/** Values of the filters that exist in a database (an artist, a gallery, a show and a tag with works). */
export interface WorksPlanValues {
  artistSlug: string;
  gallerySlug: string;
  expositionSlug: string;
  tagSlug: string;
  /** A word of a work's title, as a visitor types it. */
  text: string;
}

/** Real values for the filters that name rows, read from the works of the market. */
export async function worksPlanValues(db: Database): Promise<WorksPlanValues> {
  const inMarket = and(
    ne(works.workState, HIDDEN_WORK_STATE),
    sql`${works.catalogs} @> ${textArray([MARKET_CATALOG_PREFIX])}`,
  );
  const [work] = await db
    .select({ artistSlug: artists.slug, gallerySlug: galleries.slug, title: works.titleEs, tagIds: works.tagIds })
    .from(works)
    .innerJoin(artists, eq(artists.id, works.artistId))
    .innerJoin(galleries, eq(galleries.id, works.galleryId))
    .where(inMarket)
    .orderBy(asc(works.id))
    .limit(1);
  const [show] = await db
    .select({ slug: expositions.slug })
    .from(expositions)
    .innerJoin(expositionWorks, eq(expositionWorks.expositionId, expositions.id))
    .orderBy(asc(expositions.id))
    .limit(1);
  if (!work || !show) throw new Error('The database has no market work with a gallery, or no show with works');
  const [tag] = await db
    .select({ slug: trendTags.slugEs })
    .from(trendTags)
    .where(eq(trendTags.id, work.tagIds[0] ?? -1));
  if (!tag) throw new Error('The first market work has no tag');
  const word = work.title.split(/\s+/).find((w) => w.length >= 4) ?? work.title;
  return {
    artistSlug: work.artistSlug,
    gallerySlug: work.gallerySlug,
    expositionSlug: show.slug,
    tagSlug: tag.slug,
    text: word,
  };
}

/**
 * The filter combinations checked: the market list alone and each single filter, a representative set of pairs
 * and triples (those the shop's works page makes: discipline, size, price and colour), each with every sort, a second
 * page of some, and a list without catalogue.
 */
export function worksPlanCases(values: WorksPlanValues): WorksPlanCase[] {
  const market = { catalogPrefix: MARKET_CATALOG_PREFIX };
  const colours = [COLOURS[11].key, COLOURS[4].key];
  const filters: [string, WorksFilterInput][] = [
    ['market', market],
    ['discipline', { ...market, disciplines: [0] }],
    ['size', { ...market, sizes: ['large'] }],
    ['price', { ...market, priceRanges: ['1000-2500'] }],
    ['two prices', { ...market, priceRanges: ['0-500', '5000-more'] }],
    ['colour', { ...market, colours: [colours[0] as string] }],
    ['tag', { ...market, tags: [values.tagSlug] }],
    ['artist', { ...market, artistSlug: values.artistSlug }],
    ['gallery', { ...market, gallerySlug: values.gallerySlug }],
    ['show', { ...market, expositionSlug: values.expositionSlug }],
    ['text', { ...market, text: values.text }],
    ['buyable', { ...market, buyable: true }],
    ['buyable online', { ...market, buyableOnline: true }],
    ['discipline + price', { ...market, disciplines: [0], priceRanges: ['1000-2500'] }],
    ['discipline + size', { ...market, disciplines: [1], sizes: ['small'] }],
    ['discipline + colour', { ...market, disciplines: [0], colours }],
    ['size + price', { ...market, sizes: ['medium', 'large'], priceRanges: ['2500-5000'] }],
    ['size + colour', { ...market, sizes: ['small'], colours: [colours[1] as string] }],
    ['price + colour', { ...market, priceRanges: ['500-1000', '1000-2500'], colours: [colours[0] as string] }],
    ['tag + price', { ...market, tags: [values.tagSlug], priceRanges: ['1000-2500'] }],
    ['artist + price', { ...market, artistSlug: values.artistSlug, priceRanges: ['0-500', '500-1000', '1000-2500'] }],
    [
      'discipline + price + colour',
      { ...market, disciplines: [0], priceRanges: ['1000-2500'], colours: [colours[0] as string] },
    ],
    ['discipline + size + price', { ...market, disciplines: [2], sizes: ['large'], priceRanges: ['5000-more'] }],
    ['size + colour + tag', { ...market, sizes: ['medium'], colours: [colours[1] as string], tags: [values.tagSlug] }],
    [
      'discipline + size + price + colour',
      { ...market, disciplines: [0], sizes: ['large'], priceRanges: ['1000-2500'], colours },
    ],
    ['discipline + buyable online', { ...market, disciplines: [0], buyableOnline: true }],
    ['price + buyable online', { ...market, priceRanges: ['1000-2500'], buyableOnline: true }],
    [
      'size + colour + buyable online',
      { ...market, sizes: ['medium'], colours: [colours[1] as string], buyableOnline: true },
    ],
    ['no catalogue', {}],
    ['no catalogue, colour', { colours: [colours[0] as string] }],
  ];
  const cases: WorksPlanCase[] = [];
  for (const [name, filter] of filters) for (const sort of WORK_SORTS) cases.push({ name, filter, sort });
  for (const name of ['market', 'discipline + price', 'price + colour', 'buyable online']) {
    const [, filter] = filters.find(([n]) => n === name) as [string, WorksFilterInput];
    for (const sort of WORK_SORTS) cases.push({ name, filter, sort, secondPage: true });
  }
  for (const name of ['market', 'discipline + price']) {
    const [, filter] = filters.find(([n]) => n === name) as [string, WorksFilterInput];
    for (const sort of WORK_SORTS) cases.push({ name, filter, sort, secondPage: 'sold' });
  }
  return cases;
}

/** A node of a plan in PostgreSQL's JSON format. */
export interface PlanNode {
  'Node Type': string;
  'Relation Name'?: string;
  'Index Name'?: string;
  'Actual Rows'?: number;
  'Shared Hit Blocks'?: number;
  'Shared Read Blocks'?: number;
  Plans?: PlanNode[];
  [key: string]: unknown;
}

/** What `EXPLAIN (FORMAT JSON)` returns for one statement. */
export interface ExplainedPlan {
  Plan: PlanNode;
  'Planning Time'?: number;
  'Execution Time'?: number;
}

/** Every node of a plan, the root first. */
export function planNodes(node: PlanNode): PlanNode[] {
  return [node, ...(node.Plans ?? []).flatMap(planNodes)];
}

/** The nodes of a plan that read a whole table (`Seq Scan`) of that name. */
export function seqScansOn(plan: ExplainedPlan, table: string): PlanNode[] {
  return planNodes(plan.Plan).filter((node) => node['Node Type'] === 'Seq Scan' && node['Relation Name'] === table);
}

/** The indexes a plan reads, in plan order, without repeats. */
export function indexesOf(plan: ExplainedPlan): string[] {
  return [...new Set(planNodes(plan.Plan).flatMap((node) => (node['Index Name'] ? [node['Index Name']] : [])))];
}

/** Explains a query with its bound values; `analyze` runs it too (with buffer counts). */
export async function explain(
  db: Database,
  query: SQLWrapper,
  options: { analyze?: boolean } = {},
): Promise<ExplainedPlan> {
  const how = options.analyze ? sql.raw('(ANALYZE, BUFFERS, FORMAT JSON)') : sql.raw('(FORMAT JSON)');
  const result = (await db.execute(sql`EXPLAIN ${how} ${query.getSQL()}`)) as unknown as {
    rows: Record<string, unknown>[];
  };
  const cell = result.rows[0]?.['QUERY PLAN'];
  const parsed = (typeof cell === 'string' ? JSON.parse(cell) : cell) as ExplainedPlan[] | undefined;
  const plan = parsed?.[0];
  if (!plan?.Plan) throw new Error('EXPLAIN gave no plan');
  return plan;
}

/**
 * The plans of a works list: its page (after the case's cursor for a later page), one plan per part of the list
 * it reads (the works still to be had, then the sold ones), and its count.
 */
export interface WorksPlans {
  pages: ExplainedPlan[];
  count: ExplainedPlan;
}

/**
 * Explains what `listWorks` sends for a case: the same filter checks, WHERE, order and limit. Null when the
 * filter can match nothing (no query is sent then).
 */
export async function explainWorksCase(
  db: Database,
  currentPrefix: string,
  item: WorksPlanCase,
  options: { analyze?: boolean } = {},
): Promise<WorksPlans | null> {
  const args = { filter: item.filter, sort: item.sort, first: WORKS_PAGE_STEP };
  const filter = parseWorksFilter(item.filter, 'es', currentPrefix);
  const sort = workSortOf(item.sort);
  let after: string | null = null;
  if (item.secondPage === true) {
    after = (await listWorks(db, 'es', currentPrefix, args)).pageInfo.endCursor;
    if (!after) throw new Error(`${item.name}: the list has a single page`);
  } else if (item.secondPage === 'sold') {
    const soldPart = (await worksWhere(db, filter, sort))?.pages.at(-1);
    const [firstSold] = soldPart ? await worksPageQuery(db, soldPart, sort, 1) : [];
    if (!firstSold) throw new Error(`${item.name}: the list has no sold work`);
    after = encodeCursor(cursorOf(sort, firstSold));
  }
  const cursor = after ? decodeWorkCursor(sort, after, 'es') : null;
  const where = await worksWhere(db, filter, sort, cursor);
  if (!where) return null;
  const pages: ExplainedPlan[] = [];
  for (const part of where.pages)
    pages.push(await explain(db, worksPageQuery(db, part, sort, WORKS_PAGE_STEP + 1), options));
  const count = await explain(db, worksCountQuery(db, where.all), options);
  return { pages, count };
}

/**
 * How a plan reads `works`: each kind of scan with its indexes, e.g. `Index Scan works_newest` or
 * `Bitmap Index Scan works_colours + works_catalogs`.
 * @example scansOf(plan) // 'Index Only Scan works_filters'
 */
export function scansOf(plan: ExplainedPlan): string {
  const byType = new Map<string, string[]>();
  for (const node of planNodes(plan.Plan)) {
    const type = node['Node Type'];
    if (!type.endsWith('Scan') || type === 'Bitmap Heap Scan') continue;
    const name = node['Index Name'] ?? node['Relation Name'];
    if (!name || (!node['Index Name'] && name !== 'works')) continue;
    const names = byType.get(type) ?? [];
    if (!names.includes(name)) names.push(name);
    byType.set(type, names);
  }
  return [...byType].map(([type, names]) => `${type} ${names.join(' + ')}`).join(', ');
}

/** The shared buffers (8 KiB) a plan read, in memory or from disk, over all its nodes. */
export function buffersOf(plan: ExplainedPlan): number {
  return Number(plan.Plan['Shared Hit Blocks'] ?? 0) + Number(plan.Plan['Shared Read Blocks'] ?? 0);
}

/** One line of the plans report. */
export interface WorksPlanRow {
  filter: string;
  sort: WorkSort;
  page: string;
  pageMs: number;
  pageBuffers: number;
  count: string;
  countMs: number;
  countBuffers: number;
  /** `page`, `count` or both when a plan reads the whole `works` table; empty otherwise. */
  seqScan: string[];
}

/**
 * Explains, and runs, the page and the count of every filter combination of {@link worksPlanCases} on a database.
 * A combination that matches nothing before any query is an error: the report would prove nothing about it.
 */
export async function worksPlanReport(db: Database, currentPrefix: string): Promise<WorksPlanRow[]> {
  const rows: WorksPlanRow[] = [];
  const ms = (value: number | undefined) => Math.round((value ?? 0) * 100) / 100;
  for (const item of worksPlanCases(await worksPlanValues(db))) {
    const filter = `${item.name}${item.secondPage === 'sold' ? ' (sold page)' : item.secondPage ? ' (page 2)' : ''}`;
    const plans = await explainWorksCase(db, currentPrefix, item, { analyze: true });
    if (!plans) throw new Error(`${filter}: matches nothing`);
    rows.push({
      filter,
      sort: item.sort,
      // Every part the page may read, so an upper bound: the sold part runs only when the first leaves room for it.
      page: plans.pages.map(scansOf).join(' | '),
      pageMs: ms(plans.pages.reduce((sum, plan) => sum + (plan['Execution Time'] ?? 0), 0)),
      pageBuffers: plans.pages.reduce((sum, plan) => sum + buffersOf(plan), 0),
      count: scansOf(plans.count),
      countMs: ms(plans.count['Execution Time']),
      countBuffers: buffersOf(plans.count),
      seqScan: [
        ...(plans.pages.some((plan) => seqScansOn(plan, 'works').length) ? ['page'] : []),
        ...(seqScansOn(plans.count, 'works').length ? ['count'] : []),
      ],
    });
  }
  return rows;
}
