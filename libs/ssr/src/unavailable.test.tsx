/**
 * @jest-environment node
 *
 * A site server whose API is away (a dead port), answers 503 (its database is away) or never answers: a page answers
 * 503 with `Retry-After` and the unavailable page in the page's language, and `/api/*` a 503 in the API's shape
 * (decision 021). The server is the real one (`createSiteServer`) over a small build of the site's own root.
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import http from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { loadSiteConfig } from './config';
import { createSiteServer } from './server';
import { ROOT, close, listen, testSiteBuild } from './test-site';

const build = testSiteBuild();

/** An address where nothing listens. */
async function deadApi(): Promise<string> {
  const server = http.createServer();
  const url = await listen(server);
  await close(server);
  return url;
}

/** An API whose database is away: translations as files, the menu and GraphQL 503 `UNAVAILABLE`. */
function apiWithoutDatabase(): http.Server {
  return http.createServer((req, res) => {
    const locale = /^\/api\/locales\/(es|en)\/([a-z]+)\.json$/.exec(req.url ?? '');
    if (locale) {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(readFileSync(path.join(ROOT, 'locales', locale[1]!, `${locale[2]}.json`)));
      return;
    }
    res.writeHead(503, { 'content-type': 'application/json', 'retry-after': '5' });
    res.end(JSON.stringify({ errors: [{ message: 'unavailable', extensions: { code: 'UNAVAILABLE' } }] }));
  });
}

/** An API that takes connections and requests and never answers. */
function hungApi(): http.Server {
  return http.createServer(() => undefined);
}

const TEXTS = {
  es: { title: 'Volvemos en un momento', retry: 'Intentar de nuevo', message: /servicio no está disponible/ },
  en: { title: 'We will be back in a moment', retry: 'Try again', message: /service is unavailable/ },
} as const;

describe.each([
  ['cannot be reached', false, async () => ({ url: await deadApi(), stop: async () => undefined })],
  [
    'answers 503 (its database is away)',
    true,
    async () => {
      const server = apiWithoutDatabase();
      return { url: await listen(server), stop: () => close(server) };
    },
  ],
  [
    // The proxy's own limit (30 s) is tested in proxy.test.ts.
    'never answers',
    true,
    async () => {
      const server = hungApi();
      return { url: await listen(server), stop: () => close(server) };
    },
  ],
])('a site page when the API %s', (what, reachable, startApi) => {
  const hangs = what === 'never answers';
  let api: { url: string; stop(): Promise<void> };
  let site: http.Server;
  let siteUrl = '';
  let buildDir = '';
  let warn: jest.SpyInstance;

  beforeAll(async () => {
    // The site server says what failed, once per page.
    warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    api = await startApi();
    buildDir = mkdtempSync(path.join(tmpdir(), 'site-build-'));
    const config = { ...loadSiteConfig('fair', { NODE_ENV: 'production' }), apiUrl: api.url, apiTimeoutMs: 500 };
    site = http.createServer(await createSiteServer(config, buildDir, build));
    siteUrl = await listen(site);
  });
  afterAll(async () => {
    await close(site);
    await api.stop();
    rmSync(buildDir, { recursive: true, force: true });
    warn.mockRestore();
  });

  it.each([
    ['es', '/es/obras'],
    ['en', '/en/works'],
  ] as const)('answers 503 with the unavailable page in the page’s language (%s)', async (lang, address) => {
    const started = Date.now();
    const res = await fetch(`${siteUrl}${address}`);
    expect(Date.now() - started).toBeLessThan(3_000);
    expect(res.status).toBe(503);
    expect(res.headers.get('retry-after')).toBe('30');
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(res.headers.get('content-type')).toMatch(/^text\/html/);
    const html = await res.text();
    expect(html.startsWith(`<!DOCTYPE html><html lang="${lang}"`)).toBe(true);
    // The page's body: the site's header and footer around the unavailable message, a link to try again.
    const main = /<main[\s\S]*<\/main>/.exec(html)?.[0] ?? '';
    expect(main).toContain(`>503</p><h1`);
    expect(main).toContain(`>${TEXTS[lang].title}</h1>`);
    expect(main).toMatch(TEXTS[lang].message);
    expect(main).toMatch(new RegExp(`href="${address}"[^>]*>${TEXTS[lang].retry}</a>`));
    expect(html).toContain('</footer>');
    // No raw keys, no crash page.
    expect(/error\.(unavailable|server|notFound)|Unexpected Server Error|ApiError/.exec(html)).toBeNull();
  });

  // A hung API holds the proxy for its 30 s limit: that case is proxy.test.ts's, with a short limit.
  if (!hangs)
    it('answers the browser’s API calls 503 in the API’s shape, in the caller’s language', async () => {
      const res = await fetch(`${siteUrl}/api/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'accept-language': 'en' },
        body: JSON.stringify({ query: '{ ping }' }),
      });
      expect(res.status).toBe(503);
      expect(res.headers.get('retry-after')).toMatch(/^\d+$/);
      const body = (await res.json()) as { errors: { message: string; extensions: { code: string } }[] };
      expect(body.errors[0]?.extensions.code).toBe('UNAVAILABLE');
      if (!reachable) expect(body.errors[0]?.message).toMatch(TEXTS.en.message);
    });
});
