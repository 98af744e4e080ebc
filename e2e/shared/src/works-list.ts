import { expect, test, type Page, type TestInfo } from '@playwright/test';
import { testApi } from './api';
import { expectNoSeriousViolations } from './axe';
import { E2E, RUNS_IN } from './env';

/**
 * The works list of both sites (issue 6): the filters (sizes, price ranges, colours, sort) as a GET form whose state
 * is the URL, the chips that remove one filter, "clear filters", "load more" (20 more, a real rel=next link), on the
 * desktop and the phone, in Spanish and English, with and without JavaScript. The helpers and the tests both suites
 * run for their own site (e2e/fair/src/works-list.spec.ts, e2e/shop/src/works-list.spec.ts). Like those specs, the
 * tests use Playwright's own `test`, not the console-checking one of ./console.
 */

export type WorksSite = 'fair' | 'shop';
export type WorksLang = 'es' | 'en';

export interface ApiWork {
  url: string;
  title: string;
  price: number | null;
  workState: string;
}

interface ApiList {
  works: { totalCount: number; nodes: ApiWork[] };
}

/** The works the API lists for a filter, in a sort and a language: what the page should show. */
export async function apiWorks(
  filter: Record<string, unknown>,
  sort = 'NEWEST',
  first = 100,
  lang = 'es',
): Promise<ApiList['works']> {
  const data = await testApi.data<ApiList>(
    `query ($filter: WorksFilter, $sort: WorkSort, $first: Int) {
      works(filter: $filter, sort: $sort, first: $first) { totalCount nodes { url title price workState } }
    }`,
    { filter, sort, first },
    { lang },
  );
  return data.works;
}

/** Where each site's works list is, and which catalogue it shows. */
export const WORKS_SITES = {
  shop: { origin: E2E.shop, catalogPrefix: 'MARKET', paths: { es: '/es/shop/obras', en: '/en/shop/works' } },
  fair: { origin: E2E.fair, catalogPrefix: 'AM25', paths: { es: '/es/obras', en: '/en/works' } },
} as const satisfies Record<WorksSite, { origin: string; catalogPrefix: string; paths: Record<WorksLang, string> }>;

/** The list's words in one language; each pair is Spanish, then English. */
function worksText(lang: WorksLang) {
  const say = <T>(es: T, en: T): T => (lang === 'es' ? es : en);
  const [one, many] = say(['obra', 'obras'], ['work', 'works']);
  return {
    count: (n: number) => (n === 1 ? `1 ${one}` : `${n} ${many}`),
    filters: say('Filtrar las obras', 'Filter the works'),
    filtersButton: say('Filtros', 'Filters'),
    buyable: say('Disponible para comprar', 'Available to buy'),
    apply: say('Aplicar', 'Apply'),
    sort: say('Ordenar por', 'Sort by'),
    sizes: { small: say('Pequeño', 'Small'), medium: say('Mediano', 'Medium') },
    price: {
      '500-1000': say('De 500 € a 1.000 €', '€500 to €1,000'),
      '1000-2500': say('De 1.000 € a 2.500 €', '€1,000 to €2,500'),
    },
    colours: { red: say('Rojo', 'Red'), blue: say('Azul', 'Blue') },
    priceAsc: say('Precio: de menor a mayor', 'Price: low to high'),
    remove: (name: string) => say(`Quitar el filtro ${name}`, `Remove the filter ${name}`),
    clear: say('Borrar los filtros', 'Clear the filters'),
    loadMore: say('Cargar más', 'Load more'),
    painting: say('Pintura', 'Painting'),
    noPrice: say('Precio a consultar', 'Price on request'),
    sold: say('Vendida', 'Sold'),
    loaded: say(/Mostrando (\d+) de (\d+)/, /Showing (\d+) of (\d+)/),
  };
}

/** The works list's words, by language. */
export const WORKS_TEXT: Record<WorksLang, ReturnType<typeof worksText>> = { es: worksText('es'), en: worksText('en') };

/** The cards of the works shown. */
export const workCards = (page: Page) => page.locator('[data-works-list] article');

/** The "n works" count. */
export const worksCount = (page: Page) => page.locator('[data-works-count]');

/** The path of a work's URL, as a card links to it. */
export const pathOf = (url: string) => new URL(url).pathname;

/** The filter bar's panel: a disclosure, closed until its "Filters (n)" button is pressed. */
export const worksPanel = (page: Page) => page.locator('[data-works-filter-panel]');

