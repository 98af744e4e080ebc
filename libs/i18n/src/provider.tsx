/** React bindings: the provider that scopes one i18next instance to a tree, and the translation hook. */
import type { ReactNode } from 'react';
import type { TFunction } from 'i18next';
import { I18nextProvider, useTranslation } from 'react-i18next';
import type { Namespace } from '@art/routing';
import type { I18n } from './create-i18n';

/** Makes `i18n` (from {@link createI18n}) the instance of every `useT` below it. */
export function I18nProvider({ i18n, children }: { i18n: I18n; children?: ReactNode }) {
  return <I18nextProvider i18n={i18n}>{children}</I18nextProvider>;
}

/**
 * The `t` function of the provided instance for namespace `ns` (`common` by default).
 *
 * @example
 * const t = useT('works');
 * return <button>{t('loadMore')}</button>;
 */
export function useT(ns?: Namespace): TFunction {
  return useTranslation(ns).t;
}
