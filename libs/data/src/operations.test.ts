/**
 * @jest-environment node
 *
 * The operations against the API's contract: each document is valid against the SDL of `apps/api/src/schema`, within
 * the API's GraphQL Armor limits (read from `apps/api/src/graphql.ts`), and its TypeScript result type matches the
 * SDL: a fixture typed by it runs through a Yoga server of that schema unchanged, with `null` exactly where the SDL
 * allows it.
 */
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { EnvelopArmorPlugin } from '@escape.tech/graphql-armor';
import { useCSRFPrevention } from '@graphql-yoga/plugin-csrf-prevention';
import {
  Kind,
  buildSchema,
  getNamedType,
  getNullableType,
  isLeafType,
  isListType,
  isNonNullType,
  isObjectType,
  parse,
  validate,
  type GraphQLObjectType,
  type GraphQLOutputType,
  type OperationDefinitionNode,
  type SelectionSetNode,
} from 'graphql';
import { createSchema, createYoga } from 'graphql-yoga';
import * as data from './index';
import { createGraphQLClient, type FetchLike } from './graphql-client';
import type { Operation } from './operation';
import type { ArtistPageData } from './operations/artist-page';
import type { AuthResultFields, MeFields } from './operations/account';
import type { ActivitiesPageData, ActivityPageData } from './operations/activities';
import type { BlogListData, PostPageData } from './operations/blog';
import type { ContactData } from './operations/contact';
import type { GalleryContactPageData, WorkInquiryPageData } from './operations/forms';
import type { WorkCardFields } from './operations/fields';
import type { HomeData } from './operations/home-data';
import type { ArtistsListData } from './operations/artists-list';
import type { GalleriesListData } from './operations/galleries-list';
import type { GalleryPageData } from './operations/gallery-page';
import type { SiteMapFairData, SiteMapShopData } from './operations/site-map';
import type {
  BannerPreviewData, EditionFields, EditionsData, FaqPageData, PhotoViewData, StaticPageData, TicketsPageData, VisitorInfoData,
} from './operations/info';
import type { SearchData } from './operations/search';
import type { InvitationsPageData, RedeemInvitationData, ValidateTicketData, ValidationsPageData } from './operations/tickets';
import type { WorkPageData } from './operations/work-page';
import type { WorksListData } from './operations/works-list';
import type { ShowPageData, ShowsListData } from './operations/shows';
import type { TrendImagesData, TrendPageData } from './operations/trends';
import {
  showCardFixture, showPageFixture, showsListFixture, trendImagesFixture, trendPageFixture, trendsListFixture,
} from './testing';
import type { AddressFields, CollectionFields, FollowedArtistFields } from './operations/personal';
import type { PressPageData } from './operations/press';
import type { CheckoutPageData, MyOrdersData, OrderFields, OrderPageData } from './operations/orders';
import { checkoutPageFixture, orderAddressFixture, orderFixture } from './testing';
import type { CartFields, CartResultFields } from './operations/cart';
import { cartFixture, cartItemFixture } from './testing';
import type { SponsorsPageData } from './operations/sponsors';
import {
  activitiesPageFixture, activityCardFixture, activityCatalogFixture, activityPageFixture, articleCardFixture, blogListFixture,
  postPageFixture, pressPageFixture, sponsorsPageFixture,
} from './testing';
import {
  artistCardFixture, artistsListFixture, galleriesListFixture, galleryCardFixture, galleryEditionsFixture, galleryPageFixture,
} from './testing';
import {
  artistPageFixture, editionFixture, homeDataFixture, imageFixture, staticPageFixture, searchFixture, workCardFixture, workPageFixture, worksListFixture,
} from './testing';

const API_SRC = path.join(__dirname, '../../../apps/api/src');
const SCHEMA_DIR = path.join(API_SRC, 'schema');

/** The SDL files in the API's order (base first). */
function loadSdl(): string {
  const files = readdirSync(SCHEMA_DIR).filter((f) => f.endsWith('.graphql'));
  files.sort((a, b) => (a === 'base.graphql' ? -1 : b === 'base.graphql' ? 1 : a.localeCompare(b)));
  return files.map((f) => readFileSync(path.join(SCHEMA_DIR, f), 'utf8')).join('\n');
}

/** `GRAPHQL_LIMITS` of the API, read from its source so both stay in step. */
function loadLimits(): Record<'batch' | 'depth' | 'aliases' | 'cost' | 'tokens' | 'directives', number> {
  const source = readFileSync(path.join(API_SRC, 'graphql.ts'), 'utf8');
  const block = /GRAPHQL_LIMITS\s*=\s*\{([^}]*)\}/.exec(source)?.[1];
  if (!block) throw new Error('GRAPHQL_LIMITS not found in apps/api/src/graphql.ts');
  const limits = Object.fromEntries([...block.matchAll(/(\w+):\s*(\d+)/g)].map((m) => [m[1], Number(m[2])]));
  for (const key of ['batch', 'depth', 'aliases', 'cost', 'tokens', 'directives']) {
    if (!Number.isInteger(limits[key])) throw new Error(`GRAPHQL_LIMITS.${key} not found`);
  }
  return limits as ReturnType<typeof loadLimits>;
}

const SDL = loadSdl();
const SCHEMA = buildSchema(SDL);
const LIMITS = loadLimits();

/** Every operation the package exports, found by shape so a new one cannot go untested. */
function isOperation(value: unknown): value is Operation<unknown, unknown> {
  return typeof value === 'object' && value !== null && typeof (value as { document?: unknown }).document === 'string';
}
const OPERATIONS = Object.values(data as Record<string, unknown>).filter(isOperation);

function operationNode(op: Operation<unknown, unknown>): OperationDefinitionNode {
  const doc = parse(op.document);
  const ops = doc.definitions.filter((d): d is OperationDefinitionNode => d.kind === Kind.OPERATION_DEFINITION);
  expect(doc.definitions).toHaveLength(1);
  return ops[0]!;
}

/** Whether every root field the operation selects exists in the schema. */
function rootFieldsExist(op: Operation<unknown, unknown>): boolean {
  const node = operationNode(op);
  const root = node.operation === 'mutation' ? SCHEMA.getMutationType() : SCHEMA.getQueryType();
  if (!root) return false;
  return node.selectionSet.selections.every((s) => s.kind === Kind.FIELD && s.name.value in root.getFields());
}

