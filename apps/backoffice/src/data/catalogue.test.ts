/**
 * The catalogue vocabularies' data handlers (catalogues, trend tags, shows) through the data provider: the small lists
 * read whole and searched, sorted and paged here; form values as the API's inputs (blank as null, the prefix fixed on
 * update, the image as its key, the works in their order); the "make current" operation; refusals under their fields;
 * and the same zod schemas the API runs.
 */
import { HttpError } from 'ra-core';
import { adminCatalogInputSchema, adminShowInputSchema, adminTrendTagInputSchema } from '@art/admin-model';
import { createDataProvider } from '../data-provider';
import { createGraphQLRequest } from '../graphql-client';
import { fakeFetch, operationOf } from '../test-fetch';
import { schemaValidator } from '../validation';
import { catalogInput } from './catalogs';
import { showInput } from './shows';
import { trendTagInput } from './tags';

function provider(answer: Parameters<typeof fakeFetch>[0], lang = 'es') {
  const fake = fakeFetch(answer);
  const request = createGraphQLRequest({ lang: () => lang, fetch: fake.fetch });
  return { dataProvider: createDataProvider(request), calls: fake.calls };
}

const catalog = (prefix: string, year: number, extra: Record<string, unknown> = {}) => ({
  id: prefix,
  prefix,
  year,
  nameES: `Edición ${prefix}`,
  nameEN: `Edition ${prefix}`,
  isCurrent: false,
  isMarket: false,
  ...extra,
});
const CATALOGS = [
  catalog('AM18', 2018),
  catalog('AM25', 2025, { isCurrent: true }),
  catalog('MARKET', 2025, { isMarket: true, nameES: 'Mercado', nameEN: 'Market' }),
  catalog('AM21', 2021),
];

describe('the catalogues handler', () => {
  const catalogsProvider = () => provider(() => ({ body: { data: { adminCatalogs: CATALOGS } } }));

  it('lists the catalogues latest year first by default, searched by prefix or name, in pages', async () => {
    const { dataProvider, calls } = catalogsProvider();
    const all = await dataProvider.getList('catalogs', {
      pagination: { page: 1, perPage: 2 },
      sort: { field: 'year', order: 'DESC' },
      filter: {},
    });
    expect(all.total).toBe(4);
    expect(all.data.map((c) => c.id)).toEqual(['AM25', 'MARKET']);
    const second = await dataProvider.getList('catalogs', {
      pagination: { page: 2, perPage: 2 },
      sort: { field: 'year', order: 'DESC' },
      filter: {},
    });
    expect(second.data.map((c) => c.id)).toEqual(['AM21', 'AM18']);
    const found = await dataProvider.getList('catalogs', {
      pagination: { page: 1, perPage: 25 },
      sort: { field: 'prefix', order: 'ASC' },
      filter: { q: 'mercado' },
    });
    expect(found).toEqual({ data: [CATALOGS[2]], total: 1 });
    expect(calls.map(operationOf)).toEqual(['AdminCatalogs', 'AdminCatalogs', 'AdminCatalogs']);
  });

  it('keeps the works form’s choices: every catalogue by its prefix through useGetList and getMany', async () => {
    const { dataProvider } = catalogsProvider();
    const list = await dataProvider.getList('catalogs', { pagination: { page: 1, perPage: 100 } });
    expect(list.data.map((c) => c.prefix).sort()).toEqual(['AM18', 'AM21', 'AM25', 'MARKET']);
    const many = await dataProvider.getMany('catalogs', { ids: ['AM21'] });
    expect(many.data).toEqual([CATALOGS[3]]);
  });

  it('reads one catalogue by its prefix', async () => {
    const { dataProvider, calls } = provider(() => ({ body: { data: { adminCatalog: CATALOGS[1] } } }));
    const one = await dataProvider.getOne('catalogs', { id: 'AM25' });
    expect(one.data).toEqual(CATALOGS[1]);
    expect(operationOf(calls[0]!)).toBe('AdminCatalog');
    expect(calls[0]!.variables).toEqual({ id: 'AM25' });
  });

  it('sends a catalogue form as AdminCatalogInput, blanks as null, and the record’s own prefix on update', async () => {
    const { dataProvider, calls } = provider(() => ({
      body: { data: { updateCatalog: { ok: true, errors: [], catalog: CATALOGS[1] } } },
    }));
    await dataProvider.update('catalogs', {
      id: 'AM25',
      previousData: CATALOGS[1]!,
      data: {
        prefix: 'AM99',
        year: '2025',
        edition: '',
        nameES: 'ArteMadrid 25',
        nameEN: 'ArteMadrid 25',
        startsOn: '2025-02-26',
        endsOn: '',
        venueES: 'Galería de Cristal',
        catalogUrl: '  ',
      },
    });
    expect(operationOf(calls[0]!)).toBe('UpdateCatalog');
    expect(calls[0]!.variables).toEqual({
      id: 'AM25',
      input: {
        prefix: 'AM25',
        year: 2025,
        edition: null,
        nameES: 'ArteMadrid 25',
        nameEN: 'ArteMadrid 25',
        startsOn: '2025-02-26',
        endsOn: null,
        venueES: 'Galería de Cristal',
        venueEN: '',
        address: '',
        openingHoursES: '',
        openingHoursEN: '',
        catalogUrl: null,
      },
    });
  });

  it('makes an edition current through its own operation, and shows a refusal under the prefix', async () => {
    const { dataProvider, calls } = provider((call) =>
      call.variables['prefix'] === 'MARKET'
        ? {
            body: {
              data: {
                setCurrentCatalog: {
                  ok: false,
                  errors: [{ field: 'prefix', message: 'El mercado no puede ser la edición actual.' }],
                  catalog: null,
                },
              },
            },
          }
        : {
            body: {
              data: { setCurrentCatalog: { ok: true, errors: [], catalog: { ...CATALOGS[3], isCurrent: true } } },
            },
          },
    );
    const made = await (
      dataProvider as unknown as { setCurrentCatalog(prefix: string): Promise<{ data: unknown }> }
    ).setCurrentCatalog('AM21');
    expect(made.data).toMatchObject({ prefix: 'AM21', isCurrent: true });
    expect(operationOf(calls[0]!)).toBe('SetCurrentCatalog');
    const refused = (
      dataProvider as unknown as { setCurrentCatalog(prefix: string): Promise<{ data: unknown }> }
    ).setCurrentCatalog('MARKET');
    await expect(refused).rejects.toBeInstanceOf(HttpError);
    await expect(refused).rejects.toMatchObject({
      status: 400,
      body: { errors: { prefix: 'El mercado no puede ser la edición actual.' } },
    });
  });

  it('validates the form with the API’s schema: prefix, dates in order, an http(s) link, no HTML', () => {
    const validate = schemaValidator(adminCatalogInputSchema, catalogInput);
    expect(
      validate({
        prefix: 'am26',
        year: 2026,
        nameES: 'ArteMadrid 26',
        nameEN: 'ArteMadrid 26',
        startsOn: '2026-02-25',
        endsOn: '2026-03-01',
        catalogUrl: 'https://example.com/26.pdf',
      }),
    ).toEqual({});
    const errors = validate({
      prefix: 'AM 26',
      year: 3000,
      nameES: '<b>x</b>',
      nameEN: '',
      startsOn: '2026-03-02',
      endsOn: '2026-03-01',
      catalogUrl: 'javascript:alert(1)',
    });
    expect(errors).toEqual({
      prefix: { message: 'errors:admin.catalogPrefix', args: {} },
      year: { message: 'errors:admin.range', args: { min: 1990, max: 2100 } },
      nameES: { message: 'errors:admin.markup', args: {} },
      nameEN: { message: 'errors:admin.required', args: {} },
      endsOn: { message: 'errors:admin.dateOrder', args: {} },
      catalogUrl: { message: 'errors:admin.website', args: {} },
    });
  });
});

