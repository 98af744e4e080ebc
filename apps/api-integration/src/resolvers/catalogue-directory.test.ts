import { asc, eq, sql } from 'drizzle-orm';
import { artists, expositions, galleries, galleryParticipations, trendTags, works } from '@art/db';
import { HIDDEN_WORK_STATE, normalizeSearchText, SEARCH_MAX_RESULTS } from '@art/model';
import { testBackends, type TestApi } from '@art/api/testing';
import { FIXTURE } from './catalogue-fixture';
import { catalogueApi } from './catalogue-testing';

interface GqlError {
  message: string;
  extensions?: Record<string, unknown>;
}
const reasons = (errors: GqlError[] | undefined) => (errors ?? []).map((e) => e.extensions?.['reason']);

interface Page<Node> {
  totalCount: number;
  nodes: Node[];
  pageInfo: { endCursor: string | null; hasNextPage: boolean };
}

describe.each(testBackends('any'))('catalogue directory on %s', (backend) => {
  let api: TestApi;
  const queries: string[] = [];
  beforeAll(async () => {
    api = await catalogueApi(backend, (q) => queries.push(q));
  });
  afterAll(() => api.close());

  /** Every page of a connection query whose field is `field`, `first` at a time. */
  async function walk<Node>(
    query: string,
    field: string,
    variables: Record<string, unknown>,
    first = 4,
  ): Promise<{ nodes: Node[]; totals: number[] }> {
    const out: { nodes: Node[]; totals: number[] } = { nodes: [], totals: [] };
    let after: string | null = null;
    for (let i = 0; i < 200; i++) {
      const result: { data?: Record<string, Page<Node>>; errors?: unknown } = await api.graphql<
        Record<string, Page<Node>>
      >(query, { ...variables, first, after });
      const page: Page<Node> | undefined = result.data?.[field];
      if (!page) throw new Error(JSON.stringify(result.errors));
      out.nodes.push(...page.nodes);
      out.totals.push(page.totalCount);
      if (!page.pageInfo.hasNextPage) return out;
      after = page.pageInfo.endCursor;
    }
    throw new Error('the list never ends');
  }

  describe('artists', () => {
    const ARTISTS = `query ($filter: ArtistsFilter, $first: Int, $after: String) {
      artists(filter: $filter, first: $first, after: $after) { totalCount pageInfo { endCursor hasNextPage } nodes { id slug fullName url } }
    }`;

    it('walks the whole A–Z index without repeating or missing an artist', async () => {
      const rows = await api.database.db
        .select()
        .from(artists)
        .orderBy(asc(artists.initial), asc(artists.lastName), asc(artists.id));
      const all = await walk<{ id: string }>(ARTISTS, 'artists', {}, 5);
      expect(all.nodes.map((n) => n.id)).toEqual(rows.map((r) => String(r.id)));
      expect(all.totals.every((t) => t === rows.length)).toBe(true);
    });

    it('filters by the initial of the surname, accents and case ignored', async () => {
      const expected = (await api.database.db.select().from(artists).where(eq(artists.initial, 'X')))
        .map((a) => a.slug)
        .sort();
      for (const initial of ['x', 'X']) {
        const got = await walk<{ slug: string }>(ARTISTS, 'artists', { filter: { initial } });
        expect(got.nodes.map((n) => n.slug).sort()).toEqual(expected);
      }
      expect(expected).toContain(FIXTURE.artist);
      const o = await walk<{ slug: string }>(ARTISTS, 'artists', { filter: { initial: 'ó' } });
      expect(o.nodes.map((n) => n.slug)).toContain(FIXTURE.otherArtist);
    });

    it('filters by text without accents or case and by catalogue, with the address on its site', async () => {
      const { data } = await api.graphql<{ artists: Page<{ slug: string; url: string }> }>(ARTISTS, {
        filter: { text: 'XOLOTL nunez', catalogPrefix: 'market' },
      });
      expect(data?.artists.nodes.map(({ slug, url }) => ({ slug, url }))).toEqual([
        { slug: FIXTURE.artist, url: `${api.config.shopOrigin}/es/shop/artista/${FIXTURE.artist}` },
      ]);
      const withWorks = await api.database.db
        .selectDistinct({ id: works.artistId })
        .from(works)
        .where(sql`${works.catalogs} @> ARRAY['AM25']::text[] and ${works.workState} <> ${HIDDEN_WORK_STATE}`);
      const fair = await walk<{ id: string; url: string }>(
        ARTISTS,
        'artists',
        { filter: { catalogPrefix: 'AM25' } },
        10,
      );
      expect(fair.nodes.map((n) => n.id).sort()).toEqual(withWorks.map((w) => String(w.id)).sort());
      expect(fair.nodes.every((n) => n.url.startsWith(`${api.config.fairOrigin}/es/artista/`))).toBe(true);
    });

    it.each([['AB'], ['1'], ['<'], ["'"]])('refuses the initial %j', async (initial) => {
      const { errors } = await api.graphql(ARTISTS, { filter: { initial } }, { lang: 'en' });
      expect(reasons(errors)).toEqual(['invalidInitial']);
      expect(errors?.[0]?.message).toBe('The initial must be a single letter from A to Z.');
    });

    it('answers one artist with works, galleries and shows; null for an unknown slug', async () => {
      const query = `query ($slug: String!, $catalogPrefix: String) {
        getArtist(slug: $slug, catalogPrefix: $catalogPrefix) {
          _id fullName firstName lastName city biography url avatarUrl featuredImage { url }
          works(first: 10) { slug url } galleries { slug url } expositions { slug }
        }
      }`;
      const { data } = await api.graphql<{ getArtist: Record<string, unknown> }>(
        query,
        { slug: FIXTURE.artist, catalogPrefix: 'MARKET' },
        { lang: 'en' },
      );
      expect(data?.getArtist).toMatchObject({
        fullName: FIXTURE.artistName,
        city: 'Ávila',
        biography: 'Paints moors.',
        url: `${api.config.shopOrigin}/en/shop/artist/${FIXTURE.artist}`,
        avatarUrl: '/api/images/artist/agata-xolotl-nunez/1.jpg',
        featuredImage: { url: '/api/images/artist/agata-xolotl-nunez/4.jpg' },
        // Newest first; the two share their publication time, so the later id comes first.
        works: [
          {
            slug: FIXTURE.wildcardWork,
            url: `${api.config.shopOrigin}/en/shop/work/${FIXTURE.artist}/${FIXTURE.wildcardWork}`,
          },
          {
            slug: FIXTURE.marketOnlyWork,
            url: `${api.config.shopOrigin}/en/shop/work/${FIXTURE.artist}/${FIXTURE.marketOnlyWork}`,
          },
        ],
        galleries: [{ slug: FIXTURE.gallery, url: `${api.config.shopOrigin}/en/shop/gallery/${FIXTURE.gallery}` }],
        expositions: [{ slug: FIXTURE.show }],
      });
      const fair = await api.graphql<{ getArtist: { works: { slug: string }[] } }>(query, { slug: FIXTURE.artist });
      expect(fair.data?.getArtist.works.map((w) => w.slug).sort()).toEqual(
        [FIXTURE.marketOnlyWork, FIXTURE.fairOnlyWork, FIXTURE.wildcardWork].sort(),
      );
      for (const slug of ['nobody', "' or '1'='1", '']) {
        const missing = await api.graphql<{ getArtist: unknown }>(query, { slug });
        expect(missing.errors).toBeUndefined();
        expect(missing.data?.getArtist).toBeNull();
      }
    });

    it('autocompletes artists by text for "artists I collect", accents ignored', async () => {
      const query = `query ($text: String!) { getArtistsTagsByText(text: $text) { id name } }`;
      const { data } = await api.graphql<{ getArtistsTagsByText: { id: string; name: string }[] }>(query, {
        text: 'xolotl',
      });
      const [row] = await api.database.db.select().from(artists).where(eq(artists.slug, FIXTURE.artist));
      expect(data?.getArtistsTagsByText).toEqual([{ id: String(row?.id), name: FIXTURE.artistName }]);
      const nunez = await api.graphql<{ getArtistsTagsByText: { name: string }[] }>(query, { text: 'NUNEZ' });
      expect(nunez.data?.getArtistsTagsByText.length).toBeGreaterThan(0);
      expect(nunez.data?.getArtistsTagsByText.every((a) => normalizeSearchText(a.name).includes('nunez'))).toBe(true);
      for (const text of ['', '   ', "'; drop table artists; --", '<script>']) {
        const res = await api.graphql<{ getArtistsTagsByText: unknown[] }>(query, { text });
        expect(res.errors).toBeUndefined();
        expect(res.data?.getArtistsTagsByText).toEqual([]);
      }
      const long = await api.graphql(query, { text: 'x'.repeat(101) });
      expect(reasons(long.errors)).toEqual(['textTooLong']);
    });
  });

  describe('galleries', () => {
    const GALLERIES = `query ($catalogPrefix: String!, $text: String, $first: Int, $after: String) {
      galleries(catalogPrefix: $catalogPrefix, text: $text, first: $first, after: $after) {
        totalCount pageInfo { endCursor hasNextPage } nodes { id slug comercialName catalogPrefix stand url address { fullAddress city } }
      }
    }`;

    it('lists the galleries of a catalogue, its prefix in any case, on the site of the catalogue', async () => {
      for (const prefix of ['AM25', 'MARKET']) {
        const rows = await api.database.db
          .select({ id: galleries.id })
          .from(galleries)
          .innerJoin(galleryParticipations, eq(galleryParticipations.galleryId, galleries.id))
          .where(eq(galleryParticipations.catalogPrefix, prefix));
        const got = await walk<{ id: string; catalogPrefix: string; url: string }>(
          GALLERIES,
          'galleries',
          { catalogPrefix: prefix.toLowerCase() },
          3,
        );
        expect(got.nodes.map((n) => n.id).sort()).toEqual(rows.map((r) => String(r.id)).sort());
        expect(got.totals.every((t) => t === rows.length)).toBe(true);
        expect(got.nodes.every((n) => n.catalogPrefix === prefix)).toBe(true);
        const origin =
          prefix === 'MARKET' ? `${api.config.shopOrigin}/es/shop/galeria/` : `${api.config.fairOrigin}/es/galeria/`;
        expect(got.nodes.every((n) => n.url.startsWith(origin))).toBe(true);
      }
    });

    it('filters by name without accents and gives the stand of that catalogue', async () => {
      const { data } = await api.graphql<{ galleries: Page<Record<string, unknown>> }>(GALLERIES, {
        catalogPrefix: 'am21',
        text: 'OUNAS',
      });
      expect(data?.galleries.nodes).toEqual([
        expect.objectContaining({
          slug: FIXTURE.gallery,
          catalogPrefix: 'AM21',
          stand: 'B7',
          address: { fullAddress: 'Calle Ancha 1, 11001 Cádiz', city: 'Cádiz' },
        }),
      ]);
    });

    it('refuses an unknown catalogue and a bad cursor', async () => {
      expect(reasons((await api.graphql(GALLERIES, { catalogPrefix: 'XX' })).errors)).toEqual(['invalidCatalogPrefix']);
      expect(reasons((await api.graphql(GALLERIES, { catalogPrefix: '' })).errors)).toEqual(['invalidCatalogPrefix']);
      expect(reasons((await api.graphql(GALLERIES, { catalogPrefix: 'AM25', after: 'x' })).errors)).toEqual([
        'invalidCursor',
      ]);
    });

    it('answers one gallery with its participations, artists and works; null for an unknown slug', async () => {
      const query = `query ($slug: String!, $catalogPrefix: String) {
        getGallery(slug: $slug, catalogPrefix: $catalogPrefix) { comercialName catalogPrefix catalogPrefixes stand url artists { slug } works(first: 2) { slug } }
      }`;
      const { data } = await api.graphql<{ getGallery: Record<string, unknown> }>(query, { slug: FIXTURE.gallery });
      expect(data?.getGallery).toMatchObject({
        comercialName: FIXTURE.galleryName,
        catalogPrefix: 'AM25',
        stand: 'X1',
        catalogPrefixes: ['AM25', 'MARKET', 'AM21'],
        url: `${api.config.fairOrigin}/es/galeria/${FIXTURE.gallery}`,
        artists: [{ slug: FIXTURE.otherArtist }, { slug: FIXTURE.artist }],
      });
      const market = await api.graphql<{ getGallery: Record<string, unknown> }>(
        query,
        { slug: FIXTURE.gallery, catalogPrefix: 'MARKET' },
        { lang: 'en' },
      );
      expect(market.data?.getGallery).toMatchObject({
        catalogPrefix: 'MARKET',
        stand: null,
        url: `${api.config.shopOrigin}/en/shop/gallery/${FIXTURE.gallery}`,
      });
      expect((await api.graphql<{ getGallery: unknown }>(query, { slug: 'none' })).data?.getGallery).toBeNull();
    });
  });

  describe('expositions, trends and catalogues', () => {
    it('lists shows latest first, walks them and answers one in both languages', async () => {
      const rows = await api.database.db.select().from(expositions);
      const query = `query ($catalogPrefix: String, $first: Int, $after: String) {
        expositions(catalogPrefix: $catalogPrefix, first: $first, after: $after) { totalCount pageInfo { endCursor hasNextPage } nodes { id startsOn } }
      }`;
      const all = await walk<{ id: string; startsOn: string | null }>(query, 'expositions', {}, 2);
      expect(all.nodes.map((n) => n.id).sort()).toEqual(rows.map((r) => String(r.id)).sort());
      const starts = all.nodes.map((n) => n.startsOn ?? '0001-01-01');
      expect(starts).toEqual([...starts].sort().reverse());
      const one = `query ($slug: String!) { getExposition(slug: $slug) { title titleES titleEN info infoES infoEN startsOn endsOn catalogPrefix url gallery { slug } image { url } } }`;
      const en = await api.graphql<{ getExposition: Record<string, unknown> }>(
        one,
        { slug: FIXTURE.show },
        { lang: 'en' },
      );
      expect(en.data?.getExposition).toEqual({
        title: 'Xolotl moors',
        titleES: 'Páramos de Xolótl',
        titleEN: 'Xolotl moors',
        info: 'Photographs of the Castilian moor.',
        infoES: 'Fotografías del páramo castellano.',
        infoEN: 'Photographs of the Castilian moor.',
        startsOn: '2025-04-01',
        endsOn: '2025-05-30',
        catalogPrefix: 'MARKET',
        url: `${api.config.shopOrigin}/en/shop/show/${FIXTURE.show}`,
        gallery: { slug: FIXTURE.gallery },
        image: { url: '/api/images/exposition/xolotl-paramo/4.jpg' },
      });
      expect((await api.graphql<{ getExposition: unknown }>(one, { slug: '<x>' })).data?.getExposition).toBeNull();
      expect(reasons((await api.graphql(query, { after: 'bad' })).errors)).toEqual(['invalidCursor']);
    });

    it('lists trends by type and finds one by either slug', async () => {
      const rows = await api.database.db.select().from(trendTags).where(eq(trendTags.type, 'themesTags'));
      const { data } = await api.graphql<{ trends: { slug: string; type: string }[] }>(
        `{ trends(type: themesTags) { slug type } }`,
        {},
        { lang: 'en' },
      );
      expect(data?.trends.map((t) => t.slug).sort()).toEqual(rows.map((r) => r.slugEn).sort());
      expect(data?.trends.every((t) => t.type === 'themesTags')).toBe(true);
      const all = await api.graphql<{ trends: unknown[] }>(`{ trends { id } }`);
      expect(all.data?.trends).toHaveLength((await api.database.db.select().from(trendTags)).length);
      const one = `query ($slug: String!) { getTrend(slug: $slug) { slug name url } }`;
      for (const slug of [FIXTURE.tagEs, FIXTURE.tagEn]) {
        const es = await api.graphql<{ getTrend: unknown }>(one, { slug });
        expect(es.data?.getTrend).toEqual({
          slug: FIXTURE.tagEs,
          name: 'Páramos Xolótl',
          url: `${api.config.shopOrigin}/es/shop/tendencias/${FIXTURE.tagEs}`,
        });
      }
      expect((await api.graphql<{ getTrend: unknown }>(one, { slug: 'nothing' })).data?.getTrend).toBeNull();
      expect((await api.graphql(`{ trends(type: colours) { id } }`)).errors?.length).toBe(1);
    });

    it('lists the catalogues with the configured current one', async () => {
      const { data } = await api.graphql<{ catalogs: { prefix: string; isCurrent: boolean; isMarket: boolean }[] }>(
        `{ catalogs { prefix isCurrent isMarket name } }`,
      );
      const current = data?.catalogs.filter((c) => c.isCurrent).map((c) => c.prefix);
      expect(current).toEqual([api.config.currentCatalogPrefix]);
      expect(data?.catalogs.find((c) => c.prefix === 'MARKET')?.isMarket).toBe(true);
    });
  });

  describe('DataLoader', () => {
    /** Queries a request sends, checking it answered `size` top-level nodes. */
    const queriesOf = async (query: string, size: number, field: string) => {
      queries.length = 0;
      const { data, errors } = await api.graphql<Record<string, { nodes: unknown[] }>>(query, { first: size });
      expect(errors).toBeUndefined();
      expect(data?.[field]?.nodes).toHaveLength(size);
      return queries.length;
    };

    it('reads artists with their works, galleries and shows in the same queries for 2 or 8 artists', async () => {
      const query = `query ($first: Int) { artists(first: $first) { nodes {
        fullName works(first: 3) { title url artist { fullName } gallery { comercialName } } galleries { comercialName url } expositions { title }
      } } }`;
      expect(await queriesOf(query, 8, 'artists')).toBe(await queriesOf(query, 2, 'artists'));
    });

    it('reads galleries with their artists and works in the same queries for 2 or 6 galleries', async () => {
      const query = `query ($first: Int) { galleries(catalogPrefix: "AM25", first: $first) { nodes {
        comercialName stand url artists { fullName url } works(first: 4) { title tags { name } expositions { title } }
      } } }`;
      expect(await queriesOf(query, 6, 'galleries')).toBe(await queriesOf(query, 2, 'galleries'));
    });

    it('reads shows with their works and galleries in the same queries for 1 or all shows', async () => {
      const [row] = await api.database.db.select({ n: sql<number>`count(*)::int` }).from(expositions);
      const all = Math.min(row?.n ?? 0, 20);
      expect(all).toBeGreaterThan(1);
      const query = `query ($first: Int) { expositions(first: $first) { nodes { title gallery { comercialName } works(first: 5) { title artist { fullName } } } } }`;
      expect(await queriesOf(query, all, 'expositions')).toBe(await queriesOf(query, 1, 'expositions'));
    });
  });

  describe('search', () => {
    const SEARCH = `query ($text: String!, $limit: Int, $catalogPrefix: String) {
      search(textSearch: $text, limit: $limit, catalogPrefix: $catalogPrefix) { image text url kind }
    }`;
    type Result = { image: string | null; text: string; url: string; kind: string };
    const run = async (text: string, variables: Record<string, unknown> = {}, lang: 'es' | 'en' = 'es') => {
      const res = await api.graphql<{ search: Result[] }>(SEARCH, { text, ...variables }, { lang });
      expect(res.errors).toBeUndefined();
      return res.data?.search ?? [];
    };

    it('finds works, artists, galleries and shows without accents or case, each on the right site', async () => {
      const shop = await run('xolotl', { catalogPrefix: 'MARKET' });
      expect(shop).toEqual(
        expect.arrayContaining([
          {
            kind: 'artist',
            text: FIXTURE.artistName,
            image: '/api/images/artist/agata-xolotl-nunez/1.jpg',
            url: `${api.config.shopOrigin}/es/shop/artista/${FIXTURE.artist}`,
          },
          {
            kind: 'gallery',
            text: FIXTURE.galleryName,
            image: null,
            url: `${api.config.shopOrigin}/es/shop/galeria/${FIXTURE.gallery}`,
          },
          {
            kind: 'exposition',
            text: 'Páramos de Xolótl',
            image: '/api/images/exposition/xolotl-paramo/1.jpg',
            url: `${api.config.shopOrigin}/es/shop/exposicion/${FIXTURE.show}`,
          },
        ]),
      );
      // 'xolotl' is in the gallery's name, not in the works' titles: works come in with their own words.
      const works = await run('fotografia del PARAMO', { catalogPrefix: 'market' }, 'en');
      expect(works).toEqual([
        {
          kind: 'work',
          text: `Photograph of the moor — ${FIXTURE.artistName}`,
          image: '/api/images/work/xolotl-paramo/1.jpg',
          url: `${api.config.shopOrigin}/en/shop/work/${FIXTURE.artist}/${FIXTURE.marketOnlyWork}`,
        },
      ]);
      const fair = await run('Xolótl');
      expect(fair.find((r) => r.kind === 'artist')?.url).toBe(`${api.config.fairOrigin}/es/artista/${FIXTURE.artist}`);
      expect(fair.find((r) => r.kind === 'exposition')).toBeUndefined();
    });

    it("finds 'Núñez' with 'nunez' and 'Fotografía' with 'fotografia'", async () => {
      const nunez = await run('nunez');
      expect(nunez.length).toBeGreaterThan(0);
      expect(nunez.some((r) => r.kind === 'artist' && r.text.includes('Núñez'))).toBe(true);
      const photo = await run('fotografia', { catalogPrefix: 'MARKET' });
      expect(photo.some((r) => r.text.includes('Fotografía') || r.text.includes('Photograph'))).toBe(true);
    });

    it('answers at most 9 results, mixing kinds, and caps the limit', async () => {
      const many = await run('a', {});
      expect(many).toEqual([]);
      const wide = await run('an', { limit: 50 });
      expect(wide.length).toBeLessThanOrEqual(SEARCH_MAX_RESULTS);
      expect(wide.length).toBeGreaterThan(0);
      expect(await run('an', { limit: 0 })).toHaveLength(1);
      expect(await run('an', { limit: -3 })).toHaveLength(1);
      expect((await run('an', { limit: 4 })).length).toBeLessThanOrEqual(4);
    });

    it('takes wildcards, SQL and HTML as plain text', async () => {
      expect((await run('100%', { catalogPrefix: 'MARKET' })).map((r) => r.url)).toEqual([
        `${api.config.shopOrigin}/es/shop/obra/${FIXTURE.artist}/${FIXTURE.wildcardWork}`,
      ]);
      for (const text of ['%%', '__', "'; drop table works; --", '<script>alert(1)</script>', '   ']) {
        expect(await run(text)).toEqual([]);
      }
      const html = await run('<b>negrita', { catalogPrefix: 'MARKET' });
      expect(html.map((r) => r.text)).toEqual(['<b>Negrita</b> & "comillas" — Bruno Ordóñez Peña']);
      expect(reasons((await api.graphql(SEARCH, { text: 'x'.repeat(101) })).errors)).toEqual(['textTooLong']);
      expect(reasons((await api.graphql(SEARCH, { text: 'abc', catalogPrefix: 'nope' })).errors)).toEqual([
        'invalidCatalogPrefix',
      ]);
    });
  });
});
