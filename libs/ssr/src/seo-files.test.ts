import http from 'node:http';
import type { AddressInfo } from 'node:net';
import express from 'express';
import { SEO_FILE_PATHS, seoFiles } from './seo-files';

function listen(server: http.Server): Promise<string> {
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () => resolve(`http://127.0.0.1:${(server.address() as AddressInfo).port}`)),
  );
}

describe('robots.txt and the sitemaps of a site', () => {
  const seen: string[] = [];
  const api = http.createServer((req, res) => {
    seen.push(req.url ?? '');
    res.writeHead(200, {
      'content-type': req.url?.endsWith('.txt') ? 'text/plain; charset=utf-8' : 'application/xml; charset=utf-8',
    });
    res.end(`answer of ${req.url}`);
  });
  let site: http.Server;
  let siteUrl = '';

  beforeAll(async () => {
    const apiUrl = await listen(api);
    const app = express();
    app.get(SEO_FILE_PATHS, seoFiles('shop', apiUrl));
    app.use((_req, res) => res.status(404).send('page'));
    site = http.createServer(app);
    siteUrl = await listen(site);
  });
  afterAll(async () => {
    await new Promise((r) => site.close(r));
    await new Promise((r) => api.close(r));
  });

  it('are the API’s files of this site', async () => {
    for (const [path, api] of [
      ['/robots.txt', '/api/seo/shop/robots.txt'],
      ['/sitemap.xml', '/api/seo/shop/sitemap.xml'],
      ['/sitemap-12.xml', '/api/seo/shop/sitemap-12.xml'],
    ] as const) {
      const res = await fetch(`${siteUrl}${path}`);
      expect(res.status).toBe(200);
      expect(await res.text()).toBe(`answer of ${api}`);
      expect(seen.at(-1)).toBe(api);
    }
    expect((await fetch(`${siteUrl}/robots.txt`)).headers.get('content-type')).toBe('text/plain; charset=utf-8');
  });

  it('leave other addresses to the site', async () => {
    const before = seen.length;
    for (const path of [
      '/sitemap-0.xml',
      '/sitemap-x.xml',
      '/es/sitemap.xml',
      '/robots.txt.bak',
      '/sitemap.xml/..%2f..%2fapi',
    ]) {
      expect((await fetch(`${siteUrl}${path}`)).status).toBe(404);
    }
    expect(seen.length).toBe(before);
  });
});
