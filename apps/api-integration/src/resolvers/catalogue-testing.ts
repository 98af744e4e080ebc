/**
 * What the catalogue tests share: the seeded API with the known fixture rows, a model of the works read
 * straight from the tables, and a filter and a sort computed on that model in plain TypeScript, so lists
 * are checked against an independent reading of the data rather than against the service's own SQL.
 */
import { sql } from 'drizzle-orm';
import {
  expositions,
  expositionWorks,
  galleries,
  trendTags,
  works,
  artists,
  type Database,
  type WorkRow,
} from '@art/db';
import {
  canBeBoughtOnline,
  HIDDEN_WORK_STATE,
  isForSaleNow,
  normalizeSearchText,
  PRICE_ON_REQUEST_STATES,
  PRICE_RANGES,
} from '@art/model';
import { type TestApi, type TestBackend } from '@art/api/testing';
import { createSeededTestApi } from '../seeded';
import { addCatalogueFixture } from './catalogue-fixture';

/** A seeded API with the fixture rows added. */
export function catalogueApi(backend: TestBackend, onQuery?: (sql: string) => void): Promise<TestApi> {
  return createSeededTestApi(backend, { onQuery, extra: (database) => addCatalogueFixture(database.db) });
}

export interface WorkModel extends WorkRow {
  /** Microseconds of `published_at`, exact. */
  micros: bigint;
}

export interface CatalogueModel {
  works: WorkModel[];
  artistSlugs: Map<number, string>;
  gallerySlugs: Map<number, string>;
  tags: { id: number; slugEs: string; slugEn: string }[];
  showWorks: Map<string, Set<number>>;
}

/** Every work and the slugs the filters use, read straight from the tables. */
export async function loadModel(db: Database): Promise<CatalogueModel> {
  const rows = await db
    .select({ work: works, micros: sql<string>`((extract(epoch from ${works.publishedAt}) * 1000000)::bigint)::text` })
    .from(works);
  const artistRows = await db.select({ id: artists.id, slug: artists.slug }).from(artists);
  const galleryRows = await db.select({ id: galleries.id, slug: galleries.slug }).from(galleries);
  const tags = await db
    .select({ id: trendTags.id, slugEs: trendTags.slugEs, slugEn: trendTags.slugEn })
    .from(trendTags);
  const links = await db
    .select({ slug: expositions.slug, workId: expositionWorks.workId })
    .from(expositionWorks)
    .innerJoin(expositions, sql`${expositions.id} = ${expositionWorks.expositionId}`);
  const showWorks = new Map<string, Set<number>>();
  for (const l of links) showWorks.set(l.slug, (showWorks.get(l.slug) ?? new Set()).add(l.workId));
  return {
    works: rows.map((r) => ({ ...r.work, micros: BigInt(r.micros) })),
    artistSlugs: new Map(artistRows.map((a) => [a.id, a.slug])),
    gallerySlugs: new Map(galleryRows.map((g) => [g.id, g.slug])),
    tags,
    showWorks,
  };
}

export interface ModelFilter {
  catalogPrefix?: string;
  disciplines?: number[];
  sizes?: string[];
  priceRanges?: string[];
  colours?: string[];
  tags?: string[];
  artistSlug?: string;
  gallerySlug?: string;
  expositionSlug?: string;
  text?: string;
  buyable?: boolean;
  buyableOnline?: boolean;
}
export type ModelSort = 'NEWEST' | 'PRICE_ASC' | 'PRICE_DESC';

/** The price a list shows, sorts and filters by: none in a price-on-request state, whatever is stored (T39, T40). */
const shownPrice = (w: WorkModel): number | null =>
  (PRICE_ON_REQUEST_STATES as readonly string[]).includes(w.workState) ? null : w.priceCents;

/** Whether an order holds the work now (decision 014). */
const heldNow = (w: WorkModel) => w.reservedUntil !== null && new Date(w.reservedUntil).getTime() > Date.now();

/** The facts `@art/model` decides a sale from, read from the row. */
export const saleFactsOf = (w: WorkModel) => ({
  workState: w.workState,
  price: shownPrice(w),
  held: heldNow(w),
  catalogs: w.catalogs,
});

/**
 * The works a list must show for a filter, in the order of a sort, computed without SQL: the sold works after the
 * others, each part in the order of the sort. Whether a work can be bought is `@art/model`'s definition itself, so
 * the lists are checked against it.
 */
