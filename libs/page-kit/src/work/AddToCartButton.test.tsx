import { runInThisContext } from 'node:vm';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRoutesStub } from 'react-router';
import { CART_STORAGE_KEY } from '@art/cart';
import { createGraphQLClient, createQueryClient, DataProvider } from '@art/data';
import { type CartInputFields } from '@art/site';
import { cartFixture, cartItemFixture, fakeGraphQLFetch, workCardFixture } from '@art/data/testing';
import { I18nextProvider } from 'react-i18next';
import { createI18n } from '@art/i18n';
import { CartProvider } from '@art/site';
import { formatPrice } from '@art/ui';
import { AddToCartButton } from './AddToCartButton';
import { localeBundle } from '@art/i18n/testing';
import type { Namespace } from '@art/routing';

// React Router's data routers build `Request`s, which jsdom lacks: Node's own (with its abort signals) stand in.
for (const name of ['Request', 'Response', 'Headers', 'AbortController', 'AbortSignal']) {
  if (!(name in globalThis) || name.startsWith('Abort'))
    Object.assign(globalThis, { [name]: runInThisContext(name) as unknown });
}

const texts = (ns: Namespace) => localeBundle('es', ns);
const common = texts('common') as { bag: Record<string, string> };
const works = texts('works') as { work: Record<string, string> };

const WORK = { id: '12', title: 'Azul marino', price: 1210, currency: 'EUR', artist: { fullName: 'Ana López' } };

/** The shop's work page around the button, over a fake API whose `cartPreview` prices the work at `todayPrice`. */
function renderButton(todayPrice = 1210) {
  const api = fakeGraphQLFetch({
    CartPreview: (variables) => {
      const ids = (variables['cart'] as CartInputFields).items.map((item) => item.id);
      const work = workCardFixture({ id: '12', title: 'Azul marino', price: todayPrice });
      return {
        data: {
          cartPreview: ids.includes('12') ? cartFixture([cartItemFixture({ work, unitPrice: todayPrice })]) : null,
        },
      };
    },
  });
  const client = createGraphQLClient({ endpoint: '/api/graphql', fetch: api.fetch, lang: 'es', batchWindowMs: 1 });
  const i18n = createI18n('es', { common: texts('common'), works: texts('works') });
  const Stub = createRoutesStub([
    {
      id: 'root',
      path: '/',
      loader: () => ({ lang: 'es', site: 'shop', origins: { fair: 'http://fair.test', shop: '' } }),
      HydrateFallback: () => null,
      children: [
        {
          path: 'es/shop/obra/ana-lopez/azul-marino',
          Component: () => (
            <I18nextProvider i18n={i18n}>
              <DataProvider client={client} queryClient={createQueryClient({ server: false })}>
                <CartProvider loggedIn={false} lang="es">
                  <AddToCartButton work={WORK} />
                </CartProvider>
              </DataProvider>
            </I18nextProvider>
          ),
        },
      ],
    },
  ]);
  render(<Stub initialEntries={['/es/shop/obra/ana-lopez/azul-marino']} />);
  return api;
}

beforeEach(() => window.localStorage.clear());

describe('AddToCartButton (shop)', () => {
  it('adds the work, then says it is in the cart and leads there (focus on the link)', async () => {
    const user = userEvent.setup();
    renderButton();
    const button = await screen.findByRole('button', { name: works.work['addToCart'] });
    await waitFor(() => expect(button).toBeEnabled());
    await user.click(button);
    const view = await screen.findByRole('link', { name: common.bag['viewCart'] });
    expect(view).toHaveAttribute('href', '/es/shop/cesta/1');
    expect(view).toHaveFocus();
    expect(screen.getByText(common.bag['inCart']!)).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('«Azul marino» está en tu cesta.');
    expect(screen.queryByRole('button', { name: works.work['addToCart'] })).not.toBeInTheDocument();
    expect(JSON.parse(window.localStorage.getItem(CART_STORAGE_KEY) ?? 'null')).toMatchObject({
      items: [{ id: '12' }],
      eeList: 'work-page',
    });
  });

  it('shows why an add was refused under the button, and changes nothing', async () => {
    const user = userEvent.setup();
    renderButton(1500);
    const button = await screen.findByRole('button', { name: works.work['addToCart'] });
    await waitFor(() => expect(button).toBeEnabled());
    await user.click(button);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      common.bag['priceChanged']!.replace('{{price}}', formatPrice(1500, 'es')).replace(/\s/g, ' '),
    );
    expect(button).toBeInTheDocument();
    expect(window.localStorage.getItem(CART_STORAGE_KEY)).toBeNull();
  });

  it('says "in the cart" from the start for a work already there', async () => {
    window.localStorage.setItem(
      CART_STORAGE_KEY,
      JSON.stringify({
        items: [{ id: '12', units: 1, unitPriceCents: 121000 }],
        creationDate: '2026-11-20T10:00:00.000Z',
        updateDate: '2026-11-20T10:00:00.000Z',
        lang: 'es',
        eeList: null,
      }),
    );
    renderButton();
    expect(await screen.findByText(common.bag['inCart']!)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: works.work['addToCart'] })).not.toBeInTheDocument();
  });
});
