/**
 * The site server's tests (`*.http.test.tsx`, `unavailable.test.tsx`): what `react-router build` makes of a site,
 * reduced to the site's own root and one page that asks the API, and how to serve it on a free port. Test code only.
 */
import { readFileSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import type { ComponentType } from 'react';
import type { LoaderFunctionArgs, ServerBuild } from 'react-router';
import { useLoaderData } from 'react-router';
import { testOperation } from '@art/data/testing';
import { SiteApp, SiteDocument, SiteErrorBoundary, SitePage, loadPage, loadRoot, type PageData } from '@art/site';
import { handleRequest } from './render';

/** The repository's root: where the sites' locales are. */
export const ROOT = path.resolve(__dirname, '../../..');

/** The one query the test page makes. */
const PING = testOperation<{ ping: string }>('query Ping { ping }');

/** The test page: the API's answer to {@link PING}, in the site's page frame. */
function PingPage() {
  const data = useLoaderData() as PageData<{ ping: string }>;
  return (
    <SitePage data={data}>
      <p>{data.page.ping}</p>
    </SitePage>
  );
}

/** The page's loader: {@link PING} through the site's page loader. */
export const loadPingPage = (args: LoaderFunctionArgs) =>
  loadPage(args, async (page) => ({ data: await page.client.request(PING) }));

const route = (id: string, parentId?: string) => ({
  id,
  parentId,
  path: parentId ? '*' : '',
  module: `/assets/${id}.js`,
  hasAction: false,
  hasLoader: true,
  hasClientAction: false,
  hasClientLoader: false,
  hasClientMiddleware: false,
  hasErrorBoundary: !parentId,
  clientActionModule: undefined,
  clientLoaderModule: undefined,
  clientMiddlewareModule: undefined,
  hydrateFallbackModule: undefined,
});

/**
 * A server build of the site's root (document, providers, error boundary) and one page at every address below it:
 * {@link PingPage} and {@link loadPingPage} unless a test gives its own.
 */
export function testSiteBuild(
  page: { component?: ComponentType; loader?: (args: LoaderFunctionArgs) => unknown } = {},
): ServerBuild {
  return {
    entry: { module: { default: handleRequest } },
    routes: {
      root: {
        id: 'root',
        path: '',
        module: {
          default: SiteApp,
          Layout: SiteDocument,
          ErrorBoundary: SiteErrorBoundary,
          loader: (args: LoaderFunctionArgs) => loadRoot(args),
        },
      },
      page: {
        id: 'page',
        parentId: 'root',
        path: '*',
        module: { default: page.component ?? PingPage, loader: page.loader ?? loadPingPage },
      },
    },
    assets: {
      entry: { module: '/assets/entry.js', imports: [] },
      routes: { root: route('root'), page: route('page', 'root') },
      url: '/assets/manifest.js',
      version: 'test',
    },
    publicPath: '/',
    assetsBuildDirectory: 'build/client',
    future: { v8_passThroughRequests: false, v8_trailingSlashAwareDataRequests: false, v8_middleware: false },
    ssr: true,
    isSpaMode: false,
    prerender: [],
    routeDiscovery: { mode: 'initial', manifestPath: '/__manifest' },
  } as unknown as ServerBuild;
}

/** Serves on a free port of 127.0.0.1; resolves to the server's origin. */
export function listen(server: http.Server): Promise<string> {
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () => resolve(`http://127.0.0.1:${(server.address() as AddressInfo).port}`)),
  );
}

/** Stops a server, cutting its open connections. */
export function close(server: http.Server): Promise<void> {
  server.closeAllConnections();
  return new Promise((resolve) => server.close(() => resolve()));
}

/**
 * A stand-in API for the test site: the translations (from the repository's locales), an empty menu and GraphQL
 * answering `ping` (batches too); 404 for anything else. `onGraphql` sees each GraphQL request as it comes.
 */
export function stubApi(onGraphql?: (req: http.IncomingMessage) => void): http.Server {
  return http.createServer((req, res) => {
    const locale = /^\/api\/locales\/(es|en)\/([a-z]+)\.json$/.exec(req.url ?? '');
    if (locale) {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(readFileSync(path.join(ROOT, 'locales', locale[1]!, `${locale[2]}.json`)));
      return;
    }
    if (req.url?.startsWith('/api/getMainMenu')) {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end('[]');
      return;
    }
    if (req.url === '/api/graphql') {
      let body = '';
      req.on('data', (chunk) => (body += chunk));
      req.on('end', () => {
        const parsed = JSON.parse(body) as { operationName?: string } | { operationName?: string }[];
        const operations = Array.isArray(parsed) ? parsed : [parsed];
        // The site server's own read of the current edition (kept for every page) is not a page's request.
        if (operations.some((op) => op.operationName !== 'CurrentEdition')) onGraphql?.(req);
        const answerOf = (op: { operationName?: string }) =>
          op.operationName === 'CurrentEdition'
            ? { data: { catalogs: [{ prefix: 'AM25', isCurrent: true, isMarket: false }] } }
            : { data: { ping: 'pong', me: null } };
        res.writeHead(200, { 'content-type': 'application/json' });
        res.end(JSON.stringify(Array.isArray(parsed) ? parsed.map(answerOf) : answerOf(parsed)));
      });
      return;
    }
    res.writeHead(404, { 'content-type': 'application/json' });
    res.end('{}');
  });
}
