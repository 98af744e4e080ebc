import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, test, E2E, RUNS_IN, seedParams, type SeedParams } from '@art/e2e-shared';

// The shop's catalogue pages and what goes over both sites: past editions and the market's galleries, the galleries'
// links, the site map pages, sitemap.xml and robots.txt (the fair's catalogue pages: e2e/fair/src/catalogue-pages.spec.ts).

let seed: SeedParams;

test.beforeAll(async () => {
  seed = await seedParams();
});

async function expectNoSeriousViolations(page: Page, label: string) {
  const results = await new AxeBuilder({ page }).analyze();
  const serious = results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${label} ${v.id} (${v.nodes.length}) ${v.nodes[0]?.target.join(' ')}: ${v.help}`);
  expect(serious).toEqual([]);
}

const PAGES = () => [
  `${E2E.fair}/es/artistas`,
  `${E2E.fair}/en/artists?letter=B`,
  `${E2E.fair}/es/galerias/am25`,
  `${E2E.fair}/en/galleries/am21?q=gal`,
  `${E2E.fair}/es/galeria/${seed.gallery}`,
  `${E2E.fair}/en/gallery/${seed.gallery}`,
  `${E2E.fair}/es/artista/${seed.artist}`,
  `${E2E.fair}/es/mapa-web`,
  `${E2E.fair}/en/site-map`,
  `${E2E.shop}/en/shop/artists`,
  `${E2E.shop}/es/shop/galerias`,
  `${E2E.shop}/es/shop/galeria/${seed.gallery}`,
  `${E2E.shop}/en/shop/site-map`,
];

test('shop artists: the market’s artists, with the same index', async ({ page }) => {
  await page.goto(`${E2E.shop}/es/shop/artistas`);
  await expect(page.getByRole('navigation', { name: 'Índice alfabético' })).toBeVisible();
  await expect(page.getByRole('main').locator('a[href*="/es/shop/artista/"]').first()).toBeVisible();
});

test('a past edition lists its galleries, and the shop the market’s', async ({ page }) => {
  const res = await page.goto(`${E2E.fair}/es/galerias/AM21`);
  expect(res?.status()).toBe(200);
  await expect(
    page.getByRole('navigation', { name: 'Ediciones' }).getByRole('link', { name: /^2021/ }),
  ).toHaveAttribute('aria-current', 'page');
  await page.goto(`${E2E.shop}/en/shop/galleries`);
  await expect(page.getByRole('main').locator('a[href*="/en/shop/gallery/"]').first()).toBeVisible();
});

test(
  'the footer’s galleries link and the galleries mega-menu lead to the editions the galleries page lists',
  { tag: RUNS_IN.bothWidths },
  async ({ page, isMobile }) => {
    for (const lang of ['es', 'en'] as const) {
      const galleries = lang === 'es' ? 'Galerías' : 'Galleries';
      const current = lang === 'es' ? '/es/galerias/am25' : '/en/galleries/am25';
      // The footer of both sites opens the current edition's galleries (the shop's by the fair's address).
      await page.goto(`${E2E.shop}${lang === 'es' ? '/es/shop' : '/en/shop'}`);
      await expect(page.locator('footer').getByRole('link', { name: galleries, exact: true })).toHaveAttribute(
        'href',
        `${E2E.fair}${current}`,
      );
      await page.goto(`${E2E.fair}${lang === 'es' ? '/' : '/en'}`);
      const footerLink = page.locator('footer').getByRole('link', { name: galleries, exact: true });
      await expect(footerLink).toHaveAttribute('href', current);
      await footerLink.click();
      await expect(page).toHaveURL(`${E2E.fair}${current}`);
      const editions = page
        .getByRole('navigation', { name: lang === 'es' ? 'Ediciones' : 'Editions' })
        .getByRole('link');
      await expect(editions.first()).toHaveAttribute('aria-current', 'page');
      const listed = await editions.evaluateAll((links) => links.map((a) => a.getAttribute('href')));
      expect(listed.length).toBeGreaterThan(1);
      if (isMobile) continue;
      // The wide header's galleries mega-menu offers the same editions, in the same order.
      await page.getByRole('button', { name: lang === 'es' ? 'Submenú de Galerías' : 'Galleries submenu' }).click();
      const panel = page.locator('[data-mega-panel]:not([hidden])');
      await expect(panel).toBeVisible();
      const offered = await panel
        .locator('[data-block^="text"] a')
        .evaluateAll((links) => links.map((a) => a.getAttribute('href')));
      expect(offered).toEqual(listed);
    }
  },
);

test('sitemap.xml lists both languages of each page with hreflang alternates, and robots.txt names it', async ({
  request,
}) => {
  for (const origin of [E2E.fair, E2E.shop]) {
    const sitemap = await request.get(`${origin}/sitemap.xml`);
    expect(sitemap.status()).toBe(200);
    expect(sitemap.headers()['content-type']).toBe('application/xml; charset=utf-8');
    const xml = await sitemap.text();
    expect(xml).toContain('xmlns:xhtml="http://www.w3.org/1999/xhtml"');
    const artists = origin === E2E.fair ? ['/es/artistas', '/en/artists'] : ['/es/shop/artistas', '/en/shop/artists'];
    const entry = xml.match(new RegExp(`<url><loc>${origin}${artists[1]}</loc>.*?</url>`))?.[0] ?? '';
    expect(entry).toContain(`<xhtml:link rel="alternate" hreflang="es" href="${origin}${artists[0]}"/>`);
    expect(entry).toContain(`<xhtml:link rel="alternate" hreflang="en" href="${origin}${artists[1]}"/>`);
    expect(entry).toContain(`<xhtml:link rel="alternate" hreflang="x-default" href="${origin}${artists[0]}"/>`);

    const robots = await request.get(`${origin}/robots.txt`);
    expect(robots.status()).toBe(200);
    const text = await robots.text();
    expect(text).toContain(`Sitemap: ${origin}/sitemap.xml`);
    expect(text).toContain('Disallow: /api/');
  }
  const fairXml = await (await request.get(`${E2E.fair}/sitemap.xml`)).text();
  expect(fairXml).toContain(`<loc>${E2E.fair}/es/artista/${seed.artist}</loc>`);
  expect(fairXml).toContain(`<loc>${E2E.fair}/es/galeria/${seed.gallery}</loc>`);
});

for (const [origin, path] of [
  [E2E.fair, '/es/mapa-web'],
  [E2E.fair, '/en/site-map'],
  [E2E.shop, '/es/shop/mapa-web'],
] as const) {
  test(`the site map ${path} links pages that all answer`, async ({ page, request }) => {
    test.setTimeout(90_000);
    await page.goto(`${origin}${path}`);
    const hrefs = await page
      .getByRole('main')
      .locator('a[href]')
      .evaluateAll((links) => links.map((a) => (a as HTMLAnchorElement).href));
    const unique = [...new Set(hrefs)];
    expect(unique.length).toBeGreaterThan(20);
    const failed: string[] = [];
    for (const href of unique) {
      const res = await request.get(href, { maxRedirects: 0 });
      if (res.status() !== 200) failed.push(`${res.status()} ${href}`);
    }
    expect(failed).toEqual([]);
  });
}

test('the catalogue pages and the site maps have no serious or critical accessibility violation', async ({ page }) => {
  test.setTimeout(180_000);
  for (const url of PAGES()) {
    const res = await page.goto(url);
    expect([url, res?.status()]).toEqual([url, 200]);
    await expectNoSeriousViolations(page, url);
  }
});
