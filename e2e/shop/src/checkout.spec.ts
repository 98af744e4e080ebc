import type { Locator, Page } from '@playwright/test';
import {
  COUPON,
  PASSWORD,
  T,
  acceptAndContinue,
  addToCartAndOpenIt,
  amount,
  bag,
  claimWorks,
  euros,
  expect,
  expectPaymentError,
  expectThanks,
  fairWorkPath,
  fillShipping,
  orderOfSomeoneElse,
  payOnPaymentPage,
  payWithCard,
  paymentPageCode,
  sandboxCardPage,
  shippingSection,
  shippingToSpain,
  signUpThroughApi,
  signedUpInBrowser,
  summary,
  termsBox,
  test,
  workPath,
  type BuyableWork,
  type Lang,
  type Texts,
  E2E,
  RUNS_IN,
  messagesTo,
} from '@art/e2e-shared';

// The purchase of a work end to end (§4, decision 014): the cart's step 1 with login inline, the address, the
// discount code and the terms, the payment page, the API's payment sandbox (approved and declined cards, 3-D Secure),
// the thank-you and payment-error pages, the order on the billing page, the buyer's e-mail, and the work sold on both
// sites. Each test takes its own works (`claimWorks`) and signs its own accounts up; every page fails the test on a
// console error, an uncaught error, a hydration warning or a missing translation (`test` of console.ts).

/** Each language runs in one project: Spanish at 1440 px, English at 375 px. */
const PROJECT_OF: Record<Lang, keyof typeof RUNS_IN> = { es: 'desktop', en: 'phone' };

/** The order's row on the billing page. */
const orderRow = (page: Page, code: string) => page.locator(`li[data-order="${code}"]`);

/** What a sold work's page shows: the sold state and reason, and no way to buy it. */
async function expectSold(page: Page, t: Texts) {
  const main = page.getByRole('main');
  await expect(main.locator('[data-work-state]')).toHaveText(t.sold);
  await expect(main.getByText(t.soldReason)).toBeVisible();
  await expect(main.getByRole('button', { name: t.add })).toHaveCount(0);
  await expect(main.getByRole('link', { name: t.buyInMarket })).toHaveCount(0);
}

