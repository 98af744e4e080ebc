/**
 * The sites' page cache (issue 14, "Fast pages"; decision 024): what a page's answer may be kept by whom, and a
 * short-lived cache of the pages of anonymous visitors in this process (and, with `REDIS_URL`, in Redis shared by
 * every site process).
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
import { constants as zlib, crc32, deflateRawSync } from 'node:zlib';
import type { Request as ExpressRequest, Response as ExpressResponse } from 'express';
import { TOKEN_COOKIE, readCookie } from '@art/data';
import { hasCookieAnswer, hasCookieConsent } from '@art/layout';
import { connectSharedRedis, REDIS_TIMEOUTS } from '@art/redis';
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

/**
 * A kept page compressed once: its HTML split at the nonce it was rendered with, each piece deflated on its own and
 * ended by a full flush (byte-aligned, not final, referring to nothing outside itself), so that an answer with another
 * nonce joins the pieces around it in a stored block instead of compressing 190 KB again (gzip was most of the cost of
 * a hit). The pieces as they are too, for the answer's CRC.
 */
export interface GzipPieces {
  raw: Buffer[];
  deflated: Buffer[];
}

export function gzipPieces(html: string, nonce: string | null): GzipPieces {
  const raw = (nonce ? html.split(nonce) : [html]).map((piece) => Buffer.from(piece));
  return { raw, deflated: raw.map((piece) => deflateRawSync(piece, { finishFlush: zlib.Z_FULL_FLUSH })) };
}

/** RFC 1952: deflate, no name nor time, unknown system. */
const GZIP_HEADER = Buffer.from([0x1f, 0x8b, 8, 0, 0, 0, 0, 0, 0, 0xff]);
/** RFC 1951: an empty stored block marked final, after a byte-aligned flush. */
const FINAL_BLOCK = Buffer.from([1, 0, 0, 0xff, 0xff]);

/** The gzip member of the kept page with `nonce` between its pieces (a nonce is far below a stored block's 64 KiB). */
export function joinGzip(pieces: GzipPieces, nonce: string): Uint8Array<ArrayBuffer> {
  const joint = Buffer.from(nonce);
  const stored = Buffer.alloc(5);
  stored.writeUInt16LE(joint.length, 1);
  stored.writeUInt16LE(~joint.length & 0xffff, 3);
  const parts: Buffer[] = [GZIP_HEADER];
  let crc = 0;
  let size = 0;
  // Node's crc32 answers 0 for a buffer over an empty ArrayBuffer (a nonce at the very end leaves such a piece): an
  // empty piece leaves the CRC as it is anyway.
  const add = (bytes: Buffer) => {
    if (bytes.length > 0) crc = crc32(bytes, crc);
    size += bytes.length;
  };
  pieces.deflated.forEach((piece, i) => {
    if (i > 0) {
      parts.push(stored, joint);
      add(joint);
    }
    parts.push(piece);
    add(pieces.raw[i]!);
  });
  const trailer = Buffer.alloc(8);
  trailer.writeUInt32LE(crc >>> 0, 0);
  trailer.writeUInt32LE(size >>> 0, 4);
  parts.push(FINAL_BLOCK, trailer);
  // A copy in a plain ArrayBuffer, as a Response body takes it.
  return new Uint8Array(Buffer.concat(parts));
}

/** Whether an `Accept-Encoding` header takes gzip (named, without `q=0`). */
export function acceptsGzip(header: string | undefined): boolean {
  return (header ?? '').split(',').some((part) => {
    const [coding, ...params] = part.split(';');
    return coding?.trim().toLowerCase() === 'gzip' && !params.some((param) => /^\s*q=0(\.0*)?\s*$/i.test(param));
  });
}

/** The nonce of this response's scripts (the CSP middleware's), if any. */
function responseNonce(res: ExpressResponse): string | null {
  const nonce: unknown = res.locals['cspNonce'];
  return typeof nonce === 'string' && nonce !== '' ? nonce : null;
}

/** Pages kept in this process: an LRU bounded by entries and bytes (Map order doubles as the recency order). */
export class PageLru {
  private readonly pages = new Map<string, KeptPage>();
  private size = 0;

  constructor(
    private readonly maxEntries: number,
    private readonly maxBytes: number,
  ) {}

  get entries(): number {
    return this.pages.size;
  }

  get bytes(): number {
    return this.size;
  }

  get(key: string): KeptPage | undefined {
    const page = this.pages.get(key);
    if (page) {
      this.pages.delete(key);
      this.pages.set(key, page);
    }
    return page;
  }

  set(key: string, page: KeptPage): void {
    this.delete(key);
    const bytes = Buffer.byteLength(page.html);
    // A page larger than the whole budget would only empty the cache.
    if (bytes > this.maxBytes || this.maxEntries < 1) return;
    this.pages.set(key, page);
    this.size += bytes;
    for (const [oldest] of this.pages) {
      if (this.pages.size <= this.maxEntries && this.size <= this.maxBytes) break;
      this.delete(oldest);
    }
  }

