import http from 'node:http';
import https from 'node:https';
import type { Request, Response } from 'express';

/** Request headers that describe one hop and are not passed on. */
const HOP_BY_HOP = new Set([
  'connection',
  'keep-alive',
  'proxy-authorization',
  'te',
  'trailer',
  'transfer-encoding',
  'upgrade',
  'host',
]);

/** The visitor's address chain for the API: the incoming `X-Forwarded-For` with this hop's client appended. */
export function forwardedFor(req: Request): string {
  const chain = req.headers['x-forwarded-for'];
  const client = req.socket.remoteAddress ?? '';
  return chain ? `${String(chain)}, ${client}` : client;
}

/** How long the proxy waits on a silent API (no answer, or an answer that stops coming) before it gives up. */
export const PROXY_TIMEOUT_MS = 30_000;

/** Options of {@link apiProxy}. */
export interface ApiProxyOptions {
  /** The API's address of a request when it is not the request's own. */
  pathOf?: (req: Request) => string;
  /** Socket inactivity limit towards the API ({@link PROXY_TIMEOUT_MS}). */
  timeoutMs?: number;
  /** The text of the 503 when the API cannot be reached, in the language of the request's `Accept-Language`. */
  unavailableMessage?: (acceptLanguage: string | undefined) => string;
  /** `Retry-After` of that 503, in seconds. */
  retryAfterSeconds?: number;
}

/**
 * Express middleware passing `/api/*` to the API unchanged (method, body, cookies), so that in the browser the
 * GraphQL endpoint, the images and the translations are same-origin and the session cookie is first-party.
 * The API's answer (status, headers, body) streams back as it comes. `pathOf` gives the API's address of a request
 * when it is not the request's own (the site's `/robots.txt` is the API's `/api/seo/{site}/robots.txt`). An API that
 * cannot be reached or stays silent gets a 503 with `Retry-After`, shaped as the API's own `UNAVAILABLE` answer.
 */
export function apiProxy(apiOrigin: string, pathOrOptions: ((req: Request) => string) | ApiProxyOptions = {}) {
  const options = typeof pathOrOptions === 'function' ? { pathOf: pathOrOptions } : pathOrOptions;
  const pathOf = options.pathOf ?? ((req: Request) => req.originalUrl);
  const timeoutMs = options.timeoutMs ?? PROXY_TIMEOUT_MS;
  const retryAfter = String(options.retryAfterSeconds ?? 30);
  const target = new URL(apiOrigin);
  const transport = target.protocol === 'https:' ? https : http;
  return (req: Request, res: Response) => {
    const headers: http.OutgoingHttpHeaders = {};
    for (const [name, value] of Object.entries(req.headers)) {
      if (!HOP_BY_HOP.has(name) && value !== undefined) headers[name] = value;
    }
    headers['x-forwarded-for'] = forwardedFor(req);
    headers['x-forwarded-host'] = req.headers.host ?? '';
    headers['x-forwarded-proto'] = req.protocol;
    const upstream = transport.request(
      {
        protocol: target.protocol,
        hostname: target.hostname,
        port: target.port,
        method: req.method,
        path: pathOf(req),
        headers,
      },
      (answer) => {
        res.status(answer.statusCode ?? 502);
        for (const [name, value] of Object.entries(answer.headers)) {
          if (value !== undefined && !HOP_BY_HOP.has(name)) res.setHeader(name, value);
        }
        answer.pipe(res);
      },
    );
    upstream.setTimeout(timeoutMs, () => upstream.destroy(new Error(`no answer within ${timeoutMs} ms`)));
    upstream.on('error', (error) => {
      if (res.headersSent) return res.destroy(error);
      console.warn(`The API at ${apiOrigin} did not answer ${req.method} ${req.originalUrl}: ${error.message}`);
      const message = options.unavailableMessage?.(req.headers['accept-language']) ?? 'Service unavailable';
      res
        .status(503)
        .set({ 'Retry-After': retryAfter, 'Cache-Control': 'no-store' })
        .json({ errors: [{ message, extensions: { code: 'UNAVAILABLE' } }] });
    });
    req.pipe(upstream);
  };
}