/** Operations whose root field the API does not have yet; only Contact may be here (another change adds it). */
const PENDING = OPERATIONS.filter((op) => !rootFieldsExist(op)).map((op) => op.name);
const READY = OPERATIONS.filter((op) => !PENDING.includes(op.name));

const FULL_ME: MeFields = {
  id: 'u1', name: 'Ana', surname: 'Rey', fullName: 'Ana Rey', email: 'ana@example.com', phone: '600000000', prefix: '+34',
  profession: 'Arquitecta', priceRange: '1000-2500', newsletter: true, role: 'visitor', lang: 'es',
};
const MINIMAL_ME: MeFields = { ...FULL_ME, phone: null, prefix: null, profession: null, priceRange: null };
// A cart: no nulls; the minimal one holds null in every nullable leaf (the work's price and year, the eeList).
const FULL_CART: CartFields = cartFixture();
const MINIMAL_CART: CartFields = cartFixture([cartItemFixture({ work: workCardFixture({ price: null, year: null }), unitPrice: 1210 })], { eeList: null });
const FULL_CART_RESULT: CartResultFields = { OK: false, error: 'El precio ha cambiado', currentPrice: 1500, cart: FULL_CART };
const MINIMAL_CART_RESULT: CartResultFields = { OK: true, error: null, currentPrice: null, cart: MINIMAL_CART };
const FULL_AUTH: AuthResultFields = { OK: false, error: 'Revisa los datos', token: 'abc', me: FULL_ME };
const MINIMAL_AUTH: AuthResultFields = { OK: true, error: null, token: null, me: null };

const FULL_FOLLOWED: FollowedArtistFields = {
  id: '7', _id: '7', slug: 'ana-rey', fullName: 'Ana Rey', city: 'Madrid', featuredImage: imageFixture('artist/7/x'),
  avatarUrl: '/api/images/artist/7/x/2.webp', url: 'http://s/es/shop/artista/ana-rey',
};
const FULL_COLLECTION: CollectionFields = {
  id: '3', title: 'Azules', public: true, owner: 'Ana Rey', url: '/es/coleccion/ana%40example.com/3', works: [workCardFixture()],
};
const FULL_ADDRESS: AddressFields = {
  id: '4', fullAddress: 'Calle Mayor 1, 2º, 28013 Madrid, Madrid, España', floor: '2º', route: 'Calle Mayor 1', postalCode: '28013',
  locality: 'Madrid', province: 'Madrid', country: 'España', countryCode: 'ES', aditionalInfo: 'Portero', fiscalName: 'Ana Rey',
  fiscalDocument: '12345678Z', CACode: 'MD',
};
function pick<T extends object, K extends keyof T>(value: T, ...keys: K[]): Pick<T, K> {
  return Object.fromEntries(keys.map((key) => [key, value[key]])) as Pick<T, K>;
}

// A minimal card: every nullable leaf of the SDL is null (so the TypeScript type must allow it).
const MINIMAL_CARD: WorkCardFields = workCardFixture({ price: null, year: null });
const MINIMAL_EDITION: EditionFields = editionFixture({
  edition: null, startsOn: null, endsOn: null, venue: null, address: null, openingHours: null, catalogUrl: null,
});

// The editorial pages' minimal shapes: every nullable leaf null.
const MINIMAL_ARTICLE = articleCardFixture({ image: null });
const MINIMAL_ACTIVITY = activityCardFixture({ endsAt: null, catalogPrefix: null });
const MINIMAL_ACTIVITY_CATALOG = activityCatalogFixture({ venue: null, address: null });

// An order with every nullable leaf null.
const MINIMAL_ORDER_ADDRESS = orderAddressFixture({ floor: null, aditionalInfo: null, fiscalName: null, fiscalDocument: null, CACode: null });
const FULL_ORDER: OrderFields = orderFixture({ shippingAddress: orderAddressFixture() });
const MINIMAL_ORDER: OrderFields = orderFixture({
  confirmDate: null, holdUntil: null, shippingAddress: MINIMAL_ORDER_ADDRESS, billingAddress: MINIMAL_ORDER_ADDRESS,
});

