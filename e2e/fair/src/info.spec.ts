import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import {
  defineFaqKeyboardTests,
  expect,
  expectImageLoaded,
  expectNoSeriousViolations,
  jsonLdOf,
  serverPage,
  test,
  textOf,
  E2E,
} from '@art/e2e-shared';

// The fair's information pages: who we are, how to exhibit, the legal pages, visitor information, tickets, FAQ (both
// sites), other editions, the photo view and the banner preview, in both languages, with their structured data.

test.beforeEach(async ({ context }) => {
  // Accepted cookies keep the banner from covering the bottom of the pages (the cookies page test withdraws them).
  for (const url of [E2E.fair, E2E.shop]) await context.addCookies([{ name: 'acceptCookies', value: '1', url }]);
});

/** The page's JSON-LD objects, parsed (arrays flattened). */
async function jsonLd(page: Page): Promise<Record<string, unknown>[]> {
  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
  return blocks.flatMap((text) => {
    const value = JSON.parse(text) as Record<string, unknown> | Record<string, unknown>[];
    return Array.isArray(value) ? value : [value];
  });
}

const main = (page: Page) => page.getByRole('main');

test.describe('static pages', () => {
  for (const [path, heading, text, home] of [
    ['/es/quienes-somos', 'Quiénes somos', 'nació en 2006', 'Inicio'],
    ['/en/who-we-are', 'Who we are', 'was born in 2006', 'Home'],
    ['/es/como-exponer', 'Cómo exponer', 'La convocatoria para galerías', 'Inicio'],
    ['/en/apply-and-show', 'Apply and show', 'Applications from galleries', 'Home'],
  ] as const) {
    // What the server's HTML alone shows: read over HTTP, without a browser.
    test(`${path} shows its title, its text and its breadcrumbs`, async ({ request }) => {
      const { status, document } = await serverPage(request, `${E2E.fair}${path}`);
      expect(status).toBe(200);
      const main = document.querySelector('main');
      expect(Array.from(main?.querySelectorAll('h2') ?? [], (h2) => textOf(h2))).toContain(heading);
      expect(textOf(main ?? document.body, ' ')).toContain(text);
      const list = jsonLdOf(document).find((o) => o['@type'] === 'BreadcrumbList');
      const names = ((list?.['itemListElement'] as { name: string }[] | undefined) ?? []).map((item) => item.name);
      expect(names).toEqual([home, heading]);
    });
  }
});

test.describe('legal pages', () => {
  for (const [path, heading, updated] of [
    ['/es/aviso-legal', 'Aviso legal', 'Última actualización: 15 de enero de 2025'],
    ['/en/legal-warning', 'Legal notice', 'Last updated: 15 January 2025'],
    ['/en/legal-information', 'Legal notice', 'Last updated: 15 January 2025'],
    ['/es/politica-de-privacidad', 'Política de privacidad', 'Última actualización'],
    ['/en/privacy-policy', 'Privacy policy', 'Last updated'],
    ['/es/terminos-y-condiciones', 'Términos y condiciones de compra', 'Última actualización'],
    ['/en/terms-and-conditions', 'Terms and conditions of sale', 'Last updated'],
    ['/es/cookies', 'Política de cookies', 'Última actualización'],
    ['/en/cookies', 'Cookie policy', 'Last updated'],
  ] as const) {
    test(`${path} shows the legal text and when it last changed`, async ({ request }) => {
      const { status, document } = await serverPage(request, `${E2E.fair}${path}`);
      expect(status).toBe(200);
      const main = document.querySelector('main');
      expect(Array.from(main?.querySelectorAll('h2') ?? [], (h2) => textOf(h2))).toContain(heading);
      expect(textOf(main ?? document.body, ' ')).toContain(updated);
      expect(Array.from(main?.querySelectorAll('p') ?? [], (p) => textOf(p)).join(' ').length).toBeGreaterThan(400);
    });
  }

  test('the footer opens the privacy policy and the terms in a new tab, the other legal pages in the same one', async ({
    page,
  }) => {
    await page.goto(`${E2E.fair}/es/aviso-legal`);
    const footer = page.locator('footer').last();
    for (const href of ['/es/politica-de-privacidad', '/es/terminos-y-condiciones']) {
      const link = footer.locator(`a[href="${href}"]`).first();
      await expect(link).toHaveAttribute('target', '_blank');
      await expect(link).toHaveAttribute('rel', /noopener/);
    }
    for (const href of ['/es/aviso-legal', '/es/cookies']) {
      await expect(footer.locator(`a[href="${href}"]`).first()).not.toHaveAttribute('target', '_blank');
    }
  });

  test('the cookies page lists the cookies with their purpose and withdraws the consent, so the banner asks again', async ({
    page,
  }) => {
    await page.goto(`${E2E.fair}/es/cookies`);
    await expect(main(page).locator('[data-cookie="o_token"]')).toContainText('Mantiene abierta tu sesión');
    await expect(main(page).locator('[data-cookie="acceptCookies"]')).toContainText('1 año');
    await expect(main(page).locator('[data-cookie="_ga, _ga_*"]')).toContainText('Google Analytics');
    await expect(page.getByRole('region', { name: 'Aviso de cookies' })).toHaveCount(0);
    await main(page).getByRole('button', { name: 'Cambiar la configuración de cookies' }).click();
    await expect(page.getByRole('region', { name: 'Aviso de cookies' })).toBeVisible();
    expect((await page.context().cookies(E2E.fair)).some((c) => c.name === 'acceptCookies')).toBe(false);
  });
});

