/**
 * The back office's operations (issue 16) over a small catalogue of their own: lists (paging, every sort, filters,
 * accent-free search), changes that persist with one audit entry each, refused input (wrong, missing, oversized,
 * hostile) that changes nothing in either language, unknown ids, and what a deactivated work does to the public API.
 */
import { asc, eq, sql } from 'drizzle-orm';
import { artists, auditLog, galleries, users, works } from '@art/db';
import type { Language } from '@art/model';
import { latestWorkYear } from '@art/admin-model';
import { CONTENT_VERSION_PATH, errorMessage, type ErrorCode } from '@art/api-core';
import { createTestApi, testBackends, type TestApi } from '../testing';
import { call, prepareAdminFixture, type AdminFixture, type Caller } from './admin-testing';

const WORK_FIELDS = `id slug titleES titleEN artistId artistName galleryId galleryName catalogs discipline technicsES
  widthCm heightCm depthCm size year price priceWithoutTaxes currency workState tagIds colours publishedAt shopUrl
  images { key thumbnail }`;
const WORKS = `query($page: Int, $perPage: Int, $sort: AdminWorkSort, $order: SortOrder, $filter: AdminWorksFilter) {
  adminWorks(page: $page, perPage: $perPage, sort: $sort, order: $order, filter: $filter) { total items { id titleES } }
}`;
const CREATE_WORK = `mutation($input: AdminWorkInput!) {
  createWork(input: $input) { ok errors { field message } work { ${WORK_FIELDS} } }
}`;
const UPDATE_WORK = `mutation($id: ID!, $input: AdminWorkInput!) {
  updateWork(id: $id, input: $input) { ok errors { field message } work { ${WORK_FIELDS} } }
}`;
const SET_STATE = `mutation($id: ID!, $workState: String!) {
  setWorkState(id: $id, workState: $workState) { ok errors { field message } work { id workState } }
}`;
const CREATE_ARTIST = `mutation($input: AdminArtistInput!) {
  createArtist(input: $input) { ok errors { field message } artist { id slug fullName countryCode birthYear worksCount } }
}`;
const UPDATE_ARTIST = `mutation($id: ID!, $input: AdminArtistInput!) {
  updateArtist(id: $id, input: $input) { ok errors { field message } artist { id slug fullName city } }
}`;
const CREATE_GALLERY = `mutation($input: AdminGalleryInput!) {
  createGallery(input: $input) { ok errors { field message } gallery { id slug name website participations { catalog stand section } } }
}`;
const UPDATE_GALLERY = `mutation($id: ID!, $input: AdminGalleryInput!) {
  updateGallery(id: $id, input: $input) { ok errors { field message } gallery { id name participations { catalog stand } } }
}`;
const SET_ROLE = `mutation($id: ID!, $role: String!) {
  setUserRole(id: $id, role: $role) { ok errors { field message } user { id email role } }
}`;

type FieldErrors = { field: string; message: string }[];
type Result<K extends string, T> = { [P in K]: { ok: boolean; errors: FieldErrors } & Record<string, T | null> };
type WorksPage = { adminWorks: { total: number; items: { id: string; titleES: string }[] } };

