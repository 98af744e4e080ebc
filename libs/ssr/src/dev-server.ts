import path from 'node:path';
import type { ServerBuild } from 'react-router';
import type { RequestHandler } from 'express';

/** Development: the build and the assets of Vite's dev server (`dev-server.ts`), reloaded as sources change. */
export interface SiteDevBuild {
  build: () => Promise<ServerBuild>;
  assets: RequestHandler;
}

/**
 * Development (`nx run fair:dev`, `nx run shop:dev`): Vite's dev server for a site app, in middleware mode inside
 * the site server, so pages render from the sources as they are saved (hot reload in the browser), with the same load
 * context, proxy, headers and limits as in production. Vite is a development dependency: production never loads it.
 *
 * @example await startSiteServer(config, buildDir, { devRoot: 'apps/shop' })
 */
export async function viteDevBuild(appRoot: string): Promise<SiteDevBuild & { close(): Promise<void> }> {
  const { createServer } = await import('vite');
  const vite = await createServer({
    root: appRoot,
    configFile: path.join(appRoot, 'vite.config.ts'),
    server: { middlewareMode: true },
    appType: 'custom',
  });
  return {
    build: () => vite.ssrLoadModule('virtual:react-router/server-build') as Promise<ServerBuild>,
    assets: vite.middlewares,
    close: () => vite.close(),
  };
}
