import { runInThisContext } from 'node:vm';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient } from '@tanstack/react-query';
import { createRoutesStub, useParams } from 'react-router';
import type { ReactNode } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { DataProvider, createGraphQLClient, type CartFields } from '@art/data';
import { type CheckoutPageData } from '../documents';
import { cartFixture, cartItemFixture, fakeGraphQLFetch, workCardFixture, type FakeAnswer } from '@art/data/testing';
import { checkoutPageFixture } from '../testing';
import { I18nextProvider } from 'react-i18next';
import { createI18n } from '@art/i18n';
import type { CartState } from '@art/site';
import { formatPrice } from '@art/ui';
import { CheckoutPageView } from './CheckoutPageView';
import { localeBundle } from '@art/i18n/testing';
import type { Namespace } from '@art/routing';

// React Router's data routers build `Request`s, which jsdom lacks: Node's own (with its abort signals) stand in.
for (const name of ['Request', 'Response', 'Headers', 'AbortController', 'AbortSignal']) {
  if (!(name in globalThis) || name.startsWith('Abort'))
    Object.assign(globalThis, { [name]: runInThisContext(name) as unknown });
}

// The cart is another module's: the page is tested with the cart it is given.
const mockCart: { current: CartState } = { current: null as unknown as CartState };
jest.mock('@art/site', () => ({ ...jest.requireActual('@art/site'), useCart: () => mockCart.current }));

const texts = (ns: Namespace) => localeBundle('es', ns);
const common = texts('common') as Record<string, string>;
const cart = texts('cart') as {
  checkout: Record<string, string> & {
    fields: Record<string, string>;
    errors: Record<string, string>;
    billing: Record<string, string>;
    coupon: Record<string, string>;
    summary: Record<string, string>;
    access: Record<string, string>;
  };
  [key: string]: unknown;
};
const F = cart.checkout.fields;
const E = cart.checkout.errors;
const euros = (amount: number) => formatPrice(amount, 'es');

function cartState(value: CartFields | null, overrides: Partial<CartState> = {}): CartState {
  return {
    ready: true,
    loggedIn: true,
    cart: value,
    count: value?.count ?? 0,
    loading: false,
    lastAdded: 0,
    inCart: () => false,
    add: jest.fn(),
    remove: jest.fn(async () => ({ ok: true as const })),
    clear: jest.fn(),
    ...overrides,
  };
}

function PaymentStub() {
  const { orderCode } = useParams();
  return <p>payment page of {orderCode}</p>;
}

function renderStep1(
  options: {
    data?: CheckoutPageData;
    handlers?: Record<string, (variables: Record<string, unknown>) => FakeAnswer>;
  } = {},
) {
  const api = fakeGraphQLFetch({
    CheckoutPage: () => ({ data: options.data ?? checkoutPageFixture() }),
    ...options.handlers,
  });
  const client = createGraphQLClient({ endpoint: '/api/graphql', lang: 'es', fetch: api.fetch, batchWindowMs: 0 });
  const i18n = createI18n('es', {
    common: texts('common'),
    forms: texts('forms'),
    cart: texts('cart'),
    account: texts('account'),
  });
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const wrap = (children: ReactNode) => (
    <I18nextProvider i18n={i18n}>
      <DataProvider client={client} queryClient={queryClient}>
        {children}
      </DataProvider>
    </I18nextProvider>
  );
  const Stub = createRoutesStub([
    {
      id: 'root',
      path: '/',
      loader: () => ({ lang: 'es', site: 'shop', origins: { fair: 'http://fair.test', shop: '' }, gaId: '' }),
      HydrateFallback: () => null,
      children: [
        { path: 'es/shop/cesta/:step', Component: () => wrap(<CheckoutPageView />) },
        { path: 'es/shop/cesta/pago/:orderCode', Component: PaymentStub },
      ],
    },
  ]);
  render(<Stub initialEntries={['/es/shop/cesta/1']} />);
  return api;
}

const field = (name: string) => screen.getByRole('textbox', { name });
const amount = (name: 'subtotal' | 'shipping' | 'discount' | 'total' | 'taxes') =>
  document.querySelector(`[data-checkout-summary] [data-amount="${name}"] dd`)?.textContent ?? null;