test.describe('visitor information', () => {
  for (const [path, days, hours, openMap] of [
    ['/es/informacion', '5–9 de marzo de 2025', 'Domingo 9: de 12:00 a 20:00', 'Ver la sede en el mapa'],
    ['/en/visitor-information', /5\s?–\s?9 March 2025/, 'Sunday 9: 12:00 to 20:00', 'See the venue on a map'],
  ] as const) {
    test(`${path} shows the edition's days, hours and venue with a map link, and no maps script without a key`, async ({
      page,
    }) => {
      const mapsRequests: string[] = [];
      page.on('request', (request) => {
        if (/maps\.googleapis|openstreetmap/.test(request.url())) mapsRequests.push(request.url());
      });
      await page.goto(`${E2E.fair}${path}`);
      await expect(main(page).getByText(days)).toBeVisible();
      await expect(main(page).getByText(hours)).toBeVisible();
      await expect(main(page).locator('address')).toContainText('Plaza de Cibeles 1, 28014 Madrid');
      const link = main(page).getByRole('link', { name: new RegExp(openMap) });
      const venue = path.startsWith('/en')
        ? 'Glass Gallery of the Cibeles Palace'
        : 'Galería de Cristal del Palacio de Cibeles';
      const query = encodeURIComponent(`${venue}, Plaza de Cibeles 1, 28014 Madrid`);
      await expect(link).toHaveAttribute('href', `https://www.openstreetmap.org/search?query=${query}`);
      await expect(link).toHaveAttribute('target', '_blank');
      // How to get there, from the static page.
      await expect(main(page).getByText(/Banco de España/)).toBeVisible();
      // Without a maps key no map is drawn and nothing is asked of a map service.
      await expect(page.locator('script[src*="maps.googleapis"]')).toHaveCount(0);
      await expect(page.locator('[data-venue-map]')).toHaveCount(0);
      expect(mapsRequests).toEqual([]);
    });
  }

  test('describes the fair as an Event at its venue, here and on the home page', async ({ page }) => {
    for (const path of ['/es/informacion', '/']) {
      await page.goto(`${E2E.fair}${path}`);
      const event = (await jsonLd(page)).find((o) => o['@type'] === 'Event');
      expect(event).toMatchObject({
        '@context': 'https://schema.org',
        name: 'Feria de Arte Contemporáneo de Madrid 2025',
        startDate: '2025-03-05',
        endDate: '2025-03-09',
        eventStatus: 'https://schema.org/EventScheduled',
        eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
        url: `${E2E.fair}/`,
        location: {
          '@type': 'Place',
          name: 'Galería de Cristal del Palacio de Cibeles',
          address: {
            '@type': 'PostalAddress',
            streetAddress: 'Plaza de Cibeles 1',
            postalCode: '28014',
            addressLocality: 'Madrid',
          },
        },
      });
    }
  });
});

