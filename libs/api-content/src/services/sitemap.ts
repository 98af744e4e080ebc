/**
 * `sitemap.xml` and `robots.txt` of both sites (decision 011): every public address of a site in both languages,
 * each with its `hreflang` alternates, read from the database a chunk at a time and written as it is read, so a
 * catalogue of 100,000 works never sits in memory. Beyond `SITEMAP_MAX_URLS` addresses the sitemap is an index
 * of numbered files.
 */
import { and, asc, count, eq, gt, ne, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import {
  activities,
  articles,
  artists,
  catalogs,
  expositions,
  galleries,
  galleryParticipations,
  trendTags,
  works,
  type Database,
} from '@art/db';
import { HIDDEN_WORK_STATE, LANGUAGES, MARKET_CATALOG_PREFIX, type Language } from '@art/model';
import { disallowedPaths, href, listedRoutes, type SiteName } from '@art/routing';
import { publicArticle } from './articles';
import { hasWorksIn, textArray } from '@art/api-catalogue';

/** Most addresses one sitemap file may hold (the sitemaps protocol's limit). */
export const SITEMAP_MAX_URLS = 50_000;
/** Rows read from the database at a time. */
export const SITEMAP_READ_CHUNK = 1000;

/** One page in every language: its path per language and, when known, the day it last changed. */
export interface SitemapPage {
  paths: Record<Language, string>;
  lastmod?: string | null;
}

/**
 * A kind of page of a site (its works, its artists…): how many there are, and the pages in a fixed order from an
 * offset. A page whose address cannot be written (a stored slug no address can carry) is `null`: it keeps its place,
 * so the files of an index never overlap, and is left out of the output.
 */
export interface PageSource {
  count(): Promise<number>;
  read(offset: number): AsyncIterable<SitemapPage | null>;
}

/** The same page in both languages from a route key and its params per language; null when a param cannot be written. */
function pageOf(build: (lang: Language) => string, lastmod?: Date | string | null): SitemapPage | null {
  try {
    const paths = Object.fromEntries(LANGUAGES.map((lang) => [lang, build(lang)])) as Record<Language, string>;
    return { paths, lastmod: lastmod ? new Date(lastmod).toISOString().slice(0, 10) : null };
  } catch {
    return null;
  }
}

/** Pages known without the database (the route table's). */
function listSource(pages: readonly (SitemapPage | null)[]): PageSource {
  return {
    count: async () => pages.length,
    async *read(offset) {
      yield* pages.slice(offset);
    },
  };
}

/** A few rows read at once (the catalogues, the trends): small enough to hold. */
function smallSource(load: () => Promise<(SitemapPage | null)[]>): PageSource {
  let pages: Promise<(SitemapPage | null)[]> | null = null;
  const all = () => (pages ??= load());
  return {
    count: async () => (await all()).length,
    async *read(offset) {
      yield* (await all()).slice(offset);
    },
  };
}

/**
 * Rows of a table in the order of their id: the first chunk from an offset, the next ones after the last id read
 * (keyset), so reading the 90,000th work costs what reading the first does once the start is found.
 */
function tableSource<Row extends { id: number }>(options: {
  chunk: number;
  count: () => Promise<number>;
  select: (after: SQL | undefined, offset: number, limit: number) => Promise<Row[]>;
  id: AnyColumn;
  page: (row: Row) => SitemapPage | null;
}): PageSource {
  return {
    count: options.count,
    async *read(offset) {
      let last: number | null = null;
      for (;;) {
        const rows: Row[] = await options.select(
          last === null ? undefined : gt(options.id, last),
          last === null ? offset : 0,
          options.chunk,
        );
        for (const row of rows) yield options.page(row);
        if (rows.length < options.chunk) return;
        last = rows[rows.length - 1]!.id;
      }
    },
  };
}

async function counted(query: Promise<{ value: number }[]>): Promise<number> {
  const [row] = await query;
  return Number(row?.value ?? 0);
}

/** Visible works of a catalogue. */
function visibleWorksIn(prefix: string): SQL {
  return and(ne(works.workState, HIDDEN_WORK_STATE), sql`${works.catalogs} @> ${textArray([prefix])}`)!;
}

function worksSource(db: Database, chunk: number, prefix: string, key: 'work' | 'shop-work'): PageSource {
  const where = visibleWorksIn(prefix);
  return tableSource({
    chunk,
    id: works.id,
    count: () => counted(db.select({ value: count() }).from(works).where(where)),
    select: (after, offset, limit) =>
      db
        .select({ id: works.id, slug: works.slug, artistSlug: artists.slug, publishedAt: works.publishedAt })
        .from(works)
        .innerJoin(artists, eq(artists.id, works.artistId))
        .where(and(where, after))
        .orderBy(asc(works.id))
        .limit(limit)
        .offset(offset),
    page: (w) => pageOf((lang) => href(key, { artistSlug: w.artistSlug, slug: w.slug }, lang), w.publishedAt),
  });
}

function artistsSource(db: Database, chunk: number, prefix: string, key: 'artist' | 'shop-artist'): PageSource {
  const where = hasWorksIn(prefix);
  return tableSource({
    chunk,
    id: artists.id,
    count: () => counted(db.select({ value: count() }).from(artists).where(where)),
    select: (after, offset, limit) =>
      db
        .select({ id: artists.id, slug: artists.slug })
        .from(artists)
        .where(and(where, after))
        .orderBy(asc(artists.id))
        .limit(limit)
        .offset(offset),
    page: (a) => pageOf((lang) => href(key, { slug: a.slug }, lang)),
  });
}

function galleriesSource(db: Database, chunk: number, prefix: string, key: 'gallery' | 'shop-gallery'): PageSource {
  const where = eq(galleryParticipations.catalogPrefix, prefix);
  const joined = eq(galleryParticipations.galleryId, galleries.id);
  return tableSource({
    chunk,
    id: galleries.id,
    count: () =>
      counted(db.select({ value: count() }).from(galleries).innerJoin(galleryParticipations, joined).where(where)),
    select: (after, offset, limit) =>
      db
        .select({ id: galleries.id, slug: galleries.slug })
        .from(galleries)
        .innerJoin(galleryParticipations, joined)
        .where(and(where, after))
        .orderBy(asc(galleries.id))
        .limit(limit)
        .offset(offset),
    page: (g) => pageOf((lang) => href(key, { slug: g.slug }, lang)),
  });
}

/** The kinds of page of a site, in the order its sitemap lists them; `chunk` rows are read at a time. */
export function sitemapSources(
  db: Database,
  site: SiteName,
  currentPrefix: string,
  chunk: number = SITEMAP_READ_CHUNK,
): PageSource[] {
  const routes = listSource(listedRoutes(site).map((route) => pageOf((lang) => href(route.key, {}, lang))));
  if (site === 'shop') {
    return [
      routes,
      worksSource(db, chunk, MARKET_CATALOG_PREFIX, 'shop-work'),
      artistsSource(db, chunk, MARKET_CATALOG_PREFIX, 'shop-artist'),
      galleriesSource(db, chunk, MARKET_CATALOG_PREFIX, 'shop-gallery'),
      tableSource({
        chunk,
        id: expositions.id,
        count: () => counted(db.select({ value: count() }).from(expositions)),
        select: (after, offset, limit) =>
          db
            .select({ id: expositions.id, es: expositions.slug, en: expositions.slugEn })
            .from(expositions)
            .where(after)
            .orderBy(asc(expositions.id))
            .limit(limit)
            .offset(offset),
        page: (e) => pageOf((lang) => href('show', { slug: lang === 'en' ? e.en : e.es }, lang)),
      }),
      smallSource(async () =>
        (
          await db.select({ es: trendTags.slugEs, en: trendTags.slugEn }).from(trendTags).orderBy(asc(trendTags.id))
        ).map((t) => pageOf((lang) => href('trends', { trendSlug: lang === 'en' ? t.en : t.es }, lang))),
      ),
    ];
  }
  return [
    routes,
    // The galleries of every edition (the route's param): the current one and the archive.
    smallSource(async () =>
      (
        await db
          .select({ prefix: catalogs.prefix })
          .from(catalogs)
          .where(eq(catalogs.isMarket, false))
          .orderBy(asc(catalogs.prefix))
      ).map((c) => pageOf((lang) => href('galleries', { catalogPrefix: c.prefix }, lang))),
    ),
    artistsSource(db, chunk, currentPrefix, 'artist'),
    galleriesSource(db, chunk, currentPrefix, 'gallery'),
    worksSource(db, chunk, currentPrefix, 'work'),
    tableSource({
      chunk,
      id: articles.id,
      // Drafts and posts scheduled for later are not on the sites, so not in their sitemap either.
      count: () => counted(db.select({ value: count() }).from(articles).where(publicArticle())),
      select: (after, offset, limit) =>
        db
          .select({ id: articles.id, es: articles.slugEs, en: articles.slugEn, publishedAt: articles.publishedAt })
          .from(articles)
          .where(and(publicArticle(), after))
          .orderBy(asc(articles.id))
          .limit(limit)
          .offset(offset),
      page: (a) => pageOf((lang) => href('post', { slug: lang === 'en' ? a.en : a.es }, lang), a.publishedAt),
    }),
    tableSource({
      chunk,
      id: activities.id,
      count: () => counted(db.select({ value: count() }).from(activities)),
      select: (after, offset, limit) =>
        db
          .select({ id: activities.id, es: activities.slug, en: activities.slugEn })
          .from(activities)
          .where(after)
          .orderBy(asc(activities.id))
          .limit(limit)
          .offset(offset),
      page: (a) => pageOf((lang) => href('activity', { slug: lang === 'en' ? a.en : a.es }, lang)),
    }),
  ];
}

/** Text for XML content and attribute values. */
export function xmlEscape(text: string): string {
  return text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[c]!,
  );
}

