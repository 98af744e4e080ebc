import type { Lang } from '@art/routing';

const regionNames = new Map<Lang, Intl.DisplayNames>();

/** A country's name in a language from its ISO code ('ES' → 'España'); the code itself when it has no name. */
export function countryName(code: string, lang: Lang): string {
  if (!/^[A-Z]{2}$/.test(code)) return code;
  let names = regionNames.get(lang);
  if (!names) {
    names = new Intl.DisplayNames([lang], { type: 'region' });
    regionNames.set(lang, names);
  }
  return names.of(code) ?? code;
}

/**
 * Where someone or something is, as a line: the city and the country, either left out when unknown.
 * @example placeLine('Madrid', 'ES', 'en') // 'Madrid, Spain'
 */
export function placeLine(city: string, countryCode: string, lang: Lang): string {
  return [city.trim(), countryCode ? countryName(countryCode, lang) : ''].filter(Boolean).join(', ');
}
