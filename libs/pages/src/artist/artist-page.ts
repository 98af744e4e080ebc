import { ARTIST_PAGE, type ArtistPageArtist } from '@art/data';
import { CURRENT_CATALOG_PREFIX, MARKET_CATALOG_PREFIX } from '@art/model';
import type { PageContext, PageResult } from '@art/site';

export type ArtistDetail = ArtistPageArtist;

/** The artist page of either site, with the artist's works of the site's catalogue; unknown is a 404. */
export async function loadArtistPage(page: PageContext): Promise<PageResult<ArtistDetail> | null> {
  const catalogPrefix = page.site === 'shop' ? MARKET_CATALOG_PREFIX : CURRENT_CATALOG_PREFIX;
  const { getArtist: artist } = await page.query(ARTIST_PAGE, { slug: page.params['slug'] ?? '', catalogPrefix, works: 60 });
  if (!artist) return null;
  return {
    data: artist,
    title: { artistFullName: artist.fullName, artistCity: artist.city },
    image: artist.featuredImage?.url ?? artist.works[0]?.images[0]?.url ?? null,
    type: 'profile',
  };
}
