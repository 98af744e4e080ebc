import { eq, sql } from 'drizzle-orm';
import { works } from '@art/db';
import { MAX_PAGE_SIZE } from '@art/model';
import { encodeCursor, forgetWorkCounts, testBackends, type TestApi } from '@art/api/testing';
import { FIXTURE } from './catalogue-fixture';
import {
  catalogueApi,
  expectedWorks,
  loadModel,
  walkWorks,
  type CatalogueModel,
  type ModelFilter,
  type ModelSort,
} from './catalogue-testing';

const WORK_FIELDS = `id slug title titleES titleEN description technics { name english } technicsText price priceWithoutTaxes
  currency year width height depth measures size workState discipline colours catalogs buyable url
  images { url width height sizes { size name url webp width height } }
  artist { id _id slug fullName url } gallery { slug comercialName catalogPrefix stand url }
  tags { slug slugES slugEN name type url } expositions { slug title url }`;

interface GqlError {
  message: string;
  extensions?: Record<string, unknown>;
}
const reasons = (errors: GqlError[] | undefined) =>
  (errors ?? []).map((e) => e.extensions?.['reason'] ?? e.extensions?.['code']);

describe.each(testBackends('any'))('catalogue works on %s', (backend) => {
  let api: TestApi;
  let model: CatalogueModel;
  const queries: string[] = [];

  beforeAll(async () => {
    api = await catalogueApi(backend, (q) => queries.push(q));
    model = await loadModel(api.database.db);
  });
  afterAll(() => api.close());

  const getWork = (slug: string, catalogPrefix?: string, lang: 'es' | 'en' = 'es') =>
    api.graphql<{ getWork: Record<string, unknown> | null }>(
      `query ($slug: String!, $catalogPrefix: String) { getWork(slug: $slug, catalogPrefix: $catalogPrefix) { ${WORK_FIELDS} } }`,
      { slug, catalogPrefix },
      { lang },
    );

  describe('getWork', () => {
    it('answers a work in the language of the request, with euros, measures and its relations', async () => {
      const es = await getWork(FIXTURE.fairOnlyWork);
      const en = await getWork(FIXTURE.fairOnlyWork, undefined, 'en');
      expect(es.errors).toBeUndefined();
      expect(es.data?.getWork).toMatchObject({
        slug: FIXTURE.fairOnlyWork,
        title: 'Serie 1000 azul',
        titleES: 'Serie 1000 azul',
        titleEN: 'Series 1000 blue',
        technicsText: 'Impresión en gelatina de plata',
        technics: [{ name: 'Fotografía', english: 'Photography' }],
        price: 1250,
        priceWithoutTaxes: 1033.06,
        currency: 'EUR',
        measures: '80 × 120,5 × 4 cm',
        width: 120.5,
        height: 80,
        depth: 4,
        size: 'large',
        workState: 'Disponible',
        discipline: 0,
        buyable: true,
        catalogs: ['AM25'],
        url: `${api.config.fairOrigin}/es/obra/${FIXTURE.artist}/${FIXTURE.fairOnlyWork}`,
        artist: {
          slug: FIXTURE.artist,
          fullName: FIXTURE.artistName,
          url: `${api.config.fairOrigin}/es/artista/${FIXTURE.artist}`,
        },
        gallery: { slug: FIXTURE.gallery, comercialName: FIXTURE.galleryName, catalogPrefix: 'AM25', stand: 'X1' },
        images: [],
      });
      expect(en.data?.getWork).toMatchObject({
        title: 'Series 1000 blue',
        technicsText: 'Gelatin silver print',
        measures: '80 × 120.5 × 4 cm',
        url: `${api.config.fairOrigin}/en/work/${FIXTURE.artist}/${FIXTURE.fairOnlyWork}`,
      });
    });

    it('gives image sizes, tags and shows; a market work points to the shop', async () => {
      const { data } = await getWork(FIXTURE.marketOnlyWork, 'market', 'en');
      const work = data?.getWork as Record<string, unknown> & {
        images: { url: string; sizes: { size: number; width: number }[] }[];
      };
      expect(work.url).toBe(`${api.config.shopOrigin}/en/shop/work/${FIXTURE.artist}/${FIXTURE.marketOnlyWork}`);
      expect(work.images[0]?.url).toBe('/api/images/work/xolotl-paramo/4.jpg');
      expect(work.images[0]?.sizes.map((s) => [s.size, s.width])).toEqual([
        [0, 1600],
        [1, 160],
        [2, 320],
        [3, 640],
        [4, 1024],
        [5, 1440],
      ]);
      expect(work['tags']).toEqual([
        {
          slug: FIXTURE.tagEn,
          slugES: FIXTURE.tagEs,
          slugEN: FIXTURE.tagEn,
          name: 'Xolotl moors',
          type: 'themesTags',
          url: `${api.config.shopOrigin}/en/shop/trends/${FIXTURE.tagEn}`,
        },
      ]);
      expect(work['expositions']).toEqual([
        { slug: FIXTURE.show, title: 'Xolotl moors', url: `${api.config.shopOrigin}/en/shop/show/${FIXTURE.show}` },
      ]);
      expect(work['gallery']).toMatchObject({
        catalogPrefix: 'MARKET',
        stand: null,
        url: `${api.config.shopOrigin}/en/shop/gallery/${FIXTURE.gallery}`,
      });
    });

    it('returns a Desactivada work with its state, so the page can redirect', async () => {
      const { data, errors } = await getWork(FIXTURE.hiddenWork);
      expect(errors).toBeUndefined();
      expect(data?.getWork).toMatchObject({ slug: FIXTURE.hiddenWork, workState: 'Desactivada', buyable: false });
    });

    it('gives no price for a work without one, and a zero price is not buyable', async () => {
      expect((await getWork(FIXTURE.wildcardWork)).data?.getWork).toMatchObject({
        price: null,
        priceWithoutTaxes: null,
        buyable: false,
      });
      expect((await getWork(FIXTURE.htmlWork)).data?.getWork).toMatchObject({
        price: 0,
        buyable: false,
        title: '<b>Negrita</b> & "comillas"',
      });
    });

    it('narrows to a catalogue: a work outside it is null', async () => {
      expect((await getWork(FIXTURE.fairOnlyWork, 'MARKET')).data?.getWork).toBeNull();
      expect((await getWork(FIXTURE.fairOnlyWork, 'am25')).data?.getWork).toMatchObject({ slug: FIXTURE.fairOnlyWork });
    });

    it.each([
      ['an unknown slug', 'no-such-work'],
      ['an empty slug', ''],
      ['SQL', "'; drop table works; --"],
      ['HTML', '<script>alert(1)</script>'],
      ['a NUL byte', 'a\u0000b'],
      ['5,000 characters', 'x'.repeat(5000)],
    ])('answers null, never an error, for %s as slug', async (_, slug) => {
      const { data, errors } = await getWork(slug);
      expect(errors).toBeUndefined();
      expect(data?.getWork).toBeNull();
    });

    it('refuses an unknown catalogue with a translated error', async () => {
      const es = await getWork(FIXTURE.fairOnlyWork, 'AM99');
      const en = await getWork(FIXTURE.fairOnlyWork, 'AM99', 'en');
      expect(reasons(es.errors)).toEqual(['invalidCatalogPrefix']);
      expect(es.errors?.[0]?.message).toBe('El catálogo «AM99» no existe.');
      expect(en.errors?.[0]?.message).toBe('The catalogue “AM99” does not exist.');
    });
  });

  describe('works lists', () => {
    const tagOf = (n: number) => model.tags[n % model.tags.length];
    const filters = (): ModelFilter[] => [
      {},
      { catalogPrefix: 'MARKET' },
      { catalogPrefix: 'am25' },
      { disciplines: [0] },
      { disciplines: [1, 2] },
      { sizes: ['small'] },
      { sizes: ['medium', 'large'] },
      { priceRanges: ['0-500'] },
      { priceRanges: ['1000-2500', '2500-5000'] },
      { priceRanges: ['0-500', '5000-more'] },
      { colours: ['teal'] },
      { colours: ['red', 'blue', 'black'] },
      { tags: [FIXTURE.tagEn] },
      { tags: [FIXTURE.tagEs, FIXTURE.tagEn] },
      { tags: [tagOf(1)?.slugEs ?? ''] },
      { tags: [tagOf(1)?.slugEs ?? '', tagOf(2)?.slugEn ?? ''] },
      { artistSlug: FIXTURE.artist },
      { gallerySlug: FIXTURE.gallery },
      { expositionSlug: FIXTURE.show },
      { text: 'PÁRAMO' },
      { text: 'oleo' },
      { buyable: true },
      {
        catalogPrefix: 'MARKET',
        disciplines: [0, 1],
        priceRanges: ['500-1000', '1000-2500', '2500-5000'],
        sizes: ['small', 'medium'],
      },
      { catalogPrefix: 'AM25', colours: ['blue', 'white'], buyable: true, disciplines: [0] },
      { gallerySlug: FIXTURE.gallery, text: 'xolotl', catalogPrefix: 'MARKET' },
      { tags: [FIXTURE.tagEn], priceRanges: ['1000-2500'], colours: ['teal'], artistSlug: FIXTURE.artist },
      { expositionSlug: FIXTURE.show, buyable: true },
      { artistSlug: 'no-such-artist' },
      { tags: ['no-such-tag'] },
    ];
    const sorts: ModelSort[] = ['NEWEST', 'PRICE_ASC', 'PRICE_DESC'];

    it('has data for every filter to prove something', () => {
      const nonEmpty = filters().filter((f) => expectedWorks(model, f, 'NEWEST').length > 0);
      expect(nonEmpty.length).toBeGreaterThanOrEqual(filters().length - 4);
      expect(expectedWorks(model, {}, 'NEWEST').length).toBeGreaterThan(20);
    });

    it.each(sorts)(
      'walks every filter in %s order: the pages join into exactly the filtered list, in order',
      async (sort) => {
        for (const filter of filters()) {
          const expected = expectedWorks(model, filter, sort).map((w) => String(w.id));
          const walk = await walkWorks(api, filter, sort, 7);
          expect({ filter, ids: walk.ids }).toEqual({ filter, ids: expected });
          expect(new Set(walk.ids).size).toBe(walk.ids.length);
          expect(walk.totals.every((t) => t === expected.length)).toBe(true);
          expect(walk.pages).toBe(Math.max(1, Math.ceil(expected.length / 7)));
        }
      },
    );

    it('puts works without price last in both price orders, in the works still to be had and in the sold ones after them', async () => {
      for (const sort of ['PRICE_ASC', 'PRICE_DESC'] as const) {
        const listed: { price: number | null; workState: string }[] = [];
        let after: string | null = null;
        do {
          const page: {
            data?: {
              works: {
                nodes: { price: number | null; workState: string }[];
                pageInfo: { endCursor: string | null; hasNextPage: boolean };
              };
            };
          } = await api.graphql(
            `query ($sort: WorkSort, $after: String) { works(sort: $sort, first: 100, after: $after) { nodes { price workState } pageInfo { endCursor hasNextPage } } }`,
            { sort, after },
          );
          listed.push(...(page.data?.works.nodes ?? []));
          after = page.data?.works.pageInfo.hasNextPage ? page.data.works.pageInfo.endCursor : null;
        } while (after);
        const firstSold = listed.findIndex((w) => w.workState === 'Vendida');
        expect(firstSold).toBeGreaterThan(0);
        expect(listed.slice(firstSold).every((w) => w.workState === 'Vendida')).toBe(true);
        for (const part of [listed.slice(0, firstSold), listed.slice(firstSold)]) {
          const prices = part.map((w) => w.price);
          const firstNull = prices.indexOf(null);
          const priced = (firstNull === -1 ? prices : prices.slice(0, firstNull)) as number[];
          expect(priced.length).toBeGreaterThan(0);
          if (firstNull !== -1) expect(prices.slice(firstNull).every((p) => p === null)).toBe(true);
          expect(priced).toEqual([...priced].sort((a, b) => (sort === 'PRICE_ASC' ? a - b : b - a)));
        }
        // The works still to be had include some without a price, which come after the priced ones.
        expect(listed.slice(0, firstSold).some((w) => w.price === null)).toBe(true);
      }
    });

    it('lists in both languages with addresses on the site of the catalogue', async () => {
      const query = `query ($filter: WorksFilter) { works(filter: $filter, first: 3) { nodes { title titleES titleEN url } } }`;
      const shop = await api.graphql<{ works: { nodes: { title: string; titleEN: string; url: string }[] } }>(
        query,
        { filter: { catalogPrefix: 'MARKET' } },
        { lang: 'en' },
      );
      const fair = await api.graphql<{ works: { nodes: { title: string; titleES: string; url: string }[] } }>(query, {
        filter: { catalogPrefix: 'AM25' },
      });
      for (const n of shop.data?.works.nodes ?? []) {
        expect(n.title).toBe(n.titleEN);
        expect(n.url.startsWith(`${api.config.shopOrigin}/en/shop/work/`)).toBe(true);
      }
      for (const n of fair.data?.works.nodes ?? []) {
        expect(n.title).toBe(n.titleES);
        expect(n.url.startsWith(`${api.config.fairOrigin}/es/obra/`)).toBe(true);
      }
      expect(shop.data?.works.nodes).toHaveLength(3);
      expect(fair.data?.works.nodes).toHaveLength(3);
    });

    it('opens the works of a show inside the show on the shop', async () => {
      const { data } = await api.graphql<{ getExposition: { works: { slug: string; url: string }[] } }>(
        `query ($slug: String!) { getExposition(slug: $slug) { works { slug url } } }`,
        { slug: FIXTURE.show },
      );
      expect(data?.getExposition.works).toEqual([
        {
          slug: FIXTURE.wildcardWork,
          url: `${api.config.shopOrigin}/es/shop/obra/${FIXTURE.artist}/${FIXTURE.wildcardWork}/${FIXTURE.show}`,
        },
        {
          slug: FIXTURE.marketOnlyWork,
          url: `${api.config.shopOrigin}/es/shop/obra/${FIXTURE.artist}/${FIXTURE.marketOnlyWork}/${FIXTURE.show}`,
        },
      ]);
    });

    it('caps the page size: negative and zero give one work, a huge one gives at most the maximum', async () => {
      const query = `query ($first: Int) { works(first: $first) { totalCount nodes { id } pageInfo { hasNextPage } } }`;
      type Page = { works: { totalCount: number; nodes: unknown[]; pageInfo: { hasNextPage: boolean } } };
      for (const first of [-5, 0, 1]) {
        const { data, errors } = await api.graphql<Page>(query, { first });
        expect(errors).toBeUndefined();
        expect(data?.works.nodes).toHaveLength(1);
        expect(data?.works.pageInfo.hasNextPage).toBe(true);
      }
      const huge = await api.graphql<Page>(query, { first: 2_147_483_647 });
      const total = huge.data?.works.totalCount ?? 0;
      expect(huge.data?.works.nodes).toHaveLength(Math.min(total, MAX_PAGE_SIZE));
      const overflow = await api.graphql<Page>(query, { first: 2 ** 40 });
      expect(overflow.data).toBeUndefined();
      expect(overflow.errors?.[0]?.message).toMatch(/Int cannot represent/);
    });

    it.each([
      ['garbage', 'not a cursor!'],
      ['base64 of an object', Buffer.from('{"a":1}').toString('base64url')],
      ['SQL', "'); drop table works; --"],
      ['a cursor of another sort', encodeCursor(['pa', false, false, 100, 1])],
      ['a forged price', encodeCursor(['n', false, 'yesterday', 1])],
      ['an id beyond int4', encodeCursor(['n', false, 1_700_000_000_000_000, 2 ** 40])],
    ])('refuses %s as cursor with a translated error', async (_, after) => {
      const query = `query ($after: String) { works(after: $after) { nodes { id } } }`;
      const es = await api.graphql(query, { after });
      const en = await api.graphql(query, { after }, { lang: 'en' });
      expect(reasons(es.errors)).toEqual(['invalidCursor']);
      expect(es.errors?.[0]?.message).toContain('La posición de la lista no es válida');
      expect(en.errors?.[0]?.message).toContain('The list position is not valid');
    });

    it.each([
      [{ catalogPrefix: 'AM99' }, 'invalidCatalogPrefix'],
      [{ disciplines: [7] }, 'invalidDiscipline'],
      [{ sizes: ['XXL'] }, 'invalidSize'],
      [{ priceRanges: ['1-2'] }, 'invalidPriceRange'],
      [{ colours: ['<b>red</b>'] }, 'invalidColour'],
      [{ colours: Array.from({ length: 21 }, () => 'red') }, 'tooManyValues'],
      [{ tags: Array.from({ length: 25 }, (_, i) => `t${i}`) }, 'tooManyValues'],
      [{ text: 'á'.repeat(101) }, 'textTooLong'],
    ])('refuses the filter %j with %s and reads nothing', async (filter, reason) => {
      queries.length = 0;
      const { data, errors } = await api.graphql(
        `query ($filter: WorksFilter) { works(filter: $filter) { totalCount } }`,
        { filter },
      );
      expect(data).toBeNull();
      expect(reasons(errors)).toEqual([reason]);
      expect(queries).toEqual([]);
    });

    it('takes SQL- and HTML-looking text as plain text', async () => {
      const query = `query ($text: String) { works(filter: { text: $text }) { totalCount nodes { slug title } } }`;
      for (const text of ["' or 1=1 --", "'); delete from works; --", '<script>alert(1)</script>', '%', '_', '\\']) {
        const { data, errors } = await api.graphql<{ works: { totalCount: number } }>(query, { text });
        expect(errors).toBeUndefined();
        expect(data?.works.totalCount).toBe(expectedWorks(model, { text }, 'NEWEST').length);
      }
      const wildcard = await api.graphql<{ works: { nodes: { slug: string }[] } }>(query, { text: '100%' });
      expect(wildcard.data?.works.nodes.map((n) => n.slug)).toEqual([FIXTURE.wildcardWork]);
      const underscore = await api.graphql<{ works: { nodes: { slug: string }[] } }>(query, { text: 'n_c' });
      expect(underscore.data?.works.nodes.map((n) => n.slug)).toEqual([FIXTURE.wildcardWork]);
      const html = await api.graphql<{ works: { nodes: { title: string }[] } }>(query, { text: '<b>negrita' });
      expect(html.data?.works.nodes.map((n) => n.title)).toEqual(['<b>Negrita</b> & "comillas"']);
      const [row] = await api.database.db.select({ n: sql<number>`count(*)::int` }).from(works);
      expect(row?.n).toBe(model.works.length);
    });
  });

  describe('DataLoader', () => {
    const LIST = `query ($first: Int) {
      works(filter: { catalogPrefix: "MARKET" }, first: $first) {
        nodes { title url artist { fullName url } gallery { comercialName url catalogPrefix } tags { name } expositions { title } }
      }
    }`;

    it('reads a list with its artists, galleries, tags and shows in the same few queries whatever its size', async () => {
      const run = async (first: number) => {
        queries.length = 0;
        const { data, errors } = await api.graphql<{ works: { nodes: unknown[] } }>(LIST, { first });
        expect(errors).toBeUndefined();
        expect(data?.works.nodes).toHaveLength(first);
        return queries.length;
      };
      const five = await run(5);
      const twenty = await run(20);
      expect(twenty).toBe(five);
      expect(twenty).toBeLessThanOrEqual(6);
    });
  });

  describe('totals', () => {
    it('counts only when the total is asked for, and once for the pages of one list', async () => {
      const page = (fields: string, after?: string | null) =>
        api.graphql<{ works: { totalCount?: number; pageInfo: { endCursor: string | null } } }>(
          `query ($after: String) { works(filter: { colours: ["white", "black"] }, first: 3, after: $after) { ${fields} pageInfo { endCursor } } }`,
          { after },
        );
      const counts = () => queries.filter((q) => /count\(/i.test(q)).length;
      queries.length = 0;
      const first = await page('nodes { id }');
      expect(counts()).toBe(0);
      const withTotal = await page('totalCount', first.data?.works.pageInfo.endCursor);
      expect(counts()).toBe(1);
      await page('...on WorkConnection { totalCount }', withTotal.data?.works.pageInfo.endCursor);
      expect(counts()).toBe(1);
      expect(withTotal.data?.works.totalCount).toBe(
        expectedWorks(model, { colours: ['white', 'black'] }, 'NEWEST').length,
      );
    });
  });

  describe('keyset pagination while data changes', () => {
    it('neither repeats nor skips a work when works are added and hidden between two pages', async () => {
      const filter: ModelFilter = { catalogPrefix: 'MARKET' };
      const before = expectedWorks(model, filter, 'PRICE_ASC').map((w) => String(w.id));
      const [artistId, galleryId] = [model.works[0]?.artistId as number, model.works[0]?.galleryId ?? null];
      let added: string[] = [];
      let hidden = '';
      const walk = await walkWorks(api, filter, 'PRICE_ASC', 5, async (page) => {
        if (page !== 2) return;
        // One cheap work lands before the pages read, one dear work after; one work not yet read is hidden.
        const rows = await api.database.db
          .insert(works)
          .values(
            [1, 99_999_999].map((priceCents, i) => ({
              slug: `xolotl-added-${i}`,
              artistId,
              galleryId,
              titleEs: `Añadida ${i}`,
              titleEn: `Added ${i}`,
              priceCents,
              widthCm: 10,
              heightCm: 10,
              discipline: 0,
              workState: 'Disponible',
              catalogs: ['MARKET'],
            })),
          )
          .returning({ id: works.id });
        added = rows.map((r) => String(r.id));
        hidden = before[before.length - 2] as string;
        await api.database.db
          .update(works)
          .set({ workState: 'Desactivada' })
          .where(eq(works.id, Number(hidden)));
      });
      // Keyset semantics: the two pages read, then every work that now sorts after the last one read.
      const now = expectedWorks(await loadModel(api.database.db), filter, 'PRICE_ASC').map((w) => String(w.id));
      const lastRead = before[9] as string;
      expect(walk.ids).toEqual([...before.slice(0, 10), ...now.slice(now.indexOf(lastRead) + 1)]);
      expect(walk.ids).toContain(added[1]);
      expect(walk.ids).not.toContain(added[0]);
      expect(walk.ids).not.toContain(hidden);
      expect(before.length).toBeGreaterThanOrEqual(12);
      // Totals are reused for a few seconds by a server; once forgotten, the total counts the change.
      forgetWorkCounts(api.database.db);
      const fresh = await api.graphql<{ works: { totalCount: number } }>(
        `{ works(filter: { catalogPrefix: "MARKET" }) { totalCount } }`,
      );
      expect(fresh.data?.works.totalCount).toBe(now.length);
      expect(new Set(walk.ids).size).toBe(walk.ids.length);
    });
  });
});
