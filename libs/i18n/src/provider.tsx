/** The page language, as the react-i18next instance of the tree holds it. */
import { useTranslation } from 'react-i18next';
import type { Lang } from '@art/routing';

/** The language of the provided i18next instance (`es`, the default language, outside any provider). */
export function useLanguage(): Lang {
  const { i18n } = useTranslation();
  return i18n?.language === 'en' ? 'en' : 'es';
}
