import { fillPlaceholders, normalizeSearchText, slugify } from './text';
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

describe('fillPlaceholders', () => {
  it('fills each placeholder with its value as plain text, spaces inside the braces allowed', () => {
    expect(fillPlaceholders('{{name}} · {{ count }} obras', { name: 'Ana <b>', count: 3 })).toBe('Ana <b> · 3 obras');
    expect(fillPlaceholders('Precio: {{price}}', { price: '$& 5 €' })).toBe('Precio: $& 5 €');
    expect(fillPlaceholders('Sin nada', undefined)).toBe('Sin nada');
  });

  it('fills nothing for null; keeps or empties a placeholder without a value, as asked', () => {
    expect(fillPlaceholders('a{{x}}b', { x: null })).toBe('ab');
    expect(fillPlaceholders('a{{x}}b', {})).toBe('a{{x}}b');
    expect(fillPlaceholders('a{{x}}b', {}, 'empty')).toBe('ab');
    expect(fillPlaceholders('a{{toString}}b', {}, 'keep')).toBe('a{{toString}}b');
  });
});
