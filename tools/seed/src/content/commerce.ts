/** Countries (names in both languages, calling codes) and the shipping cost of each band per country. */
import { getCountries, getCountryCallingCode } from 'libphonenumber-js';

export interface CountrySource {
  code: string;
  nameEs: string;
  nameEn: string;
  dialCode: string;
}

/**
 * Every country libphonenumber knows (about 245), named by ICU in Spanish and English, in code order.
 * @example countryList().find((c) => c.code === 'ES') // { code: 'ES', nameEs: 'España', nameEn: 'Spain', dialCode: '+34' }
 */
export function countryList(): CountrySource[] {
  const es = new Intl.DisplayNames(['es'], { type: 'region' });
  const en = new Intl.DisplayNames(['en'], { type: 'region' });
  return [...getCountries()].sort().map((code) => ({
    code,
    nameEs: es.of(code) ?? code,
    nameEn: en.of(code) ?? code,
    dialCode: `+${getCountryCallingCode(code)}`,
  }));
}

const EU = new Set([
  'AT',
  'BE',
  'BG',
  'HR',
  'CY',
  'CZ',
  'DK',
  'EE',
  'FI',
  'FR',
  'DE',
  'GR',
  'HU',
  'IE',
  'IT',
  'LV',
  'LT',
  'LU',
  'MT',
  'NL',
  'PL',
  'PT',
  'RO',
  'SK',
  'SI',
  'SE',
]);
/** Europe outside the EU customs union: dearer than the EU (customs paperwork), cheaper than overseas. */
const REST_OF_EUROPE = new Set([
  'AD',
  'GB',
  'CH',
  'NO',
  'IS',
  'LI',
  'MC',
  'SM',
  'VA',
  'GI',
  'AL',
  'BA',
  'ME',
  'MK',
  'RS',
  'XK',
  'MD',
  'UA',
  'FO',
  'GG',
  'JE',
  'IM',
  'AX',
]);

/** Shipping costs in cents per order band (subtotal under 200, 400, 600, 900 €, and above): larger orders ship larger works. */
export function shippingCostsFor(code: string): [number, number, number, number, number] {
  if (code === 'ES') return [15_00, 25_00, 35_00, 50_00, 75_00];
  if (code === 'PT') return [25_00, 40_00, 55_00, 75_00, 100_00];
  if (EU.has(code)) return [35_00, 55_00, 75_00, 95_00, 125_00];
  if (REST_OF_EUROPE.has(code)) return [45_00, 70_00, 95_00, 120_00, 160_00];
  return [60_00, 90_00, 120_00, 160_00, 220_00];
}
