import { expect, test } from '@playwright/test';
import { E2E } from '@art/e2e-shared';

// The shop's page chrome: the loading bar, and analytics after consent (the fair's side: e2e/fair/src/chrome.spec.ts).

test('the loading bar shows while the next page loads and goes once it is there', async ({ page }) => {
  await page.goto(`${E2E.shop}/es/shop/obras`);
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  // Hold the next page's data until the bar has been seen.
  await page.route('**/*.data*', async (route) => {
    await held;
    await route.continue();
  });
  const card = page.locator('main ul li a[href*="/es/shop/obra/"]').first();
  const target = new URL((await card.getAttribute('href')) ?? '', E2E.shop).pathname;
  await card.click();
  const bar = page.getByRole('status').filter({ hasText: 'Cargando…' });
  await expect(bar).toHaveCount(1);
  release();
  await expect(page).toHaveURL(new RegExp(`${target}$`));
  await expect(bar).toHaveCount(0);
});

test.describe('analytics', () => {
  test('the shop, with an id, waits for consent, then reports a page view per route change', async ({ page }) => {
    const scripts: string[] = [];
    // No request leaves this machine: the analytics script is answered here, empty.
    await page.route('https://www.googletagmanager.com/**', (route) => {
      scripts.push(route.request().url());
      return route.fulfill({ status: 200, contentType: 'text/javascript', body: '' });
    });
    const pageViews = () =>
      page.evaluate(() =>
        ((window as unknown as { dataLayer?: ArrayLike<unknown>[] }).dataLayer ?? [])
          .map((entry) => Array.from(entry))
          .filter((args) => args[0] === 'event' && args[1] === 'page_view')
          .map((args) => (args[2] as { page_path: string }).page_path),
      );
    await page.goto(`${E2E.shop}/es/shop/obras`);
    expect(await pageViews()).toEqual([]);
    expect(scripts).toEqual([]);
    await page.getByRole('button', { name: /Aceptar/ }).click();
    await expect.poll(pageViews).toEqual(['/es/shop/obras']);
    const card = page.locator('main ul li a[href*="/es/shop/obra/"]').first();
    const target = new URL((await card.getAttribute('href')) ?? '', E2E.shop).pathname;
    await card.click();
    await expect(page).toHaveURL(new RegExp(`${target}$`));
    await expect.poll(pageViews).toEqual(['/es/shop/obras', target]);
    expect(scripts).toEqual([`https://www.googletagmanager.com/gtag/js?id=${E2E.shopAnalyticsId}`]);
  });
});
