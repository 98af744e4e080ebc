import { normalizeSearchText } from '@art/model';
import { queryString, searchTextParam } from '@art/page-kit';

/** The kinds of results the page lists, in the order of its tabs (the API's `SearchPage.kind`). */
export const SEARCH_PAGE_KINDS = ['work', 'artist', 'gallery', 'exposition'] as const;
export type SearchPageKind = (typeof SEARCH_PAGE_KINDS)[number];

/** Results of one page: a multiple of the 2, 3 and 4 columns of the grid. */
export const SEARCH_PAGE_SIZE = 24;
/** The furthest page an address may ask for (the API stops at an offset of 10,000). */
export const SEARCH_MAX_PAGE = Math.floor(10_000 / SEARCH_PAGE_SIZE) + 1;

/** Fewest letters searched, as the API's search and the header's: a single letter would match nearly everything. */
export const SEARCH_MIN_LENGTH = 2;

/**
 * Whether a text typed is too short to search (fewer than two letters once accents and spaces are folded, as the API
 * reads it): the page asks for more rather than saying nothing matched. Nothing typed is not too short.
 * @example isTooShortToSearch('a') // true
 */
export function isTooShortToSearch(text: string): boolean {
  return text !== '' && normalizeSearchText(text).length < SEARCH_MIN_LENGTH;
}

/** The state of the results page that lives in the URL: `?q=romero&type=artist&page=2`. */
export interface SearchQuery {
  /** What was searched ('' for nothing yet). */
  text: string;
  /** The kind listed; null: the first kind that has results. */
  kind: SearchPageKind | null;
  /** 1-based. */
  page: number;
}

/** The state of a URL's search params; anything malformed is ignored (the first page, the first kind with results). */
export function parseSearchQuery(search: URLSearchParams | string): SearchQuery {
  const params = typeof search === 'string' ? new URLSearchParams(search) : search;
  const kind = params.get('type');
  const page = /^\d{1,6}$/.test(params.get('page') ?? '') ? Number(params.get('page')) : 1;
  return {
    text: searchTextParam(params.get('q')),
    kind: SEARCH_PAGE_KINDS.find((k) => k === kind) ?? null,
    page: Math.min(Math.max(page, 1), SEARCH_MAX_PAGE),
  };
}

/**
 * The search string of a state, in a stable order, leaving out the defaults.
 * @example searchQueryString({ text: 'romero', kind: 'artist', page: 1 }) // '?q=romero&type=artist'
 */
export function searchQueryString(query: Partial<SearchQuery>): string {
  return queryString([
    ['q', query.text],
    ['type', query.kind],
    ['page', query.page && query.page > 1 ? String(query.page) : null],
  ]);
}
