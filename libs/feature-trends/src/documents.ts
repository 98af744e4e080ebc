/**
 * The operations of this library: its `.graphql` documents, each next to the page that sends it, compiled by
 * graphql-codegen (`nx run feature-trends:codegen`) into `./generated/graphql` with their result and variables types
 * (decision 018). The names below are the types pages use, as aliases of the generated ones.
 */
import type { TrendImagesQuery, TrendPageQuery, TrendsListQuery } from './generated/graphql';

export * from './generated/graphql';

export type TrendsListData = TrendsListQuery;
export type TrendImagesData = TrendImagesQuery;
export type TrendPageData = TrendPageQuery;
/** A trend as a link. */
export type TrendLinkFields = TrendPageQuery['trends'][number];
/** A trend as its page shows it. */
export type TrendDetailFields = NonNullable<TrendPageQuery['getTrend']>;
/** One page of a trend's works. */
export type TrendWorksFields = TrendPageQuery['works'];
