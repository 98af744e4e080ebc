export { CspNonceContext, useCspNonce } from './context';
export type { SiteLoadContext } from './context';
export { buildHead, headMeta, notFoundHead, pageMeta } from './head';
export type { HeadInput, PageHead } from './head';
export { apiClient, loadPage, loadRoot, rootShouldRevalidate } from './loaders';
export type { PageContext, PageData, PageResult, RootData } from './loaders';
export { SiteApp, SiteDocument, SiteErrorBoundary, SiteProviders } from './document';
export { useLink, usePageLang, useRootData, useSite, useSiteProfile } from './page-hooks';
export { SitePage } from './page';
export { ErrorMessage } from './error-page';
export {
  SITE_API_TIMEOUT_MS,
  SITE_RETRY_AFTER_SECONDS,
  isApiUnavailable,
  rethrowUnavailable,
  unavailableResponse,
} from './unavailable';
export { hydrateSite } from './hydrate';
export { createStyleCache } from './style-cache';
export { useFocusOnArrival } from './focus';
export { useLogOut } from './log-out';
export { CART_CHANGED_EVENT, CartProvider, sendLocalCartToServer, useCart } from './cart';
export type { CartOutcome, CartProviderProps, CartState, CartWork } from './cart';
export { INTENT_PARAM, PendingIntent, parseIntent, refreshPersonalData, useMarks, withIntent } from './marks';
export type { Intent } from './marks';
export { JsonLd, breadcrumbList, jsonLdText } from './json-ld';
export type { Crumb, JsonLdObject } from './json-ld';
export type { CartInputFields } from './documents';
