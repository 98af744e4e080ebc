/** The two languages of both sites; Spanish is the default and the translation fallback. */
export const LANGUAGES = ['es', 'en'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'es';

/** Narrows any value to a supported language, falling back to the default. */
export function toLanguage(value: unknown): Language {
  return value === 'en' ? 'en' : DEFAULT_LANGUAGE;
}

/** Picks the text of a bilingual pair for a language, falling back to Spanish when the other is empty. */
export function pick(lang: Language, es: string | null | undefined, en: string | null | undefined): string {
  return (lang === 'en' ? en || es : es || en) ?? '';
}
