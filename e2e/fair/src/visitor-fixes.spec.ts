import type { Locator, Page } from '@playwright/test';
import { E2E, expect, expectDeferredPartsHydrated, expectHydrated, RUNS_IN, test, testApi } from '@art/e2e-shared';

// What a visitor sees (issue 36): an artist's few works in a row rather than piled in one column, and the cookie
// banner, which covered the footer's last links at every width and came last of some 75 stops of the keyboard.

/** The tops and lefts of a list's cards, in px. */
async function cardPlaces(list: Locator): Promise<{ tops: number[]; lefts: number[] }> {
  const boxes = await list
    .getByRole('listitem')
    .evaluateAll((items) => items.map((item) => item.getBoundingClientRect()).map((b) => [b.top, b.left] as const));
  return { tops: boxes.map(([top]) => Math.round(top)), lefts: boxes.map(([, left]) => Math.round(left)) };
}

test.describe('few works', () => {
  test.beforeEach(async ({ context }) => {
    // The cookie banner has tests of its own (below).
    await context.addCookies([{ name: 'acceptCookies', value: '1', url: E2E.fair }]);
  });

  test('an artist’s three works stand in one row, and the two more works by them on a work page too', async ({
    page,
  }) => {
    const data = await testApi.data<{
      artists: { nodes: { fullName: string; url: string; works: { title: string; url: string }[] }[] };
    }>(
      `{ artists(filter: { catalogPrefix: "AM25" }, first: 30) { nodes { fullName url works(catalogPrefix: "AM25", first: 4) { title url } } } }`,
    );
    const artist = data.artists.nodes.find((a) => a.works.length === 3);
    if (!artist) throw new Error('The test seed has no artist of AM25 with three works');

    // 1440 px: four columns of works.
    await page.goto(artist.url);
    const works = page.locator('section[aria-labelledby="artist-works"]').getByRole('list');
    await expect(works.getByRole('listitem')).toHaveCount(3);
    await expect(works.getByRole('link', { name: artist.works[0]!.title }).first()).toBeVisible();
    const row = await cardPlaces(works);
    expect(new Set(row.tops).size, 'the three works begin at the same height').toBe(1);
    expect(new Set(row.lefts).size, 'each work in a column of its own').toBe(3);

    await page.goto(artist.works[0]!.url);
    const more = page.locator('section[aria-labelledby="more-from-artist"]');
    await expect(more.getByRole('heading', { level: 2 })).toContainText(artist.fullName);
    const others = await cardPlaces(more.getByRole('list'));
    expect(others.tops).toHaveLength(2);
    expect(new Set(others.tops).size, 'the two works begin at the same height').toBe(1);
    expect(new Set(others.lefts).size, 'each work in a column of its own').toBe(2);
  });
});

const BANNER = { name: 'Aviso de cookies', moreInfo: 'Más información en la política de cookies' } as const;

/** Whether what is drawn at the middle of an element is the element itself (or inside it), not something over it. */
const seenAtItsMiddle = (element: Locator) =>
  element.evaluate((el) => {
    const box = el.getBoundingClientRect();
    const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
    return hit !== null && el.contains(hit);
  });

/** Scrolls to the very end of the page. */
async function scrollToEnd(page: Page) {
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  await expect
    .poll(() =>
      page.evaluate(() => Math.ceil(window.scrollY + window.innerHeight) >= document.documentElement.scrollHeight),
    )
    .toBe(true);
}

for (const { width, height, tag } of [
  { width: 320, height: 568, tag: RUNS_IN.phone },
  { width: 375, height: 740, tag: RUNS_IN.phone },
  { width: 1440, height: 900, tag: RUNS_IN.desktop },
] as const) {
  test(`the cookie banner (${width} px) leaves the footer's last links in view above it`, { tag }, async ({ page }) => {
    await page.setViewportSize({ width, height });
    await page.goto(`${E2E.fair}/es/obras`);
    const banner = page.getByRole('region', { name: BANNER.name });
    await expect(banner).toBeVisible();
    // At the end of the page, every legal link of the footer (cookies and terms last) is above the banner, seen.
    await expectDeferredPartsHydrated(page);
    await scrollToEnd(page);
    const bannerBox = (await banner.boundingBox())!;
    expect(bannerBox.y + bannerBox.height, 'the banner is at the bottom of the screen').toBeCloseTo(height, 0);
    const legal = page.getByRole('contentinfo').getByRole('navigation', { name: 'Información legal' });
    const links = legal.getByRole('link');
    await expect(links.last()).toContainText('Términos y condiciones');
    for (const link of await links.all()) {
      const box = (await link.boundingBox())!;
      const name = await link.textContent();
      expect(box.y + box.height, `${name} ends above the banner`).toBeLessThanOrEqual(bannerBox.y);
      expect(await seenAtItsMiddle(link), `${name} is not covered`).toBe(true);
    }
    // Answered, the banner goes, and the end of the footer stays in view.
    await banner.getByRole('button', { name: 'Aceptar cookies' }).click();
    await expect(banner).toHaveCount(0);
    await expect(links.last()).toBeInViewport();
  });
}

test('the cookie banner takes the focus on arrival, so the first Tab reaches its link, not the 75th', async ({
  page,
}) => {
  await page.goto(`${E2E.fair}/es/obras`);
  const banner = page.getByRole('region', { name: BANNER.name });
  await expect(banner).toBeVisible();
  await expectHydrated(page);
  await expect(banner).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(banner.getByRole('link', { name: BANNER.moreInfo })).toBeFocused();
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  const accept = banner.getByRole('button', { name: 'Aceptar cookies' });
  await expect(accept).toBeFocused();
  // Answered from the keyboard: the focus goes on to the page's content, not past the end of the page.
  await page.keyboard.press('Enter');
  await expect(banner).toHaveCount(0);
  await expect(page.getByRole('main')).toBeFocused();
  expect(await page.evaluate(() => window.scrollY), 'the page stays where it was').toBe(0);
});
