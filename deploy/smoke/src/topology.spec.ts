import { randomUUID } from 'node:crypto';
import type { APIRequestContext, Page, Response } from '@playwright/test';
import { COLLECTOR, expect, expectNoncedPage, test } from '@art/e2e-shared';

// The smoke set of the production topology (decision 022): both sites' main pages through nginx, in Chromium, with no
// console error (the shared `test` fails on any), each answer with a nonce of its own although nginx keeps the
// anonymous pages (decision 024), and a visitor with a session never given a kept page. `start-prod.mjs --check`
// runs it against the bundles it started.

const ORIGINS = {
  fair: process.env['SMOKE_FAIR_ORIGIN'] ?? 'http://localhost:8080',
  shop: process.env['SMOKE_SHOP_ORIGIN'] ?? 'http://localhost:8081',
};
type Site = keyof typeof ORIGINS;

/** What nginx says of an answer it could keep (`X-Cache-Status`). */
const FROM_CACHE = ['HIT', 'STALE', 'UPDATING'];

/** A work of each site's catalogue in the `test` seed, read from the API through nginx. */
async function firstWorks(request: APIRequestContext): Promise<Record<Site, string>> {
  const response = await request.post(`${ORIGINS.shop}/api/graphql`, {
    headers: { 'content-type': 'application/json' },
    data: {
      query: `{
        fair: works(filter: { catalogPrefix: "AM25" }, first: 1) { nodes { slug artist { slug } } }
        shop: works(filter: { catalogPrefix: "MARKET" }, first: 1) { nodes { slug artist { slug } } }
      }`,
    },
  });
  expect(response.status()).toBe(200);
  type Works = { nodes: { slug: string; artist: { slug: string } }[] };
  const { data } = (await response.json()) as { data: { fair: Works; shop: Works } };
  const path = (works: Works) => `${works.nodes[0]?.artist.slug}/${works.nodes[0]?.slug}`;
  expect(data.fair.nodes.length * data.shop.nodes.length, 'the seed has works on both sites').toBe(1);
  return { fair: `/es/obra/${path(data.fair)}`, shop: `/es/shop/obra/${path(data.shop)}` };
}

/** Each site's home, works list, a work page and the login page. */
function pagesOf(site: Site, work: string): { name: string; url: string }[] {
  const origin = ORIGINS[site];
  return site === 'fair'
    ? [
        { name: 'home', url: `${origin}/es` },
        { name: 'works list', url: `${origin}/es/obras` },
        { name: 'work page', url: `${origin}${work}` },
        { name: 'login page', url: `${origin}/es/acceso` },
      ]
    : [
        { name: 'home', url: `${origin}/es/shop` },
        { name: 'works list', url: `${origin}/es/shop/obras` },
        { name: 'work page', url: `${origin}${work}` },
        { name: 'login page', url: `${origin}/es/acceso` },
      ];
}

/** The nonce the answer's policy names. */
async function nonceOf(response: Response | null): Promise<string> {
  const policy = (await response?.allHeaders())?.['content-security-policy'] ?? '';
  return /'nonce-([^']+)'/.exec(policy)?.[1] ?? '';
}

/** Opens a page and waits for its scripts (hydration) to settle, so that any console error is seen. */
async function open(page: Page, url: string): Promise<Response | null> {
  const response = await page.goto(url);
  await page.waitForLoadState('networkidle');
  return response;
}

for (const site of ['fair', 'shop'] as const) {
  test(`${site}: home, works list, a work and the login page through nginx, kept and each with its own nonce`, async ({
    context,
    page,
    request,
  }) => {
    const work = (await firstWorks(request))[site];
    const browser = await context.newCDPSession(page);
    for (const { name, url } of pagesOf(site, work)) {
      const first = await open(page, url);
      expect(first?.status(), `${name} answers 200`).toBe(200);
      await expectNoncedPage(first);
      expect((await first!.allHeaders())['cache-control'], `${name} may be kept`).toMatch(/^public\b.*s-maxage=/);
      // Within the page's 5 s, the same page again comes from nginx's cache, with a fresh nonce in policy and HTML,
      // and runs. (The browser's own copy emptied first: it would revalidate it, a 304 keeping the policy it has.)
      await browser.send('Network.clearBrowserCache');
      const again = await open(page, url);
      expect(FROM_CACHE, `${name} comes from nginx's cache the second time`).toContain(
        (await again!.allHeaders())['x-cache-status'],
      );
      await expectNoncedPage(again);
      expect(await nonceOf(again), `${name}: a kept page gets a nonce of its own`).not.toBe(await nonceOf(first));
      await expect(page.locator('h1').first()).toBeAttached();
      // A browser that has the page revalidates it: 304 from nginx, without a policy (the page's own stays).
      const etag = (await again!.allHeaders())['etag'] ?? '';
      const revalidated = await request.get(url, { headers: { 'if-none-match': etag } });
      expect(revalidated.status(), `${name} revalidates (${etag})`).toBe(304);
      expect(revalidated.headers()['content-security-policy']).toBeUndefined();
    }
  });
}

test('the cookie banner’s answer has a page of its own in the cache', async ({ request }) => {
  // A query of its own: a page no other test asked for.
  const url = `${ORIGINS.shop}/es/shop/obras?smoke=${randomUUID()}`;
  const status = async (cookie?: string) =>
    (await request.get(url, { headers: cookie ? { cookie } : {} })).headers()['x-cache-status'];
  expect(await status()).toBe('MISS');
  expect(await status()).toBe('HIT');
  expect(await status('acceptCookies=1')).toBe('MISS');
  expect(await status('acceptCookies=1')).toBe('HIT');
  expect(await status('acceptCookies=0')).toBe('MISS');
  // Other cookies (analytics) do not make another page.
  expect(await status('_ga=GA1.1.1.1')).toBe('HIT');
});

test('a visitor with a session never gets a kept page', async ({ page, request }) => {
  const work = await firstWorks(request);
  const urls = [...pagesOf('shop', work.shop), ...pagesOf('fair', work.fair)]
    .filter(({ name }) => name !== 'login page')
    .map(({ url }) => url);
  // Every page is in nginx's cache for anonymous visitors…
  for (const url of urls) {
    await request.get(url);
    expect(FROM_CACHE).toContain((await request.get(url)).headers()['x-cache-status']);
  }
  // …and any session cookie, even one the API would refuse, goes past it.
  const forged = await request.get(urls[0]!, { headers: { cookie: 'o_token=forged' } });
  expect(forged.headers()['x-cache-status']).toBe('BYPASS');
  expect(forged.headers()['cache-control']).toBe('private, no-store');

  await open(page, `${ORIGINS.shop}/es/acceso`);
  const form = page.locator('form[data-form="login"]');
  await form.getByLabel(/Correo electrónico/).fill(COLLECTOR.email);
  await form.getByLabel(/^Contraseña/).fill(COLLECTOR.password);
  await form.getByRole('button', { name: 'Entrar' }).click();
  await expect.poll(async () => (await page.context().cookies()).some((c) => c.name === 'o_token')).toBe(true);
  for (const url of urls) {
    const response = await open(page, url);
    const headers = await response!.allHeaders();
    expect(headers['x-cache-status'], `${url} with a session`).toBe('BYPASS');
    expect(headers['cache-control'], `${url} with a session`).toBe('private, no-store');
  }
});
