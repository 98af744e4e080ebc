/**
 * @jest-environment node
 *
 * The page cache on its own: what it keeps and for whom, how long, one render for a burst of misses, each answer's own
 * nonce, ETags and 304, and the pages shared through the test Redis server (`TEST_REDIS_URL`, else 127.0.0.1:6379;
 * keys under a prefix of this run only, deleted afterwards).
 */
import { randomBytes } from 'node:crypto';
import http from 'node:http';
import net from 'node:net';
import { gunzipSync } from 'node:zlib';
import type { Request as ExpressRequest, Response as ExpressResponse } from 'express';
import { Redis } from 'ioredis';
import {
  PageLru,
  acceptsGzip,
  apiContentVersion,
  createPageCache,
  createRedisPageStore,
  etagMatches,
  gzipPieces,
  joinGzip,
  pageEtag,
  pageVisitor,
  sitePageCache,
  withNonce,
  type KeptPage,
  type PageCache,
  type SharedPageStore,
} from './page-cache';

const TIMES = { freshMs: 5_000, staleMs: 25_000 };
const PUBLIC = 'public, max-age=0, s-maxage=5, stale-while-revalidate=25';

/** A page as render.tsx answers it, its scripts carrying `nonce`. */
function htmlPage(text: string, nonce: string): string {
  return `<!DOCTYPE html><html><head><script nonce="${nonce}">window.x=1</script></head><body><p>${text}</p><script nonce="${nonce}" type="module">import "/a.js"</script></body></html>`;
}

