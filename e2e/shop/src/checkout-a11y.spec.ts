import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import {
  PASSWORD,
  T,
  addToCartAndOpenIt,
  amount,
  claimWorks,
  euros,
  expect,
  expectPaymentError,
  expectThanks,
  fillShipping,
  acceptAndContinue,
  payOnPaymentPage,
  payWithCard,
  shippingToSpain,
  signUpThroughApi,
  summary,
  test,
  type BuyableWork,
  type Lang,
  E2E,
  RUNS_IN,
} from '@art/e2e-shared';

// axe on every page of a purchase, in the state a buyer sees it: the empty cart, the cart with the login block, the
// order form, the payment page, the sandbox's card page, the payment-error page, the thank-you page and the billing
// page with the order open. No rule is left out. And where a step's button went away with its step (the log-in, the
// order form) or the bank sent the buyer back, the focus is on the new step's heading, not lost at the page's top.

async function expectNoViolations(page: Page, label: string) {
  const results = await new AxeBuilder({ page }).analyze();
  const violations = results.violations.map(
    (v) =>
      `${label}: ${v.id} [${v.impact}] (${v.nodes.length}) ${v.nodes
        .map((node) => node.target.join(' '))
        .slice(0, 3)
        .join(', ')}: ${v.help}`,
  );
  expect(violations).toEqual([]);
}

/** The page's own heading, where a buyer arriving at a step is taken (`useFocusOnArrival` of `@art/site`). */
const pageHeading = (page: Page) => page.locator('#content :is(h1, h2)').first();

const PROJECT_OF: Record<Lang, keyof typeof RUNS_IN> = { es: 'desktop', en: 'phone' };

for (const lang of ['es', 'en'] as const) {
  const t = T[lang];

  test(
    `the checkout's pages have no accessibility violation (${lang})`,
    { tag: RUNS_IN[PROJECT_OF[lang]] },
    async ({ page }) => {
      test.setTimeout(150_000);
      const [work] = (await claimWorks(1, { lang })) as [BuyableWork];
      const { email } = await signUpThroughApi('accesible', lang);
      const total = euros(work.price + (await shippingToSpain(work.price)));
      const main = page.getByRole('main');

      await page.goto(`${E2E.shop}${t.cart}`);
      await expect(main.getByText(t.empty)).toBeVisible();
      await expectNoViolations(page, 'step 1, empty');

      await addToCartAndOpenIt(page, t, work);
      await expect(main.getByRole('heading', { level: 3, name: t.access })).toBeVisible();
      await expectNoViolations(page, 'step 1, logged out with a work');

      const login = page.locator('form[data-form="checkout-login"]');
      await login.getByLabel(t.email).fill(email);
      await login.getByLabel(t.password).fill(PASSWORD);
      await login.getByRole('button', { name: t.loginSubmit }).click();
      await expect(page.locator('form[data-form="checkout"]')).toBeVisible();
      await expect(pageHeading(page)).toBeFocused();
      await fillShipping(page, t);
      await expect(amount(summary(page, t), 'total')).toHaveAttribute('value', total.toFixed(2));
      await expectNoViolations(page, 'step 1, the order form');

      const code = await acceptAndContinue(page, t);
      await expect(pageHeading(page)).toBeFocused();
      await expectNoViolations(page, 'payment');
      await payOnPaymentPage(page, t, total);
      await expectNoViolations(page, 'sandbox card page');

      await payWithCard(page, t, 'declined');
      await expectPaymentError(page, t, code);
      await expect(pageHeading(page)).toBeFocused();
      await expectNoViolations(page, 'payment error');

      await main.getByRole('link', { name: t.retry }).click();
      await payOnPaymentPage(page, t, total);
      await payWithCard(page, t, 'approved');
      await expectThanks(page, t, code);
      await expect(pageHeading(page)).toBeFocused();
      await expectNoViolations(page, 'thank-you');

      await page.goto(`${E2E.shop}${t.billing}`);
      const row = page.locator(`li[data-order="${code}"]`);
      await row.locator('summary').click();
      await expect(row.getByText(work.title)).toBeVisible();
      await expectNoViolations(page, 'billing with an order');
    },
  );
}