/** Per operation: a result with no nulls, and one with null in every nullable leaf (lists hold one item each). */
const FIXTURES: Record<string, { full: unknown; minimal: unknown }> = {
  ShowsList: {
    full: showsListFixture(),
    minimal: {
      expositions: {
        totalCount: 1,
        nodes: [showCardFixture({ startsOn: null, endsOn: null, image: null, gallery: null })],
        pageInfo: { endCursor: null, hasNextPage: false },
      },
    } satisfies ShowsListData,
  },
  ShowPage: {
    full: showPageFixture(),
    minimal: {
      getExposition: { ...showPageFixture().getExposition!, startsOn: null, endsOn: null, catalogPrefix: null, image: null, gallery: null, works: [MINIMAL_CARD] },
    } satisfies ShowPageData,
  },
  TrendPage: {
    full: trendPageFixture(),
    minimal: {
      ...trendPageFixture(),
      works: { totalCount: 0, nodes: [MINIMAL_CARD], pageInfo: { endCursor: null, hasNextPage: false } },
    } satisfies TrendPageData,
  },
  TrendsList: { full: trendsListFixture(), minimal: trendsListFixture() },
  TrendImages: { full: trendImagesFixture(), minimal: trendImagesFixture() satisfies TrendImagesData },
  WorksList: {
    full: worksListFixture(),
    minimal: { works: { totalCount: 0, nodes: [MINIMAL_CARD], pageInfo: { endCursor: null, hasNextPage: false } } } satisfies WorksListData,
  },
  WorkPage: {
    full: workPageFixture(),
    minimal: (() => {
      const work = workPageFixture().getWork!;
      return {
        getWork: {
          ...work,
          price: null,
          priceWithoutTaxes: null,
          year: null,
          depth: null,
          artist: { ...work.artist, avatarUrl: null, works: [MINIMAL_CARD] },
          gallery: { ...work.gallery!, catalogPrefix: null, stand: null, email: null, phone: null, website: null },
          similar: [MINIMAL_CARD],
        },
      } satisfies WorkPageData;
    })(),
  },
  ArtistPage: {
    full: artistPageFixture(),
    minimal: (() => {
      const artist = artistPageFixture().getArtist!;
      return { getArtist: { ...artist, birthYear: null, avatarUrl: null, works: [MINIMAL_CARD] } } satisfies ArtistPageData;
    })(),
  },
  HomeData: {
    full: homeDataFixture(),
    minimal: (() => {
      const home = homeDataFixture();
      return {
        catalogs: [{ ...home.catalogs[0]!, edition: null, startsOn: null, endsOn: null, venue: null, address: null }],
        works: { nodes: [MINIMAL_CARD] },
        artists: { nodes: [{ ...home.artists.nodes[0]!, avatarUrl: null }] },
        articles: home.articles,
        activities: { nodes: [{ ...home.activities.nodes[0]!, endsAt: null }] },
        expositions: { nodes: [{ ...home.expositions.nodes[0]!, startsOn: null, endsOn: null }] },
      } satisfies HomeData;
    })(),
  },
  Search: {
    full: { search: [searchFixture().search[0]!] } satisfies SearchData,
    minimal: { search: [{ ...searchFixture().search[0]!, image: null }] } satisfies SearchData,
  },
  Contact: {
    full: { contact: { ok: false, response: 'No se pudo enviar' } } satisfies ContactData,
    minimal: { contact: { ok: true, response: null } } satisfies ContactData,
  },
  WorkInquiryPage: {
    full: {
      getWork: {
        id: '1', slug: 'azul', title: 'Azul', url: 'http://f/es/obra/ana-rey/azul', price: 1200, workState: 'Disponible', year: 2024,
        technicsText: 'Óleo', measures: '100 × 80 cm', images: [imageFixture()],
        artist: { slug: 'ana-rey', fullName: 'Ana Rey', url: 'http://f/es/artista/ana-rey' },
        gallery: { slug: 'lumen', comercialName: 'Galería Lumen', url: 'http://f/es/galeria/lumen' },
      },
    } satisfies WorkInquiryPageData,
    minimal: {
      getWork: {
        id: '1', slug: 'azul', title: 'Azul', url: 'http://f/es/obra/ana-rey/azul', price: null, workState: 'Disponible', year: null,
        technicsText: '', measures: '100 × 80 cm', images: [imageFixture()],
        artist: { slug: 'ana-rey', fullName: 'Ana Rey', url: 'http://f/es/artista/ana-rey' }, gallery: null,
      },
    } satisfies WorkInquiryPageData,
  },
  GalleryContactPage: {
    full: {
      getGallery: { slug: 'lumen', comercialName: 'Galería Lumen', url: 'http://f/es/galeria/lumen', stand: 'B12', address: { fullAddress: 'Calle Mayor 1, Madrid', city: 'Madrid' } },
    } satisfies GalleryContactPageData,
    minimal: {
      getGallery: { slug: 'lumen', comercialName: 'Galería Lumen', url: 'http://f/es/galeria/lumen', stand: null, address: { fullAddress: '', city: '' } },
    } satisfies GalleryContactPageData,
  },
  WorkInquiry: { full: { workInquiry: { ok: false, response: 'Esta obra tiene precio.' } }, minimal: { workInquiry: { ok: true, response: null } } },
  GalleryContact: { full: { galleryContact: { ok: true, response: 'Gracias.' } }, minimal: { galleryContact: { ok: true, response: null } } },
  Collaborate: { full: { collaborate: { ok: true, response: 'Gracias.' } }, minimal: { collaborate: { ok: true, response: null } } },
  PressAccreditation: {
    full: { pressAccreditation: { ok: true, response: 'Gracias.' } },
    minimal: { pressAccreditation: { ok: true, response: null } },
  },
  SubscribeNewsletter: {
    full: { subscribeNewsletter: { ok: true, response: 'Revisa tu correo.' } },
    minimal: { subscribeNewsletter: { ok: true, response: null } },
  },
  ConfirmNewsletter: { full: { confirmNewsletter: { ok: false, response: 'Caducado.' } }, minimal: { confirmNewsletter: { ok: true, response: null } } },
  UnsubscribeNewsletter: {
    full: { unsubscribeNewsletter: { ok: true, response: 'Baja.' } },
    minimal: { unsubscribeNewsletter: { ok: true, response: null } },
  },
  GalleryTitle: {
    full: { getGallery: { slug: 'lumen', comercialName: 'Galería Lumen', address: { fullAddress: 'Calle del Doctor Fourquet 8, Madrid', city: 'Madrid' } } },
    minimal: { getGallery: { slug: 'lumen', comercialName: 'Galería Lumen', address: { fullAddress: '', city: '' } } },
  },
  ExpositionTitle: {
    full: { getExposition: { slug: 'luz', title: 'Luz de invierno', info: 'Una exposición.' } },
    minimal: { getExposition: { slug: 'luz', title: 'Luz de invierno', info: '' } },
  },
  TrendTitle: {
    full: { getTrend: { slug: 'abstraccion', slugES: 'abstraccion', slugEN: 'abstraction', name: 'Abstracción' } },
    minimal: { getTrend: { slug: 'abstraccion', slugES: 'abstraccion', slugEN: 'abstraction', name: 'Abstracción' } },
  },
  WorkTitle: {
    full: { getWork: { id: '1', slug: 'azul', title: 'Azul', workState: 'Disponible', artist: { slug: 'ana-rey', fullName: 'Ana Rey' } } },
    minimal: { getWork: { id: '1', slug: 'azul', title: 'Azul', workState: 'Disponible', artist: { slug: 'ana-rey', fullName: 'Ana Rey' } } },
  },
  StaticPage: {
    full: { getStaticPage: staticPageFixture() } satisfies StaticPageData,
    minimal: { getStaticPage: null } satisfies StaticPageData,
  },
  VisitorInfo: {
    full: { catalogs: [editionFixture()], getStaticPage: staticPageFixture() } satisfies VisitorInfoData,
    minimal: { catalogs: [MINIMAL_EDITION], getStaticPage: null } satisfies VisitorInfoData,
  },
  TicketsPage: {
    full: {
      catalogs: [editionFixture()],
      ticketTypes: [{ id: '1', name: 'Entrada general', description: 'Un acceso.', price: 18 }],
      getStaticPage: staticPageFixture(),
    } satisfies TicketsPageData,
    minimal: { catalogs: [MINIMAL_EDITION], ticketTypes: [{ id: '1', name: 'Menores', description: '', price: 0 }], getStaticPage: null } satisfies TicketsPageData,
  },
  FaqPage: {
    full: { faq: [{ id: '1', question: '¿Cuándo?', answer: 'En marzo.' }] } satisfies FaqPageData,
    minimal: { faq: [{ id: '1', question: '¿Cuándo?', answer: 'En marzo.' }] } satisfies FaqPageData,
  },
  Editions: {
    full: { catalogs: [editionFixture()] } satisfies EditionsData,
    minimal: { catalogs: [MINIMAL_EDITION] } satisfies EditionsData,
  },
  PhotoView: {
    full: { catalogs: [editionFixture()], fairPhotos: [{ id: '1', caption: 'La inauguración', credit: 'Marta Ruiz', image: imageFixture('fair-photo/am25-01') }] } satisfies PhotoViewData,
    minimal: { catalogs: [MINIMAL_EDITION], fairPhotos: [{ id: '1', caption: '', credit: null, image: imageFixture('fair-photo/am25-01') }] } satisfies PhotoViewData,
  },
  BannerPreview: {
    full: {
      getBanner: {
        id: '1', title: '20ª edición', text: 'Compra tu entrada.', linkUrl: '/es/tickets', image: imageFixture('banner/1'), published: true,
        activeFrom: '2025-01-01T00:00:00.000Z', activeTo: '2025-03-09T22:59:00.000Z',
      },
    } satisfies BannerPreviewData,
    minimal: { getBanner: null } satisfies BannerPreviewData,
  },
  ArtistsList: {
    full: artistsListFixture(),
    minimal: {
      artists: { totalCount: 0, nodes: [artistCardFixture({ featuredImage: null })], pageInfo: { endCursor: null, hasNextPage: false } },
      artistInitials: ['A'],
    } satisfies ArtistsListData,
  },
  GalleriesList: {
    full: galleriesListFixture(),
    minimal: {
      galleries: { totalCount: 1, nodes: [galleryCardFixture({ stand: null, image: null })], pageInfo: { endCursor: null, hasNextPage: false } },
    } satisfies GalleriesListData,
  },
  GalleryEditions: { full: galleryEditionsFixture(), minimal: galleryEditionsFixture() },
  GalleryPage: {
    full: galleryPageFixture(),
    minimal: {
      getGallery: {
        ...galleryPageFixture().getGallery!, email: null, phone: null, website: null, image: null, catalogPrefix: null, stand: null,
        works: [MINIMAL_CARD],
      },
    } satisfies GalleryPageData,
  },
  SiteMapFair: {
    full: {
      artists: { totalCount: 30, nodes: [{ id: '7', url: 'http://localhost:4200/es/artista/ana-lopez', fullName: 'Ana López' }] },
      galleries: { totalCount: 8, nodes: [{ id: '3', url: 'http://localhost:4200/es/galeria/galeria-norte', comercialName: 'Galería Norte' }] },
      articles: { totalCount: 10, nodes: [{ id: '11', url: 'http://localhost:4200/es/post/inauguracion', title: 'Inauguración' }] },
      activities: { totalCount: 5, nodes: [{ id: '21', url: 'http://localhost:4200/es/actividad/visita-guiada', title: 'Visita guiada' }] },
    } satisfies SiteMapFairData,
    minimal: {
      artists: { totalCount: 1, nodes: [{ id: '7', url: 'http://localhost:4200/es/artista/ana-lopez', fullName: 'Ana López' }] },
      galleries: { totalCount: 1, nodes: [{ id: '3', url: 'http://localhost:4200/es/galeria/galeria-norte', comercialName: 'Galería Norte' }] },
      articles: { totalCount: 1, nodes: [{ id: '11', url: 'http://localhost:4200/es/post/inauguracion', title: 'Inauguración' }] },
      activities: { totalCount: 1, nodes: [{ id: '21', url: 'http://localhost:4200/es/actividad/visita-guiada', title: 'Visita guiada' }] },
    } satisfies SiteMapFairData,
  },
  SiteMapShop: {
    full: {
      artists: { totalCount: 30, nodes: [{ id: '7', url: 'http://localhost:4300/es/shop/artista/ana-lopez', fullName: 'Ana López' }] },
      galleries: { totalCount: 8, nodes: [{ id: '3', url: 'http://localhost:4300/es/shop/galeria/galeria-norte', comercialName: 'Galería Norte' }] },
      expositions: { totalCount: 6, nodes: [{ id: '9', url: 'http://localhost:4300/es/shop/exposicion/primavera', title: 'Primavera' }] },
      trends: [{ id: '5', url: 'http://localhost:4300/es/shop/tendencias/mar', name: 'Mar' }],
    } satisfies SiteMapShopData,
    minimal: {
      artists: { totalCount: 1, nodes: [{ id: '7', url: 'http://localhost:4300/es/shop/artista/ana-lopez', fullName: 'Ana López' }] },
      galleries: { totalCount: 1, nodes: [{ id: '3', url: 'http://localhost:4300/es/shop/galeria/galeria-norte', comercialName: 'Galería Norte' }] },
      expositions: { totalCount: 1, nodes: [{ id: '9', url: 'http://localhost:4300/es/shop/exposicion/primavera', title: 'Primavera' }] },
      trends: [{ id: '5', url: 'http://localhost:4300/es/shop/tendencias/mar', name: 'Mar' }],
    } satisfies SiteMapShopData,
  },
  BlogList: {
    full: blogListFixture(),
    minimal: { articles: { totalCount: 1, nodes: [MINIMAL_ARTICLE], pageInfo: { endCursor: null, hasNextPage: false } } } satisfies BlogListData,
  },
  PostPage: {
    full: postPageFixture(),
    minimal: { getArticle: { ...postPageFixture().getArticle!, image: null, author: null, related: [MINIMAL_ARTICLE] } } satisfies PostPageData,
  },
  ActivitiesPage: {
    full: (() => {
      const full = activitiesPageFixture();
      return { ...full, activities: { ...full.activities, pageInfo: { endCursor: 'WzE3NDEyODAwMDAwMDAwMDAsMV0', hasNextPage: true } } };
    })() satisfies ActivitiesPageData,
    minimal: { ...activitiesPageFixture([MINIMAL_ACTIVITY]), catalogs: [MINIMAL_ACTIVITY_CATALOG] } satisfies ActivitiesPageData,
  },
  ActivityPage: {
    full: activityPageFixture(),
    minimal: {
      getActivity: { ...activityPageFixture().getActivity!, ...MINIMAL_ACTIVITY, image: null },
      catalogs: [MINIMAL_ACTIVITY_CATALOG],
    } satisfies ActivityPageData,
  },
  SponsorsPage: {
    full: sponsorsPageFixture(),
    minimal: { sponsors: [{ ...sponsorsPageFixture().sponsors[0]!, url: null, logo: null }] } satisfies SponsorsPageData,
  },
  PressPage: {
    full: { ...pressPageFixture(), pressItems: pressPageFixture().pressItems.map((item) => ({ ...item, fileUrl: `https://feria.example/prensa/${item.id}.pdf` })) } satisfies PressPageData,
    minimal: {
      pressItems: [{ ...pressPageFixture().pressItems[0]!, fileUrl: null, image: null }],
      pressContacts: [{ ...pressPageFixture().pressContacts[0]!, phone: null }],
    } satisfies PressPageData,
  },
  CatalogPrefixes: {
    full: { catalogs: [{ prefix: 'AM25', isMarket: false }] },
    minimal: { catalogs: [{ prefix: 'MARKET', isMarket: true }] },
  },
  Me: { full: { me: FULL_ME }, minimal: { me: MINIMAL_ME } },
  Login: { full: { login: FULL_AUTH }, minimal: { login: MINIMAL_AUTH } },
  SignUp: { full: { signUp: FULL_AUTH }, minimal: { signUp: MINIMAL_AUTH } },
  ResetPassword: { full: { resetPassword: FULL_AUTH }, minimal: { resetPassword: MINIMAL_AUTH } },
  Logout: { full: { logout: { OK: false, error: 'No' } }, minimal: { logout: { OK: true, error: null } } },
  RememberPassword: { full: { rememberPassword: { OK: false, error: 'No' } }, minimal: { rememberPassword: { OK: true, error: null } } },
  MyMarks: { full: { me: { id: 'u1', works: [{ id: '1' }], artists: [{ id: '7' }] } }, minimal: { me: null } },
  MyWorks: { full: { me: { id: 'u1', works: [workCardFixture()] } }, minimal: { me: { id: 'u1', works: [MINIMAL_CARD] } } },
  MyArtists: {
    full: { me: { id: 'u1', artists: [FULL_FOLLOWED] } },
    minimal: { me: { id: 'u1', artists: [{ ...FULL_FOLLOWED, featuredImage: null, avatarUrl: null }] } },
  },
  MyCollections: {
    full: { me: { id: 'u1', collections: [FULL_COLLECTION] } },
    minimal: { me: { id: 'u1', collections: [{ ...FULL_COLLECTION, url: null, works: [MINIMAL_CARD] }] } },
  },
  MyProfile: {
    full: { me: { ...pick(FULL_ME, 'id', 'name', 'surname', 'email', 'phone', 'prefix', 'profession', 'priceRange', 'newsletter'), artistsCollection: [{ id: '7', name: 'Ana Rey' }] } },
    minimal: { me: { ...pick(MINIMAL_ME, 'id', 'name', 'surname', 'email', 'phone', 'prefix', 'profession', 'priceRange', 'newsletter'), artistsCollection: [{ id: '7', name: 'Ana Rey' }] } },
  },
  MyAddresses: {
    full: { me: { id: 'u1', shippingAddresses: [FULL_ADDRESS] }, countries: [{ code: 'ES', name: 'España', dial_code: '+34' }] },
    minimal: {
      me: { id: 'u1', shippingAddresses: [{ ...FULL_ADDRESS, floor: null, aditionalInfo: null, fiscalName: null, fiscalDocument: null, CACode: null }] },
      countries: [{ code: 'ES', name: 'España', dial_code: '+34' }],
    },
  },
  PublicCollection: { full: { publicCollection: FULL_COLLECTION }, minimal: { publicCollection: null } },
  MyCart: { full: { me: { id: 'u1', cart: FULL_CART } }, minimal: { me: { id: 'u1', cart: MINIMAL_CART } } },
  CartPreview: { full: { cartPreview: FULL_CART }, minimal: { cartPreview: MINIMAL_CART } },
  AddWorkToCart: { full: { addWorkToCart: FULL_CART_RESULT }, minimal: { addWorkToCart: MINIMAL_CART_RESULT } },
  RemoveWorkFromCart: { full: { removeWorkFromCart: FULL_CART_RESULT }, minimal: { removeWorkFromCart: MINIMAL_CART_RESULT } },
  SetCart: { full: { setCart: FULL_CART_RESULT }, minimal: { setCart: MINIMAL_CART_RESULT } },
  ClearCart: { full: { clearCart: FULL_CART_RESULT }, minimal: { clearCart: MINIMAL_CART_RESULT } },
  ArtistTags: { full: { getArtistsTagsByText: [{ id: '7', name: 'Ana Rey' }] }, minimal: { getArtistsTagsByText: [{ id: '7', name: 'Ana Rey' }] } },
  InvitationsPage: {
    full: { catalogs: [{ prefix: 'AM25', name: 'Feria 2025', startsOn: '2025-03-05', endsOn: '2025-03-09', venue: 'IFEMA', isCurrent: true }] },
    minimal: { catalogs: [{ prefix: 'MARKET', name: 'Tienda', startsOn: null, endsOn: null, venue: null, isCurrent: false }] },
  } satisfies Record<Mode, InvitationsPageData>,
  RedeemInvitation: {
    full: { redeemInvitation: { ok: true, response: 'Enviada', ticketCode: 'AM25-7K3M-Q9TX-2HRB' } },
    minimal: { redeemInvitation: { ok: false, response: null, ticketCode: null } },
  } satisfies Record<Mode, RedeemInvitationData>,
  ValidationsPage: {
    full: { me: { id: 'u1', fullName: 'Andrés Peña', role: 'staff' } },
    minimal: { me: null },
  } satisfies Record<Mode, ValidationsPageData>,
  ValidateTicket: {
    full: {
      validateTicket: {
        ok: true, response: 'No', status: 'ALREADY_USED',
        ticket: { code: 'AM25-7K3M-Q9TX-2HRB', name: 'Ana', admittedAt: '2025-03-05T10:20:00.000Z', admittedDesk: 'Puerta 1' },
      },
    },
    minimal: { validateTicket: { ok: false, response: null, status: null, ticket: null } },
  } satisfies Record<Mode, ValidateTicketData>,
  CheckoutPage: {
    full: checkoutPageFixture({
      me: { ...checkoutPageFixture().me!, shippingAddresses: [FULL_ADDRESS] },
      countries: [{ code: 'ES', name: 'España', dial_code: '+34' }],
    }),
    minimal: {
      me: null,
      countries: [{ code: 'ES', name: 'España', dial_code: '+34' }],
      getShippingCosts: [checkoutPageFixture().getShippingCosts[0]!],
    } satisfies CheckoutPageData,
  },
  ApplyOrderCoupon: {
    full: { applyOrderCoupon: { OK: false, error: 'El código ha caducado.', amount: 0 } },
    minimal: { applyOrderCoupon: { OK: true, error: null, amount: 10 } },
  },
  CreateOrder: {
    full: { createOrder: { OK: false, error: 'Escribe el código postal.', field: 'shippingAddress.postalCode', orderCode: 'X' } },
    minimal: { createOrder: { OK: true, error: null, field: null, orderCode: null } },
  },
  StartPayment: {
    full: {
      startPayment: {
        OK: true, error: 'No',
        form: { url: 'http://localhost:3000/api/payments/sandbox', Ds_SignatureVersion: 'HMAC_SHA256_V1', Ds_MerchantParameters: 'e30=', Ds_Signature: 'c2ln' },
      },
    },
    minimal: { startPayment: { OK: false, error: null, form: null } },
  },
  OrderPage: {
    full: { me: { id: 'u1' }, getOrder: FULL_ORDER } satisfies OrderPageData,
    minimal: { me: null, getOrder: MINIMAL_ORDER } satisfies OrderPageData,
  },
  MyOrders: {
    full: { me: { id: 'u1', orders: [{ ...FULL_ORDER, works: FULL_ORDER.works.map((item) => ({ ...item, work: { id: '1', url: 'http://s/es/shop/obra/a/b' } })) }] } },
    minimal: {
      me: {
        id: 'u1',
        orders: [{ ...MINIMAL_ORDER, works: MINIMAL_ORDER.works.map((item) => ({ ...item, work: null })) }],
      },
    } satisfies MyOrdersData,
  },
  ...Object.fromEntries(
    [
      'AddFavouriteWork', 'RemoveFavouriteWork', 'FollowArtist', 'UnfollowArtist', 'CreateCollection', 'RenameCollection',
      'SetCollectionPublic', 'AddWorkToCollection', 'RemoveWorkFromCollection', 'DeleteCollection', 'UpdateProfile',
      'AddArtistTag', 'AddNewArtistTag', 'AddAddress', 'RemoveAddress', 'DeleteAccount',
    ].map((name) => {
      const field = name.charAt(0).toLowerCase() + name.slice(1);
      return [name, { full: { [field]: { OK: false, error: 'No' } }, minimal: { [field]: { OK: true, error: null } } }];
    }),
  ),
};

