export { LoginForm, SignUpForm } from './account/AccessForms';
export { AccountFormFrame, FormLinkLine, FormNotice, accountFormStyle } from './account/AccountFormFrame';
export { ACCOUNT_DELETED_QUERY, saysAccountDeleted } from './account/account-deleted';
export { useAccountSubmit } from './account/account-submit';
export { goTo, useReturnQuery, useReturnUrl } from './account/return-url';
export { Breadcrumbs } from './catalogue/Breadcrumbs';
export { CatalogueSearch } from './catalogue/CatalogueSearch';
export { LazyImageViewer as ImageViewer, loadImageViewer } from './catalogue/image-viewer/lazy-image-viewer';
export { largestImageUrl } from './catalogue/image-viewer/viewer-image';
export type { ViewerImage } from './catalogue/image-viewer/viewer-image';
export { LinkGroup } from './catalogue/LinkGroup';
export { ListPager } from './catalogue/ListPager';
export { cardGrid } from './catalogue/card-grid';
export { fromCursor } from './catalogue/from-cursor';
export { artistJsonLd, galleryJsonLd, workJsonLd } from './catalogue/json-ld';
export { CATALOGUE_PAGE_SIZE, cursorParam, queryString, searchTextParam } from './catalogue/list-query';
export { placeLine } from './catalogue/place';
export { FilterLinks } from './editorial/FilterLinks';
export { PostCard, postGrid } from './editorial/PostCard';
export { Prose } from './editorial/Prose';
export { absoluteUrl, dayKey, formatDate, formatDay, formatDayRange, formatTime } from './editorial/format';
export { fairEvent, pageBreadcrumbs, postalAddress } from './info/structured-data';
export { FollowArtistButton, SaveWorkButton } from './marks/MarkControls';
export type { ApiImage, PageInfo, WorkCardData } from './types';
export { AddToCartButton } from './work/AddToCartButton';
export { WorkOffer, type WorkOfferWork } from './work/WorkOffer';
export {
  WORK_OFFERS,
  workOfferOn,
  workSituation,
  type WorkAction,
  type WorkActionKind,
  type WorkActionTarget,
  type WorkOfferFacts,
  type WorkOfferPlan,
  type WorkSituation,
} from './work/work-offer';
export { WorksMasonry, firstRowPriorities } from './works/WorksMasonry';
export { ArtistPageDocument, GalleryPageDocument, WorkPageDocument } from './documents';
export type {
  ArtistPageArtist,
  ArtistPageData,
  GalleryPageGallery,
  GalleryPageData,
  WorkPageData,
  WorkPageVariables,
  WorkPageWork,
} from './documents';
