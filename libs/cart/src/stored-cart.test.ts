import { CART_STORAGE_KEY, MAX_CART_ITEMS, parseStoredCart, serializeCart, type Cart } from './index';

const cart: Cart = {
  items: [
    { id: '12', units: 1, unitPriceCents: 250_000 },
    { id: '7', units: 1, unitPriceCents: 80_000 },
  ],
  creationDate: '2026-03-05T10:00:00.000Z',
  updateDate: '2026-03-05T10:05:00.000Z',
  lang: 'en',
  eeList: 'Home',
};

const stored = (change: Record<string, unknown>) => JSON.stringify({ ...cart, ...change });

describe('the stored anonymous cart (art.cart)', () => {
  it('is kept under art.cart and reads back what was written', () => {
    expect(CART_STORAGE_KEY).toBe('art.cart');
    expect(parseStoredCart(serializeCart(cart))).toEqual(cart);
  });

  it('stores nothing for an empty cart', () => {
    expect(serializeCart(null)).toBeNull();
    expect(serializeCart({ ...cart, items: [] })).toBeNull();
  });

  it('answers null for nothing, broken JSON, other JSON values and carts without items or dates', () => {
    for (const text of [
      null,
      '',
      '{',
      'null',
      '42',
      '"cart"',
      '[]',
      'true',
      stored({ items: [] }),
      stored({ items: 'x' }),
      stored({ creationDate: 'yesterday' }),
      stored({ updateDate: 5 }),
    ]) {
      expect(parseStoredCart(text)).toBeNull();
    }
  });

  it('drops malformed items and keeps each work once', () => {
    const parsed = parseStoredCart(
      stored({
        items: [
          { id: '12', units: 1, unitPriceCents: 250_000 },
          { id: '12', units: 1, unitPriceCents: 1 },
          { id: "1' OR '1'='1", units: 1, unitPriceCents: 100 },
          { id: '<img src=x onerror=alert(1)>', units: 1, unitPriceCents: 100 },
          { id: 13, units: 1, unitPriceCents: 100 },
          { id: '14', units: 0, unitPriceCents: 100 },
          { id: '15', units: -1, unitPriceCents: 100 },
          { id: '16', units: 1.5, unitPriceCents: 100 },
          { id: '17', units: 1, unitPriceCents: -100 },
          { id: '18', units: 1, unitPriceCents: 1e15 },
          { id: '19', units: 1, unitPriceCents: '100' },
          { id: '1'.repeat(13), units: 1, unitPriceCents: 100 },
          null,
          'item',
          { id: '20', units: 3, unitPriceCents: 100 },
        ],
      }),
    );
    expect(parsed?.items).toEqual([
      { id: '12', units: 1, unitPriceCents: 250_000 },
      { id: '20', units: 1, unitPriceCents: 100 },
    ]);
  });

  it('reads at most MAX_CART_ITEMS items', () => {
    const items = Array.from({ length: MAX_CART_ITEMS + 20 }, (_, i) => ({
      id: String(i + 1),
      units: 1,
      unitPriceCents: 100,
    }));
    expect(parseStoredCart(stored({ items }))?.items).toHaveLength(MAX_CART_ITEMS);
  });

  it('takes only es or en as the language (es otherwise) and cuts the analytics list at 100 characters', () => {
    expect(parseStoredCart(stored({ lang: 'fr' }))?.lang).toBe('es');
    expect(parseStoredCart(stored({ lang: { toString: 'en' } }))?.lang).toBe('es');
    expect(parseStoredCart(stored({ eeList: 'x'.repeat(500) }))?.eeList).toHaveLength(100);
    expect(parseStoredCart(stored({ eeList: 42 }))?.eeList).toBeNull();
  });

  it('refuses a huge text without parsing it, and ignores prototype tricks', () => {
    expect(parseStoredCart(`{"items":[${'{"id":"1","units":1,"unitPriceCents":1},'.repeat(5000)}null]}`)).toBeNull();
    const parsed = parseStoredCart('{"__proto__":{"polluted":true},' + stored({}).slice(1));
    expect(parsed?.items).toHaveLength(2);
    expect(({} as Record<string, unknown>)['polluted']).toBeUndefined();
  });
});