/** The `<url>` of a page in one language, with its alternates in every language and `x-default` (Spanish). */
function urlElement(page: SitemapPage, lang: Language, origin: string): string {
  const at = (l: Language) => xmlEscape(`${origin}${page.paths[l]}`);
  const links = LANGUAGES.map((l) => `<xhtml:link rel="alternate" hreflang="${l}" href="${at(l)}"/>`).join('');
  const lastmod = page.lastmod ? `<lastmod>${page.lastmod}</lastmod>` : '';
  return `<url><loc>${at(lang)}</loc>${lastmod}${links}<xhtml:link rel="alternate" hreflang="x-default" href="${at('es')}"/></url>\n`;
}

/** How a site's sitemap is split: its number of addresses and of files (1 means a single `urlset`, no index). */
export interface SitemapPlan {
  counts: number[];
  total: number;
  files: number;
}

/** Counts the pages of every source (one small query each). */
export async function planSitemap(
  sources: readonly PageSource[],
  limit: number = SITEMAP_MAX_URLS,
): Promise<SitemapPlan> {
  const counts = await Promise.all(sources.map((s) => s.count()));
  const total = counts.reduce((sum, n) => sum + n * LANGUAGES.length, 0);
  return { counts, total, files: Math.max(1, Math.ceil(total / limit)) };
}

