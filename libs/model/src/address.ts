/**
 * What an address needs by country. A postal address carries a state, province, prefecture or region only in some
 * countries (Spain, Italy, the United States…); in most (France, Germany, Portugal, the United Kingdom…) it has none,
 * so the address forms ask for a province only where the country's addresses use one. One rule for the sites' forms
 * (the asterisk, the check on blur and submit) and the API (`addressForm`, `checkoutSchema`).
 */

/**
 * The countries (ISO 3166-1 alpha-2) whose postal addresses need a state, province, prefecture or region: those whose
 * address format requires one in the postal address data that browsers and address libraries share (Google's address
 * metadata, `require` holding `S`).
 */
export const PROVINCE_COUNTRIES: ReadonlySet<string> = new Set([
  'AE',
  'AR',
  'AU',
  'BR',
  'BS',
  'CA',
  'CN',
  'CV',
  'EG',
  'ES',
  'HK',
  'ID',
  'IN',
  'IT',
  'JM',
  'JP',
  'KN',
  'KR',
  'KY',
  'MX',
  'MY',
  'NG',
  'NR',
  'PH',
  'SO',
  'SR',
  'SV',
  'TH',
  'TR',
  'TV',
  'US',
  'UY',
  'VE',
]);

/**
 * Whether an address in a country must give its province (state, region…). An unknown or missing country asks for it,
 * so no address goes without one before its country is known.
 * @example provinceRequired('ES') // true
 * @example provinceRequired('fr') // false
 */
export function provinceRequired(countryCode: unknown): boolean {
  const code = typeof countryCode === 'string' ? countryCode.trim().toUpperCase() : '';
  if (!/^[A-Z]{2}$/.test(code)) return true;
  return PROVINCE_COUNTRIES.has(code);
}
