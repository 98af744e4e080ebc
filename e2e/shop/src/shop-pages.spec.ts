import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, test, E2E, testApi } from '@art/e2e-shared';

// The shop's pages of issue 6: the work page (zoom, price or sold, trends, shows, similar works, structured data),
// a trend, the category page, "my collection", the shows and a show, and the shop's artist page; in both languages,
// at both widths.

interface SeedWork {
  slug: string;
  title: string;
  workState: string;
  price: number | null;
  buyable: boolean;
  artist: { slug: string; fullName: string };
  tags: { slug: string; name: string }[];
  expositions: { slug: string }[];
}

const api = <T>(query: string, lang: 'es' | 'en' = 'es') => testApi.data<T>(query, {}, { lang });

/** The market's works of the test seed, in a language. */
async function marketWorks(lang: 'es' | 'en'): Promise<SeedWork[]> {
  const data = await api<{ works: { nodes: SeedWork[] } }>(
    `{ works(filter: { catalogPrefix: "MARKET" }, first: 100) {
      nodes { slug title workState price buyable artist { slug fullName } tags { slug name } expositions { slug } }
    } }`,
    lang,
  );
  return data.works.nodes;
}

/** The JSON-LD objects of the page. */
async function jsonLd(page: Page): Promise<Record<string, unknown>[]> {
  const texts = await page.locator('script[type="application/ld+json"]').allTextContents();
  return texts.flatMap((text) => {
    const value = JSON.parse(text) as Record<string, unknown> | Record<string, unknown>[];
    return Array.isArray(value) ? value : [value];
  });
}

