import { readFileSync } from 'node:fs';
import path from 'node:path';
import { act, configure, render, screen, waitFor } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import type { ReactNode } from 'react';
import { CART_STORAGE_KEY, parseStoredCart } from '@art/cart';
import { createGraphQLClient, createQueryClient, DataProvider, type CartFields } from '@art/data';
import { type CartInputFields } from './documents';
import { cartFixture, cartItemFixture, fakeGraphQLFetch, workCardFixture, type FakeAnswer } from '@art/data/testing';
import { I18nextProvider } from 'react-i18next';
import { createI18n, type ResourceBundle } from '@art/i18n';
import { formatPrice } from '@art/ui';
import { CartProvider, sendLocalCartToServer, useCart, type CartState } from './cart';

configure({ asyncUtilTimeout: 5000 });

const es = JSON.parse(
  readFileSync(path.resolve(__dirname, '../../../locales/es/common.json'), 'utf8'),
) as ResourceBundle & {
  bag: Record<string, string>;
};

/** The works the fake API knows, with their prices today. */
const WORKS = {
  '12': workCardFixture({ id: '12', title: 'Azul marino', price: 1210 }),
  '13': workCardFixture({ id: '13', title: 'Rojo', price: 800 }),
  '14': workCardFixture({ id: '14', title: 'Vendida', price: 500, workState: 'Vendida', buyable: false }),
};
type WorkId = keyof typeof WORKS;

/** `cartPreview` as the API answers it: the works still for sale, at today's prices; null when none is left. */
function previewOf(input: CartInputFields): CartFields | null {
  const items = input.items
    .map((item) => WORKS[item.id as WorkId])
    .filter((work) => work !== undefined && work.buyable)
    .map((work) => cartItemFixture({ work, unitPrice: work.price ?? 0 }));
  return items.length > 0 ? cartFixture(items) : null;
}

type Handlers = Record<string, (variables: Record<string, unknown>) => FakeAnswer>;

function setUp(options: { loggedIn?: boolean; gaId?: string; handlers?: Handlers } = {}) {
  const api = fakeGraphQLFetch({
    CartPreview: (variables) => ({ data: { cartPreview: previewOf(variables['cart'] as CartInputFields) } }),
    ...options.handlers,
  });
  const client = createGraphQLClient({ endpoint: '/api/graphql', fetch: api.fetch, lang: 'es', batchWindowMs: 1 });
  const queryClient = createQueryClient({ server: false });
  const i18n = createI18n('es', { common: es });
  const wrap = (ui: ReactNode) => (
    <I18nextProvider i18n={i18n}>
      <DataProvider client={client} queryClient={queryClient}>
        <CartProvider loggedIn={options.loggedIn ?? false} lang="es" gaId={options.gaId}>
          {ui}
        </CartProvider>
      </DataProvider>
    </I18nextProvider>
  );
  return {
    api,
    client,
    wrap,
    operations: () => api.calls.flatMap((call) => call.operations.map((op) => op.operationName)),
  };
}

let cart: CartState;
/** Shows what the bag needs, and keeps the hook's answer for the test to call. */
function Probe() {
  cart = useCart();
  const titles = cart.cart?.items.map((item) => item.work.title).join(', ') ?? '';
  return <p data-testid="cart">{`ready=${cart.ready} count=${cart.count} added=${cart.lastAdded} works=${titles}`}</p>;
}
const shown = () => screen.getByTestId('cart').textContent;

const stored = () => parseStoredCart(window.localStorage.getItem(CART_STORAGE_KEY));
function store(ids: WorkId[]) {
  const items = ids.map((id) => ({ id, units: 1, unitPriceCents: Math.round((WORKS[id].price ?? 0) * 100) }));
  window.localStorage.setItem(
    CART_STORAGE_KEY,
    JSON.stringify({
      items,
      creationDate: '2026-11-20T10:00:00.000Z',
      updateDate: '2026-11-20T10:00:00.000Z',
      lang: 'es',
      eeList: null,
    }),
  );
}