const TAGS = [
  {
    id: '1',
    type: 'themesTags',
    nameES: 'Paisaje',
    nameEN: 'Landscape',
    slugES: 'paisaje',
    slugEN: 'landscape',
    worksCount: 3,
  },
  { id: '2', type: 'technicsTags', nameES: 'Óleo', nameEN: 'Oil', slugES: 'oleo', slugEN: 'oil', worksCount: 9 },
  {
    id: '3',
    type: 'themesTags',
    nameES: 'Retrato',
    nameEN: 'Portrait',
    slugES: 'retrato',
    slugEN: 'portrait',
    worksCount: 0,
  },
];

describe('the trend tags handler', () => {
  it('lists the tags filtered by type and searched without accents, sorted and paged', async () => {
    const { dataProvider } = provider(() => ({ body: { data: { adminTrendTags: TAGS } } }));
    const themes = await dataProvider.getList('tags', {
      pagination: { page: 1, perPage: 25 },
      sort: { field: 'nameES', order: 'DESC' },
      filter: { type: 'themesTags' },
    });
    expect(themes).toEqual({ data: [TAGS[2], TAGS[0]], total: 2 });
    const oil = await dataProvider.getList('tags', {
      pagination: { page: 1, perPage: 25 },
      sort: { field: 'type', order: 'ASC' },
      filter: { q: 'OLEO' },
    });
    expect(oil.data.map((t) => t.id)).toEqual(['2']);
    const byWorks = await dataProvider.getList('tags', {
      pagination: { page: 1, perPage: 1 },
      sort: { field: 'worksCount', order: 'DESC' },
      filter: {},
    });
    expect(byWorks).toEqual({ data: [TAGS[1]], total: 3 });
  });

  it('sends a tag form as AdminTrendTagInput (blank slugs: derived by the API) and its refusals under their fields', async () => {
    const { dataProvider, calls } = provider(() => ({
      body: {
        data: {
          createTrendTag: {
            ok: false,
            errors: [{ field: 'slugES', message: 'Ya hay otro registro con este slug.' }],
            tag: null,
          },
        },
      },
    }));
    const saving = dataProvider.create('tags', {
      data: { type: 'themesTags', nameES: 'Paisaje', nameEN: 'Landscape', slugES: 'paisaje', slugEN: ' ' },
    });
    await expect(saving).rejects.toMatchObject({
      status: 400,
      body: { errors: { slugES: 'Ya hay otro registro con este slug.' } },
    });
    expect(operationOf(calls[0]!)).toBe('CreateTrendTag');
    expect(calls[0]!.variables).toEqual({
      input: {
        type: 'themesTags',
        nameES: 'Paisaje',
        nameEN: 'Landscape',
        slugES: 'paisaje',
        slugEN: null,
        descriptionES: '',
        descriptionEN: '',
      },
    });
  });

  it('validates the form with the API’s schema', () => {
    const validate = schemaValidator(adminTrendTagInputSchema, trendTagInput);
    expect(validate({ type: 'themesTags', nameES: 'Paisaje', nameEN: 'Landscape' })).toEqual({});
    expect(validate({ type: 'colores', nameES: '', nameEN: 'x'.repeat(121), slugES: 'Con Espacios' })).toEqual({
      type: { message: 'errors:admin.trendType', args: {} },
      nameES: { message: 'errors:admin.required', args: {} },
      nameEN: { message: 'errors:admin.tooLong', args: { max: 120 } },
      slugES: { message: 'errors:admin.slug', args: {} },
    });
  });
});

