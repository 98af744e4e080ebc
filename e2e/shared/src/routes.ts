import { type SiteName } from '@art/routing';
import { expect, test } from './console';
import { E2E } from './env';
import { addressOf, seedParams, siteRoutes, type SeedParams } from './fixtures';
import { serverPage, textOf } from './server-html';
import { dottedTranslationKeys, keysIn, missingKeysLogged } from './translations';

/**
 * Every route of a site, in both languages, as a describe block `<site>: every route`, read as a crawler reads it:
 * HTTP requests and an HTML parser (jsdom, no script run), no browser. A route behind a login sends a visitor without
 * a session to the login page; any other answers with its head, a hidden h1 and no translation key shown. Both suites
 * call it for their own site (e2e/fair/src/routes.spec.ts, e2e/shop/src/routes.spec.ts). What only a browser tells
 * (console errors, hydration, the layout) is checked on one page of each page type by the sweep at 320 px
 * (./narrow.ts), in both languages.
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
      test(`${name} answers with its head and a hidden h1`, async ({ request }) => {
        const address = addressOf(route, site, seed);
        const { status, headers, document } = await serverPage(request, `${origin}${address}`);
        expect(status).toBe(200);
        expect(headers['content-type']).toMatch(/^text\/html/);
        const attribute = (selector: string, name: string) => document.querySelector(selector)?.getAttribute(name);
        expect(document.documentElement.getAttribute('lang')).toBe(route.lang);
        const title = document.title;
        expect(title.length).toBeGreaterThan(5);
        expect(title).not.toMatch(/titles\.|undefined|\{\{/);
        const description = attribute('meta[name="description"]', 'content');
        expect(description?.length).toBeGreaterThan(20);
        const h1s = Array.from(document.querySelectorAll('h1'), (h1) => textOf(h1));
        expect(h1s).toEqual([title]);
        expect(attribute('link[rel="canonical"]', 'href')).toMatch(/^http:\/\/localhost:\d+\//);
        const langs = Array.from(document.querySelectorAll('link[rel="alternate"][hreflang]'), (link) =>
          link.getAttribute('hreflang'),
        );
        expect(langs).toContain('x-default');
        expect(langs).toContain(route.lang);
        expect(attribute('meta[property="og:title"]', 'content')).toBe(title);
        // No text of the page is a translation key. Two checks without false alarms: the server logged no missing
        // key for this address (any key, even a one-word one or one in an attribute), and no key of the translation
        // files shows in the text, the title, the description or the labels (a namespace the route does not load).
        expect(missingKeysLogged(site, address), 'missing translations logged by the server').toEqual([]);
        const labels = Array.from(document.querySelectorAll('[aria-label], [alt], [placeholder], [title]')).flatMap(
          (node) => ['aria-label', 'alt', 'placeholder', 'title'].map((label) => node.getAttribute(label) ?? ''),
        );
        const text = [textOf(document.body, ' '), title, description ?? '', ...labels].join('\n');
        expect(keysIn(text, keys), 'translation keys shown').toEqual([]);
      });
    }
  });
}
