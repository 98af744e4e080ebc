/**
 * The weight of the sites' pages (issue 14, "Fast pages"): against running production servers of both sites,
 *
 *   npx tsx tools/bench/src/weight.ts --shop http://localhost:4301 --fair http://localhost:4201 [--lang es] [--json]
 *
 * fetches each site's home, works list, a work page, an artist page (the first of the works list) and, on the fair, a
 * blog post (the first of the blog), and prints for each the HTML's raw and gzip bytes, its parts (the loader data of
 * React Router's `window.__reactRouterContext` and turbo-stream scripts, the critical CSS of `<style data-emotion>`,
 * the rest: markup and other scripts) and the JavaScript the page loads (every `modulepreload` and module script,
 * each file counted once, raw and gzip). Gzip is zlib's default level, what the site servers' `compression` sends.
 */
import { gzipSync } from 'node:zlib';

/** What one page weighs, in bytes. */
export interface PageWeight {
  page: string;
  path: string;
  htmlRaw: number;
  htmlGzip: number;
  /** Loader data: the scripts carrying `window.__reactRouterContext` and its stream's chunks. */
  data: number;
  /** Critical CSS: the `<style data-emotion>` elements, tags included. */
  css: number;
  /** Everything else: markup, head, other scripts. */
  rest: number;
  /** The JavaScript files the page loads at first (modulepreload and module scripts), each once. */
  jsFiles: number;
  jsRaw: number;
  jsGzip: number;
}

/** The parts of a page's HTML, in bytes (UTF-8): `data + css + rest` is the whole. */
export function htmlParts(html: string): { raw: number; data: number; css: number; rest: number } {
  const bytes = (text: string) => Buffer.byteLength(text, 'utf8');
  let data = 0;
  for (const [script] of html.matchAll(/<script\b[^>]*>[\s\S]*?<\/script>/g)) {
    if (script.includes('__reactRouterContext')) data += bytes(script);
  }
  let css = 0;
  for (const [style] of html.matchAll(/<style\b[^>]*\bdata-emotion\b[^>]*>[\s\S]*?<\/style>/g)) css += bytes(style);
  const raw = bytes(html);
  return { raw, data, css, rest: raw - data - css };
}

/**
 * The JavaScript files a page loads at first: the `href` of each `<link rel="modulepreload">`, the `src` of each
 * module script and what its inline module scripts import, as paths of the site, each once.
 */
export function scriptAssets(html: string): string[] {
  const found = new Set<string>();
  for (const [tag] of html.matchAll(/<link\b[^>]*>/g)) {
    if (!/\brel="modulepreload"/.test(tag)) continue;
    const href = /\bhref="([^"]+)"/.exec(tag)?.[1];
    if (href) found.add(href);
  }
  for (const [script, attributes = ''] of html.matchAll(/<script\b([^>]*)>[\s\S]*?<\/script>/g)) {
    if (!/\btype="module"/.test(attributes)) continue;
    const src = /\bsrc="([^"]+)"/.exec(attributes)?.[1];
    if (src) found.add(src);
    for (const [, specifier] of script.matchAll(/import\s*(?:[\w{}*,\s]+from\s*)?\(?\s*["']([^"']+\.js)["']/g)) {
      if (specifier) found.add(specifier);
    }
  }
  return [...found];
}

