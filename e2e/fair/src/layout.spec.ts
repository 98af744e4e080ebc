import { expect, test } from '@playwright/test';
import { E2E, RUNS_IN, expectDeferredPartsHydrated } from '@art/e2e-shared';

const MENU_BUTTON = 'Abrir el menú';

test(
  'the language picker opens the same page in the other language',
  { tag: RUNS_IN.bothWidths },
  async ({ page, isMobile }) => {
    await page.goto(`${E2E.fair}/es/obras/pintura`);
    if (isMobile) await page.getByRole('button', { name: MENU_BUTTON }).click();
    await page
      .getByRole('link', { name: /English/ })
      .filter({ visible: true })
      .first()
      .click();
    await expect(page).toHaveURL(`${E2E.fair}/en/works/painting`);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.getByRole('heading', { level: 2, name: 'Painting' })).toBeVisible();
  },
);

test('the header search says when nothing matches, with the text', async ({ page }) => {
  await page.goto(`${E2E.fair}/es/obras`);
  await page.getByRole('button', { name: 'Buscar' }).first().click();
  const field = page.getByRole('combobox', { name: 'Buscar' });
  await field.fill('zzqqxx');
  await expect(page.getByText('No se han encontrado coincidencias para «zzqqxx».')).toBeVisible();
  await field.press('Escape');
  await expect(page.getByText('No se han encontrado coincidencias para «zzqqxx».')).toBeHidden();
});

test('the footer contact form checks the name first and focuses it', async ({ page }) => {
  await page.goto(`${E2E.fair}/es/obras`);
  await expectDeferredPartsHydrated(page);
  const form = page.locator('footer form').first();
  await form.getByRole('button', { name: 'Enviar' }).click();
  await expect(form.getByText('Este campo es obligatorio.').first()).toBeVisible();
  await expect(form.getByLabel(/Nombre/)).toBeFocused();
  await form.getByLabel(/Nombre/).fill('Ana');
  await form.getByRole('button', { name: 'Enviar' }).click();
  await expect(form.getByLabel(/Correo electrónico/)).toBeFocused();
  await form.getByLabel(/Correo electrónico/).fill('ana@');
  await form.getByRole('button', { name: 'Enviar' }).click();
  await expect(form.getByText('Escribe un correo electrónico válido, por ejemplo nombre@dominio.com.')).toBeVisible();
  await expect(form.getByLabel(/Correo electrónico/)).toBeFocused();
  await form.getByLabel(/Correo electrónico/).fill('ana@example.com');
  await form.getByRole('button', { name: 'Enviar' }).click();
  await expect(form.getByLabel(/Mensaje/)).toBeFocused();
  await form.getByLabel(/Mensaje/).fill('Hola.\nQuería saber los horarios.');
  await form.getByRole('button', { name: 'Enviar' }).click();
  await expect(form.getByText('Para continuar es necesario aceptar la política de privacidad.')).toBeVisible();
  await expect(form.getByRole('checkbox')).toBeFocused();
});

test('the footer contact form shows a refused name, a failed call, then sends and clears', async ({ page }) => {
  await page.goto(`${E2E.fair}/es/artistas`);
  await expectDeferredPartsHydrated(page);
  const form = page.locator('footer form').first();
  await form.getByLabel(/Nombre/).fill('<b>Ana</b>');
  await form.getByLabel(/Correo electrónico/).fill('ana@example.com');
  await form.getByLabel(/Mensaje/).fill('Hola.\n¿Abrís el domingo?');
  await form.getByRole('checkbox').check();
  // The name is refused (in the browser now, in the API's own words): the text shows in the footer, nothing is cleared.
  await form.getByRole('button', { name: 'Enviar' }).click();
  await expect(
    form.getByRole('alert').filter({ hasText: 'El nombre no puede contener los caracteres < ni >.' }),
  ).toBeVisible();
  await expect(form.getByLabel(/Mensaje/)).toHaveValue('Hola.\n¿Abrís el domingo?');
  // The API cannot be reached: a generic error, the text kept.
  await form.getByLabel(/Nombre/).fill('Ana');
  await page.route('**/api/graphql', (route) => route.abort('connectionrefused'));
  await form.getByRole('button', { name: 'Enviar' }).click();
  await expect(form.getByText('No hemos podido enviar tu mensaje. Inténtalo de nuevo en unos minutos.')).toBeVisible();
  await expect(form.getByLabel(/Nombre/)).toHaveValue('Ana');
  // Sent: the thanks, and an empty form.
  await page.unroute('**/api/graphql');
  await form.getByRole('button', { name: 'Enviar' }).click();
  await expect(form.getByText('Gracias, hemos recibido tu mensaje. Te responderemos lo antes posible.')).toBeVisible();
  await expect(form.getByLabel(/Nombre/)).toHaveValue('');
  await expect(form.getByRole('checkbox')).not.toBeChecked();
});
