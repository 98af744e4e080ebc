import { closeSync, mkdirSync, openSync } from 'node:fs';
import path from 'node:path';
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { testApi } from './api';
import { expect } from './console';
import { E2E } from './env';

// What the checkout's browser tests share (checkout.spec.ts, checkout-a11y.spec.ts): the texts of both languages, the
// works each test takes for itself, accounts made through the API, and the steps of a purchase.

export type Lang = 'es' | 'en';
export const PASSWORD = 'Un cuadro azul en Madrid';

/** The sandbox's test cards (README, "Buying a work"). */
export const CARDS = {
  approved: { number: '4548812049400004', expiry: '12/34', cvv: '123', secureCode: '123456' },
  declined: { number: '5576440022788500', expiry: '12/34', cvv: '123' },
} as const;
export const COUPON = 'BIENVENIDA10';

export const T = {
  es: {
    cart: '/es/shop/cesta/1',
    payment: '/es/shop/cesta/pago/',
    thankYou: '/es/shop/gracias/',
    paymentError: '/es/shop/error-pago/',
    billing: '/es/shop/facturacion',
    shopWork: '/es/shop/obra',
    fairWork: '/es/obra',
    add: 'Añadir a la cesta',
    viewCart: 'Ver la cesta',
    inCart: 'En la cesta',
    bag: (count: number) => (count > 0 ? `Cesta (Obras en la cesta: ${count})` : 'Cesta'),
    heading: 'Tu cesta',
    empty: 'Todavía no has añadido obras a tu cesta.',
    items: 'Obras de tu cesta',
    access: 'Identifícate para continuar',
    loginForm: 'Entra con tu cuenta',
    email: /^Correo electrónico/,
    password: /^Contraseña/,
    loginSubmit: 'Entrar y continuar',
    shippingHeading: 'Dirección de envío',
    fields: {
      name: /^Nombre/,
      surname: /^Apellidos/,
      phone: /^Teléfono/,
      route: /^Dirección \(calle y número\)/,
      postalCode: /^Código postal/,
      locality: /^Localidad/,
      province: /^Provincia/,
      country: 'País',
    },
    spain: 'España',
    coupon: /^Código promocional/,
    apply: 'Aplicar',
    applied: (amount: string) => `Código ${COUPON} aplicado: ${amount} de descuento.`,
    terms: 'He leído y acepto los términos y condiciones y la política de privacidad',
    submit: 'Continuar al pago',
    summary: 'Resumen del pedido',
    paymentHeading: 'Pago',
    orderCode: (code: string) => `Pedido ${code}`,
    payByCard: (amount: string) => `Pagar ${amount} con tarjeta`,
    sandbox: {
      title: 'Pago de prueba',
      cardNumber: 'Número de tarjeta',
      expiry: 'Caducidad (MM/AA)',
      cvv: 'CVV',
      pay: 'Pagar',
      secureTitle: 'Verificación del titular (3-D Secure)',
      secureCode: 'Código de seguridad',
      confirm: 'Confirmar el pago',
    },
    thanks: '¡Gracias por tu compra!',
    thanksIntro: (code: string) =>
      `Hemos recibido tu pedido ${code}. Te enviaremos la confirmación por correo electrónico.`,
    seeOrders: 'Ver mis pedidos',
    paymentErrorHeading: 'No se ha podido completar el pago',
    paymentErrorIntro: (code: string) =>
      `El pago del pedido ${code} no se ha realizado y no se ha hecho ningún cargo en tu tarjeta. Puedes intentarlo de nuevo.`,
    retry: 'Intentarlo de nuevo',
    orders: 'Mis pedidos',
    paid: 'Pagado',
    mailSubject: (code: string) => `Pedido ${code} confirmado`,
    mailIntro: (code: string) => `Hemos recibido el pago de tu pedido ${code}. ¡Gracias por tu compra!`,
    sold: 'Vendida',
    soldReason: 'Esta obra ya se ha vendido: no se puede comprar.',
    buyInMarket: 'Comprar en el Market',
    notFound: 'No encontramos esta página',
    errors: {
      nameRequired: 'Escribe el nombre.',
      surnameRequired: 'Escribe los apellidos.',
      nameInvalid: 'El nombre no es válido: como máximo 100 caracteres y sin los caracteres < ni >.',
    },
  },
  en: {
    cart: '/en/shop/cart/1',
    payment: '/en/shop/cart/payment/',
    thankYou: '/en/shop/thankyou/',
    paymentError: '/en/shop/payment-error/',
    billing: '/en/shop/billing',
    shopWork: '/en/shop/work',
    fairWork: '/en/work',
    add: 'Add to cart',
    viewCart: 'View your cart',
    inCart: 'In your cart',
    bag: (count: number) => (count > 0 ? `Cart (Works in the cart: ${count})` : 'Cart'),
    heading: 'Your cart',
    empty: 'You have not added any works to your cart yet.',
    items: 'Works in your cart',
    access: 'Log in or sign up to continue',
    loginForm: 'Log in to your account',
    email: /^Email/,
    password: /^Password/,
    loginSubmit: 'Log in and continue',
    shippingHeading: 'Shipping address',
    fields: {
      name: /^First name/,
      surname: /^Surname/,
      phone: /^Phone/,
      route: /^Address \(street and number\)/,
      postalCode: /^Postcode/,
      locality: /^Town or city/,
      province: /^Province or region/,
      country: 'Country',
    },
    spain: 'Spain',
    coupon: /^Promo code/,
    apply: 'Apply',
    applied: (amount: string) => `Code ${COUPON} applied: ${amount} off.`,
    terms: 'I have read and accept the terms and conditions and the privacy policy',
    submit: 'Continue to payment',
    summary: 'Order summary',
    paymentHeading: 'Payment',
    orderCode: (code: string) => `Order ${code}`,
    payByCard: (amount: string) => `Pay ${amount} by card`,
    sandbox: {
      title: 'Test payment',
      cardNumber: 'Card number',
      expiry: 'Expiry date (MM/YY)',
      cvv: 'CVV',
      pay: 'Pay',
      secureTitle: 'Cardholder verification (3-D Secure)',
      secureCode: 'Security code',
      confirm: 'Confirm the payment',
    },
    thanks: 'Thank you for your purchase!',
    thanksIntro: (code: string) => `We have received your order ${code}. We will send you the confirmation by email.`,
    seeOrders: 'See my orders',
    paymentErrorHeading: 'The payment could not be completed',
    paymentErrorIntro: (code: string) =>
      `The payment for order ${code} was not made and your card has not been charged. You can try again.`,
    retry: 'Try again',
    orders: 'My orders',
    paid: 'Paid',
    mailSubject: (code: string) => `Order ${code} confirmed`,
    mailIntro: (code: string) => `We have received the payment of your order ${code}. Thank you for your purchase!`,
    sold: 'Sold',
    soldReason: 'This work has been sold: it can no longer be bought.',
    buyInMarket: 'Buy in the Market',
    notFound: 'We could not find this page',
    errors: {
      nameRequired: 'Enter the first name.',
      surnameRequired: 'Enter the surname.',
      nameInvalid: 'The first name is not valid: at most 100 characters and no < or >.',
    },
  },
} as const;
export type Texts = (typeof T)[Lang];

