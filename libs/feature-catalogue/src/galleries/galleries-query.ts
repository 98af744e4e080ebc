import { cursorParam, queryString, searchTextParam } from '@art/page-kit';

/** The state of a galleries list that lives in the URL: `?q=norte` and `&after=<cursor>` for the next page. */
export interface GalleriesQuery {
  /** Words of the name or city ('' for none). */
  text: string;
  after: string | null;
}

/** The list state of a URL's search params; anything malformed is ignored. */
export function parseGalleriesQuery(search: URLSearchParams | string): GalleriesQuery {
  const params = typeof search === 'string' ? new URLSearchParams(search) : search;
  return { text: searchTextParam(params.get('q')), after: cursorParam(params.get('after')) };
}

/** The search string of a list state (empty for the whole list). */
export function galleriesQueryString(query: Partial<GalleriesQuery>): string {
  return queryString([
    ['q', query.text],
    ['after', query.after],
  ]);
}
