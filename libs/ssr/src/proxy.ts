import http from 'node:http';
import https from 'node:https';
import type { Request, Response, NextFunction } from 'express';

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

/**
 * Express middleware passing `/api/*` to the API unchanged (method, body, cookies), so that in the browser the
 * GraphQL endpoint, the images and the translations are same-origin and the session cookie is first-party.
 * The API's answer (status, headers, body) streams back as it comes. `pathOf` gives the API's address of a request
 * when it is not the request's own (the site's `/robots.txt` is the API's `/api/seo/{site}/robots.txt`).
 */
export function apiProxy(apiOrigin: string, pathOf: (req: Request) => string = (req) => req.originalUrl) {
  const target = new URL(apiOrigin);
  const transport = target.protocol === 'https:' ? https : http;
  return (req: Request, res: Response, next: NextFunction) => {
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
    upstream.on('error', (error) => {
      if (res.headersSent) return res.destroy(error);
      next(Object.assign(new Error(`The API at ${apiOrigin} did not answer: ${error.message}`), { status: 502 }));
    });
    req.pipe(upstream);
  };
}
