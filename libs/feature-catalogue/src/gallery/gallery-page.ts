import { GalleryPageDocument, type GalleryPageGallery } from '@art/page-kit';
import { MARKET_CATALOG_PREFIX } from '@art/model';
import type { PageContext, PageResult } from '@art/site';

/** Works a gallery page shows. */
export const GALLERY_WORKS = 48;

export type GalleryDetail = GalleryPageGallery;

/**
 * The gallery page of either site, with its artists and its works of the site's catalogue (the current edition, or
 * the market). A gallery that only took part in a past edition shows its works of that edition. Unknown is a 404.
 */
export async function loadGalleryPage(page: PageContext): Promise<PageResult<GalleryDetail> | null> {
  const slug = page.params['slug'] ?? '';
  const catalogPrefix = page.profile.catalogPrefix;
  let { getGallery: gallery } = await page.query(GalleryPageDocument, { slug, catalogPrefix, works: GALLERY_WORKS });
  if (!gallery) return null;
  const latest = gallery.catalogPrefix;
  if (
    page.profile.editions &&
    gallery.works.length === 0 &&
    latest &&
    latest !== catalogPrefix &&
    latest !== MARKET_CATALOG_PREFIX
  ) {
    gallery =
      (await page.query(GalleryPageDocument, { slug, catalogPrefix: latest, works: GALLERY_WORKS })).getGallery ??
      gallery;
  }
  return {
    data: gallery,
    title: { galleryName: gallery.comercialName, galleryAddress: gallery.address.fullAddress },
    image: gallery.image?.url ?? gallery.works[0]?.images[0]?.url ?? null,
  };
}