for (const lang of ['es', 'en'] as const) {
  const t = T[lang];

  test(
    `the whole purchase (${lang}): bag, login inline, address, discount code, card with 3-D Secure, thanks, billing, e-mail, sold`,
    { tag: RUNS_IN[PROJECT_OF[lang]] },
    async ({ page }) => {
      test.setTimeout(120_000);
      const [work] = (await claimWorks(1, { inFair: true, lang })) as [BuyableWork];
      const { email } = await signUpThroughApi('compra', lang, 'Ana');
      const shipping = await shippingToSpain(work.price);
      const discount = euros(work.price * 0.1);
      const total = euros(work.price + shipping - discount);

      // An anonymous visitor puts the work in the bag and goes to the cart.
      await page.goto(`${E2E.shop}${workPath(t, work)}`);
      await expect(bag(page)).toHaveAccessibleName(t.bag(0));
      await addToCartAndOpenIt(page, t, work);
      const main = page.getByRole('main');
      await expect(main.getByRole('heading', { level: 2, name: t.heading })).toBeVisible();
      await expect(main.getByRole('heading', { level: 3, name: t.access })).toBeVisible();
      await expect(amount(summary(page, t), 'subtotal')).toHaveAttribute('value', work.price.toFixed(2));
      // The work, also in the fair's catalogue, links to its page on the shop: the cart stays in sight.
      await expect(main.getByRole('list', { name: t.items }).getByRole('link', { name: work.title })).toHaveAttribute(
        'href',
        new RegExp(`^(${E2E.shop})?${workPath(t, work)}$`),
      );

      // Logging in there reloads step 1 with the cart on the server and the order form.
      const login = page.locator('form[data-form="checkout-login"]');
      await expect(login.getByRole('heading', { name: t.loginForm })).toBeVisible();
      await login.getByLabel(t.email).fill(email);
      await login.getByLabel(t.password).fill(PASSWORD);
      await login.getByRole('button', { name: t.loginSubmit }).click();
      await expect(page.locator('form[data-form="checkout"]')).toBeVisible();
      await expect(page).toHaveURL(`${E2E.shop}${t.cart}`);
      await expect(main.getByRole('heading', { name: t.access })).toHaveCount(0);
      await expect(main.getByRole('list', { name: t.items }).getByRole('link', { name: work.title })).toBeVisible();
      await expect(bag(page)).toHaveAccessibleName(t.bag(1));
      expect(await page.evaluate(() => window.localStorage.getItem('art.cart'))).toBeNull();
      const serverCart = await page.request.post(`${E2E.shop}/api/graphql`, {
        data: { query: '{ me { cart { items { id } } } }' },
      });
      expect((await serverCart.json()).data.me.cart.items).toEqual([{ id: work.id }]);

      // The address in Spain prices the shipping; the discount code takes 10 % off the work.
      await fillShipping(page, t);
      const sums = summary(page, t);
      await expect(amount(sums, 'subtotal')).toHaveAttribute('value', work.price.toFixed(2));
      await expect(amount(sums, 'shipping')).toHaveAttribute('value', shipping.toFixed(2));
      await expect(amount(sums, 'total')).toHaveAttribute('value', euros(work.price + shipping).toFixed(2));
      await expect(amount(sums, 'discount')).toHaveCount(0);
      await sums.getByLabel(t.coupon).fill(COUPON);
      await sums.getByRole('button', { name: t.apply }).click();
      await expect(amount(sums, 'discount')).toHaveAttribute('value', discount.toFixed(2));
      await expect(amount(sums, 'total')).toHaveAttribute('value', total.toFixed(2));
      await expect(sums.getByRole('status')).toContainText(
        t.applied((await amount(sums, 'discount').textContent()) ?? ''),
      );

      // Terms, then the payment page with the total, then the sandbox's card and 3-D Secure pages.
      const code = await acceptAndContinue(page, t);
      await payOnPaymentPage(page, t, total);
      await payWithCard(page, t, 'approved');
      await expectThanks(page, t, code);
      await expect(amount(page.getByRole('complementary', { name: t.summary }), 'total')).toHaveAttribute(
        'value',
        total.toFixed(2),
      );

      // The order on the billing page, paid.
      await page.getByRole('link', { name: t.seeOrders }).click();
      await expect(page).toHaveURL(`${E2E.shop}${t.billing}`);
      await expect(page.getByRole('heading', { level: 3, name: t.orders })).toBeVisible();
      const row = orderRow(page, code);
      await expect(row.locator('summary')).toContainText(code);
      await expect(row.locator('summary')).toContainText(t.paid);
      await row.locator('summary').click();
      await expect(row.getByText(work.title)).toBeVisible();

      // The buyer's confirmation, in the page's language.
      await expect.poll(() => messagesTo(email).some((message) => message.includes(t.mailIntro(code)))).toBe(true);
      expect(messagesTo(email).join('\n')).toContain(work.title);

      // The work is sold on the shop and on the fair, and the bag is empty.
      await page.goto(`${E2E.shop}${workPath(t, work)}`);
      await expectSold(page, t);
      await expect(bag(page)).toHaveAccessibleName(t.bag(0));
      await page.goto(`${E2E.fair}${fairWorkPath(t, work)}`);
      await expectSold(page, t);
      await expect(bag(page)).toHaveAccessibleName(t.bag(0));
    },
  );

  test(
    `a declined card leads to the payment-error page; trying again with the approved card pays (${lang})`,
    { tag: RUNS_IN[PROJECT_OF[lang]] },
    async ({ page }) => {
      test.setTimeout(120_000);
      const [work] = (await claimWorks(1, { lang })) as [BuyableWork];
      await signedUpInBrowser(page.request, 'rechazada', lang);
      const total = euros(work.price + (await shippingToSpain(work.price)));

      // Each page is also loaded afresh on the way (server HTML, then hydration: the console must stay quiet).
      await addToCartAndOpenIt(page, t, work);
      await page.reload();
      await fillShipping(page, t);
      const code = await acceptAndContinue(page, t);
      await page.reload();
      await payOnPaymentPage(page, t, total);
      await payWithCard(page, t, 'declined');
      await expectPaymentError(page, t, code);
      await page.reload();
      await expectPaymentError(page, t, code);
      await expect(page.getByRole('main').getByRole('link', { name: t.retry })).toHaveAttribute(
        'href',
        `${t.payment}${code}`,
      );

      await page.getByRole('main').getByRole('link', { name: t.retry }).click();
      expect(await paymentPageCode(page, t)).toBe(code);
      await payOnPaymentPage(page, t, total);
      await payWithCard(page, t, 'approved');
      await expectThanks(page, t, code);
      await page.reload();
      await expectThanks(page, t, code);
      // Paid, its payment and payment-error pages lead to the thanks.
      await page.goto(`${E2E.shop}${t.payment}${code}`);
      await expectThanks(page, t, code);
      await page.goto(`${E2E.shop}${t.paymentError}${code}`);
      await expectThanks(page, t, code);
    },
  );
}

/** Presses Tab (or Shift+Tab) until `target` has the focus; fails after `max` presses. */
async function tabTo(page: Page, target: Locator, options: { back?: boolean; max?: number } = {}) {
  await target.waitFor();
  const max = options.max ?? 80;
  for (let presses = 0; presses <= max; presses++) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press(options.back ? 'Shift+Tab' : 'Tab');
  }
  throw new Error(`${String(target)} was not reached with ${max} presses of ${options.back ? 'Shift+Tab' : 'Tab'}`);
}