describe.each(testBackends('any'))('the back office on %s', (backend) => {
  let api: TestApi;
  let f: AdminFixture;

  beforeAll(async () => {
    let prepared: AdminFixture | undefined;
    api = await createTestApi({
      backend,
      prepare: async (database) => {
        prepared = await prepareAdminFixture(database);
      },
    });
    f = prepared!;
  });
  afterAll(() => api.close());

  const run = <T = Record<string, unknown>>(
    query: string,
    variables: Record<string, unknown> = {},
    options: { caller?: Caller; lang?: Language } = {},
  ) => call<T>(api, f, options.caller ?? 'editor', query, variables, options.lang ?? 'es');
  const titles = async (variables: Record<string, unknown>) => {
    const body = await run<WorksPage>(WORKS, variables);
    expect(body.errors).toBeUndefined();
    return body.data!.adminWorks.items.map((w) => w.titleES);
  };
  const audit = () => api.database.db.select().from(auditLog).orderBy(asc(auditLog.id));
  const version = async () => (await api.app.inject({ url: CONTENT_VERSION_PATH })).json<{ version: string }>().version;

  /** A valid work's input. */
  const validWork = () => ({
    titleES: 'Nuevo cuadro',
    titleEN: 'New painting',
    descriptionES: 'Un óleo de 2024.\nSegunda línea.',
    artistId: String(f.artistIds.pintor),
    galleryId: String(f.galleryId),
    catalogs: ['AM25', 'market'],
    discipline: 0,
    technicsES: 'Óleo',
    technicsEN: 'Oil',
    widthCm: 120,
    heightCm: 80.5,
    year: 2024,
    price: 1500.5,
    workState: 'Disponible',
    tagIds: [String(f.tagIds[0])],
    colours: ['blue'],
  });

  describe('lists', () => {
    it('pages the works: page, perPage and total', async () => {
      const first = await run<WorksPage>(WORKS, { perPage: 2, sort: 'ID', order: 'ASC' });
      expect(first.data?.adminWorks.total).toBe(3);
      expect(first.data?.adminWorks.items.map((w) => Number(w.id))).toEqual([f.workIds.azul, f.workIds.jardin]);
      const second = await run<WorksPage>(WORKS, { page: 2, perPage: 2, sort: 'ID', order: 'ASC' });
      expect(second.data?.adminWorks.items.map((w) => Number(w.id))).toEqual([f.workIds.retrato]);
      expect(second.data?.adminWorks.total).toBe(3);
      const beyond = await run<WorksPage>(WORKS, { page: 3, perPage: 2 });
      expect(beyond.data?.adminWorks).toEqual({ total: 3, items: [] });
      // 25 by default, newest id first.
      expect(await titles({})).toEqual(['Retrato', 'Jardín de invierno', 'Pintura azul']);
    });

    it('sorts the works by each of its sorts, both ways', async () => {
      const cases: [string, string[]][] = [
        ['ID', ['Pintura azul', 'Jardín de invierno', 'Retrato']],
        ['TITLE', ['Jardín de invierno', 'Pintura azul', 'Retrato']],
        // No price sorts last going up (and first going down).
        ['PRICE', ['Jardín de invierno', 'Pintura azul', 'Retrato']],
        ['YEAR', ['Jardín de invierno', 'Pintura azul', 'Retrato']],
        ['STATE', ['Pintura azul', 'Retrato', 'Jardín de invierno']],
        ['PUBLISHED_AT', ['Pintura azul', 'Jardín de invierno', 'Retrato']],
      ];
      for (const [sort, ascending] of cases) {
        expect([sort, await titles({ sort, order: 'ASC' })]).toEqual([sort, ascending]);
        expect([sort, await titles({ sort, order: 'DESC' })]).toEqual([sort, [...ascending].reverse()]);
      }
    });

    it('filters the works by artist, gallery, catalogue, discipline and state', async () => {
      expect(await titles({ sort: 'ID', order: 'ASC', filter: { artistId: String(f.artistIds.munoz) } })).toEqual([
        'Pintura azul',
        'Jardín de invierno',
      ]);
      expect(await titles({ filter: { galleryId: String(f.galleryId) } })).toEqual(['Pintura azul']);
      expect(await titles({ filter: { catalog: 'market' } })).toEqual(['Retrato']);
      expect(await titles({ filter: { discipline: 1 } })).toEqual(['Jardín de invierno']);
      expect(await titles({ filter: { workState: 'Vendida' } })).toEqual(['Jardín de invierno']);
      expect(await titles({ filter: { artistId: 'abc' } })).toEqual([]);
      expect(await titles({ filter: { artistId: String(f.artistIds.munoz), discipline: 0 } })).toEqual([
        'Pintura azul',
      ]);
    });

    it('searches titles and techniques, accents and case aside', async () => {
      expect(await titles({ filter: { q: 'pintura' } })).toEqual(['Pintura azul']);
      expect(await titles({ filter: { q: 'JARDIN' } })).toEqual(['Jardín de invierno']);
      expect(await titles({ filter: { q: 'oleo' } })).toEqual(['Pintura azul']);
      expect(await titles({ filter: { q: 'winter' } })).toEqual(['Jardín de invierno']);
      // LIKE's wildcards are searched for as text.
      expect(await titles({ filter: { q: '%' } })).toEqual([]);
      expect(await titles({ filter: { q: "'; drop table works; --" } })).toEqual([]);
    });

    it('counts a broad search up to 10,000 and says so', async () => {
      const { db } = api.database;
      await db.execute(sql`insert into works (slug, artist_id, title_es, title_en, width_cm, height_cm, discipline, work_state, catalogs)
        select 'serie-' || g, ${f.artistIds.pintor}, 'Serie ' || g, 'Series ' || g, 10, 10, 0, 'No disponible', array['MARKET']
        from generate_series(1, 10001) g`);
      try {
        const page = `query($q: String) { adminWorks(perPage: 1, filter: { q: $q }) { total totalCapped items { titleES } } }`;
        expect((await run(page, { q: 'serie' })).data).toEqual({
          adminWorks: { total: 10_000, totalCapped: true, items: [{ titleES: 'Serie 10001' }] },
        });
        expect((await run(page, { q: 'serie 1000' })).data).toEqual({
          adminWorks: { total: 3, totalCapped: false, items: [{ titleES: 'Serie 10001' }] },
        });
        // Without a search the count is exact.
        expect((await run('{ adminWorks(perPage: 1) { total totalCapped } }')).data).toEqual({
          adminWorks: { total: 10_004, totalCapped: false },
        });
      } finally {
        await db.execute(sql`delete from works where slug like 'serie-%'`);
      }
    });

    it('searches, sorts and pages artists and galleries', async () => {
      const artistsPage = `query($q: String, $sort: AdminArtistSort, $order: SortOrder, $page: Int, $perPage: Int) {
        adminArtists(q: $q, sort: $sort, order: $order, page: $page, perPage: $perPage) { total items { fullName worksCount } }
      }`;
      const byName = await run(artistsPage, { sort: 'NAME', order: 'ASC' });
      expect(byName.data).toEqual({
        adminArtists: {
          total: 2,
          items: [
            { fullName: 'Ana Muñoz', worksCount: 2 },
            { fullName: 'Pedro Pintor', worksCount: 1 },
          ],
        },
      });
      const found = await run(artistsPage, { q: 'munoz' });
      expect(found.data).toEqual({ adminArtists: { total: 1, items: [{ fullName: 'Ana Muñoz', worksCount: 2 }] } });
      const paged = await run(artistsPage, { sort: 'ID', order: 'DESC', page: 2, perPage: 1 });
      expect(paged.data).toEqual({ adminArtists: { total: 2, items: [{ fullName: 'Ana Muñoz', worksCount: 2 }] } });
      const galleriesPage = `query($q: String) { adminGalleries(q: $q, sort: NAME) { total items { name participations { catalog stand } } } }`;
      expect((await run(galleriesPage, { q: 'galeria' })).data).toEqual({
        adminGalleries: {
          total: 1,
          items: [{ name: 'Galería Norte', participations: [{ catalog: 'AM25', stand: 'B12' }] }],
        },
      });
      expect((await run(galleriesPage, { q: 'nada' })).data).toEqual({ adminGalleries: { total: 0, items: [] } });
    });

    it('lists users by role and search, catalogues and trend tags', async () => {
      const page = `query($q: String, $role: String) { adminUsers(q: $q, role: $role, sort: EMAIL, order: ASC) { total items { email role } } }`;
      const editors = await run(page, { role: 'editor' }, { caller: 'admin' });
      expect(editors.data).toEqual({
        adminUsers: { total: 1, items: [{ email: 'editor@admin-test.example', role: 'editor' }] },
      });
      const searched = await run(page, { q: 'STAFF@' }, { caller: 'admin' });
      expect(searched.data).toEqual({
        adminUsers: { total: 1, items: [{ email: 'staff@admin-test.example', role: 'staff' }] },
      });
      const wrongRole = await run(page, { role: 'jefe' }, { caller: 'admin', lang: 'en' });
      expect(wrongRole.errors?.[0]?.message).toBe(errorMessage('en', 'admin.role'));
      const catalogues = await run('{ adminCatalogs { prefix isCurrent isMarket } adminTrendTags { nameES nameEN } }');
      expect(catalogues.data).toEqual({
        adminCatalogs: [
          { prefix: 'AM25', isCurrent: true, isMarket: false },
          { prefix: 'MARKET', isCurrent: false, isMarket: true },
        ],
        adminTrendTags: [
          { nameES: 'Paisaje', nameEN: 'Landscape' },
          { nameES: 'Abstracto', nameEN: 'Abstract' },
        ],
      });
    });

    it.each([
      ['page 0', { page: 0 }, 'admin.pageInvalid', { max: 10000 }],
      ['page -3', { page: -3 }, 'admin.pageInvalid', { max: 10000 }],
      ['perPage 0', { perPage: 0 }, 'admin.perPageInvalid', { max: 100 }],
      ['perPage 101', { perPage: 101 }, 'admin.perPageInvalid', { max: 100 }],
      ['a search of 100,000 characters', { filter: { q: 'x'.repeat(100_000) } }, 'admin.searchTooLong', { max: 100 }],
    ] as const)('refuses %s with a translated error', async (_name, variables, code, params) => {
      for (const lang of ['es', 'en'] as const) {
        const body = await run(WORKS, variables, { lang });
        expect(body.data).toBeNull();
        expect(body.errors?.[0]?.message).toBe(errorMessage(lang, code as ErrorCode, params));
      }
    });
  });

  describe('works', () => {
    /** A refused change: ok false, the fields and their messages in both languages, nothing changed or logged. */
    async function expectRefused(
      mutation: string,
      name: string,
      variables: Record<string, unknown>,
      expected: [field: string, code: ErrorCode, params?: Record<string, number>][],
    ) {
      const rowsBefore = await api.database.db.select().from(works).orderBy(asc(works.id));
      const auditBefore = (await audit()).length;
      for (const lang of ['es', 'en'] as const) {
        const body = await run<Result<string, unknown>>(mutation, variables, { lang });
        expect(body.errors).toBeUndefined();
        const result = body.data![name]!;
        expect(result.ok).toBe(false);
        expect(result[name === 'setWorkState' || name.endsWith('Work') ? 'work' : 'x'] ?? null).toBeNull();
        expect(result.errors).toEqual(
          expected.map(([field, code, params]) => ({ field, message: errorMessage(lang, code, params ?? {}) })),
        );
      }
      expect(await api.database.db.select().from(works).orderBy(asc(works.id))).toEqual(rowsBefore);
      expect(await audit()).toHaveLength(auditBefore);
    }

    const year = latestWorkYear();
    it.each<[string, Record<string, unknown>, [string, ErrorCode, Record<string, number>?][]]>([
      ['a missing title', { titleES: '' }, [['titleES', 'admin.required']]],
      ['a blank English title', { titleEN: '   ' }, [['titleEN', 'admin.required']]],
      ['a 100,000-character title', { titleES: 'x'.repeat(100_000) }, [['titleES', 'admin.tooLong', { max: 200 }]]],
      ['a title of 201 characters', { titleEN: 'é'.repeat(201) }, [['titleEN', 'admin.tooLong', { max: 200 }]]],
      ['HTML in the title', { titleES: '<script>alert(1)</script>' }, [['titleES', 'admin.markup']]],
      [
        'HTML in the description',
        { descriptionES: 'Hola <img src=x onerror=alert(1)>' },
        [['descriptionES', 'admin.markup']],
      ],
      ['a NUL byte', { titleEN: 'Blue\u0000 painting' }, [['titleEN', 'admin.control']]],
      [
        'a 100,000-character description',
        { descriptionEN: 'a'.repeat(100_000) },
        [['descriptionEN', 'admin.tooLong', { max: 10000 }]],
      ],
      ['an SQL-looking slug', { slug: "x'; DROP TABLE works; --" }, [['slug', 'admin.slug']]],
      ['a slug with capitals', { slug: 'Nuevo-Cuadro' }, [['slug', 'admin.slug']]],
      ['an artist that is no id', { artistId: '1 OR 1=1' }, [['artistId', 'admin.artistUnknown']]],
      ['no catalogue', { catalogs: [] }, [['catalogs', 'admin.required']]],
      ['a malformed catalogue', { catalogs: ['AM25; --'] }, [['catalogs', 'admin.catalogUnknown']]],
      ['a discipline out of range', { discipline: 4 }, [['discipline', 'admin.discipline']]],
      ['a width of 0', { widthCm: 0 }, [['widthCm', 'admin.positiveMax', { min: 0, max: 10000 }]]],
      ['a negative height', { heightCm: -5 }, [['heightCm', 'admin.positiveMax', { min: 0, max: 10000 }]]],
      ['a huge depth', { depthCm: 1e9 }, [['depthCm', 'admin.positiveMax', { min: 0, max: 10000 }]]],
      ['a year before 1000', { year: 999 }, [['year', 'admin.range', { min: 1000, max: year }]]],
      ['a year after next year', { year: year + 1 }, [['year', 'admin.range', { min: 1000, max: year }]]],
      ['a negative price', { price: -1 }, [['price', 'admin.range', { min: 0, max: 10_000_000 }]]],
      ['a price too high', { price: 1e12 }, [['price', 'admin.range', { min: 0, max: 10_000_000 }]]],
      ['a price with cents of cents', { price: 10.005 }, [['price', 'admin.decimals', { max: 2 }]]],
      ['an unknown state', { workState: 'Robada' }, [['workState', 'admin.workState']]],
      ['an unknown colour', { colours: ['azul'] }, [['colours', 'admin.colour']]],
      ['a malformed image key', { imageKeys: ['../../etc/passwd'] }, [['imageKeys', 'admin.imageUnknown']]],
      [
        'several wrong fields at once',
        { titleES: '', widthCm: 0, workState: '' },
        [
          ['titleES', 'admin.required'],
          ['widthCm', 'admin.positiveMax', { min: 0, max: 10000 }],
          ['workState', 'admin.required'],
        ],
      ],
    ])('refuses %s', async (_name, change, expected) => {
      await expectRefused(CREATE_WORK, 'createWork', { input: { ...validWork(), ...change } }, expected);
      await expectRefused(
        UPDATE_WORK,
        'updateWork',
        { id: String(f.workIds.azul), input: { ...validWork(), ...change } },
        expected,
      );
    });

    it('refuses what only the database knows: artist, gallery, catalogue, tags, images, a taken slug', async () => {
      const cases: [Record<string, unknown>, [string, ErrorCode][]][] = [
        [{ artistId: '999999' }, [['artistId', 'admin.artistUnknown']]],
        [{ galleryId: '999999' }, [['galleryId', 'admin.galleryUnknown']]],
        [{ catalogs: ['AM99'] }, [['catalogs', 'admin.catalogUnknown']]],
        [{ tagIds: ['999999'] }, [['tagIds', 'admin.tagUnknown']]],
        [{ imageKeys: ['upload/not-uploaded'] }, [['imageKeys', 'admin.imageUnknown']]],
        [{ slug: 'pintura-azul' }, [['slug', 'admin.slugTaken']]],
      ];
      for (const [change, expected] of cases) {
        await expectRefused(CREATE_WORK, 'createWork', { input: { ...validWork(), ...change } }, expected);
      }
      // Its own slug is no conflict for a work.
      const own = await run<Result<'updateWork', unknown>>(UPDATE_WORK, {
        id: String(f.workIds.azul),
        input: { ...validWork(), titleES: 'Pintura azul', slug: 'pintura-azul' },
      });
      expect(own.data?.updateWork.ok).toBe(true);
    });

    it('answers unknown and malformed ids clearly', async () => {
      for (const id of ['999999', 'abc', '-1', "1' OR '1'='1"]) {
        await expectRefused(UPDATE_WORK, 'updateWork', { id, input: validWork() }, [['id', 'admin.workNotFound']]);
        await expectRefused(SET_STATE, 'setWorkState', { id, workState: 'Vendida' }, [['id', 'admin.workNotFound']]);
        expect((await run('query($id: ID!) { adminWork(id: $id) { id } }', { id })).data).toEqual({ adminWork: null });
      }
    });

    it('creates a work with one audit entry, derives its slug and bumps the content version', async () => {
      const auditBefore = (await audit()).length;
      const versionBefore = await version();
      const body = await run<Result<'createWork', Record<string, unknown>>>(CREATE_WORK, { input: validWork() });
      expect(body.errors).toBeUndefined();
      const result = body.data!.createWork;
      expect(result).toMatchObject({ ok: true, errors: [] });
      const work = result['work']!;
      expect(work).toMatchObject({
        slug: 'nuevo-cuadro',
        titleES: 'Nuevo cuadro',
        artistName: 'Pedro Pintor',
        galleryName: 'Galería Norte',
        catalogs: ['AM25', 'MARKET'],
        widthCm: 120,
        heightCm: 80.5,
        depthCm: null,
        size: 'large',
        price: 1500.5,
        priceWithoutTaxes: 1240.08,
        currency: 'EUR',
        tagIds: [String(f.tagIds[0])],
        colours: ['blue'],
        images: [],
        // The shop's page (issue 34), though the work is of the current edition too: not the fair's.
        shopUrl: `${api.config.shopOrigin}/es/shop/obra/pedro-pintor/nuevo-cuadro`,
      });
      expect(api.config.shopOrigin).not.toBe(api.config.fairOrigin);
      const [row] = await api.database.db
        .select()
        .from(works)
        .where(eq(works.id, Number(work['id'])));
      expect(row).toMatchObject({
        priceCents: 150050,
        technicsTextEs: 'Óleo',
        descriptionEs: 'Un óleo de 2024.\nSegunda línea.',
      });
      const entries = await audit();
      expect(entries).toHaveLength(auditBefore + 1);
      expect(entries.at(-1)).toMatchObject({
        userId: f.userIds.editor,
        userEmail: 'editor@admin-test.example',
        action: 'create',
        entity: 'work',
        entityId: String(work['id']),
        before: null,
        after: expect.objectContaining({ titleEs: 'Nuevo cuadro', priceCents: 150050 }),
      });
      expect(entries.at(-1)?.after).not.toHaveProperty('searchText');
      expect(await version()).not.toBe(versionBefore);
      // A second work of the same title gets a slug of its own.
      const again = await run<Result<'createWork', { slug: string }>>(CREATE_WORK, { input: validWork() });
      expect(again.data?.createWork.work?.slug).toBe('nuevo-cuadro-2');
    });

    it('updates a work with its before and after in the audit log, which admins read', async () => {
      const id = String(f.workIds.retrato);
      const body = await run<Result<'updateWork', { titleES: string; price: number; slug: string }>>(
        UPDATE_WORK,
        { id, input: { ...validWork(), titleES: 'Retrato de Ana', price: 300, catalogs: ['MARKET'] } },
        { caller: 'admin' },
      );
      expect(body.data?.updateWork).toMatchObject({
        ok: true,
        work: { titleES: 'Retrato de Ana', price: 300, slug: 'retrato' },
      });
      const entry = (await audit()).at(-1);
      expect(entry).toMatchObject({
        action: 'update',
        entity: 'work',
        entityId: id,
        userEmail: 'admin@admin-test.example',
        before: expect.objectContaining({ titleEs: 'Retrato', priceCents: null }),
        after: expect.objectContaining({ titleEs: 'Retrato de Ana', priceCents: 30000 }),
      });
      const log = await run<{
        auditLog: { total: number; items: { entityId: string; before: string; after: string }[] };
      }>(
        `query($filter: AuditFilter) { auditLog(filter: $filter) { total items { entityId action before after } } }`,
        { filter: { entity: 'work', entityId: id } },
        { caller: 'admin' },
      );
      expect(log.data?.auditLog.total).toBe(1);
      const item = log.data!.auditLog.items[0]!;
      expect(JSON.parse(item.before)).toMatchObject({ titleEs: 'Retrato' });
      expect(JSON.parse(item.after)).toMatchObject({ titleEs: 'Retrato de Ana' });
    });

    it('hides a deactivated work from the public lists, keeps its page to redirect, and logs the change', async () => {
      const id = String(f.workIds.azul);
      const publicWorks = `{ works(filter: { catalogPrefix: "AM25" }, first: 50) { nodes { id } } worksByIds(ids: ["${id}"]) { id } }`;
      const visible = await api.graphql<{ works: { nodes: { id: string }[] }; worksByIds: { id: string }[] }>(
        publicWorks,
      );
      expect(visible.data?.works.nodes.map((w) => w.id)).toContain(id);
      expect(visible.data?.worksByIds).toEqual([{ id }]);
      const versionBefore = await version();

      const body = await run(SET_STATE, { id, workState: 'Desactivada' });
      expect(body.data).toEqual({ setWorkState: { ok: true, errors: [], work: { id, workState: 'Desactivada' } } });
      expect(await version()).not.toBe(versionBefore);
      const hidden = await api.graphql<{ works: { nodes: { id: string }[] }; worksByIds: { id: string }[] }>(
        publicWorks,
      );
      expect(hidden.data?.works.nodes.map((w) => w.id)).not.toContain(id);
      expect(hidden.data?.worksByIds).toEqual([]);
      const page = await api.graphql('{ getWork(slug: "pintura-azul") { id workState } }');
      expect(page.data).toEqual({ getWork: { id, workState: 'Desactivada' } });
      expect((await audit()).at(-1)).toMatchObject({
        entity: 'work',
        entityId: id,
        before: expect.objectContaining({ workState: 'Disponible' }),
        after: expect.objectContaining({ workState: 'Desactivada' }),
      });

      await expectRefused(SET_STATE, 'setWorkState', { id, workState: 'Robada' }, [['workState', 'admin.workState']]);
      await expectRefused(SET_STATE, 'setWorkState', { id, workState: '<b>Vendida</b>' }, [
        ['workState', 'admin.workState'],
      ]);
      expect((await run(SET_STATE, { id, workState: 'Disponible' })).data).toMatchObject({
        setWorkState: { ok: true },
      });
    });
  });

  describe('artists and galleries', () => {
    const validArtist = {
      firstName: 'Lucía',
      lastName: 'Núñez',
      city: 'Córdoba',
      countryCode: 'es',
      birthYear: 1980,
      bioES: 'Pintora.',
      bioEN: 'Painter.',
    };

    it('creates and updates an artist with audit entries', async () => {
      const created = await run<Result<'createArtist', Record<string, unknown>>>(CREATE_ARTIST, { input: validArtist });
      expect(created.data?.createArtist).toMatchObject({
        ok: true,
        artist: { slug: 'lucia-nunez', fullName: 'Lucía Núñez', countryCode: 'ES', birthYear: 1980, worksCount: 0 },
      });
      const id = String(created.data!.createArtist['artist']!['id']);
      const updated = await run<Result<'updateArtist', Record<string, unknown>>>(UPDATE_ARTIST, {
        id,
        input: { ...validArtist, city: 'Granada' },
      });
      expect(updated.data?.updateArtist).toMatchObject({
        ok: true,
        artist: { id, slug: 'lucia-nunez', city: 'Granada' },
      });
      const entries = (await audit()).filter((e) => e.entity === 'artist' && e.entityId === id);
      expect(entries.map((e) => e.action)).toEqual(['create', 'update']);
      expect(entries[1]).toMatchObject({
        before: expect.objectContaining({ city: 'Córdoba' }),
        after: expect.objectContaining({ city: 'Granada' }),
      });
      // Found by its name without accents.
      const found = await run('{ adminArtists(q: "nunez") { total items { id } } }');
      expect(found.data).toEqual({ adminArtists: { total: 1, items: [{ id }] } });
    });

    it.each<[Record<string, unknown>, [string, ErrorCode, Record<string, number>?][]]>([
      [{ firstName: '' }, [['firstName', 'admin.required']]],
      [{ firstName: 'x'.repeat(100_000) }, [['firstName', 'admin.tooLong', { max: 120 }]]],
      [{ lastName: '<b>Núñez</b>' }, [['lastName', 'admin.markup']]],
      [{ bioES: 'a\u0000b' }, [['bioES', 'admin.control']]],
      [{ countryCode: 'ESP' }, [['countryCode', 'admin.country']]],
      [{ countryCode: 'XX' }, [['countryCode', 'admin.countryUnknown']]],
      [{ birthYear: 3000 }, [['birthYear', 'admin.range', { min: 1000, max: new Date().getUTCFullYear() }]]],
      [{ slug: 'ana-munoz' }, [['slug', 'admin.slugTaken']]],
      [{ portraitKey: 'upload/missing' }, [['portraitKey', 'admin.imageUnknown']]],
    ])('refuses the artist %j in both languages, changing nothing', async (change, expected) => {
      const before = await api.database.db.select().from(artists).orderBy(asc(artists.id));
      const auditBefore = (await audit()).length;
      for (const lang of ['es', 'en'] as const) {
        for (const [mutation, name, variables] of [
          [CREATE_ARTIST, 'createArtist', {}],
          [UPDATE_ARTIST, 'updateArtist', { id: String(f.artistIds.pintor) }],
        ] as const) {
          const body = await run<Result<string, unknown>>(
            mutation,
            { ...variables, input: { ...validArtist, ...change } },
            { lang },
          );
          expect(body.data?.[name]).toEqual({
            ok: false,
            errors: expected.map(([field, code, params]) => ({
              field,
              message: errorMessage(lang, code, params ?? {}),
            })),
            artist: null,
          });
        }
      }
      expect(await api.database.db.select().from(artists).orderBy(asc(artists.id))).toEqual(before);
      expect(await audit()).toHaveLength(auditBefore);
    });

    it('creates and updates a gallery with its catalogues, refusing wrong ones', async () => {
      const input = {
        name: 'Galería Sur',
        countryCode: 'FR',
        website: 'https://galeria-sur.example.com',
        email: 'info@galeria-sur.example.com',
        phone: '+33 1 23 45 67 89',
        participations: [{ catalog: 'am25', stand: 'C3', section: 'General' }],
      };
      const created = await run<Result<'createGallery', Record<string, unknown>>>(CREATE_GALLERY, { input });
      expect(created.data?.createGallery).toMatchObject({
        ok: true,
        gallery: {
          slug: 'galeria-sur',
          name: 'Galería Sur',
          participations: [{ catalog: 'AM25', stand: 'C3', section: 'General' }],
        },
      });
      const id = String(created.data!.createGallery['gallery']!['id']);
      const updated = await run(UPDATE_GALLERY, {
        id,
        input: { ...input, participations: [{ catalog: 'MARKET', stand: null }] },
      });
      expect(updated.data).toEqual({
        updateGallery: {
          ok: true,
          errors: [],
          gallery: { id, name: 'Galería Sur', participations: [{ catalog: 'MARKET', stand: null }] },
        },
      });
      expect((await audit()).at(-1)).toMatchObject({
        entity: 'gallery',
        entityId: id,
        before: expect.objectContaining({ participations: [{ catalog: 'AM25', stand: 'C3', section: 'General' }] }),
        after: expect.objectContaining({ participations: [{ catalog: 'MARKET', stand: null, section: null }] }),
      });

      const before = await api.database.db.select().from(galleries).orderBy(asc(galleries.id));
      const auditBefore = (await audit()).length;
      const refusals: [Record<string, unknown>, [string, ErrorCode, Record<string, number>?][]][] = [
        [{ name: '' }, [['name', 'admin.required']]],
        [{ website: 'javascript:alert(1)' }, [['website', 'admin.website']]],
        [{ email: 'no-es-un-correo' }, [['email', 'admin.email']]],
        [{ phone: 'llámame' }, [['phone', 'admin.phone']]],
        [{ participations: [{ catalog: 'AM99' }] }, [['participations', 'admin.catalogUnknown']]],
        [{ participations: [{ catalog: 'AM25' }, { catalog: 'am25' }] }, [['participations', 'admin.catalogTwice']]],
        [{ slug: 'galeria-norte' }, [['slug', 'admin.slugTaken']]],
        [{ descriptionEN: '<iframe src=x>' }, [['descriptionEN', 'admin.markup']]],
      ];
      for (const [change, expected] of refusals) {
        for (const lang of ['es', 'en'] as const) {
          const body = await run<Result<'updateGallery', unknown>>(
            UPDATE_GALLERY,
            { id, input: { ...input, ...change } },
            { lang },
          );
          expect(body.errors).toBeUndefined();
          expect(body.data?.updateGallery).toEqual({
            ok: false,
            errors: expected.map(([field, code, params]) => ({
              field,
              message: errorMessage(lang, code, params ?? {}),
            })),
            gallery: null,
          });
        }
      }
      expect(await api.database.db.select().from(galleries).orderBy(asc(galleries.id))).toEqual(before);
      expect(await audit()).toHaveLength(auditBefore);
      await expect(run(UPDATE_GALLERY, { id: '999999', input })).resolves.toMatchObject({
        data: {
          updateGallery: { ok: false, errors: [{ field: 'id', message: errorMessage('es', 'admin.galleryNotFound') }] },
        },
      });
    });
  });

  describe('users', () => {
    it('lets an admin change a role, logged with before and after', async () => {
      const body = await run(SET_ROLE, { id: f.userIds.visitor, role: 'editor' }, { caller: 'admin' });
      expect(body.data).toEqual({
        setUserRole: {
          ok: true,
          errors: [],
          user: { id: f.userIds.visitor, email: 'visitor@admin-test.example', role: 'editor' },
        },
      });
      const entry = (await audit()).at(-1);
      expect(entry).toMatchObject({
        action: 'role',
        entity: 'user',
        entityId: f.userIds.visitor,
        before: { id: f.userIds.visitor, email: 'visitor@admin-test.example', role: 'visitor' },
        after: { id: f.userIds.visitor, email: 'visitor@admin-test.example', role: 'editor' },
      });
      expect(JSON.stringify(entry)).not.toContain('not-a-hash');
      // The new editor may now read the catalogue.
      expect((await run('{ adminWorks { total } }', {}, { caller: 'visitor' })).errors).toBeUndefined();
      await run(SET_ROLE, { id: f.userIds.visitor, role: 'visitor' }, { caller: 'admin' });
    });

    it('refuses an unknown role, the admin demoting themselves and unknown users, changing nothing', async () => {
      const before = await api.database.db.select().from(users).orderBy(asc(users.id));
      const auditBefore = (await audit()).length;
      const cases: [Record<string, unknown>, string, ErrorCode][] = [
        [{ id: f.userIds.staff, role: 'jefe' }, 'role', 'admin.role'],
        [{ id: f.userIds.staff, role: "admin' --" }, 'role', 'admin.role'],
        [{ id: f.userIds.staff, role: '' }, 'role', 'admin.role'],
        [{ id: f.userIds.admin, role: 'editor' }, 'role', 'admin.ownAdminRole'],
        [{ id: '00000000-0000-4000-8000-000000000000', role: 'staff' }, 'id', 'admin.userNotFound'],
        [{ id: 'not-a-uuid', role: 'staff' }, 'id', 'admin.userNotFound'],
      ];
      for (const [variables, field, code] of cases) {
        for (const lang of ['es', 'en'] as const) {
          const body = await run(SET_ROLE, variables, { caller: 'admin', lang });
          expect(body.data).toEqual({
            setUserRole: { ok: false, errors: [{ field, message: errorMessage(lang, code) }], user: null },
          });
        }
      }
      expect(await api.database.db.select().from(users).orderBy(asc(users.id))).toEqual(before);
      expect(await audit()).toHaveLength(auditBefore);
      expect(
        (await run('query($id: ID!) { adminUser(id: $id) { id } }', { id: 'nope' }, { caller: 'admin' })).data,
      ).toEqual({
        adminUser: null,
      });
    });
  });
});
