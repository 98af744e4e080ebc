/**
 * A fresh i18next instance per server request and per browser page, built from already loaded resources.
 */
import { createInstance, type i18n as I18n } from 'i18next';
import { DEFAULT_LANG, LANGS, type Lang, type Namespace } from '@art/routing';
import type { Resources } from './types';
import { cloneBundle, describe, isLang } from './validate';

export type { I18n };

/**
 * Creates and synchronously initialises a new i18next instance for `lang` with `resources` (never the global
 * i18next instance, so concurrent server requests in different languages cannot see each other's texts).
 * The default namespace is `common`; `t('works:loadMore')` reads another loaded namespace.
 *
 * Only `lang`'s texts are given: the Spanish fallback bundle is not present in an English page, so a key
 * missing from the English files shows the key itself rather than the Spanish text (the locales test keeps
 * both languages with the same keys). The resources are copied, so the instance never changes a cached bundle.
 *
 * @example
 * const i18n = createI18n('en', await loader.load('en', ['works']));
 * i18n.t('works:loadMore'); // "Load more works"
 */
export function createI18n(lang: Lang, resources: Resources = {}): I18n {
  if (!isLang(lang)) throw new Error(`createI18n: unknown language ${describe(lang)}: expected one of ${LANGS.join(', ')}.`);
  const bundles: Record<string, Record<string, unknown>> = {};
  for (const [ns, bundle] of Object.entries(resources)) {
    if (bundle) bundles[ns] = cloneBundle(bundle);
  }
  const namespaces: Namespace[] = ['common', ...(Object.keys(bundles) as Namespace[]).filter((ns) => ns !== 'common')];
  const instance = createInstance();
  void instance.init({
    lng: lang,
    supportedLngs: [...LANGS],
    fallbackLng: DEFAULT_LANG,
    defaultNS: 'common',
    ns: namespaces,
    resources: { [lang]: bundles },
    initAsync: false,
    interpolation: { escapeValue: false },
    react: { useSuspense: false },
    returnNull: false,
  });
  return instance;
}