beforeEach(() => {
  window.localStorage.clear();
  document.cookie = 'acceptCookies=; Max-Age=0; Path=/';
  delete (window as { dataLayer?: unknown }).dataLayer;
  delete (window as { gtag?: unknown }).gtag;
  document.getElementById('gtag-js')?.remove();
  jest.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterEach(() => jest.restoreAllMocks());

describe('useCart: the anonymous visitor (local storage)', () => {
  it('renders the same "not ready, 0" on the server and while hydrating, then fills in from local storage', async () => {
    store(['12']);
    const { wrap } = setUp();
    const html = renderToString(wrap(<Probe />));
    expect(html).toContain('ready=false count=0 added=0 works=');
    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.appendChild(container);
    const recoverable = jest.fn();
    const root = await act(async () => hydrateRoot(container, wrap(<Probe />), { onRecoverableError: recoverable }));
    await waitFor(() => expect(container.textContent).toBe('ready=true count=1 added=0 works=Azul marino'));
    expect(recoverable).not.toHaveBeenCalled();
    act(() => root.unmount());
    container.remove();
  });

  it('adds a work at the price shown: stored under art.cart, counted, listed with today’s details', async () => {
    const { wrap, operations } = setUp();
    render(wrap(<Probe />));
    expect(shown()).toBe('ready=true count=0 added=0 works=');
    let outcome;
    await act(async () => {
      outcome = await cart.add({ id: '12', title: 'Azul marino', price: 1210 }, { eeList: 'work-page' });
    });
    expect(outcome).toEqual({ ok: true });
    expect(stored()).toMatchObject({
      items: [{ id: '12', units: 1, unitPriceCents: 121000 }],
      lang: 'es',
      eeList: 'work-page',
    });
    await waitFor(() => expect(shown()).toBe('ready=true count=1 added=1 works=Azul marino'));
    expect(cart.inCart('12')).toBe(true);
    expect(cart.cart?.subtotal).toBe(1210);
    expect(operations()).toEqual(['CartPreview', 'CartPreview']);
  });

  it('adding the same work again keeps one unit (a work is unique) and still counts as an add', async () => {
    store(['12']);
    const { wrap } = setUp();
    render(wrap(<Probe />));
    await waitFor(() => expect(shown()).toBe('ready=true count=1 added=0 works=Azul marino'));
    await act(async () => {
      await cart.add({ id: '12', title: 'Azul marino', price: 1210 });
    });
    expect(stored()?.items).toEqual([{ id: '12', units: 1, unitPriceCents: 121000 }]);
    expect(shown()).toBe('ready=true count=1 added=1 works=Azul marino');
  });

  it('refuses a work whose price changed or that is no longer for sale, and changes nothing', async () => {
    store(['13']);
    const { wrap } = setUp();
    render(wrap(<Probe />));
    await waitFor(() => expect(shown()).toBe('ready=true count=1 added=0 works=Rojo'));
    let changed;
    let sold;
    await act(async () => {
      changed = await cart.add({ id: '12', title: 'Azul marino', price: 1000 });
      sold = await cart.add({ id: '14', title: 'Vendida', price: 500 });
    });
    expect(changed).toEqual({
      ok: false,
      error: es.bag['priceChanged']!.replace('{{price}}', formatPrice(1210, 'es')),
    });
    expect(sold).toEqual({ ok: false, error: es.bag['unavailable'] });
    expect(stored()?.items.map((item) => item.id)).toEqual(['13']);
    expect(shown()).toBe('ready=true count=1 added=0 works=Rojo');
  });

  it('answers the generic text when the API cannot be reached, and keeps the cart', async () => {
    const { wrap } = setUp({ handlers: { CartPreview: () => ({ errors: [{ message: 'down' }] }) } });
    render(wrap(<Probe />));
    let outcome;
    await act(async () => {
      outcome = await cart.add({ id: '12', title: 'Azul marino', price: 1210 });
    });
    expect(outcome).toEqual({ ok: false, error: es.bag['addFailed'] });
    expect(window.localStorage.getItem(CART_STORAGE_KEY)).toBeNull();
  });

  it('follows changes made in another tab (storage event)', async () => {
    const { wrap } = setUp();
    render(wrap(<Probe />));
    expect(shown()).toBe('ready=true count=0 added=0 works=');
    store(['12', '13']);
    act(() => window.dispatchEvent(new StorageEvent('storage', { key: CART_STORAGE_KEY })));
    await waitFor(() => expect(shown()).toBe('ready=true count=2 added=0 works=Azul marino, Rojo'));
    window.localStorage.removeItem(CART_STORAGE_KEY);
    act(() => window.dispatchEvent(new StorageEvent('storage', { key: CART_STORAGE_KEY })));
    await waitFor(() => expect(shown()).toBe('ready=true count=0 added=0 works='));
  });

  it('removes a work at once (the list too), and clear blanks the stored cart', async () => {
    store(['12', '13']);
    const { wrap } = setUp();
    render(wrap(<Probe />));
    await waitFor(() => expect(shown()).toBe('ready=true count=2 added=0 works=Azul marino, Rojo'));
    await act(async () => {
      expect(await cart.remove('12')).toEqual({ ok: true });
    });
    expect(stored()?.items.map((item) => item.id)).toEqual(['13']);
    expect(shown()).toBe('ready=true count=1 added=0 works=Rojo');
    await waitFor(() => expect(cart.loading).toBe(false));
    await act(async () => {
      expect(await cart.clear()).toEqual({ ok: true });
    });
    expect(window.localStorage.getItem(CART_STORAGE_KEY)).toBeNull();
    expect(shown()).toBe('ready=true count=0 added=0 works=');
  });

  it('does not count works the preview leaves out (sold meanwhile) once it has answered', async () => {
    store(['12', '14']);
    const { wrap } = setUp();
    render(wrap(<Probe />));
    await waitFor(() => expect(shown()).toBe('ready=true count=1 added=0 works=Azul marino'));
  });

  it('reports add_to_cart with the list only with an analytics id and the visitor’s consent', async () => {
    const first = setUp({ gaId: 'G-TEST1234' });
    const view = render(first.wrap(<Probe />));
    await act(async () => {
      await cart.add(
        { id: '12', title: 'Azul marino', price: 1210, artist: { fullName: 'Ana López' } },
        { eeList: 'work-page' },
      );
    });
    expect((window as { dataLayer?: unknown[] }).dataLayer).toBeUndefined();
    view.unmount();

    window.localStorage.setItem('acceptCookies', '1');
    const second = setUp({ gaId: 'G-TEST1234' });
    render(second.wrap(<Probe />));
    await act(async () => {
      await cart.add({ id: '13', title: 'Rojo', price: 800 }, { eeList: 'work-page' });
    });
    const events = ((window as { dataLayer?: IArguments[] }).dataLayer ?? []).map((args) => Array.from(args));
    expect(events).toContainEqual([
      'event',
      'add_to_cart',
      expect.objectContaining({
        send_to: 'G-TEST1234',
        currency: 'EUR',
        value: 800,
        items: [
          expect.objectContaining({
            item_id: '13',
            item_name: 'Rojo',
            price: 800,
            currency: 'EUR',
            item_list_name: 'work-page',
          }),
        ],
      }),
    ]);
  });
});

describe('useCart: the logged-in visitor (the server’s cart)', () => {
  const serverCart = cartFixture([cartItemFixture({ work: WORKS['13'], unitPrice: 800 })]);

  it('reads me.cart, updates it from the mutation’s answer, and shows a refusal’s text leaving the cart as it was', async () => {
    let addCalls = 0;
    const { wrap } = setUp({
      loggedIn: true,
      handlers: {
        MyCart: () => ({ data: { me: { id: 'u1', cart: serverCart } } }),
        AddWorkToCart: (variables) => {
          addCalls += 1;
          if (variables['workId'] === '14') {
            return {
              data: {
                addWorkToCart: {
                  OK: false,
                  error: 'Esta obra acaba de reservarse.',
                  currentPrice: null,
                  cart: serverCart,
                },
              },
            };
          }
          const both = cartFixture([
            cartItemFixture({ work: WORKS['13'], unitPrice: 800 }),
            cartItemFixture({ work: WORKS['12'], unitPrice: 1210 }),
          ]);
          return { data: { addWorkToCart: { OK: true, error: null, currentPrice: null, cart: both } } };
        },
        RemoveWorkFromCart: () => ({
          data: { removeWorkFromCart: { OK: true, error: null, currentPrice: null, cart: null } },
        }),
      },
    });
    render(wrap(<Probe />));
    await waitFor(() => expect(shown()).toBe('ready=true count=1 added=0 works=Rojo'));
    await act(async () => {
      expect(await cart.add({ id: '14', title: 'Vendida', price: 500 })).toEqual({
        ok: false,
        error: 'Esta obra acaba de reservarse.',
      });
    });
    expect(shown()).toBe('ready=true count=1 added=0 works=Rojo');
    await act(async () => {
      expect(await cart.add({ id: '12', title: 'Azul marino', price: 1210 })).toEqual({ ok: true });
    });
    expect(addCalls).toBe(2);
    await waitFor(() => expect(shown()).toBe('ready=true count=2 added=1 works=Rojo, Azul marino'));
    await act(async () => {
      expect(await cart.remove('13')).toEqual({ ok: true });
    });
    await waitFor(() => expect(shown()).toBe('ready=true count=0 added=1 works='));
    expect(window.localStorage.getItem(CART_STORAGE_KEY)).toBeNull();
  });
});

describe('sendLocalCartToServer', () => {
  it('sends a stored cart once with the language, then clears it', async () => {
    store(['12', '13']);
    const sent: unknown[] = [];
    const { client, operations } = setUp({
      handlers: {
        SetCart: (variables) => {
          sent.push(variables['cart']);
          return { data: { setCart: { OK: true, error: null, currentPrice: null, cart: null } } };
        },
      },
    });
    const [first, second] = await Promise.all([
      sendLocalCartToServer(client, 'en'),
      sendLocalCartToServer(client, 'en'),
    ]);
    expect(first).toEqual({ sent: true, error: null });
    expect(second).toBe(first);
    expect(await sendLocalCartToServer(client, 'en')).toEqual({ sent: false, error: null });
    expect(operations()).toEqual(['SetCart']);
    expect(sent).toEqual([
      {
        items: [
          { id: '12', units: 1, unitPrice: 1210 },
          { id: '13', units: 1, unitPrice: 800 },
        ],
        creationDate: '2026-11-20T10:00:00.000Z',
        updateDate: '2026-11-20T10:00:00.000Z',
        lang: 'en',
        eeList: null,
      },
    ]);
    expect(window.localStorage.getItem(CART_STORAGE_KEY)).toBeNull();
  });

  it('sends nothing without a stored cart, and keeps the cart when the API refuses or cannot be reached', async () => {
    const refuse = setUp({
      handlers: {
        SetCart: () => ({ data: { setCart: { OK: false, error: 'Inicia sesión.', currentPrice: null, cart: null } } }),
      },
    });
    expect(await sendLocalCartToServer(refuse.client, 'es')).toEqual({ sent: false, error: null });
    expect(refuse.operations()).toEqual([]);
    store(['12']);
    expect(await sendLocalCartToServer(refuse.client, 'es')).toEqual({ sent: false, error: 'Inicia sesión.' });
    expect(stored()?.items).toHaveLength(1);
    const down = setUp({ handlers: { SetCart: () => ({ errors: [{ message: 'down' }] }) } });
    expect(await sendLocalCartToServer(down.client, 'es')).toEqual({ sent: false, error: null });
    expect(stored()?.items).toHaveLength(1);
  });

  it('is what a logged-in page does with works left in this browser', async () => {
    store(['12']);
    let myCart: CartFields | null = null;
    const { wrap } = setUp({
      loggedIn: true,
      handlers: {
        MyCart: () => ({ data: { me: { id: 'u1', cart: myCart } } }),
        SetCart: () => {
          myCart = cartFixture([cartItemFixture({ work: WORKS['12'], unitPrice: 1210 })]);
          return { data: { setCart: { OK: true, error: null, currentPrice: null, cart: myCart } } };
        },
      },
    });
    render(wrap(<Probe />));
    await waitFor(() => expect(shown()).toBe('ready=true count=1 added=0 works=Azul marino'));
    expect(window.localStorage.getItem(CART_STORAGE_KEY)).toBeNull();
  });
});
