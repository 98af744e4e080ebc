import express, {
  type Request as ExpressRequest,
  type RequestHandler,
  type Response as ExpressResponse,
} from 'express';
import { writeReadableStreamToWritable } from '@react-router/node';
import { createRequestHandler as createReactRouterHandler, type AppLoadContext, type ServerBuild } from 'react-router';
import type { PageCache } from './page-cache';

/**
 * The most a site reads of a request's body: its forms without JavaScript are a few kilobytes (the contact form's
 * longest message is 5,000 characters). Counted by the bytes read, whatever `Content-Length` says or when the body
 * comes chunked without one.
 */
export const SITE_BODY_MAX_BYTES = 64 * 1024;

/**
 * Reads a POST's body into memory up to {@link SITE_BODY_MAX_BYTES} (413 beyond, before anything else sees it), so the
 * page's action gets a body whose size is known.
 */
export function boundedBody(maxBytes = SITE_BODY_MAX_BYTES): RequestHandler {
  const read = express.raw({ type: () => true, limit: maxBytes });
  return (req, res, next) => {
    if (req.method === 'GET' || req.method === 'HEAD') return next();
    read(req, res, (error?: unknown) => {
      if (error) {
        const status = (error as { status?: number }).status ?? 400;
        res
          .status(status === 413 ? 413 : 400)
          .type('text/plain')
          .send(status === 413 ? 'Payload Too Large' : 'Bad Request');
        return;
      }
      next();
    });
  };
}

/** The Fetch request React Router reads: the address as the visitor used it, the headers, the body read before. */
export function toFetchRequest(req: ExpressRequest, res: ExpressResponse): Request {
  // The host as @react-router/express reads it: behind a trusted proxy its forwarded port, else the Host header's.
  const [, forwardedPort] = req.app.enabled('trust proxy') ? (req.get('X-Forwarded-Host')?.split(':') ?? []) : [];
  const [, hostPort] = req.get('host')?.split(':') ?? [];
  const port = [forwardedPort, hostPort].map((value) => Number.parseInt(value ?? '', 10)).find(Number.isSafeInteger);
  const hostname = req.hostname.split(/[\\/?#@]/)[0] || 'localhost';
  const url = new URL(`${req.protocol}://${hostname}${port ? `:${port}` : ''}${req.originalUrl}`);
  const headers = new Headers();
  for (const [key, values] of Object.entries(req.headers)) {
    if (values === undefined) continue;
    for (const value of Array.isArray(values) ? values : [values]) headers.append(key, value);
  }
  const controller = new AbortController();
  res.on('close', () => {
    if (!res.writableFinished) controller.abort();
  });
  const read: unknown = req.body;
  const body =
    req.method === 'GET' || req.method === 'HEAD'
      ? undefined
      : new Uint8Array(Buffer.isBuffer(read) ? read : Buffer.alloc(0));
  return new Request(url.href, { method: req.method, headers, body, signal: controller.signal });
}

/**
 * React Router on Express, as `@react-router/express` does it but with the body read by {@link boundedBody} (that
 * adapter streams the raw request into the action, however large it is).
 */
export function createRequestHandler(options: {
  /** The server build, or how to load it for each request (development: Vite's, with the latest edits). */
  build: ServerBuild | (() => Promise<ServerBuild>);
  mode: string;
  getLoadContext: (req: ExpressRequest, res: ExpressResponse) => AppLoadContext;
  /** `Retry-After` (seconds) of a page answered 503 without one (React Router keeps a loader's headers to itself). */
  retryAfterSeconds?: number;
  /** The pages' cache headers, and the anonymous pages kept (`page-cache.ts`); without it every page renders as is. */
  pageCache?: PageCache;
}): RequestHandler[] {
  const handle = createReactRouterHandler(options.build, options.mode);
  const render: RequestHandler = async (req, res, next) => {
    try {
      const renderPage = () => handle(toFetchRequest(req, res), options.getLoadContext(req, res));
      const response = options.pageCache ? await options.pageCache.respond(req, res, renderPage) : await renderPage();
      if (res.destroyed) {
        await response.body?.cancel();
        return;
      }
      res.statusMessage = response.statusText;
      res.status(response.status);
      for (const [key, value] of response.headers.entries()) res.append(key, value);
      if (response.status === 503 && options.retryAfterSeconds !== undefined) {
        if (!response.headers.has('retry-after')) res.setHeader('Retry-After', String(options.retryAfterSeconds));
        res.setHeader('Cache-Control', 'no-store');
      }
      if (response.body) await sendBody(response.body, res);
      else res.end();
    } catch (error) {
      next(error);
    }
  };
  return [boundedBody(), render];
}

/**
 * Writes a page's body to the response. A visitor who goes away mid-answer (a closed tab, a navigation elsewhere)
 * ends it: the rest of the body is cancelled and nothing is reported, as nothing went wrong and no one is waiting.
 * Any other failure is the caller's.
 */
export async function sendBody(body: ReadableStream<Uint8Array>, res: ExpressResponse): Promise<void> {
  try {
    await writeReadableStreamToWritable(body, res);
  } catch (error) {
    if (!res.destroyed) throw error;
  }
}
