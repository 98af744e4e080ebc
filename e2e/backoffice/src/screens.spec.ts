/**
 * The screens themselves: the language picker ("Castellano", "Inglés") switches every text and back; axe finds no
 * serious violation on the login, every list and the records they open; the lists fit a 375 px phone, their names
 * whole in the bar, whose language picker is an icon there, and an order's state buttons say what they do there.
 */
import { expect, expectNoSeriousViolations, RUNS_IN, signUpThroughApi, test } from '@art/e2e-shared';
import type { Page } from '@playwright/test';
import { ACCOUNTS, accountWithRole, expectNoRawKeys, gql, logIn, tokenOf } from './helpers';

test('the language picker switches to English ("Inglés") and back to Castellano', async ({ page }) => {
  await page.goto('/#/login');
  await expect(page.getByRole('button', { name: 'Acceder' })).toBeVisible();
  await page.getByRole('button', { name: /Castellano/ }).click();
  const items = page.getByRole('menuitem');
  await expect(items).toHaveText(['Castellano', 'Inglés']);
  await page.getByRole('menuitem', { name: 'Inglés' }).click();
  await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expectNoRawKeys(page);

  await logIn(page, ACCOUNTS.admin);
  await expect(page.getByRole('menuitem', { name: 'Works' })).toBeVisible();
  await page.getByRole('menuitem', { name: 'Works' }).click();
  await expect(page.getByRole('columnheader', { name: 'Title (Spanish)' })).toBeVisible();
  await expectNoRawKeys(page);
  await page.getByRole('button', { name: /Inglés/ }).click();
  await expect(page.getByRole('menuitem')).toContainText(['Castellano', 'Inglés']);
  await page.getByRole('menuitem', { name: 'Castellano' }).click();
  await expect(page.getByRole('columnheader', { name: 'Título (castellano)' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  await expectNoRawKeys(page);
});

/** Waits until no loading spinner is left (react-admin's refresh indicator shows one while data loads). */
async function settled(page: Page) {
  await expect(page.locator('.MuiCircularProgress-root')).toHaveCount(0);
}

test('axe finds no serious violation on the login, the works list, a work and the audit log', async ({ page }) => {
  await accountWithRole('editor', 'Auditada');
  await page.goto('/#/login');
  await expect(page.getByRole('button', { name: 'Acceder' })).toBeVisible();
  await expectNoSeriousViolations(page, 'login');
  await logIn(page, ACCOUNTS.admin);
  await page.getByRole('menuitem', { name: 'Obras' }).click();
  await expect(page.getByRole('table')).toBeVisible();
  await settled(page);
  await expectNoSeriousViolations(page, 'works list');
  await page.getByRole('row').nth(1).click();
  await expect(page.getByLabel('Título (castellano)')).toBeVisible();
  await settled(page);
  await expectNoSeriousViolations(page, 'work edit');
  await page.getByRole('menuitem', { name: 'Registro de cambios' }).click();
  await expect(page.getByRole('table')).toBeVisible();
  await settled(page);
  await expectNoSeriousViolations(page, 'audit log');
});

const PHONE_WIDTH = 375;

/**
 * How wide the page is laid out. Not `innerWidth`: a phone's browser widens its layout viewport to content wider than
 * the screen, so the window always seems as wide as the page.
 */
const pageWidth = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth);

test('the lists fit a phone as simple lists', { tag: RUNS_IN.phone }, async ({ page }) => {
  expect(page.viewportSize()?.width).toBe(PHONE_WIDTH);
  // The audit log has at least this role change to list.
  await accountWithRole('editor', 'Telefónica');
  await logIn(page, ACCOUNTS.admin);
  for (const list of [
    'works',
    'artists',
    'galleries',
    'catalogs',
    'tags',
    'shows',
    'posts',
    'activities',
    'banners',
    'faqs',
    'pages',
    'menu',
    'sponsors',
    'press',
    'orders',
    'coupons',
    'shipping',
    'messages',
    'subscribers',
    'invitations',
    'tickets',
    'users',
    'audit',
  ]) {
    await page.goto(`/#/${list}`);
    await expect(page.getByRole('list').first()).toBeVisible();
    await expect(page.getByRole('table')).toHaveCount(0);
    expect(await pageWidth(page), list).toBeLessThanOrEqual(PHONE_WIDTH);
    // The list's name is whole in the bar, beside the language picker's icon, not cut under it.
    const title = page.locator('#react-admin-title');
    await expect(title).not.toBeEmpty();
    expect(
      await title.evaluate((el) => el.scrollWidth <= el.clientWidth && el.scrollHeight <= el.clientHeight),
      list,
    ).toBe(true);
    const titleBox = (await title.boundingBox())!;
    const pickerBox = (await page.getByRole('button', { name: 'Idioma: Castellano' }).boundingBox())!;
    expect(titleBox.x + titleBox.width, list).toBeLessThanOrEqual(pickerBox.x);
    await expectNoRawKeys(page);
  }
  await settled(page);
  await expectNoSeriousViolations(page, 'audit list on a phone');

  // The language picker, an icon here, switches the screen to English and back.
  await page.getByRole('button', { name: 'Idioma: Castellano' }).click();
  await expect(page.getByRole('menuitem')).toHaveText(['Castellano', 'Inglés']);
  await page.getByRole('menuitem', { name: 'Inglés' }).click();
  await expect(page.getByRole('button', { name: 'Language: Inglés' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expectNoRawKeys(page);
  await page.getByRole('button', { name: 'Language: Inglés' }).click();
  await page.getByRole('menuitem', { name: 'Castellano' }).click();
  await expect(page.getByRole('button', { name: 'Idioma: Castellano' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
});

test(
  'a long e-mail address breaks in the users list rather than widen it on a phone',
  { tag: RUNS_IN.phone },
  async ({ page }) => {
    const { email } = await signUpThroughApi('usuarioconuncorreomuylargo');
    await logIn(page, ACCOUNTS.admin);
    await page.goto('/#/users');
    await page.getByRole('textbox', { name: 'Buscar' }).fill(email);
    await expect(page.getByRole('link', { name: new RegExp(`^${email.replace(/[.]/g, '\\.')}`) })).toBeVisible();
    expect(await pageWidth(page)).toBeLessThanOrEqual(PHONE_WIDTH);
  },
);

test("a work's form and an order's page fit a phone", { tag: RUNS_IN.phone }, async ({ page }) => {
  await logIn(page, ACCOUNTS.admin);
  // A work in catalogues with long names (the select shows them on one line, ending in "…").
  await page.goto('/#/works');
  await page.getByRole('listitem').first().click();
  await expect(page.getByLabel('Título (castellano)')).toBeVisible();
  await settled(page);
  expect(await pageWidth(page)).toBeLessThanOrEqual(PHONE_WIDTH);
  // An order's page (its state buttons, each within the screen, are the next test's).
  await page.goto('/#/orders');
  await page.getByRole('listitem').first().click();
  await expect(page.getByText(/^Forma de pago:/)).toBeVisible();
  await settled(page);
  expect(await pageWidth(page)).toBeLessThanOrEqual(PHONE_WIDTH);
});

test("an order's state buttons say what they do on a phone", { tag: RUNS_IN.phone }, async ({ page }) => {
  expect(page.viewportSize()?.width).toBe(PHONE_WIDTH);
  // The seed's oldest paid and shipped orders (the sales tests move orders of their own, placed today).
  const token = await tokenOf(ACCOUNTS.admin);
  const oldestIn = async (state: string) => {
    const answer = await gql<{ adminOrders: { items: { id: string }[] } }>(
      'query($state: String) { adminOrders(state: $state, perPage: 1, sort: ORDER_DATE, order: ASC) { items { id } } }',
      { state },
      token,
    );
    const order = answer.data?.adminOrders.items[0];
    if (!order) throw new Error(`the seed has no ${state} order: ${JSON.stringify(answer)}`);
    return order.id;
  };
  await logIn(page, ACCOUNTS.admin);
  for (const [state, names] of [
    ['paid', ['Marcar como enviado', 'Cancelar pedido', 'Marcar como reembolsado']],
    ['shipped', ['Marcar como entregado']],
  ] as const) {
    await page.goto(`/#/orders/${await oldestIn(state)}/show`);
    await expect(page.getByText(/^Forma de pago:/)).toBeVisible();
    await settled(page);
    // Each button shows its name as text (issue 34: react-admin's drew an empty 24 × 24 square below `sm`), and fits.
    const buttons = page.getByRole('main').getByRole('button', { name: /^(?:Marcar como|Cancelar pedido)/ });
    // As drawn (`innerText`), which MUI's buttons upper-case.
    const drawn = names.map((name) => new RegExp(`^${name}$`, 'i'));
    await expect(buttons).toHaveText(drawn, { useInnerText: true });
    for (const name of names) {
      const button = page.getByRole('button', { name, exact: true });
      await expect(button.getByText(name, { exact: true })).toBeVisible();
      const box = (await button.boundingBox())!;
      expect(box.width, name).toBeGreaterThan(48);
      expect(box.x + box.width, name).toBeLessThanOrEqual(PHONE_WIDTH);
    }
    expect(await pageWidth(page)).toBeLessThanOrEqual(PHONE_WIDTH);
    await expectNoRawKeys(page);
  }
});

test('axe finds no serious violation on the content and catalogue screens', async ({ page }) => {
  test.setTimeout(120_000);
  await logIn(page, ACCOUNTS.admin);
  for (const resource of ['posts', 'banners', 'activities', 'faqs', 'pages', 'menu', 'sponsors', 'press', 'shows']) {
    await page.goto(`/#/${resource}`);
    await expect(page.getByRole('table')).toBeVisible();
    await settled(page);
    await expectNoRawKeys(page);
    await expectNoSeriousViolations(page, `${resource} list`);
    await page.getByRole('row').nth(1).click();
    await expect(page).toHaveURL(new RegExp(`#/${resource}/[^/]+$`));
    await expect(page.getByRole('button', { name: 'Guardar' })).toBeVisible();
    await settled(page);
    await expectNoRawKeys(page);
    await expectNoSeriousViolations(page, `${resource} edit`);
  }
  for (const resource of ['catalogs', 'tags']) {
    await page.goto(`/#/${resource}`);
    await expect(page.getByRole('table')).toBeVisible();
    await settled(page);
    await expectNoSeriousViolations(page, `${resource} list`);
    await page.getByRole('row').nth(1).click();
    await expect(page.getByRole('button', { name: 'Guardar' })).toBeVisible();
    await settled(page);
    await expectNoRawKeys(page);
    await expectNoSeriousViolations(page, `${resource} edit`);
  }
});

test('axe finds no serious violation on the sales, people and messages screens', async ({ page }) => {
  test.setTimeout(120_000);
  await logIn(page, ACCOUNTS.admin);
  // Each list, and the record its first row opens (a detail or an edit form).
  for (const resource of ['orders', 'coupons', 'shipping', 'messages', 'invitations']) {
    await page.goto(`/#/${resource}`);
    await expect(page.getByRole('table')).toBeVisible();
    await settled(page);
    await expectNoRawKeys(page);
    await expectNoSeriousViolations(page, `${resource} list`);
    await page.getByRole('row').nth(1).click();
    await expect(page).toHaveURL(new RegExp(`#/${resource}/[^/]+(/show)?$`));
    await settled(page);
    await expectNoRawKeys(page);
    await expectNoSeriousViolations(page, `${resource} record`);
  }
  for (const resource of ['subscribers', 'tickets']) {
    await page.goto(`/#/${resource}`);
    await expect(page.getByRole('table')).toBeVisible();
    await settled(page);
    await expectNoRawKeys(page);
    await expectNoSeriousViolations(page, `${resource} list`);
  }
  await page.goto('/#/special-orders/create');
  await expect(page.getByRole('button', { name: 'Guardar' })).toBeVisible();
  await settled(page);
  await expectNoRawKeys(page);
  await expectNoSeriousViolations(page, 'special order form');
});
