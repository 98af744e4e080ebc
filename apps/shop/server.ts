// The shop's server. Production: `nx run shop:build` first, then this (or its bundle, `node apps/shop/dist/server.mjs`).
// Development: `nx run shop:dev` (`--dev`) renders from the sources through Vite, reloading as they change.
import { fileURLToPath } from 'node:url';
import { loadSiteConfig, startSiteServer } from '@art/ssr';

const devRoot = process.argv.includes('--dev') ? fileURLToPath(new URL('.', import.meta.url)) : undefined;
await startSiteServer(loadSiteConfig('shop'), fileURLToPath(new URL('./build', import.meta.url)), { devRoot });