// Every page of these tests must run cleanly: no console error, uncaught error, hydration warning or missing
// translation (the shared `test` of console.ts).
export { expect, test } from './console';

export type BuyableWork = {
  id: string;
  slug: string;
  title: string;
  price: number;
  catalogs: string[];
  artist: { slug: string; fullName: string };
};

const api = <T>(query: string, variables: Record<string, unknown> = {}, token?: string, lang: Lang = 'es') =>
  testApi.data<T>(query, variables, { token, lang });

/** Where this run's tests note the works they took (the folder goes with the test database at each run's start). */
const CLAIMS = path.join(E2E.dataDir, 'e2e-claims');

/**
 * Buyable works of the shop for one test alone: each is claimed with a file created exclusively, so tests running at
 * once in other workers never take the same work. The first two works of the list (the shop's work page tests take
 * the first) and the last three (the cart bag tests take the last two) are left to the others. Titles are in `lang`.
 */
export async function claimWorks(
  count: number,
  options: { inFair?: boolean; lang?: Lang } = {},
): Promise<BuyableWork[]> {
  const { works } = await api<{ works: { nodes: BuyableWork[] } }>(
    '{ works(filter: { catalogPrefix: "MARKET", buyable: true }, first: 100) { nodes { id slug title price catalogs artist { slug fullName } } } }',
    {},
    undefined,
    options.lang,
  );
  const candidates = works.nodes
    .filter((work) => work.price > 0)
    .slice(2, -3)
    .filter((work) => !options.inFair || work.catalogs.includes('AM25'));
  mkdirSync(CLAIMS, { recursive: true });
  const taken: BuyableWork[] = [];
  for (const work of candidates) {
    if (taken.length === count) break;
    try {
      closeSync(openSync(path.join(CLAIMS, work.id), 'wx'));
      taken.push(work);
    } catch {
      // Another test has it.
    }
  }
  if (taken.length < count)
    throw new Error(`The test seed has too few buyable works left (${taken.length} of ${count})`);
  return taken;
}

