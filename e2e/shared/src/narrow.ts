import type { APIRequestContext, Page } from '@playwright/test';
import { href, type AppRoute, type PageName, type SiteName } from '@art/routing';
import { signedUpInBrowser } from './checkout-helpers';
import { expectHydrated } from './hydration';
import { expect, test } from './console';
import { E2E, RUNS_IN } from './env';
import { addressOf, seedParams, siteRoutes, type SeedParams } from './fixtures';

/** The specification's smallest width (mobile 320–767). */
export const NARROWEST = 320;

/** What does not fit a page at its width: how wide it scrolls, and the visible texts cut off. */
interface Fit {
  scrollWidth: number;
  /** Visible headings (h1–h3) whose text is wider than their box: cut, or running out of it. */
  clippedHeadings: string[];
  /** Links and buttons of the header whose content is wider than their box (running under the next control). */
  crowdedHeader: string[];
}

/** Reads how a page fits its width (a visually hidden heading, 1 px wide, is not a visible one). */
export async function fitOf(page: Page): Promise<Fit> {
  return page.evaluate(() => {
    const describe = (el: Element) =>
      `${el.tagName.toLowerCase()} "${(el.textContent ?? '').replace(/\s+/g, ' ').trim().slice(0, 60)}" (${el.scrollWidth} > ${el.clientWidth})`;
    const visible = (el: Element) => el.clientWidth > 1 && getComputedStyle(el).visibility !== 'hidden';
    const clippedHeadings = Array.from(document.querySelectorAll('h1, h2, h3'))
      .filter((h) => visible(h) && h.scrollWidth > h.clientWidth)
      .map(describe);
    const crowdedHeader = Array.from(document.querySelectorAll('header a, header button'))
      .filter((el) => getComputedStyle(el).display !== 'inline' && visible(el) && el.scrollWidth > el.clientWidth + 1)
      .map(describe);
    return { scrollWidth: document.documentElement.scrollWidth, clippedHeadings, crowdedHeader };
  });
}

/** Expects a page to fit the narrowest width: no sideways scrolling, no heading cut, no header control overrun. */
export async function expectFits(page: Page, address: string) {
  const fit = await fitOf(page);
  expect(fit.scrollWidth, `${address} scrolls sideways`).toBeLessThanOrEqual(NARROWEST);
  expect(fit.clippedHeadings, `${address}: headings cut at ${NARROWEST} px`).toEqual([]);
  expect(fit.crowdedHeader, `${address}: header controls overrun at ${NARROWEST} px`).toEqual([]);
}

/** One address per page type of a site and language: the first public route of each page name. */
function pageTypes(site: SiteName): Map<PageName, AppRoute[]> {
  const types = new Map<PageName, AppRoute[]>();
  for (const route of siteRoutes(site)) {
    if (route.route.loginRequired) continue;
    const routes = types.get(route.page) ?? [];
    if (!routes.some((other) => other.lang === route.lang)) routes.push(route);
    types.set(route.page, routes);
  }
  return types;
}

/**
 * Opens an address and waits for the page to be interactive: hydrated, the header's search is a button (a bare page,
 * the banner preview, has no header: its network settles).
 */
async function open(page: Page, address: string, bare = false) {
  const res = await page.goto(address);
  expect(res?.status(), address).toBeLessThan(400);
  if (bare) await page.waitForLoadState('networkidle');
  else await expectHydrated(page);
}

/**
 * Every page type of a site (one route of each page name of the route table, in both languages), the search results
 * with results, and the header's search and menu open, at 320 px, the specification's smallest width: none scrolls
 * sideways, cuts a visible heading or crowds the header's controls. On the shop, the pages behind a login and the cart
 * with a work in it too. Both suites call it for their own site (e2e/fair/src/narrow.spec.ts,
 * e2e/shop/src/narrow.spec.ts); it runs in the desktop project only, at its own width.
 */
export function defineNarrowTests(site: SiteName) {
  const origin = E2E[site];
  test.describe(`${site} at ${NARROWEST} px`, { tag: RUNS_IN.desktop }, () => {
    test.use({ viewport: { width: NARROWEST, height: 640 }, isMobile: true, hasTouch: true });
    let seed: SeedParams;
    test.beforeAll(async () => {
      seed = await seedParams();
    });
    test.beforeEach(async ({ context }) => {
      // The cookie banner has its own tests; here it would only cover the page.
      await context.addCookies([{ name: 'acceptCookies', value: '1', url: origin }]);
    });

    for (const [name, routes] of pageTypes(site)) {
      test(`${name} fits in both languages`, async ({ page }) => {
        for (const route of routes) {
          const address = addressOf(route, site, seed);
          await open(page, `${origin}${address}`, route.route.layout === 'bare');
          await expectFits(page, address);
        }
      });
    }

    test('the search results fit, and the header with its search and menu open', async ({ page }) => {
      const key = site === 'fair' ? 'search' : 'shop-search';
      for (const lang of ['es', 'en'] as const) {
        const results = `${href(key, {}, lang)}?q=an`;
        await open(page, `${origin}${results}`);
        await expect(page.getByRole('main').getByRole('list').first()).toBeVisible();
        await expectFits(page, results);
        const home = href(site === 'fair' ? 'home' : 'shop-home', {}, lang);
        await open(page, `${origin}${home}`);
        await page.locator('button[data-search-toggle]').first().click();
        await page.getByRole('combobox').fill('an');
        await expect(page.getByRole('listbox').getByRole('option').first()).toBeVisible();
        await expectFits(page, `${home} with the search open`);
        await page.keyboard.press('Escape');
        await page.locator('button[aria-controls="site-menu"]').click();
        await expect(page.locator('#site-menu')).toBeVisible();
        await expectFits(page, `${home} with the menu open`);
      }
    });

    if (site === 'shop') {
      test('the pages behind a login and the cart with a work fit in both languages', async ({ page }) => {
        test.setTimeout(90_000);
        await signedUpInBrowser(page.request, 'estrecho');
        await addSomeWorkToCart(page.request);
        for (const route of siteRoutes(site).filter((r) => r.route.loginRequired || r.page === 'Checkout')) {
          const address = addressOf(route, site, seed);
          await open(page, `${origin}${address}`);
          await expectFits(page, address);
        }
      });
    }
  });
}

/** Puts a buyable work of the shop in the cart of the session of `request` (through the shop's API proxy). */
async function addSomeWorkToCart(request: APIRequestContext) {
  const post = async (query: string, variables: Record<string, unknown> = {}) => {
    const res = await request.post(`${E2E.shop}/api/graphql`, {
      headers: { 'content-type': 'application/json' },
      data: { query, variables },
    });
    return (await res.json()) as { data: Record<string, unknown> };
  };
  const { data } = await post(
    '{ works(filter: { catalogPrefix: "MARKET", buyable: true }, first: 1) { nodes { id price } } }',
  );
  const work = (data['works'] as { nodes: { id: string; price: number }[] }).nodes[0];
  if (!work) throw new Error('The test seed has no buyable work');
  const added = await post('mutation($id: ID!, $price: Float!) { addWorkToCart(workId: $id, price: $price) { OK } }', {
    id: work.id,
    price: work.price,
  });
  expect(added.data['addWorkToCart']).toEqual({ OK: true });
}