/** The filter form, its panel opened (it is closed at first, on every screen, so the works start in the first one). */
export async function worksFilterPanel(page: Page, lang: WorksLang, _info?: TestInfo) {
  const form = page.getByRole('form', { name: WORKS_TEXT[lang].filters });
  const panel = worksPanel(page);
  if ((await panel.getAttribute('open')) === null) await panel.locator('summary').click();
  await expect(panel).toHaveAttribute('open', '');
  return form;
}

/** A filter toggle is a real checkbox; its label (the pill or the swatch) is what a visitor clicks. */
export async function toggle(page: Page, lang: WorksLang, info: TestInfo, name: string) {
  const form = await worksFilterPanel(page, lang, info);
  const box = form.getByRole('checkbox', { name, exact: true });
  await form
    .locator('label')
    .filter({ has: page.getByRole('checkbox', { name, exact: true }) })
    .click();
  return { box };
}

/** Hydrated: the "apply" button of the form without JavaScript is gone. */
export async function worksHydrated(page: Page, lang: WorksLang) {
  await expect(page.getByRole('button', { name: WORKS_TEXT[lang].apply })).toHaveCount(0);
}

/** The filters, the chips, back, reload, the sort, the discipline sub-routes and "clear", on a site's list in each language. */
export function defineWorksListTests(site: WorksSite, langs: readonly WorksLang[]) {
  for (const lang of langs) {
    const { origin, catalogPrefix } = WORKS_SITES[site];
    const path = WORKS_SITES[site].paths[lang];
    const t = WORKS_TEXT[lang];
    const base = `${origin}${path}`;

    // The filters' panel is the layout the phone changes most: this test runs at both widths, in Spanish.
    test(
      `${site} (${lang}): each filter and a combination change the list, the count and the URL; chips, back, reload and clear`,
      { tag: lang === 'es' ? RUNS_IN.bothWidths : [] },
      async ({ page }, info) => {
        const all = await apiWorks({ catalogPrefix }, 'NEWEST', 100, lang);
        await page.goto(base);
        await worksHydrated(page, lang);
        await expect(worksCount(page)).toHaveText(t.count(all.totalCount));
        await expect(workCards(page)).toHaveCount(Math.min(20, all.totalCount));
        await expect(page.locator('[data-works-chips]')).toHaveCount(0);

        // A size.
        const small = await apiWorks({ catalogPrefix, sizes: ['small'] }, 'NEWEST', 100, lang);
        const sizeToggle = await toggle(page, lang, info, t.sizes.small);
        await expect(page).toHaveURL(`${base}?size=small`);
        await expect(sizeToggle.box).toBeChecked();
        await expect(worksCount(page)).toHaveText(t.count(small.totalCount));
        await expect(workCards(page)).toHaveCount(Math.min(20, small.totalCount));
        await expect(page.getByRole('link', { name: t.remove(t.sizes.small) })).toBeVisible();

        // A price range on top: combined.
        const priced = await apiWorks(
          { catalogPrefix, sizes: ['small'], priceRanges: ['500-1000'] },
          'NEWEST',
          100,
          lang,
        );
        await toggle(page, lang, info, t.price['500-1000']);
        await expect(page).toHaveURL(`${base}?size=small&price=500-1000`);
        await expect(worksCount(page)).toHaveText(t.count(priced.totalCount));
        await expect(workCards(page)).toHaveCount(Math.min(20, priced.totalCount));
        const cardLinks = await workCards(page)
          .locator('h3 a')
          .evaluateAll((links) => links.map((a) => (a as HTMLAnchorElement).pathname));
        expect(cardLinks).toEqual(priced.nodes.slice(0, 20).map((w) => pathOf(w.url)));

        // A colour, as a swatch named by its colour.
        const coloured = await apiWorks(
          { catalogPrefix, sizes: ['small'], priceRanges: ['500-1000'], colours: ['red'] },
          'NEWEST',
          100,
          lang,
        );
        const red = await toggle(page, lang, info, t.colours.red);
        await expect(page).toHaveURL(`${base}?size=small&price=500-1000&colour=red`);
        await expect(red.box).toBeChecked();
        await expect(worksCount(page)).toHaveText(t.count(coloured.totalCount));
        await expect(
          page
            .getByRole('list', { name: lang === 'es' ? 'Filtros aplicados' : 'Filters applied' })
            .getByRole('listitem'),
        ).toHaveCount(3);
        await expectNoSeriousViolations(page, `${site} ${lang} filtered`);

        // A chip removes its filter only.
        await page.getByRole('link', { name: t.remove(t.sizes.small) }).click();
        await expect(page).toHaveURL(`${base}?price=500-1000&colour=red`);
        const withoutSize = await apiWorks(
          { catalogPrefix, priceRanges: ['500-1000'], colours: ['red'] },
          'NEWEST',
          100,
          lang,
        );
        await expect(worksCount(page)).toHaveText(t.count(withoutSize.totalCount));
        await expect(page.getByRole('link', { name: t.remove(t.sizes.small) })).toHaveCount(0);
        await expect(
          (await worksFilterPanel(page, lang, info)).getByRole('checkbox', { name: t.sizes.small, exact: true }),
        ).not.toBeChecked();

        // Back returns to the list with the size; a reload keeps it.
        await page.goBack();
        await expect(page).toHaveURL(`${base}?size=small&price=500-1000&colour=red`);
        await expect(worksCount(page)).toHaveText(t.count(coloured.totalCount));
        await expect(page.getByRole('link', { name: t.remove(t.sizes.small) })).toBeVisible();
        await page.reload();
        await expect(worksCount(page)).toHaveText(t.count(coloured.totalCount));
        await expect(page.getByRole('link', { name: t.remove(t.colours.red) })).toBeVisible();
        await worksHydrated(page, lang);

        // The sort: works by price, cheapest first, the filters kept.
        await page.getByRole('combobox', { name: t.sort }).selectOption({ label: t.priceAsc });
        await expect(page).toHaveURL(`${base}?size=small&price=500-1000&colour=red&sort=PRICE_ASC`);

        // The discipline sub-routes keep the filters.
        await page
          .getByRole('navigation', { name: lang === 'es' ? 'Obras' : 'Works' })
          .getByRole('link', { name: t.painting, exact: true })
          .click();
        await expect(page).toHaveURL(new RegExp(`\\?size=small&price=500-1000&colour=red&sort=PRICE_ASC$`));
        const painting = await apiWorks(
          { catalogPrefix, disciplines: [0], sizes: ['small'], priceRanges: ['500-1000'], colours: ['red'] },
          'NEWEST',
          100,
          lang,
        );
        await expect(worksCount(page)).toHaveText(t.count(painting.totalCount));
        await expect(page.getByRole('link', { name: t.remove(t.painting) })).toBeVisible();

        // Clear: the plain list again.
        await page.getByRole('link', { name: t.clear }).click();
        await expect(page).toHaveURL(base);
        await expect(worksCount(page)).toHaveText(t.count(all.totalCount));
        await expect(page.locator('[data-works-chips]')).toHaveCount(0);
        await expect(page.getByRole('link', { name: t.clear })).toHaveCount(0);
      },
    );
  }
}

