/**
 * Every key the kit asks for exists in `locales/{es,en}`: the rules' error keys and the components' texts, in
 * `common` (no prefix) or `forms` (`forms:` prefix), with the `{{count}}` the length messages interpolate.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { FORM_TEXT_KEYS } from './FormText';
import { FORM_MESSAGES as ERROR_KEYS } from '@art/model';

const LOCALES = path.resolve(__dirname, '../../../locales');
const bundle = (lang: string, ns: string): unknown =>
  JSON.parse(readFileSync(path.join(LOCALES, lang, `${ns}.json`), 'utf8'));

/** The text of `ns:a.b` (or `a` in `common`), as i18next finds it. (`@art/i18n`'s locales test keeps both languages alike.) */
function lookup(lang: string, key: string): unknown {
  const [ns, path_] = key.includes(':') ? (key.split(':', 2) as [string, string]) : ['common', key];
  const tree = bundle(lang, ns) as Record<string, unknown>;
  if (typeof tree[path_] === 'string') return tree[path_];
  return path_
    .split('.')
    .reduce<unknown>(
      (node, part) => (node && typeof node === 'object' ? (node as Record<string, unknown>)[part] : undefined),
      tree,
    );
}

describe.each(['es', 'en'])('locales/%s', (lang) => {
  it.each([...Object.values(ERROR_KEYS), ...Object.values(FORM_TEXT_KEYS)])('has a text for %j', (key) => {
    const text = lookup(lang, key);
    expect(typeof text === 'string' && text.trim() !== '').toBe(true);
  });

  it.each([ERROR_KEYS.tooShort, ERROR_KEYS.tooLong])('%s interpolates the count, with a singular form', (key) => {
    expect(lookup(lang, key)).toContain('{{count}}');
    expect(lookup(lang, `${key}_one`)).toContain('{{count}}');
  });

  it('has the labels a contact, newsletter, login and sign-up form need', () => {
    for (const key of [
      'name',
      'surname',
      'email',
      'message',
      'password',
      'repeatPassword',
      'privacy',
      'newsletterOptIn',
    ]) {
      expect(typeof lookup(lang, `forms:fields.${key}`)).toBe('string');
    }
    for (const key of ['send', 'subscribe', 'logIn', 'signUp'])
      expect(typeof lookup(lang, `forms:actions.${key}`)).toBe('string');
  });
});
