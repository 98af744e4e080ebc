/**
 * Test factories (`@art/data/testing`): results shaped exactly like the API's answers to the operations of this
 * library (the operations test runs each against the SDL), and a fake fetch that answers GraphQL by operation name.
 */
import type { FetchLike, ResponseLike } from './graphql-client';
import type {
  ActivitiesPageData,
  ActivityCardFields,
  ActivityCatalogFields,
  ActivityPageActivity,
  ActivityPageData,
} from './operations/activities';
import type { ArticleCardFields, BlogListData, PostPageArticle, PostPageData } from './operations/blog';
import type { PressPageData } from './operations/press';
import type { SponsorsPageData } from './operations/sponsors';
import type { ArtistPageArtist, ArtistPageData } from './operations/artist-page';
import type { ArtistCardFields, ArtistsListData } from './operations/artists-list';
import type { GalleriesListData, GalleryCardFields, GalleryEditionsData } from './operations/galleries-list';
import type { GalleryPageData, GalleryPageGallery } from './operations/gallery-page';
import type { ImageFields, WorkCardFields } from './operations/fields';
import type { CartFields, CartItemFields } from './operations/cart';
import type { HomeData } from './operations/home-data';
import type { EditionFields, StaticPageFields } from './operations/info';
import type { SearchData } from './operations/search';
import type { WorkPageData, WorkPageWork } from './operations/work-page';
import type { WorksListData } from './operations/works-list';
import type { ShowCardFields, ShowPageData, ShowPageShow, ShowsListData } from './operations/shows';
import type { TrendDetailFields, TrendImagesData, TrendLinkFields, TrendPageData, TrendsListData } from './operations/trends';
import type { CheckoutPageData, OrderAddressFields, OrderFields } from './operations/orders';

const SIZE_NAMES = ['original', 'smallest', 'small', 'medium', 'big', 'biggest'] as const;
const SIZE_SIDES = [2000, 160, 320, 640, 1024, 1440] as const;

/** An image of 2000 × 1500 with its six sizes, under `/api/images/{key}/`. */
export function imageFixture(key = 'work/1/a1b2c3'): ImageFields {
  const sizes = SIZE_NAMES.map((name, size) => {
    const width = SIZE_SIDES[size]!;
    const height = Math.round((width * 3) / 4);
    return { size, name, width, height, url: `/api/images/${key}/${size}.jpg`, webp: `/api/images/${key}/${size}.webp` };
  });
  return { url: `/api/images/${key}/4.jpg`, width: 1024, height: 768, sizes };
}

/** A buyable painting card; `overrides` replace fields. */
export function workCardFixture(overrides: Partial<WorkCardFields> = {}): WorkCardFields {
  return {
    id: '1',
    slug: 'azul-marino',
    title: 'Azul marino',
    url: 'http://localhost:4200/es/obra/ana-lopez/azul-marino',
    images: [imageFixture()],
    artist: { id: '7', slug: 'ana-lopez', fullName: 'Ana López', url: 'http://localhost:4200/es/artista/ana-lopez' },
    price: 1210,
    currency: 'EUR',
    workState: 'Disponible',
    buyable: true,
    measures: '100 × 80 cm',
    year: 2024,
    technicsText: 'Óleo sobre lienzo',
    colours: ['blue', 'white'],
    size: 'medium',
    discipline: 0,
    ...overrides,
  };
}

/** A `WorksList` result of the given cards (one card by default), with one more page. */
export function worksListFixture(nodes: WorkCardFields[] = [workCardFixture()], totalCount = nodes.length + 20): WorksListData {
  return { works: { totalCount, nodes, pageInfo: { endCursor: 'WzE3MDAwMDAwMDAwMDAwMDAsMV0', hasNextPage: true } } };
}

