/**
 * The sales in the back office (issue 17): staff finds a paid order by its code, ships it and delivers it, and the
 * buyer's account on the shop shows it delivered; an admin cancels a pending order and its work can be bought again
 * on the shop; a special order made for a named client is paid through its link with the sandbox card and shows paid.
 * The buyers use the shop in a browser of their own (the back office's session cookie is a `localhost` one too).
 */
import type { BrowserContext, Page } from '@playwright/test';
import {
  E2E,
  T,
  acceptAndContinue,
  addToCartAndOpenIt,
  claimWorks,
  euros,
  expect,
  expectThanks,
  fillShipping,
  payOnPaymentPage,
  payWithCard,
  paymentPageCode,
  shippingToSpain,
  signedUpInBrowser,
  test as base,
  workPath,
  type BuyableWork,
} from '@art/e2e-shared';
import { ACCOUNTS, accountWithRole, asAnotherVisitor, expectNoRawKeys, logIn, searchList } from './helpers';

const t = T.es;
/** What the shop shows of a work another order holds (`works.reasons.reserved`). */
const RESERVED = 'Otra persona está pagando esta obra ahora mismo';

/**
 * `shop`: a page of a browser of its own for the buyer on the shop, watched as the `context` fixture of console.ts
 * watches the test's own (no console error, uncaught error, hydration warning or missing translation).
 */
const test = base.extend<{ shop: Page }>({
  shop: async ({ browser, consoleAllow }, use, info) => {
    const context: BrowserContext = await browser.newContext({ viewport: info.project.use.viewport ?? null });
    const problems: string[] = [];
    const note = (problem: string) => {
      if (!consoleAllow.some((pattern) => pattern.test(problem))) problems.push(problem);
    };
    context.on('console', (message) => {
      const text = message.text();
      if (message.type() === 'error' && /^Failed to load resource\b/.test(text)) return;
      if (message.type() === 'error' || /hydrat|did not match|\[i18n\] missing key/i.test(text)) {
        note(`console ${message.type()} at ${message.page()?.url() ?? '(no page)'}: ${text}`);
      }
    });
    context.on('weberror', (error) =>
      note(`uncaught at ${error.page()?.url() ?? '(no page)'}: ${error.error().message}`),
    );
    await use(await context.newPage());
    await context.close();
    expect(problems, 'the shop pages logged no error, hydration warning or missing translation').toEqual([]);
  },
});

/** A buyer, logged in in `shop`, puts the work in the cart and goes through step 1: the pending order's code. */
async function pendingOrder(shop: Page, work: BuyableWork, label: string): Promise<string> {
  await signedUpInBrowser(shop.request, label);
  await addToCartAndOpenIt(shop, t, work);
  await fillShipping(shop, t);
  return acceptAndContinue(shop, t);
}

/** Pays an order from its payment page with the sandbox's approved card, up to the thank-you page. */
async function payApproved(shop: Page, work: BuyableWork, code: string) {
  await payOnPaymentPage(shop, t, euros(work.price + (await shippingToSpain(work.price))));
  await payWithCard(shop, t, 'approved');
  await expectThanks(shop, t, code);
}

