import { href } from './links';
import { languageOf, match } from './matcher';
import { hasControlCharacters } from './patterns';
import type { Lang } from './route-table';

/** The status of the server's redirect to the login page. */
export const LOGIN_REDIRECT_STATUS = 303;
/** The query parameter carrying the address to return to after login (T28). */
export const RETURN_URL_PARAM = 'returnUrl';

const MAX_RETURN_URL_LENGTH = 2048;

/** Whether the page at this address needs a logged-in user. */
export function isLoginRequired(url: string): boolean {
  return match(url)?.route.loginRequired ?? false;
}

/**
 * The value when it is a safe address on this site to return to, else null. Only a relative path
 * is kept: `//evil.com`, `/\evil.com`, `https://evil.com`, `javascript:…` and anything with
 * whitespace or control characters (which browsers strip, turning `/\t/evil.com` into `//evil.com`) are refused.
 * @example safeReturnUrl('/es/shop/mi-cuenta?tab=2') // '/es/shop/mi-cuenta?tab=2'
 */
export function safeReturnUrl(value: unknown): string | null {
  if (typeof value !== 'string' || value.length === 0 || value.length > MAX_RETURN_URL_LENGTH) return null;
  if (!value.startsWith('/') || value.startsWith('//')) return null;
  if (/[\s\\]/.test(value) || hasControlCharacters(value)) return null;
  return value;
}

/**
 * The login page of a language, with the requested address as `returnUrl` when it is a safe
 * relative path; the language defaults to that of the requested address.
 * @example loginRedirect('/es/shop/mi-cuenta') // '/es/acceso?returnUrl=%2Fes%2Fshop%2Fmi-cuenta'
 */
export function loginRedirect(url: string, lang: Lang = languageOf(url)): string {
  const returnUrl = safeReturnUrl(url);
  return href('login', {}, lang, returnUrl ? { query: { [RETURN_URL_PARAM]: returnUrl } } : {});
}
