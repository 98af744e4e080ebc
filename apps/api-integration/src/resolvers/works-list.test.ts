import { sql } from 'drizzle-orm';
import { works } from '@art/db';
import { canBeBoughtOnline, MAX_PAGE_SIZE } from '@art/model';
import { encodeCursor, testBackends, type TestApi } from '@art/api/testing';
import {
  catalogueApi,
  expectedWorks,
  loadModel,
  saleFactsOf,
  walkWorks,
  type CatalogueModel,
  type ModelFilter,
} from './catalogue-testing';

/**
 * The works list of the sites as a visitor (or a forged address) can drive it: every filter with bad input is
 * refused with a translated error naming the value, reads nothing and changes nothing; huge pages and forged
 * cursors stay within bounds; text that looks like SQL is only text.
 */

interface GqlError {
  message: string;
  extensions?: Record<string, unknown>;
}
type Page = {
  works: {
    totalCount: number;
    nodes: { id: string; price: number | null }[];
    pageInfo: { endCursor: string | null; hasNextPage: boolean };
  };
};

const LIST = `query ($filter: WorksFilter, $sort: WorkSort, $first: Int, $after: String) {
  works(filter: $filter, sort: $sort, first: $first, after: $after) { totalCount nodes { id price } pageInfo { endCursor hasNextPage } }
}`;
const reasons = (errors: GqlError[] | undefined) =>
  (errors ?? []).map((e) => e.extensions?.['reason'] ?? e.extensions?.['code']);