export function expectedWorks(model: CatalogueModel, filter: ModelFilter, sort: ModelSort): WorkModel[] {
  const ranges = (filter.priceRanges ?? []).map((key) => PRICE_RANGES.find((r) => r.key === key));
  const tagIds = (filter.tags ?? []).map((slug) => model.tags.find((t) => t.slugEs === slug || t.slugEn === slug)?.id);
  const needle = filter.text ? normalizeSearchText(filter.text) : null;
  const matches = (w: WorkModel) =>
    w.workState !== HIDDEN_WORK_STATE &&
    (!filter.catalogPrefix || w.catalogs.includes(filter.catalogPrefix.toUpperCase())) &&
    (!filter.disciplines?.length || filter.disciplines.includes(w.discipline)) &&
    (!filter.sizes?.length || filter.sizes.includes(w.size)) &&
    (!ranges.length ||
      ranges.some((r) => {
        const price = shownPrice(w);
        return r && price !== null && price >= r.min * 100 && (r.max === null || price < r.max * 100);
      })) &&
    (!filter.colours?.length || filter.colours.some((c) => w.colours.includes(c))) &&
    tagIds.every((id) => id !== undefined && w.tagIds.includes(id)) &&
    (!filter.artistSlug || model.artistSlugs.get(w.artistId) === filter.artistSlug) &&
    (!filter.gallerySlug || (w.galleryId !== null && model.gallerySlugs.get(w.galleryId) === filter.gallerySlug)) &&
    (!filter.expositionSlug || (model.showWorks.get(filter.expositionSlug)?.has(w.id) ?? false)) &&
    (!needle ||
      normalizeSearchText([w.titleEs, w.titleEn, w.technicsTextEs, w.technicsTextEn].join(' ')).includes(needle)) &&
    (!filter.buyable || isForSaleNow(saleFactsOf(w))) &&
    (!filter.buyableOnline || canBeBoughtOnline(saleFactsOf(w)));
  const priceOrder = (a: WorkModel, b: WorkModel, direction: 1 | -1) => {
    const [pa, pb] = [shownPrice(a), shownPrice(b)];
    if ((pa === null) !== (pb === null)) return pa === null ? 1 : -1;
    return direction * ((pa ?? 0) - (pb ?? 0)) || direction * (a.id - b.id);
  };
  const compare = {
    NEWEST: (a: WorkModel, b: WorkModel) => (a.micros === b.micros ? b.id - a.id : a.micros > b.micros ? -1 : 1),
    PRICE_ASC: (a: WorkModel, b: WorkModel) => priceOrder(a, b, 1),
    PRICE_DESC: (a: WorkModel, b: WorkModel) => priceOrder(a, b, -1),
  }[sort];
  const sold = (w: WorkModel) => (w.workState === 'Vendida' ? 1 : 0);
  return model.works.filter(matches).sort((a, b) => sold(a) - sold(b) || compare(a, b));
}

export interface Walk {
  ids: string[];
  totals: number[];
  pages: number;
}

const WORKS_PAGE = `query ($filter: WorksFilter, $sort: WorkSort, $first: Int, $after: String) {
  works(filter: $filter, sort: $sort, first: $first, after: $after) {
    totalCount
    pageInfo { endCursor hasNextPage }
    nodes { id }
  }
}`;

interface WorksPage {
  works: { totalCount: number; pageInfo: { endCursor: string | null; hasNextPage: boolean }; nodes: { id: string }[] };
}

/** Every page of a list, from the first to the one saying there is no next page. */
export async function walkWorks(
  api: TestApi,
  filter: ModelFilter,
  sort: ModelSort,
  first: number,
  between?: (page: number) => Promise<void>,
): Promise<Walk> {
  const walk: Walk = { ids: [], totals: [], pages: 0 };
  let after: string | null = null;
  for (;;) {
    const result: { data?: WorksPage; errors?: unknown } = await api.graphql<WorksPage>(WORKS_PAGE, {
      filter,
      sort,
      first,
      after,
    });
    if (!result.data) throw new Error(JSON.stringify(result.errors));
    const page: WorksPage['works'] = result.data.works;
    walk.pages += 1;
    walk.totals.push(page.totalCount);
    walk.ids.push(...page.nodes.map((n) => n.id));
    if (!page.pageInfo.hasNextPage) return walk;
    if (walk.pages > 500) throw new Error('the list never ends');
    after = page.pageInfo.endCursor;
    await between?.(walk.pages);
  }
}