/** A work as its page shows it, with a gallery, a tag, a show and one more work of the artist. */
export function workPageWorkFixture(overrides: Partial<WorkPageWork> = {}): WorkPageWork {
  const card = workCardFixture();
  return {
    id: card.id,
    slug: card.slug,
    title: card.title,
    titleES: 'Azul marino',
    titleEN: 'Navy blue',
    description: 'Una marina nocturna.',
    images: card.images,
    technics: [{ name: 'Óleo', english: 'Oil' }],
    technicsText: card.technicsText,
    price: 1210,
    priceWithoutTaxes: 1000,
    currency: 'EUR',
    year: 2024,
    width: 100,
    height: 80,
    depth: 3,
    measures: card.measures,
    size: card.size,
    workState: card.workState,
    discipline: 0,
    colours: card.colours,
    catalogs: ['AM25'],
    buyable: true,
    url: card.url,
    artist: {
      id: '7',
      _id: '7',
      slug: 'ana-lopez',
      fullName: 'Ana López',
      city: 'Madrid',
      countryCode: 'ES',
      biography: 'Pintora.',
      avatarUrl: '/api/images/artist/7/x/2.jpg',
      url: 'http://localhost:4200/es/artista/ana-lopez',
      works: [workCardFixture({ id: '2', slug: 'rojo', title: 'Rojo' })],
    },
    gallery: {
      id: '3',
      slug: 'galeria-norte',
      comercialName: 'Galería Norte',
      url: 'http://localhost:4200/es/galeria/galeria-norte',
      catalogPrefix: 'AM25',
      stand: 'B12',
      email: 'info@galerianorte.example',
      phone: '+34 910 000 000',
      website: 'https://galerianorte.example',
      address: { fullAddress: 'Calle Mayor 1, 28013 Madrid', city: 'Madrid', countryCode: 'ES' },
    },
    tags: [{ id: '5', type: 'themesTags', slug: 'mar', name: 'Mar', url: 'http://localhost:4300/es/shop/tendencias/mar' }],
    expositions: [{ id: '9', slug: 'primavera', title: 'Primavera', url: 'http://localhost:4300/es/shop/exposicion/primavera' }],
    similar: [workCardFixture({ id: '3', slug: 'verde', title: 'Verde' })],
    ...overrides,
  };
}

/** A `WorkPage` result. */
export function workPageFixture(overrides: Partial<WorkPageWork> = {}): WorkPageData {
  return { getWork: workPageWorkFixture(overrides) };
}

/** An `ArtistPage` result with one work, gallery and show. */
export function artistPageFixture(overrides: Partial<ArtistPageArtist> = {}): ArtistPageData {
  return {
    getArtist: {
      id: '7',
      _id: '7',
      slug: 'ana-lopez',
      fullName: 'Ana López',
      firstName: 'Ana',
      lastName: 'López',
      city: 'Madrid',
      countryCode: 'ES',
      birthYear: 1980,
      biography: 'Pintora.',
      featuredImage: imageFixture('artist/7/x'),
      avatarUrl: '/api/images/artist/7/x/2.jpg',
      url: 'http://localhost:4200/es/artista/ana-lopez',
      works: [workCardFixture()],
      galleries: [{ id: '3', slug: 'galeria-norte', comercialName: 'Galería Norte', url: 'http://localhost:4200/es/galeria/galeria-norte' }],
      expositions: [{ id: '9', slug: 'primavera', title: 'Primavera', url: 'http://localhost:4300/es/shop/exposicion/primavera' }],
      ...overrides,
    },
  };
}