  delete(key: string): void {
    const page = this.pages.get(key);
    if (!page) return;
    this.pages.delete(key);
    this.size -= Buffer.byteLength(page.html);
  }
}

/** Pages shared by the site processes (Redis): failures answer "not kept", never an error. */
export interface SharedPageStore {
  get(key: string): Promise<KeptPage | null>;
  set(key: string, page: KeptPage, ttlMs: number): Promise<void>;
  close(): Promise<void>;
}

/** Where the cache says that its shared store went away or came back. */
export interface PageCacheLog {
  info(message: string): void;
  warn(message: string): void;
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

/** Headers this cache decides per answer: dropped from a render before it is kept. */
const PER_ANSWER = new Set(['cache-control', 'etag', 'vary', 'age', 'x-page-cache', 'content-length', 'date']);

function addVary(headers: Headers, value: string): void {
  const vary = headers.get('vary');
  const values = vary ? vary.split(',').map((v) => v.trim().toLowerCase()) : [];
  if (!values.includes(value.toLowerCase()) && !values.includes('*')) {
    headers.set('vary', vary ? `${vary}, ${value}` : value);
  }
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
    const keepable =
      response.status === 200 &&
      body !== null &&
      /^text\/html\b/.test(response.headers.get('content-type') ?? '') &&
      !response.headers.has('set-cookie') &&
      !response.headers.has('cache-control');
    let kept: KeptPage | null = null;
    if (keepable) {
      kept = {
        html: body,
        nonce,
        etag: pageEtag(body, nonce),
        headers: headers.filter(([name]) => !PER_ANSWER.has(name)),
        storedAt: now(),
      };
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
      const key = `${options.site}:${version}:${visitor.variant}:${req.originalUrl}`;
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

/** The time limits of the shared store's Redis client: a page waits at most this long for Redis, then renders. */
export const PAGE_REDIS_TIMEOUTS = { ...REDIS_TIMEOUTS, commandMs: 200 } as const;

/**
 * The pages shared through Redis under `{prefix}page:{site}:{version}:{variant}:{address}` (one JSON value each,
 * expiring with the page), over `@art/redis`'s shared-state connection, as the API's limit store: no command is queued
 * while disconnected, one waits at most {@link PAGE_REDIS_TIMEOUTS}`.commandMs`, and while Redis is away each process
 * keeps its pages alone (logged once per outage).
 */
export async function createRedisPageStore({
  url,
  prefix,
  log,
}: {
  url: string;
  prefix: string;
  log: PageCacheLog;
}): Promise<SharedPageStore> {
  const redis = await connectSharedRedis({
    url,
    name: `${prefix}pages`,
    log,
    timeouts: PAGE_REDIS_TIMEOUTS,
    whileAway: 'pages are kept by each site process alone until it is back',
    whenBack: 'pages are shared again',
  });
  const { client } = redis;
  const keyOf = (key: string) => `${prefix}page:${key}`;
  return {
    async get(key) {
      if (!redis.ready()) return null;
      try {
        const text = await client.get(keyOf(key));
        return text ? (JSON.parse(text) as KeptPage) : null;
      } catch {
        return null;
      }
    },
    async set(key, page, ttlMs) {
      if (!redis.ready()) return;
      try {
        await client.set(keyOf(key), JSON.stringify(page), 'PX', ttlMs);
      } catch {
        // Kept in this process all the same.
      }
    },
    close: () => redis.close(),
  };
}

/** How long a site waits for the API's content version before it uses the last one it read. */
export const CONTENT_VERSION_TIMEOUT_MS = 300;

/**
 * The version of the public content as the API gives it (`GET /api/content-version`, decision 024), read so that each
 * request sees a version read after it arrived: a change the API acknowledged before a page was asked for is never
 * hidden by a page kept before it. Reads are coalesced: one at a time, and whoever comes while one is under way waits
 * for the next, which they all share (one small request to the API per render time of the fastest page, at most).
 * When the API does not answer within {@link CONTENT_VERSION_TIMEOUT_MS}, the last version read is used: pages then
 * live out their time.
 */
export function apiContentVersion(apiUrl: string, timeoutMs = CONTENT_VERSION_TIMEOUT_MS): () => Promise<string> {
  const address = `${apiUrl}/api/content-version`;
  let latest = '';
  let current: Promise<string> | null = null;
  let queued: Promise<string> | null = null;
  const read = async (): Promise<string> => {
    try {
      const response = await fetch(address, { signal: AbortSignal.timeout(timeoutMs) });
      const body = (await response.json()) as { version?: unknown };
      if (response.ok && typeof body.version === 'string') latest = body.version;
    } catch {
      // The API is away or slow: the last version read.
    }
    return latest;
  };
  const start = (): Promise<string> => {
    const reading = read().finally(() => {
      if (current === reading) current = null;
    });
    current = reading;
    return reading;
  };
  return () => {
    if (!current) return start();
    // The read under way began before this request arrived: wait for the next one.
    queued ??= current.then(() => {
      queued = null;
      return current ?? start();
    });
    return queued;
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
