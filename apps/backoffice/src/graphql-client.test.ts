import { HttpError } from 'ra-core';
import { createGraphQLRequest } from './graphql-client';
import { AdminSessionDocument, AdminWorksDocument } from './generated/graphql';
import { fakeFetch } from './test-fetch';

const FORBIDDEN = { message: 'No tienes permiso para hacer esto.', extensions: { code: 'FORBIDDEN' } };

describe('the back office’s GraphQL request (graphql-request’s GraphQLClient)', () => {
  it('posts the typed document and its variables as JSON to /api/graphql on the page’s origin, same-origin', async () => {
    const fake = fakeFetch(() => ({ body: { data: { adminWorks: { items: [], total: 0 } } } }));
    const request = createGraphQLRequest({ lang: () => 'es', fetch: fake.fetch });
    const data = await request(AdminWorksDocument, { page: 1, perPage: 10 });
    expect(data).toEqual({ adminWorks: { items: [], total: 0 } });
    const [call] = fake.calls;
    expect(call!.url).toBe(`${window.location.origin}/api/graphql`);
    expect(call!.init).toMatchObject({ method: 'POST', credentials: 'same-origin' });
    expect(call!.headers).toMatchObject({ 'content-type': 'application/json', accept: 'application/json' });
    expect(call!.query).toBe(AdminWorksDocument.toString());
    expect(JSON.parse(call!.init.body as string)).toEqual({
      query: AdminWorksDocument.toString(),
      variables: { page: 1, perPage: 10 },
      operationName: 'AdminWorks',
    });
  });

  it('sends the interface’s language of the moment of each call', async () => {
    let lang = 'es';
    const fake = fakeFetch(() => ({ body: { data: { adminSession: null } } }));
    const request = createGraphQLRequest({ lang: () => lang, fetch: fake.fetch });
    await request(AdminSessionDocument, {});
    lang = 'en';
    await request(AdminSessionDocument, {});
    expect(fake.calls.map((call) => call.headers['accept-language'])).toEqual(['es', 'en']);
  });

  it.each([
    ['UNAUTHENTICATED', 401],
    ['FORBIDDEN', 403],
    ['NOT_FOUND', 404],
    ['BAD_USER_INPUT', 400],
    ['UNAVAILABLE', 503],
    ['INTERNAL_SERVER_ERROR', 500],
  ])('turns a %s error into an HttpError %i with the API’s message and the code', async (code, status) => {
    const fake = fakeFetch(() => ({ body: { data: null, errors: [{ message: 'Mensaje', extensions: { code } }] } }));
    const error: unknown = await createGraphQLRequest({ lang: () => 'es', fetch: fake.fetch })(
      AdminSessionDocument,
      {},
    ).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(HttpError);
    expect(error).toMatchObject({ message: 'Mensaje', status, body: { code } });
  });

  it('takes the first error, and the HTTP status for a code it does not know on an error status', async () => {
    const fake = fakeFetch(() => ({
      status: 429,
      body: { errors: [{ message: 'Demasiadas peticiones.', extensions: { code: 'RATE_LIMITED' } }, FORBIDDEN] },
    }));
    const request = createGraphQLRequest({ lang: () => 'es', fetch: fake.fetch });
    await expect(request(AdminSessionDocument, {})).rejects.toMatchObject({
      message: 'Demasiadas peticiones.',
      status: 429,
      body: { code: 'RATE_LIMITED' },
    });
  });

  it('maps an error status with the API’s error body by its code (a 503 while the database is away)', async () => {
    const fake = fakeFetch(() => ({
      status: 503,
      body: { errors: [{ message: 'Volvemos enseguida.', extensions: { code: 'UNAVAILABLE' } }] },
    }));
    await expect(
      createGraphQLRequest({ lang: () => 'es', fetch: fake.fetch })(AdminSessionDocument, {}),
    ).rejects.toMatchObject({ message: 'Volvemos enseguida.', status: 503, body: { code: 'UNAVAILABLE' } });
  });

  it('reports an answer that is no GraphQL result, or has no data, as a communication error', async () => {
    const cases: [{ status?: number; body: unknown }, number][] = [
      [{ status: 502, body: undefined }, 502],
      [{ status: 500, body: { message: 'oops' } }, 500],
      [{ body: undefined }, 200],
      [{ body: { data: null } }, 200],
      [{ body: {} }, 200],
    ];
    for (const [answer, status] of cases) {
      const fake = fakeFetch(() => answer);
      const error: unknown = await createGraphQLRequest({ lang: () => 'es', fetch: fake.fetch })(
        AdminSessionDocument,
        {},
      ).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(HttpError);
      expect(error).toMatchObject({ message: 'ra.notification.http_error', status, body: { code: 'HTTP' } });
    }
  });

  it('lets a network failure through as fetch threw it', async () => {
    const failing = (async () => {
      throw new TypeError('Failed to fetch');
    }) as unknown as typeof fetch;
    await expect(createGraphQLRequest({ lang: () => 'es', fetch: failing })(AdminSessionDocument, {})).rejects.toThrow(
      new TypeError('Failed to fetch'),
    );
  });
});
