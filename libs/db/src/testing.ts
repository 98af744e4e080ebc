/**
 * The tests' databases (`@art/db/testing`, test code only): a fresh migrated one on PGlite in memory or, with
 * TEST_DATABASE_URL, in a database of its own on the PostgreSQL server, and the backends a suite runs on; for every
 * project that tests SQL (the API's domain libraries, the composition, the seed). And databases that misbehave, for
 * the tests of what the code does when PostgreSQL is away (decision 021): a server that accepts connections and never
 * answers, and an address where nothing listens.
 */
import { randomBytes } from 'node:crypto';
import net from 'node:net';
import { Client } from 'pg';
import { openDatabase, type DatabaseHandle } from './index';

export type TestBackend = 'pglite' | 'postgres';

/**
 * What a suite's behaviour depends on: `engine` for what two engines may do differently (locks and concurrent
 * requests, transactions, SQL plans, the pool and the server's absence), `any` for the rest, whose answers are the
 * same SQL read and written on either.
 */
export type BackendNeed = 'engine' | 'any';

/**
 * The backends an integration suite runs on (`describe.each(testBackends('engine'))`): a suite that depends on the
 * engine runs on PGlite always and on the PostgreSQL server when TEST_DATABASE_URL is set; any other suite runs once,
 * on the server when there is one (production's engine, and a fresh seeded database there takes about 2 s where
 * PGlite takes 5 to 12), on PGlite otherwise. Running every suite on both proved nothing more and doubled the time;
 * likewise the cases of an `engine` suite that do not depend on the engine run on one backend only (`casesFor`).
 */
export function testBackends(need: BackendNeed): TestBackend[] {
  const server = Boolean(process.env['TEST_DATABASE_URL']);
  if (need === 'engine') return server ? ['pglite', 'postgres'] : ['pglite'];
  return [server ? 'postgres' : 'pglite'];
}

/** `describe` and `it` for the cases of one need inside a suite on `testBackends('engine')` (see `casesFor`). */
export interface BackendCases {
  describe: jest.Describe;
  it: jest.It;
}

const declareNothing = Object.assign(() => undefined, { each: () => () => undefined });

/**
 * The cases of an `engine` suite by what they depend on. A suite is on both engines for some of its cases (the
 * concurrent requests, the races, the locks); the others are the same SQL read and written on either, and run once:
 *
 * ```ts
 * describe.each(testBackends('engine'))('orders on %s', (backend) => {
 *   const once = casesFor(backend, 'any');
 *   once.it('refuses an empty cart', …); // on the backend testBackends('any') picks, only
 *   it('gives a work to one of 50 buyers at once', …); // on every backend of the suite
 * });
 * ```
 *
 * `casesFor(backend, 'any')` declares its cases (and its `describe` blocks' cases) on the backend `testBackends('any')`
 * picks, the server when there is one, and declares nothing on the other: they are not skipped there, they are not
 * cases of that backend's suite. `casesFor(backend, 'engine')` is Jest's own `describe` and `it`, for symmetry.
 * Only calling them and `.each` is supported: `.only`, `.skip` and the like belong on Jest's own.
 */
export function casesFor(backend: TestBackend, need: BackendNeed): BackendCases {
  if (need === 'engine' || testBackends('any').includes(backend)) return { describe, it };
  return { describe: declareNothing as unknown as jest.Describe, it: declareNothing as unknown as jest.It };
}

export interface TestDatabase extends DatabaseHandle {
  /** Drops what the test created (its database on a server). */
  dispose(): Promise<void>;
}

/** A fresh migrated database on the given backend. */
export async function createTestDatabase(
  backend: TestBackend = 'pglite',
  options: { onQuery?: (sql: string) => void } = {},
): Promise<TestDatabase> {
  if (backend === 'pglite') {
    const handle = await openDatabase({ onQuery: options.onQuery });
    await handle.migrate();
    return { ...handle, dispose: () => handle.close() };
  }
  const url = process.env['TEST_DATABASE_URL'];
  if (!url) throw new Error('TEST_DATABASE_URL is not set');
  const name = `t_${randomBytes(6).toString('hex')}`;
  await adminQuery(url, `CREATE DATABASE ${name}`);
  const dbUrl = new URL(url);
  dbUrl.pathname = `/${name}`;
  // Four connections per test file, so a test of many calls at once waits for one: on a busy CI machine longer than
  // production's 5 s (which would answer it "unavailable"). The time limits themselves are tested with their own pool.
  const handle = await openDatabase({
    url: dbUrl.toString(),
    poolSize: 4,
    connectTimeoutMs: 60_000,
    onQuery: options.onQuery,
  });
  await handle.migrate();
  return {
    ...handle,
    dispose: async () => {
      await handle.close();
      await adminQuery(url, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    },
  };
}

async function adminQuery(url: string, statement: string): Promise<void> {
  const admin = new Client({ connectionString: url });
  await admin.connect();
  try {
    await admin.query(statement);
  } finally {
    await admin.end();
  }
}

/** A TCP server that accepts connections and never answers: a hung database. `close` cuts what it holds. */
export async function hungDatabase(): Promise<{ url: string; close(): Promise<void> }> {
  const sockets = new Set<net.Socket>();
  const server = net.createServer((socket) => {
    sockets.add(socket);
    socket.on('error', () => undefined);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  return {
    url: `postgres://postgres@127.0.0.1:${port}/hung`,
    close: () => {
      for (const socket of sockets) socket.destroy();
      return new Promise((resolve) => server.close(() => resolve()));
    },
  };
}

/** The address of a database that refuses connections: a port that was free a moment ago. */
export async function refusingDatabaseUrl(): Promise<string> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return `postgres://postgres@127.0.0.1:${port}/refused`;
}
