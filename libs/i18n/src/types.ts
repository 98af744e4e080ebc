import type { Lang, Namespace } from '@art/routing';

/** The texts of one namespace in one language: strings, or nested groups of strings (`a.b.c` keys). */
export type ResourceBundle = { readonly [key: string]: string | ResourceBundle };

/** The namespaces loaded for one language, by namespace name. */
export type Resources = { readonly [N in Namespace]?: ResourceBundle };

/** What the resource loader answers: `common` is always there. */
export type LoadedResources = Resources & { readonly common: ResourceBundle };

/** The translations the server embeds in the page (root loader data) and the browser reads back. */
export interface SerializedResources {
  readonly lang: Lang;
  readonly resources: Resources;
}
