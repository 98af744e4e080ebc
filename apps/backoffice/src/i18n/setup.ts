/**
 * The back office's i18next: one instance of the project's i18next (26, the repository's; `ra-i18n-i18next`'s own
 * dependency is overridden to it in the root package.json, so only one i18next runs), handed to react-admin through
 * `ra-i18n-i18next`. Spanish (Castellano) is the default and English the other language; the texts are the back
 * office's (`locales/{es,en}/backoffice.json`) with react-admin's own (`ra.*`, Spanish written out in `ra-es.ts`,
 * English from `ra-language-english`) in the default namespace, the API's `errors` namespace for the messages
 * of the `@art/admin-model` schemas the forms run (`errors:admin.required`…), and the staff e-mails' `mail` namespace
 * for the names of the values the sites' forms store (`mail:forms.languages.es`, `mail:forms.interests.official`…).
 */
import { createInstance, type i18n as I18n, type InitOptions } from 'i18next';
import type { I18nProvider, Locale } from 'ra-core';
import { convertRaTranslationsToI18next, getI18nProvider } from 'ra-i18n-i18next';
import englishMessages from 'ra-language-english';
// eslint-disable-next-line @nx/enforce-module-boundaries -- the repository's translation files, bundled by Vite
import backofficeEn from '../../../../locales/en/backoffice.json';
// eslint-disable-next-line @nx/enforce-module-boundaries -- the repository's translation files, bundled by Vite
import backofficeEs from '../../../../locales/es/backoffice.json';
// eslint-disable-next-line @nx/enforce-module-boundaries -- the repository's translation files, bundled by Vite
import errorsEn from '../../../../locales/en/errors.json';
// eslint-disable-next-line @nx/enforce-module-boundaries -- the repository's translation files, bundled by Vite
import errorsEs from '../../../../locales/es/errors.json';
// eslint-disable-next-line @nx/enforce-module-boundaries -- the repository's translation files, bundled by Vite
import mailEn from '../../../../locales/en/mail.json';
// eslint-disable-next-line @nx/enforce-module-boundaries -- the repository's translation files, bundled by Vite
import mailEs from '../../../../locales/es/mail.json';
import { raSpanish } from './ra-es';

export const LANGUAGES = ['es', 'en'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'es';

/** The language picker's entries: the specification's names, the same in both languages. */
export const LOCALES: Locale[] = [
  { locale: 'es', name: 'Castellano' },
  { locale: 'en', name: 'Inglés' },
];

/** The default namespace (the back office's texts and react-admin's). */
export const DEFAULT_NS = 'backoffice';

/** How a missing text is logged (the browser tests fail on console errors). */
export const MISSING_KEY_PREFIX = '[i18n] missing key';

/**
 * Keys that are texts of this app, so a missing one is a bug: react-admin also translates labels already in words, and
 * asks for optional per-resource overrides (`resources.works.page.list`) with a default of its own.
 */
const OWN_KEY = /^(?:ra|app)\.[\w.-]+$|^resources\.\w+\.(?:name(?:_\w+)?|fields\.[\w.-]+)$|^(?:errors|mail):[\w.-]+$/;

/** React-admin's English (`ra-language-english`) with what it lacks and react-admin asks for: the pagination's "…" items. */
export const raEnglish = {
  ...englishMessages,
  ra: {
    ...englishMessages.ra,
    navigation: {
      ...englishMessages.ra.navigation,
      'start-ellipsis': 'Previous pages',
      'end-ellipsis': 'Next pages',
    },
  },
};

/** The i18next resources of both languages. */
export function backofficeResources() {
  return {
    es: {
      [DEFAULT_NS]: { ...convertRaTranslationsToI18next(raSpanish), ...backofficeEs },
      errors: errorsEs,
      mail: mailEs,
    },
    en: {
      [DEFAULT_NS]: { ...convertRaTranslationsToI18next(raEnglish), ...backofficeEn },
      errors: errorsEn,
      mail: mailEn,
    },
  };
}

/** The language to start in: the one picked last (react-admin's store), else Spanish. */
export function initialLanguage(storage: Pick<Storage, 'getItem'> | undefined): Language {
  try {
    const stored = storage?.getItem('RaStore.locale');
    const lang = stored ? (JSON.parse(stored) as unknown) : null;
    return (LANGUAGES as readonly unknown[]).includes(lang) ? (lang as Language) : DEFAULT_LANGUAGE;
  } catch {
    return DEFAULT_LANGUAGE;
  }
}

export interface BackofficeI18n {
  i18next: I18n;
  i18nProvider: I18nProvider;
}

/**
 * Creates the i18next instance and react-admin's provider over it. A missing text of the app is logged once with
 * {@link MISSING_KEY_PREFIX} as a console error; the page's `<html lang>` follows the language.
 */
export async function createBackofficeI18n(
  lng: Language = DEFAULT_LANGUAGE,
  onMissing: (message: string) => void = (message) => console.error(message),
): Promise<BackofficeI18n> {
  const i18next = createInstance();
  const reported = new Set<string>();
  const options: InitOptions = {
    lng,
    supportedLngs: [...LANGUAGES],
    fallbackLng: false,
    defaultNS: DEFAULT_NS,
    ns: [DEFAULT_NS, 'errors', 'mail'],
    resources: backofficeResources(),
    interpolation: { escapeValue: false },
    returnNull: false,
    saveMissing: true,
    missingKeyHandler: (_lngs, ns, key) => {
      const id = ns === DEFAULT_NS ? key : `${ns}:${key}`;
      if (!OWN_KEY.test(id) || reported.has(`${i18next.language}:${id}`)) return;
      reported.add(`${i18next.language}:${id}`);
      onMissing(`${MISSING_KEY_PREFIX} ${id} (${i18next.language})`);
    },
  };
  const setLang = (lang: string) => {
    if (typeof document !== 'undefined') document.documentElement.lang = lang;
  };
  i18next.on('languageChanged', setLang);
  const i18nProvider = await getI18nProvider(i18next, options, LOCALES);
  setLang(i18next.language);
  return { i18next, i18nProvider };
}
