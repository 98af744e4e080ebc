import { expect, test, E2E } from '@art/e2e-shared';

// Issue 18 on the shop: artists without a portrait show their initials, and every gallery has a picture.

test('the shop artists list shows the initials of an artist without a portrait', async ({ page }) => {
  await page.goto(`${E2E.shop}/es/shop/artistas`);
  const monogram = page.locator('main ul[aria-label] > li [data-monogram]').first();
  await expect(monogram).toBeVisible();
  const name = (await monogram.locator('xpath=ancestor::li').locator('h3').textContent())?.trim() ?? '';
  const initials = (await monogram.textContent())?.trim() ?? '';
  expect(initials).toMatch(/^\p{Lu}\p{Lu}?$/u);
  expect(initials[0]).toBe(name[0]?.toLocaleUpperCase());
});

test('every gallery of the shop list has a picture', async ({ page }) => {
  await page.goto(`${E2E.shop}/en/shop/galleries`);
  const cards = page.locator('main ul[aria-label] > li');
  const count = await cards.count();
  expect(count).toBeGreaterThan(0);
  await expect(page.locator('main ul[aria-label] > li img[alt=""]')).toHaveCount(count);
});
