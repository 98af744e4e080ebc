/**
 * The sites' page cache (issue 14, "Fast pages"; decision 024): what a page's answer may be kept by whom, and a
 * short-lived cache of the pages of anonymous visitors in this process (and, with `REDIS_URL`, in Redis shared by
 * every site process). This module answers a page request from its parts:
 * - `page-cache-policy.ts`: whom a page is for, what may be kept and under which key, how long, ETags and nonces;
 * - `page-cache-store.ts`: where pages are kept (the process's LRU, Redis);
 * - `gzip-splice.ts`: a kept page in gzip with each answer's nonce, compressed once;
 * - `api-content-version.ts`: the API's content version, part of every key.
 */
import type { Request as ExpressRequest, Response as ExpressResponse } from 'express';
import type { SiteName } from '@art/routing';
import { apiContentVersion } from './api-content-version';
import { acceptsGzip, gzipPieces, joinGzip, type GzipPieces } from './gzip-splice';
import {
  PAGE_CACHE_LIMITS,
  PAGE_CACHE_TIMES,
  addVary,
  etagMatches,
  keptPage,
  mayKeep,
  pageKey,
  pageVisitor,
  publicCacheControl,
  withNonce,
  type KeptPage,
  type PageCacheState,
} from './page-cache-policy';
import { PageLru, createRedisPageStore, type PageCacheLog, type SharedPageStore } from './page-cache-store';

/** The nonce of this response's scripts (the CSP middleware's), if any. */
function responseNonce(res: ExpressResponse): string | null {
  const nonce: unknown = res.locals['cspNonce'];
  return typeof nonce === 'string' && nonce !== '' ? nonce : null;
}

/** Options of {@link createPageCache}. */
export interface PageCacheOptions {
  site: SiteName;
  /**
   * Whether pages are kept at all; false in development and with `PAGE_CACHE=off`: every page renders, with the same
   * headers (an ETag over what was rendered, so 304 still answers a page that did not change).
   */
  keep: boolean;
  times?: { freshMs: number; staleMs: number };
  limits?: { entries: number; bytes: number };
  shared?: SharedPageStore | null;
  /**
   * The version of the public content, part of every key: a page kept before a change is not served after it. Read
   * anew for each request (see {@link apiContentVersion}); without it pages live out their time.
   */
  version?: () => Promise<string>;
  /** The clock (tests). */
  now?: () => number;
  log?: PageCacheLog;
}

/** A page render as it came, read whole; `kept` when it may be kept (then concurrent requests share it). */
interface Rendered {
  status: number;
  statusText: string;
  headers: [string, string][];
  body: string | null;
  kept: KeptPage | null;
}

/** The site's page cache: see the module's comment. */
export interface PageCache {
  /**
   * The answer to a page request: `render` (React Router's) when the page cannot come from the cache, with the
   * headers of its kind; a kept page with the current response's nonce; or 304 when `If-None-Match` names it.
   */
  respond(req: ExpressRequest, res: ExpressResponse, render: () => Promise<Response>): Promise<Response>;
  /** Closes the shared store's connection. */
  close(): Promise<void>;
}

