/** `GalleryPage`: a gallery by slug with its artists and its works of a catalogue. */
import { defineOperation } from '../operation';
import { IMAGE_FIELDS, WORK_CARD_FIELDS, type ImageFields, type WorkCardFields } from './fields';

/** Variables of {@link GALLERY_PAGE}; works follow `catalogPrefix`, at most `works` (default 48, capped at 100). */
export type GalleryPageVariables = {
  slug: string;
  catalogPrefix?: string | null;
  works?: number;
};

/** A gallery as its page shows it. */
export type GalleryPageGallery = {
  id: string;
  slug: string;
  comercialName: string;
  description: string;
  address: { fullAddress: string; city: string; countryCode: string };
  email: string | null;
  phone: string | null;
  website: string | null;
  image: ImageFields | null;
  /** The catalogue of the participation shown (the one asked for when the gallery takes part in it, else its latest). */
  catalogPrefix: string | null;
  stand: string | null;
  catalogPrefixes: string[];
  url: string;
  artists: { id: string; slug: string; fullName: string; city: string; url: string }[];
  works: WorkCardFields[];
};

/** Result of {@link GALLERY_PAGE}: null when no gallery has the slug (a 404). */
export type GalleryPageData = { getGallery: GalleryPageGallery | null };

/** A gallery by slug seen from a catalogue, with its artists and newest works in it. */
export const GALLERY_PAGE = defineOperation<GalleryPageData, GalleryPageVariables>(
  'GalleryPage',
  `query GalleryPage($slug: String!, $catalogPrefix: String, $works: Int = 48) {
  getGallery(slug: $slug, catalogPrefix: $catalogPrefix) {
    id slug comercialName description
    address { fullAddress city countryCode }
    email phone website
    image { ${IMAGE_FIELDS} }
    catalogPrefix stand catalogPrefixes url
    artists { id slug fullName city url }
    works(first: $works) { ${WORK_CARD_FIELDS} }
  }
}`,
);
