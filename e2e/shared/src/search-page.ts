import type { Page } from '@playwright/test';
import { href, siteProfile, type Lang, type SiteName } from '@art/routing';
import { testApi } from './api';
import { expect, test } from './console';
import { E2E } from './env';

const TEXTS = {
  es: {
    search: 'Buscar',
    title: (text: string, site: string) => `Resultados de «${text}» | ${site}`,
    heading: (text: string) => `Resultados de «${text}»`,
    kinds: 'Tipos de resultado',
    works: (count: number) => `Obras (${count})`,
    artists: (count: number) => `Artistas (${count})`,
    next: 'Siguiente',
    previous: 'Anterior',
    allResults: 'Ver todos los resultados',
    siteName: { fair: 'Feria de Arte Contemporáneo de Madrid', shop: 'Market' },
  },
  en: {
    search: 'Search',
    title: (text: string, site: string) => `Results for “${text}” | ${site}`,
    heading: (text: string) => `Results for “${text}”`,
    kinds: 'Kinds of result',
    works: (count: number) => `Works (${count})`,
    artists: (count: number) => `Artists (${count})`,
    next: 'Next',
    previous: 'Previous',
    allResults: 'See all results',
    siteName: { fair: 'Madrid Contemporary Art Fair', shop: 'Market' },
  },
} as const;

const api = <T>(query: string, lang: Lang = 'es') => testApi.data<T>(query, {}, { lang });

/**
 * An artist of a catalogue whose surname is in none of their works' titles or techniques: searching the surname finds
 * the works only by their artist's name.
 */
async function artistOnlyByName(catalogPrefix: string): Promise<{ fullName: string; surname: string; works: number }> {
  const data = await api<{
    works: { nodes: { title: string; technicsText: string; artist: { fullName: string; lastName: string } }[] };
  }>(
    `{ works(filter: { catalogPrefix: "${catalogPrefix}" }, first: 100) { nodes { title technicsText artist { fullName lastName } } } }`,
  );
  const fold = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
  const works = data.works.nodes;
  const texts = works.map((work) => fold(`${work.title} ${work.technicsText}`));
  const names = [...new Set(works.map((work) => work.artist.fullName))];
  for (const fullName of names) {
    const own = works.filter((work) => work.artist.fullName === fullName);
    const surname = own[0]?.artist.lastName.split(' ')[0] ?? '';
    const needle = fold(surname);
    // Found by this artist's name alone: in no work's text, and in no other artist's name.
    if (needle.length < 4 || texts.some((text) => text.includes(needle))) continue;
    if (names.some((other) => other !== fullName && fold(other).includes(needle))) continue;
    return { fullName, surname, works: own.length };
  }
  throw new Error(`The test seed has no artist of ${catalogPrefix} to find by name alone`);
}

/** A two-letter text more than one page of works of a catalogue (24) hold. */
async function wordOfManyWorks(catalogPrefix: string): Promise<{ word: string; works: number }> {
  for (const word of ['er', 'in', 'ra', 'an', 'en', 'de', 'la', 'ar']) {
    const data = await api<{ searchPage: { counts: { work: number } } }>(
      `{ searchPage(textSearch: "${word}", catalogPrefix: "${catalogPrefix}") { counts { work } } }`,
    );
    if (data.searchPage.counts.work > 24) return { word, works: data.searchPage.counts.work };
  }
  throw new Error(`The test seed has no two letters in more than 24 works of ${catalogPrefix}`);
}

const resultsList = (page: Page) =>
  page
    .getByRole('main')
    .getByRole('list')
    .filter({ has: page.getByRole('link') })
    .last();

/**
 * The search results page of a site (`/es/buscar`, `/en/search`; the shop's under `/es/shop`): Enter in the header's
 * search with no result reached opens it with the text in its address (`?q=`), in the page's language, not indexed;
 * a search for an artist's surname lists the artist and their works; every match a page at a time; and without
 * JavaScript it is a GET form that gives the same address. Both suites call it for their own site.
 */
