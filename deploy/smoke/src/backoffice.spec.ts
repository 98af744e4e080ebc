import { expect, test } from '@art/e2e-shared';

// The back office (decision 025) in the production topology: its bundled server behind nginx, the API reached through
// it. Its login page in Spanish with the language picker, with no console error (the shared `test` fails on any), and
// the seed's editor logging in and reaching the works list (the session cookie first-party on nginx's port).

const ORIGIN = process.env['SMOKE_BACKOFFICE_ORIGIN'] ?? 'http://localhost:8082';

/** The seed's editor (tools/seed/src/accounts.ts, README). */
const EDITOR = { email: 'editor@demo.artfair.test', password: 'Editor-Feria-2025!' };

test('back office: the login page through nginx, then the seed’s editor sees the works list', async ({ page }) => {
  const response = await page.goto(`${ORIGIN}/#/login`);
  expect(response?.status()).toBe(200);
  const headers = await response!.allHeaders();
  expect(headers['content-security-policy']).toMatch(/script-src 'self'/);
  expect(headers['cache-control']).toBe('no-store');
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  await expect(page.getByRole('button', { name: 'Acceder' })).toBeVisible();
  // The language picker offers both languages by their Spanish names.
  await page.getByRole('button', { name: /Castellano/ }).click();
  await expect(page.getByRole('menuitem')).toHaveText(['Castellano', 'Inglés']);
  await page.keyboard.press('Escape');
  await expect(page.getByRole('menuitem')).toHaveCount(0);

  await page.getByLabel('Correo electrónico').fill(EDITOR.email);
  await page.getByLabel(/^Contraseña/).fill(EDITOR.password);
  await page.getByRole('button', { name: 'Acceder' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/Back office de la feria/);
  expect((await page.context().cookies(ORIGIN)).some((cookie) => cookie.name === 'o_token')).toBe(true);
  await page.getByRole('menuitem', { name: 'Obras' }).click();
  await expect(page).toHaveURL(/#\/works/);
  await expect(page.getByRole('columnheader', { name: 'Título (castellano)' })).toBeVisible();
  // The `test` seed's works, listed from the API through the back office's server and nginx.
  await expect(page.getByRole('row').nth(1)).toBeVisible();
  expect(await page.getByRole('row').count()).toBeGreaterThan(1);
  // An editor's menu has no users.
  await expect(page.getByRole('menuitem', { name: 'Usuarios' })).toHaveCount(0);
});
