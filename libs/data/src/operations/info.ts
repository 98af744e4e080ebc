/**
 * The fair's information pages: static and legal pages, visitor information, tickets, FAQ, other editions, the photo
 * view and the banner preview.
 */
import { defineOperation } from '../operation';
import { IMAGE_FIELDS, type ImageFields } from './fields';

/** Every field of a fair edition (or the market) the information pages show. */
const EDITION_FIELDS = 'prefix edition year name startsOn endsOn venue address openingHours catalogUrl isCurrent isMarket';

/** A fair edition or the market, with its venue, hours and catalogue. */
export type EditionFields = {
  prefix: string;
  edition: number | null;
  year: number;
  name: string;
  /** ISO date. */
  startsOn: string | null;
  endsOn: string | null;
  venue: string | null;
  address: string | null;
  /** One line per day or range of days, in the request's language. */
  openingHours: string | null;
  catalogUrl: string | null;
  isCurrent: boolean;
  isMarket: boolean;
};

const STATIC_PAGE_FIELDS = 'id slug slugES slugEN isLegal title content updatedAt';

/** A static or legal page: title and plain-text paragraphs separated by blank lines. */
export type StaticPageFields = {
  id: string;
  slug: string;
  slugES: string;
  slugEN: string;
  isLegal: boolean;
  title: string;
  content: string;
  /** ISO 8601 date and time. */
  updatedAt: string;
};

/** Result of {@link STATIC_PAGE}: null when no page has the slug. */
export type StaticPageData = { getStaticPage: StaticPageFields | null };

/** A static or legal page by its Spanish or English slug. */
export const STATIC_PAGE = defineOperation<StaticPageData, { slug: string }>(
  'StaticPage',
  `query StaticPage($slug: String!) { getStaticPage(slug: $slug) { ${STATIC_PAGE_FIELDS} } }`,
);

/** Result of {@link VISITOR_INFO}. */
export type VisitorInfoData = { catalogs: EditionFields[]; getStaticPage: StaticPageFields | null };

/** `Informacion`: the editions (the current one is `isCurrent`) and the static page about getting there. */
export const VISITOR_INFO = defineOperation<VisitorInfoData, { slug: string }>(
  'VisitorInfo',
  `query VisitorInfo($slug: String!) {
  catalogs { ${EDITION_FIELDS} }
  getStaticPage(slug: $slug) { ${STATIC_PAGE_FIELDS} }
}`,
);

/** A ticket type of an edition; `price` in euros with VAT, 0 is free. */
export type TicketTypeFields = {
  id: string;
  name: string;
  description: string;
  price: number;
};

/** Result of {@link TICKETS_PAGE}. */
export type TicketsPageData = {
  catalogs: EditionFields[];
  ticketTypes: TicketTypeFields[];
  getStaticPage: StaticPageFields | null;
};

/** `Tickets`: the editions, the ticket types of one (the current one without `catalogPrefix`) and the page's text. */
export const TICKETS_PAGE = defineOperation<TicketsPageData, { slug: string; catalogPrefix?: string | null }>(
  'TicketsPage',
  `query TicketsPage($slug: String!, $catalogPrefix: String) {
  catalogs { ${EDITION_FIELDS} }
  ticketTypes(catalogPrefix: $catalogPrefix) { id name description price }
  getStaticPage(slug: $slug) { ${STATIC_PAGE_FIELDS} }
}`,
);

/** A question and its answer (plain text). */
export type FaqFields = { id: string; question: string; answer: string };

/** Result of {@link FAQ_PAGE}. */
export type FaqPageData = { faq: FaqFields[] };

/** `Faq`: the questions of one site, in their order. */
export const FAQ_PAGE = defineOperation<FaqPageData, { site: 'fair' | 'shop' }>(
  'FaqPage',
  `query FaqPage($site: Site!) { faq(site: $site) { id question answer } }`,
);

/** Result of {@link EDITIONS}. */
export type EditionsData = { catalogs: EditionFields[] };

/** `Editions`: every catalogue (the page keeps the fair editions), newest first. */
export const EDITIONS = defineOperation<EditionsData>('Editions', `query Editions { catalogs { ${EDITION_FIELDS} } }`);

/** A photograph of the fair. */
export type FairPhotoFields = { id: string; caption: string; credit: string | null; image: ImageFields };

/** Result of {@link PHOTO_VIEW}. */
export type PhotoViewData = { catalogs: EditionFields[]; fairPhotos: FairPhotoFields[] };

/** `PhotoView`: the photographs of an edition (the current one without `catalogPrefix`) and the editions. */
export const PHOTO_VIEW = defineOperation<PhotoViewData, { catalogPrefix?: string | null }>(
  'PhotoView',
  `query PhotoView($catalogPrefix: String) {
  catalogs { ${EDITION_FIELDS} }
  fairPhotos(catalogPrefix: $catalogPrefix) { id caption credit image { ${IMAGE_FIELDS} } }
}`,
);

/** A banner as the site shows it. */
export type BannerFields = {
  id: string;
  title: string;
  text: string;
  linkUrl: string | null;
  image: ImageFields | null;
  published: boolean;
  activeFrom: string | null;
  activeTo: string | null;
};

/** Result of {@link BANNER_PREVIEW}: null for an unknown id. */
export type BannerPreviewData = { getBanner: BannerFields | null };

/** `BannerPreview`: a banner by id, published or not. */
export const BANNER_PREVIEW = defineOperation<BannerPreviewData, { id: string }>(
  'BannerPreview',
  `query BannerPreview($id: ID!) {
  getBanner(id: $id) { id title text linkUrl image { ${IMAGE_FIELDS} } published activeFrom activeTo }
}`,
);