type Mode = 'full' | 'minimal';

/**
 * Compares a result value with the selection and the SDL: every selected field present and nothing else; lists
 * non-empty (so nested fields are checked too); in `full` nothing is null; in `minimal` every nullable leaf is null.
 */
function shapeProblems(selectionSet: SelectionSetNode, parent: GraphQLObjectType, value: unknown, mode: Mode, at: string): string[] {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return [`${at}: expected an object`];
  const record = value as Record<string, unknown>;
  const problems: string[] = [];
  const keys: string[] = [];
  for (const selection of selectionSet.selections) {
    if (selection.kind !== Kind.FIELD) {
      problems.push(`${at}: fragments are not used by this library`);
      continue;
    }
    const key = selection.alias?.value ?? selection.name.value;
    keys.push(key);
    const field = parent.getFields()[selection.name.value];
    if (!field) {
      problems.push(`${at}.${key}: not in the schema`);
      continue;
    }
    if (!(key in record)) {
      problems.push(`${at}.${key}: missing`);
      continue;
    }
    const check = (type: GraphQLOutputType, v: unknown, where: string): void => {
      if (v === null) {
        if (isNonNullType(type)) problems.push(`${where}: null in a non-null field`);
        else if (mode === 'full') problems.push(`${where}: null in the full fixture`);
        return;
      }
      if (!isNonNullType(type) && mode === 'minimal' && isLeafType(getNamedType(type))) {
        problems.push(`${where}: nullable in the SDL, so the minimal fixture must hold null`);
      }
      const inner = getNullableType(type);
      if (isListType(inner)) {
        if (!Array.isArray(v)) return void problems.push(`${where}: expected a list`);
        if (v.length === 0) return void problems.push(`${where}: empty list leaves its items unchecked`);
        v.forEach((item, i) => check(inner.ofType, item, `${where}[${i}]`));
      } else if (isObjectType(inner)) {
        problems.push(...shapeProblems(selection.selectionSet!, inner, v, mode, where));
      }
    };
    check(field.type, record[key], `${at}.${key}`);
  }
  for (const key of Object.keys(record)) if (!keys.includes(key)) problems.push(`${at}.${key}: not selected by the operation`);
  return problems;
}

