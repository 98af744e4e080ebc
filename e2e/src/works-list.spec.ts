import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page, type TestInfo } from '@playwright/test';
import { E2E } from './env';

// The works list of both sites (issue 6): the filters (sizes, price ranges, colours, sort) as a GET form whose state
// is the URL, the chips that remove one filter, "clear filters", "load more" (20 more, a real rel=next link), on the
// desktop and the phone, in Spanish and English, with and without JavaScript.

interface ApiWork {
  url: string;
  title: string;
  price: number | null;
  workState: string;
}
interface ApiList {
  works: { totalCount: number; nodes: ApiWork[] };
}

async function apiWorks(filter: Record<string, unknown>, sort = 'NEWEST', first = 100, lang = 'es'): Promise<ApiList['works']> {
  const res = await fetch(`${E2E.api}/api/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'accept-language': lang },
    body: JSON.stringify({
      query: `query ($filter: WorksFilter, $sort: WorkSort, $first: Int) {
        works(filter: $filter, sort: $sort, first: $first) { totalCount nodes { url title price workState } }
      }`,
      variables: { filter, sort, first },
    }),
  });
  const body = (await res.json()) as { data: ApiList };
  return body.data.works;
}

const SITES = {
  shop: { origin: E2E.shop, catalogPrefix: 'MARKET', paths: { es: '/es/shop/obras', en: '/en/shop/works' } },
  fair: { origin: E2E.fair, catalogPrefix: 'AM25', paths: { es: '/es/obras', en: '/en/works' } },
} as const;

const TEXT = {
  es: {
    count: (n: number) => (n === 1 ? '1 obra' : `${n} obras`),
    filters: 'Filtrar las obras',
    summary: /^Filtrar/,
    apply: 'Aplicar',
    sort: 'Ordenar por',
    sizes: { small: 'Pequeño', medium: 'Mediano' },
    price: { '500-1000': 'De 500 € a 1.000 €', '1000-2500': 'De 1.000 € a 2.500 €' },
    colours: { red: 'Rojo', blue: 'Azul' },
    priceAsc: 'Precio: de menor a mayor',
    remove: (name: string) => `Quitar el filtro ${name}`,
    clear: 'Borrar los filtros',
    loadMore: 'Cargar más',
    painting: 'Pintura',
    noPrice: 'Precio a consultar',
    sold: 'Vendida',
    loaded: /Mostrando (\d+) de (\d+)/,
  },
  en: {
    count: (n: number) => (n === 1 ? '1 work' : `${n} works`),
    filters: 'Filter the works',
    summary: /^Filter/,
    apply: 'Apply',
    sort: 'Sort by',
    sizes: { small: 'Small', medium: 'Medium' },
    price: { '500-1000': '€500 to €1,000', '1000-2500': '€1,000 to €2,500' },
    colours: { red: 'Red', blue: 'Blue' },
    priceAsc: 'Price: low to high',
    remove: (name: string) => `Remove the filter ${name}`,
    clear: 'Clear the filters',
    loadMore: 'Load more',
    painting: 'Painting',
    noPrice: 'Price on request',
    sold: 'Sold',
    loaded: /Showing (\d+) of (\d+)/,
  },
} as const;

type Lang = keyof typeof TEXT;

const cards = (page: Page) => page.locator('[data-works-list] article');
const count = (page: Page) => page.locator('[data-works-count]');
const pathOf = (url: string) => new URL(url).pathname;

/** The filter form; on the phone its panel is a closed disclosure, opened here. */
async function filterPanel(page: Page, lang: Lang, info: TestInfo) {
  const form = page.getByRole('form', { name: TEXT[lang].filters });
  if (info.project.name === 'phone') {
    const panel = form.locator('details');
    if ((await panel.getAttribute('open')) === null) await form.locator('summary').click();
    await expect(panel).toHaveAttribute('open', '');
  }
  return form;
}

/** A filter toggle is a real checkbox; its label (the pill or the swatch) is what a visitor clicks. */
async function toggle(page: Page, lang: Lang, info: TestInfo, name: string) {
  const form = await filterPanel(page, lang, info);
  const box = form.getByRole('checkbox', { name, exact: true });
  await form.locator('label').filter({ has: page.getByRole('checkbox', { name, exact: true }) }).click();
  return { box };
}

/** Hydrated: the "apply" button of the form without JavaScript is gone. */
async function hydrated(page: Page, lang: Lang) {
  await expect(page.getByRole('button', { name: TEXT[lang].apply })).toHaveCount(0);
}

async function expectNoSeriousViolations(page: Page, label: string) {
  const results = await new AxeBuilder({ page }).analyze();
  const serious = results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${label} ${v.id} (${v.nodes.length}) ${v.nodes[0]?.target.join(' ')}: ${v.help}`);
  expect(serious).toEqual([]);
}

