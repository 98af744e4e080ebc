import { expect, test, type Page } from '@playwright/test';
import { E2E, RUNS_IN, testApi } from '@art/e2e-shared';

// The header bag and the visitor's cart (§2 Layout, §4, decision 014): an anonymous visitor's cart lives in local
// storage (`art.cart`), the badge counts it and flashes on an add, the wide header's dropdown lists it and the phone's
// bag is a link; on sign-up or login the cart goes to the account, and both sites' bags count it.

const PASSWORD = 'Un cuadro azul en Madrid';
const WIDE = { width: 1440, height: 900 };
const PHONE = { width: 375, height: 740 };

type BuyableWork = {
  id: string;
  slug: string;
  title: string;
  price: number;
  artist: { slug: string; fullName: string };
};

/** Buyable works of the shop, read from the API (prices may differ from one seed to another). */
async function buyableWorks(): Promise<BuyableWork[]> {
  const data = await testApi.data<{ works: { nodes: BuyableWork[] } }>(
    '{ works(filter: { catalogPrefix: "MARKET", buyable: true }, first: 40) { nodes { id slug title price artist { slug fullName } } } }',
  );
  const works = data.works.nodes.filter((work) => work.price > 0);
  if (works.length < 4) throw new Error('The test seed has too few buyable works in the shop');
  return works;
}

// Other suites may take the first works of the list for orders (which hold them): these tests take them from the end.
let works: BuyableWork[];
test.beforeAll(async () => {
  works = await buyableWorks();
});

const workPath = (work: BuyableWork) => `/es/shop/obra/${work.artist.slug}/${work.slug}`;
const bagName = (count: number) => (count > 0 ? `Cesta (Obras en la cesta: ${count})` : 'Cesta');
/** The wide header's bag (a button opening the dropdown). */
const bagButton = (page: Page) => page.getByRole('banner').locator('[data-bag="menu"]');
/** The compact header's bag (a link to the cart page). */
const bagLink = (page: Page) => page.getByRole('banner').locator('a[data-bag]');

async function addFromWorkPage(page: Page) {
  const add = page.getByRole('main').getByRole('button', { name: 'Añadir a la cesta' });
  // Disabled until the page runs (like the access forms), so a press is never lost.
  await expect(add).toBeEnabled();
  await add.click();
  await expect(page.getByRole('main').getByRole('link', { name: 'Ver la cesta' })).toHaveAttribute(
    'href',
    '/es/shop/cesta/1',
  );
}