/** A Yoga server of the API's SDL and limits whose root fields answer the fixture of the running operation. */
function fixtureApi(mode: Mode): FetchLike {
  const answer = (_: unknown, __: unknown, ___: unknown, info: { operation: OperationDefinitionNode; fieldName: string }) =>
    (FIXTURES[info.operation.name!.value]![mode] as Record<string, unknown>)[info.fieldName];
  const rootResolvers = (type: GraphQLObjectType | null | undefined) =>
    Object.fromEntries(Object.keys(type?.getFields() ?? {}).map((name) => [name, answer]));
  const yoga = createYoga({
    graphqlEndpoint: '/api/graphql',
    schema: createSchema({
      typeDefs: SDL,
      resolvers: {
        Query: rootResolvers(SCHEMA.getQueryType()),
        ...(SCHEMA.getMutationType() ? { Mutation: rootResolvers(SCHEMA.getMutationType()) } : {}),
      },
    }),
    batching: { limit: LIMITS.batch },
    logging: false,
    maskedErrors: false,
    plugins: [
      useCSRFPrevention({ requestHeaders: ['x-graphql-yoga-csrf'] }),
      EnvelopArmorPlugin({
        maxDepth: { n: LIMITS.depth },
        maxAliases: { n: LIMITS.aliases },
        costLimit: { maxCost: LIMITS.cost },
        maxTokens: { n: LIMITS.tokens },
        maxDirectives: { n: LIMITS.directives },
      }),
    ],
  });
  return async (url, init) => yoga.fetch(url, init);
}

