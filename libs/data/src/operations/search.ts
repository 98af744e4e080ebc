/** `Search`: the header search of the specification, `search(textSearch, limit, catalogPrefix)`. */
import { defineOperation } from '../operation';

/** Variables of {@link SEARCH}: the current catalogue on the fair, MARKET on the shop; `limit` at most 9 (SEARCH_MAX_RESULTS). */
export type SearchVariables = {
  textSearch: string;
  limit?: number;
  catalogPrefix?: string | null;
};

/** One search result; `kind` is work, artist, gallery or exposition. */
export type SearchResultFields = {
  image: string | null;
  text: string;
  url: string;
  kind: string;
};

/** Result of {@link SEARCH}. */
export type SearchData = { search: SearchResultFields[] };

/** Works, artists, galleries and shows whose text holds `textSearch`, best first. */
export const SEARCH = defineOperation<SearchData, SearchVariables>(
  'Search',
  `query Search($textSearch: String!, $limit: Int = 9, $catalogPrefix: String) {
  search(textSearch: $textSearch, limit: $limit, catalogPrefix: $catalogPrefix) { image text url kind }
}`,
);
