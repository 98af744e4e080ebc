import { readFileSync } from 'node:fs';
import type { Server } from 'node:http';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import compression from 'compression';
import express, { type Express } from 'express';
import type { ServerBuild } from 'react-router';
import { viteDevBuild, type SiteDevBuild } from './dev-server';
import { createRequestHandler } from './request-handler';
import { createPageCache, sitePageCache, type PageCache } from './page-cache';
import { pageContentSecurityPolicy, requestGuard, securityHeaders } from './security';
import type { ResourceBundle } from '@art/i18n';
import { DEFAULT_LANG, LANGS, href, isServedBy, match, redirects, siteProfile, type Lang } from '@art/routing';
import { apiProxy, forwardedFor, serverLog } from '@art/server-util';
import { SITE_RETRY_AFTER_SECONDS, type SiteLoadContext } from '@art/site';
import type { SiteServerConfig } from './config';
import { SEO_FILE_PATHS, seoFiles } from './seo-files';

/**
 * The `common` texts of each language from this server's `locales/`, for pages while the API cannot give its
 * translations (decision 021); a language whose file cannot be read is left out, with a warning.
 */
export function readLocalTexts(localesDir: string): Partial<Record<Lang, ResourceBundle>> {
  const texts: Partial<Record<Lang, ResourceBundle>> = {};
  for (const lang of LANGS) {
    const file = path.join(localesDir, lang, 'common.json');
    try {
      texts[lang] = JSON.parse(readFileSync(file, 'utf8')) as ResourceBundle;
    } catch (error) {
      console.warn(`${file} could not be read (${(error as Error).message}): pages need the API for every text`);
    }
  }
  return texts;
}

/** The unavailable text of `common` in the language `Accept-Language` names first (Spanish by default). */
function unavailableText(texts: Partial<Record<Lang, ResourceBundle>>) {
  return (acceptLanguage: string | undefined): string => {
    const first = acceptLanguage?.split(',')[0]?.trim().slice(0, 2).toLowerCase();
    const lang: Lang = first === 'en' ? 'en' : 'es';
    const error = texts[lang]?.['error'];
    const text =
      typeof error === 'object' && error !== null ? (error as Record<string, unknown>)['unavailableText'] : null;
    return typeof text === 'string' ? text : 'Service unavailable';
  };
}

/**
 * The fair or shop server: `/api/*` proxied to the API, the built assets (fingerprinted ones cached for a year),
 * the route table's redirects, addresses of the other site sent there, and every page rendered by React Router.
 * `build` is the server build of `buildDir` (read from `buildDir/server/index.js` when not given: tests give one).
 */
export async function createSiteServer(
  config: SiteServerConfig,
  buildDir: string,
  build?: ServerBuild,
  dev?: SiteDevBuild,
  options: { /** Tests: a page cache of their own (clock, figures). */ pageCache?: PageCache } = {},
): Promise<Express> {
  const serverBuild =
    dev?.build ?? build ?? ((await import(pathToFileURL(path.join(buildDir, 'server/index.js')).href)) as ServerBuild);
  const localTexts = readLocalTexts(config.localesDir);
  const context: SiteLoadContext = {
    site: config.site,
    apiUrl: config.apiUrl,
    origins: config.origins,
    localTexts,
    apiTimeoutMs: config.apiTimeoutMs,
    gaId: config.gaId,
    mapsKey: config.mapsKey,
  };
  const proxyOptions = { unavailableMessage: unavailableText(localTexts), retryAfterSeconds: SITE_RETRY_AFTER_SECONDS };
  const app = express();
  const profile = siteProfile(config.site);
  app.disable('x-powered-by');
  app.use(securityHeaders(config.site, config.origins));
  app.use(requestGuard());
  app.set('trust proxy', 'loopback');
  // Pages, scripts and styles gzipped (a works page's HTML is about 150 KiB, 25 KiB gzipped); images and what the API
  // already encoded pass as they are.
  app.use(compression());

  app.use('/api', apiProxy(config.apiUrl, proxyOptions));
  app.get(SEO_FILE_PATHS, seoFiles(config.site, config.apiUrl, proxyOptions));
  if (dev) app.use(dev.assets);
  else {
    app.use(
      '/assets',
      express.static(path.join(buildDir, 'client/assets'), { immutable: true, maxAge: '1y', index: false }),
    );
    app.use(express.static(path.join(buildDir, 'client'), { maxAge: '1h', index: false }));
  }

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

  // Every page gets a fresh nonce and the full Content-Security-Policy (decision 023), whoever answers it from here on.
  app.use(
    pageContentSecurityPolicy({
      origins: config.origins,
      https: config.origins[config.site].startsWith('https://'),
      analytics: config.gaId !== '',
      maps: config.mapsKey !== '',
      paymentOrigin: profile.sells ? config.paymentOrigin : undefined,
      development: Boolean(dev),
    }),
  );

  // A page for a visitor with a session holds their data (the header, their saved works): `private, no-store`. An
  // anonymous one is public with an ETag, and kept a few seconds in production (`page-cache.ts`, decision 024).
  const pageCache = options.pageCache ?? createPageCache({ site: config.site, keep: config.production && !dev });
  app.use(
    ...createRequestHandler({
      build: serverBuild,
      mode: config.production ? 'production' : 'development',
      getLoadContext: (req, res): SiteLoadContext => ({
        ...context,
        forwardedFor: forwardedFor(req),
        cspNonce: res.locals.cspNonce,
        contentVersion: res.locals.contentVersion,
      }),
      retryAfterSeconds: SITE_RETRY_AFTER_SECONDS,
      pageCache,
    }),
  );
  return app;
}

