/** @jest-environment node */
import { ApiError } from './api-error';
import { createGraphQLClient, type FetchLike, type ResponseLike } from './graphql-client';
import { operationText } from './operation';
import { fakeGraphQLFetch, testOperation } from './testing';

type EchoData = { echo: string };
const ECHO = testOperation<EchoData, { text: string }>('query Echo($text: String!) { echo(text: $text) }');
const PING = testOperation<{ ping: string }>('query Ping { ping }');

function echoApi() {
  return fakeGraphQLFetch({
    Echo: (v) => ({ data: { echo: String(v['text']) } }),
    Ping: () => ({ data: { ping: 'pong' } }),
  });
}

function httpFailure(status: number, body: string): FetchLike {
  return async (): Promise<ResponseLike> => ({
    ok: false,
    status,
    statusText: 'Internal Server Error',
    text: async () => body,
  });
}

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

describe('createGraphQLClient batching', () => {
  it('sends two requests of one window as one POST with an array body and routes each result to its caller', async () => {
    const api = echoApi();
    const client = createGraphQLClient({ endpoint: 'http://api.test/api/graphql', fetch: api.fetch });
    const first = client.request(ECHO, { text: 'uno' });
    const second = client.request(PING);
    expect(api.calls).toHaveLength(0);
    await jest.advanceTimersByTimeAsync(10);
    await expect(first).resolves.toEqual({ echo: 'uno' });
    await expect(second).resolves.toEqual({ ping: 'pong' });
    expect(api.calls).toHaveLength(1);
    const [call] = api.calls;
    expect(call!.url).toBe('http://api.test/api/graphql');
    expect(call!.batched).toBe(true);
    expect(call!.operations).toEqual([
      { query: operationText(ECHO), variables: { text: 'uno' }, operationName: 'Echo' },
      { query: operationText(PING), variables: {}, operationName: 'Ping' },
    ]);
    expect(call!.headers).toMatchObject({ 'content-type': 'application/json', accept: 'application/json' });
  });

  it('sends a single request as a plain object body with query, variables and operationName', async () => {
    const api = echoApi();
    const client = createGraphQLClient({ endpoint: '/api/graphql', fetch: api.fetch });
    const result = client.request(ECHO, { text: 'solo' });
    await jest.advanceTimersByTimeAsync(10);
    await expect(result).resolves.toEqual({ echo: 'solo' });
    expect(api.calls).toHaveLength(1);
    expect(api.calls[0]!.batched).toBe(false);
    expect(api.calls[0]!.operations).toEqual([
      { query: operationText(ECHO), variables: { text: 'solo' }, operationName: 'Echo' },
    ]);
  });

  it('splits 11 requests into POSTs of 10 and 1, each caller getting its own answer', async () => {
    const api = echoApi();
    const client = createGraphQLClient({ endpoint: '/api/graphql', fetch: api.fetch });
    const results = Array.from({ length: 11 }, (_, i) => client.request(ECHO, { text: `n${i}` }));
    await jest.advanceTimersByTimeAsync(10);
    await expect(Promise.all(results)).resolves.toEqual(Array.from({ length: 11 }, (_, i) => ({ echo: `n${i}` })));
    expect(api.calls.map((c) => c.operations.length)).toEqual([10, 1]);
    expect(api.calls.map((c) => c.batched)).toEqual([true, false]);
  });

  it('keeps the window from the first request: one at 9 ms joins, one after the window goes in a new POST', async () => {
    const api = echoApi();
    const client = createGraphQLClient({ endpoint: '/api/graphql', fetch: api.fetch });
    const a = client.request(ECHO, { text: 'a' });
    await jest.advanceTimersByTimeAsync(9);
    const b = client.request(ECHO, { text: 'b' });
    await jest.advanceTimersByTimeAsync(1);
    await expect(Promise.all([a, b])).resolves.toEqual([{ echo: 'a' }, { echo: 'b' }]);
    expect(api.calls).toHaveLength(1);

    const c = client.request(ECHO, { text: 'c' });
    await jest.advanceTimersByTimeAsync(10);
    await expect(c).resolves.toEqual({ echo: 'c' });
    expect(api.calls).toHaveLength(2);
    expect(api.calls[1]!.operations.map((o) => o.variables)).toEqual([{ text: 'c' }]);
  });

  it('honours a custom window and batch size', async () => {
    const api = echoApi();
    const client = createGraphQLClient({ endpoint: '/api/graphql', fetch: api.fetch, batchWindowMs: 50, maxBatch: 2 });
    const results = ['x', 'y', 'z'].map((text) => client.request(ECHO, { text }));
    await jest.advanceTimersByTimeAsync(49);
    // The first two filled a batch and left at once; the third waits for the window.
    expect(api.calls.map((c) => c.operations.length)).toEqual([2]);
    await jest.advanceTimersByTimeAsync(1);
    await expect(Promise.all(results)).resolves.toEqual([{ echo: 'x' }, { echo: 'y' }, { echo: 'z' }]);
    expect(api.calls.map((c) => c.operations.length)).toEqual([2, 1]);
  });

  it('sends the headers of the option, read at send time, plus Accept-Language of the client language', async () => {
    const api = echoApi();
    let token = 'first';
    const client = createGraphQLClient({
      endpoint: '/api/graphql',
      fetch: api.fetch,
      lang: 'en',
      headers: () => ({ Authorization: `Bearer ${token}`, 'Content-Type': 'text/plain' }),
    });
    token = 'second';
    const result = client.request(PING);
    await jest.advanceTimersByTimeAsync(10);
    await result;
    expect(api.calls[0]!.headers).toEqual({
      authorization: 'Bearer second',
      'accept-language': 'en',
      accept: 'application/json',
      'content-type': 'application/json',
    });
    expect(client.lang).toBe('en');
  });

  it('refuses bad options', () => {
    expect(() => createGraphQLClient({ endpoint: '' })).toThrow(TypeError);
    expect(() => createGraphQLClient({ endpoint: '/api/graphql', maxBatch: 0 })).toThrow(RangeError);
    expect(() => createGraphQLClient({ endpoint: '/api/graphql', maxBatch: 2.5 })).toThrow(RangeError);
    expect(() => createGraphQLClient({ endpoint: '/api/graphql', batchWindowMs: -1 })).toThrow(RangeError);
    expect(() => createGraphQLClient({ endpoint: '/api/graphql', batchWindowMs: Number.NaN })).toThrow(RangeError);
  });
});

