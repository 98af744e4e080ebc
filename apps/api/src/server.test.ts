import { createTestApi, testBackends, type TestApi } from './testing';
import { GRAPHQL_LIMITS } from './graphql';

describe.each(testBackends())('API server on %s', (backend) => {
  let api: TestApi;
  beforeAll(async () => {
    api = await createTestApi({ backend });
  });
  afterAll(() => api.close());

  it('answers /api/health once the database is ready', async () => {
    const res = await api.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok', database: backend });
  });

  it('answers a query by POST and by GET', async () => {
    expect(await api.graphql('{ ping }')).toEqual({ data: { ping: 'pong' } });
    const res = await api.app.inject({
      method: 'GET',
      url: '/api/graphql?query=%7Bping%7D',
      headers: { 'x-graphql-yoga-csrf': '1', accept: 'application/json' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ data: { ping: 'pong' } });
  });

  it('refuses a GET without a CSRF header (a simple cross-site request)', async () => {
    const res = await api.app.inject({ method: 'GET', url: '/api/graphql?query=%7Bping%7D' });
    expect(res.statusCode).toBe(403);
  });

  it('runs a batch of up to 10 operations and refuses a larger one', async () => {
    const batch = (n: number) =>
      api.app.inject({
        method: 'POST',
        url: '/api/graphql',
        headers: { 'content-type': 'application/json' },
        payload: Array.from({ length: n }, () => ({ query: '{ ping }' })),
      });
    const ok = await batch(GRAPHQL_LIMITS.batch);
    expect(ok.json()).toHaveLength(GRAPHQL_LIMITS.batch);
    const tooMany = await batch(GRAPHQL_LIMITS.batch + 1);
    expect(tooMany.statusCode).toBeGreaterThanOrEqual(400);
    expect(JSON.stringify(tooMany.json())).toMatch(/Batching is limited to 10 operations/);
  });

  it('refuses over-aliased queries without running them', async () => {
    const aliases = Array.from({ length: GRAPHQL_LIMITS.aliases + 1 }, (_, i) => `a${i}: ping`).join(' ');
    const result = await api.graphql(`{ ${aliases} }`);
    expect(result.data).toBeUndefined();
    expect(result.errors?.[0]?.message).toMatch(/aliases/i);
  });
});
