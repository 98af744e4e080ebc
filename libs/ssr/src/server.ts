import path from 'node:path';
import { pathToFileURL } from 'node:url';
import compression from 'compression';
import express, { type Express } from 'express';
import type { ServerBuild } from 'react-router';
import { TOKEN_COOKIE, readCookie } from '@art/data';
import { createRequestHandler } from './request-handler';
import { requestGuard, securityHeaders } from './security';
import { DEFAULT_LANG, href, isServedBy, match, redirects, siteProfile } from '@art/routing';
import type { SiteLoadContext } from '@art/site';
import type { SiteServerConfig } from './config';
import { apiProxy, forwardedFor } from './proxy';
import { SEO_FILE_PATHS, seoFiles } from './seo-files';

/** The site's home when the shop is opened at its bare origin. */

/**
 * The fair or shop server: `/api/*` proxied to the API, the built assets (fingerprinted ones cached for a year),
 * the route table's redirects, addresses of the other site sent there, and every page rendered by React Router.
 */
export async function createSiteServer(config: SiteServerConfig, buildDir: string): Promise<Express> {
  const build = (await import(pathToFileURL(path.join(buildDir, 'server/index.js')).href)) as ServerBuild;
  const context: SiteLoadContext = { site: config.site, apiUrl: config.apiUrl, origins: config.origins };
  const app = express();
  const profile = siteProfile(config.site);
  app.disable('x-powered-by');
  app.use(securityHeaders(config.site, config.origins));
  app.use(requestGuard());
  app.set('trust proxy', 'loopback');
  // Pages, scripts and styles gzipped (a works page's HTML is about 150 KiB, 25 KiB gzipped); images and what the API
  // already encoded pass as they are.
  app.use(compression());

  app.use('/api', apiProxy(config.apiUrl));
  app.get(SEO_FILE_PATHS, seoFiles(config.site, config.apiUrl));
  app.use(
    '/assets',
    express.static(path.join(buildDir, 'client/assets'), { immutable: true, maxAge: '1y', index: false }),
  );
  app.use(express.static(path.join(buildDir, 'client'), { maxAge: '1h', index: false }));

  for (const { from, to, status } of redirects) app.get(from, (_req, res) => res.redirect(status, to));
  // A site whose home is not at the root (the shop's, under /es/shop) sends the root there.
  const home = href(profile.keys.home, {}, DEFAULT_LANG);
  if (home !== '/') app.get('/', (_req, res) => res.redirect(302, home));

  // A page of the other site (a shop work linked from the fair, say) is sent to that site.
  app.use((req, res, next) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    const found = match(req.originalUrl);
    if (!found || isServedBy(found.route, config.site)) return next();
    res.redirect(302, `${config.origins[profile.otherSite]}${req.originalUrl}`);
  });

  // A page rendered for a visitor with a session holds their data (the header, their saved works): no shared cache
  // may keep it.
  app.use((req, res, next) => {
    if (readCookie(req.headers.cookie ?? null, TOKEN_COOKIE)) res.setHeader('Cache-Control', 'private, no-store');
    next();
  });
  app.use(
    ...createRequestHandler({
      build,
      mode: config.production ? 'production' : 'development',
      getLoadContext: (req): SiteLoadContext => ({ ...context, forwardedFor: forwardedFor(req) }),
    }),
  );
  return app;
}

/** Starts a site server and resolves once it listens; SIGINT/SIGTERM close it. */
export async function startSiteServer(config: SiteServerConfig, buildDir: string): Promise<void> {
  const app = await createSiteServer(config, buildDir);
  await new Promise<void>((resolve) => {
    const server = app.listen(config.port, config.host, () => resolve());
    const close = () => server.close(() => process.exit(0));
    process.once('SIGINT', close);
    process.once('SIGTERM', close);
  });
  console.log(`${config.site} ready at ${config.origins[config.site]} (API ${config.apiUrl})`);
}
