/**
 * @jest-environment node
 *
 * The page cache in the real site server (`createSiteServer`, production) over a small build of the site's own root
 * and a stand-in API that counts the GraphQL requests the pages make: an anonymous page renders once and is then served
 * with each answer's own CSP nonce, revalidates with 304, and a page with a session is rendered for it alone.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import http from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { loadSiteConfig } from './config';
import { createPageCache } from './page-cache';
import { createSiteServer } from './server';
import { close, listen, stubApi, testSiteBuild } from './test-site';

const build = testSiteBuild();

describe('the page cache of a site server', () => {
  let api: http.Server;
  let site: http.Server;
  let siteUrl = '';
  let buildDir = '';
  /** The GraphQL requests the API received, with the session they carried. */
  const graphql: { authorization: string | undefined }[] = [];

  beforeAll(async () => {
    api = stubApi((req) => graphql.push({ authorization: req.headers.authorization }));
    const apiUrl = await listen(api);
    buildDir = mkdtempSync(path.join(tmpdir(), 'site-build-'));
    const config = { ...loadSiteConfig('fair', { NODE_ENV: 'production' }), apiUrl };
    // The production cache with a clock that stands still: what is kept stays fresh for the whole test.
    const pageCache = createPageCache({ site: 'fair', keep: true, now: () => 1_700_000_000_000 });
    site = http.createServer(await createSiteServer(config, buildDir, build, undefined, { pageCache }));
    siteUrl = await listen(site);
  });
  afterAll(async () => {
    await close(site);
    await close(api);
    rmSync(buildDir, { recursive: true, force: true });
  });
  beforeEach(() => (graphql.length = 0));

  /** The nonces of a page's scripts, and the one its Content-Security-Policy allows. */
  function nonces(html: string, res: Response) {
    const policy = /'nonce-([^']+)'/.exec(res.headers.get('content-security-policy') ?? '')?.[1];
    return { policy, scripts: [...new Set([...html.matchAll(/nonce="([^"]+)"/g)].map((m) => m[1]))] };
  }

  it('renders an anonymous page once, then serves it with each answer’s own nonce, and 304 when unchanged', async () => {
    const first = await fetch(`${siteUrl}/es/obras?sort=PRICE_ASC`);
    const firstHtml = await first.text();
    expect(first.status).toBe(200);
    expect(first.headers.get('x-page-cache')).toBe('miss');
    expect(first.headers.get('cache-control')).toBe('public, max-age=0, s-maxage=5, stale-while-revalidate=25');
    expect(first.headers.get('vary')).toMatch(/^Cookie, Accept-Encoding$/);
    expect(firstHtml).toContain('<p>pong</p>');
    expect(graphql).toHaveLength(1);

    const second = await fetch(`${siteUrl}/es/obras?sort=PRICE_ASC`);
    const secondHtml = await second.text();
    expect(second.headers.get('x-page-cache')).toBe('hit');
    expect(second.headers.get('etag')).toBe(first.headers.get('etag'));
    expect(graphql).toHaveLength(1);
    // Every script of each answer carries the nonce its own policy allows.
    const [a, b] = [nonces(firstHtml, first), nonces(secondHtml, second)];
    expect(a.policy).toBeDefined();
    expect(a.scripts).toEqual([a.policy]);
    expect(b.scripts).toEqual([b.policy]);
    expect(b.policy).not.toBe(a.policy);

    const revalidated = await fetch(`${siteUrl}/es/obras?sort=PRICE_ASC`, {
      headers: { 'if-none-match': first.headers.get('etag')! },
    });
    expect(revalidated.status).toBe(304);
    expect(await revalidated.text()).toBe('');
    expect(graphql).toHaveLength(1);
  });

  it('renders a page with a session for it alone, every time, private and not stored', async () => {
    await fetch(`${siteUrl}/es/artistas`);
    const calls = graphql.length;
    for (let i = 0; i < 2; i++) {
      const res = await fetch(`${siteUrl}/es/artistas`, { headers: { cookie: 'o_token=abc123' } });
      expect(res.status).toBe(200);
      expect(res.headers.get('cache-control')).toBe('private, no-store');
      expect(res.headers.get('etag')).toBeNull();
      expect(res.headers.get('x-page-cache')).toBe('bypass');
    }
    expect(graphql.slice(calls).every((call) => call.authorization === 'Bearer abc123')).toBe(true);
    expect(graphql.length - calls).toBeGreaterThanOrEqual(2);
    // And the page kept for anonymous visitors is still theirs alone.
    expect((await fetch(`${siteUrl}/es/artistas`)).headers.get('x-page-cache')).toBe('hit');
  });

  it('never keeps a page that was not found', async () => {
    for (let i = 0; i < 2; i++) {
      const res = await fetch(`${siteUrl}/es/no-existe-nada`);
      expect(res.status).toBe(404);
      expect(res.headers.get('cache-control')).toBe('no-store');
      expect(res.headers.get('x-page-cache')).toBe('bypass');
    }
  });
});
