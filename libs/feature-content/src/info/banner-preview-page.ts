import { BannerPreviewDocument, type BannerFields } from '../documents';
import type { PageContext, PageResult } from '@art/site';

/** The banner to preview, published or not. */
export interface BannerPreviewData {
  banner: BannerFields;
}

/** `BannerPreview`: a banner by id as the site would show it; an unknown (or malformed) id is a 404. */
export async function loadBannerPreviewPage(page: PageContext): Promise<PageResult<BannerPreviewData> | null> {
  const id = page.params['id'] ?? '';
  if (!/^[0-9]{1,10}$/.test(id)) return null;
  const { getBanner } = await page.query(BannerPreviewDocument, { id });
  if (!getBanner) return null;
  return { data: { banner: getBanner }, image: getBanner.image?.url ?? null };
}
