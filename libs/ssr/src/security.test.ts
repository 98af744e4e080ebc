/**
 * @jest-environment node
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import express from 'express';
import { requestGuard, securityHeaders } from './security';

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
