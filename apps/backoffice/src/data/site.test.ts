/**
 * The site content's data handlers (FAQ, pages, menu, sponsors, press) through the data provider: list variables (sort
 * enums, filters), form values as the API's inputs (blank positions and slugs as null, images and PDFs as keys, empty
 * menu blocks as none), the menu's images as the forms' image fields, refusals under their fields, the same zod
 * schemas the API runs, and the PDF upload.
 */
import { HttpError } from 'ra-core';
import {
  adminFaqInputSchema,
  adminMenuEntryInputSchema,
  adminPressItemInputSchema,
  adminSponsorInputSchema,
  adminStaticPageInputSchema,
} from '@art/admin-model';
import { createDataProvider } from '../data-provider';
import { createGraphQLRequest } from '../graphql-client';
import { fakeFetch, operationOf } from '../test-fetch';
import { looksLikePdf, uploadPdf } from '../upload-pdf';
import { schemaValidator } from '../validation';
import { faqInput } from './faqs';
import { menuBlockInput, menuEntryInput } from './menu';
import { legalFilter, pageInput } from './pages';
import { dayOf, pressItemInput } from './press';
import { sponsorInput } from './sponsors';

function provider(answer: Parameters<typeof fakeFetch>[0], lang = 'es') {
  const fake = fakeFetch(answer);
  const request = createGraphQLRequest({ lang: () => lang, fetch: fake.fetch });
  return { dataProvider: createDataProvider(request), calls: fake.calls };
}

const page = (items: unknown[]) => ({ items, total: items.length });

describe('the FAQ handler', () => {
  it('lists with the sort enum, the site filter and the search', async () => {
    const faq = { id: '1', site: 'fair', position: 0, questionES: '¿Hay guardarropa?' };
    const { dataProvider, calls } = provider(() => ({ body: { data: { adminFaqs: page([faq]) } } }));
    const result = await dataProvider.getList('faqs', {
      pagination: { page: 2, perPage: 10 },
      sort: { field: 'position', order: 'ASC' },
      filter: { q: ' mochila ', site: 'fair' },
    });
    expect(result).toEqual({ data: [faq], total: 1 });
    expect(operationOf(calls[0]!)).toBe('AdminFaqs');
    expect(calls[0]!.variables).toEqual({
      page: 2,
      perPage: 10,
      sort: 'POSITION',
      order: 'ASC',
      site: 'fair',
      q: 'mochila',
    });
  });

  it('sends a blank position as null, and shows a refusal under its field', async () => {
    const { dataProvider, calls } = provider(() => ({
      body: {
        data: {
          createFaq: {
            ok: false,
            errors: [{ field: 'answerES', message: 'No se admite HTML ni los signos < y >.' }],
            faq: null,
          },
        },
      },
    }));
    const values = {
      site: 'shop',
      position: '',
      questionES: 'P',
      questionEN: 'Q',
      answerES: '<b>x</b>',
      answerEN: 'A',
    };
    const error: unknown = await dataProvider.create('faqs', { data: values }).catch((e: unknown) => e);
    expect(calls[0]!.variables).toEqual({ input: { ...values, position: null } });
    expect(error).toBeInstanceOf(HttpError);
    expect(error).toMatchObject({
      status: 400,
      body: { errors: { answerES: 'No se admite HTML ni los signos < y >.' } },
    });
  });

  it('checks the form with the schema the API runs', () => {
    const validate = schemaValidator(adminFaqInputSchema, faqInput);
    expect(
      validate({
        site: 'fair',
        questionES: '¿Sí?',
        questionEN: 'Yes?',
        answerES: 'Sí.',
        answerEN: 'Yes.',
        position: 3,
      }),
    ).toEqual({});
    expect(validate({ site: 'blog', questionES: '', questionEN: 'Q', answerES: '<script>', answerEN: 'A' })).toEqual({
      site: { message: 'errors:admin.site', args: {} },
      questionES: { message: 'errors:admin.required', args: {} },
      answerES: { message: 'errors:admin.markup', args: {} },
    });
  });
});

