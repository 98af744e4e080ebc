/**
 * The back office's catalogues, trend tags and shows (issue 16): changes seen through the public queries in both
 * languages (the current edition switched, a tag's name on the trends query, a show's works in order), one audit
 * entry per change, and refused input (wrong, missing, oversized, hostile, unknown ids, the market or a second
 * current edition) answered with translated messages and changing nothing.
 */
import { asc, count as countOf, eq } from 'drizzle-orm';
import { auditLog, catalogs, expositions, expositionWorks, trendTags } from '@art/db';
import type { Language } from '@art/model';
import { CONTENT_VERSION_PATH, errorMessage, type ErrorCode } from '@art/api-core';
import { casesFor, createTestApi, testBackends, type TestApi } from '../testing';
import { call, prepareAdminFixture, type AdminFixture, type Caller } from './admin-testing';

const CATALOG_FIELDS = `id prefix year edition nameES nameEN startsOn endsOn venueES venueEN address openingHoursES
  openingHoursEN catalogUrl isCurrent isMarket worksCount`;
const CREATE_CATALOG = `mutation($input: AdminCatalogInput!) {
  createCatalog(input: $input) { ok errors { field message } catalog { ${CATALOG_FIELDS} } }
}`;
const UPDATE_CATALOG = `mutation($id: ID!, $input: AdminCatalogInput!) {
  updateCatalog(id: $id, input: $input) { ok errors { field message } catalog { ${CATALOG_FIELDS} } }
}`;
const SET_CURRENT = `mutation($prefix: String!) {
  setCurrentCatalog(prefix: $prefix) { ok errors { field message } catalog { prefix isCurrent } }
}`;
const TAG_FIELDS = 'id type nameES nameEN slugES slugEN descriptionES descriptionEN worksCount';
const CREATE_TAG = `mutation($input: AdminTrendTagInput!) {
  createTrendTag(input: $input) { ok errors { field message } tag { ${TAG_FIELDS} } }
}`;
const UPDATE_TAG = `mutation($id: ID!, $input: AdminTrendTagInput!) {
  updateTrendTag(id: $id, input: $input) { ok errors { field message } tag { ${TAG_FIELDS} } }
}`;
const SHOW_FIELDS = `id slugES slugEN titleES titleEN infoES infoEN catalog galleryId galleryName startsOn endsOn
  image { key } workIds`;
const CREATE_SHOW = `mutation($input: AdminShowInput!) {
  createShow(input: $input) { ok errors { field message } show { ${SHOW_FIELDS} } }
}`;
const UPDATE_SHOW = `mutation($id: ID!, $input: AdminShowInput!) {
  updateShow(id: $id, input: $input) { ok errors { field message } show { ${SHOW_FIELDS} } }
}`;
const PUBLIC_CATALOGS = '{ catalogs { prefix name isCurrent } }';
const PUBLIC_TRENDS = '{ trends(type: themesTags) { id name slug } }';
const PUBLIC_SHOW = `query($slug: String!) { getExposition(slug: $slug) { title slug info works { slug } } }`;

type FieldErrors = { field: string; message: string }[];
type Change<K extends string, T> = { [P in K]: { ok: boolean; errors: FieldErrors } & Record<string, T | null> };
type Row = Record<string, unknown>;

const AM26 = {
  prefix: 'am26',
  year: 2026,
  edition: 26,
  nameES: 'ArteMadrid 26',
  nameEN: 'ArteMadrid 26 (EN)',
  startsOn: '2026-02-25',
  endsOn: '2026-03-01',
  venueES: 'Galería de Cristal',
  venueEN: 'Crystal Gallery',
  address: 'Calle de Alcalá 1, Madrid',
  openingHoursES: 'Miércoles a domingo: 11:00 a 20:00',
  openingHoursEN: 'Wednesday to Sunday: 11 am to 8 pm',
  catalogUrl: 'https://example.com/catalogo-26.pdf',
};