const uniqueEmail = (label: string) => `${label}.${Date.now()}${Math.floor(Math.random() * 1000)}@example.com`;

const SIGN_UP = 'mutation($user: SignUpInput!, $lang: String) { signUp(user: $user, lang: $lang) { OK error token } }';

/** A new account made through the API (no session in any browser): its e-mail and its session token. */
export async function signUpThroughApi(
  label: string,
  lang: Lang = 'es',
  name = 'Ana',
): Promise<{ email: string; token: string }> {
  const email = uniqueEmail(label);
  const { signUp } = await api<{ signUp: { OK: boolean; error: string | null; token: string | null } }>(SIGN_UP, {
    user: { name, surname: 'Compradora', email, password: PASSWORD, acceptTerms: true },
    lang,
  });
  if (!signUp.OK || !signUp.token) throw new Error(`signUp refused: ${signUp.error}`);
  return { email, token: signUp.token };
}

/** A new account, logged in in this page's browser (the API sets the session cookie through the shop's proxy). */
export async function signedUpInBrowser(
  request: APIRequestContext,
  label: string,
  lang: Lang = 'es',
  name = 'Ana',
): Promise<string> {
  const email = uniqueEmail(label);
  const response = await request.post(`${E2E.shop}/api/graphql`, {
    headers: { 'content-type': 'application/json' },
    data: {
      query: SIGN_UP,
      variables: { user: { name, surname: 'Compradora', email, password: PASSWORD, acceptTerms: true }, lang },
    },
  });
  expect((await response.json()).data.signUp).toMatchObject({ OK: true, error: null });
  return email;
}

/** A pending order of another account, placed through the API: its code. */
export async function orderOfSomeoneElse(work: BuyableWork): Promise<string> {
  const { token } = await signUpThroughApi('otra');
  const { addWorkToCart } = await api<{ addWorkToCart: { OK: boolean; error: string | null } }>(
    'mutation($id: ID!, $price: Float!) { addWorkToCart(workId: $id, price: $price) { OK error } }',
    { id: work.id, price: work.price },
    token,
  );
  if (!addWorkToCart.OK) throw new Error(`addWorkToCart refused: ${addWorkToCart.error}`);
  const address = {
    name: 'Otra',
    surname: 'Persona',
    phone: '+34 612 345 678',
    route: 'Calle de Serrano 1',
    postalCode: '28001',
    locality: 'Madrid',
    province: 'Madrid',
    countryCode: 'ES',
  };
  const { createOrder } = await api<{ createOrder: { OK: boolean; error: string | null; orderCode: string | null } }>(
    'mutation($order: OrderInput!) { createOrder(order: $order) { OK error orderCode } }',
    { order: { shippingAddress: address, acceptTerms: true, lang: 'es' } },
    token,
  );
  if (!createOrder.OK || !createOrder.orderCode) throw new Error(`createOrder refused: ${createOrder.error}`);
  return createOrder.orderCode;
}

