/**
 * The content's data handlers (posts, banners, activities) through the data provider: list variables (sort enum,
 * filters), form values as the API's inputs (dates as ISO 8601, images as keys, switches as booleans), the publish
 * button's operation, refusals under their fields, and the same zod schemas the API runs.
 */
import { HttpError } from 'ra-core';
import { adminActivityInputSchema, adminBannerInputSchema, adminPostInputSchema } from '@art/admin-model';
import { createDataProvider } from '../data-provider';
import { createGraphQLRequest } from '../graphql-client';
import { fakeFetch, operationOf } from '../test-fetch';
import { schemaValidator } from '../validation';
import { activityInput } from './activities';
import { bannerInput } from './banners';
import { instantOrNull, postInput, postsFilter } from './posts';

const post = { id: '4', titleES: 'Abre la feria', published: false, visible: false };

function provider(answer: Parameters<typeof fakeFetch>[0], lang = 'es') {
  const fake = fakeFetch(answer);
  const request = createGraphQLRequest({ lang: () => lang, fetch: fake.fetch });
  return { dataProvider: createDataProvider(request), calls: fake.calls };
}

describe('the posts handler', () => {
  it('lists posts with the sort enum and the search, category and state filters', async () => {
    const { dataProvider, calls } = provider(() => ({ body: { data: { adminPosts: { items: [post], total: 1 } } } }));
    const result = await dataProvider.getList('posts', {
      pagination: { page: 1, perPage: 25 },
      sort: { field: 'publishedAt', order: 'DESC' },
      filter: { q: ' feria ', category: 'actualidad', published: 'false' },
    });
    expect(result).toEqual({ data: [post], total: 1 });
    expect(operationOf(calls[0]!)).toBe('AdminPosts');
    expect(calls[0]!.variables).toEqual({
      page: 1,
      perPage: 25,
      sort: 'PUBLISHED_AT',
      order: 'DESC',
      filter: { q: 'feria', category: 'actualidad', published: false },
    });
  });

  it('reads the state filter as a boolean or none', () => {
    expect(postsFilter({ published: 'true' }).published).toBe(true);
    expect(postsFilter({ published: false }).published).toBe(false);
    expect(postsFilter({ published: '' }).published).toBeUndefined();
    expect(postsFilter({ published: 'maybe' }).published).toBeUndefined();
  });

  it('sends a post form as AdminPostInput: the image as its key, the date as ISO 8601, the switch as a boolean', async () => {
    const { dataProvider, calls } = provider(() => ({
      body: { data: { createPost: { ok: true, errors: [], post } } },
    }));
    const saved = await dataProvider.create('posts', {
      data: {
        titleES: ' Abre la feria ',
        titleEN: 'The fair opens',
        slugES: '',
        category: 'actualidad',
        publishedAt: '2025-02-10T10:30:00.000Z',
        published: true,
        image: { key: 'upload/abc', thumbnail: '/api/images/upload/abc/2.jpg' },
      },
    });
    expect(saved.data).toEqual(post);
    expect(operationOf(calls[0]!)).toBe('CreatePost');
    expect(calls[0]!.variables).toEqual({
      input: {
        titleES: ' Abre la feria ',
        titleEN: 'The fair opens',
        slugES: null,
        slugEN: null,
        category: 'actualidad',
        shortContentES: '',
        shortContentEN: '',
        contentES: '',
        contentEN: '',
        author: '',
        authorEN: '',
        publishedAt: '2025-02-10T10:30:00.000Z',
        published: true,
        imageKey: 'upload/abc',
      },
    });
  });

  it('reads a datetime-local value in the browser’s time zone and leaves anything else to the schema', () => {
    expect(instantOrNull('2025-02-10T10:30')).toBe(new Date('2025-02-10T10:30').toISOString());
    expect(instantOrNull('')).toBeNull();
    expect(instantOrNull(null)).toBeNull();
    expect(instantOrNull('mañana')).toBe('mañana');
  });

  it('publishes through setPostPublished, and shows its refusal under the id', async () => {
    const { dataProvider, calls } = provider(() => ({
      body: { data: { setPostPublished: { ok: true, errors: [], post: { ...post, published: true } } } },
    }));
    const answer = await (
      dataProvider as unknown as { setPostPublished(id: string, published: boolean): Promise<{ data: unknown }> }
    ).setPostPublished('4', true);
    expect(answer.data).toEqual({ ...post, published: true });
    expect(operationOf(calls[0]!)).toBe('SetPostPublished');
    expect(calls[0]!.variables).toEqual({ id: '4', published: true });

    const refused = provider(() => ({
      body: {
        data: {
          setPostPublished: {
            ok: false,
            errors: [{ field: 'id', message: 'No existe ninguna noticia con ese identificador.' }],
            post: null,
          },
        },
      },
    }));
    const error: unknown = await (
      refused.dataProvider as unknown as { setPostPublished(id: string, published: boolean): Promise<unknown> }
    )
      .setPostPublished('999', true)
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(HttpError);
    expect(error).toMatchObject({
      status: 400,
      body: { errors: { id: 'No existe ninguna noticia con ese identificador.' } },
    });
  });

  it('shows a refused image key under the image field', async () => {
    const { dataProvider } = provider(() => ({
      body: {
        data: {
          updatePost: {
            ok: false,
            errors: [{ field: 'imageKey', message: 'Alguna imagen no está subida o su clave no es válida.' }],
            post: null,
          },
        },
      },
    }));
    const error: unknown = await dataProvider
      .update('posts', { id: '4', previousData: post, data: { titleES: 'x' } })
      .catch((e: unknown) => e);
    expect(error).toMatchObject({
      body: { errors: { image: 'Alguna imagen no está subida o su clave no es válida.' } },
    });
  });

  it('validates the form with the API’s schema, with message keys and values', () => {
    const validate = schemaValidator(adminPostInputSchema, postInput);
    expect(validate({ titleES: '<b>Hola</b>', titleEN: 'Hi', category: 'rumores', publishedAt: '2025-02-31' })).toEqual(
      {
        titleES: { message: 'errors:admin.markup', args: {} },
        category: { message: 'errors:admin.postCategory', args: {} },
        publishedAt: { message: 'errors:admin.date', args: { min: 2000, max: 2100 } },
      },
    );
    expect(validate({ titleES: 'Hola', titleEN: 'Hi', category: 'agenda' })).toEqual({});
  });
});

