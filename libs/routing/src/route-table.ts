/**
 * The route table of both sites: every route of the specification (requirements inventory §1)
 * plus the implied HowToExpo page. Each app's `app/routes.ts` is generated from it
 * (see `routesFor`), so a route added here appears in the apps without other edits.
 *
 * Patterns use React Router syntax: `:param` and a trailing optional `:param?`.
 */

import { DEFAULT_LANGUAGE, LANGUAGES, type DisciplineId, type Language } from '@art/model';

/** The two languages of the sites (defined by the model); Spanish is the default. */
export const LANGS = LANGUAGES;
export type Lang = Language;
export const DEFAULT_LANG: Lang = DEFAULT_LANGUAGE;

/** A site serving pages: the fair (edition = true) or the shop (edition = false). */
export type SiteName = 'fair' | 'shop';
/** Which site serves a route; account and access routes are served by both (decision T18). */
export type RouteSite = SiteName | 'both';

/** The page names the specification lists (57), and the search results page the issue "What a visitor sees" added. */
export const PAGE_NAMES = [
  'Home',
  'WorkPage',
  'GalleryPage',
  'ArtistPage',
  'Post',
  'Blog',
  'Works',
  'Artists',
  'Galleries',
  'Sponsors',
  'Invitations',
  'Activities',
  'Prensa',
  'SponsorsCollaborate',
  'BannerPreview',
  'ExpositionPage',
  'Activity',
  'Expositions',
  'Faq',
  'AvisoLegal',
  'Informacion',
  'WhoAreWe',
  'HowToExpo',
  'Contact',
  'Tickets',
  'AccountBilling',
  'CheckoutConfirm',
  'CheckoutError',
  'Checkout',
  'CheckoutPayment',
  'TrendsPage',
  'WorksTag',
  'AccountFavWorks',
  'AccountFavCols',
  'AccountFavArtists',
  'VisibilityContact',
  'UserCollection',
  'NewCollection',
  'CollectionPage',
  'Account',
  'AccountProfile',
  'AccountMobile',
  'PhotoView',
  'SiteMap',
  'Validations',
  'PressForm',
  'Editions',
  'GalleryContact',
  'ResetPassword',
  'Password',
  'Registry',
  'Login',
  'Cookies',
  'InfoMarket',
  'Newsletter',
  'index',
  'error',
  'Search',
] as const;
export type PageName = (typeof PAGE_NAMES)[number];

/** The i18n namespaces a route may load; `common` is always loaded first. */
export const NAMESPACES = [
  'common',
  'home',
  'works',
  'artists',
  'galleries',
  'shows',
  'trends',
  'blog',
  'activities',
  'sponsors',
  'press',
  'info',
  'legal',
  'forms',
  'invitations',
  'validations',
  'banners',
  'account',
  'cart',
  'titles',
] as const;
export type Namespace = (typeof NAMESPACES)[number];

/** The loaded-data fields a title or description template can interpolate. */
export const TITLE_FIELDS = [
  'artistFullName',
  'artistCity',
  'workTitle',
  'year',
  'technique',
  'measures',
  'expositionTitle',
  'expositionInfo',
  'galleryName',
  'galleryAddress',
  'articleTitle',
  'articleSummary',
  'activityTitle',
  'activityCategory',
  'collectionTitle',
  'trendName',
  'tagName',
  'catalogPrefix',
  'searchText',
] as const;
export type TitleField = (typeof TITLE_FIELDS)[number];

/**
 * A title or description template: an i18n key and the data fields it interpolates.
 * Every field of `fields` must be present, otherwise `fallback` is tried, and at the end
 * the default public title. The `details` fields are optional: the present ones are joined
 * with ", " into `{{details}}` (with a leading ", "), so a work without a year reads well.
 */
export interface TitleTemplate {
  readonly key: string;
  readonly fields: readonly TitleField[];
  readonly details?: readonly TitleField[];
  readonly fallback?: TitleTemplate;
}

type Discipline = DisciplineId;