test.describe('tickets', () => {
  for (const [path, general, price, free, buy] of [
    ['/es/tickets', 'Entrada general', '18,00 €', 'Gratis', 'Comprar entradas'],
    ['/en/tickets', 'General admission', '€18.00', 'Free', 'Buy tickets'],
  ] as const) {
    test(`${path} lists the ticket types with their prices and links to the ticket site`, async ({ page }) => {
      await page.goto(`${E2E.fair}${path}`);
      const row = main(page).getByRole('listitem').filter({ hasText: general });
      await expect(row).toContainText(price);
      await expect(main(page).getByRole('listitem').filter({ hasText: free })).toHaveCount(1);
      expect(await main(page).getByRole('listitem').count()).toBeGreaterThanOrEqual(5);
      const buyLink = main(page).getByRole('link', { name: new RegExp(buy) });
      await expect(buyLink).toHaveAttribute('target', '_blank');
      // The same ticket seller the footer links to.
      const footerTickets = await page
        .locator('footer a[target="_blank"][href*="entradas"]')
        .first()
        .getAttribute('href');
      await expect(buyLink).toHaveAttribute('href', footerTickets ?? 'missing');
      const event = (await jsonLd(page)).find((o) => o['@type'] === 'Event');
      expect(
        (event?.['offers'] as { price: string; priceCurrency: string }[]).some(
          (o) => o.price === '18.00' && o.priceCurrency === 'EUR',
        ),
      ).toBe(true);
    });
  }
});

test.describe('FAQ', () => {
  defineFaqKeyboardTests([
    [E2E.fair, '/es/faq', 'Preguntas frecuentes', '¿Cuánto cuesta la entrada?', 'La entrada general cuesta 18 €'],
    [E2E.fair, '/en/faq', 'Frequently asked questions', 'How much is a ticket?', 'General admission is €18'],
  ]);

  test('without JavaScript the questions open as native disclosures', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(`${E2E.fair}/es/faq`);
    const summary = page.locator('summary').filter({ hasText: '¿Cuánto cuesta la entrada?' });
    await expect(page.getByText('La entrada general cuesta 18 €')).toBeHidden();
    await summary.click();
    await expect(page.getByText('La entrada general cuesta 18 €')).toBeVisible();
    await context.close();
  });
});

test.describe('other editions', () => {
  for (const [path, current, galleries, catalogue] of [
    ['/es/otras-ediciones', 'Edición actual', 'Galerías de 2021', 'Catálogo de 2021'],
    ['/en/other-editions', 'Current edition', 'Galleries of 2021', '2021 catalogue'],
  ] as const) {
    test(`${path} lists every edition with the current one marked, its galleries and catalogue`, async ({ page }) => {
      await page.goto(`${E2E.fair}${path}`);
      const items = main(page).locator('[data-edition]');
      await expect(items).toHaveCount(4);
      await expect(items.first()).toContainText(current);
      await expect(items.first()).toHaveAttribute('data-edition', 'AM25');
      await expect(main(page).getByText(current)).toHaveCount(1);
      const year2021 = main(page).locator('[data-edition="AM21"]');
      await expect(year2021.getByRole('link', { name: galleries })).toHaveAttribute(
        'href',
        path.startsWith('/es') ? '/es/galerias/am21' : '/en/galleries/am21',
      );
      await expect(year2021.getByRole('link', { name: new RegExp(catalogue) })).toHaveAttribute(
        'href',
        /^https:\/\/.+2021.+\.pdf$/,
      );
      await year2021.getByRole('link', { name: galleries }).click();
      await expect(page).toHaveURL(new RegExp(path.startsWith('/es') ? '/es/galerias/am21$' : '/en/galleries/am21$'));
    });
  }
});