test(
  'an anonymous visitor’s cart: badge, flash, dropdown, phone link, reload, remove; then it joins the new account',
  { tag: RUNS_IN.desktop },
  async ({ page }) => {
    const work = works[works.length - 1]!;
    await page.setViewportSize(WIDE);
    await page.goto(`${E2E.shop}${workPath(work)}`);
    await expect(bagButton(page)).toHaveAccessibleName(bagName(0));

    await addFromWorkPage(page);
    // The badge reads 1 and flashes for a second; the dropdown opens by itself.
    await bagButton(page).locator('[data-flash="true"]').waitFor();
    await expect(bagButton(page)).toHaveAccessibleName(bagName(1));
    await expect(bagButton(page).locator('[data-flash]')).toHaveText('1');
    await expect(bagButton(page).locator('[data-flash]')).toHaveAttribute('data-flash', 'false');
    await expect(bagButton(page)).toHaveAttribute('aria-expanded', 'true');
    const panel = page.getByRole('region', { name: 'Tu cesta' });
    await expect(panel).toBeVisible();
    const item = panel.getByRole('listitem');
    await expect(item).toHaveCount(1);
    await expect(item.getByRole('link', { name: work.title })).toBeVisible();
    await expect(item.getByText(work.artist.fullName)).toBeVisible();
    await expect(item.locator(`data[value="${work.price.toFixed(2)}"]`)).toBeVisible();
    await expect(panel.locator('[data-cart-total]').locator(`data[value="${work.price.toFixed(2)}"]`)).toBeVisible();
    await expect(panel.getByRole('link', { name: 'Tramitar el pedido' })).toHaveAttribute('href', '/es/shop/cesta/1');
    // Escape closes it and the focus stays where it was.
    await page.keyboard.press('Escape');
    await expect(panel).toBeHidden();
    await expect(bagButton(page)).toHaveAttribute('aria-expanded', 'false');

    // On a phone the bag is a link to the cart page.
    await page.setViewportSize(PHONE);
    await expect(bagButton(page)).toBeHidden();
    await expect(bagLink(page)).toHaveAccessibleName(bagName(1));
    await expect(bagLink(page)).toHaveAttribute('href', '/es/shop/cesta/1');

    // A reload keeps it (local storage), and the work says it is in the cart from the start.
    await page.reload();
    await expect(bagLink(page)).toHaveAccessibleName(bagName(1));
    await expect(page.getByRole('main').getByText('En la cesta', { exact: true })).toBeVisible();
    expect(JSON.parse((await page.evaluate(() => window.localStorage.getItem('art.cart'))) ?? 'null')).toMatchObject({
      items: [{ id: work.id, units: 1 }],
      lang: 'es',
    });

    // Removed from the dropdown, the cart is empty.
    await page.setViewportSize(WIDE);
    await bagButton(page).click();
    await expect(panel).toBeVisible();
    await panel.getByRole('button', { name: `Quitar «${work.title}» de la cesta` }).click();
    await expect(panel.getByText('Todavía no has añadido obras a tu cesta.')).toBeVisible();
    await expect(bagButton(page)).toHaveAccessibleName(bagName(0));
    expect(await page.evaluate(() => window.localStorage.getItem('art.cart'))).toBeNull();
    await page.keyboard.press('Escape');

    // Added again, then signing up sends the cart to the new account.
    await addFromWorkPage(page);
    await expect(bagButton(page)).toHaveAccessibleName(bagName(1));
    await page.goto(`${E2E.shop}/es/registro?returnUrl=${encodeURIComponent(workPath(work))}`);
    const form = page.locator('form[data-form="registry"]');
    await form.getByLabel(/^Nombre/).fill('Ana');
    await form.getByLabel(/^Apellidos/).fill('Cesta');
    await form
      .getByLabel(/Correo electrónico/)
      .fill(`cesta.${Date.now()}${Math.floor(Math.random() * 1000)}@example.com`);
    await form.getByLabel(/^Contraseña/).fill(PASSWORD);
    await form.getByRole('checkbox', { name: /acepto los t[ée]rminos/i }).check();
    await form.getByRole('button', { name: 'Crear la cuenta' }).click();
    await expect(page).toHaveURL(`${E2E.shop}${workPath(work)}`);
    await expect(bagButton(page)).toHaveAccessibleName(bagName(1));
    await expect(page.getByRole('main').getByText('En la cesta', { exact: true })).toBeVisible();
    expect(await page.evaluate(() => window.localStorage.getItem('art.cart'))).toBeNull();

    // The cart is the account's now: the fair's bag counts it too, and leads to the shop's cart.
    await page.goto(`${E2E.fair}/es/obras`);
    await expect(bagButton(page)).toHaveAccessibleName(bagName(1));
    await page.setViewportSize(PHONE);
    await expect(bagLink(page)).toHaveAccessibleName(bagName(1));
    await expect(bagLink(page)).toHaveAttribute('href', `${E2E.shop}/es/shop/cesta/1`);
  },
);

test('logging in joins the browser’s cart to the account’s', { tag: RUNS_IN.desktop }, async ({ page }) => {
  const work = works[works.length - 2]!;
  const email = `cesta.login.${Date.now()}${Math.floor(Math.random() * 1000)}@example.com`;
  const signUp = await page.request.post(`${E2E.shop}/api/graphql`, {
    headers: { 'content-type': 'application/json' },
    data: {
      query: 'mutation($user: SignUpInput!) { signUp(user: $user, lang: "es") { OK error } }',
      variables: { user: { name: 'Luis', surname: 'Cesta', email, password: PASSWORD, acceptTerms: true } },
    },
  });
  expect((await signUp.json()).data.signUp).toEqual({ OK: true, error: null });
  await page.context().clearCookies();

  await page.goto(`${E2E.shop}${workPath(work)}`);
  await addFromWorkPage(page);
  await expect(bagButton(page)).toHaveAccessibleName(bagName(1));
  await page.goto(`${E2E.shop}/es/acceso`);
  const form = page.locator('form[data-form="login"]');
  await form.getByLabel(/Correo electrónico/).fill(email);
  await form.getByLabel(/^Contraseña/).fill(PASSWORD);
  await form.getByRole('button', { name: 'Entrar' }).click();
  await expect(page).toHaveURL(`${E2E.shop}/es/shop/mi-cuenta`);
  await expect(bagButton(page)).toHaveAccessibleName(bagName(1));
  expect(await page.evaluate(() => window.localStorage.getItem('art.cart'))).toBeNull();
  await bagButton(page).click();
  await expect(page.getByRole('region', { name: 'Tu cesta' }).getByRole('link', { name: work.title })).toBeVisible();
});