describe('createGraphQLClient errors', () => {
  it('rejects only the caller whose operation got GraphQL errors, keeping every error', async () => {
    const errors = [
      { message: 'El correo no es válido', extensions: { code: 'BAD_USER_INPUT', reason: 'invalidEmail' } },
      { message: 'Segundo error' },
    ];
    const api = fakeGraphQLFetch({
      Echo: (v) => (v['text'] === 'bad' ? { data: null, errors } : { data: { echo: String(v['text']) } }),
    });
    const client = createGraphQLClient({ endpoint: '/api/graphql', fetch: api.fetch });
    const good = client.request(ECHO, { text: 'good' });
    const bad = client.request(ECHO, { text: 'bad' });
    const settled = Promise.allSettled([good, bad]);
    await jest.advanceTimersByTimeAsync(10);
    const [goodResult, badResult] = await settled;
    expect(goodResult).toEqual({ status: 'fulfilled', value: { echo: 'good' } });
    expect(badResult!.status).toBe('rejected');
    const error = (badResult as PromiseRejectedResult).reason as ApiError;
    expect(error).toBeInstanceOf(ApiError);
    expect(error.message).toBe('El correo no es válido');
    expect(error.errors).toEqual(errors);
    expect(error.status).toBe(200);
    expect(error.reason).toBe('invalidEmail');
    expect(error.extensions).toEqual({ code: 'BAD_USER_INPUT', reason: 'invalidEmail' });
    expect(error.operationName).toBe('Echo');
    expect(error.isGraphQLError).toBe(true);
    expect(api.calls).toHaveLength(1);
  });

  it('rejects with partial data kept when a result has data and errors', async () => {
    const api = fakeGraphQLFetch({
      Echo: () => ({ data: { echo: 'half' }, errors: [{ message: 'Falló una parte' }] }),
    });
    const client = createGraphQLClient({ endpoint: '/api/graphql', fetch: api.fetch });
    const result = client.request(ECHO, { text: 'x' });
    const check = expect(result).rejects.toMatchObject({ message: 'Falló una parte', data: { echo: 'half' } });
    await jest.advanceTimersByTimeAsync(10);
    await check;
  });

  it('rejects every caller of a batch answered with HTTP 500, with the status', async () => {
    const client = createGraphQLClient({
      endpoint: '/api/graphql',
      fetch: httpFailure(500, '<html>Bad gateway</html>'),
    });
    const settled = Promise.allSettled([client.request(ECHO, { text: 'a' }), client.request(PING)]);
    await jest.advanceTimersByTimeAsync(10);
    const results = await settled;
    for (const result of results) {
      expect(result.status).toBe('rejected');
      const error = (result as PromiseRejectedResult).reason as ApiError;
      expect(error).toBeInstanceOf(ApiError);
      expect(error.status).toBe(500);
      expect(error.message).toBe('GraphQL request failed with HTTP 500 Internal Server Error');
      expect(error.errors).toEqual([]);
      expect(error.isGraphQLError).toBe(false);
    }
  });

  it('takes the message of a failed HTTP response from its GraphQL errors', async () => {
    const body = JSON.stringify({ errors: [{ message: 'Batching is limited to 10 operations' }] });
    const client = createGraphQLClient({ endpoint: '/api/graphql', fetch: httpFailure(413, body) });
    const result = client.request(PING);
    const check = expect(result).rejects.toMatchObject({
      status: 413,
      message: 'Batching is limited to 10 operations',
    });
    await jest.advanceTimersByTimeAsync(10);
    await check;
  });

  it('rejects every caller with status 0 when the network fails', async () => {
    const fetch: FetchLike = async () => {
      throw new Error('connect ECONNREFUSED 127.0.0.1:3333');
    };
    const client = createGraphQLClient({ endpoint: '/api/graphql', fetch });
    const settled = Promise.allSettled([client.request(PING), client.request(PING)]);
    await jest.advanceTimersByTimeAsync(10);
    for (const result of await settled) {
      expect((result as PromiseRejectedResult).reason).toMatchObject({
        name: 'ApiError',
        status: 0,
        message: 'GraphQL request failed: connect ECONNREFUSED 127.0.0.1:3333',
      });
    }
  });

  it('rejects a batch whose answer is not an array of as many results', async () => {
    const fetch: FetchLike = async () => ({
      ok: true,
      status: 200,
      statusText: 'OK',
      text: async () => JSON.stringify([{ data: { ping: 'pong' } }]),
    });
    const client = createGraphQLClient({ endpoint: '/api/graphql', fetch });
    const settled = Promise.allSettled([client.request(PING), client.request(PING)]);
    await jest.advanceTimersByTimeAsync(10);
    for (const result of await settled) {
      expect((result as PromiseRejectedResult).reason).toMatchObject({
        name: 'ApiError',
        message: 'Malformed GraphQL batch response: expected 2 results',
      });
    }
  });

  it('rejects a 200 answer that is not JSON or has no data', async () => {
    const answers = ['<html>proxy page</html>', JSON.stringify({ data: null })];
    const fetch: FetchLike = async () => {
      const text = answers.shift()!;
      return { ok: true, status: 200, statusText: 'OK', text: async () => text };
    };
    const client = createGraphQLClient({ endpoint: '/api/graphql', fetch });
    const first = client.request(PING);
    const firstCheck = expect(first).rejects.toMatchObject({ message: 'Malformed GraphQL response for Ping' });
    await jest.advanceTimersByTimeAsync(10);
    await firstCheck;
    const second = client.request(PING);
    const secondCheck = expect(second).rejects.toMatchObject({ message: 'No data in the GraphQL response for Ping' });
    await jest.advanceTimersByTimeAsync(10);
    await secondCheck;
  });

  it('rejects at once, alone, a caller whose variables cannot be sent as JSON', async () => {
    const api = echoApi();
    const client = createGraphQLClient({ endpoint: '/api/graphql', fetch: api.fetch });
    const circular: Record<string, unknown> = {};
    circular['self'] = circular;
    const bad = client.request(ECHO, circular as unknown as { text: string });
    const good = client.request(ECHO, { text: 'ok' });
    await expect(bad).rejects.toMatchObject({
      name: 'ApiError',
      status: 0,
      message: 'The variables of Echo cannot be sent as JSON',
    });
    await jest.advanceTimersByTimeAsync(10);
    await expect(good).resolves.toEqual({ echo: 'ok' });
    expect(api.calls[0]!.operations).toHaveLength(1);
  });
});

describe('createGraphQLClient time limit', () => {
  beforeEach(() => jest.useRealTimers());

  it('rejects with status 0 when the API accepts the request and never answers', async () => {
    const { createServer } = await import('node:http');
    const held: import('node:http').ServerResponse[] = [];
    const server = createServer((_req, res) => void held.push(res));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as import('node:net').AddressInfo;
    try {
      // Long enough for the request to reach the server on a busy machine, so that what ends it is the silence.
      const client = createGraphQLClient({ endpoint: `http://127.0.0.1:${port}/api/graphql`, timeoutMs: 1_500 });
      const started = Date.now();
      await expect(client.request(PING)).rejects.toMatchObject({ name: 'ApiError', status: 0 });
      expect(Date.now() - started).toBeLessThan(5_000);
      expect(held).toHaveLength(1);
    } finally {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    }
  });

  it('refuses a negative limit', () => {
    expect(() => createGraphQLClient({ endpoint: '/api/graphql', timeoutMs: -1 })).toThrow(RangeError);
  });
});
