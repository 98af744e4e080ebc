import type { Locator, Page } from '@playwright/test';
import {
  E2E,
  expect,
  expectFits,
  expectImageLoaded,
  FIRST_SCREENS,
  FIRST_VISIT_SCREENS,
  NARROWEST,
  RUNS_IN,
  test,
} from '@art/e2e-shared';
import { href, type Lang, type RouteKey } from '@art/routing';

// The fair's home opens on art (issue 18): a work of the edition, large and credited, with the edition's days, its
// venue, and the ways to tickets and visitor information, all in the first screen of a phone and of a desktop.

/** The seeded current edition (AM25) as each language writes it. */
const EDITION = {
  es: {
    days: '5–9 de marzo de 2025',
    venue: 'Galería de Cristal del Palacio de Cibeles',
    tickets: 'Entradas',
    visitorInfo: 'Información para visitantes',
    disciplines: ['Pintura', 'Fotografía', 'Escultura', 'Papel'],
  },
  en: {
    days: '5–9 March 2025',
    venue: 'Glass Gallery of the Cibeles Palace',
    tickets: 'Tickets',
    visitorInfo: 'Visitor information',
    disciplines: ['Painting', 'Photography', 'Sculpture', 'Work on paper'],
  },
} as const;
const DISCIPLINE_ROUTES: RouteKey[] = ['works-painting', 'works-photo', 'works-sculpture', 'works-paper'];

const LANGS: Lang[] = ['es', 'en'];

test.beforeEach(async ({ context }) => {
  // A visitor who has answered the cookie banner: the first screen is the page's own, not the banner over it.
  await context.addCookies([{ name: 'acceptCookies', value: '1', url: E2E.fair }]);
});

/** Expects an element to begin within the first screen: its top above the bottom of the viewport, not off the page. */
async function expectInFirstScreen(locator: Locator, screenHeight: number, what: string) {
  await expect(locator, what).toBeVisible();
  const box = await locator.boundingBox();
  expect(box, what).not.toBeNull();
  expect(box!.y, `${what} starts within the first screen`).toBeGreaterThanOrEqual(0);
  expect(box!.y, `${what} starts within the first screen`).toBeLessThan(screenHeight);
}

function home(lang: Lang) {
  return `${E2E.fair}${href('home', {}, lang)}`;
}

async function openHome(page: Page, lang: Lang, width: number, height: number) {
  await page.setViewportSize({ width, height });
  await page.goto(home(lang));
  return page.getByRole('main');
}

