/**
 * Pieces of the list states that live in the URL (the artists and galleries lists): a search text and a cursor,
 * read leniently (anything malformed is ignored, never an error) and written in a stable order.
 */

/** Longest search text a list sends (the API refuses longer ones). */
export const SEARCH_TEXT_MAX_LENGTH = 100;
/** Longest cursor accepted from a URL; the API checks its content. */
export const MAX_CURSOR_LENGTH = 512;
/** Artists or galleries a list page shows: a multiple of the 2, 3 and 4 columns of the grid. */
export const CATALOGUE_PAGE_SIZE = 24;

/** A search text from a URL: control characters and runs of spaces collapsed, cut to the API's limit; '' when absent. */
export function searchTextParam(value: string | null): string {
  return (value ?? '')
    .replace(/[\p{Cc}\s]+/gu, ' ')
    .trim()
    .slice(0, SEARCH_TEXT_MAX_LENGTH)
    .trim();
}

/** A cursor from a URL when it has a cursor's shape (base64url), else null. */
export function cursorParam(value: string | null): string | null {
  return value && value.length <= MAX_CURSOR_LENGTH && /^[A-Za-z0-9_-]+$/.test(value) ? value : null;
}

/**
 * A search string of the given parameters in their order, leaving out empty ones; '' when none is left.
 * @example queryString([['letter', 'A'], ['q', ''], ['after', null]]) // '?letter=A'
 */
export function queryString(entries: readonly (readonly [string, string | null | undefined])[]): string {
  const params = new URLSearchParams();
  for (const [name, value] of entries) if (value) params.set(name, value);
  const text = params.toString();
  return text ? `?${text}` : '';
}
