/**
 * Selections shared by several operations, as text spliced into their documents (not GraphQL fragments: the API's
 * depth and cost limits count a fragment spread as one more level), with the result types they produce.
 * Every type follows the SDL of `apps/api/src/schema`: same field names, `| null` exactly where the SDL is nullable.
 */

/** Every size of an image, for `srcset`. */
export const IMAGE_FIELDS = 'url width height sizes { size name width height url webp }';

/** One size of an image (0 original … 5 biggest). */
export type ImageVariantFields = {
  size: number;
  name: string;
  width: number;
  height: number;
  url: string;
  webp: string;
};

/** An image: the big JPEG by default and every size. */
export type ImageFields = {
  url: string;
  width: number;
  height: number;
  sizes: ImageVariantFields[];
};

/** What a work card of a list shows. */
export const WORK_CARD_FIELDS = `id slug title url
images { ${IMAGE_FIELDS} }
artist { id slug fullName url }
price currency workState buyable measures year technicsText colours size discipline`;

/** A work as a card of a list or masonry. */
export type WorkCardFields = {
  id: string;
  slug: string;
  title: string;
  url: string;
  images: ImageFields[];
  artist: { id: string; slug: string; fullName: string; url: string };
  price: number | null;
  currency: string;
  workState: string;
  buyable: boolean;
  measures: string;
  year: number | null;
  technicsText: string;
  colours: string[];
  size: string;
  discipline: number;
};

/** A link to a gallery. */
export const GALLERY_LINK_FIELDS = 'id slug comercialName url';

/** A gallery as a link. */
export type GalleryLinkFields = { id: string; slug: string; comercialName: string; url: string };

/** A link to a show. */
export const EXPOSITION_LINK_FIELDS = 'id slug title url';

/** A show as a link. */
export type ExpositionLinkFields = { id: string; slug: string; title: string; url: string };

/** Cursor paging of a connection. */
export const PAGE_INFO_FIELDS = 'pageInfo { endCursor hasNextPage }';

/** Cursor paging of a connection: pass `endCursor` as `after` for the next page. */
export type PageInfoFields = { endCursor: string | null; hasNextPage: boolean };