describe('the pages handler', () => {
  it('lists with the legal filter as a boolean and sends blank slugs as null', async () => {
    const { dataProvider, calls } = provider((call) =>
      operationOf(call) === 'AdminStaticPages'
        ? { body: { data: { adminStaticPages: page([]) } } }
        : { body: { data: { updateStaticPage: { ok: true, errors: [], page: { id: '3', titleES: 'Aviso' } } } } },
    );
    await dataProvider.getList('pages', {
      pagination: { page: 1, perPage: 25 },
      sort: { field: 'updatedAt', order: 'DESC' },
      filter: { isLegal: 'true' },
    });
    expect(calls[0]!.variables).toMatchObject({ sort: 'UPDATED_AT', order: 'DESC', legal: true });
    const saved = await dataProvider.update('pages', {
      id: '3',
      data: {
        slugES: ' ',
        slugEN: 'legal',
        isLegal: true,
        titleES: 'Aviso',
        titleEN: 'Notice',
        contentES: 'a',
        contentEN: 'b',
      },
      previousData: { id: '3' },
    });
    expect(saved.data).toEqual({ id: '3', titleES: 'Aviso' });
    expect(calls[1]!.variables).toEqual({
      id: '3',
      input: {
        slugES: null,
        slugEN: 'legal',
        isLegal: true,
        titleES: 'Aviso',
        titleEN: 'Notice',
        contentES: 'a',
        contentEN: 'b',
      },
    });
  });

  it('reads the legal filter and the switch, and refuses markup and bad slugs like the API', () => {
    expect([legalFilter('false'), legalFilter(true), legalFilter(''), legalFilter('x')]).toEqual([
      false,
      true,
      undefined,
      undefined,
    ]);
    expect(pageInput({ isLegal: 'true' }).isLegal).toBe(true);
    expect(pageInput({}).isLegal).toBe(false);
    const validate = schemaValidator(adminStaticPageInputSchema, pageInput);
    expect(
      validate({ slugES: 'Con Espacios', titleES: 'T', titleEN: 'T', contentES: '<p>Hola</p>', contentEN: 'Hello' }),
    ).toEqual({
      slugES: { message: 'errors:admin.slug', args: {} },
      contentES: { message: 'errors:admin.markup', args: {} },
    });
  });
});

