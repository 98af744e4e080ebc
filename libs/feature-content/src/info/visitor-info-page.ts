import { currentCatalog, type EditionFields, type StaticPageFields } from '@art/data';
import { VisitorInfoDocument } from '../documents';
import type { PageContext, PageResult } from '@art/site';
import { STATIC_PAGE_SLUGS } from './static-page';

/** What the visitor information page shows: the current edition (null before one is announced) and how to get there. */
export interface VisitorInfoPageData {
  edition: EditionFields | null;
  directions: StaticPageFields | null;
}

/** `Informacion`: dates, hours and venue of the current edition, and the static page about getting there. */
export async function loadVisitorInfoPage(page: PageContext): Promise<PageResult<VisitorInfoPageData>> {
  const answer = await page.query(VisitorInfoDocument, { slug: STATIC_PAGE_SLUGS.Informacion });
  return { data: { edition: currentCatalog(answer), directions: answer.getStaticPage } };
}