/** The shape of one entry as written in the table below (before defaults are applied). */
interface RouteDefinition {
  readonly key: string;
  readonly page: PageName;
  readonly site: RouteSite;
  readonly es?: string;
  readonly en?: string;
  readonly enAliases?: readonly string[];
  readonly ns: readonly Namespace[];
  readonly loginRequired?: boolean;
  readonly layout?: 'default' | 'bare';
  readonly discipline?: Discipline;
  readonly staticPageSlug?: { readonly es: string; readonly en: string };
  /** Another key this route is a second address of (T6: `/en/legal-information` → legal notice). */
  readonly canonicalKey?: string;
  readonly opensInNewTab?: boolean;
  readonly scrollToTop?: boolean;
  readonly title?: TitleTemplate;
  readonly description?: TitleTemplate;
}

const WORK_TITLE = { key: 'titles.work', fields: ['artistFullName', 'workTitle'], details: ['year'] } as const;
const WORK_DESCRIPTION = {
  key: 'descriptions.work',
  fields: ['artistFullName', 'workTitle'],
  details: ['year', 'technique', 'measures'],
} as const;

const DEFINITIONS = [
  // ---- Fair site (F01–F41) ----
  // The home's featured works are work cards: their texts (price on request, sold) are in `works`.
  { key: 'home', page: 'Home', site: 'fair', es: '/', en: '/en', ns: ['home', 'works'] },
  { key: 'works', page: 'Works', site: 'fair', es: '/es/obras', en: '/en/works', ns: ['works'] },
  {
    key: 'works-painting',
    page: 'Works',
    site: 'fair',
    es: '/es/obras/pintura',
    en: '/en/works/painting',
    ns: ['works'],
    discipline: 0,
  },
  {
    key: 'works-photo',
    page: 'Works',
    site: 'fair',
    es: '/es/obras/fotografia',
    en: '/en/works/photo',
    ns: ['works'],
    discipline: 1,
  },
  {
    key: 'works-sculpture',
    page: 'Works',
    site: 'fair',
    es: '/es/obras/escultura',
    en: '/en/works/sculpture',
    ns: ['works'],
    discipline: 2,
  },
  {
    key: 'works-paper',
    page: 'Works',
    site: 'fair',
    es: '/es/obras/papel',
    en: '/en/works/work-on-paper',
    ns: ['works'],
    discipline: 3,
  },
  {
    key: 'work',
    page: 'WorkPage',
    site: 'fair',
    es: '/es/obra/:artistSlug/:slug',
    en: '/en/work/:artistSlug/:slug',
    ns: ['works', 'forms'],
    title: WORK_TITLE,
    description: WORK_DESCRIPTION,
  },
  {
    key: 'work-contact',
    page: 'VisibilityContact',
    site: 'fair',
    es: '/es/obra/:artistSlug/:slug/contactar',
    en: '/en/work/:artistSlug/:slug/contact',
    ns: ['works', 'forms'],
    title: { key: 'titles.work-contact', fields: ['workTitle', 'artistFullName'] },
    description: { key: 'descriptions.work-contact', fields: ['workTitle', 'artistFullName'] },
  },
  // T16: English only, a Spanish word and no params, kept as the specification lists it.
  { key: 'work-noprice', page: 'VisibilityContact', site: 'fair', en: '/en/obra-noprice', ns: ['works', 'forms'] },
  { key: 'artists', page: 'Artists', site: 'fair', es: '/es/artistas', en: '/en/artists', ns: ['artists'] },
  {
    key: 'artist',
    page: 'ArtistPage',
    site: 'fair',
    es: '/es/artista/:slug',
    en: '/en/artist/:slug',
    ns: ['artists', 'works'],
    title: { key: 'titles.artist', fields: ['artistFullName'] },
    description: {
      key: 'descriptions.artist-city',
      fields: ['artistFullName', 'artistCity'],
      fallback: { key: 'descriptions.artist', fields: ['artistFullName'] },
    },
  },
  {
    key: 'galleries',
    page: 'Galleries',
    site: 'fair',
    es: '/es/galerias/:catalogPrefix',
    en: '/en/galleries/:catalogPrefix',
    ns: ['galleries'],
    title: {
      key: 'titles.galleries-edition',
      fields: ['catalogPrefix'],
      fallback: { key: 'titles.galleries', fields: [] },
    },
  },
  {
    key: 'gallery',
    page: 'GalleryPage',
    site: 'fair',
    es: '/es/galeria/:slug',
    en: '/en/gallery/:slug',
    ns: ['galleries', 'works'],
    title: { key: 'titles.gallery', fields: ['galleryName'] },
    description: {
      key: 'descriptions.gallery-address',
      fields: ['galleryName', 'galleryAddress'],
      fallback: { key: 'descriptions.gallery', fields: ['galleryName'] },
    },
  },
  {
    key: 'gallery-contact',
    page: 'GalleryContact',
    site: 'fair',
    es: '/es/galeria/:slug/contacto',
    en: '/en/gallery/:slug/contact',
    ns: ['galleries', 'forms'],
    title: { key: 'titles.gallery-contact', fields: ['galleryName'] },
    description: { key: 'descriptions.gallery-contact', fields: ['galleryName'] },
  },
  { key: 'who-we-are', page: 'WhoAreWe', site: 'fair', es: '/es/quienes-somos', en: '/en/who-we-are', ns: ['info'] },
  { key: 'contact', page: 'Contact', site: 'fair', es: '/es/contacto', en: '/en/contact', ns: ['forms'] },
  {
    key: 'visitor-info',
    page: 'Informacion',
    site: 'fair',
    es: '/es/informacion',
    en: '/en/visitor-information',
    ns: ['info'],
  },
  { key: 'tickets', page: 'Tickets', site: 'fair', es: '/es/tickets', en: '/en/tickets', ns: ['info'] },
  { key: 'blog', page: 'Blog', site: 'fair', es: '/es/blog', en: '/en/blog', ns: ['blog', 'forms'] },
  {
    key: 'post',
    page: 'Post',
    site: 'fair',
    es: '/es/post/:slug',
    en: '/en/post/:slug',
    ns: ['blog', 'forms'],
    title: { key: 'titles.post', fields: ['articleTitle'] },
    description: {
      key: 'descriptions.post-summary',
      fields: ['articleSummary'],
      fallback: { key: 'descriptions.post', fields: ['articleTitle'] },
    },
  },
  { key: 'sponsors', page: 'Sponsors', site: 'fair', es: '/es/patrocinadores', en: '/en/sponsors', ns: ['sponsors'] },
  {
    key: 'sponsors-collaborate',
    page: 'SponsorsCollaborate',
    site: 'fair',
    es: '/es/patrocinadores/colabora',
    en: '/en/sponsors/collaborate',
    ns: ['sponsors', 'forms'],
  },
  {
    key: 'activities',
    page: 'Activities',
    site: 'fair',
    es: '/es/actividades',
    en: '/en/activities',
    ns: ['activities'],
  },
  {
    key: 'activity',
    page: 'Activity',
    site: 'fair',
    es: '/es/actividad/:slug',
    en: '/en/activity/:slug',
    ns: ['activities'],
    title: {
      key: 'titles.activity-category',
      fields: ['activityTitle', 'activityCategory'],
      fallback: { key: 'titles.activity', fields: ['activityTitle'] },
    },
    description: {
      key: 'descriptions.activity-category',
      fields: ['activityTitle', 'activityCategory'],
      fallback: { key: 'descriptions.activity', fields: ['activityTitle'] },
    },
  },
  { key: 'press', page: 'Prensa', site: 'fair', es: '/es/prensa', en: '/en/press', ns: ['press', 'forms'] },
  {
    key: 'press-contact',
    page: 'PressForm',
    site: 'fair',
    es: '/es/prensa/contacto',
    en: '/en/press/contact',
    ns: ['press', 'forms'],
  },
  { key: 'photoview', page: 'PhotoView', site: 'fair', es: '/es/photoview', en: '/en/photoview', ns: ['info'] },
  {
    key: 'other-editions',
    page: 'Editions',
    site: 'fair',
    es: '/es/otras-ediciones',
    en: '/en/other-editions',
    ns: ['info'],
  },
  { key: 'newsletter', page: 'Newsletter', site: 'fair', es: '/es/newsletter', en: '/en/newsletter', ns: ['forms'] },
  { key: 'faq', page: 'Faq', site: 'fair', es: '/es/faq', en: '/en/faq', ns: ['info'] },
  { key: 'site-map', page: 'SiteMap', site: 'fair', es: '/es/mapa-web', en: '/en/site-map', ns: ['info'] },
  { key: 'error', page: 'error', site: 'fair', es: '/es/error', en: '/en/error', ns: [] },
  {
    key: 'legal-notice',
    page: 'AvisoLegal',
    site: 'fair',
    es: '/es/aviso-legal',
    en: '/en/legal-warning',
    ns: ['legal'],
    staticPageSlug: { es: 'aviso-legal', en: 'legal-warning' },
  },
  // T6: a second English address of the legal notice; links and the language switch use legal-notice.
  {
    key: 'legal-notice-alt',
    page: 'AvisoLegal',
    site: 'fair',
    en: '/en/legal-information',
    ns: ['legal'],
    staticPageSlug: { es: 'aviso-legal', en: 'legal-warning' },
    canonicalKey: 'legal-notice',
    title: { key: 'titles.legal-notice', fields: [] },
    description: { key: 'descriptions.legal-notice', fields: [] },
  },
  {
    key: 'privacy',
    page: 'AvisoLegal',
    site: 'fair',
    es: '/es/politica-de-privacidad',
    en: '/en/privacy-policy',
    ns: ['legal'],
    staticPageSlug: { es: 'politica-de-privacidad', en: 'privacy-policy' },
    opensInNewTab: true,
  },
  // T8: the Cookies page is the legal page with the cookies slug plus the cookie settings.
  {
    key: 'cookies',
    page: 'Cookies',
    site: 'fair',
    es: '/es/cookies',
    en: '/en/cookies',
    ns: ['legal'],
    staticPageSlug: { es: 'cookies', en: 'cookies' },
  },
  {
    key: 'terms',
    page: 'AvisoLegal',
    site: 'fair',
    es: '/es/terminos-y-condiciones',
    en: '/en/terms-and-conditions',
    ns: ['legal'],
    staticPageSlug: { es: 'terminos-y-condiciones', en: 'terms-and-conditions' },
    opensInNewTab: true,
  },
  {
    key: 'invitations',
    page: 'Invitations',
    site: 'fair',
    es: '/invitaciones',
    en: '/invitations',
    ns: ['invitations', 'forms'],
  },
  // Staff only (T42): without a session the login page; the page itself answers 403 to other accounts.
  {
    key: 'validations',
    page: 'Validations',
    site: 'fair',
    es: '/validacionesTaquilla',
    ns: ['validations', 'forms'],
    loginRequired: true,
  },
  {
    key: 'banner-preview',
    page: 'BannerPreview',
    site: 'fair',
    es: '/es/preview/banner/:id',
    en: '/en/preview/banner/:id',
    ns: ['banners'],
    layout: 'bare',
  },
  // Implied by the footer links and the HowToExpo page name; not in the specification's route list.
  {
    key: 'how-to-expo',
    page: 'HowToExpo',
    site: 'fair',
    es: '/es/como-exponer',
    en: '/en/apply-and-show',
    ns: ['info'],
  },

  // Not in the specification: the results of the header's search, all of them, with its own address (`?q=`).
  {
    key: 'search',
    page: 'Search',
    site: 'fair',
    es: '/es/buscar',
    en: '/en/search',
    ns: ['works'],
    title: { key: 'titles.search-text', fields: ['searchText'], fallback: { key: 'titles.search', fields: [] } },
  },

  // ---- Account and access (A01–A05), served by both sites ----
  {
    key: 'sign-up',
    page: 'Registry',
    site: 'both',
    es: '/es/registro',
    en: '/en/sign-up',
    ns: ['account', 'forms'],
    scrollToTop: true,
  },
  {
    key: 'login',
    page: 'Login',
    site: 'both',
    es: '/es/acceso',
    en: '/en/login',
    ns: ['account', 'forms'],
    scrollToTop: true,
  },
  {
    key: 'remember-password',
    page: 'Password',
    site: 'both',
    es: '/es/recordar-contraseña',
    en: '/en/remember-password',
    ns: ['account', 'forms'],
    scrollToTop: true,
  },
  {
    key: 'reset-password',
    page: 'ResetPassword',
    site: 'both',
    es: '/es/establecer-contraseña/:token',
    en: '/en/reset-password/:token',
    ns: ['account', 'forms'],
    scrollToTop: true,
  },
  {
    key: 'user-collection',
    page: 'UserCollection',
    site: 'both',
    es: '/es/coleccion/:userEmail/:collectionId',
    en: '/en/collection/:userEmail/:collectionId',
    ns: ['account', 'works'],
    title: { key: 'titles.user-collection', fields: ['collectionTitle'] },
    description: { key: 'descriptions.user-collection', fields: ['collectionTitle'] },
  },

  // ---- Shop site (S01–S30) ----
  // T9: the shop home is the Home page in its market variant (edition = false).
  { key: 'shop-home', page: 'Home', site: 'shop', es: '/es/shop', en: '/en/shop', ns: ['home', 'works'] },
  { key: 'shop-works', page: 'Works', site: 'shop', es: '/es/shop/obras', en: '/en/shop/works', ns: ['works'] },
  {
    key: 'shop-works-painting',
    page: 'Works',
    site: 'shop',
    es: '/es/shop/obras/pintura',
    en: '/en/shop/works/painting',
    ns: ['works'],
    discipline: 0,
  },
  {
    key: 'shop-works-photo',
    page: 'Works',
    site: 'shop',
    es: '/es/shop/obras/fotografia',
    en: '/en/shop/works/photo',
    ns: ['works'],
    discipline: 1,
  },
  {
    key: 'shop-works-sculpture',
    page: 'Works',
    site: 'shop',
    es: '/es/shop/obras/escultura',
    en: '/en/shop/works/sculpture',
    ns: ['works'],
    discipline: 2,
  },
  {
    key: 'shop-works-paper',
    page: 'Works',
    site: 'shop',
    es: '/es/shop/obras/papel',
    en: '/en/shop/works/work-on-paper',
    ns: ['works'],
    discipline: 3,
  },
  {
    key: 'shop-work',
    page: 'WorkPage',
    site: 'shop',
    es: '/es/shop/obra/:artistSlug/:slug/:expoSlug?',
    en: '/en/shop/work/:artistSlug/:slug/:expoSlug?',
    ns: ['works', 'cart', 'forms'],
    title: {
      key: 'titles.shop-work-in-show',
      fields: ['artistFullName', 'workTitle', 'expositionTitle'],
      details: ['year'],
      fallback: { ...WORK_TITLE, key: 'titles.shop-work' },
    },
    description: {
      key: 'descriptions.shop-work-in-show',
      fields: ['artistFullName', 'workTitle', 'expositionTitle'],
      details: ['year', 'technique', 'measures'],
      fallback: { ...WORK_DESCRIPTION, key: 'descriptions.shop-work' },
    },
  },
  {
    key: 'shop-artists',
    page: 'Artists',
    site: 'shop',
    es: '/es/shop/artistas',
    en: '/en/shop/artists',
    ns: ['artists'],
  },
  {
    key: 'shop-artist',
    page: 'ArtistPage',
    site: 'shop',
    es: '/es/shop/artista/:slug',
    en: '/en/shop/artist/:slug',
    ns: ['artists', 'works'],
    title: { key: 'titles.shop-artist', fields: ['artistFullName'] },
    description: {
      key: 'descriptions.shop-artist-city',
      fields: ['artistFullName', 'artistCity'],
      fallback: { key: 'descriptions.shop-artist', fields: ['artistFullName'] },
    },
  },
  { key: 'shows', page: 'Expositions', site: 'shop', es: '/es/shop/exposiciones', en: '/en/shop/shows', ns: ['shows'] },
  {
    key: 'show',
    page: 'ExpositionPage',
    site: 'shop',
    es: '/es/shop/exposicion/:slug',
    en: '/en/shop/show/:slug',
    ns: ['shows', 'works'],
    title: { key: 'titles.show', fields: ['expositionTitle'] },
    description: {
      key: 'descriptions.show-info',
      fields: ['expositionTitle', 'expositionInfo'],
      fallback: { key: 'descriptions.show', fields: ['expositionTitle'] },
    },
  },
  {
    key: 'shop-galleries',
    page: 'Galleries',
    site: 'shop',
    es: '/es/shop/galerias',
    en: '/en/shop/galleries',
    ns: ['galleries'],
  },
  {
    key: 'shop-gallery',
    page: 'GalleryPage',
    site: 'shop',
    es: '/es/shop/galeria/:slug',
    en: '/en/shop/gallery/:slug',
    ns: ['galleries', 'works'],
    title: { key: 'titles.shop-gallery', fields: ['galleryName'] },
    description: {
      key: 'descriptions.shop-gallery-address',
      fields: ['galleryName', 'galleryAddress'],
      fallback: { key: 'descriptions.shop-gallery', fields: ['galleryName'] },
    },
  },
  {
    key: 'shop-gallery-contact',
    page: 'GalleryContact',
    site: 'shop',
    es: '/es/shop/galeria/:slug/contacto',
    en: '/en/shop/gallery/:slug/contact',
    ns: ['galleries', 'forms'],
    title: { key: 'titles.shop-gallery-contact', fields: ['galleryName'] },
    description: { key: 'descriptions.shop-gallery-contact', fields: ['galleryName'] },
  },
  {
    key: 'trends',
    page: 'TrendsPage',
    site: 'shop',
    es: '/es/shop/tendencias/:trendSlug',
    en: '/en/shop/trends/:trendSlug',
    ns: ['trends', 'works'],
    title: { key: 'titles.trends', fields: ['trendName'] },
    description: { key: 'descriptions.trends', fields: ['trendName'] },
  },
  { key: 'shop-faq', page: 'Faq', site: 'shop', es: '/es/shop/faq', en: '/en/shop/faq', ns: ['info'] },
  {
    key: 'shop-site-map',
    page: 'SiteMap',
    site: 'shop',
    es: '/es/shop/mapa-web',
    en: '/en/shop/site-map',
    ns: ['info'],
  },
  // T23: kept public as the specification flags it; the page invites an anonymous visitor to log in.
  {
    key: 'my-collection',
    page: 'CollectionPage',
    site: 'shop',
    es: '/es/shop/coleccion',
    en: '/en/shop/collection',
    ns: ['account', 'works'],
  },
  // T37: no param; the tag comes in the query string.
  {
    key: 'category',
    page: 'WorksTag',
    site: 'shop',
    es: '/es/shop/categoria',
    en: '/en/shop/category',
    ns: ['trends', 'works'],
    title: { key: 'titles.category-tag', fields: ['tagName'], fallback: { key: 'titles.category', fields: [] } },
    description: {
      key: 'descriptions.category-tag',
      fields: ['tagName'],
      fallback: { key: 'descriptions.category', fields: [] },
    },
  },
  {
    key: 'cart',
    page: 'Checkout',
    site: 'shop',
    es: '/es/shop/cesta/:step',
    en: '/en/shop/cart/:step',
    ns: ['cart', 'forms', 'account'],
  },
  {
    key: 'payment',
    page: 'CheckoutPayment',
    site: 'shop',
    es: '/es/shop/cesta/pago/:orderCode',
    en: '/en/shop/cart/payment/:orderCode',
    ns: ['cart'],
  },
  {
    key: 'thank-you',
    page: 'CheckoutConfirm',
    site: 'shop',
    es: '/es/shop/gracias/:orderCode',
    en: '/en/shop/thankyou/:orderCode',
    ns: ['cart'],
  },
  {
    key: 'payment-error',
    page: 'CheckoutError',
    site: 'shop',
    es: '/es/shop/error-pago/:orderCode',
    en: '/en/shop/payment-error/:orderCode',
    ns: ['cart'],
  },
  {
    key: 'my-account',
    page: 'Account',
    site: 'shop',
    es: '/es/shop/mi-cuenta',
    en: '/en/shop/my-account',
    ns: ['account'],
    loginRequired: true,
  },
  {
    key: 'fav-works',
    page: 'AccountFavWorks',
    site: 'shop',
    es: '/es/shop/mis-obras',
    en: '/en/shop/my-artworks',
    ns: ['account', 'works'],
    loginRequired: true,
  },
  {
    key: 'fav-artists',
    page: 'AccountFavArtists',
    site: 'shop',
    es: '/es/shop/mis-artistas',
    en: '/en/shop/my-artists',
    ns: ['account', 'artists'],
    loginRequired: true,
  },
  {
    key: 'my-collections',
    page: 'AccountFavCols',
    site: 'shop',
    es: '/es/shop/mis-colecciones',
    en: '/en/shop/my-collections',
    ns: ['account', 'works'],
    loginRequired: true,
  },
  {
    key: 'new-collection',
    page: 'NewCollection',
    site: 'shop',
    es: '/es/shop/nueva-coleccion/:workSlug',
    en: '/en/shop/new-collection/:workSlug',
    ns: ['account', 'works', 'forms'],
    loginRequired: true,
    title: {
      key: 'titles.new-collection-work',
      fields: ['workTitle'],
      fallback: { key: 'titles.new-collection', fields: [] },
    },
  },
  {
    key: 'profile',
    page: 'AccountProfile',
    site: 'shop',
    es: '/es/shop/mi-perfil',
    en: '/en/shop/my-profile',
    ns: ['account', 'forms'],
    loginRequired: true,
  },
  // The orders' list of the billing page reads its texts (states, amounts) from `cart`.
  {
    key: 'billing',
    page: 'AccountBilling',
    site: 'shop',
    es: '/es/shop/facturacion',
    en: '/en/shop/billing',
    ns: ['account', 'forms', 'cart'],
    loginRequired: true,
  },
  // Not in the specification: the shop's search results page (see `search`).
  {
    key: 'shop-search',
    page: 'Search',
    site: 'shop',
    es: '/es/shop/buscar',
    en: '/en/shop/search',
    ns: ['works'],
    title: {
      key: 'titles.shop-search-text',
      fields: ['searchText'],
      fallback: { key: 'titles.shop-search', fields: [] },
    },
  },
] as const satisfies readonly RouteDefinition[];

