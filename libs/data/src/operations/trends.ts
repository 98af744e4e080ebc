/** `TrendPage`, `TrendsList` and `TrendImages`: the shop's trends (style, theme and technique tags) and their works. */
import type { TrendTagType } from '@art/model';
import { defineOperation } from '../operation';
import { IMAGE_FIELDS, PAGE_INFO_FIELDS, WORK_CARD_FIELDS, type ImageFields, type PageInfoFields, type WorkCardFields } from './fields';
import type { WorksFilter } from './works-list';

/** A trend as a link. */
export type TrendLinkFields = { id: string; type: TrendTagType; slug: string; name: string; url: string };

/** A trend as its page shows it, with the slugs of both languages (its address differs by language). */
export type TrendDetailFields = TrendLinkFields & { slugES: string; slugEN: string; description: string };

/** Variables of {@link TREND_PAGE}: the trend's slug (either language) and the page of its works. */
export type TrendPageVariables = { slug: string; filter: WorksFilter; first?: number; after?: string | null };

/** Result of {@link TREND_PAGE}: `getTrend` is null for an unknown slug (a 404). */
export type TrendPageData = {
  getTrend: TrendDetailFields | null;
  trends: TrendLinkFields[];
  works: { totalCount: number; nodes: WorkCardFields[]; pageInfo: PageInfoFields };
};

/** A trend, every trend (the page keeps those of its type) and a page of the works of a filter (the trend's). */
export const TREND_PAGE = defineOperation<TrendPageData, TrendPageVariables>(
  'TrendPage',
  `query TrendPage($slug: String!, $filter: WorksFilter, $first: Int = 20, $after: String) {
  getTrend(slug: $slug) { id type slug slugES slugEN name description url }
  trends { id type slug name url }
  works(filter: $filter, first: $first, after: $after) {
    totalCount
    nodes { ${WORK_CARD_FIELDS} }
    ${PAGE_INFO_FIELDS}
  }
}`,
);

/** Result of {@link TRENDS_LIST}. */
export type TrendsListData = { trends: (TrendLinkFields & { description: string })[] };

/** Every trend, by type then name. */
export const TRENDS_LIST = defineOperation<TrendsListData>(
  'TrendsList',
  `query TrendsList { trends { id type slug name description url } }`,
);

/** Variables of {@link TREND_IMAGES}: the newest works of a catalogue, `first` of them. */
export type TrendImagesVariables = { catalogPrefix: string; first?: number };

/** Result of {@link TREND_IMAGES}: works with only their tags and images, to show one image per trend. */
export type TrendImagesData = { works: { nodes: { id: string; tags: { id: string }[]; images: ImageFields[] }[] } };

/** The newest works of a catalogue with their tags and images: a picture for each trend, in one cheap query. */
export const TREND_IMAGES = defineOperation<TrendImagesData, TrendImagesVariables>(
  'TrendImages',
  `query TrendImages($catalogPrefix: String!, $first: Int = 100) {
  works(filter: { catalogPrefix: $catalogPrefix }, first: $first) { nodes { id tags { id } images { ${IMAGE_FIELDS} } } }
}`,
);
