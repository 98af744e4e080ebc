import { centsToEuros, eurosToCents, priceWithoutTaxesCents } from './money';

describe('money on the wire', () => {
  it('reads euros back as the cents they were written from, floats aside', () => {
    // 0.1 + 0.2 and 19.99 * 100 are not exact in binary; the cent is.
    expect(eurosToCents(0.1 + 0.2)).toBe(30);
    expect(eurosToCents(19.99)).toBe(1999);
    for (const cents of [0, 1, 99, 2500_00, 1234567]) expect(eurosToCents(centsToEuros(cents))).toBe(cents);
  });

  it('rounds a typed amount to the nearest cent', () => {
    expect(eurosToCents(12.345)).toBe(1235);
    expect(eurosToCents(12.344)).toBe(1234);
  });

  it('takes the VAT out of a price with VAT included, to the cent', () => {
    expect(priceWithoutTaxesCents(12100)).toBe(10000);
  });
});