/** Variables that satisfy every operation's required variables. */
const VARIABLES: Record<string, Record<string, unknown>> = {
  WorksList: { filter: { catalogPrefix: 'AM25', disciplines: [0], colours: ['blue'] }, sort: 'PRICE_ASC', first: 20 },
  WorkPage: { slug: 'azul-marino', catalogPrefix: 'AM25' },
  ShowsList: { first: 12, after: null },
  ShowPage: { slug: 'primavera', works: 100 },
  TrendPage: { slug: 'mar', filter: { tags: ['mar'], catalogPrefix: 'MARKET' }, first: 20, after: null },
  TrendsList: {},
  TrendImages: { catalogPrefix: 'MARKET', first: 100 },
  ArtistPage: { slug: 'ana-lopez', catalogPrefix: 'MARKET' },
  HomeData: { catalogPrefix: 'AM25' },
  Search: { textSearch: 'azul', limit: 9, catalogPrefix: 'AM25' },
  Contact: { fromEmail: 'ana@example.com', fromName: 'Ana', message: 'Hola' },
  WorkInquiryPage: { slug: 'azul', catalogPrefix: 'AM25' },
  GalleryContactPage: { slug: 'lumen', catalogPrefix: 'AM25' },
  WorkInquiry: {
    workSlug: 'azul', artistSlug: 'ana-rey', fromName: 'Ana', fromEmail: 'ana@example.com', phone: null, message: 'Hola', website: '',
    submissionId: '0b7e6a3c-1d2f-4a5b-8c9d-0e1f2a3b4c5d',
  },
  GalleryContact: { gallerySlug: 'lumen', fromName: 'Ana', fromEmail: 'ana@example.com', phone: '600112233', message: 'Hola' },
  Collaborate: { company: 'ACME', fromName: 'Ana', fromEmail: 'ana@example.com', interest: 'official', message: 'Hola' },
  PressAccreditation: { media: 'Arte Hoy', fromName: 'Ana', fromEmail: 'ana@example.com', type: 'print' },
  SubscribeNewsletter: { email: 'ana@example.com', name: 'Ana', website: null },
  ConfirmNewsletter: { token: 'abc.def' },
  UnsubscribeNewsletter: { token: 'abc.def' },
  RedeemInvitation: { code: 'INVITADO-2025', name: 'Ana', email: 'ana@example.com', website: '' },
  ValidateTicket: { code: 'AM25-7K3M-Q9TX-2HRB', desk: 'Puerta 1' },
  GalleryTitle: { slug: 'lumen', catalogPrefix: 'AM25' },
  ExpositionTitle: { slug: 'luz' },
  TrendTitle: { slug: 'abstraccion' },
  WorkTitle: { slug: 'azul', catalogPrefix: 'AM25' },
  CatalogPrefixes: {},
  BlogList: { category: 'obras', textSearch: 'pintura', first: 20, after: null },
  PostPage: { slug: 'pintura-de-gran-formato', related: 3 },
  ActivitiesPage: { category: 'charlas', first: 100 },
  ActivityPage: { slug: 'coleccionar-por-primera-vez' },
  SponsorsPage: {},
  PressPage: {},
  ArtistsList: { filter: { initial: 'l', text: 'lópez', catalogPrefix: 'AM25' }, catalogPrefix: 'AM25', first: 24, after: null },
  GalleriesList: { catalogPrefix: 'am25', text: 'norte', first: 24 },
  GalleryEditions: {},
  GalleryPage: { slug: 'galeria-norte', catalogPrefix: 'AM25', works: 60 },
  SiteMapFair: { catalogPrefix: 'AM25', first: 24 },
  SiteMapShop: { catalogPrefix: 'MARKET', first: 24 },
  StaticPage: { slug: 'quienes-somos' },
  VisitorInfo: { slug: 'informacion' },
  TicketsPage: { slug: 'tickets', catalogPrefix: 'AM25' },
  FaqPage: { site: 'shop' },
  Editions: {},
  PhotoView: { catalogPrefix: null },
  BannerPreview: { id: '1' },
  Me: {},
  Login: { email: 'ana@example.com', password: 'una clave larga', remember: true },
  SignUp: { user: { name: 'Ana', surname: 'Rey', email: 'ana@example.com', password: 'una clave larga', acceptTerms: true }, lang: 'es' },
  Logout: {},
  RememberPassword: { email: 'ana@example.com' },
  ResetPassword: { token: 'abc', password: 'una clave larga' },
  MyMarks: {},
  MyWorks: {},
  MyArtists: {},
  MyCollections: {},
  MyProfile: {},
  MyAddresses: {},
  PublicCollection: { userEmail: 'ana@example.com', collectionId: '3' },
  ArtistTags: { text: 'nuñez' },
  MyCart: {},
  CartPreview: { cart: { items: [{ id: '1', units: 1 }] } },
  AddWorkToCart: { workId: '1', price: 1210, units: 1, lang: 'es', eeList: 'work-page' },
  RemoveWorkFromCart: { workId: '1', units: 1, lang: 'es' },
  SetCart: { cart: { items: [{ id: '1', units: 1, unitPrice: 1210 }], creationDate: '2026-11-20T10:00:00.000Z', lang: 'es' } },
  ClearCart: {},
  AddFavouriteWork: { workId: '1' },
  RemoveFavouriteWork: { workId: '1' },
  FollowArtist: { artistId: '7' },
  UnfollowArtist: { artistId: '7' },
  CreateCollection: { title: 'Azules', workId: '1' },
  RenameCollection: { collectionId: '3', title: 'Azules' },
  SetCollectionPublic: { collectionId: '3', public: true },
  AddWorkToCollection: { collectionId: '3', workId: '1' },
  RemoveWorkFromCollection: { collectionId: '3', workId: '1' },
  DeleteCollection: { collectionId: '3' },
  UpdateProfile: { profile: { name: 'Ana', surname: 'Rey', newsletter: true }, artistsToDelete: ['2'] },
  AddArtistTag: { id: '7' },
  AddNewArtistTag: { name: 'Ana Rey' },
  AddAddress: { address: { route: 'Calle Mayor 1', postalCode: '28013', locality: 'Madrid', province: 'Madrid', countryCode: 'ES' } },
  RemoveAddress: { id: '4' },
  DeleteAccount: { password: 'Azul-Cobalto-1977' },
  CheckoutPage: {},
  ApplyOrderCoupon: { code: 'PRIMAVERA10' },
  CreateOrder: {
    order: {
      shippingAddress: {
        name: 'Ana', surname: 'Rey', phone: '+34 600 000 000', route: 'Calle Mayor 1', postalCode: '28013', locality: 'Madrid',
        province: 'Madrid', countryCode: 'ES',
      },
      billingAddress: null,
      clientType: 'particular',
      acceptTerms: true,
      lang: 'es',
    },
  },
  StartPayment: { orderCode: '2501AB12CD34', lang: 'es' },
  OrderPage: { orderCode: '2501AB12CD34' },
  MyOrders: {},
};