/**
 * The site server's own time limits (decision 021), as the API's: a request must arrive whole within 30 s, and an idle
 * keep-alive connection is kept longer than a proxy in front keeps its own (nginx 60 s).
 */
export const SITE_HTTP_TIMEOUTS = { requestTimeout: 30_000, headersTimeout: 30_000, keepAliveTimeout: 72_000 } as const;

/**
 * Stops a server gracefully: no new connection, idle keep-alive connections closed, the requests in flight finish
 * (their connections closed once answered) within `timeoutMs`, after which the connections left are cut. Resolves
 * true when every request finished in time.
 */
export function stopGracefully(server: Server, timeoutMs: number): Promise<boolean> {
  return new Promise((resolve) => {
    let cut = false;
    // An answer sent while stopping closes its connection, so keep-alive does not hold the stop up.
    server.on('request', (_req, res) => res.setHeader('Connection', 'close'));
    const idle = setInterval(() => server.closeIdleConnections(), 100);
    const deadline = setTimeout(() => {
      cut = true;
      server.closeAllConnections();
    }, timeoutMs);
    server.close(() => {
      clearInterval(idle);
      clearTimeout(deadline);
      resolve(!cut);
    });
    server.closeIdleConnections();
  });
}

/**
 * Starts a site server and resolves once it listens. SIGINT/SIGTERM stop it gracefully (requests in flight finish,
 * at most `shutdownTimeoutMs`), then the process exits 0 (1 when requests had to be cut); a second signal exits at once.
 */
export async function startSiteServer(
  config: SiteServerConfig,
  buildDir: string,
  options: {
    /** Development: the app's folder, rendered from its sources by Vite (`dev-server.ts`). */ devRoot?: string;
  } = {},
): Promise<void> {
  const dev = options.devRoot ? await viteDevBuild(options.devRoot) : undefined;
  // Keyed by the API's content version, shared through Redis with `REDIS_URL`; `PAGE_CACHE=off` keeps nothing.
  const log = serverLog(config.logLevel);
  const pageCache = await sitePageCache({ ...config, production: config.production && !dev }, process.env, log);
  const app = await createSiteServer(config, buildDir, undefined, dev, { pageCache });
  await new Promise<void>((resolve) => {
    const server = app.listen(config.port, config.host, () => resolve());
    Object.assign(server, SITE_HTTP_TIMEOUTS);
    let stopping = false;
    const stop = (signal: NodeJS.Signals) => {
      if (stopping) process.exit(1);
      stopping = true;
      log.info(`${config.site}: ${signal}, finishing the requests in flight`);
      void stopGracefully(server, config.shutdownTimeoutMs).then(async (finished) => {
        await dev?.close();
        await pageCache.close();
        process.exit(finished ? 0 : 1);
      });
    };
    process.on('SIGINT', stop);
    process.on('SIGTERM', stop);
  });
  log.info(`${config.site} ready at ${config.origins[config.site]} (API ${config.apiUrl})`);
}
