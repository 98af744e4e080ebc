import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { E2E, expectDeferredPartsHydrated, testApi } from '@art/e2e-shared';

// The header search (a combobox over the API's search: accents ignored, at most 9 results, keyboard) and the strip of
// last-seen works in the footer (kept in the browser's local storage), on both sites, in both languages.

type Lang = 'es' | 'en';

const TEXTS = {
  es: {
    search: 'Buscar',
    results: 'Resultados de la búsqueda',
    count: (n: number) => `Resultados: ${n}`,
    none: (text: string) => `No se han encontrado coincidencias para «${text}».`,
    strip: 'Últimas obras vistas',
    // What the footer told a visitor who had seen no work, before it left the strip out (issue 36).
    noneSeen: 'Aún no has visto ninguna obra.',
  },
  en: {
    search: 'Search',
    results: 'Search results',
    count: (n: number) => `Results: ${n}`,
    none: (text: string) => `No matches found for “${text}”.`,
    strip: 'Recently viewed works',
    noneSeen: 'You have not viewed any works yet.',
  },
} as const;

/** The storage key and format version of the last-seen list (libs/layout `last-seen.ts`). */
const LAST_SEEN_KEY = 'art.lastSeen';

const api = <T>(query: string, lang: Lang = 'es') => testApi.data<T>(query, {}, { lang });

/** The works of a catalogue, newest first, with their title and page in a language. */
async function catalogueWorks(catalogPrefix: string, lang: Lang, first: number) {
  const data = await api<{ works: { nodes: { id: string; title: string; url: string }[] } }>(
    `{ works(filter: { catalogPrefix: "${catalogPrefix}" }, first: ${first}) { nodes { id title url } } }`,
    lang,
  );
  return data.works.nodes;
}

/** A word typed in the search that matches more than 9 works of the market. */
async function commonWord(): Promise<string> {
  for (const word of ['de', 'la', 'ar', 'an', 'or', 'en']) {
    const data = await api<{ works: { totalCount: number } }>(
      `{ works(filter: { catalogPrefix: "MARKET", text: "${word}" }) { totalCount } }`,
    );
    if (data.works.totalCount > 9) return word;
  }
  throw new Error('The test seed has no word matching more than 9 market works');
}

test.beforeEach(async ({ context }) => {
  // The cookie banner stays out of the way (it has tests of its own).
  await context.addCookies([E2E.fair, E2E.shop].map((url) => ({ name: 'acceptCookies', value: '1', url })));
});

async function openSearch(page: Page, lang: Lang) {
  const toggle = page.getByRole('button', { name: TEXTS[lang].search, exact: true }).first();
  await toggle.click();
  const field = page.getByRole('combobox', { name: TEXTS[lang].search });
  await expect(field).toBeFocused();
  return { toggle, field };
}

const options = (page: Page, lang: Lang) =>
  page.getByRole('listbox', { name: TEXTS[lang].results }).getByRole('option');

