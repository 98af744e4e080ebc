/**
 * `GET /api/seo/{site}/sitemap.xml`, `/api/seo/{site}/sitemap-{n}.xml` and `/api/seo/{site}/robots.txt`: what the
 * site servers answer at `/sitemap.xml`, `/sitemap-{n}.xml` and `/robots.txt` (decision 011).
 */
import { Readable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import type { Database } from '@art/db';
import { SITES, type Site } from '@art/model';
import { type ApiConfig, originsOf } from '@art/api-core';
import {
  planSitemap,
  robotsTxt,
  SITEMAP_MAX_URLS,
  SITEMAP_READ_CHUNK,
  sitemapIndexXml,
  sitemapSources,
  urlsetXml,
} from '@art/api-content';

/** An hour fresh: search engines read these a few times a day at most. */
export const SEO_CACHE_CONTROL = 'public, max-age=3600';

const SITEMAP_FILE = /^sitemap(?:-([1-9][0-9]{0,5}))?\.xml$/;

export interface SeoRoutesOptions {
  db: Database;
  config: Pick<ApiConfig, 'fairOrigin' | 'shopOrigin' | 'currentCatalogPrefix'>;
  /** Addresses per sitemap file; the protocol's 50,000 unless a test asks for fewer. */
  urlsPerFile?: number;
  /** Rows read from the database at a time; tests ask for a few so that reading goes on across chunks. */
  readChunk?: number;
}

/** Registers the sitemap and robots.txt routes of both sites. */
export async function registerSeoRoutes(app: FastifyInstance, options: SeoRoutesOptions): Promise<void> {
  const { db, config, urlsPerFile = SITEMAP_MAX_URLS, readChunk = SITEMAP_READ_CHUNK } = options;
  const origins = originsOf(config);
  app.get('/api/seo/:site/:file', async (request, reply) => {
    const { site, file } = request.params as { site: string; file: string };
    const notFound = () => reply.code(404).header('content-type', 'text/plain; charset=utf-8').send('Not found\n');
    if (!SITES.includes(site as Site)) return notFound();
    const origin = origins[site as Site].replace(/\/+$/, '');
    reply.header('cache-control', SEO_CACHE_CONTROL);
    if (file === 'robots.txt') {
      return reply.header('content-type', 'text/plain; charset=utf-8').send(robotsTxt(site as Site, origin));
    }
    const found = SITEMAP_FILE.exec(file);
    if (!found) return notFound();
    const sources = sitemapSources(db, site as Site, config.currentCatalogPrefix, readChunk);
    const plan = await planSitemap(sources, urlsPerFile);
    const n = found[1] === undefined ? null : Number(found[1]);
    reply.header('content-type', 'application/xml; charset=utf-8');
    // `/sitemap.xml` is the whole list while it fits in one file, the index of the numbered files beyond.
    if (n === null && plan.files > 1) return reply.send(sitemapIndexXml(plan.files, origin));
    if (n !== null && n > plan.files) return notFound();
    return reply.send(Readable.from(urlsetXml(sources, plan, n ?? 1, origin, urlsPerFile)));
  });
}