/** Spain's shipping cost for a subtotal (euros), read from the API: the bands are by the subtotal with VAT. */
export async function shippingToSpain(subtotal: number): Promise<number> {
  const { getShippingCosts } = await api<{ getShippingCosts: Record<string, number | string>[] }>(
    '{ getShippingCosts { countryCode lessThan200 lessThan400 lessThan600 lessThan900 moreThan900 } }',
  );
  const spain = getShippingCosts.find((cost) => cost.countryCode === 'ES');
  if (!spain) throw new Error('The test seed has no shipping costs for Spain');
  const band =
    subtotal < 200
      ? 'lessThan200'
      : subtotal < 400
        ? 'lessThan400'
        : subtotal < 600
          ? 'lessThan600'
          : subtotal < 900
            ? 'lessThan900'
            : 'moreThan900';
  return Number(spain[band]);
}

/** Rounds to cents as prices are shown. */
export const euros = (amount: number) => Math.round(amount * 100) / 100;

export const workPath = (t: Texts, work: BuyableWork) => `${t.shopWork}/${work.artist.slug}/${work.slug}`;
export const fairWorkPath = (t: Texts, work: BuyableWork) => `${t.fairWork}/${work.artist.slug}/${work.slug}`;

/** The header's bag that shows at this width: the dropdown's button on a wide screen, the link on a phone. */
export const bag = (page: Page) => page.getByRole('banner').locator('[data-bag]').filter({ visible: true });

/** Step 1's summary (the aside named after it). */
export const summary = (page: Page, t: Texts) => page.getByRole('complementary', { name: t.summary });
/** An amount of a summary (`subtotal`, `shipping`, `discount`, `total`, `taxes`) as a `<data>` value. */
export const amount = (scope: Locator, name: string) => scope.locator(`[data-amount="${name}"] data`);

/** Adds the work from its shop page and follows "View your cart" to step 1. */
export async function addToCartAndOpenIt(page: Page, t: Texts, work: BuyableWork) {
  await page.goto(`${E2E.shop}${workPath(t, work)}`);
  const add = page.getByRole('main').getByRole('button', { name: t.add });
  await expect(add).toBeEnabled();
  await add.click();
  await expect(bag(page)).toHaveAccessibleName(t.bag(1));
  await page.getByRole('main').getByRole('link', { name: t.viewCart }).click();
  await expect(page).toHaveURL(`${E2E.shop}${t.cart}`);
  await expect(
    page.getByRole('main').getByRole('list', { name: t.items }).getByRole('link', { name: work.title }),
  ).toBeVisible();
}

/** The shipping address of step 1's form. */
export const shippingSection = (page: Page) =>
  page.locator('form[data-form="checkout"] section[data-address="shippingAddress"]');

/** Fills the shipping address in Spain (name and surname come from the account). */
export async function fillShipping(page: Page, t: Texts) {
  const address = shippingSection(page);
  await expect(address.getByRole('heading', { name: t.shippingHeading })).toBeVisible();
  await address.getByLabel(t.fields.phone).fill('612 345 678');
  await address.getByLabel(t.fields.route).fill('Calle de Claudio Coello 42');
  await address.getByLabel(t.fields.postalCode).fill('28001');
  await address.getByLabel(t.fields.locality).fill('Madrid');
  await address.getByLabel(t.fields.province).fill('Madrid');
  // The country is a type-ahead field (a combobox) showing the chosen country's name: Spain by default.
  await expect(address.getByRole('combobox', { name: t.fields.country, exact: true })).toHaveValue(t.spain);
}