const orderCalls = (api: ReturnType<typeof fakeGraphQLFetch>) =>
  api.calls.flatMap((call) => call.operations).filter((op) => op.operationName === 'CreateOrder');

async function chooseOption(user: ReturnType<typeof userEvent.setup>, select: RegExp, option: string) {
  await user.click(screen.getByRole('button', { name: select }));
  await user.click(screen.getByRole('option', { name: option }));
}

/** Types the start of a country's name in the country field (a combobox) and picks it from the narrowed list. */
async function chooseCountry(user: ReturnType<typeof userEvent.setup>, label: RegExp, country: string) {
  const combobox = screen.getByRole('combobox', { name: label });
  await user.clear(combobox);
  await user.type(combobox, country.slice(0, 3));
  await user.click(screen.getByRole('option', { name: country }));
}

async function fillShipping(user: ReturnType<typeof userEvent.setup>) {
  await user.type(field(F['route']!), 'Calle Mayor 1');
  await user.type(field(F['postalCode']!), '28013');
  await user.type(field(F['locality']!), 'Madrid');
  await user.type(field(F['province']!), 'Madrid');
}

beforeEach(() => {
  mockCart.current = cartState(cartFixture());
});

describe('the cart, step 1', () => {
  it('says the cart is empty with the specification’s text and a way to the works', async () => {
    mockCart.current = cartState(null);
    renderStep1();
    expect(await screen.findByText(common['no_has_añadido_obras'] as string)).toBeVisible();
    expect(screen.getByRole('link', { name: String(cart['browseWorks']) })).toHaveAttribute('href', '/es/shop/obras');
  });

  it('shows the works and, without a session, login or sign-up inline instead of the form', async () => {
    const user = userEvent.setup();
    mockCart.current = cartState(cartFixture(), { loggedIn: false });
    renderStep1({ data: checkoutPageFixture({ me: null }) });
    expect(await screen.findByRole('link', { name: 'Azul marino' })).toBeVisible();
    expect(screen.getByText('Ana López')).toBeVisible();
    expect(screen.getByRole('heading', { name: cart.checkout.access['loginHeading'] })).toBeVisible();
    expect(screen.queryByRole('button', { name: cart.checkout['submit'] })).toBeNull();
    await user.click(screen.getByRole('button', { name: cart.checkout.access['signUp'] }));
    expect(screen.getByRole('heading', { name: cart.checkout.access['signUpHeading'] })).toBeVisible();
  });

  it('removes a work through the cart, with a button whose name starts with its text', async () => {
    const user = userEvent.setup();
    renderStep1();
    const remove = await screen.findByRole('button', { name: 'Quitar «Azul marino» de la cesta' });
    expect(remove).toHaveTextContent(/^Quitar$/);
    await user.click(remove);
    expect(mockCart.current.remove).toHaveBeenCalledWith('1');
  });

  it('updates shipping, total and VAT as the country changes, and says when the shop does not ship there', async () => {
    const user = userEvent.setup();
    renderStep1();
    await screen.findByRole('button', { name: cart.checkout['submit'] });
    // 1.210 € is in the band "900 € or more": 40 € to Spain, 80 € to France.
    expect(amount('subtotal')).toBe(euros(1210));
    expect(amount('shipping')).toBe(euros(40));
    expect(amount('total')).toBe(euros(1250));
    expect(amount('taxes')).toBe(euros(216.94));
    expect(screen.getByText(/Envío a España · Pedidos de 900 € o más/)).toBeVisible();
    await chooseCountry(user, /^País/, 'Francia');
    expect(amount('shipping')).toBe(euros(80));
    expect(amount('total')).toBe(euros(1290));
    await chooseCountry(user, /^País/, 'Japón');
    expect(screen.getByText(/De momento no enviamos a Japón/)).toBeVisible();
    expect(screen.getByRole('link', { name: cart.checkout.summary['contactUs'] })).toHaveAttribute(
      'href',
      'http://fair.test/es/contacto',
    );
    expect(amount('total')).toBe(euros(1210));
  });

  it('counts every work of the cart in the subtotal and the band', async () => {
    mockCart.current = cartState(
      cartFixture([
        cartItemFixture(),
        cartItemFixture({ work: workCardFixture({ id: '2', title: 'Rojo', price: 150 }), unitPrice: 150 }),
      ]),
    );
    renderStep1();
    await screen.findByRole('button', { name: cart.checkout['submit'] });
    expect(amount('subtotal')).toBe(euros(1360));
    expect(amount('total')).toBe(euros(1400));
  });

  it('checks the fields in the form’s order with the schema’s messages, focuses the first, and sends nothing', async () => {
    const user = userEvent.setup();
    const api = renderStep1();
    const submit = await screen.findByRole('button', { name: cart.checkout['submit'] });
    // The buyer's name and phone come from the account.
    expect(field(F['name']!)).toHaveValue('Ana');
    expect(field(F['phone']!)).toHaveValue('600000000');
    await user.clear(field(F['name']!));
    await user.click(submit);
    await waitFor(() => expect(field(F['name']!)).toHaveFocus());
    expect(field(F['name']!)).toHaveAccessibleDescription(E['nameRequired']!);
    expect(field(F['route']!)).toHaveAccessibleDescription(E['routeRequired']!);
    expect(field(F['postalCode']!)).toHaveAccessibleDescription(E['postalCodeRequired']!);
    expect(field(F['locality']!)).toHaveAccessibleDescription(E['localityRequired']!);
    expect(field(F['province']!)).toHaveAccessibleDescription(E['provinceRequired']!);
    expect(field(F['surname']!)).not.toHaveAccessibleDescription();
    expect(
      screen.getByRole('checkbox', { name: new RegExp(cart.checkout['acceptTermsStart']!) }),
    ).toHaveAccessibleDescription(E['termsRequired']!);
    // The terms' name is the whole sentence, links included, not only the label's first words.
    expect(
      screen.getByRole('checkbox', {
        name: 'He leído y acepto los términos y condiciones y la política de privacidad',
      }),
    ).toBeInTheDocument();
    expect(orderCalls(api)).toEqual([]);
    // The messages follow the typing: right values lose theirs, a wrong phone gets its own.
    await user.type(field(F['name']!), 'Ana');
    await fillShipping(user);
    expect(field(F['route']!)).not.toHaveAccessibleDescription();
    await user.clear(field(F['phone']!));
    await user.type(field(F['phone']!), '12');
    expect(field(F['phone']!)).toHaveAccessibleDescription(E['phoneInvalid']!);
    await user.click(submit);
    await waitFor(() => expect(field(F['phone']!)).toHaveFocus());
    expect(orderCalls(api)).toEqual([]);
  });

  it('asks a company for its fiscal name and tax id', async () => {
    const user = userEvent.setup();
    const api = renderStep1({
      handlers: {
        CreateOrder: () => ({
          data: { createOrder: { OK: true, error: null, field: null, orderCode: '2501AB12CD34' } },
        }),
      },
    });
    await screen.findByRole('button', { name: cart.checkout['submit'] });
    expect(screen.queryByRole('textbox', { name: F['fiscalName'] })).toBeNull();
    await user.click(screen.getByRole('radio', { name: cart.checkout.billing['empresa'] }));
    await fillShipping(user);
    await user.click(screen.getByRole('checkbox', { name: new RegExp(cart.checkout['acceptTermsStart']!) }));
    await user.click(screen.getByRole('button', { name: cart.checkout['submit'] }));
    await waitFor(() => expect(field(F['fiscalName']!)).toHaveFocus());
    expect(field(F['fiscalName']!)).toHaveAccessibleDescription(E['fiscalNameRequired']!);
    expect(field(F['fiscalDocument']!)).toHaveAccessibleDescription(E['fiscalDocumentRequired']!);
    await user.type(field(F['fiscalName']!), 'Estudio Rey S.L.');
    await user.type(field(F['fiscalDocument']!), 'B12345678');
    await user.click(screen.getByRole('button', { name: cart.checkout['submit'] }));
    expect(await screen.findByText('payment page of 2501AB12CD34')).toBeVisible();
    // The invoice is the shipping address: its fiscal data travel on it, and there is no billing address of its own.
    expect(orderCalls(api)[0]?.variables).toMatchObject({
      order: {
        clientType: 'empresa',
        billingAddress: null,
        shippingAddress: {
          name: 'Ana',
          surname: 'Rey',
          phone: '+34 600 00 00 00',
          route: 'Calle Mayor 1',
          postalCode: '28013',
          countryCode: 'ES',
          fiscalName: 'Estudio Rey S.L.',
          fiscalDocument: 'B12345678',
        },
        acceptTerms: true,
        lang: 'es',
      },
    });
  });

  it('copies the shipping address to start the billing one when "same as shipping" is unticked', async () => {
    const user = userEvent.setup();
    const api = renderStep1({
      handlers: {
        CreateOrder: () => ({ data: { createOrder: { OK: true, error: null, field: null, orderCode: 'X1' } } }),
      },
    });
    await screen.findByRole('button', { name: cart.checkout['submit'] });
    const same = screen.getByRole('checkbox', { name: cart.checkout.billing['sameAsShipping'] });
    expect(same).toBeChecked();
    expect(document.querySelector('[data-address="billingAddress"]')).toBeNull();
    await fillShipping(user);
    await user.click(same);
    const billing = document.querySelector<HTMLElement>('[data-address="billingAddress"]')!;
    expect(within(billing).getByRole('textbox', { name: F['route'] })).toHaveValue('Calle Mayor 1');
    expect(within(billing).getByRole('textbox', { name: F['name'] })).toHaveValue('Ana');
    await user.clear(within(billing).getByRole('textbox', { name: F['route'] }));
    await user.type(within(billing).getByRole('textbox', { name: F['route'] }), 'Calle Serrano 5');
    await user.click(screen.getByRole('checkbox', { name: new RegExp(cart.checkout['acceptTermsStart']!) }));
    await user.click(screen.getByRole('button', { name: cart.checkout['submit'] }));
    await screen.findByText('payment page of X1');
    expect(orderCalls(api)[0]?.variables).toMatchObject({
      order: {
        shippingAddress: { route: 'Calle Mayor 1' },
        billingAddress: { route: 'Calle Serrano 5', postalCode: '28013' },
      },
    });
  });

  it('shows a refused discount code under its field, and an accepted one in the amounts', async () => {
    const user = userEvent.setup();
    const api = renderStep1({
      handlers: {
        ApplyOrderCoupon: ({ code }) =>
          code === 'PRIMAVERA10'
            ? { data: { applyOrderCoupon: { OK: true, error: null, amount: 121 } } }
            : { data: { applyOrderCoupon: { OK: false, error: 'El código ha caducado.', amount: 0 } } },
      },
    });
    await screen.findByRole('button', { name: cart.checkout['submit'] });
    const code = screen.getByRole('textbox', { name: cart.checkout.coupon['label'] });
    await user.type(code, 'viejo');
    await user.click(screen.getByRole('button', { name: cart.checkout.coupon['apply'] }));
    await waitFor(() => expect(code).toHaveAccessibleDescription('El código ha caducado.'));
    expect(amount('discount')).toBeNull();
    await user.clear(code);
    // Enter applies the code; it does not send the order.
    await user.type(code, ' primavera10{Enter}');
    await waitFor(() =>
      expect(document.querySelector('[data-coupon] [role="status"]')).toHaveTextContent(
        `Código PRIMAVERA10 aplicado: ${euros(121).replace(/\s/g, ' ')} de descuento.`,
      ),
    );
    expect(code).not.toHaveAccessibleDescription();
    expect(amount('discount')).toBe(`−${euros(121)}`);
    expect(amount('total')).toBe(euros(1210 + 40 - 121));
    const checks = api.calls.flatMap((call) => call.operations).filter((op) => op.operationName === 'ApplyOrderCoupon');
    expect(checks.map((op) => op.variables)).toEqual([{ code: 'VIEJO' }, { code: 'PRIMAVERA10' }]);
    expect(orderCalls(api)).toEqual([]);
  });

  it('shows the API’s refusal under the field it names and focuses it', async () => {
    const user = userEvent.setup();
    renderStep1({
      handlers: {
        CreateOrder: () => ({
          data: {
            createOrder: {
              OK: false,
              error: 'No repartimos en ese código postal.',
              field: 'shippingAddress.postalCode',
              orderCode: null,
            },
          },
        }),
      },
    });
    await screen.findByRole('button', { name: cart.checkout['submit'] });
    await fillShipping(user);
    await user.click(screen.getByRole('checkbox', { name: new RegExp(cart.checkout['acceptTermsStart']!) }));
    await user.click(screen.getByRole('button', { name: cart.checkout['submit'] }));
    await waitFor(() => expect(field(F['postalCode']!)).toHaveFocus());
    expect(field(F['postalCode']!)).toHaveAccessibleDescription('No repartimos en ese código postal.');
    await user.type(field(F['postalCode']!), '1');
    expect(field(F['postalCode']!)).not.toHaveAccessibleDescription();
  });

  it('shows a refusal without a field above the button', async () => {
    const user = userEvent.setup();
    renderStep1({
      handlers: {
        CreateOrder: () => ({
          data: {
            createOrder: { OK: false, error: '«Azul marino» ya no está a la venta.', field: null, orderCode: null },
          },
        }),
      },
    });
    await screen.findByRole('button', { name: cart.checkout['submit'] });
    await fillShipping(user);
    await user.click(screen.getByRole('checkbox', { name: new RegExp(cart.checkout['acceptTermsStart']!) }));
    await user.click(screen.getByRole('button', { name: cart.checkout['submit'] }));
    expect(await screen.findByRole('alert')).toHaveTextContent('«Azul marino» ya no está a la venta.');
  });

  it('fills the shipping address from a saved one', async () => {
    const user = userEvent.setup();
    renderStep1();
    await screen.findByRole('button', { name: cart.checkout['submit'] });
    await chooseOption(user, /^Rellenar con una dirección guardada/, 'Calle Mayor 1, 2º, 28013 Madrid, Madrid, España');
    expect(field(F['route']!)).toHaveValue('Calle Mayor 1');
    expect(field(F['floor']!)).toHaveValue('2º');
    expect(field(F['postalCode']!)).toHaveValue('28013');
    expect(field(F['aditionalInfo']!)).toHaveValue('Portero');
  });

  it('links the terms and the privacy policy in a new tab', async () => {
    renderStep1();
    await screen.findByRole('button', { name: cart.checkout['submit'] });
    const terms = screen.getByRole('link', { name: new RegExp(cart.checkout['terms']!) });
    expect(terms).toHaveAttribute('target', '_blank');
    expect(terms).toHaveAttribute('href', 'http://fair.test/es/terminos-y-condiciones');
    expect(terms).toHaveAccessibleName(
      `${cart.checkout['terms']} ${(common as unknown as { layout: { newTab: string } }).layout.newTab}`,
    );
    expect(screen.getByRole('link', { name: new RegExp(cart.checkout['privacy']!) })).toHaveAttribute(
      'target',
      '_blank',
    );
  });
});