/** A `HomeData` result of the fair with one item in each list. */
export function homeDataFixture(): HomeData {
  return {
    catalogs: [
      { prefix: 'AM25', edition: 25, year: 2025, name: 'ARTE MADRID 2025', startsOn: '2025-03-05', endsOn: '2025-03-09', venue: 'Palacio de Cristal', address: 'Plaza de Cibeles 1, 28014 Madrid', isCurrent: true, isMarket: false },
    ],
    works: { nodes: [workCardFixture()] },
    artists: {
      nodes: [
        { id: '7', slug: 'ana-lopez', fullName: 'Ana López', city: 'Madrid', featuredImage: imageFixture('artist/7/x'), avatarUrl: '/api/images/artist/7/x/2.jpg', url: 'http://localhost:4200/es/artista/ana-lopez' },
      ],
    },
    articles: {
      nodes: [
        { id: '11', slug: 'inauguracion', category: 'actualidad', categoryName: 'Actualidad', title: 'Inauguración', shortContent: 'Abrimos.', publishedAt: '2025-02-01T10:00:00.000Z', image: imageFixture('post/11/x'), url: 'http://localhost:4200/es/post/inauguracion' },
      ],
    },
    activities: {
      nodes: [
        { id: '21', slug: 'visita-guiada', title: 'Visita guiada', category: 'Visitas guiadas', categoryKey: 'visitas-guiadas', shortContent: 'Con la comisaria.', place: 'Sala 1', startsAt: '2025-03-06T11:00:00.000Z', endsAt: '2025-03-06T12:00:00.000Z', image: imageFixture('activity/21/x'), url: 'http://localhost:4200/es/actividad/visita-guiada' },
      ],
    },
    expositions: {
      nodes: [
        { id: '9', slug: 'primavera', title: 'Primavera', startsOn: '2025-04-01', endsOn: '2025-05-01', image: imageFixture('exposition/9/x'), gallery: { id: '3', slug: 'galeria-norte', comercialName: 'Galería Norte', url: 'http://localhost:4300/es/shop/galeria/galeria-norte' }, url: 'http://localhost:4300/es/shop/exposicion/primavera' },
      ],
    },
  };
}

/** A `Search` result with one work and one artist. */
export function searchFixture(): SearchData {
  return {
    search: [
      { image: '/api/images/work/1/a1b2c3/2.jpg', text: 'Azul marino — Ana López', url: 'http://localhost:4200/es/obra/ana-lopez/azul-marino', kind: 'work' },
      { image: null, text: 'Ana López', url: 'http://localhost:4200/es/artista/ana-lopez', kind: 'artist' },
    ],
  };
}

/** One POST the fake fetch received. */
export interface FakeFetchCall {
  url: string;
  headers: Record<string, string>;
  /** The operations of the body, in order (one for a plain object body). */
  operations: { query: string; variables: Record<string, unknown>; operationName: string }[];
  /** Whether the body was an array (a batch). */
  batched: boolean;
}

/** What a handler answers for one operation: data, or a full result (with `errors`). */
export type FakeAnswer = { data?: unknown; errors?: { message: string; extensions?: Record<string, unknown> }[] };

/** A fake fetch and the calls it received. */
export interface FakeGraphQLFetch {
  fetch: FetchLike;
  calls: FakeFetchCall[];
}

function response(status: number, body: unknown): ResponseLike {
  const text = JSON.stringify(body);
  return { ok: status >= 200 && status < 300, status, statusText: status === 200 ? 'OK' : '', text: async () => text };
}

/**
 * A fetch answering GraphQL POSTs (single or batched) with `handlers[operationName](variables)`; an operation without
 * a handler gets a GraphQL error.
 *
 * @example
 * const api = fakeGraphQLFetch({ WorkPage: () => ({ data: workPageFixture() }) });
 * const client = createGraphQLClient({ endpoint: '/api/graphql', fetch: api.fetch });
 */
export function fakeGraphQLFetch(handlers: Record<string, (variables: Record<string, unknown>) => FakeAnswer>): FakeGraphQLFetch {
  const calls: FakeFetchCall[] = [];
  const fetch: FetchLike = async (url, init) => {
    const parsed: unknown = JSON.parse(init.body ?? 'null');
    const batched = Array.isArray(parsed);
    const operations = (batched ? parsed : [parsed]) as FakeFetchCall['operations'];
    calls.push({ url, headers: init.headers, operations, batched });
    const results = operations.map((op) => {
      const handler = handlers[op.operationName];
      return handler ? handler(op.variables ?? {}) : { errors: [{ message: `No fake answer for ${op.operationName}` }] };
    });
    return response(200, batched ? results : results[0]);
  };
  return { fetch, calls };
}

