import { runInThisContext } from 'node:vm';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient } from '@tanstack/react-query';
import { createRoutesStub } from 'react-router';
import type { ReactNode } from 'react';
import { DataProvider, createGraphQLClient, type OrderFields } from '@art/data';
import { fakeGraphQLFetch, orderFixture, type FakeAnswer } from '@art/data/testing';
import { I18nextProvider } from 'react-i18next';
import { createI18n } from '@art/i18n';
import { formatPrice } from '@art/ui';
import { REPORTED_PURCHASES_KEY } from './analytics';
import { PaymentErrorPageView } from './PaymentErrorPageView';
import { PaymentPageView } from './PaymentPageView';
import { ThankYouPageView } from './ThankYouPageView';
import { localeBundle } from '@art/i18n/testing';
import type { Namespace } from '@art/routing';

for (const name of ['Request', 'Response', 'Headers', 'AbortController', 'AbortSignal']) {
  if (!(name in globalThis) || name.startsWith('Abort'))
    Object.assign(globalThis, { [name]: runInThisContext(name) as unknown });
}

const texts = (ns: Namespace) => localeBundle('es', ns);
type Texts = Record<string, Record<string, string>>;
const cart = texts('cart') as unknown as Texts;

function renderPage(
  page: ReactNode,
  url: string,
  handlers: Record<string, (variables: Record<string, unknown>) => FakeAnswer>,
  gaId = '',
) {
  const api = fakeGraphQLFetch(handlers);
  const client = createGraphQLClient({ endpoint: '/api/graphql', lang: 'es', fetch: api.fetch, batchWindowMs: 0 });
  const i18n = createI18n('es', { common: texts('common'), cart: texts('cart') });
  const Stub = createRoutesStub([
    {
      id: 'root',
      path: '/',
      loader: () => ({ lang: 'es', site: 'shop', origins: { fair: 'http://fair.test', shop: '' }, gaId }),
      HydrateFallback: () => null,
      children: [
        {
          path: url.slice(1),
          Component: () => (
            <I18nextProvider i18n={i18n}>
              <DataProvider
                client={client}
                queryClient={new QueryClient({ defaultOptions: { queries: { retry: false } } })}
              >
                {page}
              </DataProvider>
            </I18nextProvider>
          ),
        },
      ],
    },
  ]);
  render(<Stub initialEntries={[url]} />);
  return api;
}

const answer = (order: OrderFields | null) => () => ({ data: { me: { id: 'u1' }, getOrder: order } });
const operations = (api: ReturnType<typeof fakeGraphQLFetch>, name: string) =>
  api.calls.flatMap((call) => call.operations).filter((op) => op.operationName === name);

describe('the payment page', () => {
  afterEach(() => {
    jest.restoreAllMocks();
    document.querySelectorAll('form[hidden]').forEach((form) => form.remove());
  });

  it('shows the order and the hold, then posts the provider’s signed form', async () => {
    const user = userEvent.setup();
    const submitted: HTMLFormElement[] = [];
    jest.spyOn(HTMLFormElement.prototype, 'submit').mockImplementation(function (this: HTMLFormElement) {
      submitted.push(this);
    });
    const form = {
      url: 'http://localhost:3000/api/payments/sandbox',
      Ds_SignatureVersion: 'HMAC_SHA256_V1',
      Ds_MerchantParameters: 'eyJhIjoxfQ==',
      Ds_Signature: 'c2lnbg==',
    };
    const api = renderPage(<PaymentPageView orderCode="2501AB12CD34" />, '/es/shop/cesta/pago/2501AB12CD34', {
      OrderPage: answer(orderFixture()),
      StartPayment: () => ({ data: { startPayment: { OK: true, error: null, form } } }),
    });
    const pay = await screen.findByRole('button', { name: `Pagar ${formatPrice(1225, 'es')} con tarjeta` });
    expect(screen.getByText('Azul marino')).toBeVisible();
    // The addresses' headings come right under the page's h2.
    expect(screen.getByRole('heading', { name: cart['order']!['shippingAddress'] })).toHaveProperty('tagName', 'H3');
    // 11:30 UTC on 25 November is 12:30 in Madrid.
    expect(screen.getByText('Te guardamos las obras hasta las 12:30 (hora de Madrid).')).toBeVisible();
    await user.click(pay);
    await waitFor(() => expect(submitted).toHaveLength(1));
    expect(operations(api, 'StartPayment').map((op) => op.variables)).toEqual([
      { orderCode: '2501AB12CD34', lang: 'es' },
    ]);
    const posted = submitted[0]!;
    expect(posted.method).toBe('post');
    expect(posted.action).toBe(form.url);
    expect(Object.fromEntries(new FormData(posted))).toEqual({
      Ds_SignatureVersion: 'HMAC_SHA256_V1',
      Ds_MerchantParameters: 'eyJhIjoxfQ==',
      Ds_Signature: 'c2lnbg==',
    });
  });

  it('shows a refusal (a work gone) with the way back to the cart', async () => {
    const user = userEvent.setup();
    renderPage(<PaymentPageView orderCode="2501AB12CD34" />, '/es/shop/cesta/pago/2501AB12CD34', {
      OrderPage: answer(orderFixture()),
      StartPayment: () => ({
        data: { startPayment: { OK: false, error: 'Azul marino ya no está a la venta.', form: null } },
      }),
    });
    await user.click(await screen.findByRole('button', { name: /con tarjeta/ }));
    expect(await screen.findByText('Azul marino ya no está a la venta.')).toBeVisible();
    expect(screen.getByRole('link', { name: cart['payment']!['backToCart'] })).toHaveAttribute(
      'href',
      '/es/shop/cesta/1',
    );
  });

  it('offers no payment for an expired order', async () => {
    renderPage(<PaymentPageView orderCode="2501AB12CD34" />, '/es/shop/cesta/pago/2501AB12CD34', {
      OrderPage: answer(orderFixture({ state: 'expired', payable: false })),
    });
    expect(await screen.findByText(cart['payment']!['expired']!)).toBeVisible();
    expect(screen.queryByRole('button', { name: /con tarjeta/ })).toBeNull();
  });
});