/** Opens the orders list from the menu, searches the code and opens the order's page. */
async function openOrder(page: Page, code: string) {
  await page.getByRole('menuitem', { name: 'Pedidos', exact: true }).click();
  await expect(page).toHaveURL(/#\/orders/);
  await searchList(page, code);
  const row = page.getByRole('row', { name: new RegExp(code) });
  await expect(page.getByRole('row')).toHaveCount(2); // the heading's row and the order's
  await expect(async () => {
    await row.click();
    await expect(page).toHaveURL(/#\/orders\/\d+\/show$/, { timeout: 2_000 });
  }).toPass();
  await expect(page.locator('#main-content').getByText(code, { exact: true })).toBeVisible();
}

/** The order's state as its page shows it (the chip beside its code). */
const stateShown = (page: Page) => page.locator('#main-content .MuiChip-label').first();

test('a staff member finds a paid order, marks it shipped then delivered, and the buyer’s account shows it', async ({
  page,
  shop,
}) => {
  test.setTimeout(150_000);
  const [work] = (await claimWorks(1)) as [BuyableWork];
  const code = await pendingOrder(shop, work, 'bo-envio');
  await payApproved(shop, work, code);

  const staff = await accountWithRole('staff', 'Taquilla');
  await logIn(page, staff);
  await openOrder(page, code);
  await expect(stateShown(page)).toHaveText('Pagado');
  await expect(page.getByRole('cell', { name: work.title })).toBeVisible();
  await expectNoRawKeys(page);
  // Staff may ship it; cancelling and refunding are an admin's.
  await expect(page.getByRole('button', { name: 'Cancelar pedido' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Marcar como reembolsado' })).toHaveCount(0);

  await page.getByRole('button', { name: 'Marcar como enviado' }).click();
  await expect(page.getByText('Estado del pedido: Enviado')).toBeVisible();
  await expect(stateShown(page)).toHaveText('Enviado');
  await expect(page.getByRole('button', { name: 'Marcar como enviado' })).toHaveCount(0);
  await page.getByRole('button', { name: 'Marcar como entregado' }).click();
  await expect(page.getByText('Estado del pedido: Entregado')).toBeVisible();
  await expect(stateShown(page)).toHaveText('Entregado');
  await expect(page.getByRole('button', { name: /^Marcar como|^Cancelar pedido/ })).toHaveCount(0);

  // The buyer's orders on the shop.
  await shop.goto(`${E2E.shop}${t.billing}`);
  await expect(shop.getByRole('heading', { level: 3, name: t.orders })).toBeVisible();
  const summary = shop.locator(`li[data-order="${code}"] summary`);
  await expect(summary).toContainText(code);
  await expect(summary).toContainText('Entregado');
});

test('cancelling a reserved order makes its work buyable again on the shop', async ({ page, shop }) => {
  test.setTimeout(120_000);
  const [work] = (await claimWorks(1)) as [BuyableWork];
  const code = await pendingOrder(shop, work, 'bo-cancela');

  // Anyone else sees the work held, and cannot buy it.
  const address = `${E2E.shop}${workPath(t, work)}`;
  await page.goto(address);
  const main = page.getByRole('main');
  await expect(main.getByText(RESERVED)).toBeVisible();
  await expect(main.getByRole('button', { name: t.add })).toHaveCount(0);

  await logIn(page, ACCOUNTS.admin);
  await openOrder(page, code);
  await expect(stateShown(page)).toHaveText('Pendiente de pago');
  await page.getByRole('button', { name: 'Cancelar pedido' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('heading', { name: `¿Cancelar el pedido ${code}?` })).toBeVisible();
  await expect(dialog).toContainText('Sus obras vuelven a estar a la venta en la tienda. No se puede deshacer.');
  await dialog.getByRole('button', { name: 'Confirmar' }).click();
  await expect(page.getByText('Estado del pedido: Cancelado')).toBeVisible();
  await expect(stateShown(page)).toHaveText('Cancelado');
  await expect(page.getByRole('button', { name: 'Cancelar pedido' })).toHaveCount(0);

  // The shop offers the work again, to a visitor without a session.
  await asAnotherVisitor(page);
  await page.goto(address);
  await expect(main.getByRole('button', { name: t.add })).toBeEnabled();
  await expect(main.getByText(RESERVED)).toHaveCount(0);
});

test('a special order created for a named client is paid through its link with the sandbox card and shows paid', async ({
  page,
  shop,
}) => {
  test.setTimeout(150_000);
  const [work] = (await claimWorks(1)) as [BuyableWork];
  const email = await signedUpInBrowser(shop.request, 'bo-especial');

  const staff = await accountWithRole('staff', 'Ventas');
  await logIn(page, staff);
  await page.getByRole('menuitem', { name: 'Nuevo pedido especial' }).click();
  await expect(page).toHaveURL(/#\/special-orders/);
  await page.getByLabel('Correo electrónico de la cuenta del cliente').fill(email);
  await page.getByLabel('Nombre del cliente').fill('Ana');
  await page.getByLabel('Apellidos del cliente').fill('Compradora');
  await page.getByLabel('Teléfono del cliente').fill('612 345 678');
  await page.getByLabel('Nombre', { exact: true }).fill('Ana');
  await page.getByLabel('Apellidos', { exact: true }).fill('Compradora');
  await page.getByLabel('Teléfono', { exact: true }).fill('612 345 678');
  await page.getByLabel('Calle y número').fill('Calle de Claudio Coello 42');
  await page.getByLabel('Código postal').fill('28001');
  await page.getByLabel('Localidad').fill('Madrid');
  await page.getByLabel('Provincia').fill('Madrid');
  await expect(page.getByLabel('País', { exact: true })).toHaveValue('ES');
  // The work is picked by its title among those for sale, shown with its artist and price.
  await page.getByLabel('Obras', { exact: true }).fill(work.title);
  await page
    .getByRole('option', {
      name: new RegExp(`^${escapeRegExp(work.title)} · ${escapeRegExp(work.artist.fullName)} · `),
    })
    .first()
    .click();
  await expectNoRawKeys(page);
  await page.getByRole('button', { name: 'Guardar' }).click();

  const made = page.getByText(/^Pedido AM-[0-9A-Z]{10} creado por un total de/);
  await expect(made).toBeVisible();
  const code = /AM-[0-9A-Z]{10}/.exec((await made.textContent()) ?? '')![0];
  await expect(page.getByText('Enlace de pago:')).toBeVisible();
  const link = page.getByRole('link', { name: `${E2E.shop}${t.payment}${code}` });
  await expect(link).toHaveAttribute('href', `${E2E.shop}${t.payment}${code}`);

  // The client, logged in on the shop, opens the link and pays with the sandbox card.
  await shop.goto((await link.getAttribute('href'))!);
  expect(await paymentPageCode(shop, t)).toBe(code);
  await expect(shop.getByRole('main').getByText(work.title)).toBeVisible();
  await payApproved(shop, work, code);

  await page.getByRole('link', { name: 'Ver el pedido' }).click();
  await expect(page).toHaveURL(/#\/orders\/\d+\/show$/);
  const detail = page.locator('#main-content');
  await expect(detail.getByText(code, { exact: true })).toBeVisible();
  await expect(stateShown(page)).toHaveText('Pagado');
  await expect(detail.getByText('Tipo: Pedido especial', { exact: true })).toBeVisible();
  await expect(detail.getByText(`Cuenta: ${email}`, { exact: true })).toBeVisible();
  await expect(detail.getByRole('cell', { name: work.title })).toBeVisible();
  await expectNoRawKeys(page);
});

/** A text as a regular expression matching it literally. */
function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