describe.each(testBackends('any'))('the works list with bad input on %s', (backend) => {
  let api: TestApi;
  let model: CatalogueModel;
  const queries: string[] = [];

  beforeAll(async () => {
    api = await catalogueApi(backend, (q) => queries.push(q));
    model = await loadModel(api.database.db);
  });
  afterAll(() => api.close());

  /** A fingerprint of every work row a list could show or a filter could change. */
  const fingerprint = async () => {
    const [row] = await api.database.db
      .select({
        n: sql<number>`count(*)::int`,
        sum: sql<string>`coalesce(md5(string_agg(${works.id}::text || ${works.workState} || coalesce(${works.priceCents}::text, '-'), ',' order by ${works.id})), '')`,
      })
      .from(works);
    return row;
  };
  const list = (variables: Record<string, unknown>, lang: 'es' | 'en' = 'es') =>
    api.graphql<Page>(LIST, variables, { lang });

  describe.each([
    [
      'an unknown colour',
      { colours: ['ultraviolet'] },
      'invalidColour',
      'ultraviolet',
      ['El color «ultraviolet» no existe', 'The colour “ultraviolet” does not exist'],
    ],
    [
      'a colour in Spanish',
      { colours: ['rojo'] },
      'invalidColour',
      'rojo',
      ['El color «rojo» no existe', 'The colour “rojo” does not exist'],
    ],
    [
      'a colour that looks like SQL',
      { colours: ["red'); DELETE FROM works; --"] },
      'invalidColour',
      "red'); DELETE FROM works; --",
      ['El color', 'The colour'],
    ],
    [
      'an unknown size',
      { sizes: ['XXL'] },
      'invalidSize',
      'XXL',
      ['El tamaño «XXL» no existe', 'The size “XXL” does not exist'],
    ],
    [
      'a size in HTML',
      { sizes: ['<img src=x onerror=alert(1)>'] },
      'invalidSize',
      '<img src=x onerror=alert(1)>',
      ['El tamaño', 'The size'],
    ],
    [
      'an unknown price range',
      { priceRanges: ['0-100'] },
      'invalidPriceRange',
      '0-100',
      ['El rango de precio «0-100» no existe', 'The price range “0-100” does not exist'],
    ],
    [
      'an inverted price range',
      { priceRanges: ['2500-1000'] },
      'invalidPriceRange',
      '2500-1000',
      ['El rango de precio «2500-1000» no existe', 'The price range “2500-1000” does not exist'],
    ],
    [
      'an open range written backwards',
      { priceRanges: ['more-5000'] },
      'invalidPriceRange',
      'more-5000',
      ['El rango de precio', 'The price range'],
    ],
    [
      'a negative price range',
      { priceRanges: ['-500-0'] },
      'invalidPriceRange',
      '-500-0',
      ['El rango de precio', 'The price range'],
    ],
    [
      'an unknown discipline',
      { disciplines: [4] },
      'invalidDiscipline',
      '4',
      ['La disciplina «4» no existe', 'The discipline “4” does not exist'],
    ],
    [
      'a negative discipline',
      { disciplines: [-1] },
      'invalidDiscipline',
      '-1',
      ['La disciplina «-1» no existe', 'The discipline “-1” does not exist'],
    ],
    [
      'the largest discipline number',
      { disciplines: [2_147_483_647] },
      'invalidDiscipline',
      '2147483647',
      ['La disciplina', 'The discipline'],
    ],
    [
      'a known value next to an unknown one',
      { catalogPrefix: 'MARKET', sizes: ['small', 'gigantic'] },
      'invalidSize',
      'gigantic',
      ['El tamaño «gigantic»', 'The size “gigantic”'],
    ],
  ])('%s', (_what, filter, reason, value, [es, en]) => {
    it('is refused in the language of the request, naming the value; nothing is read or changed', async () => {
      const before = await fingerprint();
      queries.length = 0;
      const spanish = await list({ filter });
      const english = await list({ filter }, 'en');
      expect(queries).toEqual([]);
      expect(spanish.data).toBeNull();
      expect(reasons(spanish.errors)).toEqual([reason]);
      expect(reasons(english.errors)).toEqual([reason]);
      expect(spanish.errors?.[0]?.message).toContain(es);
      expect(english.errors?.[0]?.message).toContain(en);
      expect(spanish.errors?.[0]?.message).toContain(value.slice(0, 40));
      expect(await fingerprint()).toEqual(before);
    });
  });

  it('cuts a huge unknown value short in the message', async () => {
    const huge = 'x'.repeat(100_000);
    const { data, errors } = await list({ filter: { colours: [huge] } }, 'en');
    expect(data).toBeNull();
    expect(reasons(errors)).toEqual(['invalidColour']);
    expect(errors?.[0]?.message.length).toBeLessThan(200);
  });

  it('refuses a discipline beyond a GraphQL Int before anything runs', async () => {
    queries.length = 0;
    const { data, errors } = await list({ filter: { disciplines: [2 ** 40] } });
    expect(data).toBeUndefined();
    expect(errors?.[0]?.message).toMatch(/Int cannot represent/);
    expect(queries).toEqual([]);
  });

  it('keeps a huge page size within the maximum, with the filters and in every sort', async () => {
    const filter: ModelFilter = { catalogPrefix: 'MARKET' };
    for (const sort of ['NEWEST', 'PRICE_ASC', 'PRICE_DESC'] as const) {
      const { data, errors } = await list({ filter, sort, first: 2_147_483_647 });
      expect(errors).toBeUndefined();
      const expected = expectedWorks(model, filter, sort).map((w) => String(w.id));
      expect(data?.works.nodes.map((n) => n.id)).toEqual(expected.slice(0, MAX_PAGE_SIZE));
      expect(data?.works.totalCount).toBe(expected.length);
    }
  });

  it.each([
    ['far beyond the newest list', 'NEWEST', ['n', true, 1, 1]],
    ['beyond the dearest price', 'PRICE_ASC', ['pa', true, true, 0, 2_147_483_647]],
    ['beyond the cheapest price', 'PRICE_DESC', ['pd', true, true, 0, 2_147_483_647]],
  ] as const)('answers a forged cursor %s with an empty last page, not an error', async (_what, sort, values) => {
    const { data, errors } = await list({
      filter: { catalogPrefix: 'MARKET', colours: ['red', 'blue'] },
      sort,
      after: encodeCursor([...values]),
    });
    expect(errors).toBeUndefined();
    expect(data?.works.nodes).toEqual([]);
    expect(data?.works.pageInfo.hasNextPage).toBe(false);
    expect(data?.works.totalCount).toBe(
      expectedWorks(model, { catalogPrefix: 'MARKET', colours: ['red', 'blue'] }, sort).length,
    );
  });

  it.each(['NEWEST', 'PRICE_ASC', 'PRICE_DESC'] as const)(
    'goes on from a cursor of the list before the sold works went last (migration 0009), sorted %s',
    async (sort) => {
      const filter = { catalogPrefix: 'MARKET' };
      const first = await list({ filter, sort, first: 3 });
      const cursor = first.data?.works.pageInfo.endCursor ?? '';
      const values = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8')) as unknown[];
      expect(values[1]).toBe(false);
      // The same row's cursor as the list wrote it then: its sort key without the part of the list.
      const old = encodeCursor([values[0], ...values.slice(2)] as (string | number | boolean)[]);
      const fromOld = await list({ filter, sort, first: 3, after: old });
      const fromNew = await list({ filter, sort, first: 3, after: cursor });
      expect(fromOld.errors).toBeUndefined();
      expect(fromOld.data?.works.nodes.map((n) => n.id)).toEqual(fromNew.data?.works.nodes.map((n) => n.id));
      expect(fromOld.data?.works.nodes).toHaveLength(3);
      const shown = new Set(first.data?.works.nodes.map((n) => n.id));
      for (const node of fromOld.data?.works.nodes ?? []) expect(shown.has(node.id)).toBe(false);
    },
  );

  it.each([
    ['a cursor of another sort', 'PRICE_DESC', encodeCursor(['pa', false, false, 100, 1])],
    ['a price beyond any work', 'PRICE_ASC', encodeCursor(['pa', false, false, 1e15, 1])],
    ['a part of the list that is not a boolean', 'NEWEST', encodeCursor(['n', 'sold', 1, 1])],
    ['a page number for a cursor', 'NEWEST', '200'],
    ['an SQL cursor', 'NEWEST', '1; DROP TABLE works; --'],
  ] as const)('refuses %s with a translated error and changes nothing', async (_what, sort, after) => {
    const before = await fingerprint();
    const es = await list({ filter: { sizes: ['small'] }, sort, after });
    const en = await list({ filter: { sizes: ['small'] }, sort, after }, 'en');
    expect(reasons(es.errors)).toEqual(['invalidCursor']);
    expect(es.errors?.[0]?.message).toContain('La posición de la lista no es válida');
    expect(en.errors?.[0]?.message).toContain('The list position is not valid');
    expect(await fingerprint()).toEqual(before);
  });

  it('takes SQL-looking text as plain text, combined with the other filters, and changes nothing', async () => {
    const before = await fingerprint();
    for (const text of [
      "' OR '1'='1",
      "x'; UPDATE works SET price_cents = 1; --",
      'Robert"); DROP TABLE works;--',
      '1 UNION SELECT password FROM users',
    ]) {
      const filter: ModelFilter = { catalogPrefix: 'MARKET', sizes: ['small', 'large'], text };
      const { data, errors } = await list({ filter, sort: 'PRICE_ASC' });
      expect(errors).toBeUndefined();
      expect(data?.works.totalCount).toBe(expectedWorks(model, filter, 'PRICE_ASC').length);
      expect(data?.works.nodes).toEqual([]);
    }
    expect(await fingerprint()).toEqual(before);
  });

  it('combines every filter of the sites: the list is exactly the works that match them all', async () => {
    const filter: ModelFilter = {
      catalogPrefix: 'MARKET',
      disciplines: [0, 1, 2, 3],
      sizes: ['small', 'medium', 'large'],
      priceRanges: ['0-500', '2500-5000', '5000-more'],
      colours: ['red', 'blue', 'black', 'white'],
    };
    for (const sort of ['NEWEST', 'PRICE_ASC', 'PRICE_DESC'] as const) {
      const { data, errors } = await list({ filter, sort, first: MAX_PAGE_SIZE });
      expect(errors).toBeUndefined();
      const expected = expectedWorks(model, filter, sort);
      expect(expected.length).toBeGreaterThan(0);
      expect(data?.works.nodes.map((n) => n.id)).toEqual(expected.map((w) => String(w.id)));
      // A price range leaves out works without a price.
      expect(data?.works.nodes.every((n) => n.price !== null)).toBe(true);
    }
  });

  describe('available to buy', () => {
    const LIST_SALE = `query ($filter: WorksFilter, $sort: WorkSort, $first: Int) {
      works(filter: $filter, sort: $sort, first: $first) {
        totalCount
        nodes { id workState price buyable catalogs }
      }
    }`;
    type SalePage = {
      works: {
        totalCount: number;
        nodes: { id: string; workState: string; price: number | null; buyable: boolean; catalogs: string[] }[];
      };
    };

    it('lists exactly the works @art/model says can be bought online, in every sort and with the other filters', async () => {
      for (const catalogPrefix of ['MARKET', 'AM25']) {
        const market = model.works.filter((w) => w.catalogs.includes(catalogPrefix) && w.workState !== 'Desactivada');
        const buyable = market.filter((w) => canBeBoughtOnline(saleFactsOf(w)));
        // The seed has both kinds, so the filter is seen narrowing the list.
        if (catalogPrefix === 'MARKET') expect(0 < buyable.length && buyable.length < market.length).toBe(true);
        for (const sort of ['NEWEST', 'PRICE_ASC', 'PRICE_DESC'] as const) {
          for (const filter of [
            { catalogPrefix, buyableOnline: true },
            { catalogPrefix, buyableOnline: true, sizes: ['small', 'large'], priceRanges: ['0-500', '1000-2500'] },
          ] satisfies ModelFilter[]) {
            const { data, errors } = await api.graphql<SalePage>(LIST_SALE, { filter, sort, first: MAX_PAGE_SIZE });
            expect(errors).toBeUndefined();
            const expected = expectedWorks(model, filter, sort);
            expect(data?.works.totalCount).toBe(expected.length);
            expect(data?.works.nodes.map((n) => n.id)).toEqual(
              expected.slice(0, MAX_PAGE_SIZE).map((w) => String(w.id)),
            );
            // What the page says of each: for sale now, in the Market, with a price.
            for (const node of data?.works.nodes ?? [])
              expect(node).toMatchObject({ workState: 'Disponible', buyable: true });
            expect(data?.works.nodes.every((n) => n.catalogs.includes('MARKET') && (n.price ?? 0) > 0)).toBe(true);
          }
        }
        if (catalogPrefix === 'MARKET') {
          const all = expectedWorks(model, { catalogPrefix, buyableOnline: true }, 'NEWEST');
          expect(all.map((w) => w.id).sort()).toEqual(buyable.map((w) => w.id).sort());
        }
      }
    });

    it('leaves out a work held by an order being paid, and lists it again once the hold has passed', async () => {
      const filter = { catalogPrefix: 'MARKET', buyableOnline: true };
      const [work] = expectedWorks(model, filter, 'NEWEST');
      if (!work) throw new Error('no work to buy');
      const count = async () =>
        (await api.graphql<SalePage>(LIST_SALE, { filter: { ...filter, text: work.titleEs } })).data?.works;
      const before = await count();
      expect(before?.nodes.map((n) => n.id)).toContain(String(work.id));
      try {
        await api.database.db
          .update(works)
          .set({ reservedUntil: sql`now() + interval '10 minutes'` })
          .where(sql`${works.id} = ${work.id}`);
        expect((await count())?.nodes.map((n) => n.id)).not.toContain(String(work.id));
      } finally {
        await api.database.db
          .update(works)
          .set({ reservedUntil: sql`now() - interval '1 minute'` })
          .where(sql`${works.id} = ${work.id}`);
      }
      expect((await count())?.nodes.map((n) => n.id)).toContain(String(work.id));
    });

    it.each([
      ['a string', 'yes'],
      ['a number', 1],
      ['a list', [true]],
      ['an object', { not: true }],
    ])('refuses %s for the filter before anything runs', async (_what, value) => {
      queries.length = 0;
      const { data, errors } = await list({ filter: { catalogPrefix: 'MARKET', buyableOnline: value } });
      expect(data).toBeUndefined();
      expect(errors?.[0]?.message).toMatch(/Boolean cannot represent/);
      expect(queries).toEqual([]);
    });

    it('takes false or null as no filter', async () => {
      const all = expectedWorks(model, { catalogPrefix: 'MARKET' }, 'NEWEST').length;
      for (const value of [false, null]) {
        const { data } = await list({ filter: { catalogPrefix: 'MARKET', buyableOnline: value } });
        expect(data?.works.totalCount).toBe(all);
      }
    });
  });

  describe('sold works after the others', () => {
    it.each(['NEWEST', 'PRICE_ASC', 'PRICE_DESC'] as const)(
      'in %s order, page by page across the boundary, with and without a price filter',
      async (sort) => {
        for (const filter of [
          { catalogPrefix: 'MARKET' },
          { catalogPrefix: 'MARKET', priceRanges: ['0-500', '1000-2500', '5000-more'] },
        ] satisfies ModelFilter[]) {
          const expected = expectedWorks(model, filter, sort);
          const firstSold = expected.findIndex((w) => w.workState === 'Vendida');
          // The seed's list has works of both parts; pages of 7 cross from one to the other inside a page.
          expect(firstSold).toBeGreaterThan(0);
          expect(expected.slice(firstSold).every((w) => w.workState === 'Vendida')).toBe(true);
          const walk = await walkWorks(api, filter, sort, 7);
          expect(walk.ids).toEqual(expected.map((w) => String(w.id)));
        }
      },
    );

    it.each(['NEWEST', 'PRICE_ASC', 'PRICE_DESC'] as const)(
      'in %s order, goes on from the last work for sale to the first sold one, and within the sold ones',
      async (sort) => {
        const filter = { catalogPrefix: 'MARKET' };
        const expected = expectedWorks(model, filter, sort).map((w) => String(w.id));
        const firstSold = expectedWorks(model, filter, sort).findIndex((w) => w.workState === 'Vendida');
        // A page ending exactly on the last work still to be had, then one ending on the first sold work.
        const PAGE = `query ($filter: WorksFilter, $sort: WorkSort, $first: Int, $after: String) {
          works(filter: $filter, sort: $sort, first: $first, after: $after) { nodes { id } pageInfo { endCursor hasNextPage } }
        }`;
        type Ids = { works: { nodes: { id: string }[]; pageInfo: { endCursor: string | null; hasNextPage: boolean } } };
        const first = await api.graphql<Ids>(PAGE, { filter, sort, first: firstSold });
        expect(first.data?.works.nodes.map((n) => n.id)).toEqual(expected.slice(0, firstSold));
        expect(first.data?.works.pageInfo.hasNextPage).toBe(true);
        const second = await api.graphql<Ids>(PAGE, {
          filter,
          sort,
          first: 1,
          after: first.data?.works.pageInfo.endCursor,
        });
        expect(second.data?.works.nodes.map((n) => n.id)).toEqual([expected[firstSold]]);
        const third = await api.graphql<Ids>(PAGE, {
          filter,
          sort,
          first: 3,
          after: second.data?.works.pageInfo.endCursor,
        });
        expect(third.data?.works.nodes.map((n) => n.id)).toEqual(expected.slice(firstSold + 1, firstSold + 4));
      },
    );
  });
});
