import { casesFor, createTestApi, testBackends, type TestApi } from './testing';
import { GRAPHQL_LIMITS } from './graphql';

describe.each(testBackends('engine'))('API server on %s', (backend) => {
  // On both engines: the health answer, which names the engine. The other cases do not depend on it, run once.
  const once = casesFor(backend, 'any');
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

  once.it('answers a query by POST and by GET', async () => {
    expect(await api.graphql('{ ping }')).toEqual({ data: { ping: 'pong' } });
    const res = await api.app.inject({
      method: 'GET',
      url: '/api/graphql?query=%7Bping%7D',
      headers: { 'x-graphql-yoga-csrf': '1', accept: 'application/json' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ data: { ping: 'pong' } });
  });

  once.it('grants CORS with credentials to the two sites only', async () => {
    const preflight = (origin: string) =>
      api.app.inject({
        method: 'OPTIONS',
        url: '/api/graphql',
        headers: { origin, 'access-control-request-method': 'POST', 'access-control-request-headers': 'content-type' },
      });
    for (const site of [api.config.fairOrigin, api.config.shopOrigin]) {
      const res = await preflight(site);
      expect(res.headers['access-control-allow-origin']).toBe(site);
      expect(res.headers['access-control-allow-credentials']).toBe('true');
    }
    // Any other origin, `null` (a sandboxed frame or a file) included, gets no CORS header at all.
    for (const origin of ['https://evil.example', 'null', `${api.config.fairOrigin}.evil.example`]) {
      const evil = await preflight(origin);
      expect(evil.headers['access-control-allow-origin']).toBeUndefined();
      expect(evil.headers['access-control-allow-credentials']).toBeUndefined();
      expect(evil.headers['vary']).toMatch(/\bOrigin\b/);
      const post = await api.app.inject({
        method: 'POST',
        url: '/api/graphql',
        headers: { origin, 'content-type': 'application/json' },
        payload: JSON.stringify({ query: '{ ping }' }),
      });
      expect(post.headers['access-control-allow-origin']).toBeUndefined();
      expect(post.headers['access-control-allow-credentials']).toBeUndefined();
      expect(post.headers['vary']).toMatch(/\bOrigin\b/);
    }
    // Without an Origin (a server, the sites' proxy) the answer still varies by it.
    const plain = await api.app.inject({
      method: 'POST',
      url: '/api/graphql',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ query: '{ ping }' }),
    });
    expect(plain.headers['vary']).toMatch(/\bOrigin\b/);
  });

  once.it('sends the security headers on every answer, refusals and unknown addresses included', async () => {
    const answers = [
      await api.app.inject({ method: 'GET', url: '/api/health' }),
      await api.app.inject({ method: 'GET', url: '/api/graphql?query=%7Bping%7D' }),
      await api.app.inject({ method: 'GET', url: '/api/nothing-here' }),
      await api.app.inject({ method: 'TRACE', url: '/api/graphql' }),
    ];
    for (const res of answers) {
      expect(res.statusCode).not.toBe(500);
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
      expect(res.headers['x-frame-options']).toBe('DENY');
      expect(res.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    }
  });

  once.it('refuses a GET without a CSRF header (a simple cross-site request)', async () => {
    const res = await api.app.inject({ method: 'GET', url: '/api/graphql?query=%7Bping%7D' });
    expect(res.statusCode).toBe(403);
  });

  once.it('runs a batch of up to 10 operations and refuses a larger one', async () => {
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

  once.it('refuses over-aliased queries without running them', async () => {
    const aliases = Array.from({ length: GRAPHQL_LIMITS.aliases + 1 }, (_, i) => `a${i}: ping`).join(' ');
    const result = await api.graphql(`{ ${aliases} }`);
    expect(result.data).toBeUndefined();
    expect(result.errors?.[0]?.message).toMatch(/aliases/i);
  });

  once.it('refuses over-deep queries without running them', async () => {
    let queries = 0;
    const counting = await createTestApi({ backend, onQuery: () => queries++ });
    try {
      const level = (inner: string) => `works(first: 1) { artist { ${inner} } }`;
      let deep = 'id';
      for (let i = 0; i < GRAPHQL_LIMITS.depth; i++) deep = level(deep);
      queries = 0;
      const result = await counting.graphql(`{ artist(slug: "x") { ${deep} } }`);
      expect(result.data).toBeUndefined();
      expect(result.errors?.[0]?.message).toMatch(/depth limit/i);
      expect(queries).toBe(0);
    } finally {
      await counting.close();
    }
  });

  once.it('refuses queries over the cost limit, fragments counted each time they are spread', async () => {
    const fragment =
      'fragment W on Work { id slug title year technique measures workState price artist { id fullName slug } }';
    const spreads = Array.from({ length: 200 }, () => '...W').join(' ');
    const result = await api.graphql(`{ works(first: 1) { nodes { ${spreads} } } } ${fragment}`);
    expect(result.data).toBeUndefined();
    expect(result.errors?.[0]?.message).toMatch(/cost limit/i);
  });
});

describe.each(testBackends('any'))('API server by environment, on %s', (backend) => {
  const graphiql = (api: TestApi) =>
    api.app.inject({
      method: 'GET',
      url: '/api/graphql',
      headers: { accept: 'text/html', 'x-graphql-yoga-csrf': '1' },
    });
  const introspect = (api: TestApi) => api.graphql('{ __schema { queryType { name } } }');

  it('offers GraphiQL and introspection in development', async () => {
    const api = await createTestApi({ backend, config: { env: 'development' } });
    try {
      const page = await graphiql(api);
      expect(page.headers['content-type']).toMatch(/text\/html/);
      expect(page.body).toMatch(/GraphiQL/i);
      expect(await introspect(api)).toEqual({ data: { __schema: { queryType: { name: 'Query' } } } });
    } finally {
      await api.close();
    }
  });

  it('masks unexpected errors in production and shows them in development', async () => {
    // The database fails on the countries table only (after the migrations, which read other tables).
    const failing = {
      onQuery: (sql: string) => {
        if (/from "countries"/.test(sql)) throw new Error('connection to db-internal:5432 lost');
      },
    };
    const production = await createTestApi({ backend, config: { env: 'production' }, ...failing });
    const development = await createTestApi({ backend, config: { env: 'development' }, ...failing });
    try {
      const query = '{ countries { code } }';
      const masked = await production.graphql(query);
      expect(masked.errors?.[0]?.message).toBe('Unexpected error.');
      expect(JSON.stringify(masked)).not.toMatch(/db-internal/);
      const shown = await development.graphql(query);
      expect(JSON.stringify(shown)).toMatch(/db-internal/);
    } finally {
      await production.close();
      await development.close();
    }
  });

  it('hides GraphiQL and introspection in production', async () => {
    const api = await createTestApi({ backend, config: { env: 'production' } });
    try {
      const page = await graphiql(api);
      expect(page.body).not.toMatch(/GraphiQL/i);
      const result = await introspect(api);
      expect(result.data).toBeUndefined();
      expect(result.errors?.[0]?.message).toMatch(/introspection has been disabled/);
    } finally {
      await api.close();
    }
  });
});