export function defineSearchPageTests(site: SiteName) {
  const origin = E2E[site];
  const { catalogPrefix } = siteProfile(site);
  const key = site === 'fair' ? 'search' : 'shop-search';
  test.beforeEach(async ({ context }) => {
    await context.addCookies([{ name: 'acceptCookies', value: '1', url: origin }]);
  });

  for (const lang of ['es', 'en'] as const) {
    const t = TEXTS[lang];
    const path = href(key, {}, lang);

    test(`${site} search (${lang}): Enter with nothing highlighted opens every match, the artist's works included`, async ({
      page,
    }) => {
      const artist = await artistOnlyByName(catalogPrefix);
      await page.goto(`${origin}${href(siteProfile(site).keys.works, {}, lang)}`);
      await page.getByRole('button', { name: t.search, exact: true }).first().click();
      const field = page.getByRole('combobox', { name: t.search });
      await expect(field).toBeFocused();
      await field.fill(artist.surname);
      // The header's own results already have the artist's works (they were found by the artist's name).
      const options = page.getByRole('listbox').getByRole('option');
      await expect(options.filter({ hasText: `— ${artist.fullName}` }).first()).toBeVisible();
      await expect(page.getByRole('link', { name: t.allResults })).toBeVisible();
      await field.press('Enter');

      await expect(page).toHaveURL(`${origin}${path}?q=${encodeURIComponent(artist.surname)}`);
      const title = t.title(artist.surname, t.siteName[site]);
      await expect(page).toHaveTitle(title);
      await expect(page.locator('h1')).toHaveText(title);
      await expect(page.locator('html')).toHaveAttribute('lang', lang);
      await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
      const main = page.getByRole('main');
      await expect(main.getByRole('heading', { level: 2, name: t.heading(artist.surname) })).toBeVisible();
      const kinds = main.getByRole('navigation', { name: t.kinds });
      await expect(kinds.getByRole('link', { name: t.works(artist.works) })).toHaveAttribute('aria-current', 'page');
      await expect(resultsList(page).getByRole('link', { name: new RegExp(`— ${artist.fullName}`) })).toHaveCount(
        artist.works,
      );
      // The artist on the next tab (a client navigation: the tab is current once its list is shown).
      const artistsTab = kinds.getByRole('link', { name: /^(Artistas|Artists) \(/ });
      await artistsTab.click();
      await expect(page).toHaveURL(/[?&]type=artist\b/);
      await expect(artistsTab).toHaveAttribute('aria-current', 'page');
      await expect(
        resultsList(page).getByRole('link', { name: new RegExp(`^${artist.fullName} (Artista|Artist)$`) }),
      ).toBeVisible();
    });

    test(`${site} search (${lang}): every match a page at a time, with real links`, async ({ page }) => {
      const { word, works } = await wordOfManyWorks(catalogPrefix);
      await page.goto(`${origin}${path}?q=${word}`);
      const first = await resultsList(page)
        .getByRole('link')
        .evaluateAll((links) => links.map((link) => link.getAttribute('href')));
      expect(first).toHaveLength(24);
      const next = page.getByRole('main').getByRole('link', { name: t.next });
      await expect(next).toHaveAttribute('rel', 'next');
      await next.click();
      await expect(page).toHaveURL(new RegExp(`\\?q=${word}&type=work&page=2$`));
      await expect(page.getByRole('main').getByRole('link', { name: t.previous })).toBeVisible();
      const second = await resultsList(page)
        .getByRole('link')
        .evaluateAll((links) => links.map((link) => link.getAttribute('href')));
      expect(second).toHaveLength(works - 24);
      expect(new Set([...first, ...second]).size).toBe(works);
    });
  }

  test.describe(`${site} search without JavaScript`, () => {
    test.use({ javaScriptEnabled: false });
    test(`${site} search: the header's search leads to the results page, whose GET form gives the same address`, async ({
      page,
    }) => {
      await page.goto(`${origin}${href(siteProfile(site).keys.home, {}, 'es')}`);
      const toggle = page.locator('a[data-search-toggle]').first();
      await expect(toggle).toHaveAttribute('href', href(key, {}, 'es'));
      await toggle.click();
      await expect(page).toHaveURL(`${origin}${href(key, {}, 'es')}`);
      const main = page.getByRole('main');
      await main.getByRole('searchbox').fill('núñez');
      await main.getByRole('button', { name: 'Buscar' }).click();
      await expect(page).toHaveURL(`${origin}${href(key, {}, 'es')}?q=n%C3%BA%C3%B1ez`);
      await expect(main.getByRole('heading', { level: 2, name: 'Resultados de «núñez»' })).toBeVisible();
      await expect(resultsList(page).getByRole('link').first()).toBeVisible();
    });
  });
}
