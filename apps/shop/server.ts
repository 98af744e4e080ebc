// The shop's production server: `npm run build` first, then `tsx --tsconfig tsconfig.react.json apps/shop/server.ts`.
import { fileURLToPath } from 'node:url';
import { loadSiteConfig, startSiteServer } from '@art/ssr';

await startSiteServer(loadSiteConfig('shop'), fileURLToPath(new URL('./build', import.meta.url)));
