import { ShowPageDocument, ShowsListDocument, type ShowCardFields, type ShowPageShow } from '../documents';
import type { PageContext, PageResult } from '@art/site';
import { cursorParam, fromCursor } from '@art/page-kit';
import type { PageInfo } from '@art/page-kit';

/** Shows a page of the list holds: a multiple of the 2 and 3 columns of the grid. */
export const SHOWS_PAGE_SIZE = 12;

export interface ShowsPageData {
  shows: ShowCardFields[];
  totalCount: number;
  pageInfo: PageInfo;
  /** The cursor the shows listed start after (null: the first page). */
  after: string | null;
}

/** The shop's shows, latest first, {@link SHOWS_PAGE_SIZE} at a time from the URL's cursor (a refused one shows the first page). */
export async function loadShowsPage(page: PageContext): Promise<PageResult<ShowsPageData>> {
  const { result, after } = await fromCursor(page, ShowsListDocument, {
    first: SHOWS_PAGE_SIZE,
    after: cursorParam(page.url.searchParams.get('after')),
  });
  const { expositions } = result;
  return {
    data: { shows: expositions.nodes, totalCount: expositions.totalCount, pageInfo: expositions.pageInfo, after },
    image: expositions.nodes[0]?.image?.url ?? null,
  };
}

/** A show as its page shows it: the title and text of the page's language. */
export interface ShowPageData {
  show: ShowPageShow;
  title: string;
  info: string;
}

/**
 * A show of the shop: its title and text in the page's language (the other language's when that one is empty), its
 * gallery and dates, and its works in the show's order, whose addresses open inside the show. Unknown is a 404;
 * reached by the other language's slug, the page moves to its own.
 */
export async function loadShowPage(page: PageContext): Promise<PageResult<ShowPageData> | null> {
  const { getExposition: show } = await page.query(ShowPageDocument, { slug: page.params['slug'] ?? '', works: 100 });
  if (!show) return null;
  const title = (page.lang === 'en' ? show.titleEN || show.titleES : show.titleES || show.titleEN) || show.title;
  const info = (page.lang === 'en' ? show.infoEN || show.infoES : show.infoES || show.infoEN) || show.info;
  return {
    data: { show, title, info },
    title: { expositionTitle: title, expositionInfo: info.split(/\r?\n/)[0]?.trim() || null },
    alternatesParams: { es: { slug: show.slugES }, en: { slug: show.slugEN } },
    image: show.image?.url ?? show.works[0]?.images[0]?.url ?? null,
  };
}
