import { match, splitUrl } from './matcher';
import { hasControlCharacters, PARAM_RULES } from './patterns';
import {
  type Lang,
  type ParamsFor,
  type ParamValue,
  type RouteKey,
  type RouteParams,
  type RouteRecord,
  type SiteName,
  DEFAULT_LANG,
  canonicalRoute,
  getRoute,
  homeSiteOf,
  isRouteKey,
  isServedBy,
} from './route-table';

/** The public origins of both sites, e.g. `{ fair: 'https://example.org', shop: 'https://shop.example.org' }`. */
export interface SiteOrigins {
  readonly fair: string;
  readonly shop: string;
}

/** Extra parts of a link after its path. */
export interface HrefOptions {
  /** Query parameters; null and undefined values are left out. */
  readonly query?: Readonly<Record<string, ParamValue | null | undefined>>;
  /** Fragment, with or without its `#`. */
  readonly hash?: string;
}

/** The pattern a route is linked by in a language: its own, its canonical route's, else the other language's. */
export function patternFor(route: RouteRecord, lang: Lang): string {
  const other: Lang = lang === 'es' ? 'en' : 'es';
  const pattern = route.paths[lang] ?? canonicalRoute(route).paths[lang] ?? route.paths[other];
  if (!pattern) throw new Error(`Route "${route.key}" has no path`);
  return pattern;
}

function paramText(route: RouteRecord, name: string, value: ParamValue): string {
  if (typeof value === 'number' && !Number.isFinite(value)) {
    throw new Error(`Route "${route.key}": param "${name}" must be a finite number, got ${value}`);
  }
  const text = String(value);
  if (text === '.' || text === '..' || hasControlCharacters(text)) {
    throw new Error(`Route "${route.key}": param "${name}" has a value no address can carry: ${JSON.stringify(text)}`);
  }
  const rule = PARAM_RULES[name];
  if (rule && !rule.pattern.test(text)) {
    throw new Error(`Route "${route.key}": param "${name}" must be ${rule.describe}, got ${JSON.stringify(text)}`);
  }
  return rule ? rule.inLinks(text) : text;
}

/** Fills a pattern with encoded params; throws naming the route and the param when a required one is missing. */
export function fillPattern(route: RouteRecord, pattern: string, params: RouteParams = {}): string {
  const parts: string[] = [];
  for (const segment of pattern.split('/').filter((part) => part !== '')) {
    if (!segment.startsWith(':')) {
      parts.push(encodeURIComponent(segment.normalize('NFC')));
      continue;
    }
    const optional = segment.endsWith('?');
    const name = segment.slice(1, optional ? -1 : undefined);
    const value = Object.prototype.hasOwnProperty.call(params, name) ? params[name] : undefined;
    if (value === undefined || value === null || value === '') {
      if (optional) continue;
      throw new Error(`Route "${route.key}" needs the param "${name}" (pattern ${pattern})`);
    }
    parts.push(encodeURIComponent(paramText(route, name, value).normalize('NFC')));
  }
  return `/${parts.join('/')}`;
}

function suffix(options: HrefOptions): string {
  let text = '';
  if (options.query) {
    const search = new URLSearchParams();
    for (const [name, value] of Object.entries(options.query)) {
      if (value !== undefined && value !== null) search.append(name, String(value));
    }
    const query = search.toString();
    if (query) text += `?${query}`;
  }
  if (options.hash) {
    const hash = options.hash.replace(/^#/, '');
    if (hash) text += `#${encodeURI(hash)}`;
  }
  return text;
}

/**
 * The path of a route in a language, params percent-encoded. Throws on an unknown key or a missing
 * required param. A route with no path in that language is linked by the other language's path.
 * @example href('work', { artistSlug: 'ana-lopez', slug: 'azul' }, 'en') // '/en/work/ana-lopez/azul'
 * @example href('galleries', { catalogPrefix: 'AM25' }) // '/es/galerias/am25'
 */
export function href<K extends RouteKey>(
  key: K,
  params?: ParamsFor<K>,
  lang: Lang = DEFAULT_LANG,
  options: HrefOptions = {},
): string {
  if (!isRouteKey(key)) throw new Error(`Unknown route key "${String(key)}"`);
  const route = getRoute(key);
  return fillPattern(route, patternFor(route, lang), (params ?? {}) as RouteParams) + suffix(options);
}

function originOf(origins: SiteOrigins, site: SiteName): string {
  return origins[site].replace(/\/+$/, '');
}

/**
 * A link from a page of `site`: the path when `site` serves the route, otherwise an absolute URL
 * on the other site's origin (a route served only by the other site).
 * @example hrefFrom('shop', 'artists', {}, 'es', origins) // 'https://example.org/es/artistas'
 */
export function hrefFrom<K extends RouteKey>(
  site: SiteName,
  key: K,
  params: ParamsFor<K> | undefined,
  lang: Lang,
  origins: SiteOrigins,
  options: HrefOptions = {},
): string {
  const path = href(key, params, lang, options);
  const route = getRoute(key);
  return isServedBy(route, site) ? path : `${originOf(origins, homeSiteOf(route))}${path}`;
}

/** What a link target resolved to: a route of this site, a plain link, or an unknown target. */
export interface ResolvedLink {
  readonly href: string;
  /** `internal`: navigate in this app; `external`: a plain link; `unknown`: a plain link to the raw target. */
  readonly kind: 'internal' | 'external' | 'unknown';
  readonly key?: RouteKey;
}

export interface ResolveLinkOptions extends HrefOptions {
  readonly params?: RouteParams;
  /** The site rendering the link; with `origins`, a route of the other site becomes an absolute URL. */
  readonly site?: SiteName;
  readonly origins?: SiteOrigins;
}

const PLAIN_LINK = /^(https?:\/\/|mailto:|tel:)/i;
const SCRIPT_SCHEME = /^\s*(javascript|data|vbscript):/i;

function placed(route: RouteRecord, path: string, options: ResolveLinkOptions): ResolvedLink {
  if (!options.site || !options.origins || isServedBy(route, options.site)) {
    return { href: path, kind: 'internal', key: route.key };
  }
  return { href: `${originOf(options.origins, homeSiteOf(route))}${path}`, kind: 'external', key: route.key };
}

/**
 * Resolves a link target: a route key gives its href; an absolute `https://` URL (or `mailto:`, `tel:`)
 * stays as is; a path of the table is placed on its site. Anything else logs
 * `Page not found in router for route {target}` and falls back to the raw target
 * (a `javascript:`-like target falls back to `#` instead).
 * @example resolveLink('artists', 'en') // { href: '/en/artists', kind: 'internal', key: 'artists' }
 */
export function resolveLink(target: string, lang: Lang = DEFAULT_LANG, options: ResolveLinkOptions = {}): ResolvedLink {
  if (isRouteKey(target)) {
    return placed(getRoute(target), href(target, options.params, lang, options), options);
  }
  if (PLAIN_LINK.test(target)) return { href: target, kind: 'external' };
  if (target.startsWith('/')) {
    const found = match(target);
    const parts = splitUrl(target);
    if (found && parts) return placed(found.route, `${parts.path}${parts.search}${parts.hash}`, options);
  }
  console.error('Page not found in router for route ' + target);
  return { href: SCRIPT_SCHEME.test(target) ? '#' : target, kind: 'unknown' };
}