describe('the thank-you page', () => {
  beforeEach(() => {
    window.localStorage.clear();
    document.cookie = 'acceptCookies=1; Path=/';
    delete (window as { dataLayer?: unknown }).dataLayer;
    delete (window as { gtag?: unknown }).gtag;
  });

  it('confirms the payment while the order is pending, then thanks once it is paid and reports the purchase once', async () => {
    let state = 'pending';
    const api = renderPage(
      <ThankYouPageView orderCode="2501AB12CD34" />,
      '/es/shop/gracias/2501AB12CD34',
      { OrderPage: () => answer(orderFixture({ state, payable: state === 'pending' }))() },
      'G-TEST1234',
    );
    expect(await screen.findByRole('heading', { name: cart['thankYou']!['confirming'] })).toBeVisible();
    state = 'paid';
    expect(await screen.findByRole('heading', { name: cart['thankYou']!['heading'] }, { timeout: 4000 })).toBeVisible();
    expect(screen.getByText(/Hemos recibido tu pedido 2501AB12CD34/)).toBeVisible();
    expect(screen.getByRole('heading', { name: cart['order']!['shippingAddress'] })).toHaveProperty('tagName', 'H3');
    expect(screen.getByRole('link', { name: cart['thankYou']!['orders'] })).toHaveAttribute(
      'href',
      '/es/shop/facturacion',
    );
    expect(operations(api, 'OrderPage').length).toBeGreaterThanOrEqual(2);
    const events = ((window as { dataLayer?: IArguments[] }).dataLayer ?? []).map((entry) => Array.from(entry));
    const purchases = events.filter((entry) => entry[0] === 'event' && entry[1] === 'purchase');
    expect(purchases).toHaveLength(1);
    expect(purchases[0]![2]).toMatchObject({
      transaction_id: '2501AB12CD34',
      value: 1225,
      shipping: 25,
      currency: 'EUR',
    });
    expect(JSON.parse(window.localStorage.getItem(REPORTED_PURCHASES_KEY) ?? '[]')).toEqual(['2501AB12CD34']);
  }, 10_000);

  it('reports nothing without an analytics id', async () => {
    renderPage(<ThankYouPageView orderCode="2501AB12CD34" />, '/es/shop/gracias/2501AB12CD34', {
      OrderPage: answer(orderFixture({ state: 'paid' })),
    });
    expect(await screen.findByRole('heading', { name: cart['thankYou']!['heading'] })).toBeVisible();
    expect((window as { dataLayer?: unknown }).dataLayer).toBeUndefined();
  });

  it('leads a failed order to the payment error page', async () => {
    renderPage(<ThankYouPageView orderCode="2501AB12CD34" />, '/es/shop/gracias/2501AB12CD34', {
      OrderPage: answer(orderFixture({ state: 'failed' })),
    });
    expect(await screen.findByRole('link', { name: cart['thankYou']!['failedLink'] })).toHaveAttribute(
      'href',
      '/es/shop/error-pago/2501AB12CD34',
    );
  });
});

describe('the payment error page', () => {
  it('says nothing was charged and offers a new attempt and the cart', async () => {
    renderPage(<PaymentErrorPageView orderCode="2501AB12CD34" />, '/es/shop/error-pago/2501AB12CD34', {
      OrderPage: answer(orderFixture({ state: 'failed' })),
    });
    expect(await screen.findByText(/no se ha hecho ningún cargo en tu tarjeta/)).toBeVisible();
    expect(screen.getByRole('link', { name: cart['paymentError']!['retry'] })).toHaveAttribute(
      'href',
      '/es/shop/cesta/pago/2501AB12CD34',
    );
    expect(screen.getByRole('link', { name: cart['payment']!['backToCart'] })).toHaveAttribute(
      'href',
      '/es/shop/cesta/1',
    );
  });
});
