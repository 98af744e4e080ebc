import { FaqPageDocument, type FaqFields } from '../documents';
import type { PageContext, PageResult } from '@art/site';

/** The questions of the FAQ of the site showing the page, in their order. */
export interface FaqPageData {
  entries: FaqFields[];
}

/** `Faq` on the fair (`faq`) and on the shop (`shop-faq`): the questions and answers of that site. */
export async function loadFaqPage(page: PageContext): Promise<PageResult<FaqPageData>> {
  const { faq } = await page.query(FaqPageDocument, { site: page.site });
  return { data: { entries: faq } };
}