/** "Load more" on a site's list in one language, sorted by price. */
export function defineWorksLoadMoreTest(site: WorksSite, lang: WorksLang) {
  const { origin, catalogPrefix } = WORKS_SITES[site];
  const t = WORKS_TEXT[lang];
  const base = `${origin}${WORKS_SITES[site].paths[lang]}`;

  test(`${site} (${lang}): "load more" adds the next 20 in place, sorted by price with works without price last, then the sold ones`, async ({
    page,
  }) => {
    const sorted = await apiWorks({ catalogPrefix }, 'PRICE_ASC', 100, lang);
    expect(sorted.totalCount).toBeGreaterThan(20);
    await page.goto(`${base}?sort=PRICE_ASC`);
    await worksHydrated(page, lang);
    await expect(workCards(page)).toHaveCount(20);
    const more = page.getByRole('link', { name: t.loadMore });
    await expect(more).toHaveAttribute('rel', 'next');
    await expect(more).toHaveAttribute('href', /\?sort=PRICE_ASC&after=[A-Za-z0-9_-]+$/);
    // The first row loads first; the rest lazily.
    await expect(workCards(page).first().locator('img')).toHaveAttribute('fetchpriority', 'high');
    await expect(workCards(page).nth(19).locator('img')).toHaveAttribute('loading', 'lazy');
    // The images preloaded at this width are the first row at this width: one per column, no more.
    const columns = await workCards(page)
      .locator('img')
      .evaluateAll((images) => new Set(images.map((img) => Math.round(img.getBoundingClientRect().left))).size);
    const preloaded = await page.evaluate(
      () =>
        Array.from(document.querySelectorAll<HTMLLinkElement>('link[rel="preload"][as="image"]')).filter(
          (link) => !link.media || matchMedia(link.media).matches,
        ).length,
    );
    expect(preloaded).toBe(columns);

    await more.click();
    const expected = Math.min(40, sorted.totalCount);
    await expect(workCards(page)).toHaveCount(expected);
    // Appended in place: the address is the list's, not the next page's.
    await expect(page).toHaveURL(`${base}?sort=PRICE_ASC`);
    await expect(page.getByRole('status').filter({ hasText: t.loaded })).toHaveText(
      new RegExp(`${expected}.*${sorted.totalCount}`),
    );
    await expect(workCards(page).nth(20).locator('h3 a')).toBeFocused();
    const shown = await workCards(page)
      .locator('h3 a')
      .evaluateAll((links) => links.map((a) => (a as HTMLAnchorElement).pathname));
    expect(shown).toEqual(sorted.nodes.slice(0, expected).map((w) => pathOf(w.url)));

    // Works without price come after the priced ones and say so; the sold works come after them all.
    const firstSold = sorted.nodes.findIndex((w) => w.workState === 'Vendida');
    expect(firstSold).toBeGreaterThan(0);
    expect(sorted.nodes.slice(firstSold).every((w) => w.workState === 'Vendida')).toBe(true);
    const toHave = sorted.nodes.slice(0, firstSold);
    const firstWithout = toHave.findIndex((w) => w.price === null);
    expect(firstWithout).toBeGreaterThan(0);
    expect(toHave.slice(firstWithout).every((w) => w.price === null)).toBe(true);
    if (firstWithout < expected) await expect(workCards(page).nth(firstWithout)).toContainText(t.noPrice);
    if (firstSold < expected) await expect(workCards(page).nth(firstSold)).toContainText(t.sold);
    if (expected === sorted.totalCount) await expect(more).toHaveCount(0);
    await expectNoSeriousViolations(page, `${site} ${lang} loaded more`);
  });
}

