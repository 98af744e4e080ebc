import { VAT_RATE } from '@art/model';
import {
  SHIPPING_BANDS,
  cartTotals,
  couponDiscountCents,
  couponProblem,
  shippingBand,
  shippingCostCents,
  vatPartCents,
  type Coupon,
  type ShippingRates,
} from './index';

/** The seed's rates for Spain, cents. */
const SPAIN: ShippingRates = {
  lessThan200: 15_00,
  lessThan400: 25_00,
  lessThan600: 35_00,
  lessThan900: 50_00,
  moreThan900: 75_00,
};

const coupon = (change: Partial<Coupon> = {}): Coupon => ({
  code: 'BIENVENIDA10',
  kind: 'percent',
  value: 10_00,
  validFrom: new Date('2025-01-01T00:00:00Z'),
  validTo: new Date('2027-12-31T22:59:59Z'),
  maxUses: null,
  usedCount: 0,
  ...change,
});

const cartOf = (...prices: number[]) => ({
  items: prices.map((unitPriceCents, i) => ({ id: String(i + 1), units: 1, unitPriceCents })),
});

describe('shipping bands (decision 014: by the subtotal, VAT included)', () => {
  it.each([
    [1, 'lessThan200'],
    [199_99, 'lessThan200'],
    [200_00, 'lessThan400'],
    [399_99, 'lessThan400'],
    [400_00, 'lessThan600'],
    [599_99, 'lessThan600'],
    [600_00, 'lessThan900'],
    [899_99, 'lessThan900'],
    [900_00, 'moreThan900'],
    [5_000_000_00, 'moreThan900'],
  ] as const)('a subtotal of %i cents is in %s', (subtotal, band) => {
    expect(shippingBand(subtotal)).toBe(band);
    expect(shippingCostCents(SPAIN, subtotal)).toBe(SPAIN[band]);
  });

  it('lists the five bands in order, and nothing to ship costs nothing', () => {
    expect(SHIPPING_BANDS).toEqual(['lessThan200', 'lessThan400', 'lessThan600', 'lessThan900', 'moreThan900']);
    expect(shippingCostCents(SPAIN, 0)).toBe(0);
  });
});

describe('couponProblem', () => {
  const now = new Date('2026-03-05T10:00:00Z');

  it('accepts a valid coupon with uses left or no limit', () => {
    expect(couponProblem(coupon(), now)).toBeNull();
    expect(couponProblem(coupon({ maxUses: 5, usedCount: 4 }), now)).toBeNull();
    expect(couponProblem(coupon({ validFrom: null, validTo: null }), now)).toBeNull();
  });

  it('refuses an unknown, not yet valid, expired or used-up coupon, each with its own reason', () => {
    expect(couponProblem(null, now)).toBe('unknown');
    expect(couponProblem(coupon({ validFrom: new Date('2026-03-05T10:00:01Z') }), now)).toBe('notYetValid');
    expect(couponProblem(coupon({ validTo: new Date('2026-03-05T09:59:59Z') }), now)).toBe('expired');
    expect(couponProblem(coupon({ maxUses: 3, usedCount: 3 }), now)).toBe('usedUp');
    expect(couponProblem(coupon({ maxUses: 0 }), now)).toBe('usedUp');
  });

  it('is valid at the exact first and last moments', () => {
    expect(couponProblem(coupon({ validFrom: now }), now)).toBeNull();
    expect(couponProblem(coupon({ validTo: now }), now)).toBeNull();
  });
});

describe('couponDiscountCents (T34)', () => {
  it('takes a percentage (hundredths of a percent) of the subtotal, rounded to the cent', () => {
    expect(couponDiscountCents({ kind: 'percent', value: 10_00 }, 5_000_00)).toBe(500_00);
    expect(couponDiscountCents({ kind: 'percent', value: 12_50 }, 99_99)).toBe(12_50);
    expect(couponDiscountCents({ kind: 'percent', value: 3_33 }, 1_00)).toBe(3);
  });

  it('takes an amount, never more than the subtotal nor below zero', () => {
    expect(couponDiscountCents({ kind: 'amount', value: 50_00 }, 300_00)).toBe(50_00);
    expect(couponDiscountCents({ kind: 'amount', value: 50_00 }, 20_00)).toBe(20_00);
    expect(couponDiscountCents({ kind: 'percent', value: 150_00 }, 20_00)).toBe(20_00);
    expect(couponDiscountCents({ kind: 'amount', value: -5_00 }, 20_00)).toBe(0);
    expect(couponDiscountCents({ kind: 'amount', value: 50_00 }, 0)).toBe(0);
  });
});

describe('cartTotals (§3 Order, T33)', () => {
  it('sums the items, adds the band of the country and takes the coupon off the subtotal', () => {
    const totals = cartTotals(cartOf(300_00, 150_00), { rates: SPAIN, coupon: coupon() });
    expect(totals).toEqual({
      subtotal: 450_00,
      transportAmount: 35_00,
      totalDiscount: 45_00,
      taxes: vatPartCents(440_00),
      totalAmount: 440_00,
    });
  });

  it('multiplies by units and charges no shipping until a country is chosen', () => {
    const totals = cartTotals({ items: [{ id: '1', units: 2, unitPriceCents: 100_00 }] });
    expect(totals).toMatchObject({ subtotal: 200_00, transportAmount: 0, totalDiscount: 0, totalAmount: 200_00 });
  });

  it('is all zero for an empty cart', () => {
    expect(cartTotals(null, { rates: SPAIN })).toEqual({
      subtotal: 0,
      transportAmount: 0,
      totalDiscount: 0,
      taxes: 0,
      totalAmount: 0,
    });
  });

  it('reads the band before the discount (the subtotal), and never goes below the shipping', () => {
    const totals = cartTotals(cartOf(200_00), { rates: SPAIN, coupon: { kind: 'amount', value: 1_000_00 } });
    expect(totals).toMatchObject({
      subtotal: 200_00,
      transportAmount: 25_00,
      totalDiscount: 200_00,
      totalAmount: 25_00,
    });
  });

  it('gives the VAT part of the total (21 % included)', () => {
    expect(VAT_RATE).toBe(0.21);
    expect(vatPartCents(121_00)).toBe(21_00);
    expect(vatPartCents(5_000_00)).toBe(867_77);
    expect(vatPartCents(0)).toBe(0);
    const totals = cartTotals(cartOf(5_000_00), { rates: SPAIN });
    expect(totals.totalAmount).toBe(5_075_00);
    expect(totals.taxes).toBe(5_075_00 - Math.round(5_075_00 / 1.21));
  });
});
