/**
 * The operations of this library: its `.graphql` documents, each next to the page or hook that sends it, compiled by
 * graphql-codegen (`nx run feature-catalogue:codegen`) into `./generated/graphql` with their result and variables types
 * (decision 018). The names below are the types pages use, as aliases of the generated ones.
 */
import type {
  ShowCardFieldsFragment,
  ArtistsListQuery,
  GalleriesListQuery,
  GalleryEditionsQuery,
  HomeDataQuery,
  SearchPageQuery,
  ShowPageQuery,
  ShowsListQuery,
  WorksListQuery,
  WorksListQueryVariables,
} from './generated/graphql';

export * from './generated/graphql';

export type ArtistsListData = ArtistsListQuery;
export type GalleriesListData = GalleriesListQuery;
export type GalleryEditionsData = GalleryEditionsQuery;
export type HomeData = HomeDataQuery;
export type ShowsListData = ShowsListQuery;
export type ShowPageData = ShowPageQuery;
export type WorksListData = WorksListQuery;
export type WorksListVariables = WorksListQueryVariables;
/** An artist as a card of the artists list. */
export type ArtistCardFields = ArtistsListQuery['artists']['nodes'][number];
/** A gallery as a card of the galleries list. */
export type GalleryCardFields = GalleriesListQuery['galleries']['nodes'][number];
/** A fair edition in the galleries list's selector. */
export type GalleryEditionFields = GalleryEditionsQuery['catalogs'][number];
export type HomeCatalog = HomeDataQuery['catalogs'][number];
export type HomeArtist = HomeDataQuery['artists']['nodes'][number];
export type HomeArticle = HomeDataQuery['articles']['nodes'][number];
export type HomeActivity = HomeDataQuery['activities']['nodes'][number];
export type HomeExposition = HomeDataQuery['expositions']['nodes'][number];
export type HomeWork = HomeDataQuery['works']['nodes'][number];
export type HomeDiscipline = HomeDataQuery['disciplines'][number];
/** One page of the search results page. */
export type SearchPageResult = SearchPageQuery['searchPage'];
/** A show as a card of the shows list. */
export type ShowCardFields = ShowCardFieldsFragment;
/** A show as its page shows it. */
export type ShowPageShow = NonNullable<ShowPageQuery['getExposition']>;
