/** Results shaped like the API's answers to the catalogue's operations, for its tests. */
import { imageFixture, workCardFixture } from '@art/data/testing';
import type { WorkCardFields } from '@art/data';
import type {
  ArtistCardFields,
  ArtistsListData,
  GalleriesListData,
  GalleryCardFields,
  GalleryEditionsData,
  ShowCardFields,
  ShowPageData,
  ShowPageShow,
  ShowsListData,
  WorksListData,
} from './documents';

/** A `WorksList` result of the given cards (one card by default), with one more page. */
export function worksListFixture(
  nodes: WorkCardFields[] = [workCardFixture()],
  totalCount = nodes.length + 20,
): WorksListData {
  return { works: { totalCount, nodes, pageInfo: { endCursor: 'WzE3MDAwMDAwMDAwMDAwMDAsMV0', hasNextPage: true } } };
}

/** An `ArtistsList` page of one artist (with a next page), offering the letters A, L and N. */
export function artistsListFixture(
  nodes: ArtistCardFields[] = [artistCardFixture()],
  totalCount = nodes.length + 24,
): ArtistsListData {
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
    works: [{ id: '41', images: [imageFixture('work/41/x')] }],
    ...overrides,
  };
}

/** A `GalleriesList` page of the given cards (one by default), with one more page. */
export function galleriesListFixture(
  nodes: GalleryCardFields[] = [galleryCardFixture()],
  totalCount = nodes.length + 24,
): GalleriesListData {
  return {
    galleries: { totalCount, nodes, pageInfo: { endCursor: 'WyJnIiwiZ2FsZXJpYSBub3J0ZSIsM10', hasNextPage: true } },
  };
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

/** A show card of the shows list. */
export function showCardFixture(overrides: Partial<ShowCardFields> = {}): ShowCardFields {
  return {
    id: '9',
    slug: 'primavera',
    title: 'Primavera',
    startsOn: '2025-04-01',
    endsOn: '2025-06-15',
    image: imageFixture('exposition/primavera'),
    gallery: {
      id: '3',
      slug: 'galeria-norte',
      comercialName: 'Galería Norte',
      url: 'http://localhost:4300/es/shop/galeria/galeria-norte',
    },
    url: 'http://localhost:4300/es/shop/exposicion/primavera',
    ...overrides,
  };
}

/** A `ShowsList` result of the given cards (one by default), with one more page. */
export function showsListFixture(nodes: ShowCardFields[] = [showCardFixture()], hasNextPage = true): ShowsListData {
  return {
    expositions: {
      totalCount: nodes.length + (hasNextPage ? 12 : 0),
      nodes,
      pageInfo: { endCursor: hasNextPage ? 'WyJlIiwiMjAyNS0wNC0wMSIsOV0' : null, hasNextPage },
    },
  };
}

/** A `ShowPage` result: a show with both languages' texts and one work opening inside it. */
export function showPageFixture(overrides: Partial<ShowPageShow> = {}): ShowPageData {
  const card = showCardFixture();
  return {
    getExposition: {
      ...card,
      slugES: card.slug,
      slugEN: 'spring',
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
