import { normalizeSearchText } from '@art/model';
import { cursorParam, queryString, searchTextParam } from '@art/page-kit';

/**
 * The state of the A–Z index that lives in the URL, so a letter or a search can be shared, reloaded and navigated
 * back to: `?letter=N`, `?q=núñez`, and `&after=<cursor>` for the next page.
 */
export interface ArtistsQuery {
  /** One letter A–Z (upper-case) of the surname, or null for every letter. */
  letter: string | null;
  /** Words of the name or city ('' for none); accents and case are the API's to ignore. */
  text: string;
  /** Cursor of the page to start after (the "next page" link for crawlers and JavaScript-off visitors). */
  after: string | null;
}

export const EMPTY_ARTISTS_QUERY: ArtistsQuery = Object.freeze({ letter: null, text: '', after: null }) as ArtistsQuery;

/** The letters of the index, in order. */
export const LETTERS: readonly string[] = Object.freeze(
  Array.from({ length: 26 }, (_, i) => String.fromCharCode(65 + i)),
);

/** The index state of a URL's search params; anything unknown or malformed is ignored (`?letter=ñ` is N, `?letter=7` none). */
export function parseArtistsQuery(search: URLSearchParams | string): ArtistsQuery {
  const params = typeof search === 'string' ? new URLSearchParams(search) : search;
  const letter = normalizeSearchText(params.get('letter') ?? '');
  return {
    letter: /^[a-z]$/.test(letter) ? letter.toUpperCase() : null,
    text: searchTextParam(params.get('q')),
    after: cursorParam(params.get('after')),
  };
}

/** The search string of an index state (empty for the whole index), with a stable parameter order. */
export function artistsQueryString(query: Partial<ArtistsQuery>): string {
  return queryString([
    ['letter', query.letter],
    ['q', query.text],
    ['after', query.after],
  ]);
}