for (const lang of ['es', 'en'] as const) {
  const t = TEXTS[lang];
  const shopWorks = `${E2E.shop}/${lang}/shop/${lang === 'es' ? 'obras' : 'works'}`;

  test(`search (${lang}): "Núñez" and "nunez" find the same works, artists and galleries of the market`, async ({
    page,
  }) => {
    await page.goto(shopWorks);
    const { field } = await openSearch(page, lang);
    await field.fill('Núñez');
    await expect(options(page, lang).first()).toBeVisible();
    const accented = await options(page, lang).allTextContents();
    expect(accented.some((text) => text.includes('Núñez'))).toBe(true);
    await field.fill('nunez');
    await expect(page.getByRole('status').filter({ hasText: t.count(accented.length) })).toBeVisible();
    await expect(options(page, lang)).toHaveText(accented);
    // Every result is a page of the shop, with its picture when it has one.
    for (const href of await options(page, lang).evaluateAll((links) =>
      links.map((l) => l.getAttribute('href') ?? ''),
    )) {
      expect(href).toMatch(new RegExp(`^/${lang}/shop/`));
    }
  });

  test(`search (${lang}): at most 9 results, and the text typed when nothing matches`, async ({ page }) => {
    const word = await commonWord();
    await page.goto(shopWorks);
    const { field } = await openSearch(page, lang);
    await field.fill(word);
    await expect(page.getByRole('status').filter({ hasText: t.count(9) })).toBeVisible();
    await expect(options(page, lang)).toHaveCount(9);
    await expect(options(page, lang).locator('img').first()).toBeVisible();
    await field.fill('zzqqxx');
    await expect(page.getByText(t.none('zzqqxx'))).toBeVisible();
    await expect(options(page, lang)).toHaveCount(0);
    await expect(field).toHaveAttribute('aria-expanded', 'false');
  });

  test(`search (${lang}): the arrow keys reach a result and Enter opens it; Escape closes and gives the focus back`, async ({
    page,
  }) => {
    const word = await commonWord();
    await page.goto(shopWorks);
    let { toggle, field } = await openSearch(page, lang);
    await field.fill(word);
    await expect(options(page, lang)).toHaveCount(9);
    await field.press('ArrowDown');
    await field.press('ArrowDown');
    const second = options(page, lang).nth(1);
    await expect(second).toHaveAttribute('aria-selected', 'true');
    await expect(field).toHaveAttribute('aria-activedescendant', (await second.getAttribute('id')) ?? '');
    await expect(field).toBeFocused();
    const href = (await second.getAttribute('href')) ?? '';
    await field.press('Enter');
    await expect(page).toHaveURL(`${E2E.shop}${href}`);
    await expect(page.getByRole('combobox')).toHaveCount(0);

    ({ toggle, field } = await openSearch(page, lang));
    await field.fill('nunez');
    await expect(options(page, lang).first()).toBeVisible();
    await field.press('ArrowDown');
    await field.press('Escape');
    await expect(page.getByRole('combobox')).toHaveCount(0);
    await expect(toggle).toBeFocused();
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });

  test(`search (${lang}): the fair searches its current catalogue and links its own pages`, async ({ page }) => {
    await page.goto(`${E2E.fair}/${lang === 'es' ? 'es/obras' : 'en/works'}`);
    const { field } = await openSearch(page, lang);
    await field.fill('nunez');
    await expect(options(page, lang).first()).toBeVisible();
    for (const href of await options(page, lang).evaluateAll((links) =>
      links.map((l) => l.getAttribute('href') ?? ''),
    )) {
      expect(href).toMatch(new RegExp(`^/${lang}/`));
      expect(href).not.toMatch(/\/shop\//);
    }
  });

  test(`search (${lang}): the open search with results has no serious accessibility violations`, async ({ page }) => {
    await page.goto(shopWorks);
    const { field } = await openSearch(page, lang);
    await field.fill('nunez');
    await expect(options(page, lang).first()).toBeVisible();
    await field.press('ArrowDown');
    const results = await new AxeBuilder({ page }).include('header').analyze();
    const serious = results.violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map((v) => `${v.id} (${v.nodes.length}) ${v.nodes[0]?.target.join(' ')}: ${v.help}`);
    expect(serious).toEqual([]);
  });
}

/** The titles the last-seen strip shows, in order. */
async function stripTitles(page: Page, lang: Lang): Promise<string[]> {
  const strip = page.getByRole('region', { name: TEXTS[lang].strip });
  return (await strip.getByRole('listitem').allTextContents()).map((text) => text.trim());
}

test('last seen (es, shop): 10 works seen keep the newest 8, a work seen again moves to the front, a reload keeps them', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const works = await catalogueWorks('MARKET', 'es', 10);
  expect(works).toHaveLength(10);
  const strip = page.getByRole('region', { name: TEXTS.es.strip });
  for (const work of works) {
    await page.goto(work.url);
    await expect(strip.getByRole('link', { name: work.title, exact: true })).toBeVisible();
  }
  const newestFirst = works.map((w) => w.title).reverse();
  await expect.poll(() => stripTitles(page, 'es')).toEqual(newestFirst.slice(0, 8));

  // The fifth work seen is the sixth in the strip; seen again, it comes first and nothing else moves.
  const again = works[4]!;
  await page.goto(again.url);
  const expected = [again.title, ...newestFirst.slice(0, 8).filter((title) => title !== again.title)];
  await expect.poll(() => stripTitles(page, 'es')).toEqual(expected);

  await page.reload();
  await expect.poll(() => stripTitles(page, 'es')).toEqual(expected);
  // On another page of the shop too, each work linking its page.
  await page.goto(`${E2E.shop}/es/shop/obras`);
  await expect.poll(() => stripTitles(page, 'es')).toEqual(expected);
  await strip.getByRole('link', { name: works[9]!.title, exact: true }).click();
  await expect(page).toHaveURL(works[9]!.url);
});

