/** React bindings: the provider that scopes one translator to a tree, and the hooks that read it. */
import { createContext, useContext, type ReactNode } from 'react';
import type { Lang, Namespace } from '@art/routing';
import { createI18n, type I18n, type TFunction } from './create-i18n';

const I18nContext = createContext<I18n | null>(null);

/** Outside any provider (a component rendered alone): every text shows its key, as a missing one does. */
let keysOnly: I18n | undefined;

/** Makes `i18n` (from {@link createI18n}) the translator of every `useT` below it. */
export function I18nProvider({ i18n, children }: { i18n: I18n; children?: ReactNode }) {
  return <I18nContext.Provider value={i18n}>{children}</I18nContext.Provider>;
}

/** The provided translator. */
export function useI18n(): I18n {
  return useContext(I18nContext) ?? (keysOnly ??= createI18n('es'));
}

/**
 * The `t` function of the provided translator for namespace `ns` (`common` by default); the same function on every
 * render, so it can sit in a hook's dependencies.
 *
 * @example
 * const t = useT('works');
 * return <button>{t('loadMore')}</button>;
 */
export function useT(ns?: Namespace): TFunction {
  return useI18n().fixedT(ns);
}

/** The language of the provided translator. */
export function useLanguage(): Lang {
  return useI18n().language;
}