describe('the menu handler', () => {
  const entry = {
    id: '7',
    site: 'fair',
    position: 1,
    url: '/es/obras',
    mainTitleES: 'Obras',
    mainTitleEN: 'Works',
    blockWithImages: {
      titleES: 'Actualidad',
      titleEN: 'News',
      subtitleES: '',
      subtitleEN: '',
      items: [
        {
          titleES: 'Post',
          titleEN: 'Post',
          url: '/es/post/a',
          imageKey: 'upload/abc',
          imageUrl: '/api/images/upload/abc/3.webp',
        },
        { titleES: 'Sin', titleEN: 'None', url: '/es/post/b', imageKey: null, imageUrl: null },
      ],
    },
    blockWithText1: null,
    blockWithText2: null,
  };

  it('gives the blocks’ images to the forms as image fields, and sends them back as keys', async () => {
    const { dataProvider, calls } = provider((call) =>
      operationOf(call) === 'AdminMenuEntry'
        ? { body: { data: { adminMenuEntry: entry } } }
        : { body: { data: { updateMenuEntry: { ok: true, errors: [], entry } } } },
    );
    const { data } = await dataProvider.getOne('menu', { id: '7' });
    expect(data.blockWithImages.items.map((i: { image: unknown }) => i.image)).toEqual([
      { key: 'upload/abc', thumbnail: '/api/images/upload/abc/3.webp', width: 0, height: 0 },
      null,
    ]);
    expect(data.blockWithText1).toBeNull();
    await dataProvider.update('menu', {
      id: '7',
      data: { ...data, position: '', blockWithText1: { titleES: ' ', items: [] } },
      previousData: data,
    });
    expect(calls[1]!.variables).toEqual({
      id: '7',
      input: {
        site: 'fair',
        position: null,
        url: '/es/obras',
        mainTitleES: 'Obras',
        mainTitleEN: 'Works',
        blockWithImages: {
          titleES: 'Actualidad',
          titleEN: 'News',
          subtitleES: '',
          subtitleEN: '',
          items: [
            { titleES: 'Post', titleEN: 'Post', url: '/es/post/a', imageKey: 'upload/abc' },
            { titleES: 'Sin', titleEN: 'None', url: '/es/post/b', imageKey: null },
          ],
        },
        blockWithText1: null,
        blockWithText2: null,
      },
    });
  });

  it('sends an empty block as none and checks links with the API’s schema', () => {
    expect(menuBlockInput(null)).toBeNull();
    expect(menuBlockInput({ titleES: '', titleEN: '', items: [] })).toBeNull();
    expect(menuBlockInput({ titleES: 'Visita', items: [{ url: '/es/faq' }] })).toEqual({
      titleES: 'Visita',
      titleEN: '',
      subtitleES: '',
      subtitleEN: '',
      items: [{ titleES: '', titleEN: '', url: '/es/faq', imageKey: null }],
    });
    const validate = schemaValidator(adminMenuEntryInputSchema, menuEntryInput);
    expect(validate({ site: 'all', url: '/es/obras', mainTitleES: 'Obras', mainTitleEN: 'Works' })).toEqual({});
    expect(
      validate({
        site: 'all',
        url: 'javascript:alert(1)',
        mainTitleES: 'Obras',
        mainTitleEN: 'Works',
        blockWithText1: {
          titleES: 'A',
          titleEN: 'B',
          items: [{ titleES: 'x', titleEN: 'y', url: '//evil.example.com' }],
        },
      }),
    ).toEqual({
      url: { message: 'errors:admin.link', args: {} },
      blockWithText1: { message: 'errors:admin.link', args: {} },
    });
  });
});

describe('the sponsors handler', () => {
  it('lists by level and sends the logo as its key, a refused one under the logo field', async () => {
    const { dataProvider, calls } = provider((call) =>
      operationOf(call) === 'AdminSponsors'
        ? { body: { data: { adminSponsors: page([]) } } }
        : {
            body: {
              data: {
                createSponsor: {
                  ok: false,
                  errors: [{ field: 'logoKey', message: 'Alguna imagen no está subida o su clave no es válida.' }],
                  sponsor: null,
                },
              },
            },
          },
    );
    await dataProvider.getList('sponsors', {
      pagination: { page: 1, perPage: 25 },
      sort: { field: 'name', order: 'ASC' },
      filter: { level: 'media' },
    });
    expect(calls[0]!.variables).toMatchObject({ sort: 'NAME', level: 'media' });
    const error: unknown = await dataProvider
      .create('sponsors', {
        data: { name: 'Banco', level: 'main', url: '', position: '2', logo: { key: 'upload/x', thumbnail: '/t.jpg' } },
      })
      .catch((e: unknown) => e);
    expect(calls[1]!.variables).toEqual({
      input: { name: 'Banco', level: 'main', url: null, position: 2, logoKey: 'upload/x' },
    });
    expect(error).toMatchObject({
      status: 400,
      body: { errors: { logo: 'Alguna imagen no está subida o su clave no es válida.' } },
    });
  });

  it('refuses other addresses and levels with the API’s schema', () => {
    const validate = schemaValidator(adminSponsorInputSchema, sponsorInput);
    expect(validate({ name: 'Banco', level: 'gold', url: 'javascript:alert(1)' })).toEqual({
      level: { message: 'errors:admin.sponsorLevel', args: {} },
      url: { message: 'errors:admin.website', args: {} },
    });
  });
});