/** The paths the cards of the list link to, in the order shown. */
const cardPaths = (page: Page) =>
  workCards(page)
    .locator('h3 a')
    .evaluateAll((links) => links.map((a) => (a as HTMLAnchorElement).pathname));

/**
 * Checks the page against the API, and again on the reloaded page when that fails: a checkout test running beside
 * this one may hold or sell a work between the page's reading and the API's (the lists themselves never lag).
 */
async function againstTheApi(page: Page, check: () => Promise<void>) {
  let again = false;
  await expect(async () => {
    if (again) await page.reload();
    again = true;
    await check();
  }).toPass({ timeout: 25_000 });
}

/** Presses "load more" until every work of the list is shown. */
async function loadAll(page: Page, lang: WorksLang, total: number) {
  for (let shown = Math.min(20, total); shown < total; shown = Math.min(shown + 20, total)) {
    await page.getByRole('link', { name: WORKS_TEXT[lang].loadMore }).click();
    await expect(workCards(page)).toHaveCount(Math.min(shown + 20, total));
  }
}

/**
 * Browsing a site's list (issue 18): "available to buy" narrows it to the works that can be bought online (its count
 * the API's), sold works come after the others, two columns on the phone, and the filter bar whose panel is closed
 * at first so the works start in the first screen, opened and closed by its button.
 */
