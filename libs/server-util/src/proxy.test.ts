import http from 'node:http';
import type { AddressInfo } from 'node:net';
import express from 'express';
import { apiProxy } from './proxy';

function listen(server: http.Server): Promise<string> {
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () => resolve(`http://127.0.0.1:${(server.address() as AddressInfo).port}`)),
  );
}

describe('the /api proxy', () => {
  const seen: {
    method?: string;
    url?: string;
    cookie?: string;
    host?: string;
    forwardedFor?: string;
    body?: string;
  }[] = [];
  const api = http.createServer((req, res) => {
    let body = '';
    req.on('data', (chunk) => (body += chunk));
    req.on('end', () => {
      seen.push({
        method: req.method,
        url: req.url,
        cookie: req.headers.cookie,
        host: req.headers['x-forwarded-host'] as string,
        forwardedFor: req.headers['x-forwarded-for'] as string,
        body,
      });
      res.writeHead(req.url?.includes('missing') ? 404 : 200, {
        'content-type': 'application/json',
        'set-cookie': 'o_token=abc; HttpOnly',
      });
      res.end(JSON.stringify({ ok: true }));
    });
  });
  let site: http.Server;
  let siteUrl = '';

  beforeAll(async () => {
    const apiUrl = await listen(api);
    const app = express();
    app.use('/api', apiProxy(apiUrl));
    site = http.createServer(app);
    siteUrl = await listen(site);
  });
  afterAll(async () => {
    await new Promise((r) => site.close(r));
    await new Promise((r) => api.close(r));
  });

  it('passes method, path, query, body and cookies to the API, and its answer back', async () => {
    const res = await fetch(`${siteUrl}/api/graphql?x=1`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie: 'o_token=t; _ga=g' },
      body: '{"query":"{ ping }"}',
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('set-cookie')).toBe('o_token=abc; HttpOnly');
    expect(await res.json()).toEqual({ ok: true });
    expect(seen.at(-1)).toMatchObject({
      method: 'POST',
      url: '/api/graphql?x=1',
      cookie: 'o_token=t; _ga=g',
      body: '{"query":"{ ping }"}',
    });
    expect(seen.at(-1)?.host).toMatch(/^127\.0\.0\.1:\d+$/);
    // The visitor's address reaches the API (its per-address limits depend on it).
    expect(seen.at(-1)?.forwardedFor).toMatch(/127\.0\.0\.1$/);
  });

  it('keeps the API status', async () => {
    expect((await fetch(`${siteUrl}/api/missing`)).status).toBe(404);
  });
});

describe('the /api proxy when the API is away', () => {
  it('answers 503 with Retry-After, in the API’s shape and the caller’s language, when the API never answers', async () => {
    const held: http.ServerResponse[] = [];
    const api = http.createServer((_req, res) => void held.push(res));
    const apiUrl = await listen(api);
    const app = express();
    const texts: Record<string, string> = { es: 'No disponible', en: 'Unavailable' };
    app.use(
      '/api',
      apiProxy(apiUrl, {
        timeoutMs: 300,
        retryAfterSeconds: 30,
        unavailableMessage: (language) => texts[language ?? 'es'] ?? texts['es']!,
      }),
    );
    const site = http.createServer(app);
    const siteUrl = await listen(site);
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    try {
      const started = Date.now();
      const res = await fetch(`${siteUrl}/api/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'accept-language': 'en' },
        body: '{"query":"{ ping }"}',
      });
      expect(Date.now() - started).toBeLessThan(2_000);
      expect(held).toHaveLength(1);
      expect(res.status).toBe(503);
      expect(res.headers.get('retry-after')).toBe('30');
      expect(await res.json()).toEqual({ errors: [{ message: 'Unavailable', extensions: { code: 'UNAVAILABLE' } }] });
    } finally {
      warn.mockRestore();
      site.closeAllConnections();
      api.closeAllConnections();
      await new Promise((r) => site.close(r));
      await new Promise((r) => api.close(r));
    }
  });
});
