/**
 * The texts of the messages the API sends (`locales/{es,en}/mail.json`), read once from the locales folder of the
 * configuration (`LOCALES_DIR`, the repository's `locales/` by default), like the translations it serves.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { DEFAULT_LANGUAGE, LANGUAGES, fillPlaceholders, type Language } from '@art/model';

type Tree = { [key: string]: string | Tree };

/** Looks texts up by dotted key (`contact.subject`) in a language. */
export interface MailTexts {
  /**
   * The text of `key` in `lang` (the default language's when missing, the key itself when missing there too), with
   * `{{name}}` placeholders filled. The result is plain text: escape it before putting it into HTML.
   */
  t(lang: Language, key: string, params?: Record<string, string | number>): string;
}

function lookup(tree: Tree | undefined, key: string): string | undefined {
  let node: string | Tree | undefined = tree;
  for (const part of key.split('.')) {
    if (typeof node !== 'object' || !Object.prototype.hasOwnProperty.call(node, part)) return undefined;
    node = node[part];
  }
  return typeof node === 'string' ? node : undefined;
}

/** Reads `mail.json` of every language from `localesDir`; throws (at start-up) when one is missing or not JSON. */
export function loadMailTexts(localesDir: string): MailTexts {
  const trees = new Map<Language, Tree>();
  for (const lang of LANGUAGES) {
    const file = path.join(localesDir, lang, 'mail.json');
    trees.set(lang, JSON.parse(readFileSync(file, 'utf8')) as Tree);
  }
  return {
    t(lang, key, params = {}) {
      const template = lookup(trees.get(lang), key) ?? lookup(trees.get(DEFAULT_LANGUAGE), key) ?? key;
      return fillPlaceholders(template, params, 'empty');
    },
  };
}