/** The request and response objects of Express, as much of them as the cache reads. */
function exchange(
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
function renderer(initial: { text?: string; status?: number; headers?: Record<string, string> } = {}) {
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

function clock(start = 1_700_000_000_000) {
  const time = { now: start };
  return { now: () => time.now, advance: (ms: number) => (time.now += ms) };
}

async function ask(cache: PageCache, render: ReturnType<typeof renderer>, url: string, options = {}) {
  const { req, res, nonce } = exchange(url, options);
  const response = await cache.respond(req, res, render.for(res, url));
  return { response, nonce, html: response.status === 304 ? '' : await response.text() };
}

const nonces = (html: string) => [...html.matchAll(/nonce="([^"]+)"/g)].map((m) => m[1]);

describe('whom a page is for', () => {
  it('is personal with a session cookie; anonymous otherwise, in the variant of the cookie banner’s answer', () => {
    expect(pageVisitor('o_token=abc')).toEqual({ personal: true });
    expect(pageVisitor('acceptCookies=1; o_token=abc')).toEqual({ personal: true });
    expect(pageVisitor(undefined)).toEqual({ personal: false, variant: 'unanswered' });
    expect(pageVisitor('o_token=')).toEqual({ personal: false, variant: 'unanswered' });
    expect(pageVisitor('_ga=GA1.1.1.1; art=1')).toEqual({ personal: false, variant: 'unanswered' });
    expect(pageVisitor('acceptCookies=1; _ga=GA1.1.1.1')).toEqual({ personal: false, variant: 'accepted' });
    expect(pageVisitor('acceptCookies=0')).toEqual({ personal: false, variant: 'rejected' });
    expect(pageVisitor('acceptCookies=yes')).toEqual({ personal: false, variant: 'unanswered' });
  });
});

describe('ETags and nonces', () => {
  it('names the content whatever nonce it carries', () => {
    const a = pageEtag(htmlPage('Obras', 'n0nceA'), 'n0nceA');
    expect(a).toMatch(/^W\/"[\w-]{27}"$/);
    expect(pageEtag(htmlPage('Obras', 'OtherNonce2'), 'OtherNonce2')).toBe(a);
    expect(pageEtag(htmlPage('Obras vendidas', 'n0nceA'), 'n0nceA')).not.toBe(a);
  });

  it('rewrites every occurrence of the rendered nonce', () => {
    expect(nonces(withNonce(htmlPage('x', 'old'), 'old', 'new'))).toEqual(['new', 'new']);
    expect(withNonce(htmlPage('x', 'old'), 'old', null)).toBe(htmlPage('x', 'old'));
  });

  it('compares If-None-Match weakly, in lists and with *', () => {
    expect(etagMatches('W/"abc"', 'W/"abc"')).toBe(true);
    expect(etagMatches('"abc"', 'W/"abc"')).toBe(true);
    expect(etagMatches('"x", W/"abc"', 'W/"abc"')).toBe(true);
    expect(etagMatches('*', 'W/"abc"')).toBe(true);
    expect(etagMatches('W/"abd"', 'W/"abc"')).toBe(false);
    expect(etagMatches(undefined, 'W/"abc"')).toBe(false);
  });
});

describe('kept pages compressed once', () => {
  it('join their pieces around any nonce into a gzip member that decodes to the page with that nonce', () => {
    for (const html of [
      htmlPage('Obras de 1.000 € · «Azul» 日本', 'n0nce+/A=='),
      'n0nce+/A==<p>at both ends</p>n0nce+/A==',
      'x'.repeat(200_000) + 'n0nce+/A==' + 'y'.repeat(70_000),
    ]) {
      const pieces = gzipPieces(html, 'n0nce+/A==');
      for (const nonce of ['Other+Nonce/2==', 'n0nce+/A==', '']) {
        expect(gunzipSync(joinGzip(pieces, nonce)).toString()).toBe(html.split('n0nce+/A==').join(nonce));
      }
    }
    expect(gunzipSync(joinGzip(gzipPieces('<p>sin nonce</p>', null), 'abc')).toString()).toBe('<p>sin nonce</p>');
  });

  it('are answered in gzip to whoever takes it', () => {
    expect(acceptsGzip('gzip, deflate, br')).toBe(true);
    expect(acceptsGzip('br;q=1.0, GZIP;q=0.5')).toBe(true);
    expect(acceptsGzip('gzip;q=0')).toBe(false);
    expect(acceptsGzip('deflate, br')).toBe(false);
    expect(acceptsGzip(undefined)).toBe(false);
  });
});

describe('the pages kept in a process', () => {
  const page = (html: string): KeptPage => ({ html, nonce: null, etag: 'W/"x"', headers: [], storedAt: 0 });

  it('forgets the least recently used beyond its entries', () => {
    const lru = new PageLru(2, 1_000);
    lru.set('a', page('a'));
    lru.set('b', page('b'));
    lru.get('a');
    lru.set('c', page('c'));
    expect([lru.get('a'), lru.get('b'), lru.get('c')].map((p) => p?.html)).toEqual(['a', undefined, 'c']);
    expect(lru.entries).toBe(2);
  });

  it('forgets the least recently used beyond its bytes, and never keeps a page larger than them all', () => {
    const lru = new PageLru(100, 10);
    lru.set('a', page('aaaa'));
    lru.set('b', page('bbbb'));
    lru.set('c', page('cccc'));
    expect(lru.bytes).toBe(8);
    expect(lru.get('a')).toBeUndefined();
    lru.set('big', page('x'.repeat(11)));
    expect(lru.get('big')).toBeUndefined();
    expect(lru.bytes).toBe(8);
    lru.set('b', page('bb'));
    expect(lru.bytes).toBe(6);
  });
});

describe('a site’s page cache', () => {
  let time: ReturnType<typeof clock>;
  let cache: PageCache;
  let render: ReturnType<typeof renderer>;

  beforeEach(() => {
    time = clock();
    cache = createPageCache({ site: 'shop', keep: true, times: TIMES, now: time.now });
    render = renderer();
  });

  it('keeps an anonymous page: public with an ETag, then served without rendering with each answer’s nonce', async () => {
    const first = await ask(cache, render, '/es/shop/obras?sort=PRICE_ASC');
    expect(first.response.status).toBe(200);
    expect(first.response.headers.get('cache-control')).toBe(PUBLIC);
    expect(first.response.headers.get('vary')).toBe('Cookie');
    expect(first.response.headers.get('x-page-cache')).toBe('miss');
    expect(first.response.headers.get('content-type')).toBe('text/html; charset=utf-8');
    const etag = first.response.headers.get('etag');
    expect(etag).toMatch(/^W\//);
    expect(nonces(first.html)).toEqual([first.nonce, first.nonce]);

    time.advance(4_000);
    const second = await ask(cache, render, '/es/shop/obras?sort=PRICE_ASC');
    expect(render.calls).toHaveLength(1);
    expect(second.response.headers.get('x-page-cache')).toBe('hit');
    expect(second.response.headers.get('age')).toBe('4');
    expect(second.response.headers.get('etag')).toBe(etag);
    expect(second.nonce).not.toBe(first.nonce);
    expect(nonces(second.html)).toEqual([second.nonce, second.nonce]);
    expect(second.html).toBe(withNonce(first.html, first.nonce, second.nonce));

    // Another query is another page.
    await ask(cache, render, '/es/shop/obras?sort=PRICE_DESC');
    expect(render.calls).toHaveLength(2);
  });

  it('answers a kept page in gzip, compressed once, with each answer’s nonce', async () => {
    const answers = [];
    for (let i = 0; i < 3; i++) {
      const { req, res, nonce } = exchange('/es/shop/obras', { gzip: true });
      const response = await cache.respond(req, res, render.for(res));
      answers.push({ response, nonce, html: gunzipSync(Buffer.from(await response.arrayBuffer())).toString() });
    }
    expect(render.calls).toHaveLength(1);
    for (const { response, nonce, html } of answers) {
      expect(response.headers.get('content-encoding')).toBe('gzip');
      expect(response.headers.get('vary')).toBe('Cookie, Accept-Encoding');
      expect(html).toBe(htmlPage('Obras', nonce!));
    }
  });

  it('answers 304 without a body when If-None-Match names the page, kept or just rendered', async () => {
    const first = await ask(cache, render, '/es/shop');
    const etag = first.response.headers.get('etag')!;
    const again = await ask(cache, render, '/es/shop', { ifNoneMatch: etag });
    expect(again.response.status).toBe(304);
    expect(again.response.body).toBeNull();
    expect(again.response.headers.get('etag')).toBe(etag);
    expect(again.response.headers.get('cache-control')).toBe(PUBLIC);

    const fresh = createPageCache({ site: 'shop', keep: true, times: TIMES, now: time.now });
    const rendered = await ask(fresh, render, '/es/shop', { ifNoneMatch: `W/"other", ${etag}` });
    expect(rendered.response.status).toBe(304);
    const changed = await ask(cache, render, '/es/shop', { ifNoneMatch: 'W/"other"' });
    expect(changed.response.status).toBe(200);
  });

  it('serves a page fresh, then stale while one render refreshes it, then renders it again', async () => {
    await ask(cache, render, '/es/shop/obra/azul');
    render.state.text = 'Vendida';
    time.advance(5_000);
    const stale = await ask(cache, render, '/es/shop/obra/azul');
    expect(stale.response.headers.get('x-page-cache')).toBe('stale');
    expect(stale.html).toContain('<p>Obras</p>');
    await new Promise((resolve) => setImmediate(resolve));
    expect(render.calls).toHaveLength(2);
    const refreshed = await ask(cache, render, '/es/shop/obra/azul');
    expect(refreshed.response.headers.get('x-page-cache')).toBe('hit');
    expect(refreshed.html).toContain('<p>Vendida</p>');

    render.state.text = 'Reservada';
    time.advance(30_000);
    const expired = await ask(cache, render, '/es/shop/obra/azul');
    expect(expired.response.headers.get('x-page-cache')).toBe('miss');
    expect(expired.html).toContain('<p>Reservada</p>');
    expect(render.calls).toHaveLength(3);
  });

  it('renders a burst of misses for one page once, each answer with its own nonce', async () => {
    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const calls: string[] = [];
    const answers = Array.from({ length: 5 }, () => {
      const { req, res, nonce } = exchange('/es/shop/artistas');
      const response = cache.respond(req, res, async () => {
        calls.push(nonce!);
        await gate;
        return new Response(htmlPage('Artistas', nonce!), { headers: { 'Content-Type': 'text/html' } });
      });
      return { response, nonce };
    });
    release();
    const done = await Promise.all(
      answers.map(async ({ response, nonce }) => ({ html: await (await response).text(), nonce })),
    );
    expect(calls).toHaveLength(1);
    for (const { html, nonce } of done) expect(nonces(html)).toEqual([nonce, nonce]);
  });

  it('shares a burst’s render only when it may be kept: an error is each request’s own', async () => {
    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => (release = resolve));
    let calls = 0;
    const answers = Array.from({ length: 3 }, () => {
      const { req, res } = exchange('/es/shop/no-existe');
      return cache.respond(req, res, async () => {
        calls += 1;
        await gate;
        return new Response('<p>No existe</p>', { status: 404, headers: { 'Content-Type': 'text/html' } });
      });
    });
    release();
    const statuses = (await Promise.all(answers)).map((response) => response.status);
    expect(statuses).toEqual([404, 404, 404]);
    expect(calls).toBe(3);
  });

  it('never keeps nor shares a page with a session: private, no-store, rendered each time', async () => {
    await ask(cache, render, '/es/shop');
    const personal = await ask(cache, render, '/es/shop', { cookie: 'o_token=abc' });
    expect(personal.response.headers.get('cache-control')).toBe('private, no-store');
    expect(personal.response.headers.get('etag')).toBeNull();
    expect(personal.response.headers.get('vary')).toBe('Cookie');
    await ask(cache, render, '/es/shop', { cookie: 'o_token=abc' });
    expect(render.calls).toHaveLength(3);

    // Nor does a page rendered for a session reach an anonymous visitor.
    await ask(cache, render, '/es/shop/galerias', { cookie: 'o_token=abc' });
    const anonymous = await ask(cache, render, '/es/shop/galerias');
    expect(anonymous.response.headers.get('x-page-cache')).toBe('miss');
  });

  it('keeps a page per answer of the cookie banner', async () => {
    await ask(cache, render, '/es/shop');
    const accepted = await ask(cache, render, '/es/shop', { cookie: 'acceptCookies=1' });
    const rejected = await ask(cache, render, '/es/shop', { cookie: 'acceptCookies=0; _ga=GA1.1.2.3' });
    expect([accepted, rejected].map((a) => a.response.headers.get('x-page-cache'))).toEqual(['miss', 'miss']);
    const again = await ask(cache, render, '/es/shop', { cookie: '_ga=GA1.1.2.3; acceptCookies=1' });
    expect(again.response.headers.get('x-page-cache')).toBe('hit');
    expect(render.calls).toHaveLength(3);
  });

  it.each<[string, { status?: number; headers?: Record<string, string> }]>([
    ['a 404', { status: 404 }],
    ['a 500', { status: 500 }],
    ['the unavailable page (503)', { status: 503 }],
    ['a redirect', { status: 301, headers: { Location: '/en/shop' } }],
    ['a page that sets a cookie', { headers: { 'Set-Cookie': 'a=1' } }],
  ])('never keeps %s, and marks it no-store', async (_what, answer) => {
    render = renderer(answer);
    const first = await ask(cache, render, '/es/shop/x');
    await ask(cache, render, '/es/shop/x');
    expect(render.calls).toHaveLength(2);
    expect(first.response.status).toBe(answer.status ?? 200);
    expect(first.response.headers.get('cache-control')).toBe('no-store');
    expect(first.response.headers.get('etag')).toBeNull();
    expect(first.response.headers.get('x-page-cache')).toBe('bypass');
  });

  it('keeps the Cache-Control a page gives itself, and then does not keep the page', async () => {
    render = renderer({ headers: { 'Cache-Control': 'no-cache' } });
    const first = await ask(cache, render, '/es/shop/y');
    await ask(cache, render, '/es/shop/y');
    expect(render.calls).toHaveLength(2);
    expect(first.response.headers.get('cache-control')).toBe('no-cache');
  });

  it('never keeps a POST’s answer, nor answers a POST from what it keeps', async () => {
    await ask(cache, render, '/es/contacto');
    const post = await ask(cache, render, '/es/contacto', { method: 'POST' });
    expect(post.response.headers.get('cache-control')).toBe('private, no-store');
    await ask(cache, render, '/es/contacto', { method: 'POST' });
    expect(render.calls).toHaveLength(3);
  });

  it('keeps nothing when told so (development), the headers stay', async () => {
    const headersOnly = createPageCache({ site: 'fair', keep: false, times: TIMES, now: time.now });
    const first = await ask(headersOnly, render, '/es');
    const second = await ask(headersOnly, render, '/es', { ifNoneMatch: first.response.headers.get('etag')! });
    expect(render.calls).toHaveLength(2);
    expect(first.response.headers.get('cache-control')).toBe(PUBLIC);
    expect(second.response.status).toBe(304);
  });

  it('reads PAGE_CACHE and REDIS_URL', async () => {
    await expect(
      sitePageCache({ site: 'fair', apiUrl: 'http://127.0.0.1:9', production: true }, { PAGE_CACHE: 'maybe' }),
    ).rejects.toThrow('PAGE_CACHE');
    await expect(
      sitePageCache(
        { site: 'fair', apiUrl: 'http://127.0.0.1:9', production: true },
        { REDIS_URL: 'http://cache:6379' },
      ),
    ).rejects.toThrow('REDIS_URL');
    const off = await sitePageCache(
      { site: 'fair', apiUrl: 'http://127.0.0.1:9', production: true },
      { PAGE_CACHE: 'off' },
    );
    await ask(off, render, '/es');
    await ask(off, render, '/es');
    expect(render.calls).toHaveLength(2);
    await off.close();
  });
});

describe('the version of the public content', () => {
  it('is part of the key: a page kept before a change is not served after it', async () => {
    const time = clock();
    let version = 'v1';
    const cache = createPageCache({
      site: 'shop',
      keep: true,
      times: TIMES,
      now: time.now,
      version: async () => version,
    });
    const render = renderer({ text: 'Disponible' });
    await ask(cache, render, '/es/shop/obra/azul');
    expect((await ask(cache, render, '/es/shop/obra/azul')).response.headers.get('x-page-cache')).toBe('hit');
    version = 'v2';
    render.state.text = 'Vendida';
    const after = await ask(cache, render, '/es/shop/obra/azul');
    expect(after.response.headers.get('x-page-cache')).toBe('miss');
    expect(after.html).toContain('<p>Vendida</p>');
  });

  it('is learnt by a page with a session too, never kept, so what the server keeps for every page follows it', async () => {
    let version = 'v1';
    const cache = createPageCache({
      site: 'fair',
      keep: true,
      times: TIMES,
      now: clock().now,
      version: async () => version,
    });
    const render = renderer({ text: 'Mi cuenta' });
    const personal = async () => {
      const { req, res } = exchange('/es', { cookie: 'o_token=abc' });
      const response = await cache.respond(req, res, render.for(res, '/es'));
      return { cacheHeader: response.headers.get('x-page-cache'), version: res.locals['contentVersion'] as unknown };
    };
    expect(await personal()).toEqual({ cacheHeader: 'bypass', version: 'v1' });
    version = 'v2';
    expect(await personal()).toEqual({ cacheHeader: 'bypass', version: 'v2' });
  });

  describe('read from the API', () => {
    let api: http.Server;
    let base = '';
    let version = 'a.0';
    let reads = 0;
    /** While set, the API holds its answers until the gate opens. */
    let gate: Promise<void> | null = null;

    beforeAll(async () => {
      api = http.createServer((req, res) => {
        reads += 1;
        const answer = version;
        void (gate ?? Promise.resolve()).then(() => {
          if (answer === 'broken') res.writeHead(500).end('{}');
          else res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ version: answer }));
        });
      });
      await new Promise<void>((resolve) => api.listen(0, '127.0.0.1', resolve));
      base = `http://127.0.0.1:${(api.address() as net.AddressInfo).port}`;
    });
    afterAll(() => {
      api.closeAllConnections();
      api.close();
    });

    it('gives each caller a version read after it asked, sharing reads between callers', async () => {
      const current = apiContentVersion(base);
      reads = 0;
      let open: () => void = () => undefined;
      gate = new Promise((resolve) => (open = resolve));
      const first = current();
      // The API read the version for the first caller (waited for, not timed: a loaded machine may take longer than
      // any fixed pause to deliver the request); then it changes, and three more callers come.
      while (reads < 1) await new Promise((resolve) => setTimeout(resolve, 5));
      version = 'a.1';
      const later = [current(), current(), current()];
      gate = null;
      open();
      expect(await first).toBe('a.0');
      expect(await Promise.all(later)).toEqual(['a.1', 'a.1', 'a.1']);
      expect(reads).toBe(2);
    });

    it('keeps the last version read while the API fails or is away', async () => {
      version = 'b.0';
      const current = apiContentVersion(base);
      expect(await current()).toBe('b.0');
      version = 'broken';
      expect(await current()).toBe('b.0');
      const away = apiContentVersion('http://127.0.0.1:9');
      expect(await away()).toBe('');
    });
  });
});

