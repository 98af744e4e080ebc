/**
 * The i18next instance of both sites: one per server request and per browser page, built synchronously from already
 * loaded resources (decision 039). The texts are i18next's JSON format: `ns:key` and nested `a.b.c` keys, `{{name}}`
 * values, `_one`/`_other` plurals (`_ordinal_two`… with `ordinal`) and `_fair`/`_shop` contexts, all resolved by
 * i18next itself.
 */
import { createInstance, type i18n as I18n, type TFunction, type TOptions } from 'i18next';
import { LANGS, type Lang, type Namespace } from '@art/routing';
import type { ResourceBundle, Resources } from './types';
import { describe, isLang, isNamespace } from './validate';

export type { I18n, TFunction, TOptions };

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
 * Creates and initialises, synchronously, a new i18next instance for `lang` with `resources` (never i18next's global
 * instance, so two requests in different languages cannot see each other's texts). The default namespace is
 * `common`; `t('works:loadMore')` reads another loaded namespace. Only `lang`'s texts are given and there is no
 * fallback language: a key missing from the English files shows the key itself, not the Spanish text (the locales
 * test keeps both languages with the same keys). The bundles are not copied and never changed: a namespace a client
 * navigation brings is added with {@link addNamespace}.
 *
 * @example
 * const i18n = createI18n('en', await loader.load('en', ['works']));
 * i18n.t('works:loadMore'); // "Load more works"
 * i18n.getFixedT('en', 'works')('shown', { count: 1 }); // "1 work" (`shown_one`)
 */
export function createI18n(lang: Lang, resources: Resources = {}, options: CreateI18nOptions = {}): I18n {
  if (!isLang(lang))
    throw new Error(`createI18n: unknown language ${describe(lang)}: expected one of ${LANGS.join(', ')}.`);
  const bundles: Record<string, ResourceBundle> = {};
  for (const [ns, bundle] of Object.entries(resources)) if (bundle && isNamespace(ns)) bundles[ns] = bundle;
  const { onMissingKey } = options;
  const reported = new Set<string>();
  const report = (ns: string, key: string) => {
    const id = `${ns}:${key}`;
    if (!onMissingKey || reported.has(id)) return;
    reported.add(id);
    onMissingKey({ lang, ns, key });
  };
  const instance = createInstance();
  void instance.init({
    lng: lang,
    supportedLngs: [...LANGS],
    fallbackLng: false,
    defaultNS: 'common',
    ns: Object.keys(bundles),
    resources: { [lang]: bundles },
    initAsync: false,
    interpolation: { escapeValue: false },
    react: { useSuspense: false },
    // A key naming a group of texts is a missing text, shown as its key, not i18next's sentence about objects.
    returnedObjectHandler: (key: string, _value: unknown, options: { ns?: string | readonly string[] }) => {
      report(typeof options.ns === 'string' ? options.ns : (options.ns?.[0] ?? 'common'), key);
      return key;
    },
    // i18next tells the handler only with `saveMissing` (there is no backend: nothing is sent anywhere), once per key
    // rather than once per plural form.
    ...(onMissingKey
      ? {
          saveMissing: true,
          saveMissingPlurals: false,
          missingKeyHandler: (_lngs: readonly string[], ns: string, key: string) => report(ns, key),
        }
      : {}),
  });
  return instance;
}

/** Adds the texts of a namespace `i18n` does not have yet (a page a client navigation brought); never replaces one. */
export function addNamespace(i18n: I18n, ns: Namespace, bundle: ResourceBundle): void {
  const lang = i18n.language;
  if (isNamespace(ns) && !i18n.hasResourceBundle(lang, ns)) i18n.addResourceBundle(lang, ns, bundle);
}
