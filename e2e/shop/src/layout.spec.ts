import { expect, test } from '@playwright/test';
import { E2E } from '@art/e2e-shared';

// The shop's side of the layout: the cookie banner and "go to top" (the rest: e2e/fair/src/layout.spec.ts).

test('the cookie banner stays until accepted, also after a reload', async ({ page }) => {
  await page.goto(`${E2E.shop}/es/shop`);
  const banner = page.getByRole('region', { name: 'Aviso de cookies' });
  await expect(banner).toBeVisible();
  await banner.getByRole('button', { name: 'Aceptar cookies' }).click();
  await expect(banner).toBeHidden();
  await page.reload();
  await expect(page.getByRole('button', { name: 'Aceptar cookies' })).toHaveCount(0);
});

test('go to top appears after scrolling and brings the page back up', async ({ page }) => {
  await page.goto(`${E2E.shop}/es/shop/obras`);
  await page.getByRole('button', { name: 'Aceptar cookies' }).click();
  const button = page.getByRole('button', { name: 'Volver arriba' });
  await expect(button).toBeHidden();
  await page.evaluate(() => window.scrollTo(0, 1500));
  await expect(button).toBeVisible();
  await button.click();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
});
