/**
 * Test factories: an API over a fresh, migrated database, in process.
 * PGlite in memory by default; with TEST_DATABASE_URL, a PostgreSQL server in a database of its own.
 * The tests over the demo seed are in apps/api-integration, which reaches these as `@art/api/testing` (src/testing-entry.ts).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { PasswordHashOptions } from '@art/auth';
import { createTestDatabase, type TestBackend, type TestDatabase } from '@art/db/testing';
import { type Mailer, readOutbox, type OutboxMessage, loadConfig, type ApiConfig } from '@art/api-core';
import { buildServer } from './server';

export {
  casesFor,
  createTestDatabase,
  testBackends,
  type BackendCases,
  type BackendNeed,
  type TestBackend,
  type TestDatabase,
} from '@art/db/testing';
export { failingMailer } from '@art/api-core/testing';

export function testConfig(overrides: Partial<ApiConfig> = {}): ApiConfig {
  // Silent whatever environment a test asks for; a failing test shows its own assertions, not request logs.
  // Suites sign many accounts up from one address; the limit has a test of its own (`signUpsPerHour` overridden).
  // They also log in many times from one address and in one request: the password budget has tests of its own, at
  // the production figures (`passwordBudget` overridden).
  // The limits count in each test server's memory: the environment's REDIS_URL (CI sets one) is not read here; a test
  // that wants them in Redis passes `redisUrl` (and a `redisPrefix` of its own) explicitly.
  const env = {
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    SIGN_UPS_PER_HOUR: '100000',
    PASSWORD_CHECKS_PER_REQUEST: '100',
    PASSWORD_CHECKS_PER_MINUTE: '100000',
  };
  return { ...loadConfig(env), ...overrides };
}

/** Options of one in-process GraphQL request. */
export interface TestRequestOptions {
  lang?: 'es' | 'en';
  /** More request headers (`x-forwarded-for` for another client address, `origin`, `cookie`, `authorization`…). */
  headers?: Record<string, string>;
}

/** A GraphQL response body. */
export interface GraphQLBody<T> {
  data?: T;
  errors?: { message: string; extensions?: Record<string, unknown> }[];
}

/** A whole GraphQL response: status, headers, the `Set-Cookie` values (one string each) and the parsed body. */
export interface TestResponse<T> {
  status: number;
  headers: Record<string, string | string[] | number | undefined>;
  setCookies: string[];
  body: GraphQLBody<T>;
}

export interface TestApi {
  app: FastifyInstance;
  database: TestDatabase;
  config: ApiConfig;
  /** Runs one GraphQL operation in process and returns the parsed JSON body. */
  graphql<T = Record<string, unknown>>(
    query: string,
    variables?: Record<string, unknown>,
    options?: TestRequestOptions,
  ): Promise<GraphQLBody<T>>;
  /** Runs one GraphQL operation in process and returns the whole response (cookies the API set…). */
  graphqlResponse<T = Record<string, unknown>>(
    query: string,
    variables?: Record<string, unknown>,
    options?: TestRequestOptions,
  ): Promise<TestResponse<T>>;
  /** The messages the API has written to its outbox (a temporary folder of this test API), oldest first. */
  outbox(): Promise<OutboxMessage[]>;
  /** Stops the server, drops the database and removes the outbox folder. */
  close(): Promise<void>;
}

/** An API in process over a fresh database; `prepare` fills it before the server starts. */
export async function createTestApi(
  options: {
    backend?: TestBackend;
    config?: Partial<ApiConfig>;
    prepare?: (db: TestDatabase) => Promise<void>;
    /** Called with the SQL of every query the database receives. */
    onQuery?: (sql: string) => void;
    /** Replaces the mailer (by default the outbox one, writing into a fresh temporary folder). */
    mailer?: Mailer;
    /** Receives what the server logs (silent by default). */
    logger?: FastifyBaseLogger;
    /** A lower scrypt cost for the passwords the server hashes (`{ logN: 10 }`), for suites that sign many accounts up. */
    passwordHashing?: PasswordHashOptions;
  } = {},
): Promise<TestApi> {
  const database = await createTestDatabase(options.backend, { onQuery: options.onQuery });
  await options.prepare?.(database);
  // Every test API has an outbox of its own, so a test reads exactly the messages it caused.
  const outboxDir = mkdtempSync(path.join(tmpdir(), 'api-outbox-'));
  const config = testConfig({ outboxDir, ...options.config });
  const app = await buildServer({
    config,
    database,
    mailer: options.mailer,
    logger: options.logger,
    passwordHashing: options.passwordHashing,
  });
  const post = (query: string, variables: Record<string, unknown> | undefined, opts: TestRequestOptions | undefined) =>
    app.inject({
      method: 'POST',
      url: '/api/graphql',
      headers: { ...opts?.headers, 'content-type': 'application/json', 'accept-language': opts?.lang ?? 'es' },
      payload: { query, variables },
    });
  return {
    app,
    database,
    config,
    async graphql(query, variables, opts) {
      return (await post(query, variables, opts)).json();
    },
    async graphqlResponse(query, variables, opts) {
      const response = await post(query, variables, opts);
      const setCookie = response.headers['set-cookie'];
      return {
        status: response.statusCode,
        headers: response.headers,
        setCookies: setCookie === undefined ? [] : Array.isArray(setCookie) ? setCookie : [setCookie],
        body: response.json(),
      };
    },
    outbox: () => readOutbox(config.outboxDir),
    async close() {
      await app.close();
      await database.dispose();
      rmSync(outboxDir, { recursive: true, force: true });
    },
  };
}

/**
 * A logger that keeps every message it is given (from `info` up), for tests that check what was logged: as text in
 * `logged`, and as given in `entries` (structured entries such as the security events' `{ event, … }` objects).
 */
export function recordingLogger(): { logger: FastifyBaseLogger; logged: string[]; entries: unknown[] } {
  const logged: string[] = [];
  const entries: unknown[] = [];
  const record = (message: unknown) => {
    logged.push(String(message));
    entries.push(message);
  };
  const logger = {
    level: 'info',
    fatal: record,
    error: record,
    warn: record,
    info: record,
    debug: () => undefined,
    trace: () => undefined,
    silent: () => undefined,
    child: () => logger,
  } as unknown as FastifyBaseLogger;
  return { logger, logged, entries };
}
