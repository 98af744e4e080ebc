/**
 * @jest-environment node
 */
import { orderFixture } from '@art/data/testing';
import { checkoutPageFixture } from '../testing';
import { pageAt } from '@art/page-kit/testing';
import { loadCheckoutPage, loadPaymentErrorPage, loadPaymentPage, loadThankYouPage } from './checkout-pages';

/** What a loader threw: a redirect's status and address. */
async function thrown(promise: Promise<unknown>): Promise<{ status: number; location: string | null }> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof Response) return { status: error.status, location: error.headers.get('Location') };
    throw error;
  }
  throw new Error('The loader did not throw');
}

const me = { id: 'u1' };

describe('loadCheckoutPage (cart, step 1)', () => {
  it('loads the countries, the shipping costs and the buyer for the form', async () => {
    const page = pageAt('shop', '/es/shop/cesta/1', () => checkoutPageFixture());
    expect(await loadCheckoutPage(page)).toEqual({ data: null });
    expect(page.asked).toEqual([{ operation: 'CheckoutPage', variables: {} }]);
  });

  it('sends any other step to step 1 of its language, keeping the query', async () => {
    const page = pageAt('shop', '/en/shop/cart/7?from=menu', () => checkoutPageFixture());
    expect(await thrown(loadCheckoutPage(page))).toEqual({ status: 302, location: '/en/shop/cart/1?from=menu' });
    expect(page.asked).toEqual([]);
  });
});

describe('the order pages', () => {
  it.each([
    ['payment', '/es/shop/cesta/pago/NOPE', loadPaymentPage],
    ['thank-you', '/es/shop/gracias/NOPE', loadThankYouPage],
    ['payment error', '/es/shop/error-pago/NOPE', loadPaymentErrorPage],
  ] as const)(
    '%s: an unknown order, or another user’s (the API answers null for both), is a 404',
    async (_, url, load) => {
      const page = pageAt('shop', url, () => ({ me, getOrder: null }));
      expect(await load(page)).toBeNull();
      expect(page.asked).toEqual([{ operation: 'OrderPage', variables: { orderCode: 'NOPE' } }]);
    },
  );

  it('a code no order can have is a 404 without asking the API', async () => {
    const page = pageAt('shop', `/es/shop/gracias/${'A'.repeat(65)}`, () => ({ me, getOrder: orderFixture() }));
    expect(await loadThankYouPage(page)).toBeNull();
    expect(page.asked).toEqual([]);
  });

  it('sends a visitor without a session to the login page, and back after it', async () => {
    const page = pageAt('shop', '/en/shop/cart/payment/2501AB12CD34', () => ({ me: null, getOrder: null }));
    expect(await thrown(loadPaymentPage(page))).toEqual({
      status: 303,
      location: '/en/login?returnUrl=%2Fen%2Fshop%2Fcart%2Fpayment%2F2501AB12CD34',
    });
  });

  it('shows a pending order on the payment page, under the code asked for', async () => {
    const page = pageAt('shop', '/es/shop/cesta/pago/2501AB12CD34', () => ({ me, getOrder: orderFixture() }));
    expect(await loadPaymentPage(page)).toEqual({ data: { orderCode: '2501AB12CD34' } });
  });

  it.each([
    ['payment', '/es/shop/cesta/pago/2501AB12CD34', loadPaymentPage],
    ['payment error', '/es/shop/error-pago/2501AB12CD34', loadPaymentErrorPage],
  ] as const)('%s: a paid order goes to its thank-you page', async (_, url, load) => {
    const page = pageAt('shop', url, () => ({ me, getOrder: orderFixture({ state: 'paid', payable: false }) }));
    expect(await thrown(load(page))).toEqual({ status: 302, location: '/es/shop/gracias/2501AB12CD34' });
  });

  it('the thank-you page shows an order whatever its state (a pending one waits for the bank)', async () => {
    for (const state of ['pending', 'paid', 'failed']) {
      const page = pageAt('shop', '/en/shop/thankyou/2501AB12CD34', () => ({ me, getOrder: orderFixture({ state }) }));
      expect(await loadThankYouPage(page)).toEqual({ data: { orderCode: '2501AB12CD34' } });
    }
  });

  it('the payment error page shows a failed order', async () => {
    const page = pageAt('shop', '/es/shop/error-pago/2501AB12CD34', () => ({
      me,
      getOrder: orderFixture({ state: 'failed' }),
    }));
    expect(await loadPaymentErrorPage(page)).toEqual({ data: { orderCode: '2501AB12CD34' } });
  });
});
