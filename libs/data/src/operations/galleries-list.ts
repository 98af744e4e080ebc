/** `GalleriesList` and `GalleryEditions`: the galleries of a catalogue (the Galleries page) and the catalogues. */
import { defineOperation } from '../operation';
import { IMAGE_FIELDS, PAGE_INFO_FIELDS, type ImageFields, type PageInfoFields } from './fields';

/** Variables of {@link GALLERIES_LIST}: the catalogue (any case), a text (accents ignored), the page. */
export type GalleriesListVariables = {
  catalogPrefix: string;
  text?: string | null;
  first?: number;
  after?: string | null;
};

/** A gallery as a card of the list, with the names of its artists. */
export type GalleryCardFields = {
  id: string;
  slug: string;
  comercialName: string;
  url: string;
  stand: string | null;
  address: { fullAddress: string; city: string; countryCode: string };
  image: ImageFields | null;
  artists: { id: string; fullName: string }[];
};

/** Result of {@link GALLERIES_LIST}. */
export type GalleriesListData = {
  galleries: { totalCount: number; nodes: GalleryCardFields[]; pageInfo: PageInfoFields };
};

/** Galleries taking part in a catalogue, by name, `first` at a time after `after`. */
export const GALLERIES_LIST = defineOperation<GalleriesListData, GalleriesListVariables>(
  'GalleriesList',
  `query GalleriesList($catalogPrefix: String!, $text: String, $first: Int = 24, $after: String) {
  galleries(catalogPrefix: $catalogPrefix, text: $text, first: $first, after: $after) {
    totalCount
    nodes {
      id slug comercialName url stand
      address { fullAddress city countryCode }
      image { ${IMAGE_FIELDS} }
      artists { id fullName }
    }
    ${PAGE_INFO_FIELDS}
  }
}`,
);

/** A catalogue as the galleries pages name it. */
export type GalleryEditionFields = { prefix: string; name: string; year: number; isCurrent: boolean; isMarket: boolean };

/** Result of {@link GALLERY_EDITIONS}: fair editions latest first, then the market. */
export type GalleryEditionsData = { catalogs: GalleryEditionFields[] };

/** The catalogues, to know an edition's prefix (an unknown one is a 404) and link the other editions. */
export const GALLERY_EDITIONS = defineOperation<GalleryEditionsData>(
  'GalleryEditions',
  `query GalleryEditions { catalogs { prefix name year isCurrent isMarket } }`,
);
