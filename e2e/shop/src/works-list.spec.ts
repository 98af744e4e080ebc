import { expect, test } from '@playwright/test';
import {
  E2E,
  WORKS_SITES,
  WORKS_TEXT,
  apiWorks,
  defineWorksBrowseTests,
  defineWorksListTests,
  defineWorksLoadMoreTest,
  pathOf,
  workCards,
  worksCount,
  worksFilterPanel,
  worksHydrated,
} from '@art/e2e-shared';

// The shop's works list (issue 6): the filters, the chips, "clear filters", "load more", on the desktop and the phone,
// in Spanish and English, with and without JavaScript. The tests both sites run are in e2e/shared/src/works-list.ts;
// the fair's list is in e2e/fair/src/works-list.spec.ts.

defineWorksListTests('shop', ['es', 'en']);

defineWorksBrowseTests('shop', ['es', 'en']);

defineWorksLoadMoreTest('shop', 'es');

test('shop (es): back to a list after "load more" shows every work loaded and the work opened, also after a reload', async ({
  page,
}) => {
  const t = WORKS_TEXT.es;
  const base = `${E2E.shop}${WORKS_SITES.shop.paths.es}`;
  const all = await apiWorks({ catalogPrefix: 'MARKET' });
  expect(all.totalCount).toBeGreaterThan(20);
  expect(all.totalCount).toBeLessThanOrEqual(40);
  const hrefs = () =>
    workCards(page)
      .locator('h3 a')
      .evaluateAll((links) => links.map((a) => (a as HTMLAnchorElement).pathname));
  const scrollY = () => page.evaluate(() => window.scrollY);

  await page.goto(base);
  await worksHydrated(page, 'es');
  await page.getByRole('link', { name: t.loadMore }).click();
  await expect(workCards(page)).toHaveCount(all.totalCount);
  const loaded = await hrefs();
  expect(loaded).toEqual(all.nodes.map((w) => pathOf(w.url)));

  // A work of the second batch, well below the first.
  const index = Math.min(30, all.totalCount - 1);
  const work = pathOf(all.nodes[index]?.url ?? '');
  // Its link in the middle of the screen, at once (the page scrolls smoothly otherwise, and the place would be read
  // mid-way): Playwright's click does not scroll it again then (a link under the sticky header is scrolled elsewhere
  // by the click), so the place left is the one read.
  const link = workCards(page).nth(index).locator('h3 a');
  await link.evaluate((a) => a.scrollIntoView({ block: 'center', behavior: 'instant' }));
  await expect(link).toBeInViewport({ ratio: 1 });
  const before = await scrollY();
  expect(before).toBeGreaterThan(0);
  await link.click();
  await expect(page).toHaveURL(`${E2E.shop}${work}`);

  // Back: the same works, the same address, and the work opened where it was.
  await page.goBack();
  await expect(page).toHaveURL(base);
  await expect(workCards(page)).toHaveCount(all.totalCount);
  expect(await hrefs()).toEqual(loaded);
  await expect(workCards(page).nth(index)).toBeInViewport();
  expect(Math.abs((await scrollY()) - before)).toBeLessThan(100);
  await expect(page.getByRole('link', { name: t.loadMore })).toHaveCount(0);

  // Forward and back again.
  await page.goForward();
  await expect(page).toHaveURL(`${E2E.shop}${work}`);
  await page.goBack();
  await expect(workCards(page)).toHaveCount(all.totalCount);
  await expect(workCards(page).nth(index)).toBeInViewport();

  // A reload fetches the second batch again and gives the scroll back.
  await page.reload();
  await worksHydrated(page, 'es');
  await expect(workCards(page)).toHaveCount(all.totalCount);
  await expect(workCards(page).nth(index)).toBeInViewport();

  // Another list (another sort) is a list of its own: it opens with its first 20, and back restores this one.
  await page.getByRole('combobox', { name: t.sort }).selectOption({ label: t.priceAsc });
  await expect(page).toHaveURL(`${base}?sort=PRICE_ASC`);
  await expect(workCards(page)).toHaveCount(20);
  await page.goBack();
  await expect(page).toHaveURL(base);
  await expect(workCards(page)).toHaveCount(all.totalCount);
});

test('a sold work says so on its card, in both languages', async ({ page }) => {
  for (const lang of ['es', 'en'] as const) {
    const market = await apiWorks({ catalogPrefix: 'MARKET' }, 'NEWEST', 100, lang);
    const index = market.nodes.findIndex((w) => w.workState === 'Vendida');
    const sold = market.nodes[index];
    expect(sold).toBeDefined();
    await page.goto(`${E2E.shop}${WORKS_SITES.shop.paths[lang]}`);
    // Sold works come after the others: on a later page of the list when there are more than 20 of those.
    if (index >= 20) {
      await worksHydrated(page, lang);
      await page.getByRole('link', { name: WORKS_TEXT[lang].loadMore }).click();
      await expect(workCards(page)).toHaveCount(Math.min(40, market.totalCount));
    }
    const card = workCards(page).filter({ has: page.locator(`h3 a[href$="${pathOf(sold?.url ?? '')}"]`) });
    await expect(card).toContainText(WORKS_TEXT[lang].sold);
    await expect(card).not.toContainText('€');
  }
});

test('an address with unknown or hostile filters shows the plain list', async ({ page }) => {
  const all = await apiWorks({ catalogPrefix: 'MARKET' });
  const res = await page.goto(
    `${E2E.shop}/es/shop/obras?size=%3Cscript%3Ealert(1)%3C/script%3E&price=2500-1000&colour=red%27%20OR%201=1--&sort=DROP&after=%3Cimg%3E`,
  );
  expect(res?.status()).toBe(200);
  await expect(worksCount(page)).toHaveText(WORKS_TEXT.es.count(all.totalCount));
  await expect(page.locator('[data-works-chips]')).toHaveCount(0);
  expect(await page.content()).not.toContain('<script>alert(1)</script>');
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  for (const lang of ['es', 'en'] as const) {
    const t = WORKS_TEXT[lang];
    const base = `${E2E.shop}${WORKS_SITES.shop.paths[lang]}`;

    test(`shop (${lang}): the form, the chips and the next page are addresses`, async ({ page }, info) => {
      await page.goto(base);
      const form = await worksFilterPanel(page, lang, info);
      for (const name of [t.sizes.small, t.sizes.medium, t.colours.blue]) {
        const box = form.getByRole('checkbox', { name, exact: true });
        await form
          .locator('label')
          .filter({ has: page.getByRole('checkbox', { name, exact: true }) })
          .click();
        await expect(box).toBeChecked();
      }
      await form.getByRole('combobox', { name: t.sort }).selectOption({ label: t.priceAsc });
      await form.getByRole('button', { name: t.apply }).first().click();
      await expect(page).toHaveURL(`${base}?sort=PRICE_ASC&size=small&size=medium&colour=blue`);
      const expected = await apiWorks(
        { catalogPrefix: 'MARKET', sizes: ['small', 'medium'], colours: ['blue'] },
        'PRICE_ASC',
        100,
        lang,
      );
      await expect(worksCount(page)).toHaveText(t.count(expected.totalCount));
      const shown = await workCards(page)
        .locator('h3 a')
        .evaluateAll((links) => links.map((a) => (a as HTMLAnchorElement).pathname));
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
      await expect(workCards(page)).toHaveCount(Math.min(20, all.totalCount - 20));
    });
  }
});