describe('operations against the API contract', () => {
  it('are the operations of the first pages and of the page titles, each with a fixture', () => {
    expect(OPERATIONS.map((op) => op.name).sort()).toEqual([
      'ActivitiesPage', 'ActivityPage', 'AddAddress', 'AddArtistTag', 'AddFavouriteWork', 'AddNewArtistTag',
      'AddWorkToCollection', 'ArtistPage', 'ArtistTags', 'ArtistsList', 'BannerPreview', 'BlogList', 'CatalogPrefixes',
      'Contact', 'CreateCollection', 'DeleteAccount', 'DeleteCollection', 'Editions', 'ExpositionTitle', 'FaqPage',
      'FollowArtist', 'GalleriesList', 'GalleryEditions', 'GalleryPage', 'GalleryTitle', 'HomeData', 'Login', 'Logout',
      'Me', 'MyAddresses', 'MyArtists', 'MyCollections', 'MyMarks', 'MyProfile', 'MyWorks', 'PhotoView', 'PostPage',
      'PressPage', 'PublicCollection', 'RememberPassword', 'RemoveAddress', 'RemoveFavouriteWork',
      'RemoveWorkFromCollection', 'RenameCollection', 'ResetPassword', 'Search', 'SetCollectionPublic', 'SignUp',
      'SiteMapFair', 'SiteMapShop', 'SponsorsPage', 'StaticPage', 'TicketsPage', 'TrendTitle', 'UnfollowArtist',
      'UpdateProfile', 'VisitorInfo', 'WorkPage', 'WorkTitle', 'WorksList',
      // The fair's forms.
      'Collaborate', 'ConfirmNewsletter', 'GalleryContact', 'GalleryContactPage', 'PressAccreditation', 'SubscribeNewsletter',
      'UnsubscribeNewsletter', 'WorkInquiry', 'WorkInquiryPage',
      // Invitations and the ticket desk.
      'InvitationsPage', 'RedeemInvitation', 'ValidateTicket', 'ValidationsPage',
      // The shop's shows and trends.
      'ShowPage', 'ShowsList', 'TrendImages', 'TrendPage', 'TrendsList',
      // The checkout and the orders.
      'ApplyOrderCoupon', 'CheckoutPage', 'CreateOrder', 'MyOrders', 'OrderPage', 'StartPayment',
      // The cart.
      'AddWorkToCart', 'CartPreview', 'ClearCart', 'MyCart', 'RemoveWorkFromCart', 'SetCart',
    ].sort());
    expect(Object.keys(FIXTURES).sort()).toEqual(OPERATIONS.map((op) => op.name).sort());
  });

  it('only Contact may wait for its field in the schema (the contact mutation is being added to the API)', () => {
    expect(PENDING.filter((name) => name !== 'Contact')).toEqual([]);
  });

  it.each(OPERATIONS.map((op) => [op.name, op] as const))('%s is one operation named as its constant says', (name, op) => {
    const node = operationNode(op);
    expect(node.name?.value).toBe(name);
  });

  it.each(READY.map((op) => [op.name, op] as const))('%s validates against the SDL with zero errors', (_, op) => {
    expect(validate(SCHEMA, parse(op.document)).map((e) => e.message)).toEqual([]);
  });

  it.each(READY.map((op) => [op.name, op] as const))('%s: the full fixture has the selection’s shape, no nulls', (name, op) => {
    const node = operationNode(op);
    const root = (node.operation === 'mutation' ? SCHEMA.getMutationType() : SCHEMA.getQueryType())!;
    expect(shapeProblems(node.selectionSet, root, FIXTURES[name]!.full, 'full', name)).toEqual([]);
  });

  it.each(READY.map((op) => [op.name, op] as const))('%s: the minimal fixture has null in every nullable leaf', (name, op) => {
    const node = operationNode(op);
    const root = (node.operation === 'mutation' ? SCHEMA.getMutationType() : SCHEMA.getQueryType())!;
    expect(shapeProblems(node.selectionSet, root, FIXTURES[name]!.minimal, 'minimal', name)).toEqual([]);
  });

  it.each(['full', 'minimal'] as const)(
    'all run as one batch through Yoga with the API’s limits, each answering its %s fixture unchanged',
    async (mode) => {
      const client = createGraphQLClient({ endpoint: 'http://api.test/api/graphql', fetch: fixtureApi(mode), batchWindowMs: 1 });
      const results = await Promise.all(READY.map((op) => client.request(op, VARIABLES[op.name])));
      expect(results).toEqual(READY.map((op) => FIXTURES[op.name]![mode]));
    },
  );

  it('the API’s limits are really applied by that server (an over-deep query is refused)', async () => {
    const deep = `query Deep { getWork(slug: "a") { artist { works { artist { works { artist { works { artist { id } } } } } } } } }`;
    const client = createGraphQLClient({ endpoint: 'http://api.test/api/graphql', fetch: fixtureApi('full'), batchWindowMs: 1 });
    await expect(client.request({ name: 'Deep', document: deep })).rejects.toMatchObject({ message: expect.stringContaining('depth limit') });
  });
});
