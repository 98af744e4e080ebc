/**
 * Lower-case text without diacritics, as search text is stored and compared.
 * @example normalizeSearchText('Núñez Fotografía') // 'nunez fotografia'
 */
export function normalizeSearchText(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim();
}

/**
 * A URL slug from any text: ASCII letters, digits and single dashes.
 * @example slugify('Árbol rojo, 2024') // 'arbol-rojo-2024'
 */
export function slugify(text: string): string {
  return normalizeSearchText(text)
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}
