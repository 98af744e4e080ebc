import type { SiteName, SiteOrigins } from '@art/routing';

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
};

declare module 'react-router' {
  // The load context of both apps is a SiteLoadContext.
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface AppLoadContext extends SiteLoadContext {}
}

/** Emotion's cache key on both sides: the browser adopts the server's critical style tags by it. */
export const EMOTION_KEY = 'css';
