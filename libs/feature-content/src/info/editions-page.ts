import { type EditionFields } from '@art/data';
import { EditionsDocument } from '../documents';
import type { PageContext, PageResult } from '@art/site';

/** Every fair edition, newest first (the current one among them, flagged). */
export interface EditionsPageData {
  editions: EditionFields[];
}

/** `Editions`: the fair's editions, the current and the past ones (not the market), newest first. */
export async function loadEditionsPage(page: PageContext): Promise<PageResult<EditionsPageData>> {
  const { catalogs } = await page.query(EditionsDocument, {});
  const editions = catalogs
    .filter((c) => !c.isMarket)
    .sort(
      (a, b) =>
        b.year - a.year || (b.startsOn ?? '').localeCompare(a.startsOn ?? '') || a.prefix.localeCompare(b.prefix),
    );
  return { data: { editions } };
}