describe('the cart, step 1, on the server', () => {
  it('renders the heading and, without JavaScript, says paying needs it; the browser adopts that HTML without a mismatch', async () => {
    const errors = jest.spyOn(console, 'error');
    // On the server and while hydrating the cart is not known yet.
    mockCart.current = cartState(null, { ready: false, loggedIn: false });
    const api = fakeGraphQLFetch({ CheckoutPage: () => ({ data: checkoutPageFixture() }) });
    const client = createGraphQLClient({ endpoint: '/api/graphql', lang: 'es', fetch: api.fetch, batchWindowMs: 0 });
    const i18n = createI18n('es', {
      common: texts('common'),
      forms: texts('forms'),
      cart: texts('cart'),
      account: texts('account'),
    });
    const tree = () => (
      <I18nextProvider i18n={i18n}>
        <DataProvider client={client} queryClient={new QueryClient()}>
          <CheckoutPageView />
        </DataProvider>
      </I18nextProvider>
    );
    const html = renderToString(tree());
    expect(html).toContain('Tu cesta');
    expect(html).toContain(`<noscript>`);
    expect(html).toContain(cart.checkout['needsScript']!);
    expect(html).not.toContain('<form');
    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.appendChild(container);
    let root: Root | null = null;
    await act(async () => {
      root = hydrateRoot(container, tree(), { onRecoverableError: (error) => console.error(error) });
    });
    expect(await screen.findByRole('status')).toHaveTextContent(cart.checkout['loading']!);
    expect(errors).not.toHaveBeenCalled();
    errors.mockRestore();
    act(() => root?.unmount());
    container.remove();
  });
});
