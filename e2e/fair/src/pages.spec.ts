import { expect, test } from '@playwright/test';
import { E2E, defineCompletedPagesAxeTests, seedParams, type SeedParams } from '@art/e2e-shared';

let seed: SeedParams;
test.beforeAll(async () => {
  seed = await seedParams();
});

// The completed pages of both sites, in both languages (e2e/shared/src/pages.ts); the shop's are swept by the shop's suite.
defineCompletedPagesAxeTests('fair', () => seed);

test('a work page shows the work, its images in every size and its price with VAT or the contact path', async ({
  page,
}) => {
  await page.goto(`${E2E.fair}/es/obra/${seed.artistSlug}/${seed.slug}`);
  const title = await page.getByRole('heading', { level: 2 }).first().textContent();
  expect(title?.length).toBeGreaterThan(1);
  const image = page.locator('main picture img').first();
  await expect(image).toHaveAttribute('srcset', /\.webp 320w.*\.webp 640w/);
  const loaded = await image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0);
  expect(loaded).toBe(true);
  await expect(page.getByText('Técnica')).toBeVisible();
  await expect(page.getByText('Medidas')).toBeVisible();
  const price = page.getByText('IVA incluido');
  const contact = page.getByRole('link', { name: 'Precio a consultar' });
  expect((await price.count()) + (await contact.count())).toBeGreaterThan(0);
});

test('the works list narrows by discipline', async ({ page }) => {
  await page.goto(`${E2E.fair}/es/obras`);
  const shown = async () => Number((await page.getByText(/\d+ obras?$/).textContent())?.split(' ')[0]);
  const total = await shown();
  await page.getByRole('link', { name: 'Pintura', exact: true }).click();
  await expect(page).toHaveURL(/\/es\/obras\/pintura$/);
  await expect.poll(shown).toBeLessThan(total);
});

test('a deactivated or unknown work is not shown', async ({ page }) => {
  const res = await page.goto(`${E2E.fair}/es/obra/${seed.artistSlug}/no-existe-esta-obra`);
  expect(res?.status()).toBe(404);
  const other = await page.goto(`${E2E.fair}/es/obra/otro-artista/${seed.slug}`);
  expect(other?.status()).toBe(404);
});
