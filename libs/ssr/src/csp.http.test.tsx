/**
 * @jest-environment node
 *
 * The Content-Security-Policy nonce of the real site server (`createSiteServer`, production) over a small build of
 * the site's own root (decision 023): each page answer has a nonce of its own, and every `<script>` of its HTML, React
 * Router's and the document's, carries exactly that one, as do the module preloads `'strict-dynamic'` would refuse.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import http from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { LoaderFunctionArgs } from 'react-router';
import { useLoaderData } from 'react-router';
import { JsonLd, SitePage, type PageData } from '@art/site';
import { loadSiteConfig } from './config';
import { createSiteServer } from './server';
import { close, listen, loadPingPage, stubApi, testSiteBuild } from './test-site';

function Page() {
  const data = useLoaderData() as PageData<{ ping: string }>;
  return (
    <SitePage data={data}>
      <p>{data.page.ping}</p>
      <JsonLd data={{ '@type': 'Thing', name: '</script><script>alert(1)</script>' }} />
    </SitePage>
  );
}

/** The test site, with a JSON-LD block on its page, and `/missing…` a page that does not exist (404). */
const build = testSiteBuild({
  component: Page,
  loader: (args: LoaderFunctionArgs) => {
    if (new URL(args.request.url).pathname.includes('/missing')) throw new Response(null, { status: 404 });
    return loadPingPage(args);
  },
});

/** The nonce the answer's policy allows, and the `nonce` of each script element and module preload of its HTML. */
async function noncesOf(res: Response) {
  const html = await res.text();
  const policy = /'nonce-([A-Za-z0-9+/]+={0,2})'/.exec(res.headers.get('content-security-policy') ?? '')?.[1];
  const nonceOf = (tag: string) => /\snonce="([^"]*)"/.exec(tag)?.[1] ?? null;
  return {
    html,
    policy,
    scripts: [...html.matchAll(/<script\b[^>]*>/g)].map(([tag]) => nonceOf(tag)),
    preloads: [...html.matchAll(/<link\b[^>]*rel="modulepreload"[^>]*>/g)].map(([tag]) => nonceOf(tag)),
  };
}

describe('the Content-Security-Policy nonce of a site’s pages', () => {
  let api: http.Server;
  let site: http.Server;
  let siteUrl = '';
  let buildDir = '';

  beforeAll(async () => {
    api = stubApi();
    const apiUrl = await listen(api);
    buildDir = mkdtempSync(path.join(tmpdir(), 'site-build-'));
    const config = { ...loadSiteConfig('shop', { NODE_ENV: 'production', GA_ID: 'G-E2ETEST01' }), apiUrl };
    site = http.createServer(await createSiteServer(config, buildDir, build));
    siteUrl = await listen(site);
  });
  afterAll(async () => {
    await close(site);
    await close(api);
    rmSync(buildDir, { recursive: true, force: true });
  });

  it('gives every script of a page the nonce its policy allows, a new one for each answer', async () => {
    const answers = await Promise.all([fetch(`${siteUrl}/es/shop/obras`), fetch(`${siteUrl}/es/shop/obras`)]);
    const seen = [];
    for (const res of answers) {
      expect(res.status).toBe(200);
      const { html, policy, scripts, preloads } = await noncesOf(res);
      expect(html).toContain('pong');
      expect(policy).toBeDefined();
      expect(Buffer.from(policy!, 'base64')).toHaveLength(16);
      // React Router's context and module scripts, its scroll restoration, the page's JSON-LD.
      expect(scripts.length).toBeGreaterThanOrEqual(4);
      expect(scripts).toEqual(scripts.map(() => policy));
      expect(preloads.length).toBeGreaterThan(0);
      expect(preloads).toEqual(preloads.map(() => policy));
      expect(html).toContain('\\u003c/script>\\u003cscript>alert(1)\\u003c/script>');
      expect(res.headers.get('content-security-policy')).toContain('https://*.googletagmanager.com');
      seen.push(policy);
    }
    expect(seen[0]).not.toBe(seen[1]);
  });

  it('gives the pages the analytics id of the server’s configuration, which the policy allows, not the environment’s', async () => {
    expect(process.env['GA_ID']).toBeUndefined();
    const res = await fetch(`${siteUrl}/es/shop/obras`, { headers: { cookie: 'acceptCookies=1' } });
    expect(res.status).toBe(200);
    expect(await res.text()).toContain('G-E2ETEST01');
  });

  it('gives the error page its nonce too', async () => {
    const res = await fetch(`${siteUrl}/es/shop/missing`);
    expect(res.status).toBe(404);
    const { policy, scripts } = await noncesOf(res);
    expect(scripts.length).toBeGreaterThan(0);
    expect(scripts).toEqual(scripts.map(() => policy));
  });
});
