import type { Page } from '@playwright/test';
import { E2E, expect, test, testApi } from '@art/e2e-shared';

// Issue 18, "What a visitor sees": the footer's last-seen works keep what identifies a work and show it in the
// page's language, linking its page in that language, whatever language it was seen in; on both sites.

type Lang = 'es' | 'en';

interface SeenWork {
  id: string;
  slug: string;
  titleES: string;
  titleEN: string;
  artist: { slug: string };
}

async function works(catalogPrefix: string): Promise<SeenWork[]> {
  const { works } = await testApi.data<{ works: { nodes: SeenWork[] } }>(
    `{ works(filter: { catalogPrefix: "${catalogPrefix}" }, first: 40) { nodes { id slug titleES titleEN artist { slug } } } }`,
  );
  // Works whose titles differ between the languages tell which language the strip shows.
  return works.nodes.filter((w) => w.titleES !== w.titleEN);
}

const STRIP = { es: 'Últimas obras vistas', en: 'Recently viewed works' } as const;

const strip = (page: Page, lang: Lang) => page.getByRole('region', { name: STRIP[lang] });

test.beforeEach(async ({ context }) => {
  await context.addCookies([E2E.fair, E2E.shop].map((url) => ({ name: 'acceptCookies', value: '1', url })));
});

const SITES = {
  shop: {
    origin: E2E.shop,
    catalogue: 'MARKET',
    work: (lang: Lang, w: SeenWork) => `/${lang}/shop/${lang === 'es' ? 'obra' : 'work'}/${w.artist.slug}/${w.slug}`,
    list: (lang: Lang) => (lang === 'es' ? '/es/shop/obras' : '/en/shop/works'),
  },
  fair: {
    origin: E2E.fair,
    catalogue: 'AM25',
    work: (lang: Lang, w: SeenWork) => `/${lang}/${lang === 'es' ? 'obra' : 'work'}/${w.artist.slug}/${w.slug}`,
    list: (lang: Lang) => (lang === 'es' ? '/es/obras' : '/en/works'),
  },
} as const;

for (const site of ['shop', 'fair'] as const) {
  const s = SITES[site];
  for (const [seenIn, shownIn] of [
    ['en', 'es'],
    ['es', 'en'],
  ] as const) {
    test(`last seen (${site}): works seen in ${seenIn} show in ${shownIn} on ${shownIn} pages, linking ${shownIn} pages`, async ({
      page,
    }) => {
      const [first, second] = await works(s.catalogue);
      if (!first || !second) throw new Error(`The test seed has too few ${s.catalogue} works`);
      const title = (w: SeenWork, lang: Lang) => (lang === 'es' ? w.titleES : w.titleEN);
      for (const work of [first, second]) {
        await page.goto(`${s.origin}${s.work(seenIn, work)}`);
        await expect(strip(page, seenIn).getByRole('link', { name: title(work, seenIn), exact: true })).toBeVisible();
      }

      await page.goto(`${s.origin}${s.list(shownIn)}`);
      const shown = strip(page, shownIn);
      for (const work of [second, first]) {
        const link = shown.getByRole('link', { name: title(work, shownIn), exact: true });
        await expect(link).toBeVisible();
        await expect(link).toHaveAttribute('href', s.work(shownIn, work));
        await expect(shown.getByText(title(work, seenIn), { exact: true })).toHaveCount(0);
      }
      await expect(shown.getByRole('listitem')).toHaveText([title(second, shownIn), title(first, shownIn)]);

      // The browser keeps what identifies the works, not their texts in one language.
      const stored = await page.evaluate(() => window.localStorage.getItem('art.lastSeen') ?? '');
      expect(stored).toContain(first.slug);
      expect(stored).not.toContain(title(first, seenIn));
      expect(stored).not.toContain(`"title"`);

      // A link of the strip opens the work in the page's language.
      await shown.getByRole('link', { name: title(first, shownIn), exact: true }).click();
      await expect(page).toHaveURL(`${s.origin}${s.work(shownIn, first)}`);
    });
  }
}

test('shows have English addresses on English pages; the Spanish slug leads to the English page', async ({
  page,
  request,
}) => {
  // "Blanco y negro" of the test seed is "Black and White" in English.
  const res = await request.get(`${E2E.shop}/en/shop/show/blanco-y-negro`, { maxRedirects: 0 });
  expect(res.status()).toBe(301);
  expect(new URL(res.headers()['location'] ?? '', E2E.shop).pathname).toBe('/en/shop/show/black-and-white');
  const back = await request.get(`${E2E.shop}/es/shop/exposicion/black-and-white`, { maxRedirects: 0 });
  expect(back.status()).toBe(301);
  expect(new URL(back.headers()['location'] ?? '', E2E.shop).pathname).toBe('/es/shop/exposicion/blanco-y-negro');

  await page.goto(`${E2E.shop}/en/shop/shows`);
  const hrefs = await page
    .locator('main a[href*="/show/"]')
    .evaluateAll((links) => links.map((l) => new URL(l.getAttribute('href') ?? '', location.href).pathname));
  expect(hrefs).toContain('/en/shop/show/black-and-white');
  expect(hrefs).not.toContain('/en/shop/show/blanco-y-negro');

  // A work opened inside the show keeps the show's English slug, and its Spanish page the Spanish one.
  await page.goto(`${E2E.shop}/en/shop/show/black-and-white`);
  const work = page.locator('main a[href*="/en/shop/work/"]').first();
  const workPath = new URL((await work.getAttribute('href')) ?? '', E2E.shop).pathname;
  expect(workPath).toMatch(/^\/en\/shop\/work\/[^/]+\/[^/]+\/black-and-white$/);
  await page.goto(`${E2E.shop}${workPath}`);
  await expect(page.locator('main [data-work-show]')).toBeVisible();
  await expect(page.locator('link[rel="alternate"][hreflang="es"]')).toHaveAttribute(
    'href',
    new RegExp(`/es/shop/obra/[^/]+/[^/]+/blanco-y-negro$`),
  );
});
