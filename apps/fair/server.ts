// The fair's production server: `npm run build` first, then `tsx apps/fair/server.ts`.
import { fileURLToPath } from 'node:url';
import { loadSiteConfig, startSiteServer } from '@art/ssr';

await startSiteServer(loadSiteConfig('fair'), fileURLToPath(new URL('./build', import.meta.url)));