/** A site's page cache; `keep: false` only sets the headers (development). */
export function createPageCache(options: PageCacheOptions): PageCache {
  const times = options.times ?? PAGE_CACHE_TIMES;
  const limits = options.limits ?? PAGE_CACHE_LIMITS;
  const now = options.now ?? Date.now;
  const shared = options.keep ? (options.shared ?? null) : null;
  const lru = new PageLru(options.keep ? limits.entries : 0, limits.bytes);
  const cacheControl = publicCacheControl(times);
  const lifeMs = times.freshMs + times.staleMs;
  /** Kept pages compressed, once each, on their first answer in gzip (a page from Redis is a new object: again). */
  const compressed = new WeakMap<KeptPage, GzipPieces>();
  /** Renders under way, by key: a burst of misses for one page renders it once. */
  const flights = new Map<string, Promise<Rendered>>();

  /** Renders a page and reads it whole (pages render to completion anyway), keeping it when it may be kept. */
  async function renderPage(key: string, res: ExpressResponse, render: () => Promise<Response>): Promise<Rendered> {
    const response = await render();
    const body = response.body ? await response.text() : null;
    const nonce = responseNonce(res);
    const headers = [...response.headers.entries()];
    let kept: KeptPage | null = null;
    if (mayKeep(response, body)) {
      kept = keptPage(body, nonce, headers, now());
      if (options.keep) {
        lru.set(key, kept);
        void shared?.set(key, kept, lifeMs);
      }
    }
    return { status: response.status, statusText: response.statusText, headers, body, kept };
  }

  /** One render per key at a time; those who come meanwhile share its result. */
  function flight(key: string, res: ExpressResponse, render: () => Promise<Response>): Promise<Rendered> {
    const running = flights.get(key);
    if (running) return running;
    const started = renderPage(key, res, render).finally(() => flights.delete(key));
    flights.set(key, started);
    return started;
  }

  /** The answer of a kept page for this request: 304 when the client has it, else the HTML with this answer's nonce. */
  function answerKept(req: ExpressRequest, res: ExpressResponse, page: KeptPage, state: PageCacheState): Response {
    const headers = new Headers(page.headers);
    headers.set('Cache-Control', cacheControl);
    headers.set('ETag', page.etag);
    addVary(headers, 'Cookie');
    headers.set('X-Page-Cache', state);
    headers.set('Age', String(Math.max(0, Math.floor((now() - page.storedAt) / 1000))));
    if (etagMatches(req.headers['if-none-match'], page.etag)) {
      headers.delete('content-type');
      return new Response(null, { status: 304, headers });
    }
    const nonce = responseNonce(res) ?? page.nonce;
    // Compressed here (the compression middleware leaves an encoded answer as it is).
    if (acceptsGzip(req.headers['accept-encoding'])) {
      let pieces = compressed.get(page);
      if (!pieces) {
        pieces = gzipPieces(page.html, page.nonce);
        compressed.set(page, pieces);
      }
      headers.set('Content-Encoding', 'gzip');
      addVary(headers, 'Accept-Encoding');
      return new Response(joinGzip(pieces, nonce ?? ''), { status: 200, headers });
    }
    return new Response(withNonce(page.html, page.nonce, nonce), { status: 200, headers });
  }

  /** A render's answer: as a kept page when it may be kept, else `no-store` unless the page said otherwise. */
  function answerRendered(req: ExpressRequest, res: ExpressResponse, rendered: Rendered): Response {
    if (rendered.kept) return answerKept(req, res, rendered.kept, 'miss');
    const headers = new Headers(rendered.headers);
    if (!headers.has('cache-control')) headers.set('Cache-Control', 'no-store');
    addVary(headers, 'Cookie');
    headers.set('X-Page-Cache', 'bypass');
    return new Response(rendered.body, { status: rendered.status, statusText: rendered.statusText, headers });
  }

  /** A kept page of this process or, failing that, of the shared store (then kept here too), if still servable. */
  async function lookup(key: string): Promise<KeptPage | null> {
    const local = lru.get(key);
    if (local && now() - local.storedAt < lifeMs) return local;
    if (local) lru.delete(key);
    const found = shared ? await shared.get(key) : null;
    if (!found || now() - found.storedAt >= lifeMs) return null;
    lru.set(key, found);
    return found;
  }

  /** A render whose answer is only this visitor's: never kept, never shared, `private, no-store`. */
  async function personal(render: () => Promise<Response>): Promise<Response> {
    const response = await render();
    const headers = new Headers(response.headers);
    headers.set('Cache-Control', 'private, no-store');
    addVary(headers, 'Cookie');
    headers.set('X-Page-Cache', 'bypass');
    return new Response(response.body, { status: response.status, statusText: response.statusText, headers });
  }

  return {
    async respond(req, res, render) {
      // An action's answer tells of what this visitor sent.
      if (req.method !== 'GET' && req.method !== 'HEAD') return personal(render);
      const visitor = pageVisitor(req.headers.cookie);
      // Every page learns the content version, a visitor's with a session too: what the server keeps for all pages
      // (the main menu, the current edition) is read again under a new one, whoever asks first.
      const version = options.keep && options.version ? await options.version() : '';
      if (version) res.locals.contentVersion = version;
      if (visitor.personal) return personal(render);
      // HEAD renders no body (render.tsx), so there is nothing to keep nor an ETag to give.
      if (req.method === 'HEAD') {
        const response = await render();
        const headers = new Headers(response.headers);
        addVary(headers, 'Cookie');
        return new Response(null, { status: response.status, statusText: response.statusText, headers });
      }
      const key = pageKey(options.site, version, visitor, req.originalUrl);
      const page = options.keep ? await lookup(key) : null;
      if (page) {
        if (now() - page.storedAt < times.freshMs) return answerKept(req, res, page, 'hit');
        // Stale: served as it is while one render refreshes it; a failed refresh leaves it to expire.
        flight(key, res, render).catch((error: unknown) => options.log?.warn(`Page refresh failed: ${String(error)}`));
        return answerKept(req, res, page, 'stale');
      }
      const leading = !flights.has(key);
      const rendered = await flight(key, res, render);
      if (leading || rendered.kept) return answerRendered(req, res, rendered);
      // Only a page that may be kept is shared: anything else (an error, a redirect, a cookie set, a render cut short
      // because its client went away) was that request's own, and this one renders for itself.
      return answerRendered(req, res, await renderPage(key, res, render));
    },
    close: async () => shared?.close(),
  };
}

/**
 * The page cache of a site server: pages kept in production only (development renders every request from the
 * sources), unless `PAGE_CACHE=off`, keyed by the API's content version; shared through Redis when `REDIS_URL` is
 * set, under `REDIS_PREFIX` (`artfair:`).
 */
export async function sitePageCache(
  { site, apiUrl, production }: { site: SiteName; apiUrl: string; production: boolean },
  env: NodeJS.ProcessEnv = process.env,
  log: PageCacheLog = console,
): Promise<PageCache> {
  const setting = env['PAGE_CACHE'] ?? '';
  if (setting !== '' && setting !== 'on' && setting !== 'off') {
    throw new Error(`PAGE_CACHE must be on or off, not "${setting}"`);
  }
  const keep = production && setting !== 'off';
  const url = env['REDIS_URL'];
  if (url && !/^rediss?:\/\//.test(url)) throw new Error('REDIS_URL must be a redis:// or rediss:// address');
  const shared =
    keep && url ? await createRedisPageStore({ url, prefix: env['REDIS_PREFIX'] ?? 'artfair:', log }) : null;
  return createPageCache({ site, keep, shared, log, version: apiContentVersion(apiUrl) });
}