/** A fair edition with its venue, hours and catalogue; the current one (AM25) unless `overrides` say otherwise. */
export function editionFixture(overrides: Partial<EditionFields> = {}): EditionFields {
  return {
    prefix: 'AM25',
    edition: 20,
    year: 2025,
    name: 'Feria de Arte Contemporáneo de Madrid 2025',
    startsOn: '2025-03-05',
    endsOn: '2025-03-09',
    venue: 'Galería de Cristal del Palacio de Cibeles',
    address: 'Plaza de Cibeles 1, 28014 Madrid',
    openingHours: 'Miércoles 5 de marzo: de 12:00 a 21:00\nDomingo 9: de 12:00 a 20:00',
    catalogUrl: 'https://catalogos.example/2025.pdf',
    isCurrent: true,
    isMarket: false,
    ...overrides,
  };
}

/** A static page of two paragraphs; `overrides` replace fields. */
export function staticPageFixture(overrides: Partial<StaticPageFields> = {}): StaticPageFields {
  return {
    id: '5',
    slug: 'quienes-somos',
    slugES: 'quienes-somos',
    slugEN: 'who-we-are',
    isLegal: false,
    title: 'Quiénes somos',
    content: 'La feria nació en 2006.\n\nCada año reunimos galerías.',
    updatedAt: '2025-01-15T10:00:00.000Z',
    ...overrides,
  };
}

/** A post card (a news post of the `obras` category); `overrides` replace fields. */
export function articleCardFixture(overrides: Partial<ArticleCardFields> = {}): ArticleCardFields {
  return {
    id: '12',
    slug: 'pintura-de-gran-formato',
    category: 'obras',
    categoryName: 'Obras',
    title: 'Pintura de gran formato',
    shortContent: 'Cinco lienzos que no caben en un salón.',
    publishedAt: '2025-03-01T09:30:00.000Z',
    url: 'http://localhost:4200/es/post/pintura-de-gran-formato',
    image: imageFixture('post/pintura-de-gran-formato'),
    ...overrides,
  };
}

/** A `BlogList` result of the given cards (one by default), with one more page. */
export function blogListFixture(nodes: ArticleCardFields[] = [articleCardFixture()], hasNextPage = true): BlogListData {
  return {
    articles: {
      totalCount: nodes.length + (hasNextPage ? 20 : 0),
      nodes,
      pageInfo: { endCursor: hasNextPage ? 'WzE3NDA4MjEwMDAwMDAwMDAsMTJd' : null, hasNextPage },
    },
  };
}

/** A post as its page shows it, with two paragraphs and one related post. */
export function postPageFixture(overrides: Partial<PostPageArticle> = {}): PostPageData {
  return {
    getArticle: {
      ...articleCardFixture(),
      slugES: 'pintura-de-gran-formato',
      slugEN: 'large-format-painting',
      content: 'Primer párrafo.\n\nSegundo párrafo.',
      author: 'Redacción',
      related: [articleCardFixture({ id: '13', slug: 'papel-y-grafito', title: 'Papel y grafito', url: 'http://localhost:4200/es/post/papel-y-grafito' })],
      ...overrides,
    },
  };
}

/** The current edition as the activity pages name it. */
export function activityCatalogFixture(overrides: Partial<ActivityCatalogFields> = {}): ActivityCatalogFields {
  return {
    prefix: 'AM25',
    name: 'Feria de Arte Contemporáneo de Madrid 2025',
    venue: 'Galería de Cristal del Palacio de Cibeles',
    address: 'Plaza de Cibeles 1, 28014 Madrid',
    isCurrent: true,
    isMarket: false,
    ...overrides,
  };
}