test('the whole purchase with the keyboard only (es)', { tag: RUNS_IN.desktop }, async ({ page }) => {
  test.setTimeout(150_000);
  const t = T.es;
  const [work] = (await claimWorks(1)) as [BuyableWork];
  const { email } = await signUpThroughApi('teclado', 'es', 'Teo');
  const total = euros(work.price + (await shippingToSpain(work.price)) - euros(work.price * 0.1));
  const main = page.getByRole('main');
  const focused = (target: Locator) => expect(target).toBeFocused();

  // The work page: Tab to "add to cart", Enter; the focus moves on to "view the cart", Enter.
  await page.goto(`${E2E.shop}${workPath(t, work)}`);
  const add = main.getByRole('button', { name: t.add });
  await expect(add).toBeEnabled();
  await tabTo(page, add);
  await page.keyboard.press('Enter');
  const viewCart = main.getByRole('link', { name: t.viewCart });
  await focused(viewCart);
  await expect(bag(page)).toHaveAccessibleName(t.bag(1));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(`${E2E.shop}${t.cart}`);

  // Step 1: log in inline (Enter in the password sends the form).
  const login = page.locator('form[data-form="checkout-login"]');
  await tabTo(page, login.getByLabel(t.email));
  await page.keyboard.type(email);
  await page.keyboard.press('Tab');
  await focused(login.getByLabel(t.password));
  await page.keyboard.type(PASSWORD);
  await page.keyboard.press('Enter');
  await expect(page.locator('form[data-form="checkout"]')).toBeVisible();
  await expect(main.getByRole('list', { name: t.items }).getByRole('link', { name: work.title })).toBeVisible();

  // The address, typed field after field; Shift+Tab goes back a field.
  const address = shippingSection(page);
  await expect(address.getByLabel(t.fields.name)).toHaveValue('Teo');
  await tabTo(page, address.getByLabel(t.fields.phone));
  await page.keyboard.type('612 345 678');
  await tabTo(page, address.getByLabel(t.fields.route));
  await page.keyboard.type('Calle de Claudio Coello 42');
  await tabTo(page, address.getByLabel(t.fields.postalCode));
  await page.keyboard.type('28001');
  await page.keyboard.press('Tab');
  await focused(address.getByLabel(t.fields.locality));
  await page.keyboard.type('Madrid');
  await page.keyboard.press('Tab');
  await focused(address.getByLabel(t.fields.province));
  await page.keyboard.type('Madrid');
  await page.keyboard.press('Shift+Tab');
  await focused(address.getByLabel(t.fields.locality));
  await expect(address.getByLabel(t.fields.locality)).toHaveValue('Madrid');

  // The discount code: Enter applies it (and does not send the order).
  const sums = summary(page, t);
  await tabTo(page, sums.getByLabel(t.coupon));
  await page.keyboard.type(COUPON);
  await page.keyboard.press('Enter');
  await expect(amount(sums, 'total')).toHaveAttribute('value', total.toFixed(2));
  await expect(page).toHaveURL(`${E2E.shop}${t.cart}`);

  // The terms with Space, "continue to payment" with Enter.
  const terms = termsBox(page, t);
  await tabTo(page, terms);
  await page.keyboard.press('Space');
  await expect(terms).toBeChecked();
  await tabTo(page, page.getByRole('button', { name: t.submit }));
  await page.keyboard.press('Enter');
  const code = await paymentPageCode(page, t);

  // The payment page: Tab to the pay button, Enter.
  await expect(amount(summary(page, t), 'total')).toHaveAttribute('value', total.toFixed(2));
  const pay = page.locator('[data-pay]');
  await expect(pay).toBeEnabled();
  await tabTo(page, pay);
  await page.keyboard.press('Enter');
  await sandboxCardPage(page, t);

  // The sandbox: the card typed field by field, Enter sends it; the code, Enter.
  await tabTo(page, page.getByLabel(t.sandbox.cardNumber));
  await page.keyboard.type('4548 8120 4940 0004');
  await page.keyboard.press('Tab');
  await focused(page.getByLabel(t.sandbox.expiry));
  await page.keyboard.type('12/34');
  await page.keyboard.press('Tab');
  await focused(page.getByLabel(t.sandbox.cvv));
  await page.keyboard.type('123');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: t.sandbox.secureTitle })).toBeVisible();
  await tabTo(page, page.getByLabel(t.sandbox.secureCode));
  await page.keyboard.type('123456');
  await page.keyboard.press('Enter');
  await expectThanks(page, t, code);

  // "See my orders", Enter; the order's line opens with Enter.
  await tabTo(page, main.getByRole('link', { name: t.seeOrders }));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(`${E2E.shop}${t.billing}`);
  const row = orderRow(page, code);
  await expect(row.locator('summary')).toContainText(t.paid);
  await tabTo(page, row.locator('summary'));
  await page.keyboard.press('Enter');
  await expect(row.getByText(work.title)).toBeVisible();
});

