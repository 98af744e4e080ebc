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

/** A `{{name}}` placeholder of a translated text (spaces inside the braces allowed, `a.b` names too). */
const PLACEHOLDER = /\{\{\s*([\w.]+)\s*\}\}/g;

/**
 * Fills the `{{name}}` placeholders of a translated text with `values`, as plain text (escape it before putting it
 * into HTML; React does). The one filler of the translator, the pages' titles and the e-mails. A value that is null
 * fills nothing; one that is not given leaves its placeholder (`missing: 'keep'`, the translator's: the mistake
 * shows) or fills nothing (`'empty'`). A function replacement, so `$&`-like text in a value is inserted as it is.
 * @example fillPlaceholders('Hola, {{ name }}', { name: 'Ana' }) // 'Hola, Ana'
 */
export function fillPlaceholders(
  text: string,
  values: Readonly<Record<string, unknown>> | undefined,
  missing: 'keep' | 'empty' = 'keep',
): string {
  if (!text.includes('{{')) return text;
  return text.replace(PLACEHOLDER, (placeholder, name: string) => {
    const value = values && Object.hasOwn(values, name) ? values[name] : undefined;
    if (value === undefined) return missing === 'keep' ? placeholder : '';
    return value === null ? '' : String(value);
  });
}