type Definition = (typeof DEFINITIONS)[number];

/** The key of a route of the table. */
export type RouteKey = Definition['key'];

/** A param value as callers give it; numbers are written in decimal. */
export type ParamValue = string | number;
/** Params of any route, by name (for code that handles routes generically). */
export type RouteParams = Readonly<Record<string, ParamValue | null | undefined>>;

type PathsOf<D> = D extends { readonly es: infer E extends string } ? E | EnPathOf<D> : EnPathOf<D>;
type EnPathOf<D> = D extends { readonly en: infer E extends string } ? E : never;
type ParamTokens<P extends string> = P extends `${string}:${infer Name}/${infer Rest}`
  ? Name | ParamTokens<`/${Rest}`>
  : P extends `${string}:${infer Name}`
    ? Name
    : never;
type RequiredNames<T extends string> = T extends `${string}?` ? never : T;
type OptionalNames<T extends string> = T extends `${infer N}?` ? N : never;
type TokensOf<K extends RouteKey> = ParamTokens<PathsOf<Extract<Definition, { key: K }>>>;

/**
 * The params of one route, typed from its patterns: required names, and `?` for optional ones.
 * For the whole `RouteKey` union (code that handles any route) it is the loose `RouteParams`.
 */
export type ParamsFor<K extends RouteKey> = [RouteKey] extends [K]
  ? RouteParams
  : { readonly [N in RequiredNames<TokensOf<K>>]: ParamValue } & {
      readonly [N in OptionalNames<TokensOf<K>>]?: ParamValue | null;
    };

