import { ArtistsListDocument, type ArtistCardFields } from '../documents';
import type { PageContext, PageResult } from '@art/site';
import type { PageInfo } from '@art/page-kit';
import { CATALOGUE_PAGE_SIZE, fromCursor } from '@art/page-kit';
import { parseArtistsQuery, type ArtistsQuery } from './artists-query';

export interface ArtistsPageData {
  artists: ArtistCardFields[];
  totalCount: number;
  pageInfo: PageInfo;
  /** The letters that have artists in the site's catalogue; the others are shown disabled. */
  letters: string[];
  /** The state shown (the URL's, without a cursor the API refused). */
  query: ArtistsQuery;
}

/**
 * The A–Z index of either site: the artists of the current fair edition, or of the market on the shop, by the letter
 * and the search text of the URL, 24 at a time from the URL's cursor.
 */
export async function loadArtistsPage(page: PageContext): Promise<PageResult<ArtistsPageData>> {
  const catalogPrefix = page.profile.catalogPrefix;
  const query = parseArtistsQuery(page.url.searchParams);
  const { result, after } = await fromCursor(page, ArtistsListDocument, {
    filter: { catalogPrefix, initial: query.letter, text: query.text || null },
    catalogPrefix,
    first: CATALOGUE_PAGE_SIZE,
    after: query.after,
  });
  return {
    data: {
      artists: result.artists.nodes,
      totalCount: result.artists.totalCount,
      pageInfo: result.artists.pageInfo,
      letters: result.artistInitials,
      query: { ...query, after },
    },
  };
}
