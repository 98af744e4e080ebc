/**
 * A database that hangs, refuses or goes away and comes back (decision 021): readiness answers 503 within its limit,
 * GraphQL and the other routes answer a translated 503 `UNAVAILABLE` with `Retry-After` within a bounded time, and the
 * same server works again once the database is back.
 */
import net from 'node:net';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { openDatabase, type DatabaseHandle } from '@art/db';
import { hungDatabase, refusingDatabaseUrl } from '@art/db/testing';
import { buildServer, READY_TIMEOUT_MS } from './server';
import { createTestDatabase, testConfig, type TestDatabase } from './testing';

/**
 * A TCP proxy to a database that can be paused: paused, it cuts the connections it carries and holds new ones without
 * an answer (a network partition); resumed, it passes new connections through again.
 */
async function pausableProxy(target: URL): Promise<{
  url(database: string): string;
  pause(): void;
  resume(): void;
  close(): Promise<void>;
}> {
  let paused = false;
  const open = new Set<net.Socket>();
  const server = net.createServer((client) => {
    open.add(client);
    client.on('error', () => undefined);
    client.on('close', () => open.delete(client));
    if (paused) return; // held: never forwarded, never answered
    const upstream = net.connect(Number(target.port || 5432), target.hostname);
    open.add(upstream);
    upstream.on('error', () => client.destroy());
    upstream.on('close', () => {
      open.delete(upstream);
      client.destroy();
    });
    client.on('close', () => upstream.destroy());
    client.pipe(upstream).pipe(client);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  const cutAll = () => {
    for (const socket of open) socket.destroy();
  };
  return {
    url: (database) => {
      const url = new URL(target.href);
      url.hostname = '127.0.0.1';
      url.port = String(port);
      url.pathname = `/${database}`;
      return url.href;
    },
    pause: () => {
      paused = true;
      cutAll();
    },
    resume: () => {
      paused = false;
      cutAll(); // the held ones
    },
    close: () => {
      cutAll();
      return new Promise((resolve) => server.close(() => resolve()));
    },
  };
}

const QUERY = '{ ticketTypes { id } }';

async function timed<T>(work: () => Promise<T>): Promise<{ value: T; ms: number }> {
  const started = Date.now();
  const value = await work();
  return { value, ms: Date.now() - started };
}

function graphql(app: FastifyInstance, payload: unknown, lang = 'es') {
  return app.inject({
    method: 'POST',
    url: '/api/graphql',
    headers: { 'content-type': 'application/json', 'accept-language': lang },
    payload: JSON.stringify(payload),
  });
}

/** What an answer of an unavailable database must be: 503, Retry-After, the translated message, no internals. */
function expectUnavailable(res: Awaited<ReturnType<FastifyInstance['inject']>>, lang: 'es' | 'en') {
  expect(res.statusCode).toBe(503);
  expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
  expect(res.body).not.toMatch(/stack|originalError|ECONN|timeout exceeded|Connection terminated|select /i);
  const body = res.json() as { errors: { message: string; extensions: { code: string } }[] }[] | { errors: never };
  const results = Array.isArray(body) ? body : [body];
  const errors = results.flatMap((result) => result.errors ?? []);
  expect(errors.length).toBeGreaterThan(0);
  expect(errors[0]).toMatchObject({
    message:
      lang === 'es'
        ? 'El servicio no está disponible por un momento; inténtalo de nuevo.'
        : 'The service is unavailable for a moment; try again.',
    extensions: { code: 'UNAVAILABLE' },
  });
}

describe.each([
  ['hangs', hungDatabase],
  ['refuses connections', async () => ({ url: await refusingDatabaseUrl(), close: async () => undefined })],
])('the API when its database %s', (_what, start) => {
  let database: { url: string; close(): Promise<void> };
  let handle: DatabaseHandle;
  let app: FastifyInstance;

  beforeAll(async () => {
    database = await start();
    handle = await openDatabase({ url: database.url, connectTimeoutMs: 1_000 });
    app = await buildServer({ config: testConfig(), database: handle });
  });
  afterAll(async () => {
    await app.close();
    await handle.close();
    await database.close();
  });

  it('is alive but not ready, within the readiness limit', async () => {
    expect((await app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
    const { value: res, ms } = await timed(() => app.inject({ method: 'GET', url: '/api/ready' }));
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual({ status: 'unavailable' });
    expect(res.headers['retry-after']).toBeDefined();
    expect(ms).toBeLessThan(READY_TIMEOUT_MS + 1_000);
  });

  it('answers a GraphQL query 503 UNAVAILABLE in the request’s language within a bounded time', async () => {
    const { value: spanish, ms } = await timed(() => graphql(app, { query: QUERY }));
    expectUnavailable(spanish, 'es');
    expect(ms).toBeLessThan(4_000);
    expectUnavailable(await graphql(app, { query: QUERY }, 'en'), 'en');
    // A batch with one operation that needs the database is 503 as a whole.
    const batch = await graphql(app, [{ query: '{ ping }' }, { query: QUERY }], 'en');
    expectUnavailable(batch, 'en');
  });

  it('answers the plain routes that read the database 503 with Retry-After', async () => {
    const res = await app.inject({
      method: 'GET',
      url: '/api/getMainMenu?site=fair',
      headers: { 'accept-language': 'en' },
    });
    expect(res.statusCode).toBe(503);
    expect(res.headers['retry-after']).toBeDefined();
    expect(res.json()).toEqual({
      error: 'UNAVAILABLE',
      message: 'The service is unavailable for a moment; try again.',
    });
  });
});

const serverUrl = process.env['TEST_DATABASE_URL'];
(serverUrl ? describe : describe.skip)('the API on a PostgreSQL server that goes away and comes back', () => {
  let own: TestDatabase;
  let proxy: Awaited<ReturnType<typeof pausableProxy>>;
  let handle: DatabaseHandle;
  let app: FastifyInstance;

  beforeAll(async () => {
    own = await createTestDatabase('postgres');
    const direct = new URL(serverUrl!);
    proxy = await pausableProxy(direct);
    const current = (await own.db.execute(sql`select current_database() as name`)) as unknown as {
      rows: { name: string }[];
    };
    const name = current.rows[0]!.name;
    handle = await openDatabase({ url: proxy.url(name), connectTimeoutMs: 1_000, queryTimeoutMs: 1_500 });
    app = await buildServer({ config: testConfig(), database: handle });
  });
  afterAll(async () => {
    await app.close();
    await handle.close();
    await proxy.close();
    await own.dispose();
  });

  async function eventually(check: () => Promise<boolean>, ms = 8_000): Promise<void> {
    const deadline = Date.now() + ms;
    while (!(await check())) {
      if (Date.now() > deadline) throw new Error('the API did not recover');
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }

  it('is ready while the database answers, 503 while it is away, and ready again once it is back', async () => {
    const ready = async () => (await app.inject({ method: 'GET', url: '/api/ready' })).statusCode;
    expect(await ready()).toBe(200);
    expect((await app.inject({ method: 'GET', url: '/api/ready' })).json()).toEqual({ status: 'ready' });
    expect((await graphql(app, { query: QUERY })).json()).toEqual({ data: { ticketTypes: [] } });

    proxy.pause();
    const { value: status, ms } = await timed(ready);
    expect(status).toBe(503);
    expect(ms).toBeLessThan(READY_TIMEOUT_MS + 1_000);
    const { value: away, ms: queryMs } = await timed(() => graphql(app, { query: QUERY }, 'en'));
    expectUnavailable(away, 'en');
    expect(queryMs).toBeLessThan(4_000);

    proxy.resume();
    await eventually(async () => (await ready()) === 200);
    await eventually(async () => (await graphql(app, { query: QUERY })).statusCode === 200);
    expect((await graphql(app, { query: QUERY })).json()).toEqual({ data: { ticketTypes: [] } });
  });
});
