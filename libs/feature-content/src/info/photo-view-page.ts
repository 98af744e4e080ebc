import { PHOTO_VIEW, currentCatalog, type EditionFields, type FairPhotoFields } from '@art/data';
import type { PageContext, PageResult } from '@art/site';

/** The photographs of the current edition and the edition itself (null before one is announced). */
export interface PhotoViewPageData {
  edition: EditionFields | null;
  photos: FairPhotoFields[];
}

/** `PhotoView`: the current edition's photographs, in their order; the first one is the page's image when shared. */
export async function loadPhotoViewPage(page: PageContext): Promise<PageResult<PhotoViewPageData>> {
  const answer = await page.query(PHOTO_VIEW, { catalogPrefix: null });
  return {
    data: { edition: currentCatalog(answer), photos: answer.fairPhotos },
    image: answer.fairPhotos[0]?.image.url ?? null,
  };
}
