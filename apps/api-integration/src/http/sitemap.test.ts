import Fastify, { type FastifyInstance } from 'fastify';
import { and, eq, ne, sql } from 'drizzle-orm';
import { activities, articles, artists, galleries, galleryParticipations, trendTags, works } from '@art/db';
import { HIDDEN_WORK_STATE } from '@art/model';
import { listedRoutes } from '@art/routing';
import { testBackends, SEO_CACHE_CONTROL, registerSeoRoutes, xmlEscape, type TestApi } from '@art/api/testing';
import { createSeededTestApi } from '../seeded';

/** A slug with every character XML must escape or a URL must encode. */
const ODD_SLUG = `o'neil-&-<co>"`;

interface UrlEntry {
  loc: string;
  lastmod: string | null;
  links: Record<string, string>;
}

/** The entities of well-formed XML text; anything else after `&` is a broken document. */
const BAD_AMPERSAND = /&(?!(amp|lt|gt|quot|apos);)/;

function unescape(text: string): string {
  return text.replace(
    /&(amp|lt|gt|quot|apos);/g,
    (_, name: string) => ({ amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" })[name]!,
  );
}

/** The `<url>` entries of a urlset, with their alternates by `hreflang`. */
function urlsOf(xml: string): UrlEntry[] {
  expect(
    xml.startsWith(
      '<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ),
  ).toBe(true);
  expect(xml.trimEnd().endsWith('</urlset>')).toBe(true);
  expect(BAD_AMPERSAND.test(xml)).toBe(false);
  return [...xml.matchAll(/<url>(.*?)<\/url>/g)].map(([, body = '']) => {
    const loc = /<loc>([^<]*)<\/loc>/.exec(body)?.[1];
    if (loc === undefined) throw new Error(`a <url> without <loc>: ${body}`);
    const links = Object.fromEntries(
      [...body.matchAll(/<xhtml:link rel="alternate" hreflang="([^"]+)" href="([^"]*)"\/>/g)].map(
        ([, lang = '', href = '']) => [lang, unescape(href)],
      ),
    );
    return { loc: unescape(loc), lastmod: /<lastmod>([^<]*)<\/lastmod>/.exec(body)?.[1] ?? null, links };
  });
}

function sitemapLocs(xml: string): string[] {
  expect(xml).toContain('<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
  return [...xml.matchAll(/<sitemap><loc>([^<]*)<\/loc><\/sitemap>/g)].map(([, loc = '']) => unescape(loc));
}

describe.each(testBackends('any'))('sitemaps and robots.txt on %s', (backend) => {
  let api: TestApi;
  let fair: string;
  let shop: string;
  beforeAll(async () => {
    api = await createSeededTestApi(backend, {
      extra: async ({ db }) => {
        const [artist] = await db
          .insert(artists)
          .values({ slug: ODD_SLUG, firstName: 'Olga', lastName: "O'Neil", fullName: "Olga O'Neil" })
          .returning();
        await db.insert(works).values({
          slug: `obra-${ODD_SLUG}`,
          artistId: artist!.id,
          titleEs: 'Rara',
          titleEn: 'Odd',
          widthCm: 10,
          heightCm: 10,
          discipline: 0,
          workState: 'Disponible',
          catalogs: ['AM25'],
        });
      },
    });
    fair = api.config.fairOrigin;
    shop = api.config.shopOrigin;
  });
  afterAll(() => api.close());

  const get = (app: FastifyInstance, url: string) => app.inject({ method: 'GET', url });

  /** Every page of the fair's sitemap, as the database holds them: the parameterless routes plus the content. */
  async function expectedFairPages(): Promise<number> {
    const { db } = api.database;
    const [w] = await db
      .select({ n: sql<number>`count(*)::int` })
      .from(works)
      .where(and(ne(works.workState, HIDDEN_WORK_STATE), sql`${works.catalogs} @> ARRAY['AM25']::text[]`));
    const [a] = await db
      .select({ n: sql<number>`count(*)::int` })
      .from(artists)
      .where(
        sql`exists (select 1 from ${works} where ${works.artistId} = ${artists.id} and ${works.workState} <> ${HIDDEN_WORK_STATE} and ${works.catalogs} @> ARRAY['AM25']::text[])`,
      );
    const [g] = await db
      .select({ n: sql<number>`count(*)::int` })
      .from(galleryParticipations)
      .where(eq(galleryParticipations.catalogPrefix, 'AM25'));
    const [p] = await db.select({ n: sql<number>`count(*)::int` }).from(articles);
    const [v] = await db.select({ n: sql<number>`count(*)::int` }).from(activities);
    const editions = 4; // AM25, AM21, AM20, AM18: the galleries list of each
    return listedRoutes('fair').length + editions + [w, a, g, p, v].reduce((sum, r) => sum + Number(r?.n ?? 0), 0);
  }

  it('robots.txt of the fair allows the public pages, disallows the private ones and the API, and names the sitemap', async () => {
    const res = await get(api.app, '/api/seo/fair/robots.txt');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(res.headers['cache-control']).toBe(SEO_CACHE_CONTROL);
    const lines = res.body.split('\n');
    expect(lines).toEqual(
      expect.arrayContaining([
        'User-agent: *',
        'Allow: /',
        'Disallow: /api/',
        'Allow: /api/images/',
        'Disallow: /es/acceso',
        'Disallow: /en/login',
        'Disallow: /validacionesTaquilla',
        'Disallow: /es/preview/banner/',
        `Sitemap: ${fair}/sitemap.xml`,
      ]),
    );
    expect(lines).not.toContain('Disallow: /es/artistas');
    expect(lines.filter((l) => l.startsWith('Disallow: /es/shop/'))).toEqual([]);
  });

  it('robots.txt of the shop disallows its account and cart and names its own sitemap', async () => {
    const { body } = await get(api.app, '/api/seo/shop/robots.txt');
    expect(body.split('\n')).toEqual(
      expect.arrayContaining([
        'Disallow: /es/shop/mi-cuenta',
        'Disallow: /en/shop/my-account',
        'Disallow: /es/shop/cesta/',
        'Disallow: /en/shop/cart/',
        `Sitemap: ${shop}/sitemap.xml`,
      ]),
    );
  });

  it('the fair’s sitemap lists every page once per language, each with its es, en and x-default alternates', async () => {
    const res = await get(api.app, '/api/seo/fair/sitemap.xml');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/xml; charset=utf-8');
    const urls = urlsOf(res.body);
    expect(urls).toHaveLength((await expectedFairPages()) * 2);
    const locs = new Set(urls.map((u) => u.loc));
    expect(locs.size).toBe(urls.length);
    for (const url of urls) {
      expect(Object.keys(url.links).sort()).toEqual(['en', 'es', 'x-default']);
      expect(url.links['x-default']).toBe(url.links['es']);
      // Each address is one of its own alternates, and the other language's address is listed too.
      expect([url.links['es'], url.links['en']]).toContain(url.loc);
      expect(locs.has(url.links['es']!) && locs.has(url.links['en']!)).toBe(true);
      expect(url.loc.startsWith(`${fair}/`)).toBe(true);
    }
    const artistsPage = urls.find((u) => u.loc === `${fair}/es/artistas`);
    expect(artistsPage?.links).toEqual({
      es: `${fair}/es/artistas`,
      en: `${fair}/en/artists`,
      'x-default': `${fair}/es/artistas`,
    });
    expect(locs.has(`${fair}/`)).toBe(true);
    expect(locs.has(`${fair}/en`)).toBe(true);
    expect(locs.has(`${fair}/es/galerias/am21`)).toBe(true);
    expect([...locs].some((l) => /\/es\/acceso|\/mi-cuenta|\/shop\//.test(l))).toBe(false);
  });

  it('a post is paired with its own slug in each language, with the day it was published', async () => {
    const [post] = await api.database.db
      .select()
      .from(articles)
      .where(sql`${articles.slugEs} <> ${articles.slugEn}`)
      .limit(1);
    expect(post).toBeDefined();
    const urls = urlsOf((await get(api.app, '/api/seo/fair/sitemap.xml')).body);
    const es = urls.find((u) => u.loc === `${fair}/es/post/${encodeURIComponent(post!.slugEs)}`);
    expect(es?.links['en']).toBe(`${fair}/en/post/${encodeURIComponent(post!.slugEn)}`);
    expect(es?.lastmod).toBe(post!.publishedAt.toISOString().slice(0, 10));
  });

  it('escapes what XML needs in the addresses of odd slugs', async () => {
    const { body } = await get(api.app, '/api/seo/fair/sitemap.xml');
    const encoded = encodeURIComponent(ODD_SLUG);
    expect(encoded).toContain("'");
    expect(body).toContain(`<loc>${xmlEscape(`${fair}/es/artista/${encoded}`)}</loc>`);
    expect(body).toContain('o&apos;neil-%26-%3Cco%3E%22');
    expect(body).not.toContain(ODD_SLUG);
    const urls = urlsOf(body);
    expect(
      urls.some((u) => u.loc === `${fair}/en/artist/${encoded}` && u.links['es'] === `${fair}/es/artista/${encoded}`),
    ).toBe(true);
  });

  it('the shop’s sitemap lists its works, artists, galleries, shows and trends on its own origin', async () => {
    const urls = urlsOf((await get(api.app, '/api/seo/shop/sitemap.xml')).body);
    const locs = urls.map((u) => u.loc);
    expect(locs.every((l) => l.startsWith(`${shop}/`))).toBe(true);
    for (const path of ['/es/shop', '/en/shop/artists', '/es/shop/galerias', '/en/shop/shows'])
      expect(locs).toContain(`${shop}${path}`);
    const { db } = api.database;
    const [marketWork] = await db
      .select({ slug: works.slug, artistSlug: artists.slug })
      .from(works)
      .innerJoin(artists, eq(artists.id, works.artistId))
      .where(and(ne(works.workState, HIDDEN_WORK_STATE), sql`${works.catalogs} @> ARRAY['MARKET']::text[]`))
      .limit(1);
    expect(locs).toContain(`${shop}/en/shop/work/${marketWork!.artistSlug}/${marketWork!.slug}`);
    const [gallery] = await db
      .select({ slug: galleries.slug })
      .from(galleries)
      .innerJoin(galleryParticipations, eq(galleryParticipations.galleryId, galleries.id))
      .where(eq(galleryParticipations.catalogPrefix, 'MARKET'))
      .limit(1);
    expect(locs).toContain(`${shop}/es/shop/galeria/${gallery!.slug}`);
    const [trend] = await db
      .select()
      .from(trendTags)
      .where(sql`${trendTags.slugEs} <> ${trendTags.slugEn}`)
      .limit(1);
    const trendEs = urls.find((u) => u.loc === `${shop}/es/shop/tendencias/${encodeURIComponent(trend!.slugEs)}`);
    expect(trendEs?.links['en']).toBe(`${shop}/en/shop/trends/${encodeURIComponent(trend!.slugEn)}`);
  });

  it('answers 404 for an unknown site or file, and for hostile names', async () => {
    for (const url of [
      '/api/seo/other/sitemap.xml',
      '/api/seo/fair/sitemap.txt',
      '/api/seo/fair/sitemap-0.xml',
      '/api/seo/fair/sitemap-2.xml',
      '/api/seo/fair/sitemap-9999999.xml',
      "/api/seo/fair/sitemap-1'%20OR%201=1.xml",
      '/api/seo/%2e%2e/robots.txt',
      '/api/seo/fair/%3Cscript%3E.xml',
      '/api/seo/__proto__/robots.txt',
    ]) {
      const res = await get(api.app, url);
      expect([url, res.statusCode]).toEqual([url, 404]);
      expect(res.body).not.toContain('<script>');
    }
  });

  describe('split into files beyond the limit (7 addresses a file, read 3 rows at a time)', () => {
    let small: FastifyInstance;
    beforeAll(async () => {
      small = Fastify();
      await registerSeoRoutes(small, { db: api.database.db, config: api.config, urlsPerFile: 7, readChunk: 3 });
    });
    afterAll(() => small.close());

    it('makes /sitemap.xml an index of numbered files whose addresses are exactly the whole list, in order', async () => {
      const whole = urlsOf((await get(api.app, '/api/seo/fair/sitemap.xml')).body);
      const index = await get(small, '/api/seo/fair/sitemap.xml');
      expect(index.statusCode).toBe(200);
      const files = sitemapLocs(index.body);
      expect(files).toHaveLength(Math.ceil(whole.length / 7));
      expect(files[0]).toBe(`${fair}/sitemap-1.xml`);
      const parts: UrlEntry[][] = [];
      for (const file of files) {
        const res = await get(small, `/api/seo/fair${new URL(file).pathname}`);
        expect(res.statusCode).toBe(200);
        parts.push(urlsOf(res.body));
      }
      expect(parts.slice(0, -1).every((p) => p.length === 7)).toBe(true);
      expect(parts.flat()).toEqual(whole);
      expect((await get(small, `/api/seo/fair/sitemap-${files.length + 1}.xml`)).statusCode).toBe(404);
    });

    it('splits the shop’s sitemap the same way, its works included, each file on the shop’s origin', async () => {
      const whole = urlsOf((await get(api.app, '/api/seo/shop/sitemap.xml')).body);
      expect(whole.length).toBeGreaterThan(7 * 3);
      const files = sitemapLocs((await get(small, '/api/seo/shop/sitemap.xml')).body);
      expect(files).toEqual(
        Array.from({ length: Math.ceil(whole.length / 7) }, (_, i) => `${shop}/sitemap-${i + 1}.xml`),
      );
      const parts: UrlEntry[][] = [];
      for (const file of files) parts.push(urlsOf((await get(small, `/api/seo/shop${new URL(file).pathname}`)).body));
      expect(parts.map((p) => p.length)).toEqual(
        files.map((_, i) => (i < files.length - 1 ? 7 : whole.length - 7 * (files.length - 1))),
      );
      expect(parts.flat()).toEqual(whole);
      expect(parts.flat().some((u) => u.loc.startsWith(`${shop}/es/shop/obra/`))).toBe(true);
    });
  });
});
