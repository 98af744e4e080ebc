/**
 * The headers of every API call (§7): `Authorization: Bearer <o_token>` when the login cookie exists, `ga: <_ga>`
 * with the analytics cookie, and on the server the visitor's cookies forwarded. Nothing else of the incoming request
 * is ever forwarded, and nothing from a cookie reaches a header unless it is plain printable ASCII, so a hostile
 * cookie header cannot add or split headers.
 */
import { parseCookie } from 'cookie';
import Cookies from 'js-cookie';
import type { Language } from '@art/model';

/** The login token cookie of the specification. */
export const TOKEN_COOKIE = 'o_token';
/** The analytics cookie whose value travels in the `ga` header. */
export const ANALYTICS_COOKIE = '_ga';
/** A longer cookie header is ignored whole (Node refuses request headers above 16 KiB anyway). */
export const MAX_COOKIE_HEADER_LENGTH = 16_384;

const MAX_TOKEN_LENGTH = 1024;
const MAX_GA_LENGTH = 200;
/** RFC 7230 token: the characters a cookie name may have. */
const COOKIE_NAME = /^[!#$%&'*+\-.^_`|~0-9A-Za-z]+$/;
/** Printable ASCII and inner spaces: no control characters (CR, LF, NUL), nothing beyond ASCII. */
const SAFE_COOKIE_VALUE = /^[\x20-\x7e]*$/;
/** RFC 6750 b64token. */
const BEARER_TOKEN = /^[A-Za-z0-9\-._~+/]+=*$/;
/** Google Analytics client id: `GA1.1.1234567890.1700000000`. */
const GA_VALUE = /^[A-Za-z0-9._-]+$/;

/** One cookie of a Cookie header: its name, raw value (as sent) and decoded value. */
export interface ParsedCookie {
  name: string;
  raw: string;
  value: string;
}

/** A value as a reader means it: without surrounding double quotes, percent-decoded (a malformed encoding kept raw). */
function decode(raw: string): string {
  const unquoted = raw.length >= 2 && raw.startsWith('"') && raw.endsWith('"') ? raw.slice(1, -1) : raw;
  try {
    return decodeURIComponent(unquoted);
  } catch {
    return unquoted;
  }
}

/**
 * The cookies of a Cookie header (`a=1; b=2`), in order, split by `cookie`'s parser; the first of two with the same
 * name wins, as browsers send the most specific first. Pairs without `=` or with a name that is not an RFC 7230 token
 * are skipped; an empty or oversized header gives none.
 */
export function parseCookies(header: string | null | undefined): ParsedCookie[] {
  if (typeof header !== 'string' || header.length === 0 || header.length > MAX_COOKIE_HEADER_LENGTH) return [];
  return Object.entries(parseCookie(header, { decode: (raw) => raw }))
    .filter((entry): entry is [string, string] => COOKIE_NAME.test(entry[0]) && typeof entry[1] === 'string')
    .map(([name, raw]) => ({ name, raw, value: decode(raw) }));
}

/** The decoded value of one cookie of a Cookie header, or null. */
export function readCookie(header: string | null | undefined, name: string): string | null {
  return parseCookies(header).find((c) => c.name === name)?.value ?? null;
}

/** Input of {@link requestHeaders}. */
export interface RequestHeadersInput {
  /** The Cookie header: the incoming request's on the server, `document.cookie` in the browser. */
  cookieHeader?: string | null;
  /** A session token known otherwise (a login that just answered one); wins over the `o_token` cookie. */
  token?: string | null;
  /** Forward `cookieHeader` as the `cookie` header: true on the server (default), false in the browser, which sends its own. */
  forwardCookies?: boolean;
  /** The page's language, sent as `Accept-Language` (the API answers in it). */
  lang?: Language;
}

function safeToken(token: string | null | undefined): string | null {
  return typeof token === 'string' && token.length <= MAX_TOKEN_LENGTH && BEARER_TOKEN.test(token) ? token : null;
}

/**
 * The headers of an API call for a visitor: `authorization: Bearer <token>` when the token (or the `o_token` cookie)
 * exists and is well-formed, `ga: <_ga>` when the analytics cookie exists, `cookie` with the visitor's well-formed
 * cookies when forwarding (server side), `accept-language` when `lang` is given. Nothing else.
 *
 * @example
 * // In a loader, on the server:
 * createGraphQLClient({ endpoint: `${apiUrl}/api/graphql`, lang, headers: () => requestHeaders({ cookieHeader: request.headers.get('cookie') }) });
 */
export function requestHeaders(input: RequestHeadersInput = {}): Record<string, string> {
  const { cookieHeader, token, forwardCookies = true, lang } = input;
  const cookies = parseCookies(cookieHeader);
  const headers = identityHeaders(
    safeToken(token) ?? cookies.find((c) => c.name === TOKEN_COOKIE)?.value,
    cookies.find((c) => c.name === ANALYTICS_COOKIE)?.value,
    lang,
  );
  if (forwardCookies) {
    const forwarded = cookies
      .filter((c) => SAFE_COOKIE_VALUE.test(c.raw))
      .map((c) => `${c.name}=${c.raw}`)
      .join('; ');
    if (forwarded) headers['cookie'] = forwarded;
  }
  return headers;
}

/** `authorization` from a well-formed token, `ga` from a well-formed analytics id, `accept-language` from `lang`. */
function identityHeaders(token: string | undefined | null, ga: string | undefined, lang: Language | undefined) {
  const headers: Record<string, string> = {};
  const bearer = safeToken(token);
  if (bearer) headers['authorization'] = `Bearer ${bearer}`;
  if (ga && ga.length <= MAX_GA_LENGTH && GA_VALUE.test(ga)) headers['ga'] = ga;
  if (lang) headers['accept-language'] = lang;
  return headers;
}

/**
 * The headers of an API call made in the browser: `ga` from the analytics cookie, and Bearer only when the token cookie
 * is readable (the session cookie is HttpOnly, so normally the browser's own same-origin cookie carries the session).
 * Never sets `cookie`. Outside a browser it gives `accept-language` alone. The cookies are read with `js-cookie`, as
 * everything the browser reads of them, so the page carries no second cookie parser.
 */
export function browserRequestHeaders(lang?: Language): Record<string, string> {
  if (typeof document === 'undefined') return identityHeaders(null, undefined, lang);
  return identityHeaders(Cookies.get(TOKEN_COOKIE), Cookies.get(ANALYTICS_COOKIE), lang);
}
