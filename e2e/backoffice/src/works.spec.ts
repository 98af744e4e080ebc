/**
 * An editor makes a work in the back office: wrong input shows the translated field messages and saves nothing; a
 * work with an uploaded image, a price and the state Disponible then appears on the shop and the fair, in both
 * languages, with its image sizes.
 */
import sharp from 'sharp';
import { href, match } from '@art/routing';
import { E2E, expect, test } from '@art/e2e-shared';
import type { Page } from '@playwright/test';
import { accountWithRole, ACCOUNTS, expectNoRawKeys, gql, logIn, tokenOf } from './helpers';

const TOTAL = '{ adminWorks(perPage: 1) { total } }';

async function worksTotal(): Promise<number> {
  const answer = await gql<{ adminWorks: { total: number } }>(TOTAL, {}, await tokenOf(ACCOUNTS.admin));
  return answer.data!.adminWorks.total;
}

/** A gallery of the current edition and an artist, from the API (names as the autocompletes show them). */
async function catalogueRows() {
  const token = await tokenOf(ACCOUNTS.admin);
  const answer = await gql<{
    adminArtists: { items: { id: string; fullName: string }[] };
    adminGalleries: { items: { id: string; name: string; participations: { catalog: string }[] }[] };
  }>(
    '{ adminArtists(perPage: 5) { items { id fullName } } adminGalleries(perPage: 100) { items { id name participations { catalog } } } }',
    {},
    token,
  );
  const artist = answer.data!.adminArtists.items[0]!;
  const gallery = answer.data!.adminGalleries.items.find((g) => g.participations.some((p) => p.catalog === 'AM25'))!;
  return { artist, gallery };
}

async function pick(page: Page, label: string, typed: string, option: string) {
  await page.getByLabel(label, { exact: true }).fill(typed);
  await page.getByRole('option', { name: option }).first().click();
}

async function choose(page: Page, label: string, options: string[]) {
  await page.getByLabel(label, { exact: true }).click();
  for (const option of options) await page.getByRole('option', { name: option, exact: true }).click();
  if (options.length > 1) await page.keyboard.press('Escape');
}

test('wrong input shows the translated field messages and saves nothing', async ({ page }) => {
  const editor = await accountWithRole('editor', 'Editora');
  const before = await worksTotal();
  const changes: string[] = [];
  page.on('request', (request) => {
    if (request.url().endsWith('/api/graphql') && /createWork|updateWork/.test(request.postData() ?? '')) {
      changes.push(request.postData() ?? '');
    }
  });
  await logIn(page, editor);
  await page.goto('/#/works/create');
  await page.getByRole('textbox', { name: 'Título (castellano)' }).fill('<script>alert(1)</script>');
  await page.getByRole('textbox', { name: 'Título (inglés)' }).fill('x'.repeat(201));
  await page.getByLabel('Ancho (cm)').fill('-5');
  await page.getByLabel('Año').fill('3000');
  await page.getByLabel('Precio (IVA incl.)').fill('99999999');
  await page.getByRole('button', { name: 'Guardar' }).click();
  await expect(page.getByText('No se admite HTML ni los signos < y >.')).toBeVisible();
  await expect(page.getByText('Como mucho 200 caracteres.')).toBeVisible();
  await expect(page.getByText('Este campo es obligatorio.').first()).toBeVisible();
  await expect(page.getByText(/Debe ser mayor que 0/)).toBeVisible();
  await expect(page.getByText(/Debe estar entre 1000 y/).first()).toBeVisible();
  await expectNoRawKeys(page);
  expect(changes).toEqual([]);
  expect(await worksTotal()).toBe(before);
});

