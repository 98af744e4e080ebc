import { currentCatalog, type EditionFields } from '@art/data';
import { PhotoViewDocument, type FairPhotoFields } from '../documents';
import type { PageContext, PageResult } from '@art/site';

/** The photographs of the current edition and the edition itself (null before one is announced). */
export interface PhotoViewPageData {
  edition: EditionFields | null;
  photos: FairPhotoFields[];
}

/** `PhotoView`: the current edition's photographs, in their order; the first one is the page's image when shared. */
export async function loadPhotoViewPage(page: PageContext): Promise<PageResult<PhotoViewPageData>> {
  const answer = await page.query(PhotoViewDocument, { catalogPrefix: null });
  return {
    data: { edition: currentCatalog(answer), photos: answer.fairPhotos },
    image: answer.fairPhotos[0]?.image.url ?? null,
  };
}
