import { type CompiledPattern, foldLiteral, hasControlCharacters, PARAM_RULES, PATTERNS } from './patterns';
import { type Lang, type RouteRecord, type SiteName, isServedBy } from './route-table';

/** A URL matched against the route table. */
export interface RouteMatch {
  readonly route: RouteRecord;
  readonly lang: Lang;
  /** Decoded param values by name; `catalogPrefix` is upper-case. An absent optional param is left out. */
  readonly params: Readonly<Record<string, string>>;
  /** The id of the concrete pattern that matched (`{key}.{lang}`, as in the apps' `routes.ts`). */
  readonly id: string;
  readonly pattern: string;
  /** Set when the address is a redirect source: the server answers it with `status` to this path. */
  readonly redirect?: { readonly to: string; readonly status: 301 };
}

export interface MatchOptions {
  /** Only routes served by this site match (a shop route gives no match on the fair). */
  readonly site?: SiteName;
  /** Only routes of this language match. */
  readonly lang?: Lang;
}

/**
 * Addresses answered with a permanent redirect (T17: `/` is the canonical Spanish home, so `/es` moves there).
 * `match` resolves them to their target route, flagged with `redirect`.
 */
export const redirects: readonly { readonly from: string; readonly to: string; readonly status: 301 }[] = Object.freeze(
  [{ from: '/es', to: '/', status: 301 }],
);

/** Longer addresses are refused outright: no route of the table comes near this. */
export const MAX_URL_LENGTH = 4096;

/** The parts of a URL the router looks at; null when the URL is not a same-site or http(s) address. */
export interface UrlParts {
  readonly path: string;
  readonly search: string;
  readonly hash: string;
}

/**
 * Splits a path or an absolute http(s) URL into path, query (with `?`) and hash (with `#`).
 * @example splitUrl('/es/obras?page=2#top') // { path: '/es/obras', search: '?page=2', hash: '#top' }
 */
export function splitUrl(url: string): UrlParts | null {
  if (typeof url !== 'string' || url.length === 0 || url.length > MAX_URL_LENGTH) return null;
  let rest = url;
  const absolute = /^https?:\/\/[^/?#\\]+/i.exec(rest);
  if (absolute) {
    rest = rest.slice(absolute[0].length);
    if (!rest.startsWith('/')) rest = `/${rest}`;
  }
  if (!rest.startsWith('/')) return null;
  const hashAt = rest.indexOf('#');
  const hash = hashAt >= 0 ? rest.slice(hashAt) : '';
  if (hashAt >= 0) rest = rest.slice(0, hashAt);
  const searchAt = rest.indexOf('?');
  const search = searchAt >= 0 ? rest.slice(searchAt) : '';
  const path = searchAt >= 0 ? rest.slice(0, searchAt) : rest;
  return { path, search, hash };
}

/**
 * The decoded segments of a path, or null when the path is malformed: bad `%` sequences,
 * empty segments (`//`), dot segments (`..`, also encoded), backslashes or control characters.
 * A single trailing slash is allowed.
 */
export function pathSegments(path: string): string[] | null {
  if (!path.startsWith('/') || path.includes('\\') || hasControlCharacters(path)) return null;
  const raw = path.split('/').slice(1);
  if (raw.length > 1 && raw[raw.length - 1] === '') raw.pop();
  if (raw.length === 1 && raw[0] === '') return [];
  const segments: string[] = [];
  for (const segment of raw) {
    if (segment === '') return null;
    let decoded: string;
    try {
      decoded = decodeURIComponent(segment);
    } catch {
      return null;
    }
    if (decoded === '.' || decoded === '..' || decoded === '' || hasControlCharacters(decoded)) return null;
    segments.push(decoded.normalize('NFC'));
  }
  return segments;
}

function matchPattern(pattern: CompiledPattern, segments: readonly string[]): Record<string, string> | null {
  const expected = pattern.segments;
  const last = expected[expected.length - 1];
  const optionalTail = last?.kind === 'param' && last.optional;
  if (segments.length > expected.length) return null;
  if (segments.length < expected.length && !(optionalTail && segments.length === expected.length - 1)) return null;
  const params: Record<string, string> = {};
  for (let index = 0; index < segments.length; index += 1) {
    const segment = segments[index] ?? '';
    const part = expected[index];
    if (!part) return null;
    if (part.kind === 'literal') {
      if (foldLiteral(segment) !== part.folded) return null;
      continue;
    }
    const rule = PARAM_RULES[part.name];
    if (rule && !rule.pattern.test(segment)) return null;
    params[part.name] = rule ? rule.normalize(segment) : segment;
  }
  return params;
}

function findRedirect(segments: readonly string[]): (typeof redirects)[number] | undefined {
  const folded = `/${segments.map(foldLiteral).join('/')}`;
  return redirects.find((entry) => foldLiteral(entry.from) === folded);
}

/**
 * Matches a path or URL (query and hash ignored) against the route table, per language.
 * Null for a malformed URL or one no route serves.
 * @example match('/es/obra/ana-lopez/azul') // { route: work, lang: 'es', params: { artistSlug: 'ana-lopez', slug: 'azul' }, … }
 */
export function match(url: string, options: MatchOptions = {}): RouteMatch | null {
  const parts = splitUrl(url);
  if (!parts) return null;
  const segments = pathSegments(parts.path);
  if (!segments) return null;
  const redirect = findRedirect(segments);
  if (redirect) {
    const target = match(redirect.to, options);
    return target ? { ...target, redirect: { to: redirect.to, status: redirect.status } } : null;
  }
  for (const pattern of PATTERNS) {
    if (options.lang && pattern.lang !== options.lang) continue;
    if (options.site && !isServedBy(pattern.route, options.site)) continue;
    const params = matchPattern(pattern, segments);
    if (params) {
      return { route: pattern.route, lang: pattern.lang, params, id: pattern.id, pattern: pattern.path };
    }
  }
  return null;
}

/**
 * The language of an address: that of its route, else English for `/en…` paths, else Spanish.
 * Used for pages without a route (a 404) so they still speak the visitor's language.
 */
export function languageOf(url: string): Lang {
  const found = match(url);
  if (found) return found.lang;
  const path = splitUrl(url)?.path.toLowerCase() ?? '';
  return path === '/en' || path.startsWith('/en/') ? 'en' : 'es';
}
