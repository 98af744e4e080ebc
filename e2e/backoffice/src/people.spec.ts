/**
 * The artists' and galleries' forms: wrong input shows the translated field messages and saves nothing; an editor's
 * change of an artist's biographies and of a gallery's stand shows at once on the fair's pages, in both languages.
 */
import { href } from '@art/routing';
import { E2E, expect, test } from '@art/e2e-shared';
import type { Page } from '@playwright/test';
import { ACCOUNTS, accountWithRole, expectNoRawKeys, gql, logIn, searchList, tokenOf } from './helpers';

interface ArtistRow {
  id: string;
  slug: string;
  fullName: string;
  bioES: string;
  countryCode: string;
}

/** The seed's artists in id order (the tests change different ones, as they run side by side). */
async function artistAt(index: number): Promise<ArtistRow> {
  const answer = await gql<{ adminArtists: { items: ArtistRow[] } }>(
    '{ adminArtists(perPage: 5, sort: ID, order: ASC) { items { id slug fullName bioES countryCode } } }',
    {},
    await tokenOf(ACCOUNTS.admin),
  );
  return answer.data!.adminArtists.items[index]!;
}

/** Saves the form and waits for react-admin's confirmation. */
async function save(page: Page) {
  await page.getByRole('button', { name: 'Guardar' }).click();
  await expect(page.getByText('Elemento actualizado')).toBeVisible();
}

test('an artist with wrong input shows every message and changes nothing', async ({ page }) => {
  const editor = await accountWithRole('editor', 'Editora');
  const artist = await artistAt(0);
  await logIn(page, editor);
  await page.goto(`/#/artists/${artist.id}`);
  await expect(page.getByRole('textbox', { name: 'Nombre', exact: true })).toHaveValue(/.+/);
  await page.getByRole('textbox', { name: 'Nombre', exact: true }).fill('');
  await page.getByRole('textbox', { name: 'Apellidos' }).fill('<b>Negrita</b>');
  await page.getByRole('textbox', { name: 'País' }).fill('XX1');
  await page.getByLabel('Año de nacimiento').fill('1200');
  await page.getByRole('button', { name: 'Guardar' }).click();
  await expect(page.getByText('Este campo es obligatorio.').first()).toBeVisible();
  await expect(page.getByText('No se admite HTML ni los signos < y >.')).toBeVisible();
  await expectNoRawKeys(page);
  expect(await artistAt(0)).toEqual(artist);
});

test('an editor rewrites an artist’s biographies and the fair shows each in its language', async ({ page }) => {
  const editor = await accountWithRole('editor', 'Editora');
  const artist = await artistAt(1);
  const stamp = Date.now().toString(36);
  const bioES = `Pinta mareas y faros del Cantábrico (${stamp}).`;
  const bioEN = `Paints tides and lighthouses of the Bay of Biscay (${stamp}).`;
  await logIn(page, editor);
  await page.getByRole('menuitem', { name: 'Artistas' }).click();
  await searchList(page, artist.fullName);
  const row = page.getByRole('row', { name: new RegExp(artist.fullName) }).first();
  await expect(async () => {
    await row.click();
    await expect(page).toHaveURL(new RegExp(`#/artists/${artist.id}$`), { timeout: 2_000 });
  }).toPass();
  await page.getByLabel('Biografía (castellano)').fill(bioES);
  await page.getByLabel('Biografía (inglés)').fill(bioEN);
  await save(page);

  for (const [lang, bio, other] of [
    ['es', bioES, bioEN],
    ['en', bioEN, bioES],
  ] as const) {
    const address = `${E2E.fair}${href('artist', { slug: artist.slug }, lang)}`;
    const response = await page.goto(address);
    expect(response?.status(), address).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toContainText(artist.fullName);
    await expect(page.getByText(bio)).toBeVisible();
    await expect(page.getByText(other)).toHaveCount(0);
  }
});

test('an editor gives a gallery a new stand and the fair’s gallery page shows it', async ({ page }) => {
  const editor = await accountWithRole('editor', 'Editora');
  const token = await tokenOf(ACCOUNTS.admin);
  const list = await gql<{
    adminGalleries: { items: { id: string; slug: string; name: string; participations: { catalog: string }[] }[] };
  }>('{ adminGalleries(perPage: 100) { items { id slug name participations { catalog } } } }', {}, token);
  const gallery = list.data!.adminGalleries.items.find((g) => g.participations.some((p) => p.catalog === 'AM25'))!;
  const stand = `9${Date.now().toString().slice(-3)}`;
  await logIn(page, editor);
  await page.goto(`/#/galleries/${gallery.id}`);
  // The participation in the current edition (AM25, "… 2025"): its row has the catalogue's name in its select.
  const participation = page.locator('li').filter({ has: page.getByRole('combobox', { name: /^Catálogo .*2025$/ }) });
  await participation.getByLabel('Stand').fill(stand);
  await save(page);

  const address = `${E2E.fair}${href('gallery', { slug: gallery.slug }, 'es')}`;
  const response = await page.goto(address);
  expect(response?.status(), address).toBe(200);
  await expect(page.getByRole('heading', { level: 1 })).toContainText(gallery.name);
  await expect(page.getByText(new RegExp(`Stand ${stand}`))).toBeVisible();
  await page.goto(`${E2E.fair}${href('gallery', { slug: gallery.slug }, 'en')}`);
  await expect(page.getByText(new RegExp(`Stand ${stand}`))).toBeVisible();
});
