import { HttpError } from 'ra-core';
import { createDataProvider } from './data-provider';
import { workInput } from './data';
import { createGraphQLRequest } from './graphql-client';
import { fakeFetch, operationOf } from './test-fetch';

const work = {
  id: '7',
  slug: 'jardin-azul',
  titleES: 'Jardín azul',
  titleEN: 'Blue garden',
  images: [{ key: 'works/7/a', width: 800, height: 600, thumbnail: '/api/images/works/7/a/2.jpg' }],
};

function provider(answer: Parameters<typeof fakeFetch>[0], lang = 'es') {
  const fake = fakeFetch(answer);
  const request = createGraphQLRequest({ lang: () => lang, fetch: fake.fetch });
  return { dataProvider: createDataProvider(request), calls: fake.calls };
}

describe('the data provider', () => {
  it('lists works with the page, the sort enum, the order and the filters, same-origin, in the UI language', async () => {
    const { dataProvider, calls } = provider(
      () => ({ body: { data: { adminWorks: { items: [work], total: 31 } } } }),
      'en',
    );
    const result = await dataProvider.getList('works', {
      pagination: { page: 2, perPage: 10 },
      sort: { field: 'price', order: 'DESC' },
      filter: {
        q: ' jardín ',
        artistId: '3',
        discipline: '2',
        workState: 'Disponible',
        catalog: 'AM25',
        galleryId: '',
      },
    });
    expect(result).toEqual({ data: [work], total: 31 });
    expect(calls).toHaveLength(1);
    const [call] = calls;
    expect(call!.url).toBe(`${window.location.origin}/api/graphql`);
    expect(call!.init.method).toBe('POST');
    expect(call!.init.credentials).toBe('same-origin');
    expect(call!.headers).toMatchObject({ 'content-type': 'application/json', 'accept-language': 'en' });
    expect(operationOf(call!)).toBe('AdminWorks');
    expect(call!.variables).toEqual({
      page: 2,
      perPage: 10,
      sort: 'PRICE',
      order: 'DESC',
      filter: { q: 'jardín', artistId: '3', discipline: 2, workState: 'Disponible', catalog: 'AM25' },
    });
  });

  it('keeps the page size within the API limit and leaves an unknown sort field to the default order', async () => {
    const { dataProvider, calls } = provider(() => ({ body: { data: { adminUsers: { items: [], total: 0 } } } }));
    await dataProvider.getList('users', {
      pagination: { page: 0, perPage: 5000 },
      sort: { field: 'password', order: 'ASC' },
      filter: { q: "' OR 1=1 --", role: 'editor' },
    });
    expect(calls[0]!.variables).toEqual({ page: 1, perPage: 100, order: 'ASC', q: "' OR 1=1 --", role: 'editor' });
  });

  it('maps getManyReference to the list filtered by the target', async () => {
    const { dataProvider, calls } = provider(() => ({ body: { data: { adminWorks: { items: [], total: 0 } } } }));
    await dataProvider.getManyReference('works', {
      target: 'artistId',
      id: 12,
      pagination: { page: 1, perPage: 25 },
      sort: { field: 'titleES', order: 'ASC' },
      filter: {},
    });
    expect(calls[0]!.variables).toMatchObject({ sort: 'TITLE', filter: { artistId: '12' } });
  });

  it('reads several records by id, and catalogues from their one list', async () => {
    const { dataProvider, calls } = provider((call) =>
      operationOf(call) === 'AdminCatalogs'
        ? {
            body: {
              data: {
                adminCatalogs: [
                  { id: '1', prefix: 'AM25' },
                  { id: '2', prefix: 'MARKET' },
                ],
              },
            },
          }
        : { body: { data: { adminArtist: { id: call.variables['id'], fullName: 'A' } } } },
    );
    const artists = await dataProvider.getMany('artists', { ids: ['4', '5'] });
    expect(artists.data.map((a) => a.id)).toEqual(['4', '5']);
    const catalogs = await dataProvider.getMany('catalogs', { ids: ['2'] });
    expect(catalogs.data).toEqual([{ id: '2', prefix: 'MARKET' }]);
    expect(calls.map(operationOf)).toEqual(['AdminArtist', 'AdminArtist', 'AdminCatalogs']);
  });

  it('answers a missing record as react-admin’s not-found', async () => {
    const { dataProvider } = provider(() => ({ body: { data: { adminWork: null } } }));
    await expect(dataProvider.getOne('works', { id: '999' })).rejects.toMatchObject({ status: 404 });
  });

  it('sends a work form as AdminWorkInput, images as their keys in order', async () => {
    const { dataProvider, calls } = provider(() => ({
      body: { data: { updateWork: { ok: true, errors: [], work } } },
    }));
    const saved = await dataProvider.update('works', {
      id: '7',
      previousData: work,
      data: {
        ...work,
        artistId: 3,
        galleryId: '',
        catalogs: ['AM25'],
        discipline: 1,
        widthCm: 50,
        heightCm: '40,5',
        depthCm: null,
        year: 2024,
        price: 1210,
        workState: 'Disponible',
        tagIds: [2],
        colours: ['blue'],
        images: [{ key: 'b' }, { key: 'a' }],
      },
    });
    expect(saved.data).toEqual(work);
    expect(operationOf(calls[0]!)).toBe('UpdateWork');
    expect(calls[0]!.variables).toEqual({
      id: '7',
      input: expect.objectContaining({
        artistId: '3',
        galleryId: null,
        heightCm: 40.5,
        depthCm: null,
        price: 1210,
        tagIds: ['2'],
        colours: ['blue'],
        imageKeys: ['b', 'a'],
      }),
    });
  });

  it('turns a refused change into server-side validation errors under each field', async () => {
    const { dataProvider } = provider(() => ({
      body: {
        data: {
          createWork: {
            ok: false,
            errors: [
              { field: 'titleES', message: 'Este campo es obligatorio.' },
              { field: 'imageKeys', message: 'Alguna imagen no está subida.' },
            ],
            work: null,
          },
        },
      },
    }));
    const error: unknown = await dataProvider.create('works', { data: {} }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(HttpError);
    expect(error).toMatchObject({
      status: 400,
      message: 'Este campo es obligatorio.',
      body: {
        errors: {
          titleES: 'Este campo es obligatorio.',
          images: 'Alguna imagen no está subida.',
          root: { serverError: 'Este campo es obligatorio.' },
        },
      },
    });
  });

  it('turns GraphQL errors into errors with the API’s message and the status of their code', async () => {
    const { dataProvider } = provider(() => ({
      body: { errors: [{ message: 'No tienes permiso para hacer esto.', extensions: { code: 'FORBIDDEN' } }] },
    }));
    await expect(dataProvider.getList('audit', {})).rejects.toMatchObject({
      status: 403,
      message: 'No tienes permiso para hacer esto.',
      body: { code: 'FORBIDDEN' },
    });
    const anonymous = provider(() => ({
      body: { errors: [{ message: 'Accede primero.', extensions: { code: 'UNAUTHENTICATED' } }] },
    }));
    await expect(anonymous.dataProvider.getOne('works', { id: '1' })).rejects.toMatchObject({ status: 401 });
  });

  it('refuses what the back office does not offer, without calling the API', async () => {
    const { dataProvider, calls } = provider(() => ({ body: {} }));
    await expect(dataProvider.delete('works', { id: '1' })).rejects.toMatchObject({ status: 405 });
    await expect(dataProvider.getList('refunds', {})).rejects.toMatchObject({ status: 405 });
    await expect(dataProvider.create('orders', { data: {} })).rejects.toMatchObject({ status: 405 });
    expect(calls).toHaveLength(0);
  });

  it('reports a server that answers no JSON as a communication error', async () => {
    const { dataProvider } = provider(() => ({ status: 502, body: undefined }));
    await expect(dataProvider.getList('works', {})).rejects.toMatchObject({
      status: 502,
      message: 'ra.notification.http_error',
    });
  });

  it('builds the input with nulls for blank optional numbers', () => {
    const input = workInput({ titleES: 'T', year: '', price: '', depthCm: undefined, colours: undefined });
    expect(input).toMatchObject({ year: null, price: null, depthCm: null, colours: null, imageKeys: [] });
  });
});
