// The fair's production server: `npm run build` first, then `tsx --tsconfig tsconfig.react.json apps/fair/server.ts`.
import { fileURLToPath } from 'node:url';
import { loadSiteConfig, startSiteServer } from '@art/ssr';

await startSiteServer(loadSiteConfig('fair'), fileURLToPath(new URL('./build', import.meta.url)));
