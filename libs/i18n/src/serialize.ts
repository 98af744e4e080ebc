/**
 * The translations the server hands to the browser through the root loader data, so the browser builds the
 * same translator without fetching and without showing keys while it hydrates.
 */
import { LANGS, type Lang, type Namespace } from '@art/routing';
import type { ResourceBundle, Resources, SerializedResources } from './types';
import { describe, isLang, isNamespace, isPlainObject, readBundle, type EntryBudget } from './validate';

/**
 * Reads translations received from outside (loader data in the browser) and returns a validated copy.
 * Throws an Error unless `value` is `{ lang, resources }` with a known language and, for each known
 * namespace, an object of texts and nested groups of texts (no other values, no prototype keys, within the
 * size limits of `validate.ts`).
 *
 * @example
 * const { lang, resources } = readResources(rootData.i18n);
 * const i18n = createI18n(lang, resources);
 */
export function readResources(value: unknown): SerializedResources {
  if (!isPlainObject(value)) throw new Error(`Serialized translations must be an object, got ${describe(value)}.`);
  const { lang, resources } = value;
  if (!isLang(lang))
    throw new Error(
      `Serialized translations have unknown language ${describe(lang)}: expected one of ${LANGS.join(', ')}.`,
    );
  if (!isPlainObject(resources))
    throw new Error(`Serialized translations must have an object of namespaces, got ${describe(resources)}.`);
  const budget: EntryBudget = { used: 0 };
  const copy: Partial<Record<Namespace, ResourceBundle>> = {};
  for (const ns of Object.keys(resources)) {
    if (!isNamespace(ns)) throw new Error(`Serialized translations have unknown namespace ${describe(ns)}.`);
    copy[ns] = readBundle(resources[ns], `${lang}/${ns}`, budget);
  }
  return { lang, resources: copy };
}

/**
 * The value to put in the root (or page) loader data for `lang` and its loaded `resources`. It is checked
 * with {@link readResources}, so what the server sends is exactly what the browser accepts.
 */
export function serializeResources(lang: Lang, resources: Resources): SerializedResources {
  return readResources({ lang, resources });
}
