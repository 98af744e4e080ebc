import type { Locator, Page } from '@playwright/test';
import {
  T,
  acceptAndContinue,
  addToCartAndOpenIt,
  claimWorks,
  expect,
  expectHydrated,
  shippingSection,
  signedUpInBrowser,
  test,
  E2E,
  type BuyableWork,
} from '@art/e2e-shared';

// The country of the address forms (the billing page's saved addresses and the checkout's): a field to type in whose
// list narrows to the names that match, in the page's language, accents aside ("Uni" no longer jumps to Iceland), and
// a province asked for only where the country's addresses have one (the same rule in the browser and the API).

const fold = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();

async function typeIn(field: Locator, text: string) {
  await expectHydrated(field.page());
  await field.click();
  await field.press('ControlOrMeta+a');
  await field.press('Backspace');
  await field.pressSequentially(text);
}

const optionNames = (page: Page) => page.getByRole('listbox').getByRole('option').allTextContents();

test.beforeEach(async ({ context }) => {
  await context.addCookies([{ name: 'acceptCookies', value: '1', url: E2E.shop }]);
});

test('billing (es): "Uni" lists the countries whose names hold it, "espa" España, and France needs no province', async ({
  page,
}) => {
  await signedUpInBrowser(page.request, 'pais');
  await page.goto(`${E2E.shop}/es/shop/facturacion`);
  const form = page.locator('form[data-form="address"]');
  const country = form.getByRole('combobox', { name: 'País' });
  const province = form.getByLabel(/^Provincia/);
  await expect(country).toHaveValue('España');
  await expect(province).toHaveAttribute('aria-required', 'true');

  await typeIn(country, 'Uni');
  await expect(country).toHaveAttribute('aria-expanded', 'true');
  await expect(page.getByRole('option', { name: 'Estados Unidos' })).toBeVisible();
  const uni = await optionNames(page);
  expect(uni).toEqual(expect.arrayContaining(['Estados Unidos', 'Reino Unido', 'Emiratos Árabes Unidos']));
  expect(uni).not.toContain('Islandia');
  expect(uni.every((name) => fold(name).includes('uni'))).toBe(true);

  await typeIn(country, 'espa');
  await expect.poll(() => optionNames(page)).toEqual(['España']);
  await country.press('Escape');
  await expect(country).toHaveValue('España');

  // From the keyboard: the first match is reached as soon as something is typed, Enter takes it.
  await typeIn(country, 'fran');
  await expect(page.getByRole('option', { name: 'Francia' })).toBeVisible();
  await country.press('Enter');
  await expect(country).toHaveValue('Francia');
  await expect(country).toHaveAttribute('aria-expanded', 'false');
  await expect(province).not.toHaveAttribute('aria-required', 'true');

  await form.getByLabel(/^Calle y número/).fill('Rue de Rivoli 10');
  await form.getByLabel(/^Código postal/).fill('75001');
  await form.getByLabel(/^Localidad/).fill('París');
  await form.getByRole('button', { name: 'Añadir la dirección' }).click();
  await expect(page.getByText('Dirección añadida.')).toBeVisible();
  const saved = page.locator('li[data-address]');
  await expect(saved).toHaveCount(1);
  await expect(saved).toContainText('Rue de Rivoli 10, 75001 París, Francia');

  // Spain has provinces: the same form refuses an address without one.
  await typeIn(country, 'españa');
  await country.press('Tab');
  await expect(country).toHaveValue('España');
  await form.getByLabel(/^Calle y número/).fill('Calle Mayor 1');
  await form.getByLabel(/^Código postal/).fill('28013');
  await form.getByLabel(/^Localidad/).fill('Madrid');
  await form.getByRole('button', { name: 'Añadir la dirección' }).click();
  await expect(province).toBeFocused();
  await expect(province).toHaveAccessibleDescription('Este campo es obligatorio.');
  await expect(saved).toHaveCount(1);
});

test('billing (en): the names are English, "Uni" starts with the United ones, never Iceland', async ({ page }) => {
  await signedUpInBrowser(page.request, 'country', 'en');
  await page.goto(`${E2E.shop}/en/shop/billing`);
  const country = page.locator('form[data-form="address"]').getByRole('combobox', { name: 'Country' });
  await expect(country).toHaveValue('Spain');
  await typeIn(country, 'Uni');
  await expect(page.getByRole('option', { name: 'United Kingdom' })).toBeVisible();
  const names = await optionNames(page);
  expect(names.slice(0, 3)).toEqual(['United Arab Emirates', 'United Kingdom', 'United States']);
  expect(names).not.toContain('Iceland');
  await country.press('ArrowDown');
  await country.press('Enter');
  await expect(country).toHaveValue('United Kingdom');
});

test('checkout (es): an order to Portugal goes through without a province', async ({ page }) => {
  test.setTimeout(90_000);
  const t = T.es;
  const [work] = (await claimWorks(1)) as [BuyableWork];
  await signedUpInBrowser(page.request, 'portugal');
  await addToCartAndOpenIt(page, t, work);
  const address = shippingSection(page);
  const country = address.getByRole('combobox', { name: t.fields.country, exact: true });
  const province = address.getByLabel(t.fields.province);
  await expect(country).toHaveValue(t.spain);
  await expect(province).toHaveAttribute('aria-required', 'true');
  await typeIn(country, 'portu');
  await expect.poll(() => optionNames(page)).toEqual(['Portugal']);
  await country.press('Enter');
  await expect(country).toHaveValue('Portugal');
  await expect(province).not.toHaveAttribute('aria-required', 'true');
  await address.getByLabel(t.fields.phone).fill('+351 912 345 678');
  await address.getByLabel(t.fields.route).fill('Rua Augusta 100');
  await address.getByLabel(t.fields.postalCode).fill('1100-053');
  await address.getByLabel(t.fields.locality).fill('Lisboa');
  await acceptAndContinue(page, t);
});