describe('the press handler', () => {
  it('lists by kind and sends the uploaded PDF and image as keys, the date as YYYY-MM-DD', async () => {
    const item = { id: '2', kind: 'kit', titleES: 'Dosier' };
    const { dataProvider, calls } = provider((call) =>
      operationOf(call) === 'AdminPressItems'
        ? { body: { data: { adminPressItems: page([item]) } } }
        : { body: { data: { createPressItem: { ok: true, errors: [], pressItem: item } } } },
    );
    await dataProvider.getList('press', {
      pagination: { page: 1, perPage: 25 },
      sort: { field: 'publishedOn', order: 'DESC' },
      filter: { kind: 'kit', q: 'dosier' },
    });
    expect(calls[0]!.variables).toEqual({
      page: 1,
      perPage: 25,
      sort: 'PUBLISHED_ON',
      order: 'DESC',
      kind: 'kit',
      q: 'dosier',
    });
    const saved = await dataProvider.create('press', {
      data: {
        kind: 'kit',
        titleES: 'Dosier',
        titleEN: 'Kit',
        publishedOn: new Date('2025-02-01T00:00:00Z'),
        fileKey: 'upload-0123',
        fileUrl: '/api/files/upload-0123.pdf',
        image: null,
      },
    });
    expect(saved.data).toEqual(item);
    expect(calls[1]!.variables).toEqual({
      input: {
        kind: 'kit',
        titleES: 'Dosier',
        titleEN: 'Kit',
        summaryES: '',
        summaryEN: '',
        publishedOn: '2025-02-01',
        fileKey: 'upload-0123',
        imageKey: null,
      },
    });
  });

  it('checks kinds, dates and file keys with the API’s schema', () => {
    expect(dayOf('2025-03-04')).toBe('2025-03-04');
    expect(dayOf(undefined)).toBe('');
    const validate = schemaValidator(adminPressItemInputSchema, pressItemInput);
    expect(
      validate({ kind: 'memo', titleES: 'N', titleEN: 'R', publishedOn: '2025-02-30', fileKey: '../secreto.pdf' }),
    ).toEqual({
      kind: { message: 'errors:admin.pressKind', args: {} },
      publishedOn: { message: 'errors:admin.date', args: { min: 1900, max: 2100 } },
      fileKey: { message: 'errors:admin.fileUnknown', args: {} },
    });
  });
});

describe('the PDF upload', () => {
  it('sends the bytes as application/pdf in the screen’s language and keeps the key and address', async () => {
    const calls: { url: string; init: RequestInit }[] = [];
    const send = (async (url: string, init: RequestInit) => {
      calls.push({ url, init });
      return {
        ok: true,
        status: 201,
        json: async () => ({ key: 'upload-ab', url: '/api/files/upload-ab.pdf', size: 9 }),
      };
    }) as unknown as typeof fetch;
    const file = new Blob(['%PDF-1.4\n%%EOF'], { type: 'application/pdf' });
    expect(await uploadPdf(file, 'en', send)).toEqual({ key: 'upload-ab', url: '/api/files/upload-ab.pdf' });
    expect(calls[0]!.url).toBe('/api/admin/files');
    expect(calls[0]!.init.headers).toEqual({ 'content-type': 'application/pdf', 'accept-language': 'en' });
  });

  it('rejects with the API’s translated message', async () => {
    const send = (async () => ({
      ok: false,
      status: 415,
      json: async () => ({ error: 'Solo se admiten documentos PDF.', reason: 'admin.uploadPdfType' }),
    })) as unknown as typeof fetch;
    const error: unknown = await uploadPdf(new Blob(['<html>']), 'es', send).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(HttpError);
    expect(error).toMatchObject({ message: 'Solo se admiten documentos PDF.', status: 415 });
  });

  it('tells a PDF by its type, or by its name when the browser gives none', () => {
    expect(looksLikePdf({ type: 'application/pdf', name: 'dosier' })).toBe(true);
    expect(looksLikePdf({ type: '', name: 'Dosier.PDF' })).toBe(true);
    expect(looksLikePdf({ type: 'text/html', name: 'dosier.pdf' })).toBe(false);
    expect(looksLikePdf({ type: 'image/png', name: 'logo.png' })).toBe(false);
  });
});
