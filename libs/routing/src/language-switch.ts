import { fillPattern, href } from './links';
import { RETURN_URL_PARAM, safeReturnUrl } from './login';
import { match, splitUrl } from './matcher';
import { type Lang, type RouteParams, type SiteName, LANGS, canonicalRoute, homeSiteOf } from './route-table';
import { siteProfile } from './site-profile';

/** The addresses of one page in each language, for the language picker and `hreflang` links. */
export interface Alternates {
  readonly es?: string;
  readonly en?: string;
  /** The address for `hreflang="x-default"`: the Spanish one when it exists. */
  readonly xDefault: string;
}

export interface AlternatesOptions {
  /**
   * Params that differ by language, e.g. a post's slug (`{ en: { slug: 'who-we-are' } }`);
   * by default the same params are refilled in every language.
   */
  readonly params?: Partial<Readonly<Record<Lang, RouteParams>>>;
}

/**
 * The same route in both languages, found by its key and refilled with the same params.
 * A language the route has no address in is left out (`/validacionesTaquilla` has no English one).
 * Null when the URL matches no route.
 * @example alternates('/es/obra/ana/azul') // { es: '/es/obra/ana/azul', en: '/en/work/ana/azul', xDefault: '/es/obra/ana/azul' }
 */
export function alternates(url: string, options: AlternatesOptions = {}): Alternates | null {
  const found = match(url);
  if (!found) return null;
  // T6: a second address (`/en/legal-information`) has the alternates of its canonical route.
  const route = canonicalRoute(found.route);
  const paths: Partial<Record<Lang, string>> = {};
  for (const lang of LANGS) {
    const pattern = route.paths[lang];
    if (pattern) paths[lang] = fillPattern(route, pattern, { ...found.params, ...options.params?.[lang] });
  }
  const xDefault = paths.es ?? paths.en;
  if (xDefault === undefined) return null;
  return { ...paths, xDefault };
}

export interface SwitchLanguageOptions extends AlternatesOptions {
  /** The site showing the picker; its home is the target when the page has no counterpart. */
  readonly site?: SiteName;
}

/**
 * The address of the same page in another language, keeping the query string (see {@link queryInLanguage}). A page
 * with no counterpart (validations, obra-noprice) or an unknown address goes to that language's home.
 * @example switchLanguage('/es/shop/cesta/pago/X1?retry=1', 'en') // '/en/shop/cart/payment/X1?retry=1'
 */
export function switchLanguage(url: string, lang: Lang, options: SwitchLanguageOptions = {}): string {
  const target = alternates(url, options)?.[lang];
  if (target !== undefined) return target + queryInLanguage(splitUrl(url)?.search ?? '', lang);
  const found = match(url);
  const site = options.site ?? (found ? homeSiteOf(found.route) : 'fair');
  return href(siteProfile(site).keys.home, {}, lang);
}

/**
 * A page's query string (its state: a search, a category, a cursor) as the same page keeps it in another language:
 * unchanged, except that a `returnUrl` of this site's pages (the login page's) is moved to that language too, so the
 * visitor comes back in the language they chose. Empty stays empty.
 * @example queryInLanguage('?returnUrl=%2Fes%2Fshop%2Fmi-cuenta', 'en') // '?returnUrl=%2Fen%2Fshop%2Fmy-account'
 */
export function queryInLanguage(search: string, lang: Lang): string {
  const query = search.startsWith('?') ? search.slice(1) : search;
  if (query === '') return '';
  const params = new URLSearchParams(query);
  const returnUrl = safeReturnUrl(params.get(RETURN_URL_PARAM));
  const target = returnUrl === null ? undefined : alternates(returnUrl)?.[lang];
  if (returnUrl === null || target === undefined) return `?${query}`;
  params.set(RETURN_URL_PARAM, target + (splitUrl(returnUrl)?.search ?? ''));
  return `?${params.toString()}`;
}