const BATCH_CHARS = 64 * 1024;

/**
 * The `urlset` of file `n` (from 1): addresses `(n - 1) × limit` up to `n × limit` of the sources in order, every page
 * giving one address per language. Written in pieces of about 64 KiB as the rows arrive.
 */
export async function* urlsetXml(
  sources: readonly PageSource[],
  plan: SitemapPlan,
  n: number,
  origin: string,
  limit: number = SITEMAP_MAX_URLS,
): AsyncGenerator<string> {
  let buffer =
    '<?xml version="1.0" encoding="UTF-8"?>\n' +
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n';
  const perPage = LANGUAGES.length;
  let skip = (n - 1) * limit;
  let left = limit;
  for (const [index, source] of sources.entries()) {
    if (left === 0) break;
    const urls = (plan.counts[index] ?? 0) * perPage;
    if (skip >= urls) {
      skip -= urls;
      continue;
    }
    let langSkip = skip % perPage;
    const offset = Math.floor(skip / perPage);
    skip = 0;
    for await (const page of source.read(offset)) {
      for (const lang of LANGUAGES) {
        if (langSkip > 0) {
          langSkip -= 1;
          continue;
        }
        if (left === 0) break;
        left -= 1;
        if (page) buffer += urlElement(page, lang, origin);
      }
      if (buffer.length >= BATCH_CHARS) {
        yield buffer;
        buffer = '';
      }
      if (left === 0) break;
    }
  }
  yield `${buffer}</urlset>\n`;
}

/** The sitemap index of a site split in `files` files: `/sitemap-1.xml`… on its origin. */
export function sitemapIndexXml(files: number, origin: string): string {
  const entries = Array.from(
    { length: files },
    (_, i) => `<sitemap><loc>${xmlEscape(`${origin}/sitemap-${i + 1}.xml`)}</loc></sitemap>\n`,
  );
  return `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${entries.join('')}</sitemapindex>\n`;
}

/**
 * The robots.txt of a site: everything may be read but its private pages (accounts, cart, ticket desk, previews) and
 * the API, whose images stay readable (they are the works); the sitemap is named by its absolute address.
 */
export function robotsTxt(site: SiteName, origin: string): string {
  const lines = [
    'User-agent: *',
    'Allow: /',
    'Disallow: /api/',
    'Allow: /api/images/',
    ...disallowedPaths(site).map((path) => `Disallow: ${path}`),
    '',
    `Sitemap: ${origin}/sitemap.xml`,
  ];
  return `${lines.join('\n')}\n`;
}