for (const site of ['shop', 'fair'] as const) {
  for (const lang of ['es', 'en'] as const) {
    const { origin, catalogPrefix } = SITES[site];
    const path = SITES[site].paths[lang];
    const t = TEXT[lang];
    const base = `${origin}${path}`;

    test(`${site} (${lang}): each filter and a combination change the list, the count and the URL; chips, back, reload and clear`, async ({ page }, info) => {
      const all = await apiWorks({ catalogPrefix }, 'NEWEST', 100, lang);
      await page.goto(base);
      await hydrated(page, lang);
      await expect(count(page)).toHaveText(t.count(all.totalCount));
      await expect(cards(page)).toHaveCount(Math.min(20, all.totalCount));
      await expect(page.locator('[data-works-chips]')).toHaveCount(0);

      // A size.
      const small = await apiWorks({ catalogPrefix, sizes: ['small'] }, 'NEWEST', 100, lang);
      const sizeToggle = await toggle(page, lang, info, t.sizes.small);
      await expect(page).toHaveURL(`${base}?size=small`);
      await expect(sizeToggle.box).toBeChecked();
      await expect(count(page)).toHaveText(t.count(small.totalCount));
      await expect(cards(page)).toHaveCount(Math.min(20, small.totalCount));
      await expect(page.getByRole('link', { name: t.remove(t.sizes.small) })).toBeVisible();

      // A price range on top: combined.
      const priced = await apiWorks({ catalogPrefix, sizes: ['small'], priceRanges: ['500-1000'] }, 'NEWEST', 100, lang);
      await toggle(page, lang, info, t.price['500-1000']);
      await expect(page).toHaveURL(`${base}?size=small&price=500-1000`);
      await expect(count(page)).toHaveText(t.count(priced.totalCount));
      await expect(cards(page)).toHaveCount(Math.min(20, priced.totalCount));
      const cardLinks = await cards(page).locator('h3 a').evaluateAll((links) => links.map((a) => (a as HTMLAnchorElement).pathname));
      expect(cardLinks).toEqual(priced.nodes.slice(0, 20).map((w) => pathOf(w.url)));

      // A colour, as a swatch named by its colour.
      const coloured = await apiWorks({ catalogPrefix, sizes: ['small'], priceRanges: ['500-1000'], colours: ['red'] }, 'NEWEST', 100, lang);
      const red = await toggle(page, lang, info, t.colours.red);
      await expect(page).toHaveURL(`${base}?size=small&price=500-1000&colour=red`);
      await expect(red.box).toBeChecked();
      await expect(count(page)).toHaveText(t.count(coloured.totalCount));
      await expect(page.getByRole('list', { name: lang === 'es' ? 'Filtros aplicados' : 'Filters applied' }).getByRole('listitem')).toHaveCount(3);
      await expectNoSeriousViolations(page, `${site} ${lang} filtered`);

      // A chip removes its filter only.
      await page.getByRole('link', { name: t.remove(t.sizes.small) }).click();
      await expect(page).toHaveURL(`${base}?price=500-1000&colour=red`);
      const withoutSize = await apiWorks({ catalogPrefix, priceRanges: ['500-1000'], colours: ['red'] }, 'NEWEST', 100, lang);
      await expect(count(page)).toHaveText(t.count(withoutSize.totalCount));
      await expect(page.getByRole('link', { name: t.remove(t.sizes.small) })).toHaveCount(0);
      await expect((await filterPanel(page, lang, info)).getByRole('checkbox', { name: t.sizes.small, exact: true })).not.toBeChecked();

      // Back returns to the list with the size; a reload keeps it.
      await page.goBack();
      await expect(page).toHaveURL(`${base}?size=small&price=500-1000&colour=red`);
      await expect(count(page)).toHaveText(t.count(coloured.totalCount));
      await expect(page.getByRole('link', { name: t.remove(t.sizes.small) })).toBeVisible();
      await page.reload();
      await expect(count(page)).toHaveText(t.count(coloured.totalCount));
      await expect(page.getByRole('link', { name: t.remove(t.colours.red) })).toBeVisible();
      await hydrated(page, lang);

      // The sort: works by price, cheapest first, the filters kept.
      await page.getByRole('combobox', { name: t.sort }).selectOption({ label: t.priceAsc });
      await expect(page).toHaveURL(`${base}?size=small&price=500-1000&colour=red&sort=PRICE_ASC`);

      // The discipline sub-routes keep the filters.
      await page.getByRole('navigation', { name: lang === 'es' ? 'Obras' : 'Works' }).getByRole('link', { name: t.painting, exact: true }).click();
      await expect(page).toHaveURL(new RegExp(`\\?size=small&price=500-1000&colour=red&sort=PRICE_ASC$`));
      const painting = await apiWorks({ catalogPrefix, disciplines: [0], sizes: ['small'], priceRanges: ['500-1000'], colours: ['red'] }, 'NEWEST', 100, lang);
      await expect(count(page)).toHaveText(t.count(painting.totalCount));
      await expect(page.getByRole('link', { name: t.remove(t.painting) })).toBeVisible();

      // Clear: the plain list again.
      await page.getByRole('link', { name: t.clear }).click();
      await expect(page).toHaveURL(base);
      await expect(count(page)).toHaveText(t.count(all.totalCount));
      await expect(page.locator('[data-works-chips]')).toHaveCount(0);
      await expect(page.getByRole('link', { name: t.clear })).toHaveCount(0);
    });
  }
}