describe.each(testBackends('engine'))('the back office catalogue vocabularies on %s', (backend) => {
  // On both engines: two switches of the current edition racing, and the two cases before it that make and switch
  // the edition it races for. The other cases are the same SQL on either, run once.
  const once = casesFor(backend, 'any');
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

  const run = <T = Row>(
    query: string,
    variables: Record<string, unknown> = {},
    options: { caller?: Caller; lang?: Language } = {},
  ) => call<T>(api, f, options.caller ?? 'editor', query, variables, options.lang ?? 'es');
  const audit = () => api.database.db.select().from(auditLog).orderBy(asc(auditLog.id));
  const version = async () => (await api.app.inject({ url: CONTENT_VERSION_PATH })).json<{ version: string }>().version;
  const message = (lang: Language, code: string, params: Record<string, string | number> = {}) =>
    errorMessage(lang, code as ErrorCode, params);
  const publicQuery = <T = Row>(query: string, variables: Record<string, unknown> = {}, lang: Language = 'es') =>
    api.graphql<T>(query, variables, { lang });
  const currentPrefixes = async () =>
    (await api.database.db.select().from(catalogs).where(eq(catalogs.isCurrent, true))).map((c) => c.prefix);

  describe('catalogues and the current edition', () => {
    it('creates an edition with every field, not current, with one audit entry, seen by the public catalogues', async () => {
      const before = (await audit()).length;
      const body = await run<Change<'createCatalog', Row>>(CREATE_CATALOG, { input: AM26 });
      expect(body.errors).toBeUndefined();
      expect(body.data?.createCatalog).toMatchObject({
        ok: true,
        errors: [],
        catalog: { ...AM26, id: 'AM26', prefix: 'AM26', isCurrent: false, isMarket: false, worksCount: 0 },
      });
      const entries = await audit();
      expect(entries).toHaveLength(before + 1);
      expect(entries.at(-1)).toMatchObject({ action: 'create', entity: 'catalog', entityId: 'AM26' });
      for (const [lang, name] of [
        ['es', 'ArteMadrid 26'],
        ['en', 'ArteMadrid 26 (EN)'],
      ] as const) {
        const listed = await publicQuery<{ catalogs: Row[] }>(PUBLIC_CATALOGS, {}, lang);
        expect(listed.data?.catalogs).toContainEqual({ prefix: 'AM26', name, isCurrent: false });
      }
      // Known at once to the public lists, current or not (its works can be prepared before it opens)…
      const listedWorks = await publicQuery<{ works: { totalCount: number } }>(
        '{ works(filter: { catalogPrefix: "AM26" }) { totalCount } }',
      );
      expect(listedWorks.errors).toBeUndefined();
      expect(listedWorks.data?.works.totalCount).toBe(0);
      // …while a prefix of no catalogue is still refused.
      const refused = await publicQuery('{ works(filter: { catalogPrefix: "AM27" }) { totalCount } }');
      expect(refused.errors?.[0]?.message).toBe(message('es', 'invalidCatalogPrefix', { value: 'AM27' }));
      const one = await run<{ adminCatalog: Row | null }>('{ adminCatalog(id: "am26") { prefix worksCount } }');
      expect(one.data?.adminCatalog).toEqual({ prefix: 'AM26', worksCount: 0 });
    });

    it('switches the current edition in one change: the public catalogues and the default scope follow at once', async () => {
      const before = (await audit()).length;
      const versionBefore = await version();
      const body = await run<Change<'setCurrentCatalog', Row>>(SET_CURRENT, { prefix: 'am26' });
      expect(body.data?.setCurrentCatalog).toEqual({
        ok: true,
        errors: [],
        catalog: { prefix: 'AM26', isCurrent: true },
      });
      expect(await currentPrefixes()).toEqual(['AM26']);
      // The sites' page cache keys by the content version: the switch makes every kept page old.
      expect(await version()).not.toBe(versionBefore);
      for (const lang of ['es', 'en'] as const) {
        const listed = await publicQuery<{ catalogs: { prefix: string; isCurrent: boolean }[] }>(
          PUBLIC_CATALOGS,
          {},
          lang,
        );
        expect(listed.data?.catalogs.filter((c) => c.isCurrent).map((c) => c.prefix)).toEqual(['AM26']);
      }
      // The API's own idea of the current edition follows: the new prefix is now a catalogue the lists accept.
      const works = await publicQuery<{ works: { totalCount: number } }>(
        '{ works(filter: { catalogPrefix: "AM26" }) { totalCount } }',
      );
      expect(works.errors).toBeUndefined();
      expect(works.data?.works.totalCount).toBe(0);
      // With the old edition named, its show is still there.
      const shows = await publicQuery<{ expositions: { totalCount: number } }>(
        '{ expositions(catalogPrefix: "AM25") { totalCount } }',
      );
      expect(shows.data?.expositions.totalCount).toBe(1);
      // Two entries: the edition that lost the flag and the one that took it.
      const entries = (await audit()).slice(before);
      expect(entries.map((e) => [e.entity, e.entityId, e.action])).toEqual(
        expect.arrayContaining([
          ['catalog', 'AM25', 'update'],
          ['catalog', 'AM26', 'update'],
        ]),
      );
      expect(entries).toHaveLength(2);
    });

    it('never leaves two current editions, even when two switches race', async () => {
      await Promise.all([
        run(SET_CURRENT, { prefix: 'AM25' }),
        run(SET_CURRENT, { prefix: 'AM26' }),
        run(SET_CURRENT, { prefix: 'AM25' }),
      ]);
      expect(await currentPrefixes()).toHaveLength(1);
      await run(SET_CURRENT, { prefix: 'AM25' });
      expect(await currentPrefixes()).toEqual(['AM25']);
    });

    once.it.each([
      ['MARKET', 'admin.marketNotCurrent'],
      ['ZZ99', 'admin.catalogNotFound'],
      ["AM25'; update catalogs set is_current = true; --", 'admin.catalogNotFound'],
      ['', 'admin.catalogNotFound'],
    ])('refuses to make %j current, in both languages, changing nothing', async (prefix, code) => {
      const before = (await audit()).length;
      for (const lang of ['es', 'en'] as const) {
        const body = await run<Change<'setCurrentCatalog', Row>>(SET_CURRENT, { prefix }, { lang });
        expect(body.data?.setCurrentCatalog).toEqual({
          ok: false,
          errors: [{ field: 'prefix', message: message(lang, code) }],
          catalog: null,
        });
      }
      expect(message('en', code)).not.toBe(message('es', code));
      expect(await currentPrefixes()).toEqual(['AM25']);
      expect(await audit()).toHaveLength(before);
    });

    once.it('updates an edition, keeps its prefix and its flag, and stores a SQL-looking text as text', async () => {
      const name = "Edición 26'); drop table catalogs; --";
      const body = await run<Change<'updateCatalog', Row>>(UPDATE_CATALOG, {
        id: 'AM26',
        input: { ...AM26, prefix: null, nameES: name, catalogUrl: '' },
      });
      expect(body.data?.updateCatalog).toMatchObject({
        ok: true,
        catalog: { prefix: 'AM26', nameES: name, catalogUrl: null, isCurrent: false },
      });
      const [row] = await api.database.db.select().from(catalogs).where(eq(catalogs.prefix, 'AM26'));
      expect(row?.nameEs).toBe(name);
      expect((await audit()).at(-1)).toMatchObject({ action: 'update', entity: 'catalog', entityId: 'AM26' });
    });

    once.it.each([
      ['a changed prefix', { prefix: 'AM27' }, 'prefix', 'admin.prefixFixed', {}],
      ['an end before the start', { endsOn: '2026-02-01' }, 'endsOn', 'admin.dateOrder', {}],
      [
        'an impossible day',
        { startsOn: '2026-02-31', endsOn: null },
        'startsOn',
        'admin.date',
        { min: 1990, max: 2100 },
      ],
      ['a script address', { catalogUrl: 'javascript:alert(1)' }, 'catalogUrl', 'admin.website', {}],
      ['a name with HTML', { nameEN: '<img src=x onerror=alert(1)>' }, 'nameEN', 'admin.markup', {}],
      ['hours with HTML', { openingHoursES: 'Lunes <script>alert(1)</script>' }, 'openingHoursES', 'admin.markup', {}],
      ['an oversized name', { nameES: 'x'.repeat(201) }, 'nameES', 'admin.tooLong', { max: 200 }],
      ['a missing name', { nameES: '  ' }, 'nameES', 'admin.required', {}],
      ['a year out of range', { year: 1800 }, 'year', 'admin.range', { min: 1990, max: 2100 }],
    ])('refuses %s in both languages and changes nothing', async (_label, change, field, code, params) => {
      const before = (await audit()).length;
      const [row] = await api.database.db.select().from(catalogs).where(eq(catalogs.prefix, 'AM26'));
      for (const lang of ['es', 'en'] as const) {
        const body = await run<Change<'updateCatalog', Row>>(
          UPDATE_CATALOG,
          { id: 'AM26', input: { ...AM26, ...change } },
          { lang },
        );
        expect(body.data?.updateCatalog).toMatchObject({ ok: false, catalog: null });
        expect(body.data?.updateCatalog.errors).toContainEqual({ field, message: message(lang, code, params) });
      }
      expect(await audit()).toHaveLength(before);
      expect((await api.database.db.select().from(catalogs).where(eq(catalogs.prefix, 'AM26')))[0]).toEqual(row);
    });

    once.it('refuses a taken or malformed prefix on create, and an unknown catalogue on update', async () => {
      const taken = await run<Change<'createCatalog', Row>>(CREATE_CATALOG, { input: { ...AM26, prefix: 'AM25' } });
      expect(taken.data?.createCatalog.errors).toEqual([
        { field: 'prefix', message: message('es', 'admin.prefixTaken') },
      ]);
      const malformed = await run<Change<'createCatalog', Row>>(
        CREATE_CATALOG,
        { input: { ...AM26, prefix: 'AM 26;' } },
        { lang: 'en' },
      );
      expect(malformed.data?.createCatalog.errors).toEqual([
        { field: 'prefix', message: message('en', 'admin.catalogPrefix') },
      ]);
      const unknown = await run<Change<'updateCatalog', Row>>(UPDATE_CATALOG, { id: 'ZZ99', input: AM26 });
      expect(unknown.data?.updateCatalog.errors).toEqual([
        { field: 'id', message: message('es', 'admin.catalogNotFound') },
      ]);
      expect(await api.database.db.select().from(catalogs)).toHaveLength(3);
    });
  });

  once.describe('trend tags', () => {
    it('lists the tags with both slugs and descriptions', async () => {
      const body = await run<{ adminTrendTags: Row[] }>(`{ adminTrendTags { ${TAG_FIELDS} } }`);
      expect(body.data?.adminTrendTags).toContainEqual(
        expect.objectContaining({ id: String(f.tagIds[0]), slugES: 'paisaje', slugEN: 'landscape', worksCount: 0 }),
      );
    });

    it('renames a tag: the public trends query shows the new name in each language, with one audit entry', async () => {
      const id = String(f.tagIds[0]);
      const before = (await audit()).length;
      const body = await run<Change<'updateTrendTag', Row>>(UPDATE_TAG, {
        id,
        input: {
          type: 'themesTags',
          nameES: 'Paisaje urbano',
          nameEN: 'Cityscape',
          slugES: 'paisaje-urbano',
          slugEN: 'cityscape',
          descriptionES: 'Calles y plazas.',
          descriptionEN: 'Streets and squares.',
        },
      });
      expect(body.data?.updateTrendTag).toMatchObject({
        ok: true,
        tag: { id, nameES: 'Paisaje urbano', slugEN: 'cityscape', descriptionEN: 'Streets and squares.' },
      });
      const es = await publicQuery<{ trends: Row[] }>(PUBLIC_TRENDS, {}, 'es');
      expect(es.data?.trends).toContainEqual({ id, name: 'Paisaje urbano', slug: 'paisaje-urbano' });
      const en = await publicQuery<{ trends: Row[] }>(PUBLIC_TRENDS, {}, 'en');
      expect(en.data?.trends).toContainEqual({ id, name: 'Cityscape', slug: 'cityscape' });
      const entries = await audit();
      expect(entries).toHaveLength(before + 1);
      expect(entries.at(-1)).toMatchObject({ action: 'update', entity: 'tag', entityId: id });
    });

    it('creates a tag with slugs derived from its names', async () => {
      const body = await run<Change<'createTrendTag', Row>>(CREATE_TAG, {
        input: { type: 'technicsTags', nameES: 'Óleo sobre tabla', nameEN: 'Oil on panel' },
      });
      expect(body.data?.createTrendTag).toMatchObject({
        ok: true,
        tag: { type: 'technicsTags', slugES: 'oleo-sobre-tabla', slugEN: 'oil-on-panel' },
      });
      expect((await audit()).at(-1)).toMatchObject({ action: 'create', entity: 'tag' });
    });

    it.each([
      ['an unknown type', { type: 'colores' }, 'type', 'admin.trendType', {}],
      ['a taken Spanish slug', { slugES: 'abstracto' }, 'slugES', 'admin.slugTaken', {}],
      ['a taken English slug', { slugEN: 'abstract' }, 'slugEN', 'admin.slugTaken', {}],
      ['a malformed slug', { slugES: "x' or 1=1 --" }, 'slugES', 'admin.slug', {}],
      ['a name with HTML', { nameES: '<b>Paisaje</b>' }, 'nameES', 'admin.markup', {}],
      ['a missing English name', { nameEN: '' }, 'nameEN', 'admin.required', {}],
      [
        'an oversized description',
        { descriptionEN: 'x'.repeat(2001) },
        'descriptionEN',
        'admin.tooLong',
        { max: 2000 },
      ],
    ])('refuses %s in both languages and changes nothing', async (_label, change, field, code, params) => {
      const id = f.tagIds[0]!;
      const before = (await audit()).length;
      const [row] = await api.database.db.select().from(trendTags).where(eq(trendTags.id, id));
      const input = {
        type: 'themesTags',
        nameES: 'Paisaje urbano',
        nameEN: 'Cityscape',
        slugES: 'paisaje-urbano',
        slugEN: 'cityscape',
        ...change,
      };
      for (const lang of ['es', 'en'] as const) {
        const body = await run<Change<'updateTrendTag', Row>>(UPDATE_TAG, { id: String(id), input }, { lang });
        expect(body.data?.updateTrendTag).toEqual({
          ok: false,
          errors: [{ field, message: message(lang, code, params) }],
          tag: null,
        });
      }
      expect(await audit()).toHaveLength(before);
      expect((await api.database.db.select().from(trendTags).where(eq(trendTags.id, id)))[0]).toEqual(row);
    });

    it('refuses an unknown or impossible tag id', async () => {
      for (const id of ['999999', '-1', "1' or '1'='1"]) {
        const body = await run<Change<'updateTrendTag', Row>>(
          UPDATE_TAG,
          { id, input: { type: 'themesTags', nameES: 'A', nameEN: 'B' } },
          { lang: 'en' },
        );
        expect(body.data?.updateTrendTag.errors).toEqual([
          { field: 'id', message: message('en', 'admin.tagNotFound') },
        ]);
      }
      const none = await run<{ adminTrendTag: Row | null }>('{ adminTrendTag(id: "999999") { id } }');
      expect(none.data?.adminTrendTag).toBeNull();
    });
  });

  once.describe('shows', () => {
    const SHOW = {
      titleES: 'Pintura en el jardín',
      titleEN: 'Painting in the garden',
      infoES: 'Una selección.\n\nDos obras.',
      infoEN: 'A selection.\n\nTwo works.',
      catalog: 'am25',
      startsOn: '2025-03-01',
      endsOn: '2025-03-31',
    };

    it('creates a show whose works the public show query lists in their order, in each language', async () => {
      const before = (await audit()).length;
      const workIds = [String(f.workIds.jardin), String(f.workIds.azul)];
      const body = await run<Change<'createShow', Row>>(CREATE_SHOW, {
        input: { ...SHOW, galleryId: String(f.galleryId), workIds },
      });
      expect(body.data?.createShow).toMatchObject({
        ok: true,
        show: {
          slugES: 'pintura-en-el-jardin',
          slugEN: 'painting-in-the-garden',
          catalog: 'AM25',
          galleryName: 'Galería Norte',
          workIds,
        },
      });
      const es = await publicQuery<{ getExposition: Row | null }>(PUBLIC_SHOW, { slug: 'pintura-en-el-jardin' }, 'es');
      expect(es.data?.getExposition).toEqual({
        title: 'Pintura en el jardín',
        slug: 'pintura-en-el-jardin',
        info: SHOW.infoES,
        works: [{ slug: 'jardin-de-invierno' }, { slug: 'pintura-azul' }],
      });
      const en = await publicQuery<{ getExposition: Row | null }>(
        PUBLIC_SHOW,
        { slug: 'painting-in-the-garden' },
        'en',
      );
      expect(en.data?.getExposition).toMatchObject({ title: 'Painting in the garden', slug: 'painting-in-the-garden' });
      expect((await audit()).slice(before)).toEqual([
        expect.objectContaining({ action: 'create', entity: 'show', entityId: body.data?.createShow.show?.['id'] }),
      ]);
    });

    it('reorders and removes works of a show, seen at once by the public query', async () => {
      const body = await run<Change<'updateShow', Row>>(UPDATE_SHOW, {
        id: String(f.showId),
        input: { titleES: 'Azules', titleEN: 'Blues', catalog: 'AM25', workIds: [String(f.workIds.jardin)] },
      });
      expect(body.data?.updateShow).toMatchObject({
        ok: true,
        show: { slugES: 'azules', workIds: [String(f.workIds.jardin)] },
      });
      const shown = await publicQuery<{ getExposition: { works: Row[] } }>(PUBLIC_SHOW, { slug: 'azules' });
      expect(shown.data?.getExposition.works).toEqual([{ slug: 'jardin-de-invierno' }]);
      expect((await audit()).at(-1)).toMatchObject({ action: 'update', entity: 'show', entityId: String(f.showId) });
    });

    it('lists, searches without accents and sorts the shows', async () => {
      const found = await run<{ adminShows: { total: number; items: Row[] } }>(
        '{ adminShows(q: "JARDIN") { total items { titleES } } }',
      );
      expect(found.data?.adminShows).toEqual({ total: 1, items: [{ titleES: 'Pintura en el jardín' }] });
      const sorted = await run<{ adminShows: { total: number; items: Row[] } }>(
        '{ adminShows(sort: TITLE, order: ASC) { total items { titleES } } }',
      );
      expect(sorted.data?.adminShows.items.map((s) => s['titleES'])).toEqual(['Azules', 'Pintura en el jardín']);
      const one = await run<{ adminShow: Row | null }>(`{ adminShow(id: "${f.showId}") { titleEN workIds } }`);
      expect(one.data?.adminShow).toEqual({ titleEN: 'Blues', workIds: [String(f.workIds.jardin)] });
      const refused = await run('{ adminShows(perPage: 500) { total } }', {}, { lang: 'en' });
      expect(refused.errors?.[0]?.message).toBe(message('en', 'admin.perPageInvalid', { max: 100 }));
    });

    it.each([
      ['an unknown work', { workIds: ['999999'] }, 'workIds', 'admin.workUnknown', {}],
      ['a malformed work id', { workIds: ['1; drop table works'] }, 'workIds', 'admin.workUnknown', {}],
      [
        'too many works',
        { workIds: Array.from({ length: 201 }, (_, i) => String(i + 1)) },
        'workIds',
        'admin.tooMany',
        { max: 200 },
      ],
      ['an unknown catalogue', { catalog: 'ZZ99' }, 'catalog', 'admin.catalogUnknown', {}],
      ['a missing catalogue', { catalog: '' }, 'catalog', 'admin.required', {}],
      ['an unknown gallery', { galleryId: '999999' }, 'galleryId', 'admin.galleryUnknown', {}],
      ['an image never uploaded', { imageKey: 'shows/none' }, 'imageKey', 'admin.imageUnknown', {}],
      ['an image key that climbs out', { imageKey: '../../etc/passwd' }, 'imageKey', 'admin.imageUnknown', {}],
      ['a taken Spanish slug', { slugES: 'pintura-en-el-jardin' }, 'slugES', 'admin.slugTaken', {}],
      ['a title with HTML', { titleES: '<script>alert(1)</script>' }, 'titleES', 'admin.markup', {}],
      ['a text with HTML', { infoEN: 'Hello <iframe src="//x">' }, 'infoEN', 'admin.markup', {}],
      ['an oversized title', { titleEN: 'x'.repeat(201) }, 'titleEN', 'admin.tooLong', { max: 200 }],
      ['an end before the start', { startsOn: '2025-03-10', endsOn: '2025-03-01' }, 'endsOn', 'admin.dateOrder', {}],
    ])('refuses %s in both languages and changes nothing', async (_label, change, field, code, params) => {
      const before = (await audit()).length;
      const [row] = await api.database.db.select().from(expositions).where(eq(expositions.id, f.showId));
      const count = async () => (await api.database.db.select({ n: countOf() }).from(expositionWorks))[0]?.n;
      const links = await count();
      const input = { titleES: 'Azules', titleEN: 'Blues', catalog: 'AM25', ...change };
      for (const lang of ['es', 'en'] as const) {
        const body = await run<Change<'updateShow', Row>>(UPDATE_SHOW, { id: String(f.showId), input }, { lang });
        expect(body.data?.updateShow).toEqual({
          ok: false,
          errors: [{ field, message: message(lang, code, params) }],
          show: null,
        });
      }
      expect(await audit()).toHaveLength(before);
      expect((await api.database.db.select().from(expositions).where(eq(expositions.id, f.showId)))[0]).toEqual(row);
      expect(await count()).toBe(links);
    });

    it('refuses an unknown show id', async () => {
      const body = await run<Change<'updateShow', Row>>(UPDATE_SHOW, {
        id: '999999',
        input: { titleES: 'A', titleEN: 'B', catalog: 'AM25' },
      });
      expect(body.data?.updateShow.errors).toEqual([{ field: 'id', message: message('es', 'admin.showNotFound') }]);
      const none = await run<{ adminShow: Row | null }>('{ adminShow(id: "abc") { id } }');
      expect(none.data?.adminShow).toBeNull();
    });
  });

  once.it('lets admins read the entries of these changes in the audit log', async () => {
    const body = await run<{ auditLog: { items: { entity: string }[] } }>(
      '{ auditLog(perPage: 100) { items { entity } } }',
      {},
      { caller: 'admin' },
    );
    const entities = new Set(body.data?.auditLog.items.map((e) => e.entity));
    expect([...entities].sort()).toEqual(expect.arrayContaining(['catalog', 'show', 'tag']));
  });
});
