/** @jest-environment node */
/**
 * The repository's translation files (`locales/{es,en}/*.json`): both languages have the same files, the same
 * keys and the same interpolation variables, every text is a non-empty string, and every file is a bundle
 * the loader accepts.
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

/** Every key path of a translation tree (`menu.works`), groups included, sorted. */
function keyPaths(tree: unknown, prefix = ''): string[] {
  if (typeof tree !== 'object' || tree === null) return [];
  return Object.entries(tree)
    .flatMap(([key, value]) => [`${prefix}${key}`, ...keyPaths(value, `${prefix}${key}.`)])
    .sort();
}

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

    it('has only non-empty texts, and the same interpolation variables in both languages', () => {
      const english = new Map(texts(en));
      for (const [key, text] of texts(es)) {
        expect({ key, es: typeof text === 'string' && text.trim() !== '' }).toEqual({ key, es: true });
        const other = english.get(key);
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