for (const [site, lang] of [['shop', 'es'], ['fair', 'en']] as const) {
  const { origin, catalogPrefix } = SITES[site];
  const t = TEXT[lang];
  const base = `${origin}${SITES[site].paths[lang]}`;

  test(`${site} (${lang}): "load more" adds the next 20 in place, sorted by price with works without price last`, async ({ page }) => {
    const sorted = await apiWorks({ catalogPrefix }, 'PRICE_ASC', 100, lang);
    expect(sorted.totalCount).toBeGreaterThan(20);
    await page.goto(`${base}?sort=PRICE_ASC`);
    await hydrated(page, lang);
    await expect(cards(page)).toHaveCount(20);
    const more = page.getByRole('link', { name: t.loadMore });
    await expect(more).toHaveAttribute('rel', 'next');
    await expect(more).toHaveAttribute('href', /\?sort=PRICE_ASC&after=[A-Za-z0-9_-]+$/);
    // The first row loads first; the rest lazily.
    await expect(cards(page).first().locator('img')).toHaveAttribute('fetchpriority', 'high');
    await expect(cards(page).nth(19).locator('img')).toHaveAttribute('loading', 'lazy');

    await more.click();
    const expected = Math.min(40, sorted.totalCount);
    await expect(cards(page)).toHaveCount(expected);
    // Appended in place: the address is the list's, not the next page's.
    await expect(page).toHaveURL(`${base}?sort=PRICE_ASC`);
    await expect(page.getByRole('status').filter({ hasText: t.loaded })).toHaveText(new RegExp(`${expected}.*${sorted.totalCount}`));
    await expect(cards(page).nth(20).locator('h3 a')).toBeFocused();
    const shown = await cards(page).locator('h3 a').evaluateAll((links) => links.map((a) => (a as HTMLAnchorElement).pathname));
    expect(shown).toEqual(sorted.nodes.slice(0, expected).map((w) => pathOf(w.url)));

    // Works without price come last, and say so (or that they are sold).
    const firstWithout = sorted.nodes.findIndex((w) => w.price === null);
    expect(firstWithout).toBeGreaterThan(0);
    expect(sorted.nodes.slice(firstWithout).every((w) => w.price === null)).toBe(true);
    if (firstWithout < expected) {
      const last = cards(page).nth(firstWithout);
      await expect(last).toContainText(sorted.nodes[firstWithout]?.workState === 'Vendida' ? t.sold : t.noPrice);
    }
    if (expected === sorted.totalCount) await expect(more).toHaveCount(0);
    await expectNoSeriousViolations(page, `${site} ${lang} loaded more`);
  });
}

test('shop (es): back to a list after "load more" shows every work loaded and the work opened, also after a reload', async ({ page }) => {
  const t = TEXT.es;
  const base = `${E2E.shop}${SITES.shop.paths.es}`;
  const all = await apiWorks({ catalogPrefix: 'MARKET' });
  expect(all.totalCount).toBeGreaterThan(20);
  expect(all.totalCount).toBeLessThanOrEqual(40);
  const hrefs = () => cards(page).locator('h3 a').evaluateAll((links) => links.map((a) => (a as HTMLAnchorElement).pathname));
  const scrollY = () => page.evaluate(() => window.scrollY);

  await page.goto(base);
  await hydrated(page, 'es');
  await page.getByRole('link', { name: t.loadMore }).click();
  await expect(cards(page)).toHaveCount(all.totalCount);
  const loaded = await hrefs();
  expect(loaded).toEqual(all.nodes.map((w) => pathOf(w.url)));

  // A work of the second batch, well below the first.
  const index = Math.min(30, all.totalCount - 1);
  const work = pathOf(all.nodes[index]?.url ?? '');
  const card = cards(page).nth(index);
  await card.scrollIntoViewIfNeeded();
  await expect(card).toBeInViewport();
  const before = await scrollY();
  expect(before).toBeGreaterThan(0);
  await card.locator('h3 a').click();
  await expect(page).toHaveURL(`${E2E.shop}${work}`);

  // Back: the same works, the same address, and the work opened where it was.
  await page.goBack();
  await expect(page).toHaveURL(base);
  await expect(cards(page)).toHaveCount(all.totalCount);
  expect(await hrefs()).toEqual(loaded);
  await expect(cards(page).nth(index)).toBeInViewport();
  expect(Math.abs((await scrollY()) - before)).toBeLessThan(100);
  await expect(page.getByRole('link', { name: t.loadMore })).toHaveCount(0);

  // Forward and back again.
  await page.goForward();
  await expect(page).toHaveURL(`${E2E.shop}${work}`);
  await page.goBack();
  await expect(cards(page)).toHaveCount(all.totalCount);
  await expect(cards(page).nth(index)).toBeInViewport();

  // A reload fetches the second batch again and gives the scroll back.
  await page.reload();
  await hydrated(page, 'es');
  await expect(cards(page)).toHaveCount(all.totalCount);
  await expect(cards(page).nth(index)).toBeInViewport();

  // Another list (another sort) is a list of its own: it opens with its first 20, and back restores this one.
  await page.getByRole('combobox', { name: t.sort }).selectOption({ label: t.priceAsc });
  await expect(page).toHaveURL(`${base}?sort=PRICE_ASC`);
  await expect(cards(page)).toHaveCount(20);
  await page.goBack();
  await expect(page).toHaveURL(base);
  await expect(cards(page)).toHaveCount(all.totalCount);
});

