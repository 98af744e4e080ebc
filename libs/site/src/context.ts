import type { ResourceBundle } from '@art/i18n';
import type { Lang, SiteName, SiteOrigins } from '@art/routing';

/** What every loader of a site receives from its server (`getLoadContext`). */
export type SiteLoadContext = {
  site: SiteName;
  /** The API seen from the site server. */
  apiUrl: string;
  origins: SiteOrigins;
  /**
   * The visitor's address chain (`X-Forwarded-For` as the API reads it), for calls the site server makes for the
   * visitor, so the API's per-address limits count the visitor, not the site server.
   */
  forwardedFor?: string;
  /**
   * The `common` texts of each language as this server's `locales/` has them: the root uses them when the API cannot
   * give its translations, so the unavailable page (503) still speaks the visitor's language.
   */
  localTexts?: Partial<Record<Lang, ResourceBundle>>;
  /** How long one call to the API may take (`SITE_API_TIMEOUT_MS` by default). */
  apiTimeoutMs?: number;
};

declare module 'react-router' {
  // The load context of both apps is a SiteLoadContext.
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface AppLoadContext extends SiteLoadContext {}
}

/** Emotion's cache key on both sides: the browser adopts the server's critical style tags by it. */
export const EMOTION_KEY = 'css';
