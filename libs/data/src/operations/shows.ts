/** `ShowsList` and `ShowPage`: the shop's shows (expositions), listed newest first and one by slug with its works. */
import { defineOperation } from '../operation';
import {
  GALLERY_LINK_FIELDS,
  IMAGE_FIELDS,
  PAGE_INFO_FIELDS,
  WORK_CARD_FIELDS,
  type GalleryLinkFields,
  type ImageFields,
  type PageInfoFields,
  type WorkCardFields,
} from './fields';

/** A show as a card of the list. */
export type ShowCardFields = {
  id: string;
  slug: string;
  title: string;
  startsOn: string | null;
  endsOn: string | null;
  image: ImageFields | null;
  gallery: GalleryLinkFields | null;
  url: string;
};

/** Variables of {@link SHOWS_LIST}; `first` is capped at 100 by the API. */
export type ShowsListVariables = { first?: number; after?: string | null };

/** Result of {@link SHOWS_LIST}. */
export type ShowsListData = {
  expositions: { totalCount: number; nodes: ShowCardFields[]; pageInfo: PageInfoFields };
};

/** Shows, latest start first, `first` at a time after the cursor `after`. */
export const SHOWS_LIST = defineOperation<ShowsListData, ShowsListVariables>(
  'ShowsList',
  `query ShowsList($first: Int = 12, $after: String) {
  expositions(first: $first, after: $after) {
    totalCount
    nodes { id slug title startsOn endsOn image { ${IMAGE_FIELDS} } gallery { ${GALLERY_LINK_FIELDS} } url }
    ${PAGE_INFO_FIELDS}
  }
}`,
);

/** A show as its page shows it: the texts of both languages and its works, whose addresses open inside the show. */
export type ShowPageShow = {
  id: string;
  slug: string;
  title: string;
  titleES: string;
  titleEN: string;
  info: string;
  infoES: string;
  infoEN: string;
  startsOn: string | null;
  endsOn: string | null;
  catalogPrefix: string | null;
  image: ImageFields | null;
  gallery: GalleryLinkFields | null;
  url: string;
  works: WorkCardFields[];
};

/** Variables of {@link SHOW_PAGE}; `works` is how many of its works come (default 100, the API's cap). */
export type ShowPageVariables = { slug: string; works?: number };

/** Result of {@link SHOW_PAGE}: null when no show has the slug (a 404). */
export type ShowPageData = { getExposition: ShowPageShow | null };

/** A show by slug with its works in the show's order. */
export const SHOW_PAGE = defineOperation<ShowPageData, ShowPageVariables>(
  'ShowPage',
  `query ShowPage($slug: String!, $works: Int = 100) {
  getExposition(slug: $slug) {
    id slug title titleES titleEN info infoES infoEN startsOn endsOn catalogPrefix
    image { ${IMAGE_FIELDS} }
    gallery { ${GALLERY_LINK_FIELDS} }
    url
    works(first: $works) { ${WORK_CARD_FIELDS} }
  }
}`,
);
