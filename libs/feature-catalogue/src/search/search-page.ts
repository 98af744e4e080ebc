import { SearchPageDocument, type SearchPageResult } from '../documents';
import type { PageContext, PageResult } from '@art/site';
import {
  SEARCH_PAGE_KINDS,
  SEARCH_PAGE_SIZE,
  isTooShortToSearch,
  parseSearchQuery,
  type SearchPageKind,
  type SearchQuery,
} from './search-query';

export interface SearchPageData {
  /** The state shown, its kind the one listed. */
  query: SearchQuery & { kind: SearchPageKind };
  /** The API's answer; null when nothing was searched, or too little to search (see `isTooShortToSearch`). */
  result: SearchPageResult | null;
}

const NOTHING: SearchPageResult = {
  kind: 'work',
  totalCount: 0,
  nodes: [],
  counts: { work: 0, artist: 0, gallery: 0, exposition: 0 },
};

/**
 * The search results page of either site (`?q=`): every work, artist, gallery and show of the site's catalogue that the
 * header's search finds (a work also by its artist's name), counted by kind, one kind a page of 24 at a time.
 */
export async function loadSearchPage(page: PageContext): Promise<PageResult<SearchPageData>> {
  const query = parseSearchQuery(page.url.searchParams);
  // One letter is not searched (the API would answer nothing): the page asks for two.
  const searched = query.text !== '' && !isTooShortToSearch(query.text);
  const result = searched
    ? (
        await page.query(SearchPageDocument, {
          textSearch: query.text,
          kind: query.kind,
          catalogPrefix: page.profile.catalogPrefix,
          first: SEARCH_PAGE_SIZE,
          offset: (query.page - 1) * SEARCH_PAGE_SIZE,
        })
      ).searchPage
    : null;
  const kind = SEARCH_PAGE_KINDS.find((k) => k === result?.kind) ?? query.kind ?? 'work';
  return {
    data: { query: { ...query, kind }, result: result ?? (searched ? NOTHING : null) },
    title: { searchText: searched ? query.text : null },
  };
}
