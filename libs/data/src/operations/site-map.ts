/** `SiteMapFair` and `SiteMapShop`: the content the SiteMap page links, a few of each kind with their totals. */
import { defineOperation } from '../operation';

/** A page of content as a link. */
export type SiteMapLink = { id: string; url: string };
type Listing<T> = { totalCount: number; nodes: (SiteMapLink & T)[] };

/** Variables of both site-map operations: the site's catalogue and how many of each kind. */
export type SiteMapVariables = { catalogPrefix: string; first: number };

/** Result of {@link SITE_MAP_FAIR}. */
export type SiteMapFairData = {
  artists: Listing<{ fullName: string }>;
  galleries: Listing<{ comercialName: string }>;
  articles: Listing<{ title: string }>;
  activities: Listing<{ title: string }>;
};

/** The fair's artists and galleries of the current edition, its latest posts and its activities. */
export const SITE_MAP_FAIR = defineOperation<SiteMapFairData, SiteMapVariables>(
  'SiteMapFair',
  `query SiteMapFair($catalogPrefix: String!, $first: Int!) {
  artists(filter: { catalogPrefix: $catalogPrefix }, first: $first) { totalCount nodes { id url fullName } }
  galleries(catalogPrefix: $catalogPrefix, first: $first) { totalCount nodes { id url comercialName } }
  articles(first: $first) { totalCount nodes { id url title } }
  activities(catalogPrefix: $catalogPrefix, first: $first) { totalCount nodes { id url title } }
}`,
);

/** Result of {@link SITE_MAP_SHOP}. */
export type SiteMapShopData = {
  artists: Listing<{ fullName: string }>;
  galleries: Listing<{ comercialName: string }>;
  expositions: Listing<{ title: string }>;
  trends: (SiteMapLink & { name: string })[];
};

/** The shop's artists and galleries of the market, its latest shows and every trend. */
export const SITE_MAP_SHOP = defineOperation<SiteMapShopData, SiteMapVariables>(
  'SiteMapShop',
  `query SiteMapShop($catalogPrefix: String!, $first: Int!) {
  artists(filter: { catalogPrefix: $catalogPrefix }, first: $first) { totalCount nodes { id url fullName } }
  galleries(catalogPrefix: $catalogPrefix, first: $first) { totalCount nodes { id url comercialName } }
  expositions(first: $first) { totalCount nodes { id url title } }
  trends { id url name }
}`,
);
