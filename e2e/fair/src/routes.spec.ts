import { defineEveryRouteTests, expect, test, E2E } from '@art/e2e-shared';

// Every route of the fair, in both languages, read with JavaScript off as a crawler would (the tests: e2e/shared/src/routes.ts).
test.use({ javaScriptEnabled: false });

defineEveryRouteTests('fair');

test.describe('unknown addresses', () => {
  test('answer a real 404 with the error page in the language of the address', async ({ page }) => {
    for (const [path, lang, heading, title] of [
      [
        '/es/no-existe',
        'es',
        'No encontramos esta página',
        'Página no disponible | Feria de Arte Contemporáneo de Madrid',
      ],
      ['/en/does-not-exist', 'en', 'We could not find this page', 'Page not available | Madrid Contemporary Art Fair'],
    ] as const) {
      const res = await page.goto(`${E2E.fair}${path}`);
      expect(res?.status()).toBe(404);
      await expect(page.locator('html')).toHaveAttribute('lang', lang);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
      expect(await page.title()).toBe(title);
      // The site's header and footer stay, so the visitor can go on from here.
      await expect(page.locator('header').first()).toBeVisible();
      await expect(page.locator('footer').first()).toBeVisible();
      await expect(
        page.getByRole('main').getByRole('link', { name: lang === 'es' ? 'Ir a la portada' : 'Go to the home page' }),
      ).toHaveAttribute('href', lang === 'es' ? '/' : '/en');
    }
  });
});
