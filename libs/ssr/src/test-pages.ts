/**
 * The page cache's unit tests (`page-cache*.test.ts`, `gzip-splice.test.ts`): pages as render.tsx answers them, the
 * Express request and response as much as the cache reads, a counting render, a clock. Test code only.
 */
import { randomBytes } from 'node:crypto';
import type { Request as ExpressRequest, Response as ExpressResponse } from 'express';
import type { PageCache } from './page-cache';

/** The cache's times as in production, given explicitly so the tests say what they count on. */
export const TIMES = { freshMs: 5_000, staleMs: 25_000 };

/** A page as render.tsx answers it, its scripts carrying `nonce`. */
export function htmlPage(text: string, nonce: string): string {
  return `<!DOCTYPE html><html><head><script nonce="${nonce}">window.x=1</script></head><body><p>${text}</p><script nonce="${nonce}" type="module">import "/a.js"</script></body></html>`;
}

/** The request and response objects of Express, as much of them as the cache reads. */
export function exchange(
  url: string,
  {
    method = 'GET',
    cookie,
    ifNoneMatch,
    gzip = false,
    nonce = randomBytes(16).toString('base64'),
  }: Partial<{
    method: string;
    cookie: string;
    ifNoneMatch: string;
    gzip: boolean;
    nonce: string | null;
  }> = {},
) {
  const headers: Record<string, string> = {};
  if (gzip) headers['accept-encoding'] = 'gzip, deflate, br';
  if (cookie) headers['cookie'] = cookie;
  if (ifNoneMatch) headers['if-none-match'] = ifNoneMatch;
  const req = { method, headers, originalUrl: url } as unknown as ExpressRequest;
  const res = { locals: nonce ? { cspNonce: nonce } : {} } as unknown as ExpressResponse;
  return { req, res, nonce };
}

/** A render counting its calls; each answers `text` (and the current status/headers) with the response's nonce. */
export function renderer(initial: { text?: string; status?: number; headers?: Record<string, string> } = {}) {
  const state = { text: initial.text ?? 'Obras', status: initial.status ?? 200, headers: initial.headers ?? {} };
  const calls: string[] = [];
  return {
    state,
    calls,
    for(res: ExpressResponse, url = '?') {
      return () => {
        calls.push(url);
        const nonce = (res.locals['cspNonce'] as string | undefined) ?? '';
        return Promise.resolve(
          new Response(htmlPage(state.text, nonce), {
            status: state.status,
            headers: { 'Content-Type': 'text/html; charset=utf-8', ...state.headers },
          }),
        );
      };
    },
  };
}

export /** A clock the test moves. */
function clock(start = 1_700_000_000_000) {
  const time = { now: start };
  return { now: () => time.now, advance: (ms: number) => (time.now += ms) };
}

export /** One request of `url` to `cache`: its answer, the response's nonce and the HTML (empty for a 304). */
async function ask(cache: PageCache, render: ReturnType<typeof renderer>, url: string, options = {}) {
  const { req, res, nonce } = exchange(url, options);
  const response = await cache.respond(req, res, render.for(res, url));
  return { response, nonce, html: response.status === 304 ? '' : await response.text() };
}

/** The nonces of a page's scripts, in order. */
export const nonces = (html: string) => [...html.matchAll(/nonce="([^"]+)"/g)].map((m) => m[1]);