describe('the shows handler', () => {
  const show = { id: '5', titleES: 'Azules', titleEN: 'Blues', workIds: ['9', '3'] };

  it('lists shows with the sort enum and the search', async () => {
    const { dataProvider, calls } = provider(() => ({ body: { data: { adminShows: { items: [show], total: 1 } } } }));
    const result = await dataProvider.getList('shows', {
      pagination: { page: 3, perPage: 10 },
      sort: { field: 'startsOn', order: 'DESC' },
      filter: { q: ' azul ' },
    });
    expect(result).toEqual({ data: [show], total: 1 });
    expect(operationOf(calls[0]!)).toBe('AdminShows');
    expect(calls[0]!.variables).toEqual({ page: 3, perPage: 10, sort: 'STARTS_ON', order: 'DESC', q: 'azul' });
  });

  it('sends a show form as AdminShowInput: the image as its key, the works in the picked order', async () => {
    const { dataProvider, calls } = provider(() => ({
      body: { data: { updateShow: { ok: true, errors: [], show } } },
    }));
    const saved = await dataProvider.update('shows', {
      id: '5',
      previousData: show,
      data: {
        titleES: 'Azules',
        titleEN: 'Blues',
        catalog: 'AM25',
        galleryId: 4,
        startsOn: '2025-03-01',
        endsOn: null,
        image: { key: 'shows/5/a', width: 10, height: 10 },
        workIds: [9, '3'],
      },
    });
    expect(saved.data).toEqual(show);
    expect(operationOf(calls[0]!)).toBe('UpdateShow');
    expect(calls[0]!.variables).toEqual({
      id: '5',
      input: {
        titleES: 'Azules',
        titleEN: 'Blues',
        slugES: null,
        slugEN: null,
        infoES: '',
        infoEN: '',
        catalog: 'AM25',
        galleryId: '4',
        startsOn: '2025-03-01',
        endsOn: null,
        imageKey: 'shows/5/a',
        workIds: ['9', '3'],
      },
    });
  });

  it('shows a refused image under the image field', async () => {
    const { dataProvider } = provider(() => ({
      body: {
        data: {
          createShow: { ok: false, errors: [{ field: 'imageKey', message: 'La imagen no está subida.' }], show: null },
        },
      },
    }));
    await expect(
      dataProvider.create('shows', { data: { titleES: 'A', titleEN: 'B', catalog: 'AM25', image: { key: 'x/y' } } }),
    ).rejects.toMatchObject({ body: { errors: { image: 'La imagen no está subida.' } } });
  });

  it('validates the form with the API’s schema: titles, catalogue, dates in order, works', () => {
    const validate = schemaValidator(adminShowInputSchema, showInput);
    expect(validate({ titleES: 'Azules', titleEN: 'Blues', catalog: 'am25', workIds: ['1', '2'] })).toEqual({});
    expect(
      validate({
        titleES: '<script>',
        titleEN: '',
        catalog: '',
        startsOn: '2025-03-10',
        endsOn: '2025-03-01',
        workIds: ['1', 'dos'],
      }),
    ).toEqual({
      titleES: { message: 'errors:admin.markup', args: {} },
      titleEN: { message: 'errors:admin.required', args: {} },
      catalog: { message: 'errors:admin.required', args: {} },
      endsOn: { message: 'errors:admin.dateOrder', args: {} },
      workIds: { message: 'errors:admin.workUnknown', args: {} },
    });
  });
});
