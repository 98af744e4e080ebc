/** @jest-environment node */
/**
 * The repository's translation files (`locales/{es,en}/*.json`): both languages have the same files, the same
 * keys and the same interpolation variables, every text is a non-empty string, and every file is a bundle
 * the loader accepts. Plural texts are i18next's: each language writes the forms of its own plural rules (Spanish
 * `_one`, `_many`, `_other`; English `_one`, `_other`; the ordinals' `_ordinal_…` likewise), no other, so i18next
 * finds a text for every count.
 */
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { NAMESPACES } from '@art/routing';
import { readBundle } from './validate';

const LOCALES_DIR = path.resolve(__dirname, '../../../locales');

/**
 * Namespaces of the route table whose files another part of the project provides. `forms` belongs to the forms
 * kit; remove it from this list once `locales/{es,en}/forms.json` exist.
 */
const PROVIDED_ELSEWHERE: readonly string[] = [];

const jsonFiles = (lang: string) =>
  readdirSync(path.join(LOCALES_DIR, lang))
    .filter((name) => name.endsWith('.json'))
    .sort();

const readJson = (lang: string, file: string): unknown =>
  JSON.parse(readFileSync(path.join(LOCALES_DIR, lang, file), 'utf8'));

/** A plural form's key: the text's key, whether it is an ordinal form, and the form (`one`, `many`, `other`…). */
const PLURAL_FORM = /^(.+?)(_ordinal)?_(zero|one|two|few|many|other)$/;

/** Every key path of a translation tree (`menu.works`), groups included, plural forms as their text's key, sorted. */
function keyPaths(tree: unknown, prefix = ''): string[] {
  if (typeof tree !== 'object' || tree === null) return [];
  const paths = Object.entries(tree).flatMap(([key, value]) => [
    `${prefix}${key.replace(PLURAL_FORM, '$1$2')}`,
    ...keyPaths(value, `${prefix}${key}.`),
  ]);
  return [...new Set(paths)].sort();
}

/**
 * The plural forms a language writes, by text: `{ 'count': ['one', 'other'] }`; the key without a suffix, where
 * there is one, stands for the forms the text does not write (i18next reads it then).
 */
function pluralForms(tree: unknown): Map<string, { ordinal: boolean; forms: string[]; plain: boolean }> {
  const found = new Map<string, { ordinal: boolean; forms: string[]; plain: boolean }>();
  const all = texts(tree);
  const keys = new Set(all.map(([key]) => key));
  for (const [key] of all) {
    const form = PLURAL_FORM.exec(key);
    if (!form) continue;
    const [, text = '', ordinal, name = ''] = form;
    const id = `${text}${ordinal ?? ''}`;
    const entry = found.get(id) ?? { ordinal: ordinal !== undefined, forms: [], plain: keys.has(text) };
    entry.forms.push(name);
    found.set(id, entry);
  }
  return found;
}

/** The plural forms of a language's rules, as i18next asks for them. */
const formsOf = (lang: string, ordinal: boolean): string[] =>
  [...new Intl.PluralRules(lang, { type: ordinal ? 'ordinal' : 'cardinal' }).resolvedOptions().pluralCategories].sort();

/** Every text of a translation tree by key path. */
function texts(tree: unknown, prefix = ''): Array<[string, unknown]> {
  if (typeof tree !== 'object' || tree === null) return [];
  return Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'object' && value !== null
      ? texts(value, `${prefix}${key}.`)
      : [[`${prefix}${key}`, value] as [string, unknown]],
  );
}

const variables = (text: string) => [...text.matchAll(/{{\s*([\w.]+)\s*}}/g)].map((found) => found[1]).sort();

const esFiles = jsonFiles('es');

describe('locales', () => {
  it('have the same files in Spanish and English', () => {
    expect(esFiles.length).toBeGreaterThan(0);
    expect(jsonFiles('en')).toEqual(esFiles);
  });

  it('have a file in both languages for every namespace the route table loads', () => {
    const missing = NAMESPACES.filter((ns) => !PROVIDED_ELSEWHERE.includes(ns)).flatMap((ns) =>
      ['es', 'en'].filter((lang) => !jsonFiles(lang).includes(`${ns}.json`)).map((lang) => `${lang}/${ns}.json`),
    );
    expect(missing).toEqual([]);
  });

  describe.each(esFiles)('%s', (file) => {
    const es = readJson('es', file);
    const en = readJson('en', file);

    it('has the same keys in Spanish and English, at every level', () => {
      expect(keyPaths(en)).toEqual(keyPaths(es));
    });

    it.each([
      ['es', es],
      ['en', en],
    ])('writes the plural forms of the rules of %s, and no other', (lang, tree) => {
      for (const [key, { ordinal, forms, plain }] of pluralForms(tree)) {
        const expected = formsOf(lang, ordinal);
        // Without the suffixless key every form is needed; with it, only forms the language has may be written.
        const written = plain ? forms.filter((form) => !expected.includes(form)) : forms.sort();
        expect({ key, forms: written }).toEqual({ key, forms: plain ? [] : expected });
      }
    });

    it('has only non-empty texts, and the same interpolation variables in both languages', () => {
      const english = new Map(texts(en));
      for (const [key, text] of texts(es)) {
        expect({ key, es: typeof text === 'string' && text.trim() !== '' }).toEqual({ key, es: true });
        // A form English does not write (Spanish `_many`) is compared with the English `_other`.
        const other = english.get(key) ?? english.get(key.replace(PLURAL_FORM, '$1$2_other'));
        expect({ key, en: typeof other === 'string' && other.trim() !== '' }).toEqual({ key, en: true });
        expect({ key, vars: variables(String(other)) }).toEqual({ key, vars: variables(String(text)) });
      }
    });

    it('is a bundle the loader accepts', () => {
      expect(() => readBundle(es, `es/${file}`)).not.toThrow();
      expect(() => readBundle(en, `en/${file}`)).not.toThrow();
    });
  });
});