/** One route of the table, with every default applied. */
export interface RouteRecord {
  readonly key: RouteKey;
  readonly page: PageName;
  readonly site: RouteSite;
  readonly paths: { readonly es?: string; readonly en?: string; readonly enAliases?: readonly string[] };
  /** Every param name of the patterns, in pattern order (optional ones included). */
  readonly params: readonly string[];
  /** The params that may be left out (`:name?`). */
  readonly optionalParams: readonly string[];
  readonly loginRequired: boolean;
  /** `common` first, then the page's own namespaces. */
  readonly namespaces: readonly Namespace[];
  /** The specification's edition flag: true on fair routes, false on shop routes; absent on routes of both sites. */
  readonly edition?: boolean;
  readonly layout: 'default' | 'bare';
  readonly discipline?: Discipline;
  readonly staticPageSlug?: { readonly es: string; readonly en: string };
  readonly canonicalKey?: RouteKey;
  readonly opensInNewTab: boolean;
  readonly scrollToTop: boolean;
  readonly title: TitleTemplate;
  readonly description: TitleTemplate;
}

const PARAM_TOKEN = /^:([A-Za-z][A-Za-z0-9]*)(\?)?$/;

function paramsOfPattern(pattern: string): { name: string; optional: boolean }[] {
  return pattern
    .split('/')
    .map((segment) => PARAM_TOKEN.exec(segment))
    .filter((token): token is RegExpExecArray => token !== null)
    .map((token) => ({ name: token[1] ?? '', optional: token[2] === '?' }));
}

