import { type SiteName } from '@art/routing';
import { expect, test } from './console';
import { E2E } from './env';
import { addressOf, seedParams, siteRoutes, type SeedParams } from './fixtures';
import { dottedTranslationKeys, keysIn, missingKeysLogged } from './translations';

/**
 * Every route of a site, in both languages, as a describe block `<site>: every route`: a route behind a login sends a
 * visitor without a session to the login page, any other answers with its head, a hidden h1 and no translation key
 * shown. Both suites call it for their own site (e2e/fair/src/routes.spec.ts, e2e/shop/src/routes.spec.ts), with
 * JavaScript off as a crawler would read them (`test.use({ javaScriptEnabled: false })` in the spec). The tests use
 * the console-checking `test` of ./console, as those specs do.
 */
export function defineEveryRouteTests(site: SiteName) {
  const origin = E2E[site];
  const keys = dottedTranslationKeys();
  test.describe(`${site}: every route`, () => {
    let seed: SeedParams;
    test.beforeAll(async () => {
      seed = await seedParams();
    });

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
        const langs = await page
          .locator('link[rel="alternate"][hreflang]')
          .evaluateAll((links) => links.map((l) => l.getAttribute('hreflang')));
        expect(langs).toContain('x-default');
        expect(langs).toContain(route.lang);
        await expect(page.locator('meta[property="og:title"]')).toHaveAttribute('content', title);
        // No text of the page is a translation key. Two checks without false alarms: the server logged no missing
        // key for this address (any key, even a one-word one or one in an attribute), and no key of the translation
        // files shows in the text, the title, the description or the labels (a namespace the route does not load).
        expect(missingKeysLogged(site, address), 'missing translations logged by the server').toEqual([]);
        const labels = await page
          .locator('[aria-label], [alt], [placeholder], [title]')
          .evaluateAll((nodes) =>
            nodes.flatMap((n) =>
              ['aria-label', 'alt', 'placeholder', 'title'].map((name) => n.getAttribute(name) ?? ''),
            ),
          );
        const text = [await page.locator('body').innerText(), title, description ?? '', ...labels].join('\n');
        expect(keysIn(text, keys), 'translation keys shown').toEqual([]);
      });
    }
  });
}