test('a sold work says so on its card, in both languages', async ({ page }) => {
  for (const lang of ['es', 'en'] as const) {
    const market = await apiWorks({ catalogPrefix: 'MARKET' }, 'NEWEST', 20, lang);
    const sold = market.nodes.find((w) => w.workState === 'Vendida');
    expect(sold).toBeDefined();
    await page.goto(`${E2E.shop}${SITES.shop.paths[lang]}`);
    const card = cards(page).filter({ has: page.locator(`h3 a[href$="${pathOf(sold?.url ?? '')}"]`) });
    await expect(card).toContainText(TEXT[lang].sold);
    await expect(card).not.toContainText('€');
  }
});

test('an address with unknown or hostile filters shows the plain list', async ({ page }) => {
  const all = await apiWorks({ catalogPrefix: 'MARKET' });
  const res = await page.goto(
    `${E2E.shop}/es/shop/obras?size=%3Cscript%3Ealert(1)%3C/script%3E&price=2500-1000&colour=red%27%20OR%201=1--&sort=DROP&after=%3Cimg%3E`,
  );
  expect(res?.status()).toBe(200);
  await expect(count(page)).toHaveText(TEXT.es.count(all.totalCount));
  await expect(page.locator('[data-works-chips]')).toHaveCount(0);
  expect(await page.content()).not.toContain('<script>alert(1)</script>');
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  for (const lang of ['es', 'en'] as const) {
    const t = TEXT[lang];
    const base = `${E2E.shop}${SITES.shop.paths[lang]}`;

    test(`shop (${lang}): the form, the chips and the next page are addresses`, async ({ page }, info) => {
      await page.goto(base);
      const form = await filterPanel(page, lang, info);
      for (const name of [t.sizes.small, t.sizes.medium, t.colours.blue]) {
        const box = form.getByRole('checkbox', { name, exact: true });
        await form.locator('label').filter({ has: page.getByRole('checkbox', { name, exact: true }) }).click();
        await expect(box).toBeChecked();
      }
      await form.getByRole('combobox', { name: t.sort }).selectOption({ label: t.priceAsc });
      await form.getByRole('button', { name: t.apply }).first().click();
      await expect(page).toHaveURL(`${base}?sort=PRICE_ASC&size=small&size=medium&colour=blue`);
      const expected = await apiWorks({ catalogPrefix: 'MARKET', sizes: ['small', 'medium'], colours: ['blue'] }, 'PRICE_ASC', 100, lang);
      await expect(count(page)).toHaveText(t.count(expected.totalCount));
      const shown = await cards(page).locator('h3 a').evaluateAll((links) => links.map((a) => (a as HTMLAnchorElement).pathname));
      expect(shown).toEqual(expected.nodes.slice(0, 20).map((w) => pathOf(w.url)));

      // A chip is a link to the list without it, in the list's own order of parameters.
      await page.getByRole('link', { name: t.remove(t.colours.blue) }).click();
      await expect(page).toHaveURL(`${base}?size=small,medium&sort=PRICE_ASC`);

      // The plain list pages forward with a real link.
      await page.goto(base);
      const more = page.getByRole('link', { name: t.loadMore });
      await expect(more).toHaveAttribute('rel', 'next');
      await more.click();
      await expect(page).toHaveURL(/\?after=[A-Za-z0-9_-]+$/);
      const all = await apiWorks({ catalogPrefix: 'MARKET' });
      await expect(cards(page)).toHaveCount(Math.min(20, all.totalCount - 20));
    });
  }
});
