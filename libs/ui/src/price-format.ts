import { CURRENCY, type Language } from '@art/model';

/** The number formatting locale of each language. */
export const PRICE_LOCALES: Readonly<Record<Language, string>> = { es: 'es-ES', en: 'en-GB' };

/**
 * An ISO currency code from what the data says: `€`/`EUR` → EUR, `$`/`USD` → USD, any other 3-letter code
 * upper-cased; anything else → EUR (the cart's currency).
 */
export function toCurrencyCode(value: string | null | undefined): string {
  const text = (value ?? '').trim();
  if (text === '€') return 'EUR';
  if (text === '$') return 'USD';
  return /^[a-z]{3}$/i.test(text) ? text.toUpperCase() : CURRENCY;
}

/** Whether an amount can be shown as a price: a finite number, not negative. */
export function isPriceAmount(amount: unknown): amount is number {
  return typeof amount === 'number' && Number.isFinite(amount) && amount >= 0;
}

const formatters = new Map<string, Intl.NumberFormat>();

/**
 * A price in euros (or the given currency) with two decimals, in the language's convention. Thousands are
 * always grouped, so 1.500,00 € and 12.500,00 € line up in a list (CLDR leaves 4-digit Spanish numbers ungrouped).
 * @example formatPrice(2500, 'es') // '2.500,00 €'   formatPrice(2500, 'en') // '€2,500.00'
 */
export function formatPrice(amount: number, lang: Language, currency: string = CURRENCY): string {
  const locale = PRICE_LOCALES[lang] ?? PRICE_LOCALES.es;
  const code = toCurrencyCode(currency);
  const key = `${locale}|${code}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = new Intl.NumberFormat(locale, {
      style: 'currency',
      currency: code,
      minimumFractionDigits: 2,
      maximumFractionDigits: 2,
      useGrouping: 'always',
    });
    formatters.set(key, formatter);
  }
  return formatter.format(amount);
}