test(
  'unknown orders and other people’s orders are 404 on the order pages; other cart steps go to step 1',
  { tag: RUNS_IN.desktop },
  async ({ page }) => {
    const [work] = (await claimWorks(1)) as [BuyableWork];
    const theirs = await orderOfSomeoneElse(work);

    // Without a session, an order page asks to log in first.
    await page.goto(`${E2E.shop}/es/shop/gracias/${theirs}`);
    await expect(page).toHaveURL(new RegExp(`^${E2E.shop}/es/acceso\\?returnUrl=`));

    await signedUpInBrowser(page.request, 'ajeno');
    for (const code of ['AM-NOEXISTE', theirs]) {
      for (const pathStart of ['/es/shop/gracias/', '/es/shop/error-pago/', '/es/shop/cesta/pago/']) {
        const response = await page.goto(`${E2E.shop}${pathStart}${code}`);
        expect(response?.status(), `${pathStart}${code}`).toBe(404);
        await expect(page.getByRole('heading', { name: T.es.notFound })).toBeVisible();
      }
    }

    const step = await page.goto(`${E2E.shop}/es/shop/cesta/7`);
    expect(step?.status()).toBe(200);
    await expect(page).toHaveURL(`${E2E.shop}/es/shop/cesta/1`);
    await expect(page.getByRole('main').getByRole('heading', { level: 2, name: T.es.heading })).toBeVisible();
  },
);

for (const lang of ['es', 'en'] as const) {
  const t = T[lang];

  test(
    `step 1 refuses empty fields and a hostile name, with the message under the field and the focus on it (${lang})`,
    { tag: RUNS_IN[PROJECT_OF[lang]] },
    async ({ page }) => {
      test.setTimeout(60_000);
      const dialogs: string[] = [];
      page.on('dialog', (dialog) => {
        dialogs.push(dialog.message());
        void dialog.dismiss();
      });
      const [work] = (await claimWorks(1, { lang })) as [BuyableWork];
      await signedUpInBrowser(page.request, 'errores', lang);
      await addToCartAndOpenIt(page, t, work);
      const address = shippingSection(page);
      const name = address.getByLabel(t.fields.name);
      const surname = address.getByLabel(t.fields.surname);

      // Everything empty: the first field's message under it, the focus on it, and nothing sent.
      await name.fill('');
      await surname.fill('');
      await page.getByRole('button', { name: t.submit }).click();
      await expect(name).toBeFocused();
      await expect(name).toHaveAttribute('aria-invalid', 'true');
      await expect(name).toHaveAccessibleDescription(t.errors.nameRequired);
      await expect(address.getByText(t.errors.nameRequired)).toBeVisible();
      await expect(surname).toHaveAccessibleDescription(t.errors.surnameRequired);
      await expect(page).toHaveURL(`${E2E.shop}${t.cart}`);

      // A hostile name is refused under the field; it stays text in the field and never runs.
      const hostile = '<script>alert(1)</script>';
      await name.fill(hostile);
      await surname.fill('Compradora');
      await fillShipping(page, t);
      await termsBox(page, t).check();
      await page.getByRole('button', { name: t.submit }).click();
      await expect(name).toBeFocused();
      await expect(name).toHaveAccessibleDescription(t.errors.nameInvalid);
      await expect(name).toHaveValue(hostile);
      await expect(page.locator('main script')).toHaveCount(0);
      await expect(page).toHaveURL(`${E2E.shop}${t.cart}`);

      // The API refuses it too, naming the field.
      const sent = await page.request.post(`${E2E.shop}/api/graphql`, {
        headers: { 'accept-language': lang },
        data: {
          query: 'mutation($order: OrderInput!) { createOrder(order: $order) { OK field orderCode } }',
          variables: {
            order: {
              shippingAddress: {
                name: hostile,
                surname: 'Compradora',
                phone: '+34 612 345 678',
                route: 'Calle de Serrano 1',
                postalCode: '28001',
                locality: 'Madrid',
                province: 'Madrid',
                countryCode: 'ES',
              },
              acceptTerms: true,
              lang,
            },
          },
        },
      });
      expect((await sent.json()).data.createOrder).toEqual({
        OK: false,
        field: 'shippingAddress.name',
        orderCode: null,
      });

      // A good name sends it.
      await name.fill('Ana');
      await page.getByRole('button', { name: t.submit }).click();
      await paymentPageCode(page, t);
      expect(dialogs).toEqual([]);
    },
  );
}
