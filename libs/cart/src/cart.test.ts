import {
  MAX_UNITS_PER_WORK,
  addToCart,
  cartCount,
  clearCart,
  inCart,
  mergeCarts,
  removeFromCart,
  type Cart,
  type CartChange,
} from './index';

const at = (minute: number) => new Date(Date.UTC(2026, 2, 5, 10, minute, 0));
const change = (minute: number, extra: Partial<CartChange> = {}): CartChange => ({
  now: at(minute),
  lang: 'es',
  ...extra,
});
const work = (id: string, unitPriceCents = 250_000, units = 1) => ({ id, units, unitPriceCents });

describe('addToCart (§4)', () => {
  it('makes a cart of the first item, with its creation and update dates, language and list', () => {
    const cart = addToCart(null, work('12'), change(0, { lang: 'en', eeList: 'Home' }));
    expect(cart).toEqual({
      items: [{ id: '12', units: 1, unitPriceCents: 250_000 }],
      creationDate: at(0).toISOString(),
      updateDate: at(0).toISOString(),
      lang: 'en',
      eeList: 'Home',
    });
  });

  it('appends a new work with its unit price, keeps the creation date and moves the update date', () => {
    const first = addToCart(null, work('1', 100_00), change(0));
    const cart = addToCart(first, work('2', 300_00), change(5));
    expect(cart.items).toEqual([work('1', 100_00), work('2', 300_00)]);
    expect(cart.creationDate).toBe(at(0).toISOString());
    expect(cart.updateDate).toBe(at(5).toISOString());
  });

  it('raises the units of a work already present, never above one (every work is unique)', () => {
    expect(MAX_UNITS_PER_WORK).toBe(1);
    const first = addToCart(null, work('1'), change(0));
    const again = addToCart(first, work('1'), change(1));
    expect(again.items).toEqual([work('1')]);
    expect(addToCart(null, work('1', 100, 5), change(0)).items).toEqual([work('1', 100, 1)]);
  });

  it('keeps the first unit price of a work added again', () => {
    const first = addToCart(null, work('1', 100_00), change(0));
    expect(addToCart(first, work('1', 999_00), change(1)).items[0]?.unitPriceCents).toBe(100_00);
  });

  it('adds nothing for zero, negative or fractional units below one', () => {
    expect(addToCart(null, work('1', 100, 0), change(0)).items).toEqual([]);
    expect(addToCart(null, work('1', 100, -3), change(0)).items).toEqual([]);
    expect(addToCart(null, work('1', 100, 0.7), change(0)).items).toEqual([]);
  });

  it('keeps the analytics list when a change brings none, and takes a new one', () => {
    const first = addToCart(null, work('1'), change(0, { eeList: 'Search' }));
    expect(addToCart(first, work('2'), change(1)).eeList).toBe('Search');
    expect(addToCart(first, work('2'), change(1, { eeList: 'Shows' })).eeList).toBe('Shows');
  });

  it('never changes the cart it is given', () => {
    const first = addToCart(null, work('1'), change(0));
    const copy = structuredClone(first);
    addToCart(first, work('2'), change(1));
    expect(first).toEqual(copy);
  });
});

describe('removeFromCart (§4)', () => {
  const two = addToCart(addToCart(null, work('1'), change(0)), work('2'), change(1));

  it('removes an item whose units reach zero and moves the update date', () => {
    const cart = removeFromCart(two, '1', 1, change(9, { lang: 'en' }));
    expect(cart?.items).toEqual([work('2')]);
    expect(cart?.updateDate).toBe(at(9).toISOString());
    expect(cart?.creationDate).toBe(at(0).toISOString());
    expect(cart?.lang).toBe('en');
  });

  it('removes an item taken below zero', () => {
    expect(removeFromCart(two, '2', 7, change(2))?.items).toEqual([work('1')]);
  });

  it('answers null when the last item goes', () => {
    const one = removeFromCart(two, '1', 1, change(2));
    expect(removeFromCart(one, '2', 1, change(3))).toBeNull();
  });

  it('changes nothing for a work not in the cart, an empty cart, or no units', () => {
    expect(removeFromCart(two, '99', 1, change(5))).toBe(two);
    expect(removeFromCart(null, '1', 1, change(5))).toBeNull();
    expect(removeFromCart(two, '1', 0, change(5))?.items).toEqual(two.items);
    expect(removeFromCart(two, '1', -2, change(5))?.items).toEqual(two.items);
  });
});

describe('clearCart, cartCount, inCart', () => {
  it('clears to null', () => {
    expect(clearCart()).toBeNull();
  });

  it('counts units (the bag badge) and says whether a work is in', () => {
    const cart = addToCart(addToCart(null, work('1'), change(0)), work('2'), change(1));
    expect(cartCount(cart)).toBe(2);
    expect(cartCount(null)).toBe(0);
    expect(inCart(cart, '2')).toBe(true);
    expect(inCart(cart, '3')).toBe(false);
    expect(inCart(null, '1')).toBe(false);
  });
});

describe('mergeCarts (§4, C-08)', () => {
  const server: Cart = {
    items: [work('1', 100_00), work('2', 200_00)],
    creationDate: at(10).toISOString(),
    updateDate: at(11).toISOString(),
    lang: 'es',
    eeList: null,
  };
  const local: Cart = {
    items: [work('2', 999_00), work('3', 300_00)],
    creationDate: at(2).toISOString(),
    updateDate: at(3).toISOString(),
    lang: 'en',
    eeList: 'Home',
  };

  it('puts the server items first, each work once (the server price wins), and keeps the earliest creation date', () => {
    const merged = mergeCarts(server, local, change(20, { lang: 'en' }));
    expect(merged?.items).toEqual([work('1', 100_00), work('2', 200_00), work('3', 300_00)]);
    expect(merged?.creationDate).toBe(at(2).toISOString());
    expect(merged?.updateDate).toBe(at(20).toISOString());
    expect(merged?.lang).toBe('en');
  });

  it('answers the server cart when the local one is empty or absent', () => {
    expect(mergeCarts(server, null, change(20))).toBe(server);
    expect(mergeCarts(server, { ...local, items: [] }, change(20))).toBe(server);
    expect(mergeCarts(null, null, change(20))).toBeNull();
  });

  it('answers the local items when the server has none', () => {
    const merged = mergeCarts(null, local, change(20));
    expect(merged?.items).toEqual(local.items);
    expect(merged?.creationDate).toBe(at(2).toISOString());
  });

  it('keeps the server creation date when it is the earlier', () => {
    const later = { ...local, creationDate: at(30).toISOString() };
    expect(mergeCarts(server, later, change(40))?.creationDate).toBe(at(10).toISOString());
  });
});
