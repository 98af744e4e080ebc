import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { E2E, COLLECTOR, seedParams, type SeedParams } from '@art/e2e-shared';

// The personal space: saving works (also from logged out, completed after login), following artists, collections
// made from a work and shared publicly, the profile, the addresses and deleting the account.

const PASSWORD = 'Un cuadro azul en Madrid';
let seed: SeedParams;
test.beforeAll(async () => {
  seed = await seedParams();
});

/** A new account, logged in in this page's browser (the API sets the session cookie through the shop's proxy). */
async function signedUp(page: Page, label: string, name = 'Ana'): Promise<string> {
  const email = `${label}.${Date.now()}${Math.floor(Math.random() * 1000)}@example.com`;
  const response = await page.request.post(`${E2E.shop}/api/graphql`, {
    headers: { 'content-type': 'application/json' },
    data: {
      query: 'mutation($user: SignUpInput!) { signUp(user: $user, lang: "es") { OK error } }',
      variables: { user: { name, surname: 'Prueba', email, password: PASSWORD, acceptTerms: true } },
    },
  });
  expect((await response.json()).data.signUp).toEqual({ OK: true, error: null });
  return email;
}

test('a work saved while logged out is saved after logging in, and shows in my works', async ({ page }) => {
  const email = await signedUp(page, 'guardar');
  await page.context().clearCookies();
  const workPath = `/es/shop/obra/${seed.shopArtistSlug}/${seed.shopWorkSlug}`;
  await page.goto(`${E2E.shop}${workPath}`);
  const title = (await page.getByRole('heading', { level: 2 }).first().textContent())?.split(',')[0]?.trim() ?? '';
  await page.getByRole('main').locator('[data-mark="save"]').first().click();
  await expect(page).toHaveURL(/\/es\/acceso\?returnUrl=/);
  const form = page.locator('form[data-form="login"]');
  await form.getByLabel(/Correo electrónico/).fill(email);
  await form.getByLabel(/^Contraseña/).fill(PASSWORD);
  await form.getByRole('button', { name: 'Entrar' }).click();
  await expect(page).toHaveURL(`${E2E.shop}${workPath}`);
  await expect(page.getByRole('main').getByRole('button', { name: 'Guardada' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await page.goto(`${E2E.shop}/es/shop/mis-obras`);
  await expect(page.getByRole('heading', { level: 2, name: 'Mis obras' })).toBeVisible();
  await expect(page.getByRole('main').getByText(title).first()).toBeVisible();
  // Taking it out from the list empties it.
  await page.getByRole('button', { name: `Guardar «${title}» en mis obras` }).click();
  await expect(page.getByText('Todavía no has guardado ninguna obra.')).toBeVisible();
});

test('an artist followed from the artist page is in my artists, and can be unfollowed there', async ({ page }) => {
  await signedUp(page, 'seguir');
  await page.goto(`${E2E.shop}/es/shop/artista/${seed.shopArtist}`);
  const name = (await page.getByRole('heading', { level: 2 }).first().textContent())?.trim() ?? '';
  const follow = page.getByRole('main').locator('[data-mark="follow"]');
  await follow.click();
  await expect(follow).toHaveText('Siguiendo');
  await expect(follow).toHaveAttribute('aria-pressed', 'true');
  await page.goto(`${E2E.shop}/es/shop/mis-artistas`);
  await expect(page.getByRole('main').getByRole('link', { name })).toBeVisible();
  await page.getByRole('main').locator('[data-mark="follow"]').click();
  await expect(page.getByText('Todavía no sigues a ningún artista.')).toBeVisible();
});

test('a collection made from a work, once public, opens for anyone; private again, it is gone', async ({
  page,
  browser,
}) => {
  await signedUp(page, 'coleccion', 'Coleccionista');
  await page.goto(`${E2E.shop}/es/shop/obra/${seed.shopArtistSlug}/${seed.shopWorkSlug}`);
  await page.getByRole('link', { name: 'Añadir a una colección' }).click();
  await expect(page).toHaveURL(`${E2E.shop}/es/shop/nueva-coleccion/${seed.shopWorkSlug}`);
  const form = page.locator('form[data-form="create-collection"]');
  await form.getByRole('button', { name: 'Crear la colección' }).click();
  await expect(form.getByText('Este campo es obligatorio.')).toBeVisible();
  await form.getByLabel(/Nombre de la colección/).fill('Azules de invierno');
  await form.getByRole('button', { name: 'Crear la colección' }).click();
  await expect(page).toHaveURL(`${E2E.shop}/es/shop/mis-colecciones`);
  const card = page.locator('article[data-collection]').filter({ hasText: 'Azules de invierno' });
  await expect(card.getByText('Obras: 1 · Privada')).toBeVisible();
  await card.getByRole('button', { name: 'Hacer pública' }).click();
  const share = card.getByRole('link', { name: 'Compartir la colección' });
  await expect(share).toBeVisible();
  const address = (await share.getAttribute('href')) ?? '';
  expect(address).toMatch(/^\/es\/coleccion\/[^/]+\/\d+$/);

  const stranger = await browser.newPage();
  await stranger.goto(`${E2E.fair}${address}`);
  await expect(stranger.getByRole('heading', { level: 2, name: 'Azules de invierno' })).toBeVisible();
  await expect(stranger.getByText('Colección de Coleccionista Prueba')).toBeVisible();
  await expect(stranger.locator('main ul li a[href*="/obra/"]')).toHaveCount(1);

  await card.getByRole('button', { name: 'Hacer privada' }).click();
  await expect(card.getByText('Obras: 1 · Privada')).toBeVisible();
  const gone = await stranger.goto(`${E2E.fair}${address}`);
  expect(gone?.status()).toBe(404);
  await stranger.close();
});

test('the profile saves changed data, refuses bad data, and the billing page keeps addresses', async ({ page }) => {
  await signedUp(page, 'perfil');
  await page.goto(`${E2E.shop}/es/shop/mi-perfil`);
  const profile = page.locator('form[data-form="profile"]');
  await profile.getByLabel(/^Nombre/).fill('');
  await profile.getByRole('button', { name: 'Guardar los cambios' }).click();
  await expect(profile.getByText('Este campo es obligatorio.')).toBeVisible();
  await profile.getByLabel(/^Nombre/).fill('<script>alert(1)</script>');
  await profile.getByRole('button', { name: 'Guardar los cambios' }).click();
  await expect(profile.getByRole('alert').last()).toHaveText('El nombre no puede contener los caracteres < ni >.');
  await profile.getByLabel(/^Nombre/).fill('Beatriz');
  await profile.getByLabel(/^Profesión/).fill('Arquitecta');
  await profile.getByRole('button', { name: 'Guardar los cambios' }).click();
  await expect(profile.getByText('Tus datos se han guardado.')).toBeVisible();
  await page.goto(`${E2E.shop}/es/shop/mi-cuenta`);
  await expect(page.getByRole('heading', { level: 2, name: 'Hola, Beatriz' })).toBeVisible();

  await page.goto(`${E2E.shop}/es/shop/facturacion`);
  await expect(page.getByText('Todavía no has añadido ninguna dirección.')).toBeVisible();
  const address = page.locator('form[data-form="address"]');
  await address.getByRole('button', { name: 'Añadir la dirección' }).click();
  await expect(address.getByLabel(/^Calle y número/)).toBeFocused();
  await address.getByLabel(/^Calle y número/).fill('Calle de Claudio Coello 42');
  await address.getByLabel(/^Código postal/).fill('28001');
  await address.getByLabel(/^Localidad/).fill('Madrid');
  await address.getByLabel(/^Provincia/).fill('Madrid');
  await address.getByLabel(/^NIF, NIE o CIF/).fill('12345678Z');
  await address.getByRole('button', { name: 'Añadir la dirección' }).click();
  await expect(page.getByText('Dirección añadida.')).toBeVisible();
  const saved = page.locator('li[data-address]');
  await expect(saved).toHaveCount(1);
  await expect(saved).toContainText('Calle de Claudio Coello 42');
  await expect(saved).toContainText('28001 Madrid');
  await saved.getByRole('button', { name: 'Eliminar esta dirección' }).click();
  await expect(page.getByText('Todavía no has añadido ninguna dirección.')).toBeVisible();
});

test('deleting the account logs out, and its e-mail and password no longer open a session', async ({ page }) => {
  const email = await signedUp(page, 'borrar');
  await page.goto(`${E2E.shop}/es/shop/mi-perfil`);
  // The password confirms it (visitor-fixes.spec.ts tests a wrong one); the home then says it is done.
  await page
    .locator('form[data-form="delete-account"]')
    .getByLabel(/^Contraseña/)
    .fill(PASSWORD);
  await page.getByRole('button', { name: 'Eliminar mi cuenta' }).click();
  await expect(page).toHaveURL(`${E2E.shop}/es/shop?notice=account-deleted`);
  expect((await page.context().cookies()).find((c) => c.name === 'o_token')).toBeUndefined();
  await page.goto(`${E2E.shop}/es/acceso`);
  const form = page.locator('form[data-form="login"]');
  await form.getByLabel(/Correo electrónico/).fill(email);
  await form.getByLabel(/^Contraseña/).fill(PASSWORD);
  await form.getByRole('button', { name: 'Entrar' }).click();
  await expect(form.getByRole('alert')).toHaveText('El correo electrónico o la contraseña no son correctos.');
});

test('the personal pages of the demo collector have no serious or critical accessibility violation', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const login = await page.request.post(`${E2E.shop}/api/graphql`, {
    headers: { 'content-type': 'application/json' },
    data: {
      query: 'mutation($email: String!, $password: String!) { login(email: $email, password: $password) { OK } }',
      variables: COLLECTOR,
    },
  });
  expect((await login.json()).data.login.OK).toBe(true);
  for (const path of [
    '/es/shop/mi-cuenta',
    '/es/shop/mis-obras',
    '/en/shop/my-artists',
    '/es/shop/mis-colecciones',
    '/es/shop/mi-perfil',
    '/en/shop/billing',
  ]) {
    await page.goto(`${E2E.shop}${path}`);
    await expect(page.getByRole('heading', { level: 2 }).first()).toBeVisible();
    const results = await new AxeBuilder({ page }).analyze();
    const serious = results.violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map((v) => `${path} ${v.id} (${v.nodes.length}) ${v.nodes[0]?.target.join(' ')}: ${v.help}`);
    expect(serious).toEqual([]);
  }
});