/** The terms' checkbox of step 1, named by its whole sentence. */
export const termsBox = (page: Page, t: Texts) =>
  page.locator('form[data-form="checkout"]').getByRole('checkbox', { name: t.terms, exact: true });

/** Accepts the terms and goes on to the payment page: the order's code. */
export async function acceptAndContinue(page: Page, t: Texts): Promise<string> {
  await termsBox(page, t).check();
  await page.getByRole('button', { name: t.submit }).click();
  return paymentPageCode(page, t);
}

const ORDER_CODE = /AM-[0-9A-Z]{10}/;

/** Waits for the payment page: the order's code from the address. */
export async function paymentPageCode(page: Page, t: Texts): Promise<string> {
  await expect(page).toHaveURL(new RegExp(`^${E2E.shop}${t.payment}${ORDER_CODE.source}$`));
  const code = new URL(page.url()).pathname.split('/').pop() ?? '';
  await expect(page.getByRole('heading', { level: 2, name: t.paymentHeading })).toBeVisible();
  await expect(page.getByText(t.orderCode(code), { exact: true })).toBeVisible();
  return code;
}

/** On the payment page: its total shows on the pay button; pressing it leads to the sandbox's card page. */
export async function payOnPaymentPage(page: Page, t: Texts, total: number) {
  const shown = amount(summary(page, t), 'total');
  await expect(shown).toHaveAttribute('value', total.toFixed(2));
  const pay = page.getByRole('button', { name: t.payByCard((await shown.textContent()) ?? '') });
  await expect(pay).toBeEnabled();
  await pay.click();
  await sandboxCardPage(page, t);
}

/** The sandbox's card page, on the shop's origin. */
export async function sandboxCardPage(page: Page, t: Texts) {
  await expect(page).toHaveURL(`${E2E.shop}/api/payments/sandbox/realizarPago`);
  await expect(page.getByRole('heading', { level: 1, name: t.sandbox.title })).toBeVisible();
}

/** Pays on the sandbox with a card; the approved one passes the 3-D Secure step too. */
export async function payWithCard(page: Page, t: Texts, card: 'approved' | 'declined') {
  const data = CARDS[card];
  await page.getByLabel(t.sandbox.cardNumber).fill(data.number);
  await page.getByLabel(t.sandbox.expiry).fill(data.expiry);
  await page.getByLabel(t.sandbox.cvv).fill(data.cvv);
  await page.getByRole('button', { name: t.sandbox.pay, exact: true }).click();
  if (card === 'declined') return;
  await expect(page.getByRole('heading', { level: 1, name: t.sandbox.secureTitle })).toBeVisible();
  await page.getByLabel(t.sandbox.secureCode).fill(CARDS.approved.secureCode);
  await page.getByRole('button', { name: t.sandbox.confirm }).click();
}

/** The thank-you page of a paid order (the provider's fields stay in the address's query). */
export async function expectThanks(page: Page, t: Texts, code: string) {
  await expect(page).toHaveURL(new RegExp(`^${E2E.shop}${t.thankYou}${code}(\\?|$)`));
  await expect(page.getByRole('heading', { level: 2, name: t.thanks })).toBeVisible();
  await expect(page.getByText(t.thanksIntro(code))).toBeVisible();
}

/** The payment-error page of an order. */
export async function expectPaymentError(page: Page, t: Texts, code: string) {
  await expect(page).toHaveURL(new RegExp(`^${E2E.shop}${t.paymentError}${code}(\\?|$)`));
  await expect(page.getByRole('heading', { level: 2, name: t.paymentErrorHeading })).toBeVisible();
  await expect(page.getByText(t.paymentErrorIntro(code))).toBeVisible();
}