/** A talk of the current edition (6 March 2025, 18:00 in Madrid); `overrides` replace fields. */
export function activityCardFixture(overrides: Partial<ActivityCardFields> = {}): ActivityCardFields {
  return {
    id: '1',
    slug: 'coleccionar-por-primera-vez',
    title: 'Coleccionar por primera vez',
    category: 'Charlas',
    categoryKey: 'charlas',
    shortContent: 'Tres coleccionistas cuentan cómo compraron su primera obra.',
    place: 'Auditorio, planta baja',
    startsAt: '2025-03-06T17:00:00.000Z',
    endsAt: '2025-03-06T18:15:00.000Z',
    catalogPrefix: 'AM25',
    url: 'http://localhost:4200/es/actividad/coleccionar-por-primera-vez',
    ...overrides,
  };
}

/** An `ActivitiesPage` result of the given activities (one by default), with two categories and two editions. */
export function activitiesPageFixture(nodes: ActivityCardFields[] = [activityCardFixture()]): ActivitiesPageData {
  return {
    activities: { totalCount: nodes.length, nodes, pageInfo: { endCursor: null, hasNextPage: false } },
    activityCategories: [
      { key: 'charlas', name: 'Charlas' },
      { key: 'visitas-guiadas', name: 'Visitas guiadas' },
    ],
    catalogs: [
      activityCatalogFixture(),
      activityCatalogFixture({ prefix: 'AM21', name: 'Feria de Arte Contemporáneo de Madrid 2021', isCurrent: false }),
    ],
  };
}

/** An activity as its page shows it. */
export function activityPageFixture(overrides: Partial<ActivityPageActivity> = {}): ActivityPageData {
  return {
    getActivity: {
      ...activityCardFixture(),
      content: 'Comprar la primera obra es sencillo.\n\nEntrada libre.',
      image: imageFixture('activity/coleccionar-por-primera-vez'),
      ...overrides,
    },
    catalogs: [activityCatalogFixture()],
  };
}

/** Two sponsors: a main one and a media partner. */
export function sponsorsPageFixture(): SponsorsPageData {
  return {
    sponsors: [
      { id: '1', name: 'Banco Atlántico', level: 'main', url: 'https://www.bancoatlantico.test', position: 1, logo: imageFixture('sponsor/banco-atlantico') },
      { id: '11', name: 'Radio Cultura', level: 'media', url: 'https://www.radiocultura.test', position: 11, logo: imageFixture('sponsor/radio-cultura') },
    ],
  };
}

/** A release, a kit and an image, and one press contact. */
export function pressPageFixture(): PressPageData {
  return {
    pressItems: [
      {
        id: '3', kind: 'release', title: 'Balance de la 20ª edición', summary: 'Más de 30.000 visitantes.', publishedOn: '2025-03-10',
        fileUrl: 'https://feria.example/prensa/balance.pdf', image: imageFixture('press/balance'),
      },
      { id: '4', kind: 'kit', title: 'Dosier de prensa 2025', summary: 'Datos de la edición.', publishedOn: '2025-02-20', fileUrl: null, image: imageFixture('press/dosier') },
      { id: '5', kind: 'image', title: 'Imágenes de obras', summary: 'Alta resolución.', publishedOn: '2025-02-20', fileUrl: null, image: imageFixture('work/1/a1b2c3') },
    ],
    pressContacts: [{ id: '1', name: 'Lucía Ferrer Andrade', role: 'Directora de comunicación', email: 'prensa@artfair.test', phone: '+34 910 00 25 30', position: 1 }],
  };
}

/** An `ArtistsList` page of one artist (with a next page), offering the letters A, L and N. */
export function artistsListFixture(nodes: ArtistCardFields[] = [artistCardFixture()], totalCount = nodes.length + 24): ArtistsListData {
  return {
    artists: { totalCount, nodes, pageInfo: { endCursor: 'WyJhIiwiTCIsIkzDs3BleiIsN10', hasNextPage: true } },
    artistInitials: ['A', 'L', 'N'],
  };
}

