import { operationName, type Operation } from '@art/data';
import { match, siteProfile } from '@art/routing';
import type { PageContext } from '@art/site';
import { imageFixture, workCardFixture } from '@art/data/testing';
import { localeTitles } from '@art/i18n/testing';
import type {
  ArtistPageArtist,
  ArtistPageData,
  GalleryPageData,
  GalleryPageGallery,
  WorkPageData,
  WorkPageWork,
} from './documents';

/** A page context at an address of a site whose `query` answers by operation name (tests only). */
export function pageAt(
  site: PageContext['site'],
  url: string,
  answer: (operation: string, variables: Record<string, unknown>) => unknown,
): PageContext & { asked: { operation: string; variables: Record<string, unknown> }[] } {
  const found = match(url, { site });
  if (!found) throw new Error(`No route for ${url}`);
  const asked: { operation: string; variables: Record<string, unknown> }[] = [];
  return {
    site,
    profile: siteProfile(site),
    currentEdition: null,
    lang: found.lang,
    match: found,
    params: found.params,
    url: new URL(`http://x${url}`),
    origins: { fair: 'http://f', shop: 'http://s' },
    client: {} as PageContext['client'],
    titles: localeTitles(found.lang),
    query: (async (operation: Operation<unknown, unknown>, variables: Record<string, unknown>) => {
      asked.push({ operation: operationName(operation), variables });
      return answer(operationName(operation), variables);
    }) as PageContext['query'],
    asked,
  };
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
    tags: [
      { id: '5', type: 'themesTags', slug: 'mar', name: 'Mar', url: 'http://localhost:4300/es/shop/tendencias/mar' },
    ],
    expositions: [
      {
        id: '9',
        slug: 'primavera',
        slugES: 'primavera',
        slugEN: 'spring',
        title: 'Primavera',
        url: 'http://localhost:4300/es/shop/exposicion/primavera',
      },
    ],
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
      galleries: [
        {
          id: '3',
          slug: 'galeria-norte',
          comercialName: 'Galería Norte',
          url: 'http://localhost:4200/es/galeria/galeria-norte',
        },
      ],
      expositions: [
        {
          id: '9',
          slug: 'primavera',
          slugES: 'primavera',
          slugEN: 'spring',
          title: 'Primavera',
          url: 'http://localhost:4300/es/shop/exposicion/primavera',
        },
      ],
      ...overrides,
    },
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
      artists: [
        {
          id: '7',
          slug: 'ana-lopez',
          fullName: 'Ana López',
          city: 'Madrid',
          url: 'http://localhost:4200/es/artista/ana-lopez',
        },
      ],
      works: [workCardFixture()],
      ...overrides,
    },
  };
}
