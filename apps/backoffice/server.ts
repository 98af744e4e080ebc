// The back office's production server: the Vite build (`nx run backoffice:build`, `build/`) with long cache for its
// hashed assets and `no-store` for index.html, security headers (a CSP without inline scripts, no framing, nosniff,
// referrer policy), and `/api/*` proxied to the API (`API_URL`) so the session cookie `o_token` is first-party.
// `BACKOFFICE_PORT` (4400) on `BACKOFFICE_HOST` (else `SITE_HOST`, else 0.0.0.0). Run with tsx, or bundled:
// `nx run backoffice:bundle`, then `node apps/backoffice/dist/server.mjs`.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import express, { type Response } from 'express';
import { apiProxy, logLevel, serverLog } from '@art/server-util';

/** The Content-Security-Policy of every answer of the back office's own (the API's answers keep theirs). */
export const BACKOFFICE_CSP = [
  "default-src 'self'",
  "script-src 'self'",
  // MUI (emotion) writes its styles into <style> elements at run time.
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "font-src 'self' data:",
  "connect-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join('; ');

const SECURITY_HEADERS: Record<string, string> = {
  'Content-Security-Policy': BACKOFFICE_CSP,
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'same-origin',
  'X-Frame-Options': 'DENY',
  'Cross-Origin-Opener-Policy': 'same-origin',
  'Permissions-Policy': 'camera=(), microphone=(), geolocation=()',
};

const secure = (res: Response) => res.set(SECURITY_HEADERS);

/** The server over the built files in `buildDir`, proxying `/api` to `apiUrl`. */
export function createBackofficeServer(buildDir: string, apiUrl: string) {
  const app = express();
  app.disable('x-powered-by');
  app.set('trust proxy', 'loopback');
  app.use('/api', apiProxy(apiUrl));
  app.use((_req, res, next) => {
    secure(res);
    next();
  });
  app.use(
    '/assets',
    express.static(path.join(buildDir, 'assets'), {
      immutable: true,
      maxAge: '365d',
      index: false,
      fallthrough: false,
    }),
  );
  app.use(
    express.static(buildDir, {
      index: false,
      maxAge: '1h',
      setHeaders: (res, file) => {
        if (file.endsWith('.html')) res.setHeader('Cache-Control', 'no-store');
      },
    }),
  );
  const index = path.join(buildDir, 'index.html');
  // Every other address is a screen of the single-page app.
  app.get('/{*path}', (_req, res) => {
    res.set('Cache-Control', 'no-store').sendFile(index);
  });
  return app;
}

const isMain = process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url);
if (isMain) {
  const here = path.dirname(fileURLToPath(import.meta.url));
  const buildDir = path.join(here, 'build');
  if (!existsSync(path.join(buildDir, 'index.html'))) {
    console.error('apps/backoffice/build is missing: run `nx run backoffice:build` first');
    process.exit(1);
  }
  const port = Number(process.env['BACKOFFICE_PORT'] ?? 4400);
  // The interface it listens on, as the sites' servers (`SITE_HOST`): start:prod keeps it on 127.0.0.1 behind nginx.
  const host = process.env['BACKOFFICE_HOST'] || process.env['SITE_HOST'] || '0.0.0.0';
  const apiUrl = process.env['API_URL'] ?? 'http://localhost:3333';
  // `LOG_LEVEL=warn` (npm start, the browser tests) keeps the start line quiet; it logs no requests.
  const log = serverLog(logLevel(process.env['LOG_LEVEL']));
  const server = createBackofficeServer(buildDir, apiUrl).listen(port, host, () =>
    log.info(`Back office on http://localhost:${port} (API ${apiUrl})`),
  );
  const stop = () => server.close(() => process.exit(0));
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
}
