/**
 * @jest-environment node
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import express from 'express';
import {
  contentSecurityPolicy,
  newCspNonce,
  pageContentSecurityPolicy,
  requestGuard,
  securityHeaders,
  type ContentSecurityPolicyOptions,
} from './security';

const ORIGINS = { fair: 'http://localhost:4200', shop: 'https://shop.example' };

/** A raw request, whatever its method and target (a browser would never send some of these). */
function send(
  base: string,
  method: string,
  target: string,
): Promise<{ status: number; headers: http.IncomingHttpHeaders; body: string }> {
  const { hostname, port } = new URL(base);
  return new Promise((resolve, reject) => {
    const req = http.request({ hostname, port, method, path: target }, (res) => {
      let body = '';
      res.on('data', (chunk) => (body += chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }));
    });
    req.on('error', reject);
    req.end();
  });
}

describe('the sites’ request guard and security headers', () => {
  let fair: http.Server;
  let shop: http.Server;
  let fairUrl = '';
  let shopUrl = '';
  const reached: string[] = [];

  const appFor = (site: 'fair' | 'shop') => {
    const app = express();
    app.use(securityHeaders(site, ORIGINS));
    app.use(requestGuard());
    app.use((req, res) => {
      reached.push(`${req.method} ${req.url}`);
      res.redirect(302, `${req.originalUrl}?seen`);
    });
    return app;
  };

  beforeAll(async () => {
    const listen = (server: http.Server) =>
      new Promise<string>((resolve) =>
        server.listen(0, '127.0.0.1', () => resolve(`http://127.0.0.1:${(server.address() as AddressInfo).port}`)),
      );
    fair = http.createServer(appFor('fair'));
    shop = http.createServer(appFor('shop'));
    fairUrl = await listen(fair);
    shopUrl = await listen(shop);
  });
  afterAll(() => {
    fair.close();
    shop.close();
  });
  beforeEach(() => (reached.length = 0));

  it.each(['TRACE', 'PUT', 'DELETE', 'PATCH', 'OPTIONS'])(
    'answers %s with 405 and the methods it takes',
    async (method) => {
      const res = await send(fairUrl, method, '/es/obras');
      expect(res.status).toBe(405);
      expect(res.headers['allow']).toBe('GET, HEAD, POST');
      expect(reached).toEqual([]);
    },
  );

  it.each(['http://evil.example/es/shop', '*', '//evil.example/es/shop', 'es/shop'])(
    'answers a target that is not a path (%s) with 400, never a redirect',
    async (target) => {
      const res = await send(fairUrl, 'GET', target);
      expect(res.status).toBe(400);
      expect(res.headers['location']).toBeUndefined();
      expect(reached).toEqual([]);
    },
  );

  it('lets pages and forms through', async () => {
    for (const method of ['GET', 'HEAD', 'POST']) {
      const res = await send(fairUrl, method, '/es/contacto?x=1');
      expect(res.status).toBe(302);
    }
    expect(reached).toEqual(['GET /es/contacto?x=1', 'HEAD /es/contacto?x=1', 'POST /es/contacto?x=1']);
  });

  it('sends the security headers on every answer, refusals included', async () => {
    for (const [method, target] of [
      ['GET', '/es/login'],
      ['GET', '/es/shop/mi-cuenta'],
      ['TRACE', '/'],
    ]) {
      const res = await send(fairUrl, method!, target!);
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
      expect(res.headers['x-frame-options']).toBe('DENY');
      expect(res.headers['content-security-policy']).toBe("frame-ancestors 'none'");
      expect(res.headers['permissions-policy']).toContain('camera=()');
    }
  });

  it('allows the camera on the ticket desk only', async () => {
    expect((await send(fairUrl, 'GET', '/validacionesTaquilla')).headers['permissions-policy']).toContain(
      'camera=(self)',
    );
    expect((await send(fairUrl, 'GET', '/es/obras')).headers['permissions-policy']).toContain('camera=()');
  });

  it('sends HSTS only where the site is served over HTTPS', async () => {
    expect((await send(fairUrl, 'GET', '/')).headers['strict-transport-security']).toBeUndefined();
    expect((await send(shopUrl, 'GET', '/es/shop')).headers['strict-transport-security']).toBe(
      'max-age=31536000; includeSubDomains',
    );
  });
});

/** A policy as a map of its directives to their sources. */
function directivesOf(policy: string): Map<string, string[]> {
  return new Map(
    policy.split('; ').map((directive) => {
      const [name, ...sources] = directive.split(' ');
      return [name!, sources];
    }),
  );
}

