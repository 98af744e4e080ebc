import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { E2E } from './env';
import { seedParams, type SeedParams } from './fixtures';

let seed: SeedParams;
test.beforeAll(async () => {
  seed = await seedParams();
});

/** The completed pages of both sites, in both languages. */
function completedPages(s: SeedParams) {
  return [
    { name: 'fair home', url: `${E2E.fair}/` },
    { name: 'fair home (en)', url: `${E2E.fair}/en` },
    { name: 'fair works', url: `${E2E.fair}/es/obras` },
    { name: 'fair painting (en)', url: `${E2E.fair}/en/works/painting` },
    { name: 'fair work', url: `${E2E.fair}/es/obra/${s.artistSlug}/${s.slug}` },
    { name: 'fair artist (en)', url: `${E2E.fair}/en/artist/${s.artist}` },
    { name: 'shop home', url: `${E2E.shop}/es/shop` },
    { name: 'shop works (en)', url: `${E2E.shop}/en/shop/works` },
    { name: 'shop work', url: `${E2E.shop}/es/shop/obra/${s.shopArtistSlug}/${s.shopWorkSlug}` },
    { name: 'shop artist', url: `${E2E.shop}/es/shop/artista/${s.shopArtist}` },
    { name: 'login', url: `${E2E.fair}/es/acceso` },
    { name: 'sign-up (en)', url: `${E2E.shop}/en/sign-up` },
    { name: 'remember password', url: `${E2E.fair}/es/recordar-contrase%C3%B1a` },
    { name: 'reset password (en)', url: `${E2E.shop}/en/reset-password/some-token` },
  ];
}

const PLACEHOLDER: SeedParams = {
  artistSlug: '', slug: '', shopArtistSlug: '', shopWorkSlug: '', artist: '', shopArtist: '', gallery: '', exposition: '',
  article: '', activity: '', trend: '', collectionId: '',
  noPriceWork: { artistSlug: '', slug: '', title: '', galleryName: '', galleryEmail: '' },
};

for (const [index, { name }] of completedPages(PLACEHOLDER).entries()) {
  test(`${name} has no serious or critical accessibility violation`, async ({ page }) => {
    test.setTimeout(60_000);
    const { url } = completedPages(seed)[index]!;
    await page.goto(url);
    const results = await new AxeBuilder({ page }).analyze();
    const serious = results.violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map((v) => `${v.id} (${v.nodes.length}) ${v.nodes[0]?.target.join(' ')}: ${v.help}`);
    expect(serious).toEqual([]);
  });
}

test('a work page shows the work, its images in every size and its price with VAT or the contact path', async ({ page }) => {
  await page.goto(`${E2E.fair}/es/obra/${seed.artistSlug}/${seed.slug}`);
  const title = await page.getByRole('heading', { level: 2 }).first().textContent();
  expect(title?.length).toBeGreaterThan(1);
  const image = page.locator('main picture img').first();
  await expect(image).toHaveAttribute('srcset', /320w.*640w/);
  await expect(page.locator('main picture source[type="image/webp"]').first()).toHaveAttribute('srcset', /\.webp/);
  const loaded = await image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0);
  expect(loaded).toBe(true);
  await expect(page.getByText('Técnica')).toBeVisible();
  await expect(page.getByText('Medidas')).toBeVisible();
  const price = page.getByText('IVA incluido');
  const contact = page.getByRole('link', { name: 'Precio a consultar' });
  expect((await price.count()) + (await contact.count())).toBeGreaterThan(0);
});

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
