import { ArtistPageDocument, type ArtistPageArtist } from '@art/page-kit';
import { WorksListDocument } from '../documents';
import type { PageContext, PageResult } from '@art/site';
import type { WorkCardData } from '@art/page-kit';

/** Works an artist page shows (of each list on the shop). */
export const ARTIST_WORKS = 60;

/** An artist as their page shows them; on the shop, their works that can be bought now come apart, first. */
export type ArtistDetail = ArtistPageArtist & {
  /** The shop's works for sale now (Disponible with a price), newest first; null on the fair. */
  forSale: WorkCardData[] | null;
};

/**
 * The artist page of either site, with the artist's works of the site's catalogue; on the shop, the works for sale
 * are read too (in the same request) to be listed first. Unknown is a 404.
 */
export async function loadArtistPage(page: PageContext): Promise<PageResult<ArtistDetail> | null> {
  const slug = page.params['slug'] ?? '';
  const catalogPrefix = page.profile.catalogPrefix;
  const [{ getArtist: artist }, forSale] = await Promise.all([
    page.query(ArtistPageDocument, { slug, catalogPrefix, works: ARTIST_WORKS }),
    page.profile.sells
      ? page
          .query(WorksListDocument, { filter: { artistSlug: slug, catalogPrefix, buyable: true }, first: ARTIST_WORKS })
          .then((r) => r.works.nodes)
      : Promise.resolve(null),
  ]);
  if (!artist) return null;
  return {
    data: { ...artist, forSale },
    title: { artistFullName: artist.fullName, artistCity: artist.city },
    image: artist.featuredImage?.url ?? artist.works[0]?.images[0]?.url ?? null,
    type: 'profile',
  };
}