test.describe('photo view', () => {
  test('the viewer opens from the keyboard, moves with the arrows, closes with Escape and gives focus back', async ({
    page,
  }) => {
    await page.goto(`${E2E.fair}/es/photoview`);
    await expect(main(page).locator('[data-photo-gallery="enhanced"]')).toBeVisible();
    const thumbs = main(page).locator('[data-photo-thumb]');
    expect(await thumbs.count()).toBeGreaterThanOrEqual(10);
    const total = await thumbs.count();
    await thumbs.nth(1).focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Visor de fotografías' });
    await expect(dialog).toBeVisible();
    await expect(dialog).toHaveAttribute('aria-modal', 'true');
    await expect(dialog.locator('[data-photo-counter]')).toHaveText(`2 / ${total}`);
    await expect(dialog.getByRole('button', { name: 'Cerrar el visor' })).toBeFocused();
    const caption = await dialog.locator('#photo-viewer-caption').textContent();
    await page.keyboard.press('ArrowRight');
    await expect(dialog.locator('[data-photo-counter]')).toHaveText(`3 / ${total}`);
    await expect(dialog.locator('#photo-viewer-caption')).not.toHaveText(caption ?? '');
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('ArrowLeft');
    await expect(dialog.locator('[data-photo-counter]')).toHaveText(`1 / ${total}`);
    await page.keyboard.press('ArrowLeft');
    await expect(dialog.locator('[data-photo-counter]')).toHaveText(`${total} / ${total}`);
    // The image really loads, in the viewer's size.
    const image = dialog.locator('img');
    await expectImageLoaded(image);
    // Focus stays inside while it is open.
    for (let i = 0; i < 4; i++) {
      await page.keyboard.press('Tab');
      expect(await dialog.evaluate((el) => el.contains(document.activeElement))).toBe(true);
    }
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
    await expect(thumbs.nth(1)).toBeFocused();
  });

  test('in English the viewer opens on a click and closes with its button', async ({ page }) => {
    await page.goto(`${E2E.fair}/en/photoview`);
    await expect(main(page).locator('[data-photo-gallery="enhanced"]')).toBeVisible();
    await main(page).locator('[data-photo-thumb]').first().click();
    const dialog = page.getByRole('dialog', { name: 'Photo viewer' });
    await expect(dialog.locator('[data-photo-counter]')).toHaveText(/^1 \/ \d+$/);
    await dialog.getByRole('button', { name: 'Close the viewer' }).click();
    await expect(dialog).toHaveCount(0);
  });

  test('without JavaScript a thumbnail leads to the full image', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(`${E2E.fair}/es/photoview`);
    const href = await page.locator('[data-photo-thumb]').first().getAttribute('href');
    expect(href).toMatch(/^\/api\/images\/fair-photo\/.+\.jpg$/);
    const response = await page.request.get(`${E2E.fair}${href}`);
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toBe('image/jpeg');
    await context.close();
  });
});

test.describe('banner preview', () => {
  test('shows the banner without header and footer, and a 404 for an unknown one', async ({ page }) => {
    const response = await page.goto(`${E2E.fair}/es/preview/banner/1`);
    expect(response?.status()).toBe(200);
    await expect(main(page).getByRole('heading', { level: 2, name: 'Vista previa del banner' })).toBeVisible();
    await expect(main(page).getByRole('heading', { name: '20ª edición · 5–9 de marzo de 2025' })).toBeVisible();
    await expect(main(page).getByRole('link', { name: 'Más información' })).toHaveAttribute('href', '/es/tickets');
    await expect(page.locator('header')).toHaveCount(0);
    await expect(page.locator('footer')).toHaveCount(0);
    await page.goto(`${E2E.fair}/en/preview/banner/2`);
    await expect(main(page).getByRole('heading', { name: 'Your first work, 10% closer' })).toBeVisible();
    const missing = await page.goto(`${E2E.fair}/es/preview/banner/9999`);
    expect(missing?.status()).toBe(404);
  });
});

const AXE_PAGES = [
  `${E2E.fair}/es/quienes-somos`,
  `${E2E.fair}/en/apply-and-show`,
  `${E2E.fair}/es/aviso-legal`,
  `${E2E.fair}/en/cookies`,
  `${E2E.fair}/es/informacion`,
  `${E2E.fair}/en/tickets`,
  `${E2E.fair}/es/faq`,
  `${E2E.fair}/en/other-editions`,
  `${E2E.fair}/es/photoview`,
  `${E2E.fair}/es/preview/banner/1`,
];

for (const url of AXE_PAGES) {
  test(`${url.replace(/^http:\/\/localhost:\d+/, '')} has no serious or critical accessibility violation`, async ({
    page,
  }) => {
    test.setTimeout(60_000);
    await page.goto(url);
    await expectNoSeriousViolations(page);
  });
}

test('the photo viewer, open, has no serious or critical accessibility violation', async ({ page }) => {
  await page.goto(`${E2E.fair}/en/photoview`);
  await expect(main(page).locator('[data-photo-gallery="enhanced"]')).toBeVisible();
  await main(page).locator('[data-photo-thumb]').first().click();
  await expect(page.getByRole('dialog')).toBeVisible();
  const results = await new AxeBuilder({ page }).analyze();
  const serious = results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.help}`);
  expect(serious).toEqual([]);
});
