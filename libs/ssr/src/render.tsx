import { Writable } from 'node:stream';
import { CacheProvider } from '@emotion/react';
import createEmotionServer from '@emotion/server/create-instance';
import { renderToPipeableStream } from 'react-dom/server';
import { ServerRouter, type AppLoadContext, type EntryContext } from 'react-router';
import { CspNonceContext, createStyleCache } from '@art/site';

/** How long a render may take before it is aborted (the page then shows its error boundary). */
export const RENDER_TIMEOUT_MS = 10_000;

/**
 * Renders the whole element to a string, waiting for every suspended part (no streaming), each part in its place;
 * React's own inline scripts, if any, carry `nonce`.
 */
export function renderToCompletion(
  element: React.ReactNode,
  nonce: string | undefined,
  onError: (error: unknown) => void,
): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    const sink = new Writable({
      write(chunk, _encoding, callback) {
        chunks.push(Buffer.from(chunk));
        callback();
      },
      final(callback) {
        resolve(Buffer.concat(chunks).toString('utf8'));
        callback();
      },
    });
    const { pipe, abort } = renderToPipeableStream(element, {
      nonce,
      // The whole page is sent at once: a part that suspended (the chrome's deferred parts) stays where it is in the
      // HTML, never moved to the end behind a script, so it shows without JavaScript and before any runs.
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      onAllReady() {
        clearTimeout(timer);
        pipe(sink);
      },
      onShellError(error) {
        clearTimeout(timer);
        reject(error);
      },
      onError,
    });
    const timer = setTimeout(
      () => abort(new Error(`Render took more than ${RENDER_TIMEOUT_MS} ms`)),
      RENDER_TIMEOUT_MS,
    );
  });
}

/**
 * The page's module preloads (React Router's `<Scripts>`: the entry, React, the route modules) asked for after the
 * first screen's images and fonts: the page paints and shows its art without them, and on a slow connection they
 * would otherwise take the bandwidth the largest image needs (issue 14).
 */
export function lowPriorityModules(html: string): string {
  return html.replaceAll('<link rel="modulepreload" ', '<link rel="modulepreload" fetchpriority="low" ');
}

/**
 * The apps' `entry.server`: renders the document to completion with a fresh Emotion cache per request and
 * inlines the critical CSS of exactly what was rendered in `<head>`, so the first paint needs no style request
 * and the browser's Emotion cache (same key) adopts the tags without re-inserting them. Every script of the page
 * carries the response's CSP nonce (`loadContext.cspNonce`, decision 023): React Router's through `ServerRouter`, the
 * document's through `CspNonceContext`.
 */
export async function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext?: AppLoadContext,
): Promise<Response> {
  if (request.method.toUpperCase() === 'HEAD') {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }
  const cache = createStyleCache();
  const { extractCriticalToChunks, constructStyleTagsFromChunks } = createEmotionServer(cache);
  const nonce = loadContext?.cspNonce;
  let status = responseStatusCode;
  const html = await renderToCompletion(
    <CspNonceContext.Provider value={nonce}>
      <CacheProvider value={cache}>
        <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
      </CacheProvider>
    </CspNonceContext.Provider>,
    nonce,
    (error) => {
      status = 500;
      console.error(error);
    },
  );
  const styles = constructStyleTagsFromChunks(extractCriticalToChunks(html));
  const document = lowPriorityModules(html.replace('</head>', `${styles}</head>`));
  responseHeaders.set('Content-Type', 'text/html; charset=utf-8');
  return new Response(document, { status, headers: responseHeaders });
}