describe('the pages’ Content-Security-Policy', () => {
  const NONCE = 'AAECAwQFBgcICQoLDA0ODw==';
  const BASE: ContentSecurityPolicyOptions = {
    origins: { fair: 'http://localhost:4200', shop: 'http://localhost:4300' },
    https: false,
    analytics: false,
    maps: false,
    development: false,
  };
  const policy = (options: Partial<ContentSecurityPolicyOptions> = {}) =>
    directivesOf(contentSecurityPolicy(NONCE, { ...BASE, ...options }));

  it('runs only the scripts with the nonce, or added by one, and lets nothing else in', () => {
    expect(contentSecurityPolicy(NONCE, BASE)).toBe(
      [
        "default-src 'self'",
        `script-src 'self' 'nonce-${NONCE}' 'strict-dynamic'`,
        "style-src 'self' 'unsafe-inline'",
        "img-src 'self'",
        "font-src 'self'",
        "connect-src 'self'",
        "frame-src 'none'",
        "worker-src 'self'",
        "object-src 'none'",
        "base-uri 'self'",
        "form-action 'self' http://localhost:4200 http://localhost:4300",
        "frame-ancestors 'none'",
      ].join('; '),
    );
  });

  it('allows the analytics hosts only with an analytics id', () => {
    const on = policy({ analytics: true });
    expect(on.get('script-src')).toContain('https://*.googletagmanager.com');
    expect(on.get('connect-src')).toEqual(
      expect.arrayContaining(['https://*.google-analytics.com', 'https://*.analytics.google.com']),
    );
    expect(on.get('img-src')).toContain('https://*.google-analytics.com');
    expect(on.get('frame-src')).toEqual(["'none'"]);
    const off = contentSecurityPolicy(NONCE, BASE);
    expect(off).not.toMatch(/google/);
  });

  it('allows the maps script, its tiles, frames and workers only with a maps key', () => {
    const on = policy({ maps: true });
    expect(on.get('script-src')).toEqual(
      expect.arrayContaining([`'nonce-${NONCE}'`, "'strict-dynamic'", 'https://maps.googleapis.com', "'unsafe-eval'"]),
    );
    expect(on.get('img-src')).toEqual(expect.arrayContaining(['https://*.googleapis.com', 'https://*.gstatic.com']));
    expect(on.get('connect-src')).toContain('https://*.googleapis.com');
    expect(on.get('frame-src')).toEqual(['https://*.google.com']);
    expect(on.get('worker-src')).toEqual(["'self'", 'blob:']);
    expect(on.get('script-src')).not.toContain('https://*.googletagmanager.com');
    const off = policy();
    expect(off.get('script-src')).not.toContain("'unsafe-eval'");
    expect(off.get('worker-src')).toEqual(["'self'"]);
  });

  it('lets forms post to both sites and to the payment provider’s origin, exactly', () => {
    const shop = policy({ paymentOrigin: 'https://sis-t.redsys.es:25443' });
    expect(shop.get('form-action')).toEqual([
      "'self'",
      'http://localhost:4200',
      'http://localhost:4300',
      'https://sis-t.redsys.es:25443',
    ]);
    expect(policy().get('form-action')).toEqual(["'self'", 'http://localhost:4200', 'http://localhost:4300']);
  });

  it('upgrades insecure requests only on a site served over HTTPS', () => {
    expect(policy({ https: true }).has('upgrade-insecure-requests')).toBe(true);
    expect(policy().has('upgrade-insecure-requests')).toBe(false);
  });

  it('lets Vite’s hot-reload WebSocket connect in development only', () => {
    expect(policy({ development: true }).get('connect-src')).toEqual(["'self'", 'ws:']);
    expect(policy().get('connect-src')).toEqual(["'self'"]);
    expect(policy({ development: true }).get('script-src')).toEqual(policy().get('script-src'));
  });

  it('makes a fresh nonce of 128 random bits each time', () => {
    const nonces = Array.from({ length: 100 }, newCspNonce);
    expect(new Set(nonces).size).toBe(100);
    for (const nonce of nonces) expect(Buffer.from(nonce, 'base64')).toHaveLength(16);
  });
});

describe('the pages’ policy on a site server', () => {
  let server: http.Server;
  let base = '';

  beforeAll(async () => {
    const app = express();
    app.use(securityHeaders('shop', ORIGINS));
    app.get('/assets/app.js', (_req, res) => res.type('text/javascript').send(''));
    app.use(
      pageContentSecurityPolicy({ origins: ORIGINS, https: true, analytics: true, maps: false, development: false }),
    );
    app.use((req, res) => {
      // A page the client already has (as the page cache answers one).
      if (req.headers['if-none-match'] === '"kept"') res.status(304).setHeader('ETag', '"kept"').end();
      else res.type('text/plain').send(res.locals.cspNonce);
    });
    server = http.createServer(app);
    base = await new Promise<string>((resolve) =>
      server.listen(0, '127.0.0.1', () => resolve(`http://127.0.0.1:${(server.address() as AddressInfo).port}`)),
    );
  });
  afterAll(() => server.close());

  it('gives each page a nonce of its own, the one its policy names, kept at res.locals.cspNonce', async () => {
    const [first, second] = await Promise.all([send(base, 'GET', '/es/shop'), send(base, 'GET', '/es/shop')]);
    for (const res of [first, second]) {
      expect(res.headers['content-security-policy']).toContain(`'nonce-${res.body}'`);
      expect(res.headers['content-security-policy']).toContain("frame-ancestors 'none'");
      expect(res.headers['content-security-policy']).toContain('upgrade-insecure-requests');
    }
    expect(first.body).not.toBe(second.body);
  });

  it('sends no policy with a 304, so the browser keeps the one whose nonce its kept page carries', async () => {
    const { hostname, port } = new URL(base);
    const res = await new Promise<http.IncomingMessage>((resolve, reject) =>
      http
        .get({ hostname, port, path: '/es/shop', headers: { 'if-none-match': '"kept"' } }, (answer) => {
          answer.resume();
          resolve(answer);
        })
        .on('error', reject),
    );
    expect(res.statusCode).toBe(304);
    expect(res.headers['content-security-policy']).toBeUndefined();
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });

  it('leaves what is answered before the pages with frame-ancestors alone', async () => {
    const res = await send(base, 'GET', '/assets/app.js');
    expect(res.headers['content-security-policy']).toBe("frame-ancestors 'none'");
  });
});
