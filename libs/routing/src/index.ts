export {
  DEFAULT_LANG,
  LANGS,
  NAMESPACES,
  PAGE_NAMES,
  ROUTES,
  TITLE_FIELDS,
  canonicalRoute,
  getRoute,
  isRouteKey,
  homeSiteOf,
  isServedBy,
} from './route-table';
export type {
  Lang,
  Namespace,
  PageName,
  ParamValue,
  ParamsFor,
  RouteKey,
  RouteParams,
  RouteRecord,
  RouteSite,
  SiteName,
  TitleField,
  TitleTemplate,
} from './route-table';
export { MAX_URL_LENGTH, languageOf, match, pathSegments, redirects, splitUrl } from './matcher';
export type { MatchOptions, RouteMatch, UrlParts } from './matcher';
export { fillPattern, href, hrefFrom, patternFor, resolveLink } from './links';
export type { HrefOptions, ResolveLinkOptions, ResolvedLink, SiteOrigins } from './links';
export { alternates, queryInLanguage, switchLanguage } from './language-switch';
export type { Alternates, AlternatesOptions, SwitchLanguageOptions } from './language-switch';
export { LOGIN_REDIRECT_STATUS, RETURN_URL_PARAM, isLoginRequired, loginRedirect, safeReturnUrl } from './login';
export { routesFor } from './app-routes';
export type { AppRoute } from './app-routes';
export {
  CART_STEPS,
  DEACTIVATED_WORK_REDIRECT_STATUS,
  deactivatedWorkRedirect,
  normalizeCartStep,
} from './page-redirects';
export type { CartStep } from './page-redirects';
export { DEFAULT_DESCRIPTION, DEFAULT_TITLE, MAX_TITLE_VALUE_LENGTH, fillTitle } from './titles';
export type { FillTitleOptions, FilledTitle, TitleData, TranslateFn } from './titles';
export { disallowedPaths, isPrivateRoute, listedRoutes } from './crawl';
export { SITE_PROFILES, siteProfile } from './site-profile';
export type { SiteProfile } from './site-profile';
export { analyticsPath } from './analytics-path';