test('an editor creates a work with an image; it appears on the shop and the fair in both languages', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const editor = await accountWithRole('editor', 'Editora');
  const { artist, gallery } = await catalogueRows();
  const title = `Marea de prueba ${Date.now().toString(36)}`;
  const jpeg = await sharp({
    create: { width: 1600, height: 1200, channels: 3, background: { r: 30, g: 90, b: 200 } },
  })
    .jpeg({ quality: 85 })
    .toBuffer();

  await logIn(page, editor);
  await page.getByRole('menuitem', { name: 'Obras' }).click();
  await page.getByRole('link', { name: 'Crear' }).click();
  await page.waitForURL(/#\/works\/create$/);
  await page.getByRole('textbox', { name: 'Título (castellano)' }).fill(title);
  await page.getByRole('textbox', { name: 'Título (inglés)' }).fill(`${title} EN`);
  await page.getByLabel('Descripción (castellano)').fill('Una obra creada en el back office.');
  await page.getByLabel('Descripción (inglés)').fill('A work made in the back office.');
  await pick(page, 'Artista', artist.fullName.slice(0, 6), artist.fullName);
  await pick(page, 'Galería', gallery.name.slice(0, 5), gallery.name);
  await page.getByLabel('Catálogos', { exact: true }).click();
  const options = page.getByRole('option');
  await expect(options.first()).toBeVisible();
  const names = await options.allInnerTexts();
  const current = names.find((name) => /2025/.test(name))!;
  const market = names.find((name) => /Market|Tienda|tienda/i.test(name));
  await page.getByRole('option', { name: current, exact: true }).click();
  if (market) await page.getByRole('option', { name: market, exact: true }).click();
  await page.keyboard.press('Escape');
  await choose(page, 'Disciplina', ['Pintura']);
  await choose(page, 'Estado', ['Disponible']);
  await page.getByLabel('Ancho (cm)').fill('120');
  await page.getByLabel('Alto (cm)').fill('90');
  await page.getByLabel('Año').fill('2025');
  await page.getByLabel('Precio (IVA incl.)').fill('1210');
  await expect(page.getByTestId('price-without-vat')).toHaveText(/1000,00\s€/);
  await page.locator('input[type=file]').setInputFiles({ name: 'marea.jpg', mimeType: 'image/jpeg', buffer: jpeg });
  await expect(page.getByTestId('uploaded-image')).toHaveCount(1, { timeout: 30_000 });
  await expect(page.getByRole('button', { name: 'Azul', pressed: true })).toBeVisible();
  await page.getByRole('button', { name: 'Guardar' }).click();
  await expect(page.getByText('Elemento creado')).toBeVisible();
  const shopLink = page.getByRole('link', { name: 'Ver la obra en la tienda' });
  await expect(shopLink).toBeVisible();
  const shopUrl = new URL((await shopLink.getAttribute('href'))!);
  // The shop's page of the work (issue 34), though it is of the current edition too: not the fair's.
  expect(shopUrl.origin).toBe(E2E.shop);
  const shopPage = match(shopUrl.pathname);
  expect(shopPage?.route.key).toBe('shop-work');
  const { artistSlug, slug } = shopPage!.params;
  expect(slug).toBeTruthy();

  const pages = [
    `${E2E.fair}${href('work', { artistSlug: artistSlug!, slug: slug! }, 'es')}`,
    `${E2E.fair}${href('work', { artistSlug: artistSlug!, slug: slug! }, 'en')}`,
    `${E2E.shop}${href('shop-work', { artistSlug: artistSlug!, slug: slug! }, 'es')}`,
    `${E2E.shop}${href('shop-work', { artistSlug: artistSlug!, slug: slug! }, 'en')}`,
  ];
  for (const address of pages) {
    const response = await page.goto(address);
    expect(response?.status(), address).toBe(200);
    const english = address.includes('/en/');
    await expect(page.getByRole('heading', { level: 1 })).toContainText(english ? `${title} EN` : title);
    const srcset = await page.locator('main img[srcset]').first().getAttribute('srcset');
    const widths = (srcset ?? '').split(',').filter((candidate) => / \d+w$/.test(candidate.trim()));
    expect(widths.length, `${address} srcset ${srcset}`).toBeGreaterThanOrEqual(3);
  }
});

test('a change only the API can refuse (a slug taken) shows its message under the field and changes nothing', async ({
  page,
}) => {
  const editor = await accountWithRole('editor', 'Editora');
  const token = await tokenOf(ACCOUNTS.admin);
  const list = await gql<{ adminWorks: { items: { id: string; slug: string }[] } }>(
    '{ adminWorks(perPage: 2, sort: ID, order: ASC) { items { id slug } } }',
    {},
    token,
  );
  const [first, second] = list.data!.adminWorks.items;
  await logIn(page, editor);
  await page.goto(`/#/works/${first!.id}`);
  const slug = page.getByRole('textbox', { name: 'Slug (dirección)' });
  await expect(slug).toHaveValue(first!.slug);
  await slug.fill(second!.slug);
  await page.getByRole('button', { name: 'Guardar' }).click();
  await expect(page.getByText('Ya hay otro registro con este slug.').first()).toBeVisible();
  await expectNoRawKeys(page);
  const after = await gql<{ adminWork: { slug: string } }>(
    'query($id: ID!) { adminWork(id: $id) { slug } }',
    { id: first!.id },
    token,
  );
  expect(after.data?.adminWork.slug).toBe(first!.slug);
});
