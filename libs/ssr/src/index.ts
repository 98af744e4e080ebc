export { RENDER_TIMEOUT_MS, handleRequest } from './render';
export { loadSiteConfig } from './config';
export type { SiteServerConfig } from './config';
export { createSiteServer, startSiteServer } from './server';
export {
  PAGE_CACHE_LIMITS,
  PAGE_CACHE_TIMES,
  createPageCache,
  createRedisPageStore,
  pageVisitor,
  publicCacheControl,
  sitePageCache,
} from './page-cache';
export type { PageCache, PageCacheOptions, PageVisitor, SharedPageStore } from './page-cache';
