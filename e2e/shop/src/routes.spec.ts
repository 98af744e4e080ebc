import { defineEveryRouteTests, expect, test, E2E } from '@art/e2e-shared';

// Every route of the shop, in both languages, read with JavaScript off as a crawler would (the tests: e2e/shared/src/routes.ts).
test.use({ javaScriptEnabled: false });

test.describe('delivery', () => {
  test('pages and scripts travel gzipped, the two heading faces are preloaded and text needs no web font', async ({
    request,
  }) => {
    for (const [origin, path] of [
      [E2E.fair, '/es/obras'],
      [E2E.shop, '/es/shop/obras'],
    ] as const) {
      const page = await request.get(`${origin}${path}`, { headers: { 'accept-encoding': 'gzip' } });
      expect(page.headers()['content-encoding']).toBe('gzip');
      const html = await page.text();
      const fonts = [...html.matchAll(/<link\b[^>]*\brel="preload" as="font"[^>]*href="([^"]+)"/g)].map((m) => m[1]);
      expect(fonts).toEqual([
        expect.stringMatching(/fraunces-latin-400-normal/),
        expect.stringMatching(/fraunces-latin-600-normal/),
      ]);
      // Text is set in the system's face (decision 030): no face of it is declared, none downloaded.
      expect(html).not.toMatch(/font-family:\s*'?Inter/);
      // The scripts come after the first screen's images and fonts (decision 029).
      const preload = html.match(/<link rel="modulepreload"[^>]*>/)?.[0] ?? '';
      expect(preload).toContain('fetchpriority="low"');
      const entry = /\bhref="([^"]+)"/.exec(preload)?.[1];
      expect(entry).toMatch(/^\/assets\/.+\.js$/);
      const js = await request.get(`${origin}${entry}`, { headers: { 'accept-encoding': 'gzip' } });
      expect(js.headers()['content-encoding']).toBe('gzip');
      expect(js.headers()['cache-control']).toContain('immutable');
    }
  });
});

defineEveryRouteTests('shop');
