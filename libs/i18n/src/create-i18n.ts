/**
 * A fresh i18next instance per server request and per browser page, built from already loaded resources.
 */
import { createInstance, type i18n as I18n } from 'i18next';
import { DEFAULT_LANG, LANGS, type Lang, type Namespace } from '@art/routing';
import type { Resources } from './types';
import { cloneBundle, describe, isLang } from './validate';

export type { I18n };

/** A text the page asked for and the loaded translations lack: the page shows `key` itself. */
export interface MissingKey {
  readonly lang: Lang;
  readonly ns: string;
  readonly key: string;
}

/** Options of {@link createI18n}. */
export interface CreateI18nOptions {
  /**
   * Told once per instance about each missing text (a namespace the route does not load, a key the files lack).
   * Without it a missing text is only shown as its key.
   */
  onMissingKey?: (missing: MissingKey) => void;
}

/** How a missing text is logged; the browser tests look for this start in the site servers' logs and the console. */
export const MISSING_KEY_LOG_PREFIX = '[i18n] missing key';

/**
 * The log line of a missing text, with the page it was missing on.
 * @example missingKeyMessage({ lang: 'es', ns: 'works', key: 'work.priceOnRequest' }, '/')
 * // '[i18n] missing key works:work.priceOnRequest (es) on /'
 */
export function missingKeyMessage(missing: MissingKey, where?: string): string {
  return `${MISSING_KEY_LOG_PREFIX} ${missing.ns}:${missing.key} (${missing.lang})${where ? ` on ${where}` : ''}`;
}

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
export function createI18n(lang: Lang, resources: Resources = {}, options: CreateI18nOptions = {}): I18n {
  if (!isLang(lang))
    throw new Error(`createI18n: unknown language ${describe(lang)}: expected one of ${LANGS.join(', ')}.`);
  const bundles: Record<string, Record<string, unknown>> = {};
  for (const [ns, bundle] of Object.entries(resources)) {
    if (bundle) bundles[ns] = cloneBundle(bundle);
  }
  const namespaces: Namespace[] = ['common', ...(Object.keys(bundles) as Namespace[]).filter((ns) => ns !== 'common')];
  const instance = createInstance();
  const { onMissingKey } = options;
  const reported = new Set<string>();
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
    // i18next calls the handler only with `saveMissing` (and no backend, so nothing is sent anywhere). It is told
    // the fallback languages, not the page's: the page's language is what was missing.
    ...(onMissingKey
      ? {
          saveMissing: true,
          missingKeyHandler: (_lngs: readonly string[], ns: string, key: string) => {
            const id = `${ns}:${key}`;
            if (reported.has(id)) return;
            reported.add(id);
            onMissingKey({ lang, ns, key });
          },
        }
      : {}),
  });
  return instance;
}