function build(definition: RouteDefinition): RouteRecord {
  const first = definition.es ?? definition.en ?? '';
  const params = paramsOfPattern(first);
  const paths: { es?: string; en?: string; enAliases?: readonly string[] } = {};
  if (definition.es) paths.es = definition.es;
  if (definition.en) paths.en = definition.en;
  if (definition.enAliases) paths.enAliases = definition.enAliases;
  const record: RouteRecord = {
    key: definition.key as RouteKey,
    page: definition.page,
    site: definition.site,
    paths,
    params: params.map((param) => param.name),
    optionalParams: params.filter((param) => param.optional).map((param) => param.name),
    loginRequired: definition.loginRequired ?? false,
    namespaces: ['common', ...definition.ns.filter((ns) => ns !== 'common')],
    layout: definition.layout ?? 'default',
    opensInNewTab: definition.opensInNewTab ?? false,
    scrollToTop: definition.scrollToTop ?? false,
    title: definition.title ?? { key: `titles.${definition.key}`, fields: [] },
    description: definition.description ?? { key: `descriptions.${definition.key}`, fields: [] },
    ...(definition.site === 'both' ? {} : { edition: definition.site === 'fair' }),
    ...(definition.discipline === undefined ? {} : { discipline: definition.discipline }),
    ...(definition.staticPageSlug ? { staticPageSlug: definition.staticPageSlug } : {}),
    ...(definition.canonicalKey ? { canonicalKey: definition.canonicalKey as RouteKey } : {}),
  };
  return Object.freeze(record);
}

