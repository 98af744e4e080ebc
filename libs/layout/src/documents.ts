/**
 * The operations of this library: its `.graphql` documents, each next to the page or hook that sends it, compiled by
 * graphql-codegen (`nx run layout:codegen`) into `./generated/graphql` with their result and variables types
 * (decision 018). The names below are the types pages use, as aliases of the generated ones.
 */
import type { LastSeenWorksQuery, SearchQuery } from './generated/graphql';

export * from './generated/graphql';

export type SearchData = SearchQuery;
export type SearchResultFields = SearchQuery['search'][number];
export type LastSeenWork = LastSeenWorksQuery['worksByIds'][number];
