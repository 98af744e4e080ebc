import {
  TrendImagesDocument,
  TrendPageDocument,
  TrendsListDocument,
  type TrendDetailFields,
  type TrendLinkFields,
} from '../documents';
import { MARKET_CATALOG_PREFIX, TREND_TAG_TYPES, WORKS_PAGE_STEP, type TrendTagType } from '@art/model';
import type { PageContext, PageResult } from '@art/site';
import { cursorParam, fromCursor } from '@art/page-kit';
import type { ApiImage, PageInfo, WorkCardData } from '@art/page-kit';

export interface TrendsPageData {
  trend: TrendDetailFields;
  /** The other trends of the same type, by name. */
  related: TrendLinkFields[];
  works: WorkCardData[];
  totalCount: number;
  pageInfo: PageInfo;
  /** The cursor the works shown start after (null: the first page). */
  after: string | null;
}

/**
 * A trend of the shop: its name, type and description, its works of the market 20 at a time from the URL's cursor
 * (a cursor the API refuses shows the first page), and the other trends of its type. Unknown is a 404; reached by the
 * other language's slug, the page moves to its own (the alternates carry each language's slug).
 */
export async function loadTrendsPage(page: PageContext): Promise<PageResult<TrendsPageData> | null> {
  const slug = page.params['trendSlug'] ?? '';
  const { result, after } = await fromCursor(page, TrendPageDocument, {
    slug,
    filter: { tags: [slug], catalogPrefix: MARKET_CATALOG_PREFIX },
    first: WORKS_PAGE_STEP,
    after: cursorParam(page.url.searchParams.get('after')),
  });
  const trend = result.getTrend;
  if (!trend) return null;
  return {
    data: {
      trend,
      related: result.trends.filter((other) => other.type === trend.type && other.id !== trend.id),
      works: result.works.nodes,
      totalCount: result.works.totalCount,
      pageInfo: result.works.pageInfo,
      after,
    },
    title: { trendName: trend.name },
    alternatesParams: { es: { trendSlug: trend.slugES }, en: { trendSlug: trend.slugEN } },
    image: result.works.nodes[0]?.images[0]?.url ?? null,
  };
}

/** A trend of the category page, with a picture of one of its works when one was found. */
export interface CategoryTrend extends TrendLinkFields {
  description: string;
  image: ApiImage | null;
}

export interface CategoryPageData {
  /** The three types in their order, each with its trends (a type without trends is left out). */
  groups: { type: TrendTagType; trends: CategoryTrend[] }[];
}

/** Newest works of the market looked at for the trends' pictures. */
export const TREND_IMAGE_SAMPLE = 100;

/**
 * The category page of the shop: every trend by type, each with the picture of the newest market work that carries
 * it among the newest {@link TREND_IMAGE_SAMPLE} (one query, read apart from the page's cache so the page does not
 * carry those works). The pictures are extras: when they cannot be read the trends show without them.
 */
export async function loadCategoryPage(page: PageContext): Promise<PageResult<CategoryPageData>> {
  const [{ trends }, sample] = await Promise.all([
    page.query(TrendsListDocument, {}),
    page.client
      .request(TrendImagesDocument, { catalogPrefix: MARKET_CATALOG_PREFIX, first: TREND_IMAGE_SAMPLE })
      .catch(() => null),
  ]);
  const pictures = new Map<string, ApiImage>();
  for (const work of sample?.works.nodes ?? []) {
    const image = work.images[0];
    if (!image) continue;
    for (const tag of work.tags) if (!pictures.has(tag.id)) pictures.set(tag.id, image);
  }
  const groups = TREND_TAG_TYPES.map((type) => ({
    type,
    trends: trends
      .filter((trend) => trend.type === type)
      .map((trend) => ({ ...trend, image: pictures.get(trend.id) ?? null })),
  })).filter((group) => group.trends.length > 0);
  return { data: { groups } };
}
