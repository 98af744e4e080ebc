/** Translations for the server and the browser of both sites: loading, one i18next instance per request, React bindings. */
export { RESOURCE_CACHE_MS, RESOURCE_FETCH_TIMEOUT_MS, createResourceLoader } from './resource-loader';
export type { ResourceLoader, ResourceLoaderOptions } from './resource-loader';
export { MISSING_KEY_LOG_PREFIX, addNamespace, createI18n, missingKeyMessage } from './create-i18n';
export type { CreateI18nOptions, I18n, MissingKey, TFunction, TOptions } from './create-i18n';
export { useLanguage } from './provider';
export { readResources, serializeResources } from './serialize';
export { MAX_BUNDLE_DEPTH, MAX_ENTRIES, MAX_KEY_LENGTH, MAX_TEXT_LENGTH, isLang, isNamespace } from './validate';
export type { LoadedResources, ResourceBundle, Resources, SerializedResources } from './types';
