export { RENDER_TIMEOUT_MS, handleRequest } from './render';
export { apiProxy } from './proxy';
export { loadSiteConfig } from './config';
export type { SiteServerConfig } from './config';
export { createSiteServer, startSiteServer } from './server';
