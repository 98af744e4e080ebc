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
import { Pool } from 'pg';
import * as schema from './schema';

export type Schema = typeof schema;
/** A Drizzle database over either PGlite or a PostgreSQL server; both speak the same SQL. */
export type Database = PgDatabase<PgQueryResultHKT, Schema>;

export interface DatabaseHandle {
  db: Database;
  /** `pglite` (embedded) or `postgres` (a server). */
  kind: 'pglite' | 'postgres';
  /** Applies the committed migrations; safe to call on an up-to-date database. */
  migrate(): Promise<void>;
  close(): Promise<void>;
}

export interface DatabaseOptions {
  /** A PostgreSQL connection string; when absent PGlite is used. */
  url?: string;
  /** PGlite data directory; absent means in memory (tests). */
  dataDir?: string;
  /** Pool size on a server. */
  poolSize?: number;
  /** Called with the SQL of every query sent (tests count queries with it). */
  onQuery?: (sql: string) => void;
}

/** The committed migrations: beside the bundle when built, in the library otherwise. */
export const MIGRATIONS_FOLDER = [path.join(__dirname, 'drizzle'), path.join(__dirname, '..', 'drizzle')].find((dir) =>
  existsSync(path.join(dir, 'meta', '_journal.json')),
) as string;

/** Opens the database: a PostgreSQL server when `url` is given, otherwise embedded PGlite. */
export async function openDatabase(options: DatabaseOptions = {}): Promise<DatabaseHandle> {
  const { onQuery } = options;
  const logger = onQuery ? { logQuery: (query: string) => onQuery(query) } : undefined;
  if (options.url) {
    const pool = new Pool({
      connectionString: options.url,
      max: options.poolSize ?? 10,
    });
    // An idle connection the server closes (a restart, a dropped database) is removed by the pool and replaced
    // on the next query; without a listener its error would be thrown and end the process.
    pool.on('error', () => undefined);
    const db = drizzlePg(pool, { schema, logger }) as unknown as Database;
    return {
      db,
      kind: 'postgres',
      migrate: () =>
        migratePg(db as unknown as Parameters<typeof migratePg>[0], { migrationsFolder: MIGRATIONS_FOLDER }),
      close: () => pool.end(),
    };
  }
  if (options.dataDir) mkdirSync(options.dataDir, { recursive: true });
  const client = await PGlite.create({ dataDir: options.dataDir, extensions: { pg_trgm, unaccent } });
  const db = drizzlePglite(client, { schema, logger }) as unknown as Database;
  return {
    db,
    kind: 'pglite',
    migrate: () =>
      migratePglite(db as unknown as Parameters<typeof migratePglite>[0], { migrationsFolder: MIGRATIONS_FOLDER }),
    close: () => client.close(),
  };
}