describe('pages shared through Redis', () => {
  const url = process.env['TEST_REDIS_URL'] ?? process.env['REDIS_URL'] ?? 'redis://127.0.0.1:6379';
  const prefix = `test:${randomBytes(6).toString('hex')}:`;
  const log = { warnings: [] as string[], info: () => undefined, warn: (m: string) => log.warnings.push(m) };
  const admin = new Redis(url);
  const stores: SharedPageStore[] = [];

  /** A store on the test server, once connected. */
  async function store(at = url): Promise<SharedPageStore> {
    const created = await createRedisPageStore({ url: at, prefix, log });
    stores.push(created);
    return created;
  }

  afterAll(async () => {
    await Promise.all(stores.map((s) => s.close()));
    const keys = await admin.keys(`${prefix}*`);
    if (keys.length > 0) await admin.del(...keys);
    await admin.quit();
  });

  it('lets a second process serve the page the first rendered, with its own nonce, until the page expires', async () => {
    const time = clock(Date.now());
    const [a, b] = [await store(), await store()];
    const render = renderer({ text: 'Compartida' });
    const one = createPageCache({ site: 'fair', keep: true, times: TIMES, now: time.now, shared: a });
    const two = createPageCache({ site: 'fair', keep: true, times: TIMES, now: time.now, shared: b });
    const first = await ask(one, render, '/es/obras');
    // The write to Redis is not awaited by the answer.
    for (let i = 0; i < 500 && (await admin.keys(`${prefix}page:*`)).length === 0; i++) {
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    expect(await admin.keys(`${prefix}page:*`)).toEqual([`${prefix}page:fair::unanswered:/es/obras`]);
    const ttl = await admin.pttl(`${prefix}page:fair::unanswered:/es/obras`);
    expect(ttl).toBeGreaterThan(25_000);
    expect(ttl).toBeLessThanOrEqual(30_000);

    const second = await ask(two, render, '/es/obras');
    expect(render.calls).toHaveLength(1);
    expect(second.response.headers.get('x-page-cache')).toBe('hit');
    expect(second.response.headers.get('etag')).toBe(first.response.headers.get('etag'));
    expect(nonces(second.html)).toEqual([second.nonce, second.nonce]);

    // Expired for the readers too, whatever Redis still holds.
    time.advance(30_000);
    const three = createPageCache({ site: 'fair', keep: true, times: TIMES, now: time.now, shared: b });
    await ask(three, render, '/es/obras');
    expect(render.calls).toHaveLength(2);
  });

  it('renders every page while Redis cannot be reached, and says so once', async () => {
    const server = net.createServer();
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as net.AddressInfo;
    await new Promise((resolve) => server.close(resolve));
    const down = await store(`redis://127.0.0.1:${port}`);
    const render = renderer();
    const cache = createPageCache({ site: 'fair', keep: true, times: TIMES, shared: down });
    const answer = await ask(cache, render, '/es/artistas');
    expect(answer.response.status).toBe(200);
    expect((await ask(cache, render, '/es/artistas')).response.headers.get('x-page-cache')).toBe('hit');
    expect(log.warnings.filter((w) => w.includes(`127.0.0.1:${port} unreachable`))).toHaveLength(1);
  });
});
