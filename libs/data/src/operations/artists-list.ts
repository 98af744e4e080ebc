/** `ArtistsList`: a page of the A–Z index of artists (the Artists page), with the letters that have artists. */
import { defineOperation } from '../operation';
import { IMAGE_FIELDS, PAGE_INFO_FIELDS, type ImageFields, type PageInfoFields } from './fields';

/** The `ArtistsFilter` input of the API: one letter of the surname, a text (accents ignored), a catalogue. */
export type ArtistsFilter = {
  initial?: string | null;
  text?: string | null;
  catalogPrefix?: string | null;
};

/** Variables of {@link ARTISTS_LIST}; `catalogPrefix` picks the letters offered (the filter's catalogue, normally). */
export type ArtistsListVariables = {
  filter?: ArtistsFilter | null;
  catalogPrefix?: string | null;
  first?: number;
  after?: string | null;
};

/** An artist as a card of the index. */
export type ArtistCardFields = {
  id: string;
  slug: string;
  fullName: string;
  city: string;
  countryCode: string;
  url: string;
  featuredImage: ImageFields | null;
};

/** Result of {@link ARTISTS_LIST}. */
export type ArtistsListData = {
  artists: { totalCount: number; nodes: ArtistCardFields[]; pageInfo: PageInfoFields };
  artistInitials: string[];
};

/** Artists of a filter by surname, `first` at a time after `after`, and the letters of the catalogue's artists. */
export const ARTISTS_LIST = defineOperation<ArtistsListData, ArtistsListVariables>(
  'ArtistsList',
  `query ArtistsList($filter: ArtistsFilter, $catalogPrefix: String, $first: Int = 24, $after: String) {
  artists(filter: $filter, first: $first, after: $after) {
    totalCount
    nodes { id slug fullName city countryCode url featuredImage { ${IMAGE_FIELDS} } }
    ${PAGE_INFO_FIELDS}
  }
  artistInitials(catalogPrefix: $catalogPrefix)
}`,
);
