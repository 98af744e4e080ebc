import { act, queryAllByRole, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { cartItemFixture, workCardFixture } from '@art/data/testing';
import { formatPrice } from '@art/ui';
import { ORIGINS, renderInSite, text } from '../test-utils';
import { BAG_FLASH_MS } from '../shared/timings';
import type { HeaderCart, HeaderCartOutcome } from './header-cart';
import { SiteHeader } from './SiteHeader';

const PAINTING = cartItemFixture({
  work: workCardFixture({ id: '12', title: 'Azul marino', price: 1210 }),
  unitPrice: 1210,
});
const DRAWING = cartItemFixture({
  work: workCardFixture({
    id: '13',
    title: 'Dibujo',
    price: 300,
    artist: { id: '8', slug: 'luis-gil', fullName: 'Luis Gil', url: '/es/shop/artista/luis-gil' },
  }),
  unitPrice: 300,
});
const FREE = cartItemFixture({ work: workCardFixture({ id: '14', title: 'Sin precio', price: 0 }), unitPrice: 0 });

function headerCart(overrides: Partial<HeaderCart> = {}): HeaderCart {
  const items = overrides.items ?? [PAINTING, DRAWING];
  return {
    ready: true,
    count: items.length,
    items,
    loading: false,
    subtotal: items.reduce((sum, item) => sum + item.unitPrice, 0),
    lastAdded: 0,
    onRemove: async () => ({ ok: true }),
    ...overrides,
  };
}

let setCart: (cart: HeaderCart) => void = () => undefined;
/** The shop's header with a cart the test changes, as the site's provider would. */
function Harness({ initial, site = 'shop' }: { initial: HeaderCart; site?: 'shop' | 'fair' }) {
  const [cart, set] = useState(initial);
  setCart = set;
  return (
    <>
      <SiteHeader
        site={site}
        lang="es"
        menu={[]}
        alternates={{ es: '/es/shop', en: '/en/shop' }}
        origins={ORIGINS}
        cartCount={cart.count}
        cart={cart}
        loggedIn={false}
      />
      <p>Fuera</p>
      <button type="button">Añadir a la cesta</button>
    </>
  );
}

/**
 * The accessible name of an element, including one CSS hides at jsdom's width (the wide layout's button and dropdown):
 * its `aria-label`, else its text without what is hidden from assistive technologies (the badge).
 */
function nameOf(element: Element): string {
  const label = element.getAttribute('aria-label');
  if (label) return label;
  const clone = element.cloneNode(true) as Element;
  clone.querySelectorAll('[aria-hidden="true"]').forEach((node) => node.remove());
  return (clone.textContent ?? '').replace(/\s+/g, ' ').trim();
}
function byName(role: string, name: string, root: HTMLElement = document.body): HTMLElement {
  const found = queryAllByRole(root, role, { hidden: true }).filter((element) => nameOf(element) === name);
  if (found.length !== 1) throw new Error(`Expected one ${role} named "${name}", found ${found.length}`);
  return found[0] as HTMLElement;
}
const bagName = (count: number) =>
  count > 0 ? `${text('es', 'header.cart')} (${text('es', 'header.cartCount', { count })})` : text('es', 'header.cart');
const toggle = (count: number) => byName('button', bagName(count));
/** A price as the page shows it, its non-breaking space as `toHaveTextContent` reads it. */
const price = (amount: number) => formatPrice(amount, 'es').replace(/\s/g, ' ');
const dropdown = () => document.getElementById('cart-dropdown') as HTMLElement;
/** The dropdown once its code has loaded (it is drawn from its first opening). */
const openedDropdown = () => waitFor(() => expect(dropdown()).not.toBeNull()).then(dropdown);
const badgeOf = (element: HTMLElement) => element.querySelector('[data-flash]');

describe('the header bag', () => {
  it('shows the count on the link (compact layout) and on the dropdown button (wide layout), named with it', async () => {
    await renderInSite(<Harness initial={headerCart()} />, { path: '/es/shop' });
    const link = byName('link', bagName(2));
    expect(link).toHaveAttribute('href', '/es/shop/cesta/1');
    expect(badgeOf(link)).toHaveTextContent('2');
    expect(toggle(2)).toHaveAttribute('aria-expanded', 'false');
    expect(badgeOf(toggle(2))).toHaveTextContent('2');
  });

  it('links the shop’s cart from the fair', async () => {
    await renderInSite(<Harness initial={headerCart()} site="fair" />);
    expect(byName('link', bagName(2))).toHaveAttribute('href', 'http://shop.test/es/shop/cesta/1');
    act(() => toggle(2).click());
    expect(byName('link', text('es', 'bag.checkout'), await openedDropdown())).toHaveAttribute(
      'href',
      'http://shop.test/es/shop/cesta/1',
    );
  });

  it('flashes for 1 s when a work is added, not when the count is filled in or goes down', async () => {
    jest.useFakeTimers();
    try {
      await renderInSite(<Harness initial={headerCart({ ready: false, count: 0, items: [] })} />, { path: '/es/shop' });
      act(() => setCart(headerCart()));
      expect(badgeOf(toggle(2))).toHaveAttribute('data-flash', 'false');
      act(() => setCart(headerCart({ count: 3, items: [PAINTING, DRAWING, FREE], lastAdded: 1 })));
      expect(badgeOf(toggle(3))).toHaveAttribute('data-flash', 'true');
      expect(badgeOf(byName('link', bagName(3)))).toHaveAttribute('data-flash', 'true');
      act(() => jest.advanceTimersByTime(BAG_FLASH_MS - 10));
      expect(badgeOf(toggle(3))).toHaveAttribute('data-flash', 'true');
      act(() => jest.advanceTimersByTime(20));
      expect(badgeOf(toggle(3))).toHaveAttribute('data-flash', 'false');
      act(() => setCart(headerCart({ count: 1, items: [PAINTING], lastAdded: 1 })));
      expect(badgeOf(toggle(1))).toHaveAttribute('data-flash', 'false');
    } finally {
      jest.useRealTimers();
    }
  });

  it('opens a dropdown listing only the works with a price, with the total and the way to the checkout', async () => {
    const user = userEvent.setup();
    await renderInSite(<Harness initial={headerCart({ count: 3, items: [PAINTING, FREE, DRAWING] })} />, {
      path: '/es/shop',
    });
    // Not drawn until it is first opened.
    expect(dropdown()).toBeNull();
    await user.click(toggle(3));
    expect(toggle(3)).toHaveAttribute('aria-expanded', 'true');
    const panel = await openedDropdown();
    expect(panel).not.toHaveAttribute('hidden');
    expect(panel).toHaveAttribute('role', 'region');
    expect(document.getElementById(panel.getAttribute('aria-labelledby') ?? '')).toHaveTextContent(
      text('es', 'bag.title'),
    );
    const list = byName('list', text('es', 'bag.items'), panel);
    const items = queryAllByRole(list, 'listitem', { hidden: true });
    expect(items.map((item) => item.getAttribute('data-cart-item'))).toEqual(['12', '13']);
    expect(items[1]).toHaveTextContent('Luis Gil');
    expect(byName('link', 'Dibujo', items[1])).toHaveAttribute('href', DRAWING.work.url);
    expect(items[1]).toHaveTextContent(price(300));
    expect(panel.querySelector('[data-cart-total]')).toHaveTextContent(price(1510));
    expect(panel).not.toHaveTextContent('Sin precio');
    expect(byName('link', text('es', 'bag.checkout'), panel)).toHaveAttribute('href', '/es/shop/cesta/1');
  });

  it('says so when the cart is empty', async () => {
    const user = userEvent.setup();
    await renderInSite(<Harness initial={headerCart({ items: [], count: 0 })} />, { path: '/es/shop' });
    await user.click(toggle(0));
    expect(dropdown()).not.toHaveAttribute('hidden');
    expect(dropdown()).toHaveTextContent(text('es', 'no_has_añadido_obras'));
    expect(byName('link', text('es', 'bag.viewCart'), dropdown())).toHaveAttribute('href', '/es/shop/cesta/1');
  });

  it('closes with Escape, giving the focus back to the bag', async () => {
    const user = userEvent.setup();
    await renderInSite(<Harness initial={headerCart()} />, { path: '/es/shop' });
    await user.click(toggle(2));
    // jsdom has no wide viewport, so the dropdown's links are out of the tab order there: focus one by hand.
    act(() => byName('link', 'Azul marino', dropdown()).focus());
    expect(dropdown()).toContainElement(document.activeElement as HTMLElement);
    await user.keyboard('{Escape}');
    expect(toggle(2)).toHaveAttribute('aria-expanded', 'false');
    expect(toggle(2)).toHaveFocus();
    expect(dropdown()).toHaveAttribute('hidden');
  });

  it('opens by itself when a work is added, and closes with Escape from the page or a click outside', async () => {
    const user = userEvent.setup();
    await renderInSite(<Harness initial={headerCart()} />, { path: '/es/shop' });
    const addButton = screen.getByRole('button', { name: 'Añadir a la cesta' });
    addButton.focus();
    act(() => setCart(headerCart({ count: 3, items: [PAINTING, DRAWING, FREE], lastAdded: 1 })));
    expect(toggle(3)).toHaveAttribute('aria-expanded', 'true');
    expect(addButton).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(toggle(3)).toHaveAttribute('aria-expanded', 'false');
    expect(addButton).toHaveFocus();

    act(() => setCart(headerCart({ count: 3, items: [PAINTING, DRAWING, FREE], lastAdded: 2 })));
    expect(toggle(3)).toHaveAttribute('aria-expanded', 'true');
    // The 200 ms guard of the header menus: the click that opened a menu never closes it.
    await act(() => new Promise((resolve) => setTimeout(resolve, 250)));
    await user.click(screen.getByText('Fuera'));
    expect(toggle(3)).toHaveAttribute('aria-expanded', 'false');
  });

  it('removes a work from the dropdown, and shows the reason when it is refused', async () => {
    const user = userEvent.setup();
    const onRemove = jest.fn(async (workId: string): Promise<HeaderCartOutcome> => {
      if (workId === '13') return { ok: false, error: 'No se ha podido quitar.' };
      setCart(headerCart({ items: [DRAWING], count: 1, onRemove }));
      return { ok: true };
    });
    await renderInSite(<Harness initial={headerCart({ onRemove })} />, { path: '/es/shop' });
    await user.click(toggle(2));
    await user.click(byName('button', text('es', 'bag.remove', { title: 'Azul marino' }), dropdown()));
    expect(onRemove).toHaveBeenCalledWith('12');
    expect(dropdown()).not.toHaveTextContent('Azul marino');
    expect(toggle(1)).toHaveAttribute('aria-expanded', 'true');
    await user.click(byName('button', text('es', 'bag.remove', { title: 'Dibujo' }), dropdown()));
    expect(queryAllByRole(dropdown(), 'alert', { hidden: true })[0]).toHaveTextContent('No se ha podido quitar.');
    expect(dropdown()).toHaveTextContent('Dibujo');
  });

  it('is a plain link, with the count, before the page runs and without a cart', async () => {
    await renderInSite(
      <SiteHeader site="shop" lang="es" menu={[]} alternates={{}} origins={ORIGINS} cartCount={4} loggedIn={false} />,
      { path: '/es/shop' },
    );
    expect(screen.getByRole('link', { name: bagName(4) })).toHaveAttribute('href', '/es/shop/cesta/1');
    expect(document.getElementById('cart-dropdown')).toBeNull();
  });
});
