/** `ArtistPage`: an artist by slug with their works, galleries and shows. */
import { defineOperation } from '../operation';
import {
  EXPOSITION_LINK_FIELDS,
  GALLERY_LINK_FIELDS,
  IMAGE_FIELDS,
  WORK_CARD_FIELDS,
  type ExpositionLinkFields,
  type GalleryLinkFields,
  type ImageFields,
  type WorkCardFields,
} from './fields';

/** Variables of {@link ARTIST_PAGE}; works follow `catalogPrefix` (the current fair, or MARKET on the shop), at most `works` (default 48, capped at 100). */
export type ArtistPageVariables = {
  slug: string;
  catalogPrefix?: string | null;
  works?: number;
};

/** An artist as their page shows them. */
export type ArtistPageArtist = {
  id: string;
  _id: string;
  slug: string;
  fullName: string;
  firstName: string;
  lastName: string;
  city: string;
  countryCode: string;
  birthYear: number | null;
  biography: string;
  featuredImage: ImageFields | null;
  avatarUrl: string | null;
  url: string;
  works: WorkCardFields[];
  galleries: GalleryLinkFields[];
  expositions: ExpositionLinkFields[];
};

/** Result of {@link ARTIST_PAGE}: null when no artist has the slug (a 404). */
export type ArtistPageData = { getArtist: ArtistPageArtist | null };

/** An artist by slug seen from a catalogue, with their newest works in it. */
export const ARTIST_PAGE = defineOperation<ArtistPageData, ArtistPageVariables>(
  'ArtistPage',
  `query ArtistPage($slug: String!, $catalogPrefix: String, $works: Int = 48) {
  getArtist(slug: $slug, catalogPrefix: $catalogPrefix) {
    id _id slug fullName firstName lastName city countryCode birthYear biography
    featuredImage { ${IMAGE_FIELDS} }
    avatarUrl url
    works(first: $works) { ${WORK_CARD_FIELDS} }
    galleries { ${GALLERY_LINK_FIELDS} }
    expositions { ${EXPOSITION_LINK_FIELDS} }
  }
}`,
);