export function defineWorksBrowseTests(site: WorksSite, langs: readonly WorksLang[]) {
  const { origin, catalogPrefix } = WORKS_SITES[site];
  for (const lang of langs) {
    const t = WORKS_TEXT[lang];
    const base = `${origin}${WORKS_SITES[site].paths[lang]}`;

    test(`${site} (${lang}): "available to buy" lists the works that can be bought online, with its chip and count`, async ({
      page,
    }, info) => {
      const all = await apiWorks({ catalogPrefix }, 'NEWEST', 100, lang);
      await page.goto(base);
      await worksHydrated(page, lang);
      const { box } = await toggle(page, lang, info, t.buyable);
      await expect(page).toHaveURL(`${base}?buyable=1`);
      await expect(box).toBeChecked();
      await expect(worksPanel(page).locator('summary')).toHaveText(`${t.filtersButton} (1)`);
      await againstTheApi(page, async () => {
        const buyable = await apiWorks({ catalogPrefix, buyableOnline: true }, 'NEWEST', 100, lang);
        // The filter narrows the list, to works on sale with a price.
        expect(buyable.totalCount).toBeGreaterThan(0);
        expect(buyable.totalCount).toBeLessThan(all.totalCount);
        expect(buyable.nodes.every((w) => w.workState === 'Disponible' && (w.price ?? 0) > 0)).toBe(true);
        await expect(worksCount(page)).toHaveText(t.count(buyable.totalCount));
        await expect(workCards(page)).toHaveCount(Math.min(20, buyable.totalCount));
        expect(await cardPaths(page)).toEqual(buyable.nodes.slice(0, 20).map((w) => pathOf(w.url)));
        await expect(workCards(page).filter({ hasText: t.sold })).toHaveCount(0);
      });

      // A reload of its address keeps it (the panel closed again, its chip in sight); its chip takes it away again.
      await page.reload();
      await expect(worksPanel(page).locator('summary')).toHaveText(`${t.filtersButton} (1)`);
      await page.getByRole('link', { name: t.remove(t.buyable) }).click();
      await expect(page).toHaveURL(base);
      await expect(worksCount(page)).toHaveText(t.count(all.totalCount));
    });

    test(`${site} (${lang}): sold works come after the others, in the list as the API orders it`, async ({ page }) => {
      await page.goto(`${base}?sort=PRICE_DESC`);
      await againstTheApi(page, async () => {
        const all = await apiWorks({ catalogPrefix }, 'PRICE_DESC', 100, lang);
        const firstSold = all.nodes.findIndex((w) => w.workState === 'Vendida');
        expect(firstSold).toBeGreaterThan(0);
        expect(all.nodes.slice(firstSold).every((w) => w.workState === 'Vendida')).toBe(true);
        await worksHydrated(page, lang);
        await loadAll(page, lang, all.totalCount);
        expect(await cardPaths(page)).toEqual(all.nodes.map((w) => pathOf(w.url)));
        // Each sold card says so, and none before them.
        const sold = await workCards(page).evaluateAll(
          (cards, label) => cards.map((card) => card.textContent?.includes(label) ?? false),
          t.sold,
        );
        expect(sold.indexOf(true)).toBe(firstSold);
        expect(sold.slice(firstSold).every(Boolean)).toBe(true);
      });
    });

    test(`${site} (${lang}): two works side by side on the phone`, { tag: RUNS_IN.phone }, async ({ page }) => {
      await page.goto(base);
      const boxes = await workCards(page).evaluateAll((cards) =>
        cards.map((card) => {
          const { x, y, width } = card.getBoundingClientRect();
          return { x, y, width };
        }),
      );
      const [first] = boxes;
      if (!first) throw new Error('no cards');
      // Two columns of one masonry: the card that opens the second shares the first card's top, beside it, both
      // within the screen, and no other column.
      const beside = boxes.filter((box) => Math.abs(box.y - first.y) < 1 && box.x > first.x);
      expect(beside).toHaveLength(1);
      expect(beside[0]?.x).toBeGreaterThanOrEqual(first.x + first.width);
      expect((beside[0]?.x ?? 0) + (beside[0]?.width ?? 0)).toBeLessThanOrEqual(375);
      expect(first.width).toBeGreaterThan(120);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    });

    test(
      `${site} (${lang}): the filter bar keeps the panel closed and the works in the first screen; its button opens and closes it`,
      { tag: RUNS_IN.bothWidths },
      async ({ page }, info) => {
        await page.goto(`${base}?size=small`);
        await worksHydrated(page, lang);
        const panel = worksPanel(page);
        const button = panel.locator('summary');
        await expect(panel).not.toHaveAttribute('open');
        await expect(button).toHaveText(`${t.filtersButton} (1)`);
        // The chips of the filters applied are in sight with the panel closed, and so are the count and the sort.
        await expect(page.getByRole('link', { name: t.remove(t.sizes.small) })).toBeVisible();
        await expect(worksCount(page)).toBeVisible();
        await expect(page.getByRole('combobox', { name: t.sort })).toBeVisible();
        await expect(page.getByRole('checkbox', { name: t.sizes.medium, exact: true })).toBeHidden();
        const card = await workCards(page).first().boundingBox();
        const height = page.viewportSize()?.height ?? 0;
        expect({ project: info.project.name, top: card && card.y < height }).toEqual({
          project: info.project.name,
          top: true,
        });

        await button.click();
        await expect(panel).toHaveAttribute('open', '');
        await expect(page.getByRole('checkbox', { name: t.sizes.medium, exact: true })).toBeAttached();
        await expect(panel.locator('label').filter({ hasText: t.sizes.medium })).toBeVisible();
        await expect(panel.locator('label').filter({ hasText: t.buyable })).toBeVisible();
        await expectNoSeriousViolations(page, `${site} ${lang} filter panel open`);
        await button.click();
        await expect(panel).not.toHaveAttribute('open');
        await expect(panel.locator('label').filter({ hasText: t.sizes.medium })).toBeHidden();
      },
    );
  }
}
