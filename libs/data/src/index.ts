/**
 * Data access of both sites: the GraphQL client of the specification (batching, headers), generated typed operations,
 * TanStack Query helpers with server-side hydration, and the main menu call. Test factories: `@art/data/testing`.
 */
export { ApiError } from './api-error';
export type { ApiErrorEntry, ApiErrorOptions } from './api-error';
export { BATCH_WINDOW_MS, MAX_BATCH, REQUEST_TIMEOUT_MS, createGraphQLClient } from './graphql-client';
export type { FetchLike, GraphQLClient, GraphQLClientOptions, ResponseLike } from './graphql-client';
export { operationName, operationText } from './operation';
export type { DataOf, Operation, VariablesOf } from './operation';
export {
  ANALYTICS_COOKIE,
  MAX_COOKIE_HEADER_LENGTH,
  TOKEN_COOKIE,
  browserRequestHeaders,
  parseCookies,
  readCookie,
  requestHeaders,
} from './request-headers';
export type { ParsedCookie, RequestHeadersInput } from './request-headers';
export {
  GRAPHQL_QUERY_KEY,
  STALE_TIME_MS,
  createQueryClient,
  dehydrateQueries,
  gqlMutation,
  gqlQuery,
  isRetryable,
  queryKey,
} from './query';
export type { CreateQueryClientOptions } from './query';
export { DataProvider, useGqlMutation, useGqlQuery, useGraphQLClient } from './provider';
export type { DataProviderProps } from './provider';
export { fetchMainMenu, mainMenuQuery, mainMenuUrl } from './main-menu';
export type { MainMenuBlock, MainMenuEntry, MainMenuItem, MainMenuOptions } from './main-menu';

export { AccountError, accountOutcome } from './account-outcome';
export { currentCatalog } from './catalogs';
export { ContactDocument, LogoutDocument, MyOrdersDocument } from './documents';
export type {
  ActivityCardFields,
  ActivityCatalogFields,
  AddressFields,
  ArticleCardFields,
  CartFields,
  CartItemFields,
  CartResultFields,
  CollectionFields,
  ContactMutation,
  ContactMutationVariables,
  ContactVariables,
  EditionFields,
  ExpositionLinkFields,
  FollowedArtistFields,
  GalleryLinkFields,
  ImageFields,
  ImageVariantFields,
  LogoutMutation,
  MeFields,
  MyOrdersData,
  MyOrdersQuery,
  OkResultFields,
  OrderAddressFields,
  OrderFields,
  OrderSummaryFields,
  PageInfoFields,
  StaticPageFields,
  WorkCardFields,
} from './documents';
