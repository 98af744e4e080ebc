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
 * An amount in cents as `Intl.NumberFormat` rounds it: from the shortest decimal that names the number (what
 * `String` writes), half away from zero. Not for what `String` writes with an exponent (under 1e-6 and huge amounts).
 */
function toCents(amount: number): number | undefined {
  const [whole = '', fraction = ''] = String(amount).split('.');
  if (!/^\d+$/.test(whole) || !/^\d*$/.test(fraction)) return undefined;
  const cents = Number(whole) * 100 + Number(fraction.slice(0, 2).padEnd(2, '0'));
  return (fraction[2] ?? '0') >= '5' ? cents + 1 : cents;
}

/** The largest amount written without `Intl`: its cents stay an exact integer. */
const PLAIN_LIMIT = 1e13;

/**
 * Euros as `Intl.NumberFormat` of es-ES or en-GB writes them (two decimals, thousands always grouped), without it: a
 * browser's first currency formatter loads the locale's currency data, 20–60 ms of the main thread in the middle of
 * hydration (issue 14). Undefined for an amount it does not write itself.
 */
function euros(amount: number, lang: Language): string | undefined {
  const cents = amount >= 0 && amount < PLAIN_LIMIT ? toCents(amount) : undefined;
  if (cents === undefined) return undefined;
  const whole = String(Math.floor(cents / 100));
  const fraction = String(cents % 100).padStart(2, '0');
  const english = lang === 'en';
  const grouped = whole.replace(/\B(?=(\d{3})+$)/g, english ? ',' : '.');
  return english ? `€${grouped}.${fraction}` : `${grouped},${fraction}\u00a0€`;
}

/**
 * A price in euros (or the given currency) with two decimals, in the language's convention. Thousands are
 * always grouped, so 1.500,00 € and 12.500,00 € line up in a list (CLDR leaves 4-digit Spanish numbers ungrouped).
 * @example formatPrice(2500, 'es') // '2.500,00 €'   formatPrice(2500, 'en') // '€2,500.00'
 */
export function formatPrice(amount: number, lang: Language, currency: string = CURRENCY): string {
  const code = toCurrencyCode(currency);
  const language = lang === 'en' ? 'en' : 'es';
  const plain = code === 'EUR' ? euros(amount, language) : undefined;
  if (plain !== undefined) return plain;
  const locale = PRICE_LOCALES[language];
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