for (const lang of LANGS) {
  const texts = EDITION[lang];

  for (const { width, height, tag } of FIRST_SCREENS) {
    test(
      `the fair's home (${lang}, ${width} px) opens on a work of the edition with its days, venue, tickets and visitor information`,
      { tag },
      async ({ page }) => {
        const main = await openHome(page, lang, width, height);
        const hero = main.locator('section[aria-labelledby="home-heading"]');

        // The picture: the page's largest image, loaded first, sized by the browser from the API's sizes, no shift.
        const picture = hero.locator('figure img');
        await expectInFirstScreen(picture, height, 'the picture of the edition');
        await expectImageLoaded(picture);
        await expect(picture).toHaveAttribute('fetchpriority', 'high');
        await expect(picture).toHaveAttribute('loading', 'eager');
        await expect(picture).toHaveAttribute('srcset', /\/api\/images\/.+ \d+w/);
        await expect(picture).toHaveAttribute('sizes', /.+/);
        await expect(picture).toHaveAttribute('width', /^\d+$/);
        await expect(picture).toHaveAttribute('height', /^\d+$/);
        const pictureBox = await picture.boundingBox();
        // Large: the whole width of a phone, more than half the page's on a desktop.
        expect(pictureBox!.width).toBeGreaterThanOrEqual(width < 768 ? width : width / 2);

        // Credited as art sites do: the artist (a link to the work's page), the title, the gallery; the alt names the work.
        const caption = hero.locator('figcaption');
        const credit = caption.getByRole('link');
        const artist = ((await credit.textContent()) ?? '').trim();
        const title = ((await caption.locator('cite').textContent()) ?? '').trim();
        expect(artist).not.toBe('');
        expect(title).not.toBe('');
        await expect(caption).toContainText(lang === 'es' ? 'Cortesía de ' : 'Courtesy of ');
        await expect(picture).toHaveAttribute(
          'alt',
          lang === 'es' ? `«${title}», de ${artist}` : `${title} by ${artist}`,
        );
        await expect(credit).toHaveAttribute(
          'href',
          lang === 'es' ? /^\/es\/obra\/[^/]+\/[^/]+$/ : /^\/en\/work\/[^/]+\/[^/]+$/,
        );

        await expectInFirstScreen(hero.getByText(texts.days, { exact: true }), height, 'the days of the edition');
        await expectInFirstScreen(hero.getByText(texts.venue, { exact: true }), height, 'the venue');
        const tickets = hero.getByRole('link', { name: texts.tickets, exact: true });
        const visitorInfo = hero.getByRole('link', { name: texts.visitorInfo, exact: true });
        await expectInFirstScreen(tickets, height, 'the tickets link');
        await expectInFirstScreen(visitorInfo, height, 'the visitor information link');
        await expect(visitorInfo).toHaveAttribute('href', href('visitor-info', {}, lang));

        await tickets.click();
        await expect(page).toHaveURL(`${E2E.fair}${href('tickets', {}, lang)}`);
      },
    );
  }

  test(
    `the fair's home (${lang}): each discipline has a picture of a work and leads to the works of that discipline`,
    { tag: RUNS_IN.desktop },
    async ({ page }) => {
      const main = await openHome(page, lang, 1440, 900);
      const section = main.locator('section[aria-labelledby="home-disciplines"]');
      await expect(section.getByRole('heading', { level: 2 })).toHaveText(
        lang === 'es' ? 'Explora por disciplina' : 'Explore by discipline',
      );
      const tiles = section.getByRole('listitem');
      await expect(tiles).toHaveCount(4);
      for (const [index, name] of texts.disciplines.entries()) {
        const tile = tiles.nth(index);
        const image = tile.locator('img');
        await image.scrollIntoViewIfNeeded();
        await expectImageLoaded(image);
        // The alt names the work the picture shows; the link names the discipline.
        await expect(image).toHaveAttribute('alt', lang === 'es' ? /^«.+», de .+$/ : /^.+ by .+$/);
        const link = tile.getByRole('link', { name, exact: true });
        await expect(link).toHaveAttribute('href', href(DISCIPLINE_ROUTES[index]!, {}, lang));
      }
      // The whole tile is the link: a click on it, the picture or the name, opens the list.
      await tiles.nth(1).click();
      await expect(page).toHaveURL(`${E2E.fair}${href('works-photo', {}, lang)}`);
    },
  );

  for (const { width, height, tag } of FIRST_VISIT_SCREENS) {
    test(
      `the fair's home (${lang}, ${width} × ${height} px, first visit): the cookie banner leaves tickets and visitor information in view until answered`,
      { tag },
      async ({ page, context }) => {
        await context.clearCookies();
        const main = await openHome(page, lang, width, height);
        const banner = page.locator('[data-cookie-banner]');
        await expect(banner).toBeVisible();
        const bannerBox = await banner.boundingBox();
        expect(bannerBox!.y + bannerBox!.height, 'the banner is at the bottom of the screen').toBeLessThanOrEqual(
          height + 1,
        );
        for (const [name, what] of [
          [texts.tickets, 'the tickets link'],
          [texts.visitorInfo, 'the visitor information link'],
        ] as const) {
          const link = main.getByRole('link', { name, exact: true });
          await expectInFirstScreen(link, height, what);
          const box = await link.boundingBox();
          expect(box!.y + box!.height, `${what} ends above the banner (at ${bannerBox!.y} px)`).toBeLessThanOrEqual(
            bannerBox!.y,
          );
        }
        // Both answers in the banner, on one row, as large as each other, and wholly on the screen.
        const [reject, accept] = [
          banner.getByRole('button', { name: lang === 'es' ? 'Rechazar' : 'Reject' }),
          banner.getByRole('button', { name: lang === 'es' ? 'Aceptar' : 'Accept' }),
        ];
        const [rejectBox, acceptBox] = [await reject.boundingBox(), await accept.boundingBox()];
        expect(rejectBox!.y).toBe(acceptBox!.y);
        expect(Math.abs(rejectBox!.width - acceptBox!.width)).toBeLessThanOrEqual(1);
        expect(Math.abs(rejectBox!.height - acceptBox!.height)).toBeLessThanOrEqual(1);
        expect(rejectBox!.height, 'a button large enough to tap').toBeGreaterThanOrEqual(32);
        expect(acceptBox!.y + acceptBox!.height).toBeLessThanOrEqual(height);
        await expect(banner.getByRole('link')).toBeVisible();
        await accept.click();
        await expect(banner).toHaveCount(0);
      },
    );
  }

  test(
    `the fair's home (${lang}) fits ${NARROWEST} px with the work, the days and the tickets in the first screen`,
    { tag: RUNS_IN.phone },
    async ({ page }) => {
      const main = await openHome(page, lang, NARROWEST, 740);
      await expectFits(page, home(lang));
      const hero = main.locator('section[aria-labelledby="home-heading"]');
      await expectImageLoaded(hero.locator('figure img'));
      await expectInFirstScreen(hero.getByText(texts.days, { exact: true }), 740, 'the days of the edition');
      await expectInFirstScreen(hero.getByRole('link', { name: texts.tickets, exact: true }), 740, 'the tickets link');
    },
  );
}
