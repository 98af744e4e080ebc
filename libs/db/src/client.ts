import { existsSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { Client, Pool, type ClientConfig } from 'pg';
import { lockDataDirectory } from './data-dir-lock';
import * as schema from './schema';
import { DatabaseUnavailableError } from './unavailable';

export type Schema = typeof schema;
/** A Drizzle database over either PGlite or a PostgreSQL server; both speak the same SQL. */
export type Database = PgDatabase<PgQueryResultHKT, Schema>;

export interface DatabaseHandle {
  db: Database;
  /** `pglite` (embedded) or `postgres` (a server). */
  kind: 'pglite' | 'postgres';
  /** Applies the committed migrations; safe to call on an up-to-date database. */
  migrate(): Promise<void>;
  /**
   * Whether the database answers now: `select 1`, rejecting with {@link DatabaseUnavailableError} when it does not
   * within `timeoutMs` ({@link DATABASE_DEFAULTS}`.pingTimeoutMs` by default) or fails. The API's readiness check.
   */
  ping(timeoutMs?: number): Promise<void>;
  close(): Promise<void>;
}

/**
 * The time limits on a PostgreSQL server (decision 021). A database that stops answering then fails a request within
 * seconds instead of holding it, and its connection, for ever; the pool replaces what failed, so it recovers by itself.
 */
export const DATABASE_DEFAULTS = {
  /** Connections of the pool. */
  poolSize: 10,
  /** Waiting for a connection, a free one of the pool or a new one (pg `connectionTimeoutMillis`). */
  connectTimeoutMs: 5_000,
  /** The server cancels a statement running longer (`statement_timeout`); the slowest page query takes ~100 ms. */
  statementTimeoutMs: 10_000,
  /**
   * The client gives up on a query whose answer does not come (pg `query_timeout`): a server or network that stopped
   * answering never cancels anything itself. A little above the statement timeout, so a slow statement is the
   * server's to cancel.
   */
  queryTimeoutMs: 12_000,
  /** The server ends a session idle inside a transaction (`idle_in_transaction_session_timeout`), freeing its locks. */
  idleInTransactionTimeoutMs: 15_000,
  /** TCP keep-alive on every connection, first probe after this long idle, so a vanished peer is noticed. */
  keepAliveDelayMs: 10_000,
  /** A connection idle this long in the pool is closed. */
  idleTimeoutMs: 30_000,
  /** {@link DatabaseHandle.ping}'s limit. */
  pingTimeoutMs: 2_000,
} as const;

export interface DatabaseOptions {
  /** A PostgreSQL connection string; when absent PGlite is used. */
  url?: string;
  /** PGlite data directory; absent means in memory (tests). One process at a time (a lock file beside it). */
  dataDir?: string;
  /** Pool size on a server. */
  poolSize?: number;
  /** Called with the SQL of every query sent (tests count queries with it). */
  onQuery?: (sql: string) => void;
  /** On a server: the most to wait for a connection. Default {@link DATABASE_DEFAULTS}. */
  connectTimeoutMs?: number;
  /** On a server: `statement_timeout` of every session (0: none). */
  statementTimeoutMs?: number;
  /** On a server: the most the client waits for a query's answer (0: for ever). */
  queryTimeoutMs?: number;
  /** On a server: `idle_in_transaction_session_timeout` of every session (0: none). */
  idleInTransactionTimeoutMs?: number;
  /** On a server: TCP keep-alive's first probe after this long idle (0: no keep-alive). */
  keepAliveDelayMs?: number;
}

/** The committed migrations: beside the bundle when built, in the library otherwise. */
export const MIGRATIONS_FOLDER = [path.join(__dirname, 'drizzle'), path.join(__dirname, '..', 'drizzle')].find((dir) =>
  existsSync(path.join(dir, 'meta', '_journal.json')),
) as string;

/** `promise`, or a {@link DatabaseUnavailableError} once `ms` pass; a late failure of `promise` is ignored. */
async function within<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  promise.catch(() => undefined);
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new DatabaseUnavailableError(`${what} did not answer within ${ms} ms`)), ms);
  });
  try {
    return await Promise.race([promise, late]);
  } catch (error) {
    if (error instanceof DatabaseUnavailableError) throw error;
    throw new DatabaseUnavailableError(`${what} failed: ${error instanceof Error ? error.message : String(error)}`, {
      cause: error,
    });
  } finally {
    clearTimeout(timer);
  }
}

