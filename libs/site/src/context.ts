import type { SiteName, SiteOrigins } from '@art/routing';

/** What every loader of a site receives from its server (`getLoadContext`). */
export type SiteLoadContext = {
  site: SiteName;
  /** The API seen from the site server. */
  apiUrl: string;
  origins: SiteOrigins;
};

declare module 'react-router' {
  // The load context of both apps is a SiteLoadContext.
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface AppLoadContext extends SiteLoadContext {}
}

/** Emotion's cache key on both sides: the browser adopts the server's critical style tags by it. */
export const EMOTION_KEY = 'css';
