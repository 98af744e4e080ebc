/**
 * The translator of both sites, one instance per server request and per browser page, built from already loaded
 * resources. It reads the i18next JSON format the locale files are written in (decision 033), the part of it they use:
 * `ns:key` and nested `a.b.c` keys, `{{name}}` values, `_one`/`_other` plurals (`_ordinal_two`… with `ordinal`) and
 * `_fair`/`_shop` contexts. A few hundred bytes in the browser instead of i18next and react-i18next's 17 KB gzipped.
 */
import { fillPlaceholders } from '@art/model';
import { LANGS, type Lang, type Namespace } from '@art/routing';
import type { ResourceBundle, Resources } from './types';
import { describe, isLang, isNamespace } from './validate';

/** A text the page asked for and the loaded translations lack: the page shows `key` itself. */
export interface MissingKey {
  readonly lang: Lang;
  readonly ns: string;
  readonly key: string;
}

/**
 * What a translation is given: the values of its `{{name}}` placeholders, and the options that choose the text.
 * `count` (a number) chooses the plural form and fills `{{count}}`; with `ordinal` the form is an ordinal one
 * (1st, 2nd…); `context` chooses `key_context` where the files have it.
 */
export interface TOptions {
  readonly ns?: Namespace;
  readonly count?: number;
  readonly ordinal?: boolean;
  readonly context?: string;
  readonly [value: string]: unknown;
}

/** Translates `key` (of the function's namespace, or `ns:key`); a missing text comes back as its key. */
export type TFunction = (key: string, options?: TOptions) => string;

/** One language's translator over the namespaces loaded so far. */
export interface I18n {
  readonly language: Lang;
  /** `t` of the `common` namespace. */
  readonly t: TFunction;
  /** `t` of namespace `ns` (`common` by default): the same function for the same namespace, for stable hooks. */
  fixedT(ns?: Namespace): TFunction;
  hasNamespace(ns: Namespace): boolean;
  /** Adds the texts of a namespace the instance does not have yet (a client navigation's page brings them). */
  addNamespace(ns: Namespace, bundle: ResourceBundle): void;
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

/** The text at `key` (a flat key, or a path through groups), or undefined when there is none. */
function lookup(bundle: ResourceBundle | undefined, key: string): string | undefined {
  if (!bundle) return undefined;
  const flat = Object.hasOwn(bundle, key) ? bundle[key] : undefined;
  if (typeof flat === 'string') return flat;
  let node: string | ResourceBundle | undefined = bundle;
  for (const part of key.split('.')) {
    if (typeof node !== 'object' || !Object.hasOwn(node, part)) return undefined;
    node = node[part];
  }
  return typeof node === 'string' ? node : undefined;
}

/**
 * Creates a translator for `lang` with `resources`. The default namespace is `common`; `t('works:loadMore')` reads
 * another loaded namespace. Only `lang`'s texts are given: a key missing from the English files shows the key itself,
 * not the Spanish text (the locales test keeps both languages with the same keys). The bundles are never changed.
 *
 * Of the keys a call can mean, the most specific one the files have wins: `key_context_plural`, `key_context`,
 * `key_plural`, `key` (i18next's order), where a plural form the files lack reads as `_other`.
 *
 * @example
 * const i18n = createI18n('en', await loader.load('en', ['works']));
 * i18n.t('works:loadMore'); // "Load more works"
 * i18n.fixedT('works')('shown', { count: 1 }); // "1 work" (`shown_one`)
 */
export function createI18n(lang: Lang, resources: Resources = {}, options: CreateI18nOptions = {}): I18n {
  if (!isLang(lang))
    throw new Error(`createI18n: unknown language ${describe(lang)}: expected one of ${LANGS.join(', ')}.`);
  const bundles = new Map<Namespace, ResourceBundle>();
  for (const [ns, bundle] of Object.entries(resources)) if (bundle && isNamespace(ns)) bundles.set(ns, bundle);
  const { onMissingKey } = options;
  const reported = new Set<string>();
  const rules = new Map<boolean, Intl.PluralRules>();
  const pluralOf = (count: number, ordinal: boolean): string => {
    let rule = rules.get(ordinal);
    if (!rule) rules.set(ordinal, (rule = new Intl.PluralRules(lang, { type: ordinal ? 'ordinal' : 'cardinal' })));
    return `${ordinal ? '_ordinal' : ''}_${rule.select(count)}`;
  };

  const translate = (defaultNs: Namespace, key: string, values?: TOptions): string => {
    let ns = values?.ns ?? defaultNs;
    let name = key;
    const colon = key.indexOf(':');
    if (colon > 0 && isNamespace(key.slice(0, colon))) {
      ns = key.slice(0, colon) as Namespace;
      name = key.slice(colon + 1);
    }
    const bundle = bundles.get(ns);
    const count = values?.count;
    const ordinal = values?.ordinal === true;
    const plural = typeof count === 'number' ? pluralOf(count, ordinal) : null;
    // A form the files do not write (Spanish `_many`, for a million) reads as `_other`.
    const other = plural === null ? null : ordinal ? '_ordinal_other' : '_other';
    const context = typeof values?.context === 'string' && values.context !== '' ? `_${values.context}` : null;
    const candidates = [
      context && plural ? name + context + plural : null,
      context && other ? name + context + other : null,
      context ? name + context : null,
      plural ? name + plural : null,
      other ? name + other : null,
      name,
    ];
    for (const candidate of candidates) {
      const text = candidate === null ? undefined : lookup(bundle, candidate);
      if (text !== undefined) return fillPlaceholders(text, values);
    }
    const id = `${ns}:${name}`;
    if (onMissingKey && !reported.has(id)) {
      reported.add(id);
      onMissingKey({ lang, ns, key: name });
    }
    return name;
  };

  const fixed = new Map<Namespace, TFunction>();
  const fixedT = (ns: Namespace = 'common'): TFunction => {
    let t = fixed.get(ns);
    if (!t) fixed.set(ns, (t = (key, values) => translate(ns, key, values)));
    return t;
  };

  return {
    language: lang,
    t: fixedT('common'),
    fixedT,
    hasNamespace: (ns) => bundles.has(ns),
    addNamespace: (ns, bundle) => {
      if (!bundles.has(ns) && isNamespace(ns)) bundles.set(ns, bundle);
    },
  };
}