/** An artist card of the A–Z index; `overrides` replace fields. */
export function artistCardFixture(overrides: Partial<ArtistCardFields> = {}): ArtistCardFields {
  return {
    id: '7',
    slug: 'ana-lopez',
    fullName: 'Ana López',
    city: 'Madrid',
    countryCode: 'ES',
    url: 'http://localhost:4200/es/artista/ana-lopez',
    featuredImage: imageFixture('artist/7/x'),
    ...overrides,
  };
}

/** A gallery card of the Galleries page; `overrides` replace fields. */
export function galleryCardFixture(overrides: Partial<GalleryCardFields> = {}): GalleryCardFields {
  return {
    id: '3',
    slug: 'galeria-norte',
    comercialName: 'Galería Norte',
    url: 'http://localhost:4200/es/galeria/galeria-norte',
    stand: 'B12',
    address: { fullAddress: 'Calle Mayor 1, 28013 Madrid', city: 'Madrid', countryCode: 'ES' },
    image: imageFixture('gallery/3/x'),
    artists: [{ id: '7', fullName: 'Ana López' }],
    ...overrides,
  };
}

/** A `GalleriesList` page of the given cards (one by default), with one more page. */
export function galleriesListFixture(nodes: GalleryCardFields[] = [galleryCardFixture()], totalCount = nodes.length + 24): GalleriesListData {
  return { galleries: { totalCount, nodes, pageInfo: { endCursor: 'WyJnIiwiZ2FsZXJpYSBub3J0ZSIsM10', hasNextPage: true } } };
}

/** The catalogues of the seed: the current fair edition, two past ones and the market. */
export function galleryEditionsFixture(): GalleryEditionsData {
  return {
    catalogs: [
      { prefix: 'AM25', name: 'ARTE MADRID 2025', year: 2025, isCurrent: true, isMarket: false },
      { prefix: 'AM21', name: 'ARTE MADRID 2021', year: 2021, isCurrent: false, isMarket: false },
      { prefix: 'AM20', name: 'ARTE MADRID 2020', year: 2020, isCurrent: false, isMarket: false },
      { prefix: 'MARKET', name: 'Market', year: 2025, isCurrent: false, isMarket: true },
    ],
  };
}

/** A `GalleryPage` result: a gallery of the current edition with one artist and one work. */
export function galleryPageFixture(overrides: Partial<GalleryPageGallery> = {}): GalleryPageData {
  return {
    getGallery: {
      id: '3',
      slug: 'galeria-norte',
      comercialName: 'Galería Norte',
      description: 'Arte contemporáneo desde 1990.',
      address: { fullAddress: 'Calle Mayor 1, 28013 Madrid', city: 'Madrid', countryCode: 'ES' },
      email: 'info@galerianorte.example',
      phone: '+34 910 000 000',
      website: 'https://galerianorte.example',
      image: imageFixture('gallery/3/x'),
      catalogPrefix: 'AM25',
      stand: 'B12',
      catalogPrefixes: ['AM25', 'MARKET'],
      url: 'http://localhost:4200/es/galeria/galeria-norte',
      artists: [{ id: '7', slug: 'ana-lopez', fullName: 'Ana López', city: 'Madrid', url: 'http://localhost:4200/es/artista/ana-lopez' }],
      works: [workCardFixture()],
      ...overrides,
    },
  };
}

/** A show card of the shows list. */
export function showCardFixture(overrides: Partial<ShowCardFields> = {}): ShowCardFields {
  return {
    id: '9',
    slug: 'primavera',
    title: 'Primavera',
    startsOn: '2025-04-01',
    endsOn: '2025-06-15',
    image: imageFixture('exposition/primavera'),
    gallery: { id: '3', slug: 'galeria-norte', comercialName: 'Galería Norte', url: 'http://localhost:4300/es/shop/galeria/galeria-norte' },
    url: 'http://localhost:4300/es/shop/exposicion/primavera',
    ...overrides,
  };
}

