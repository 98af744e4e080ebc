import { normalizeSearchText, slugify } from './text';
import { fitSize } from './images';
import { priceWithoutTaxesCents } from './money';

describe('normalizeSearchText', () => {
  it('drops accents and case so "Núñez" and "nunez" compare equal', () => {
    expect(normalizeSearchText('Núñez')).toBe('nunez');
    expect(normalizeSearchText('  FOTOGRAFÍA   de  Ávila ')).toBe('fotografia de avila');
  });
});

describe('slugify', () => {
  it('keeps ASCII letters and digits joined by single dashes', () => {
    expect(slugify('Árbol rojo, 2024')).toBe('arbol-rojo-2024');
    expect(slugify('<script>alert(1)</script>')).toBe('script-alert-1-script');
  });
});

describe('fitSize', () => {
  it('fits the longest side and never enlarges', () => {
    expect(fitSize(1600, 1200, 640)).toEqual({ width: 640, height: 480 });
    expect(fitSize(300, 200, 640)).toEqual({ width: 300, height: 200 });
    expect(fitSize(300, 200, null)).toEqual({ width: 300, height: 200 });
  });
});

describe('priceWithoutTaxesCents', () => {
  it('removes the 21 % VAT from a price that includes it', () => {
    expect(priceWithoutTaxesCents(121_00)).toBe(100_00);
    expect(priceWithoutTaxesCents(2_500_00)).toBe(2_066_12);
  });
});
