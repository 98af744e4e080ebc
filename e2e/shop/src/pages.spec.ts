import { expect, test } from '@playwright/test';
import { E2E, defineCompletedPagesAxeTests, seedParams, type SeedParams } from '@art/e2e-shared';

let seed: SeedParams;

test.beforeAll(async () => {
  seed = await seedParams();
});

// The completed pages of both sites, in both languages (e2e/shared/src/pages.ts); the fair's are swept by the fair's suite.
defineCompletedPagesAxeTests('shop', () => seed);

test('a work card leads to its work page, and the artist link to the artist page', async ({ page }) => {
  await page.goto(`${E2E.shop}/es/shop/obras`);
  const card = page.locator('main ul li a[href*="/es/shop/obra/"]').first();
  const target = new URL((await card.getAttribute('href')) ?? '', E2E.shop).pathname;
  await card.click();
  await expect(page).toHaveURL(new RegExp(`${target}$`));
  const artist = page.locator('main a[href*="/es/shop/artista/"]').first();
  const artistName = (await artist.textContent())?.trim() ?? '';
  await artist.click();
  await expect(page).toHaveURL(/\/es\/shop\/artista\//);
  await expect(page.getByRole('heading', { level: 2, name: artistName, exact: true })).toBeVisible();
});
