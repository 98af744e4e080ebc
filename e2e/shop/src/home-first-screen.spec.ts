import type { Page } from '@playwright/test';
import { E2E, expect, expectFits, expectImageLoaded, FIRST_SCREENS, NARROWEST, RUNS_IN, test } from '@art/e2e-shared';
import { href, type Lang, type RouteKey } from '@art/routing';

// The shop's home opens on works to buy (issue 18): at least four, with their prices, within the first two screens of
// a phone and in the first screen of a desktop, each opening its work page; and a picture per discipline.

const TEXTS = {
  es: {
    forSale: 'Obras a la venta',
    allWorks: 'Ver todas las obras',
    vat: 'Precios con IVA incluido.',
    price: /\d[\d.]*,\d{2}\s€/,
    workPath: /^\/es\/shop\/obra\/[^/]+\/[^/]+$/,
    disciplines: ['Pintura', 'Fotografía', 'Escultura', 'Papel'],
  },
  en: {
    forSale: 'Works for sale',
    allWorks: 'See all works',
    vat: 'Prices include VAT.',
    price: /€[\d,]+\.\d{2}/,
    workPath: /^\/en\/shop\/work\/[^/]+\/[^/]+$/,
    disciplines: ['Painting', 'Photography', 'Sculpture', 'Work on paper'],
  },
} as const;
const DISCIPLINE_ROUTES: RouteKey[] = [
  'shop-works-painting',
  'shop-works-photo',
  'shop-works-sculpture',
  'shop-works-paper',
];

const LANGS: Lang[] = ['es', 'en'];

test.beforeEach(async ({ context }) => {
  // A visitor who has answered the cookie banner: the first screen is the page's own, not the banner over it.
  await context.addCookies([{ name: 'acceptCookies', value: '1', url: E2E.shop }]);
});

function home(lang: Lang) {
  return `${E2E.shop}${href('shop-home', {}, lang)}`;
}

async function openHome(page: Page, lang: Lang, width: number, height: number) {
  await page.setViewportSize({ width, height });
  await page.goto(home(lang));
  return page.getByRole('main');
}

for (const lang of LANGS) {
  const texts = TEXTS[lang];

  for (const { width, height, tag } of FIRST_SCREENS) {
    test(
      `the shop's home (${lang}, ${width} px) shows four works to buy with their prices within two screens`,
      { tag },
      async ({ page }) => {
        const main = await openHome(page, lang, width, height);
        const window = main.locator('section[aria-labelledby="home-works"]');
        await expect(window.getByRole('heading', { level: 2 })).toHaveText(texts.forSale);
        await expect(window.getByText(texts.vat, { exact: true })).toBeVisible();
        const allWorks = window.getByRole('link', { name: texts.allWorks, exact: true });
        await expect(allWorks).toHaveAttribute('href', href('shop-works', {}, lang));

        const cards = window.locator('article');
        expect(await cards.count()).toBeGreaterThanOrEqual(4);
        const firstFour = await Promise.all([0, 1, 2, 3].map((i) => cards.nth(i).boundingBox()));
        for (const box of firstFour) {
          expect(box).not.toBeNull();
          expect(box!.y, 'a work for sale starts within the first two screens').toBeLessThan(2 * height);
        }
        // On a desktop the first row is in the first screen.
        if (width >= 1025) expect(firstFour[0]!.y).toBeLessThan(height);

        const addresses: string[] = [];
        for (let i = 0; i < 4; i += 1) {
          const card = cards.nth(i);
          await expect(card, 'a work for sale shows its price').toContainText(texts.price);
          await expectImageLoaded(card.locator('img'));
          const address = await card.getByRole('heading').getByRole('link').getAttribute('href');
          expect(address).toMatch(texts.workPath);
          addresses.push(address!);
        }
        // Each opens its work page, which offers it for sale.
        for (const address of addresses.slice(1)) {
          expect((await page.request.get(`${E2E.shop}${address}`)).status()).toBe(200);
        }
        await cards.first().getByRole('heading').getByRole('link').click();
        await expect(page).toHaveURL(`${E2E.shop}${addresses[0]}`);
        await expect(page.getByRole('main')).toContainText(texts.price);
      },
    );
  }

  test(
    `the shop's home (${lang}): each discipline has a picture of a work and leads to the shop's works of it`,
    { tag: RUNS_IN.phone },
    async ({ page }) => {
      const main = await openHome(page, lang, 375, 740);
      const section = main.locator('section[aria-labelledby="home-disciplines"]');
      const tiles = section.getByRole('listitem');
      await expect(tiles).toHaveCount(4);
      for (const [index, name] of texts.disciplines.entries()) {
        const tile = tiles.nth(index);
        const image = tile.locator('img');
        await image.scrollIntoViewIfNeeded();
        await expectImageLoaded(image);
        await expect(image).toHaveAttribute('alt', lang === 'es' ? /^«.+», de .+$/ : /^.+ by .+$/);
        await expect(tile.getByRole('link', { name, exact: true })).toHaveAttribute(
          'href',
          href(DISCIPLINE_ROUTES[index]!, {}, lang),
        );
      }
      await tiles.nth(2).click();
      await expect(page).toHaveURL(`${E2E.shop}${href('shop-works-sculpture', {}, lang)}`);
    },
  );

  test(
    `the shop's home (${lang}) fits ${NARROWEST} px with works to buy in the first screen`,
    { tag: RUNS_IN.phone },
    async ({ page }) => {
      const main = await openHome(page, lang, NARROWEST, 740);
      await expectFits(page, home(lang));
      const first = main.locator('section[aria-labelledby="home-works"] article').first();
      const box = await first.boundingBox();
      expect(box!.y).toBeLessThan(740);
    },
  );
}
