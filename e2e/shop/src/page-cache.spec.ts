import type { APIRequestContext } from '@playwright/test';
import {
  E2E,
  RUNS_IN,
  T,
  claimWorks,
  expect,
  orderOfSomeoneElse,
  signedUpInBrowser,
  test,
  workPath,
  type BuyableWork,
} from '@art/e2e-shared';

// The sites' page cache (issue 14, decision 024) on the built shop: an anonymous page is public, kept and revalidated
// with 304; a visitor with a session always gets a page of their own, never the anonymous one nor another's; and a
// change made through the API (an order holding a work) shows on the next anonymous page, however recently kept.
// Once, at desktop width: the cache does not depend on the viewport.

const t = T.es;
const WORKS = '/es/shop/obras';
const RESERVED = 'Otra persona está pagando esta obra ahora mismo';
/** The add-to-cart control of a work that can be bought (the texts are in every page's translations). */
const BUYABLE = 'data-add-to-cart=""';

/**
 * Asks for an anonymous page until it comes from the cache: tests of other workers changing content through the API
 * (a new version) between two requests make the second a miss again.
 */
async function untilKept(request: APIRequestContext, address: string) {
  await expect.poll(async () => (await anonymous(request, address)).cache, { intervals: [100, 250, 500] }).toBe('hit');
}

/** An anonymous GET of a shop page: its status, its cache headers and its HTML. */
async function anonymous(request: APIRequestContext, address: string, headers: Record<string, string> = {}) {
  const response = await request.get(`${E2E.shop}${address}`, { headers, maxRedirects: 0 });
  return {
    status: response.status(),
    cache: response.headers()['x-page-cache'],
    cacheControl: response.headers()['cache-control'],
    etag: response.headers()['etag'] ?? '',
    html: await response.text(),
  };
}

test(
  'an anonymous page is public and kept, and answers 304 when revalidated',
  { tag: RUNS_IN.desktop },
  async ({ request }) => {
    const address = `${WORKS}?sort=PRICE_DESC`;
    const first = await anonymous(request, address);
    expect(first.status).toBe(200);
    expect(first.cacheControl).toMatch(/^public, max-age=0, s-maxage=\d+, stale-while-revalidate=\d+$/);
    expect(first.etag).toMatch(/^W\/"/);
    expect(first.html).toContain('data-account="login"');

    await untilKept(request, address);
    const second = await anonymous(request, address);
    expect(second.etag).toBe(first.etag);

    const revalidated = await anonymous(request, address, { 'if-none-match': first.etag });
    expect(revalidated.status).toBe(304);
    expect(revalidated.html).toBe('');
  },
);

test(
  'a logged-in visitor never gets the anonymous page, nor an anonymous one theirs',
  { tag: RUNS_IN.desktop },
  async ({ page, request }) => {
    // The anonymous page is kept first…
    await untilKept(request, WORKS);

    // …and a visitor who logs in gets their own, with their account link.
    await signedUpInBrowser(page.request, 'cache');
    const own = await page.goto(`${E2E.shop}${WORKS}`);
    expect(own?.headers()['cache-control']).toBe('private, no-store');
    expect(own?.headers()['x-page-cache']).toBe('bypass');
    const header = page.getByRole('banner');
    await expect(header.locator('[data-account="page"], [data-account="menu"]').first()).toBeAttached();
    await expect(header.locator('[data-account="login"]')).toHaveCount(0);

    // The page rendered for them was kept for nobody: an anonymous visitor still gets the login link.
    const after = await anonymous(request, WORKS);
    expect(after.html).toContain('data-account="login"');
    expect(after.html).not.toContain('data-account="page"');

    // And in a browser without the session, the header offers to log in.
    await page.context().clearCookies();
    await page.goto(`${E2E.shop}${WORKS}`);
    await expect(header.locator('[data-account="login"]')).toBeVisible();
  },
);

test(
  'a work held by an order through the API shows so on the next anonymous page, however recently kept',
  { tag: RUNS_IN.desktop },
  async ({ page, request }) => {
    const [work] = (await claimWorks(1)) as [BuyableWork];
    const address = workPath(t, work);
    await untilKept(request, address);
    // Kept while the work can be bought: its add-to-cart control is in the page.
    expect((await anonymous(request, address)).html).toContain(BUYABLE);

    // Another buyer's order holds the work (createOrder through the API): the page kept a moment ago is not served.
    await orderOfSomeoneElse(work);
    const next = await anonymous(request, address);
    expect(next.cache).not.toBe('hit');
    expect(next.html).not.toContain(BUYABLE);
    await page.goto(`${E2E.shop}${address}`);
    const main = page.getByRole('main');
    await expect(main.getByText(RESERVED)).toBeVisible();
    await expect(main.getByRole('button', { name: t.add })).toHaveCount(0);
  },
);
