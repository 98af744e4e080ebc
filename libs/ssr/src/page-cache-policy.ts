/**
 * The page cache's policy (issue 14, "Fast pages"; decision 024): whom a page is for, which answers may be kept and
 * under which key, for how long, and the headers that say so. Pure functions over requests' and responses' headers;
 * `page-cache.ts` applies them.
 *
 * What makes a page's HTML differ between visitors, read from the code (`loadRoot`, `loadPage` of `@art/site`):
 * - the session cookie `o_token` (any non-empty value, as `loadPage` reads it): the header's account link, the saved
 *   works and followed artists, the personal pages. Such a page is `private, no-store` and never kept;
 * - the cookie banner's answer `acceptCookies` (`1`, `0` or none): the banner and the analytics script. Three variants
 *   of one anonymous page, each kept under a key of its own, read with the very functions the root loader uses;
 * - the address, path and query (the language is in the path, decision 003, so nothing varies by `Accept-Language`).
 * Nothing else of the request reaches the HTML: the shop's anonymous cart lives in the browser's local storage, the
 * analytics cookie `_ga` only travels to the API, which reads no other cookie than the session's.
 *
 * Kept: a GET answered 200 with HTML, no `Set-Cookie` and no `Cache-Control` of its own, for a visitor without a
 * session. Never kept: a POST (the action's answer), HEAD, errors, redirects, the unavailable page (503). A kept page
 * is fresh for {@link PAGE_CACHE_TIMES}`.freshMs`, then served stale for at most `staleMs` while one render refreshes
 * it; so a page is never more than `freshMs + staleMs` older than the data behind it, also through a shared cache in
 * front, which reads the same figures (`s-maxage`, `stale-while-revalidate`) and the page's `Age`.
 *
 * The CSP nonce (`res.locals.cspNonce`, a fresh one per response) is in the HTML: a kept page remembers the nonce it
 * was rendered with and each answer carries its own response's instead; the ETag is computed with the nonce replaced
 * by a fixed placeholder, so it names the page's content and revalidation (`If-None-Match`, 304) works across answers.
 */
import { createHash } from 'node:crypto';
import { TOKEN_COOKIE, readCookie } from '@art/data';
import { hasCookieAnswer, hasCookieConsent } from '@art/layout';
import type { SiteName } from '@art/routing';

/** How long a kept page is served: fresh, then stale while one render refreshes it. */
export const PAGE_CACHE_TIMES = { freshMs: 5_000, staleMs: 25_000 } as const;

/** The most this process keeps: pages, and bytes of their HTML (UTF-8); the least recently used go first. */
export const PAGE_CACHE_LIMITS = { entries: 1_000, bytes: 64 * 1024 * 1024 } as const;

/** What `X-Page-Cache` says of an answer: kept and fresh, rendered now, kept and stale (refreshing), or not for keeping. */
export type PageCacheState = 'hit' | 'miss' | 'stale' | 'bypass';

/** The placeholder of the nonce in the HTML the ETag is computed over. */
const NONCE_PLACEHOLDER = '\u0000nonce\u0000';

/** Whom a page is for: a visitor with personal state, or an anonymous one in one of the variants of the HTML. */
export type PageVisitor = { personal: true } | { personal: false; variant: 'accepted' | 'rejected' | 'unanswered' };

/** Whom the page of a request with this `Cookie` header is for (see the module's comment). */
export function pageVisitor(cookieHeader: string | null | undefined): PageVisitor {
  if (readCookie(cookieHeader, TOKEN_COOKIE)) return { personal: true };
  if (hasCookieConsent(cookieHeader)) return { personal: false, variant: 'accepted' };
  return { personal: false, variant: hasCookieAnswer(cookieHeader) ? 'rejected' : 'unanswered' };
}

/** The key of an anonymous visitor's page: site, content version, cookie banner's answer and address, in this order. */
export function pageKey(
  site: SiteName,
  version: string,
  visitor: Extract<PageVisitor, { personal: false }>,
  address: string,
): string {
  return `${site}:${version}:${visitor.variant}:${address}`;
}

/** The `Cache-Control` of a page anyone may keep, for shared caches in front as for this one. */
export function publicCacheControl(times: { freshMs: number; staleMs: number } = PAGE_CACHE_TIMES): string {
  const seconds = (ms: number) => Math.floor(ms / 1000);
  return `public, max-age=0, s-maxage=${seconds(times.freshMs)}, stale-while-revalidate=${seconds(times.staleMs)}`;
}

/** A page as kept: its HTML with the nonce it was rendered with, its ETag, its headers, when it was rendered. */
export interface KeptPage {
  html: string;
  nonce: string | null;
  etag: string;
  /** The render's own headers (`Content-Type`…), without those this cache sets per answer. */
  headers: [string, string][];
  /** Milliseconds since the epoch. */
  storedAt: number;
}

/** Whether a render's answer may be kept: 200 with an HTML body, no `Set-Cookie` and no `Cache-Control` of its own. */
export function mayKeep(response: Response, body: string | null): body is string {
  return (
    response.status === 200 &&
    body !== null &&
    /^text\/html\b/.test(response.headers.get('content-type') ?? '') &&
    !response.headers.has('set-cookie') &&
    !response.headers.has('cache-control')
  );
}

/** Headers this cache decides per answer: dropped from a render before it is kept. */
const PER_ANSWER = new Set(['cache-control', 'etag', 'vary', 'age', 'x-page-cache', 'content-length', 'date']);

/** A rendered page as kept: its ETag computed, without the headers each answer sets anew (names in lower case, as `Headers` gives them). */
export function keptPage(html: string, nonce: string | null, headers: [string, string][], storedAt: number): KeptPage {
  return {
    html,
    nonce,
    etag: pageEtag(html, nonce),
    headers: headers.filter(([name]) => !PER_ANSWER.has(name)),
    storedAt,
  };
}

/** The weak ETag of an HTML document, whatever nonce it carries (weak: the bytes differ by nonce and by encoding). */
export function pageEtag(html: string, nonce: string | null): string {
  const neutral = nonce ? html.split(nonce).join(NONCE_PLACEHOLDER) : html;
  return `W/"${createHash('sha256').update(neutral).digest('base64url').slice(0, 27)}"`;
}

/** The HTML with every occurrence of `from` (the nonce it was rendered with) replaced by `to`. */
export function withNonce(html: string, from: string | null, to: string | null): string {
  return from && to && from !== to ? html.split(from).join(to) : html;
}

/** Whether an `If-None-Match` header names `etag` (weak comparison, RFC 9110 §13.1.2; `*` matches any). */
export function etagMatches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  const opaque = (tag: string) => tag.trim().replace(/^W\//, '');
  const wanted = opaque(etag);
  return ifNoneMatch.split(',').some((tag) => tag.trim() === '*' || opaque(tag) === wanted);
}

/** Adds `value` to the `Vary` of `headers`, unless it is named there already or `Vary` is `*`. */
export function addVary(headers: Headers, value: string): void {
  const vary = headers.get('vary');
  const values = vary ? vary.split(',').map((v) => v.trim().toLowerCase()) : [];
  if (!values.includes(value.toLowerCase()) && !values.includes('*')) {
    headers.set('vary', vary ? `${vary}, ${value}` : value);
  }
}
