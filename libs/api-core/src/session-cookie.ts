/**
 * The session cookie `o_token` (§6: "a login token cookie named o_token") and reading a request's session token.
 *
 * The API sets the cookie itself: the sites proxy `/api/*` to it, so the browser gets it first-party from the site's
 * own origin. It is `HttpOnly` (no script reads it), `SameSite=Lax` (not sent by cross-site POSTs), `Path=/`,
 * `Secure` in production, and carries `Domain=COOKIE_DOMAIN` when configured so both sites share one session.
 */
import { parseCookie, stringifySetCookie } from 'cookie';
import type { ApiConfig } from './config';

/** The cookie's name (§6). */
export const SESSION_COOKIE = 'o_token';

/** Max-Age of a long-lived cookie (remember, sign-up): 90 days, the absolute life of such a session. */
export const LONG_COOKIE_MAX_AGE_SECONDS = 90 * 24 * 60 * 60;

type CookieConfig = Pick<ApiConfig, 'env' | 'cookieDomain'>;

function cookie(value: string, maxAge: number | undefined, config: CookieConfig): string {
  return stringifySetCookie(SESSION_COOKIE, value, {
    maxAge,
    domain: config.cookieDomain || undefined,
    path: '/',
    httpOnly: true,
    secure: config.env === 'production',
    sameSite: 'lax',
  });
}

/**
 * The `Set-Cookie` value that stores a session token: long-lived (Max-Age 90 days) or, by default, a session cookie
 * without Max-Age that the browser drops when it closes. The token is base64url, so it needs no encoding.
 *
 * @example
 * sessionCookie(token, { longLived: true }, config); // 'o_token=…; Max-Age=7776000; Path=/; HttpOnly; SameSite=Lax'
 */
export function sessionCookie(token: string, options: { longLived: boolean }, config: CookieConfig): string {
  return cookie(token, options.longLived ? LONG_COOKIE_MAX_AGE_SECONDS : undefined, config);
}

/** The `Set-Cookie` value that removes the session cookie (same name, domain and path; Max-Age=0). */
export function clearedSessionCookie(config: CookieConfig): string {
  return cookie('', 0, config);
}

/** A value in double quotes without them (RFC 6265 allows the quotes); anything else as sent, not decoded. */
const unquote = (value: string) =>
  value.length >= 2 && value.startsWith('"') && value.endsWith('"') ? value.slice(1, -1) : value;

/** The first value of a cookie in a Cookie header (browsers send the most specific first), unquoted; null without it. */
export function cookieValue(header: string | null | undefined, name: string): string | null {
  if (typeof header !== 'string' || header === '') return null;
  return parseCookie(header, { decode: unquote })[name] ?? null;
}

/**
 * The session token a request carries: the `Authorization: Bearer` credential when there is one (it wins over the
 * cookie, so a client that holds a token of its own is never mixed up with a browser's), otherwise the `o_token`
 * cookie; null without either. The token is returned as sent: its shape is checked before any lookup.
 */
export function requestToken(headers: { authorization?: string | null; cookie?: string | null }): string | null {
  const bearer = /^\s*Bearer(?:\s+(.*))?$/is.exec(headers.authorization ?? '');
  if (bearer) return bearer[1]?.trim() || null;
  const value = cookieValue(headers.cookie, SESSION_COOKIE);
  return value === '' ? null : value;
}