/** The first link of `html` whose path starts with `prefix` (and has more after it), or null. */
export function firstLink(html: string, prefix: string): string | null {
  for (const [, href] of html.matchAll(/\bhref="([^"#?]+)"/g)) {
    if (href && href.startsWith(prefix) && href.length > prefix.length) return href;
  }
  return null;
}

const gzipSize = (body: Buffer | string) => gzipSync(body).length;

async function text(url: string): Promise<string> {
  const response = await fetch(url, { headers: { 'accept-encoding': 'identity' } });
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  return response.text();
}

/** Weighs one page of the site at `origin`; `assets` keeps the JavaScript files' sizes between pages. */
export async function weighPage(
  origin: string,
  page: string,
  path: string,
  assets: Map<string, { raw: number; gzip: number }>,
): Promise<PageWeight> {
  const html = await text(`${origin}${path}`);
  const parts = htmlParts(html);
  const files = scriptAssets(html);
  let jsRaw = 0;
  let jsGzip = 0;
  for (const file of files) {
    const url = new URL(file, `${origin}${path}`).href;
    let size = assets.get(url);
    if (!size) {
      const response = await fetch(url, { headers: { 'accept-encoding': 'identity' } });
      if (!response.ok) throw new Error(`${url} answered ${response.status}`);
      const body = Buffer.from(await response.arrayBuffer());
      size = { raw: body.length, gzip: gzipSize(body) };
      assets.set(url, size);
    }
    jsRaw += size.raw;
    jsGzip += size.gzip;
  }
  return {
    page,
    path,
    htmlRaw: parts.raw,
    htmlGzip: gzipSize(html),
    data: parts.data,
    css: parts.css,
    rest: parts.rest,
    jsFiles: files.length,
    jsRaw,
    jsGzip,
  };
}

/** The pages weighed on each site, in a language: home, works list, work, artist (and the fair's blog post). */
export async function sitePages(
  site: 'fair' | 'shop',
  origin: string,
  lang: 'es' | 'en',
): Promise<{ page: string; path: string }[]> {
  const es = lang === 'es';
  const base = site === 'shop' ? (es ? '/es/shop' : '/en/shop') : es ? '/' : '/en';
  const prefix = site === 'shop' ? base : es ? '/es' : '/en';
  const works = `${prefix}/${es ? 'obras' : 'works'}`;
  const list = await text(`${origin}${works}`);
  const work = firstLink(list, `${prefix}/${es ? 'obra' : 'work'}/`);
  const artistPrefix = `${prefix}/${es ? 'artista' : 'artist'}/`;
  const artist =
    firstLink(list, artistPrefix) ?? (work ? firstLink(await text(`${origin}${work}`), artistPrefix) : null);
  const pages = [
    { page: `${site} home`, path: base },
    { page: `${site} works`, path: works },
  ];
  if (work) pages.push({ page: `${site} work`, path: work });
  if (artist) pages.push({ page: `${site} artist`, path: artist });
  if (site === 'fair') {
    const post = firstLink(await text(`${origin}/${lang}/blog`), `/${lang}/post/`);
    if (post) pages.push({ page: 'fair post', path: post });
  }
  return pages;
}

const kb = (bytes: number) => Math.round(bytes / 102.4) / 10;

/** The table printed: kilobytes (1,024 bytes) to one decimal. */
export function weightTable(rows: PageWeight[]): Record<string, string | number>[] {
  return rows.map((row) => ({
    page: row.page,
    'HTML KB': kb(row.htmlRaw),
    'HTML gz KB': kb(row.htmlGzip),
    'data KB': kb(row.data),
    'CSS KB': kb(row.css),
    'rest KB': kb(row.rest),
    'JS files': row.jsFiles,
    'JS KB': kb(row.jsRaw),
    'JS gz KB': kb(row.jsGzip),
  }));
}

function option(name: string): string | undefined {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? process.argv[i + 1] : undefined;
}

async function main(): Promise<void> {
  const lang = option('lang') === 'en' ? 'en' : 'es';
  const origins = { shop: option('shop'), fair: option('fair') };
  if (!origins.shop && !origins.fair) throw new Error('Give --shop and/or --fair: the origins of running site servers');
  const rows: PageWeight[] = [];
  for (const site of ['shop', 'fair'] as const) {
    const origin = origins[site]?.replace(/\/$/, '');
    if (!origin) continue;
    const assets = new Map<string, { raw: number; gzip: number }>();
    for (const { page, path } of await sitePages(site, origin, lang)) {
      rows.push(await weighPage(origin, page, path, assets));
    }
  }
  if (process.argv.includes('--json')) console.log(JSON.stringify(rows, null, 2));
  else console.table(weightTable(rows));
}

if (require.main === module) {
  main().catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}
