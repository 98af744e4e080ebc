/**
 * @jest-environment node
 *
 * The page cache as a site uses it: what it keeps and for whom, how long, one render for a burst of misses, each
 * answer's own nonce, ETags and 304, gzip, the content version in the key.
 */
import { gunzipSync } from 'node:zlib';
import { createPageCache, sitePageCache, type PageCache } from './page-cache';
import { withNonce } from './page-cache-policy';
import { TIMES, ask, clock, exchange, htmlPage, nonces, renderer } from './test-pages';

const PUBLIC = 'public, max-age=0, s-maxage=5, stale-while-revalidate=25';

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
});