/** A `ShowsList` result of the given cards (one by default), with one more page. */
export function showsListFixture(nodes: ShowCardFields[] = [showCardFixture()], hasNextPage = true): ShowsListData {
  return { expositions: { totalCount: nodes.length + (hasNextPage ? 12 : 0), nodes, pageInfo: { endCursor: hasNextPage ? 'WyJlIiwiMjAyNS0wNC0wMSIsOV0' : null, hasNextPage } } };
}

/** A `ShowPage` result: a show with both languages' texts and one work opening inside it. */
export function showPageFixture(overrides: Partial<ShowPageShow> = {}): ShowPageData {
  const card = showCardFixture();
  return {
    getExposition: {
      ...card,
      titleES: 'Primavera',
      titleEN: 'Spring',
      info: 'Obras luminosas para la primavera.',
      infoES: 'Obras luminosas para la primavera.',
      infoEN: 'Bright works for the spring.',
      catalogPrefix: 'MARKET',
      works: [workCardFixture({ url: 'http://localhost:4300/es/shop/obra/ana-lopez/azul/primavera' })],
      ...overrides,
    },
  };
}

/** A trend as a link. */
export function trendLinkFixture(overrides: Partial<TrendLinkFields> = {}): TrendLinkFields {
  return { id: '5', type: 'themesTags', slug: 'mar', name: 'Mar', url: 'http://localhost:4300/es/shop/tendencias/mar', ...overrides };
}

/** A `TrendPage` result: the trend «Mar», another theme and a style, and one page of its works. */
export function trendPageFixture(overrides: Partial<TrendDetailFields> = {}): TrendPageData {
  return {
    getTrend: { ...trendLinkFixture(), slugES: 'mar', slugEN: 'sea', description: 'El mar y la costa.', ...overrides },
    trends: [
      trendLinkFixture(),
      trendLinkFixture({ id: '6', slug: 'ciudad', name: 'Ciudad', url: 'http://localhost:4300/es/shop/tendencias/ciudad' }),
      trendLinkFixture({ id: '1', type: 'worksStylesTags', slug: 'abstraccion', name: 'Abstracción', url: 'http://localhost:4300/es/shop/tendencias/abstraccion' }),
    ],
    works: worksListFixture().works,
  };
}

/** A `TrendsList` result: one trend of each type. */
export function trendsListFixture(): TrendsListData {
  return {
    trends: [
      { ...trendLinkFixture({ id: '1', type: 'worksStylesTags', slug: 'abstraccion', name: 'Abstracción', url: 'http://localhost:4300/es/shop/tendencias/abstraccion' }), description: 'Color y forma.' },
      { ...trendLinkFixture(), description: 'El mar y la costa.' },
      { ...trendLinkFixture({ id: '20', type: 'technicsTags', slug: 'oleo', name: 'Óleo', url: 'http://localhost:4300/es/shop/tendencias/oleo' }), description: '' },
    ],
  };
}

/** A `TrendImages` result: one work carrying the trends 1 and 5. */
export function trendImagesFixture(): TrendImagesData {
  return { works: { nodes: [{ id: '1', tags: [{ id: '1' }, { id: '5' }], images: [imageFixture()] }] } };
}

/** A cart item: the buyable painting card at its price (1,210 €); `overrides` replace fields. */
export function cartItemFixture(overrides: Partial<CartItemFields> = {}): CartItemFields {
  const work = overrides.work ?? workCardFixture();
  return { id: work.id, units: 1, unitPrice: work.price ?? 0, work, ...overrides };
}