async function expectNoSeriousViolations(page: Page, label: string) {
  const results = await new AxeBuilder({ page }).analyze();
  const serious = results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${label} ${v.id} (${v.nodes.length}) ${v.nodes[0]?.target.join(' ')}: ${v.help}`);
  expect(serious).toEqual([]);
}

const T = {
  es: {
    work: '/es/shop/obra',
    trend: '/es/shop/tendencias',
    shows: '/es/shop/exposiciones',
    show: '/es/shop/exposicion',
    category: '/es/shop/categoria',
    collection: '/es/shop/coleccion',
    artist: '/es/shop/artista',
    vat: 'IVA incluido',
    addToCart: 'Añadir a la cesta',
    sold: 'Vendida',
    soldReason: 'Esta obra ya se ha vendido',
    zoom: /^Ampliar la imagen de/,
    close: 'Cerrar',
    inShow: 'Vista en la exposición',
    trends: 'Tendencias',
    groups: ['Estilos', 'Temas', 'Técnicas'],
    collectionHeading: 'Mi colección',
    myCollections: 'Ir a mis colecciones',
    signUp: 'Crear una cuenta',
    showWorks: 'Obras de la exposición',
    forSale: /^Obras de .+ a la venta$/,
    similar: 'Obras similares',
    notFound: 'No encontramos esta página',
    login: '/es/acceso',
    registry: '/es/registro',
  },
  en: {
    work: '/en/shop/work',
    trend: '/en/shop/trends',
    shows: '/en/shop/shows',
    show: '/en/shop/show',
    category: '/en/shop/category',
    collection: '/en/shop/collection',
    artist: '/en/shop/artist',
    vat: 'VAT included',
    addToCart: 'Add to cart',
    sold: 'Sold',
    soldReason: 'This work has been sold',
    zoom: /^Enlarge the image of/,
    close: 'Close',
    inShow: 'Seen in the show',
    trends: 'Trends',
    groups: ['Styles', 'Themes', 'Techniques'],
    collectionHeading: 'My collection',
    myCollections: 'Go to my collections',
    signUp: 'Create an account',
    showWorks: 'Works in the show',
    forSale: /^Works by .+ for sale$/,
    similar: 'Similar works',
    notFound: 'We could not find this page',
    login: '/en/login',
    registry: '/en/sign-up',
  },
} as const;

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

for (const lang of ['es', 'en'] as const) {
  const t = T[lang];

  test(`work page (${lang}): price with VAT, add to cart, structured data in stock, a trend tag leads to its trend`, async ({
    page,
  }) => {
    const works = await marketWorks(lang);
    const work = works.find((w) => w.buyable && w.tags.length > 0);
    if (!work) throw new Error('The test seed has no buyable market work with trends');
    await page.goto(`${E2E.shop}${t.work}/${work.artist.slug}/${work.slug}`);
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 2, name: new RegExp(`^${escape(work.title)}`) })).toBeVisible();
    await expect(main.locator('[data-work-offer]').getByText(t.vat)).toBeVisible();
    await expect(main.getByRole('button', { name: t.addToCart })).toBeVisible();
    await expect(main.getByRole('link', { name: work.artist.fullName }).first()).toHaveAttribute(
      'href',
      new RegExp(`${escape(t.artist)}/${work.artist.slug}$`),
    );
    const artwork = (await jsonLd(page)).find((o) => o['@type'] === 'VisualArtwork');
    expect(artwork).toMatchObject({
      name: work.title,
      creator: { '@type': 'Person', name: work.artist.fullName },
      offers: { '@type': 'Offer', price: work.price, priceCurrency: 'EUR', availability: 'https://schema.org/InStock' },
    });
    await expectNoSeriousViolations(page, 'work');

    const tag = work.tags[0]!;
    await main.getByRole('link', { name: tag.name, exact: true }).first().click();
    await expect(page).toHaveURL(`${E2E.shop}${t.trend}/${tag.slug}`);
    await expect(main.getByRole('heading', { level: 2, name: tag.name, exact: true })).toBeVisible();
    expect(await main.locator(`a[href*="${t.work}/"]`).count()).toBeGreaterThan(0);
    await expectNoSeriousViolations(page, 'trend');
  });

  test(`work page (${lang}): a sold work says so and cannot be added to the cart`, async ({ page }) => {
    const works = await marketWorks(lang);
    const work = works.find((w) => w.workState === 'Vendida');
    if (!work) throw new Error('The test seed has no sold market work');
    await page.goto(`${E2E.shop}${t.work}/${work.artist.slug}/${work.slug}`);
    const main = page.getByRole('main');
    await expect(main.locator('[data-work-state]')).toHaveText(t.sold);
    await expect(main.getByText(t.soldReason)).toBeVisible();
    await expect(main.getByRole('button', { name: t.addToCart })).toHaveCount(0);
    const artwork = (await jsonLd(page)).find((o) => o['@type'] === 'VisualArtwork') as {
      offers?: { availability: string };
    };
    if (work.price !== null && work.price > 0)
      expect(artwork.offers?.availability).toBe('https://schema.org/OutOfStock');
    else expect(artwork.offers).toBeUndefined();
  });

  test(`work page (${lang}): the zoom opens with the keyboard and Escape closes it`, async ({ page }) => {
    const works = await marketWorks(lang);
    const work = works.find((w) => w.workState !== 'Desactivada')!;
    await page.goto(`${E2E.shop}${t.work}/${work.artist.slug}/${work.slug}`);
    const zoom = page.getByRole('main').getByRole('link', { name: t.zoom });
    // Once the page runs, the picture opens the viewer instead of the image file.
    await expect(zoom).toHaveAttribute('aria-haspopup', 'dialog');
    await zoom.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog');
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('button', { name: t.close })).toBeFocused();
    await expect(dialog.getByRole('img')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
    await expect(zoom).toBeFocused();
    // A click (a tap on a phone) opens it too, and the close button closes it.
    await zoom.click();
    await expect(dialog).toBeVisible();
    await expectNoSeriousViolations(page, 'zoom');
    await dialog.getByRole('button', { name: t.close }).click();
    await expect(dialog).toHaveCount(0);
  });

  test(`shows (${lang}): the list leads to a show, whose works open inside it`, async ({ page }) => {
    await page.goto(`${E2E.shop}${t.shows}`);
    const main = page.getByRole('main');
    const cards = main
      .getByRole('list', { name: lang === 'es' ? 'Exposiciones' : 'Shows' })
      .getByRole('heading', { level: 3 });
    expect(await cards.count()).toBeGreaterThan(1);
    await expectNoSeriousViolations(page, 'shows');
    const title = ((await cards.first().textContent()) ?? '').trim();
    await cards.first().getByRole('link').click();
    await expect(page).toHaveURL(new RegExp(`${escape(t.show)}/[^/]+$`));
    const showSlug = new URL(page.url()).pathname.split('/').at(-1)!;
    await expect(main.getByRole('heading', { level: 2, name: title, exact: true })).toBeVisible();
    await expect(main.getByRole('heading', { name: t.showWorks })).toBeVisible();
    await expect(page).toHaveTitle(new RegExp(escape(title)));
    await expectNoSeriousViolations(page, 'show');
    const workLinks = main.locator(`a[href*="${t.work}/"][href$="/${showSlug}"]`);
    expect(await workLinks.count()).toBeGreaterThan(0);
    await workLinks.first().click();
    await expect(page).toHaveURL(new RegExp(`${escape(t.work)}/[^/]+/[^/]+/${showSlug}$`));
    await expect(main.locator('[data-work-show]')).toContainText(t.inShow);
    await expect(main.locator('[data-work-show]').getByRole('link', { name: title })).toHaveAttribute(
      'href',
      new RegExp(`${escape(t.show)}/${showSlug}$`),
    );
    await expect(page).toHaveTitle(new RegExp(escape(title)));
  });

  test(`category (${lang}): the trends by type, each leading to its works`, async ({ page }) => {
    await page.goto(`${E2E.shop}${t.category}`);
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 2, name: t.trends, exact: true })).toBeVisible();
    for (const group of t.groups)
      await expect(main.getByRole('heading', { level: 2, name: group, exact: true })).toBeVisible();
    await expectNoSeriousViolations(page, 'category');
    const first = main.locator(`a[href*="${t.trend}/"]`).first();
    const name = ((await first.textContent()) ?? '').trim();
    await first.click();
    await expect(page).toHaveURL(new RegExp(`${escape(t.trend)}/[^/]+$`));
    await expect(main.getByRole('heading', { level: 2, name, exact: true })).toBeVisible();
  });

  test(`my collection (${lang}): explains collections and leads to one's collections, an account and the works`, async ({
    page,
  }) => {
    await page.goto(`${E2E.shop}${t.collection}`);
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 2, name: t.collectionHeading })).toBeVisible();
    await expect(main.getByRole('link', { name: t.signUp })).toHaveAttribute(
      'href',
      new RegExp(`${escape(t.registry)}$`),
    );
    await expectNoSeriousViolations(page, 'collection');
    await main.getByRole('link', { name: t.myCollections }).click();
    // Without a session, one's collections start at the login page.
    await expect(page).toHaveURL(new RegExp(`${escape(t.login)}\\?`));
  });

  test(`shop artist (${lang}): the artist's works for sale come first`, async ({ page }) => {
    const works = await marketWorks(lang);
    const work = works.find((w) => w.buyable)!;
    await page.goto(`${E2E.shop}${t.artist}/${work.artist.slug}`);
    const main = page.getByRole('main');
    const heading = main.getByRole('heading', { level: 2, name: t.forSale });
    await expect(heading).toBeVisible();
    const section = main.locator('section[aria-labelledby="artist-for-sale"]');
    await expect(section.locator(`a[href$="${t.work}/${work.artist.slug}/${work.slug}"]`).first()).toBeVisible();
    await expectNoSeriousViolations(page, 'artist');
  });

  test(`unknown trends, shows and shows of a work are 404 (${lang})`, async ({ page }) => {
    const works = await marketWorks(lang);
    const work = works.find((w) => w.workState !== 'Desactivada')!;
    for (const path of [
      `${t.trend}/no-existe`,
      `${t.show}/no-existe`,
      `${t.work}/${work.artist.slug}/${work.slug}/no-existe`,
    ]) {
      const res = await page.goto(`${E2E.shop}${path}`);
      expect(res?.status(), path).toBe(404);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(t.notFound);
    }
  });
}

test('a trend reached by the other language’s slug moves to its own', async ({ page }) => {
  const { trends } = await api<{ trends: { slugES: string; slugEN: string }[] }>('{ trends { slugES slugEN } }');
  const trend = trends.find((x) => x.slugES !== x.slugEN)!;
  await page.goto(`${E2E.shop}/en/shop/trends/${trend.slugES}`);
  await expect(page).toHaveURL(`${E2E.shop}/en/shop/trends/${trend.slugEN}`);
});