/** Expects no last-seen strip in the footer, nor a sentence that no work was seen, once the page runs. */
async function expectNoStrip(page: Page, lang: Lang) {
  await expectDeferredPartsHydrated(page);
  await expect(page.getByRole('region', { name: TEXTS[lang].strip })).toHaveCount(0);
  await expect(page.getByText(TEXTS[lang].noneSeen)).toHaveCount(0);
}

test('last seen (en, fair): the fair keeps its own list, newest first, and clears a list of an older version', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const works = await catalogueWorks('AM25', 'en', 3);
  expect(works).toHaveLength(3);
  await page.goto(`${E2E.fair}/en/works`);
  // A first visit: no strip of works seen, until there is one (issue 36).
  await expectNoStrip(page, 'en');
  for (const work of works) {
    await page.goto(work.url);
    // Recorded once the page runs in the browser: the strip shows it.
    await expect(
      page.getByRole('region', { name: TEXTS.en.strip }).getByRole('link', { name: work.title, exact: true }),
    ).toBeVisible();
  }
  await expect.poll(() => stripTitles(page, 'en')).toEqual(works.map((w) => w.title).reverse());

  // A list written by version 1.0.0 of the store is not read: it is removed and the strip is gone.
  await page.evaluate(
    ([key, work]) =>
      window.localStorage.setItem(
        key,
        JSON.stringify({ version: '1.0.0', items: [{ slug: 'x', id: '1', url: work, imageUrl: '/x.jpg' }] }),
      ),
    [LAST_SEEN_KEY, works[0]!.url] as const,
  );
  await page.goto(`${E2E.fair}/en/works`);
  await expectNoStrip(page, 'en');
  expect(await page.evaluate((key) => window.localStorage.getItem(key), LAST_SEEN_KEY)).toBeNull();
});

test('last seen: the fair and the shop, on origins of their own here, each show what was seen on them', async ({
  page,
}) => {
  const [shopWork] = await catalogueWorks('MARKET', 'es', 1);
  const [fairWork] = await catalogueWorks('AM25', 'es', 1);
  await page.goto(shopWork!.url);
  await expect.poll(() => stripTitles(page, 'es')).toEqual([shopWork!.title]);
  await page.goto(fairWork!.url);
  await expect(
    page.getByRole('region', { name: TEXTS.es.strip }).getByRole('link', { name: fairWork!.title, exact: true }),
  ).toBeVisible();
  // Local storage belongs to an origin: in these tests the sites have one each, so the fair has its own list.
  await expect.poll(() => stripTitles(page, 'es')).toEqual([fairWork!.title]);
  await page.goto(`${E2E.shop}/es/shop`);
  await expect.poll(() => stripTitles(page, 'es')).toEqual([shopWork!.title]);
});