/** A cart of the given items (one painting by default), its subtotal and count computed from them. */
export function cartFixture(items: CartItemFields[] = [cartItemFixture()], overrides: Partial<CartFields> = {}): CartFields {
  return {
    items,
    creationDate: '2026-11-20T10:00:00.000Z',
    updateDate: '2026-11-20T10:05:00.000Z',
    lang: 'es',
    eeList: 'work-page',
    subtotal: items.reduce((sum, item) => sum + item.unitPrice * item.units, 0),
    count: items.reduce((sum, item) => sum + item.units, 0),
    ...overrides,
  };
}

/** An order's address in Madrid; `overrides` replace fields. */
export function orderAddressFixture(overrides: Partial<OrderAddressFields> = {}): OrderAddressFields {
  return {
    name: 'Ana',
    surname: 'Rey',
    phone: '+34 600 000 000',
    route: 'Calle Mayor 1',
    floor: '2º',
    postalCode: '28013',
    locality: 'Madrid',
    province: 'Madrid',
    countryCode: 'ES',
    country: 'España',
    aditionalInfo: 'Portero',
    fiscalName: 'Estudio Rey S.L.',
    fiscalDocument: 'B12345678',
    CACode: 'MD',
    fullAddress: 'Calle Mayor 1, 2º, 28013 Madrid, Madrid, España',
    ...overrides,
  };
}

/** A pending order of one work (1.210 €, 25 € shipping, 10 € off) held until 12:30 Madrid time; `overrides` replace fields. */
export function orderFixture(overrides: Partial<OrderFields> = {}): OrderFields {
  return {
    id: '31',
    orderCode: '2501AB12CD34',
    state: 'pending',
    works: [
      {
        id: '1',
        units: 1,
        unitPrice: 1210,
        title: 'Azul marino',
        artistName: 'Ana López',
        work: { id: '1', url: 'http://localhost:4300/es/shop/obra/ana-lopez/azul-marino', images: [imageFixture()] },
      },
    ],
    subtotal: 1210,
    transportAmount: 25,
    totalDiscount: 10,
    taxes: 212.6,
    totalAmount: 1225,
    currency: 'EUR',
    orderDate: '2026-11-25T11:00:00.000Z',
    confirmDate: '2026-11-25T11:05:00.000Z',
    holdUntil: '2026-11-25T11:30:00.000Z',
    paymentMethod: 'card',
    clientType: 'particular',
    observations: 'Llamar antes de entregar.',
    shippingAddress: orderAddressFixture({ fiscalName: null, fiscalDocument: null, CACode: null }),
    billingAddress: orderAddressFixture(),
    payable: true,
    ...overrides,
  };
}

/** Step 1's data of a buyer with one saved address: Spain and France with their shipping costs, and Japan without. */
export function checkoutPageFixture(overrides: Partial<CheckoutPageData> = {}): CheckoutPageData {
  return {
    me: {
      id: 'u1',
      name: 'Ana',
      surname: 'Rey',
      email: 'ana@example.com',
      phone: '600000000',
      prefix: '+34',
      shippingAddresses: [
        {
          id: '4', fullAddress: 'Calle Mayor 1, 2º, 28013 Madrid, Madrid, España', floor: '2º', route: 'Calle Mayor 1', postalCode: '28013',
          locality: 'Madrid', province: 'Madrid', country: 'España', countryCode: 'ES', aditionalInfo: 'Portero', fiscalName: null,
          fiscalDocument: null, CACode: null,
        },
      ],
    },
    countries: [
      { code: 'ES', name: 'España', dial_code: '+34' },
      { code: 'FR', name: 'Francia', dial_code: '+33' },
      { code: 'JP', name: 'Japón', dial_code: '+81' },
    ],
    getShippingCosts: [
      { id: '1', countryCode: 'ES', lessThan200: 15, lessThan400: 20, lessThan600: 25, lessThan900: 30, moreThan900: 40 },
      { id: '2', countryCode: 'FR', lessThan200: 30, lessThan400: 40, lessThan600: 50, lessThan900: 60, moreThan900: 80 },
    ],
    ...overrides,
  };
}
