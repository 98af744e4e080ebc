/**
 * Tests only: the repository's translation files (`locales/`) as bundles, and i18next instances over them, as the
 * sites build them from what the API serves.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Lang, Namespace, TranslateFn } from '@art/routing';
import { createI18n, type CreateI18nOptions, type I18n } from './create-i18n';
import type { ResourceBundle, Resources } from './types';

const LOCALES_DIR = path.resolve(__dirname, '../../../locales');

/** The texts of `locales/{lang}/{ns}.json`. */
export function localeBundle(lang: Lang, ns: Namespace): ResourceBundle {
  return JSON.parse(readFileSync(path.join(LOCALES_DIR, lang, `${ns}.json`), 'utf8')) as ResourceBundle;
}

/** An i18next instance for `lang` with `common` and `namespaces` of the repository's files. */
export function localeI18n(lang: Lang, namespaces: readonly Namespace[] = [], options?: CreateI18nOptions): I18n {
  const resources: Record<string, ResourceBundle> = { common: localeBundle(lang, 'common') };
  for (const ns of namespaces) resources[ns] = localeBundle(lang, ns);
  return createI18n(lang, resources as Resources, options);
}

/** The page titles' `t` of `lang` (`titles`, then `common`), as the site servers' `titleTranslator` gives it. */
export function localeTitles(lang: Lang): TranslateFn {
  return localeI18n(lang, ['titles']).getFixedT(lang, ['titles', 'common']);
}
