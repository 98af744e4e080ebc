/**
 * `HomeData`: the home pages of the fair (catalogPrefix AM25) and of the shop (MARKET) in one request: the catalogues
 * (the current one is `isCurrent`), the newest works of the catalogue, artists with works in it, the latest posts,
 * the coming activities and the shows. The shop gets no activities (they belong to fair editions).
 */
import { defineOperation } from '../operation';
import {
  GALLERY_LINK_FIELDS,
  IMAGE_FIELDS,
  WORK_CARD_FIELDS,
  type GalleryLinkFields,
  type ImageFields,
  type WorkCardFields,
} from './fields';

/** Variables of {@link HOME_DATA}; each list has a small default size. */
export type HomeDataVariables = {
  catalogPrefix: string;
  /** A news category key (agenda, obras, product, exposiciones, actualidad); all when absent. */
  articleCategory?: string | null;
  works?: number;
  artists?: number;
  articles?: number;
  activities?: number;
  expositions?: number;
};

/** A fair edition or the market. */
export type HomeCatalog = {
  prefix: string;
  edition: number | null;
  year: number;
  name: string;
  startsOn: string | null;
  endsOn: string | null;
  venue: string | null;
  /** Street address of the venue (the fair's `Event` structured data). */
  address: string | null;
  isCurrent: boolean;
  isMarket: boolean;
};

/** An artist of the home page. */
export type HomeArtist = {
  id: string;
  slug: string;
  fullName: string;
  city: string;
  featuredImage: ImageFields | null;
  avatarUrl: string | null;
  url: string;
};

/** A post of the home page. */
export type HomeArticle = {
  id: string;
  slug: string;
  category: string;
  categoryName: string;
  title: string;
  shortContent: string;
  publishedAt: string;
  image: ImageFields | null;
  url: string;
};

/** An activity of the home page. */
export type HomeActivity = {
  id: string;
  slug: string;
  title: string;
  category: string;
  categoryKey: string;
  shortContent: string;
  place: string;
  startsAt: string;
  endsAt: string | null;
  image: ImageFields | null;
  url: string;
};

/** A show of the home page. */
export type HomeExposition = {
  id: string;
  slug: string;
  title: string;
  startsOn: string | null;
  endsOn: string | null;
  image: ImageFields | null;
  gallery: GalleryLinkFields | null;
  url: string;
};

/** Result of {@link HOME_DATA}. */
export type HomeData = {
  catalogs: HomeCatalog[];
  works: { nodes: WorkCardFields[] };
  artists: { nodes: HomeArtist[] };
  articles: { nodes: HomeArticle[] };
  activities: { nodes: HomeActivity[] };
  expositions: { nodes: HomeExposition[] };
};

/** What the home page of a catalogue shows. */
export const HOME_DATA = defineOperation<HomeData, HomeDataVariables>(
  'HomeData',
  `query HomeData(
  $catalogPrefix: String!
  $articleCategory: String
  $works: Int = 8
  $artists: Int = 8
  $articles: Int = 3
  $activities: Int = 4
  $expositions: Int = 4
) {
  catalogs { prefix edition year name startsOn endsOn venue address isCurrent isMarket }
  works(filter: { catalogPrefix: $catalogPrefix }, sort: NEWEST, first: $works) {
    nodes { ${WORK_CARD_FIELDS} }
  }
  artists(filter: { catalogPrefix: $catalogPrefix }, first: $artists) {
    nodes { id slug fullName city featuredImage { ${IMAGE_FIELDS} } avatarUrl url }
  }
  articles(category: $articleCategory, first: $articles) {
    nodes { id slug category categoryName title shortContent publishedAt image { ${IMAGE_FIELDS} } url }
  }
  activities(catalogPrefix: $catalogPrefix, first: $activities) {
    nodes { id slug title category categoryKey shortContent place startsAt endsAt image { ${IMAGE_FIELDS} } url }
  }
  expositions(catalogPrefix: $catalogPrefix, first: $expositions) {
    nodes { id slug title startsOn endsOn image { ${IMAGE_FIELDS} } gallery { ${GALLERY_LINK_FIELDS} } url }
  }
}`,
);

/** The current catalogue of a result with `catalogs` (the fair edition the API flags current), or null. */
export function currentCatalog<T extends { isCurrent: boolean }>(data: { catalogs: readonly T[] }): T | null {
  return data.catalogs.find((c) => c.isCurrent) ?? null;
}
