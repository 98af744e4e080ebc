/**
 * Which routes search engines and site maps see: one definition shared by the SiteMap page, `sitemap.xml` and
 * `robots.txt` (decision 011), so a route added to the table lands in all three the same way.
 */
import { type PageName, type RouteRecord, type SiteName, ROUTES, isServedBy } from './route-table';

/**
 * Pages about one visitor (their account, cart, orders, saved works and collections, the links to their access
 * pages), the ticket desk and previews: never crawled (robots.txt disallows them) and never listed.
 */
const PRIVATE_PAGES: ReadonlySet<PageName> = new Set<PageName>([
  'Login',
  'Registry',
  'Password',
  'ResetPassword',
  'Account',
  'AccountProfile',
  'AccountBilling',
  'AccountFavWorks',
  'AccountFavCols',
  'AccountFavArtists',
  'AccountMobile',
  'NewCollection',
  'CollectionPage',
  'UserCollection',
  'Checkout',
  'CheckoutPayment',
  'CheckoutConfirm',
  'CheckoutError',
  'Validations',
  'BannerPreview',
]);

/**
 * Public pages that are not worth listing: the error page, the English-only contact about works without a price
 * (T16), and the category and search results pages, whose subject is their query string (T37; search results are
 * `noindex` too).
 */
const UNLISTED_PAGES: ReadonlySet<PageName> = new Set<PageName>(['error', 'VisibilityContact', 'WorksTag', 'Search']);

/** Whether a route is about one visitor, the ticket desk or a preview (see `PRIVATE_PAGES`), or needs a login. */
export function isPrivateRoute(route: RouteRecord): boolean {
  return route.loginRequired || route.layout === 'bare' || PRIVATE_PAGES.has(route.page);
}

/**
 * The parameterless public routes of a site (its own, not those both sites serve) that have an address in every
 * language, in the table's order: the pages a site map lists before its content. Second addresses (T6) are left out.
 * @example listedRoutes('fair').map((r) => r.key) // ['home', 'works', 'works-painting', …]
 */
export function listedRoutes(site: SiteName): readonly RouteRecord[] {
  return ROUTES.filter(
    (route) =>
      route.site === site &&
      route.params.length === 0 &&
      !route.canonicalKey &&
      !isPrivateRoute(route) &&
      !UNLISTED_PAGES.has(route.page) &&
      route.paths.es !== undefined &&
      route.paths.en !== undefined,
  );
}

/** The part of a pattern before its first param, percent-encoded as browsers send it (a prefix for robots.txt). */
function staticPrefix(pattern: string): string {
  const cut = pattern.indexOf('/:');
  const prefix = cut === -1 ? pattern : `${pattern.slice(0, cut)}/`;
  return encodeURI(prefix.normalize('NFC'));
}

/**
 * The address prefixes robots.txt disallows on a site: every address, in every language, of its private routes
 * (a route with params by the part before the first param: `/es/shop/cesta/`). Sorted, without repeats.
 * @example disallowedPaths('shop') // ['/en/collection/', …, '/es/shop/mi-cuenta', …]
 */
export function disallowedPaths(site: SiteName): readonly string[] {
  const paths = new Set<string>();
  for (const route of ROUTES) {
    if (!isServedBy(route, site) || !isPrivateRoute(route)) continue;
    const patterns = [route.paths.es, route.paths.en, ...(route.paths.enAliases ?? [])];
    for (const pattern of patterns) if (pattern) paths.add(staticPrefix(pattern));
  }
  return [...paths].sort();
}
