/**
 * Fresh migrated databases for this project's tests: PGlite in memory, and a PostgreSQL server database of
 * its own (created and dropped) when TEST_DATABASE_URL is set.
 */
import { randomBytes } from 'node:crypto';
import { Client } from 'pg';
import { openDatabase, type DatabaseHandle } from '@art/db';

export type Backend = 'pglite' | 'postgres';

/**
 * The backend the seed's checks run on: the PostgreSQL server when TEST_DATABASE_URL is set (production's engine, and
 * a fresh database there is faster), PGlite otherwise. The seed writes the same rows on either (`freshDatabase`
 * migrates both; the API's suites that depend on the engine run on both, `testBackends('engine')` of `@art/api`).
 */
export function backends(): Backend[] {
  return [process.env['TEST_DATABASE_URL'] ? 'postgres' : 'pglite'];
}

async function admin(url: string, statement: string): Promise<void> {
  const client = new Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/** A migrated, empty database; `dispose` closes it and drops it from the server. */
export async function freshDatabase(backend: Backend): Promise<DatabaseHandle & { dispose(): Promise<void> }> {
  if (backend === 'pglite') {
    const handle = await openDatabase();
    await handle.migrate();
    return { ...handle, dispose: () => handle.close() };
  }
  const url = process.env['TEST_DATABASE_URL'];
  if (!url) throw new Error('TEST_DATABASE_URL is not set');
  const name = `seed_${randomBytes(6).toString('hex')}`;
  await admin(url, `CREATE DATABASE ${name}`);
  const target = new URL(url);
  target.pathname = `/${name}`;
  const handle = await openDatabase({ url: target.toString(), poolSize: 4 });
  await handle.migrate();
  return {
    ...handle,
    dispose: async () => {
      await handle.close();
      await admin(url, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    },
  };
}