describe('the banners handler', () => {
  it('lists banners by title with the search', async () => {
    const { dataProvider, calls } = provider(() => ({ body: { data: { adminBanners: { items: [], total: 0 } } } }));
    await dataProvider.getList('banners', {
      pagination: { page: 2, perPage: 10 },
      sort: { field: 'titleES', order: 'ASC' },
      filter: { q: 'entradas' },
    });
    expect(operationOf(calls[0]!)).toBe('AdminBanners');
    expect(calls[0]!.variables).toEqual({ page: 2, perPage: 10, sort: 'TITLE', order: 'ASC', q: 'entradas' });
  });

  it('sends a banner form as AdminBannerInput', async () => {
    const { dataProvider, calls } = provider(() => ({
      body: { data: { updateBanner: { ok: true, errors: [], banner: { id: '2' } } } },
    }));
    await dataProvider.update('banners', {
      id: '2',
      previousData: { id: '2' },
      data: {
        titleES: 'Entradas',
        titleEN: 'Tickets',
        linkUrl: ' /es/entradas ',
        published: false,
        activeFrom: '2025-02-01T00:00:00.000Z',
        activeTo: '',
        image: null,
      },
    });
    expect(operationOf(calls[0]!)).toBe('UpdateBanner');
    expect(calls[0]!.variables).toEqual({
      id: '2',
      input: {
        titleES: 'Entradas',
        titleEN: 'Tickets',
        textES: '',
        textEN: '',
        linkUrl: '/es/entradas',
        imageKey: null,
        published: false,
        activeFrom: '2025-02-01T00:00:00.000Z',
        activeTo: null,
      },
    });
  });

  it('refuses a hostile link and an end before the start in the browser too', () => {
    const validate = schemaValidator(adminBannerInputSchema, bannerInput);
    expect(
      validate({
        titleES: 'A',
        titleEN: 'B',
        linkUrl: 'javascript:alert(1)',
        activeFrom: '2025-03-01T00:00:00.000Z',
        activeTo: '2025-02-01T00:00:00.000Z',
      }),
    ).toEqual({
      linkUrl: { message: 'errors:admin.link', args: {} },
      activeTo: { message: 'errors:admin.dateOrder', args: {} },
    });
  });
});

describe('the activities handler', () => {
  it('lists activities with the category and catalogue filters', async () => {
    const { dataProvider, calls } = provider(() => ({
      body: { data: { adminActivities: { items: [], total: 0 } } },
    }));
    await dataProvider.getList('activities', {
      pagination: { page: 1, perPage: 25 },
      sort: { field: 'startsAt', order: 'DESC' },
      filter: { category: ' Visitas ', catalog: 'AM25', q: '' },
    });
    expect(operationOf(calls[0]!)).toBe('AdminActivities');
    expect(calls[0]!.variables).toEqual({
      page: 1,
      perPage: 25,
      sort: 'STARTS_AT',
      order: 'DESC',
      filter: { category: 'Visitas', catalog: 'AM25' },
    });
  });

  it('sends an activity form as AdminActivityInput, a blank start to be refused as required', () => {
    expect(activityInput({ titleES: 'Visita', catalog: '', startsAt: '', image: { key: 'upload/x' } })).toMatchObject({
      titleES: 'Visita',
      catalog: null,
      startsAt: '',
      endsAt: null,
      imageKey: 'upload/x',
    });
    const validate = schemaValidator(adminActivityInputSchema, activityInput);
    expect(validate({ titleES: 'Visita', titleEN: 'Tour', categoryES: 'Visitas', categoryEN: 'Tours' })).toEqual({
      startsAt: { message: 'errors:admin.required', args: {} },
    });
  });
});
