import {
  GalleriesListDocument,
  GalleryEditionsDocument,
  type GalleryCardFields,
  type GalleryEditionFields,
} from '../documents';
import type { PageContext, PageResult } from '@art/site';
import type { PageInfo } from '@art/page-kit';
import { CATALOGUE_PAGE_SIZE, fromCursor } from '@art/page-kit';
import { parseGalleriesQuery, type GalleriesQuery } from './galleries-query';

export interface GalleriesPageData {
  galleries: GalleryCardFields[];
  totalCount: number;
  pageInfo: PageInfo;
  query: GalleriesQuery;
  /** The catalogue listed: an edition of the fair (its name, year), or the market on the shop. */
  catalog: GalleryEditionFields;
  /** The fair's editions, latest first, to move between them (empty on the shop). */
  editions: GalleryEditionFields[];
}

/**
 * The galleries of a catalogue: on the fair the edition of the address (any edition, its prefix in any case; an
 * unknown one is a 404), on the shop the market; by the search text of the URL, 24 at a time from its cursor.
 */
export async function loadGalleriesPage(page: PageContext): Promise<PageResult<GalleriesPageData> | null> {
  const { editions: byEdition } = page.profile;
  const prefix = byEdition ? (page.params['catalogPrefix'] ?? '').toUpperCase() : page.profile.catalogPrefix;
  const { catalogs } = await page.query(GalleryEditionsDocument, {});
  const catalog = catalogs.find((c) => c.prefix === prefix && c.isMarket === !byEdition);
  if (!catalog) return null;
  const query = parseGalleriesQuery(page.url.searchParams);
  const { result, after } = await fromCursor(page, GalleriesListDocument, {
    catalogPrefix: prefix,
    text: query.text || null,
    first: CATALOGUE_PAGE_SIZE,
    after: query.after,
  });
  return {
    data: {
      galleries: result.galleries.nodes,
      totalCount: result.galleries.totalCount,
      pageInfo: result.galleries.pageInfo,
      query: { ...query, after },
      catalog,
      editions: byEdition ? catalogs.filter((c) => !c.isMarket) : [],
    },
    title: byEdition ? { catalogPrefix: prefix } : null,
  };
}
