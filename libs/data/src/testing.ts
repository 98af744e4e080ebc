/**
 * Test factories (`@art/data/testing`): results shaped like the API's answers to the shared fragments of this
 * library, typed by the types graphql-codegen generates from them (decision 018), and a fake fetch that answers
 * GraphQL by operation name. A page's own results are in its library's `testing.ts`.
 */
import type {
  ActivityCardFields,
  ActivityCatalogFields,
  ArticleCardFields,
  CartFields,
  CartItemFields,
  EditionFields,
  ImageFields,
  OrderAddressFields,
  OrderFields,
  StaticPageFields,
  WorkCardFields,
} from './documents';
import type { FetchLike, ResponseLike } from './graphql-client';
import type { Operation } from './operation';

const SIZE_NAMES = ['original', 'smallest', 'small', 'medium', 'big', 'biggest'] as const;
const SIZE_SIDES = [2000, 160, 320, 640, 1024, 1440] as const;

/** An image of 2000 × 1500 with its six sizes, under `/api/images/{key}/`. */
export function imageFixture(key = 'work/1/a1b2c3'): ImageFields {
  const sizes = SIZE_NAMES.map((name, size) => {
    const width = SIZE_SIDES[size]!;
    const height = Math.round((width * 3) / 4);
    return {
      size,
      name,
      width,
      height,
      url: `/api/images/${key}/${size}.jpg`,
      webp: `/api/images/${key}/${size}.webp`,
    };
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
export function fakeGraphQLFetch(
  handlers: Record<string, (variables: Record<string, unknown>) => FakeAnswer>,
): FakeGraphQLFetch {
  const calls: FakeFetchCall[] = [];
  const fetch: FetchLike = async (url, init) => {
    const parsed: unknown = JSON.parse(init.body ?? 'null');
    const batched = Array.isArray(parsed);
    const operations = (batched ? parsed : [parsed]) as FakeFetchCall['operations'];
    calls.push({ url, headers: init.headers, operations, batched });
    const results = operations.map((op) => {
      const handler = handlers[op.operationName];
      return handler
        ? handler(op.variables ?? {})
        : { errors: [{ message: `No fake answer for ${op.operationName}` }] };
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

/** A cart item: the buyable painting card at its price (1,210 €); `overrides` replace fields. */
export function cartItemFixture(overrides: Partial<CartItemFields> = {}): CartItemFields {
  const work = overrides.work ?? workCardFixture();
  return { id: work.id, units: 1, unitPrice: work.price ?? 0, work, ...overrides };
}

/** A cart of the given items (one painting by default), its subtotal and count computed from them. */
export function cartFixture(
  items: CartItemFields[] = [cartItemFixture()],
  overrides: Partial<CartFields> = {},
): CartFields {
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

/**
 * A typed document for tests of the client itself, whose operations need not be the API's (real operations are the
 * generated `…Document`s).
 */
export function testOperation<TData, TVars = Record<string, never>>(document: string): Operation<TData, TVars> {
  return document as unknown as Operation<TData, TVars>;
}
