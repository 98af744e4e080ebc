import { defineOperation } from '../operation';

/**
 * Small queries for the pages whose body comes later: just what their title and description templates need,
 * and whether the thing exists at all (null → 404).
 */
export type GalleryTitleData = {
  getGallery: { slug: string; comercialName: string; address: { fullAddress: string; city: string } } | null;
};
export const GALLERY_TITLE = defineOperation<GalleryTitleData, { slug: string; catalogPrefix?: string | null }>(
  'GalleryTitle',
  `query GalleryTitle($slug: String!, $catalogPrefix: String) {
  getGallery(slug: $slug, catalogPrefix: $catalogPrefix) { slug comercialName address { fullAddress city } }
}`,
);

export type ExpositionTitleData = { getExposition: { slug: string; title: string; info: string } | null };
export const EXPOSITION_TITLE = defineOperation<ExpositionTitleData, { slug: string }>(
  'ExpositionTitle',
  `query ExpositionTitle($slug: String!) { getExposition(slug: $slug) { slug title info } }`,
);

export type TrendTitleData = { getTrend: { slug: string; slugES: string; slugEN: string; name: string } | null };
export const TREND_TITLE = defineOperation<TrendTitleData, { slug: string }>(
  'TrendTitle',
  `query TrendTitle($slug: String!) { getTrend(slug: $slug) { slug slugES slugEN name } }`,
);

export type WorkTitleData = { getWork: { id: string; slug: string; title: string; workState: string; artist: { slug: string; fullName: string } } | null };
export const WORK_TITLE = defineOperation<WorkTitleData, { slug: string; catalogPrefix?: string | null }>(
  'WorkTitle',
  `query WorkTitle($slug: String!, $catalogPrefix: String) {
  getWork(slug: $slug, catalogPrefix: $catalogPrefix) { id slug title workState artist { slug fullName } }
}`,
);

export type CatalogPrefixesData = { catalogs: { prefix: string; isMarket: boolean }[] };
export const CATALOG_PREFIXES = defineOperation<CatalogPrefixesData>(
  'CatalogPrefixes',
  `query CatalogPrefixes { catalogs { prefix isMarket } }`,
);
