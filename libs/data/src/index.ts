/**
 * Data access of both sites: the GraphQL client of the specification (batching, headers), typed operations,
 * TanStack Query helpers with server-side hydration, and the main menu call. Test factories: `@art/data/testing`.
 */
export { ApiError } from './api-error';
export type { ApiErrorEntry, ApiErrorOptions } from './api-error';
export { BATCH_WINDOW_MS, MAX_BATCH, createGraphQLClient } from './graphql-client';
export type { FetchLike, GraphQLClient, GraphQLClientOptions, ResponseLike } from './graphql-client';
export { defineOperation } from './operation';
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
export { GRAPHQL_QUERY_KEY, STALE_TIME_MS, createQueryClient, dehydrateQueries, gqlMutation, gqlQuery, isRetryable, queryKey } from './query';
export type { CreateQueryClientOptions } from './query';
export { DataProvider, useGqlMutation, useGqlQuery, useGraphQLClient } from './provider';
export type { DataProviderProps } from './provider';
export { fetchMainMenu, mainMenuQuery, mainMenuUrl } from './main-menu';
export type { MainMenuBlock, MainMenuEntry, MainMenuItem, MainMenuOptions } from './main-menu';

export { IMAGE_FIELDS, WORK_CARD_FIELDS } from './operations/fields';
export type {
  ExpositionLinkFields,
  GalleryLinkFields,
  ImageFields,
  ImageVariantFields,
  PageInfoFields,
  WorkCardFields,
} from './operations/fields';
export { WORKS_LIST } from './operations/works-list';
export type { WorksFilter, WorksListData, WorksListVariables } from './operations/works-list';
export { WORK_PAGE } from './operations/work-page';
export type { WorkPageData, WorkPageVariables, WorkPageWork } from './operations/work-page';
export { SHOW_PAGE, SHOWS_LIST } from './operations/shows';
export type { ShowCardFields, ShowPageData, ShowPageShow, ShowPageVariables, ShowsListData, ShowsListVariables } from './operations/shows';
export { TREND_IMAGES, TREND_PAGE, TRENDS_LIST } from './operations/trends';
export type {
  TrendDetailFields,
  TrendImagesData,
  TrendImagesVariables,
  TrendLinkFields,
  TrendPageData,
  TrendPageVariables,
  TrendsListData,
} from './operations/trends';
export { ARTIST_PAGE } from './operations/artist-page';
export type { ArtistPageArtist, ArtistPageData, ArtistPageVariables } from './operations/artist-page';
export { ARTISTS_LIST } from './operations/artists-list';
export type { ArtistCardFields, ArtistsFilter, ArtistsListData, ArtistsListVariables } from './operations/artists-list';
export { GALLERIES_LIST, GALLERY_EDITIONS } from './operations/galleries-list';
export type {
  GalleriesListData,
  GalleriesListVariables,
  GalleryCardFields,
  GalleryEditionFields,
  GalleryEditionsData,
} from './operations/galleries-list';
export { GALLERY_PAGE } from './operations/gallery-page';
export type { GalleryPageData, GalleryPageGallery, GalleryPageVariables } from './operations/gallery-page';
export { SITE_MAP_FAIR, SITE_MAP_SHOP } from './operations/site-map';
export type { SiteMapFairData, SiteMapLink, SiteMapShopData, SiteMapVariables } from './operations/site-map';
export { HOME_DATA, currentCatalog } from './operations/home-data';
export type {
  HomeActivity,
  HomeArticle,
  HomeArtist,
  HomeCatalog,
  HomeData,
  HomeDataVariables,
  HomeExposition,
} from './operations/home-data';
export { BANNER_PREVIEW, EDITIONS, FAQ_PAGE, PHOTO_VIEW, STATIC_PAGE, TICKETS_PAGE, VISITOR_INFO } from './operations/info';
export type {
  BannerFields,
  BannerPreviewData,
  EditionFields,
  EditionsData,
  FairPhotoFields,
  FaqFields,
  FaqPageData,
  PhotoViewData,
  StaticPageData,
  StaticPageFields,
  TicketTypeFields,
  TicketsPageData,
  VisitorInfoData,
} from './operations/info';
export { SEARCH } from './operations/search';
export type { SearchData, SearchResultFields, SearchVariables } from './operations/search';
export { INVITATIONS_PAGE, REDEEM_INVITATION, VALIDATE_TICKET, VALIDATIONS_PAGE } from './operations/tickets';
export type {
  DeskTicket,
  InvitationEdition,
  InvitationsPageData,
  RedeemInvitationData,
  RedeemInvitationVariables,
  TicketStatus,
  ValidateTicketData,
  ValidateTicketVariables,
  ValidationsPageData,
} from './operations/tickets';
export { CONTACT } from './operations/contact';
export type { ContactData, ContactVariables } from './operations/contact';
export {
  COLLABORATE,
  CONFIRM_NEWSLETTER,
  GALLERY_CONTACT,
  GALLERY_CONTACT_PAGE,
  PRESS_ACCREDITATION,
  SUBSCRIBE_NEWSLETTER,
  UNSUBSCRIBE_NEWSLETTER,
  WORK_INQUIRY,
  WORK_INQUIRY_PAGE,
} from './operations/forms';
export type {
  CollaborateVariables,
  FormResultFields,
  GalleryContactGallery,
  GalleryContactPageData,
  GalleryContactVariables,
  PressAccreditationVariables,
  SenderVariables,
  SubscribeNewsletterVariables,
  WorkInquiryPageData,
  WorkInquiryVariables,
  WorkInquiryWork,
} from './operations/forms';
export { ARTICLE_CARD_FIELDS, BLOG_LIST, POST_PAGE } from './operations/blog';
export type { ArticleCardFields, BlogListData, BlogListVariables, PostPageArticle, PostPageData, PostPageVariables } from './operations/blog';
export { ACTIVITIES_PAGE, ACTIVITY_CARD_FIELDS, ACTIVITY_PAGE } from './operations/activities';
export type {
  ActivitiesPageData,
  ActivitiesPageVariables,
  ActivityCardFields,
  ActivityCatalogFields,
  ActivityCategoryFields,
  ActivityPageActivity,
  ActivityPageData,
} from './operations/activities';
export { SPONSORS_PAGE } from './operations/sponsors';
export type { SponsorFields, SponsorsPageData } from './operations/sponsors';
export { PRESS_PAGE } from './operations/press';
export type { PressContactFields, PressItemFields, PressPageData } from './operations/press';
export {
  CATALOG_PREFIXES,
  EXPOSITION_TITLE,
  GALLERY_TITLE,
  TREND_TITLE,
  WORK_TITLE,
} from './operations/page-titles';
export {
  AccountError,
  LOGIN,
  LOGOUT,
  ME,
  REMEMBER_PASSWORD,
  RESET_PASSWORD,
  SIGN_UP,
  accountOutcome,
} from './operations/account';
export type {
  AuthResultFields,
  LoginData,
  LoginVariables,
  LogoutData,
  MeData,
  MeFields,
  OkResultFields,
  RememberPasswordData,
  RememberPasswordVariables,
  ResetPasswordData,
  ResetPasswordVariables,
  SignUpData,
  SignUpUser,
  SignUpVariables,
} from './operations/account';
export {
  ADD_ADDRESS,
  ADD_ARTIST_TAG,
  ADD_FAVOURITE_WORK,
  ADD_NEW_ARTIST_TAG,
  ADD_WORK_TO_COLLECTION,
  ARTIST_TAGS,
  CREATE_COLLECTION,
  DELETE_ACCOUNT,
  DELETE_COLLECTION,
  FOLLOW_ARTIST,
  MY_ADDRESSES,
  MY_ARTISTS,
  MY_COLLECTIONS,
  MY_MARKS,
  MY_PROFILE,
  MY_WORKS,
  PUBLIC_COLLECTION,
  REMOVE_ADDRESS,
  REMOVE_FAVOURITE_WORK,
  REMOVE_WORK_FROM_COLLECTION,
  RENAME_COLLECTION,
  SET_COLLECTION_PUBLIC,
  UNFOLLOW_ARTIST,
  UPDATE_PROFILE,
} from './operations/personal';
export type {
  AddressFields,
  AddressInputFields,
  ArtistTagFields,
  ChangeResultFields,
  CollectionFields,
  FollowedArtistFields,
  MyAddressesData,
  MyArtistsData,
  MyCollectionsData,
  MyMarksData,
  MyProfileData,
  MyWorksData,
  ProfileInputFields,
  PublicCollectionData,
} from './operations/personal';
export { APPLY_ORDER_COUPON, CHECKOUT_PAGE, CREATE_ORDER, MY_ORDERS, ORDER_PAGE, START_PAYMENT } from './operations/orders';
export type {
  ApplyOrderCouponData,
  ApplyOrderCouponVariables,
  CheckoutBuyerFields,
  CheckoutPageData,
  CountryFields,
  CouponResultFields,
  CreateOrderData,
  CreateOrderVariables,
  MyOrdersData,
  OrderAddressFields,
  OrderAddressInputFields,
  OrderFields,
  OrderInputFields,
  OrderItemFields,
  OrderPageData,
  OrderPageVariables,
  OrderResultFields,
  OrderSummaryFields,
  PaymentFormFields,
  PaymentResultFields,
  ShippingCostFields,
  StartPaymentData,
  StartPaymentVariables,
} from './operations/orders';
export { ADD_WORK_TO_CART, CART_FIELDS, CART_PREVIEW, CLEAR_CART, MY_CART, REMOVE_WORK_FROM_CART, SET_CART } from './operations/cart';
export type {
  AddWorkToCartData,
  AddWorkToCartVariables,
  CartFields,
  CartInputFields,
  CartItemFields,
  CartPreviewData,
  CartPreviewVariables,
  CartResultFields,
  ClearCartData,
  MyCartData,
  RemoveWorkFromCartData,
  RemoveWorkFromCartVariables,
  SetCartData,
  SetCartVariables,
} from './operations/cart';
