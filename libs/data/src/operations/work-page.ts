/** `WorkPage`: everything the work page shows, by `getWork(slug, catalogPrefix)` of the specification. */
import type { TrendTagType } from '@art/model';
import { defineOperation } from '../operation';
import {
  EXPOSITION_LINK_FIELDS,
  IMAGE_FIELDS,
  WORK_CARD_FIELDS,
  type ExpositionLinkFields,
  type ImageFields,
  type WorkCardFields,
} from './fields';

/**
 * Variables of {@link WORK_PAGE}; `moreWorks` is how many other works of the artist come along (default 8), `similar`
 * how many works like it (default 8, at most 24).
 */
export type WorkPageVariables = {
  slug: string;
  catalogPrefix?: string | null;
  moreWorks?: number;
  similar?: number;
};

/** A work as its page shows it; `workState` Desactivada means the page redirects to the works list. */
export type WorkPageWork = {
  id: string;
  slug: string;
  title: string;
  titleES: string;
  titleEN: string;
  description: string;
  images: ImageFields[];
  technics: { name: string; english: string }[];
  technicsText: string;
  price: number | null;
  priceWithoutTaxes: number | null;
  currency: string;
  year: number | null;
  width: number;
  height: number;
  depth: number | null;
  measures: string;
  size: string;
  workState: string;
  discipline: number;
  colours: string[];
  catalogs: string[];
  buyable: boolean;
  url: string;
  artist: {
    id: string;
    _id: string;
    slug: string;
    fullName: string;
    city: string;
    countryCode: string;
    biography: string;
    avatarUrl: string | null;
    url: string;
    works: WorkCardFields[];
  };
  gallery: {
    id: string;
    slug: string;
    comercialName: string;
    url: string;
    catalogPrefix: string | null;
    stand: string | null;
    email: string | null;
    phone: string | null;
    website: string | null;
    address: { fullAddress: string; city: string; countryCode: string };
  } | null;
  tags: { id: string; type: TrendTagType; slug: string; name: string; url: string }[];
  expositions: ExpositionLinkFields[];
  /** Works like this one (same discipline and catalogue, sharing tags, colours or price range), best first. */
  similar: WorkCardFields[];
};

/** Result of {@link WORK_PAGE}: null when no work has the slug (a 404). */
export type WorkPageData = { getWork: WorkPageWork | null };

/** A work by slug in a catalogue, with its artist (and more of the artist's works), gallery, tags, shows and works like it. */
export const WORK_PAGE = defineOperation<WorkPageData, WorkPageVariables>(
  'WorkPage',
  `query WorkPage($slug: String!, $catalogPrefix: String, $moreWorks: Int = 8, $similar: Int = 8) {
  getWork(slug: $slug, catalogPrefix: $catalogPrefix) {
    id slug title titleES titleEN description
    images { ${IMAGE_FIELDS} }
    technics { name english }
    technicsText price priceWithoutTaxes currency year width height depth measures size workState discipline colours
    catalogs buyable url
    artist {
      id _id slug fullName city countryCode biography avatarUrl url
      works(first: $moreWorks) { ${WORK_CARD_FIELDS} }
    }
    gallery {
      id slug comercialName url catalogPrefix stand email phone website
      address { fullAddress city countryCode }
    }
    tags { id type slug name url }
    expositions { ${EXPOSITION_LINK_FIELDS} }
    similar(first: $similar) { ${WORK_CARD_FIELDS} }
  }
}`,
);