/** The connection settings of a server from the options (0 turns a limit off). */
function serverSettings(options: DatabaseOptions): ClientConfig {
  const pick = (value: number | undefined, fallback: number) => value ?? fallback;
  const keepAliveDelayMs = pick(options.keepAliveDelayMs, DATABASE_DEFAULTS.keepAliveDelayMs);
  const queryTimeoutMs = pick(options.queryTimeoutMs, DATABASE_DEFAULTS.queryTimeoutMs);
  return {
    connectionString: options.url,
    connectionTimeoutMillis: pick(options.connectTimeoutMs, DATABASE_DEFAULTS.connectTimeoutMs),
    // node-postgres sends these as startup parameters (a pooler in between must pass them, as PgBouncer's
    // `ignore_startup_parameters` would not).
    statement_timeout: pick(options.statementTimeoutMs, DATABASE_DEFAULTS.statementTimeoutMs) || undefined,
    idle_in_transaction_session_timeout:
      pick(options.idleInTransactionTimeoutMs, DATABASE_DEFAULTS.idleInTransactionTimeoutMs) || undefined,
    query_timeout: queryTimeoutMs || undefined,
    keepAlive: keepAliveDelayMs > 0,
    keepAliveInitialDelayMillis: keepAliveDelayMs,
  };
}

/** Opens the database: a PostgreSQL server when `url` is given, otherwise embedded PGlite. */
export async function openDatabase(options: DatabaseOptions = {}): Promise<DatabaseHandle> {
  const { onQuery } = options;
  const logger = onQuery ? { logQuery: (query: string) => onQuery(query) } : undefined;
  if (options.url) {
    const settings = serverSettings(options);
    const pool = new Pool({
      ...settings,
      max: options.poolSize ?? DATABASE_DEFAULTS.poolSize,
      idleTimeoutMillis: DATABASE_DEFAULTS.idleTimeoutMs,
    });
    // An idle connection the server closes (a restart, a dropped database) is removed by the pool and replaced
    // on the next query; without a listener its error would be thrown and end the process.
    pool.on('error', () => undefined);
    // The pool listens for that only while a connection is idle. One a request holds (a transaction between two
    // statements) that the server ends (a restart, the idle-in-transaction timeout, pg_terminate_backend) emits its
    // error on the client itself, with no listener, which would end the process: every client gets one of its own.
    // The client is unusable afterwards: the transaction's next statement fails as unavailable (503), and the pool
    // drops the client when it is released.
    pool.on('connect', (client) => client.on('error', () => undefined));
    const db = drizzlePg(pool, { schema, logger }) as unknown as Database;
    return {
      db,
      kind: 'postgres',
      // Migrations may rewrite a large table: on a connection of their own, without statement or query limits.
      migrate: async () => {
        const client = new Client({ ...settings, statement_timeout: undefined, query_timeout: undefined });
        client.on('error', () => undefined);
        await client.connect();
        try {
          const direct = drizzlePg(client, { schema, logger });
          await migratePg(direct, { migrationsFolder: MIGRATIONS_FOLDER });
        } finally {
          await client.end();
        }
      },
      ping: async (timeoutMs = DATABASE_DEFAULTS.pingTimeoutMs) => {
        await within(pool.query('select 1'), timeoutMs, 'The database');
      },
      close: () => pool.end(),
    };
  }
  let release: (() => void) | undefined;
  if (options.dataDir) {
    mkdirSync(options.dataDir, { recursive: true });
    release = lockDataDirectory(options.dataDir);
  }
  let client: PGlite;
  try {
    client = await PGlite.create({ dataDir: options.dataDir, extensions: { pg_trgm, unaccent } });
  } catch (error) {
    release?.();
    throw error;
  }
  const db = drizzlePglite(client, { schema, logger }) as unknown as Database;
  return {
    db,
    kind: 'pglite',
    migrate: () =>
      migratePglite(db as unknown as Parameters<typeof migratePglite>[0], { migrationsFolder: MIGRATIONS_FOLDER }),
    ping: async (timeoutMs = DATABASE_DEFAULTS.pingTimeoutMs) => {
      await within(client.query('select 1'), timeoutMs, 'The database');
    },
    close: async () => {
      try {
        if (!client.closed) await client.close();
      } finally {
        release?.();
      }
    },
  };
}
