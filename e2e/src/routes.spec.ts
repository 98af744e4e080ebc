import { DEFAULT_TITLE, titleTranslator, type SiteName } from '@art/routing';
import { expect, test } from './console';
import { E2E } from './env';
import { addressOf, seedParams, siteRoutes, type SeedParams } from './fixtures';
import { dottedTranslationKeys, keysIn, missingKeysLogged } from './translations';

// Every route of both sites, in both languages, read with JavaScript off as a crawler would.
test.use({ javaScriptEnabled: false });

let seed: SeedParams;
test.beforeAll(async () => {
  seed = await seedParams();
});

const KEYS = dottedTranslationKeys();

for (const site of ['fair', 'shop'] as const satisfies readonly SiteName[]) {
  const origin = E2E[site];
  test.describe(`${site}: every route`, () => {
    for (const route of siteRoutes(site)) {
      const name = `${route.id} ${route.path}`;
      if (route.route.loginRequired) {
        test(`${name} sends a visitor without a session to the login page`, async ({ request }) => {
          const address = addressOf(route, site, seed);
          const res = await request.get(`${origin}${address}`, { maxRedirects: 0 });
          expect(res.status()).toBe(303);
          const location = new URL(res.headers()['location'] ?? '', origin);
          expect(location.pathname).toBe(route.lang === 'es' ? '/es/acceso' : '/en/login');
          expect(location.searchParams.get('returnUrl')).toBe(address);
        });
        continue;
      }
      test(`${name} answers with its head and a hidden h1`, async ({ page }) => {
        const address = addressOf(route, site, seed);
        const res = await page.goto(`${origin}${address}`);
        expect(res?.status()).toBe(200);
        await expect(page.locator('html')).toHaveAttribute('lang', route.lang);
        const title = await page.title();
        expect(title.length).toBeGreaterThan(5);
        expect(title).not.toMatch(/titles\.|undefined|\{\{/);
        const description = await page.locator('meta[name="description"]').getAttribute('content');
        expect(description?.length).toBeGreaterThan(20);
        await expect(page.locator('h1')).toHaveText(title);
        await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /^http:\/\/localhost:\d+\//);
        const langs = await page.locator('link[rel="alternate"][hreflang]').evaluateAll((links) =>
          links.map((l) => l.getAttribute('hreflang')),
        );
        expect(langs).toContain('x-default');
        expect(langs).toContain(route.lang);
        await expect(page.locator('meta[property="og:title"]')).toHaveAttribute('content', title);
        // No text of the page is a translation key. Two checks without false alarms: the server logged no missing
        // key for this address (any key, even a one-word one or one in an attribute), and no key of the translation
        // files shows in the text, the title, the description or the labels (a namespace the route does not load).
        expect(missingKeysLogged(site, address), 'missing translations logged by the server').toEqual([]);
        const labels = await page.locator('[aria-label], [alt], [placeholder], [title]').evaluateAll((nodes) =>
          nodes.flatMap((n) => ['aria-label', 'alt', 'placeholder', 'title'].map((name) => n.getAttribute(name) ?? '')),
        );
        const text = [await page.locator('body').innerText(), title, description ?? '', ...labels].join('\n');
        expect(keysIn(text, KEYS), 'translation keys shown').toEqual([]);
      });
    }
  });
}

test.describe('unknown addresses', () => {
  test('answer a real 404 with the error page in the language of the address', async ({ page }) => {
    for (const [path, lang, heading] of [
      ['/es/no-existe', 'es', 'No encontramos esta página'],
      ['/en/does-not-exist', 'en', 'We could not find this page'],
    ] as const) {
      const res = await page.goto(`${E2E.fair}${path}`);
      expect(res?.status()).toBe(404);
      await expect(page.locator('html')).toHaveAttribute('lang', lang);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
      expect(await page.title()).not.toBe(titleTranslator(lang)(DEFAULT_TITLE.key));
      // The site's header and footer stay, so the visitor can go on from here.
      await expect(page.locator('header').first()).toBeVisible();
      await expect(page.locator('footer').first()).toBeVisible();
      await expect(page.getByRole('main').getByRole('link', { name: lang === 'es' ? 'Ir a la portada' : 'Go to the home page' }))
        .toHaveAttribute('href', lang === 'es' ? '/' : '/en');
    }
  });
});

test.describe('delivery', () => {
  test('pages and scripts travel gzipped, and the text and heading fonts are preloaded', async ({ request }) => {
    for (const [origin, path] of [[E2E.fair, '/es/obras'], [E2E.shop, '/es/shop/obras']] as const) {
      const page = await request.get(`${origin}${path}`, { headers: { 'accept-encoding': 'gzip' } });
      expect(page.headers()['content-encoding']).toBe('gzip');
      const html = await page.text();
      const fonts = [...html.matchAll(/<link rel="preload" as="font"[^>]*href="([^"]+)"/g)].map((m) => m[1]);
      expect(fonts).toEqual([expect.stringMatching(/inter-latin-wght-normal/), expect.stringMatching(/fraunces-latin-600-normal/)]);
      const entry = html.match(/<link rel="modulepreload" href="([^"]+)"/)?.[1];
      expect(entry).toMatch(/^\/assets\/.+\.js$/);
      const js = await request.get(`${origin}${entry}`, { headers: { 'accept-encoding': 'gzip' } });
      expect(js.headers()['content-encoding']).toBe('gzip');
      expect(js.headers()['cache-control']).toContain('immutable');
    }
  });
});