/** Every route of both sites, in the order of the specification. */
export const ROUTES: readonly RouteRecord[] = Object.freeze(DEFINITIONS.map((definition) => build(definition)));

const BY_KEY: ReadonlyMap<string, RouteRecord> = new Map(ROUTES.map((route) => [route.key, route]));

/** Whether a string is a key of the route table. */
export function isRouteKey(value: unknown): value is RouteKey {
  return typeof value === 'string' && BY_KEY.has(value);
}

/** The route record of a key; throws for a key that is not in the table. */
export function getRoute(key: RouteKey): RouteRecord {
  const route = BY_KEY.get(key);
  if (!route) throw new Error(`Unknown route key "${String(key)}"`);
  return route;
}

/** The route a second address stands for (T6), or the route itself. */
export function canonicalRoute(route: RouteRecord): RouteRecord {
  return route.canonicalKey ? getRoute(route.canonicalKey) : route;
}

/** Whether a route is served by a site (routes of both sites are served by each). */
export function isServedBy(route: RouteRecord, site: SiteName): boolean {
  return route.site === 'both' || route.site === site;
}

/** The site whose origin a route's absolute address has: its own, or the fair for a route of both sites. */
export function homeSiteOf(route: RouteRecord): SiteName {
  return route.site === 'both' ? 'fair' : route.site;
}
