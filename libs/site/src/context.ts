import { createContext, useContext } from 'react';
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
  /** The analytics id of the site's configuration (`GA_ID`, parsed once by `loadSiteConfig`); absent or empty: none. */
  gaId?: string;
  /** The maps key of the site's configuration (`MAPS_KEY`, parsed once by `loadSiteConfig`); absent or empty: none. */
  mapsKey?: string;
  /**
   * This response's Content-Security-Policy nonce (`res.locals.cspNonce`, decision 023): every script of the page
   * carries it. Absent where no policy is sent (tests rendering without the server).
   */
  cspNonce?: string;
  /**
   * The version of the public content the page cache read for this request (`res.locals.contentVersion`, decision
   * 024), absent when pages are not kept: the main menu this server keeps is read again when it moves.
   */
  contentVersion?: string;
};

declare module 'react-router' {
  // The load context of both apps is a SiteLoadContext.
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface AppLoadContext extends SiteLoadContext {}
}

/** Emotion's cache key on both sides: the browser adopts the server's critical style tags by it. */
export const EMOTION_KEY = 'css';

/**
 * The Content-Security-Policy nonce of the page (decision 023): the server's for this response while rendering it, the
 * one the page was served with in the browser (`hydrateSite` reads it from the page's scripts). Every `<script>` the
 * document renders carries it, so the server's HTML and the hydrated page agree and a cached page has one value to
 * rewrite.
 */
export const CspNonceContext = createContext<string | undefined>(undefined);

/** The page's CSP nonce, for a `<script nonce>` (undefined where the page has no policy: tests, stubs). */
export function useCspNonce(): string | undefined {
  return useContext(CspNonceContext);
}
