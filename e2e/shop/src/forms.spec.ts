import { expect, test } from '@playwright/test';
import { E2E, testApi } from '@art/e2e-shared';

// The shop's side of the forms: its gallery contact page (the fair's forms are in e2e/fair/src/forms.spec.ts).

test('the shop has the gallery contact page too', async ({ page }) => {
  const { galleries } = await testApi.data<{ galleries: { nodes: { slug: string; comercialName: string }[] } }>(
    '{ galleries(catalogPrefix: "MARKET", first: 1) { nodes { slug comercialName } } }',
  );
  const [gallery] = galleries.nodes;
  if (!gallery) throw new Error('The test seed has no shop gallery');
  await page.goto(`${E2E.shop}/en/shop/gallery/${gallery.slug}/contact`);
  await expect(page.getByRole('heading', { level: 2, name: `Write to ${gallery.comercialName}` })).toBeVisible();
  await page.getByRole('link', { name: 'See the gallery and its works' }).click();
  await expect(page).toHaveURL(`${E2E.shop}/en/shop/gallery/${gallery.slug}`);
});
