import { sql } from 'drizzle-orm';
import { openDatabase } from './client';
import { hungDatabase, refusingDatabaseUrl } from './testing';
import { DatabaseUnavailableError, isDatabaseUnavailable } from './unavailable';

async function failure(promise: Promise<unknown>): Promise<{ error: unknown; ms: number }> {
  const started = Date.now();
  try {
    await promise;
  } catch (error) {
    return { error, ms: Date.now() - started };
  }
  throw new Error('expected a failure');
}

describe('a database server that does not answer', () => {
  it('fails a ping within its limit and a query within the connection limit, as unavailable', async () => {
    const hung = await hungDatabase();
    const handle = await openDatabase({ url: hung.url, connectTimeoutMs: 800 });
    try {
      const ping = await failure(handle.ping(300));
      expect(ping.error).toBeInstanceOf(DatabaseUnavailableError);
      expect(ping.ms).toBeLessThan(700);
      const query = await failure(handle.db.execute(sql`select 1`));
      expect(query.ms).toBeLessThan(3_000);
      expect(isDatabaseUnavailable(query.error)).toBe(true);
    } finally {
      await handle.close();
      await hung.close();
    }
  });

  it('fails at once, as unavailable, when the server refuses connections', async () => {
    const handle = await openDatabase({ url: await refusingDatabaseUrl() });
    try {
      const ping = await failure(handle.ping());
      expect(ping.error).toBeInstanceOf(DatabaseUnavailableError);
      const query = await failure(handle.db.execute(sql`select 1`));
      expect(query.ms).toBeLessThan(2_000);
      expect(isDatabaseUnavailable(query.error)).toBe(true);
    } finally {
      await handle.close();
    }
  });

  it('does not take a wrong query for an unavailable database', async () => {
    const handle = await openDatabase();
    try {
      const wrong = await failure(handle.db.execute(sql`select * from no_such_table`));
      expect(isDatabaseUnavailable(wrong.error)).toBe(false);
      await handle.ping();
    } finally {
      await handle.close();
    }
    await expect(handle.ping()).rejects.toBeInstanceOf(DatabaseUnavailableError);
  });
});

const serverUrl = process.env['TEST_DATABASE_URL'];
(serverUrl ? describe : describe.skip)('time limits on the PostgreSQL server (TEST_DATABASE_URL)', () => {
  it('cancels a statement past statement_timeout and answers a ping', async () => {
    const handle = await openDatabase({ url: serverUrl, statementTimeoutMs: 300, idleInTransactionTimeoutMs: 500 });
    try {
      await handle.ping();
      const slow = await failure(handle.db.execute(sql`select pg_sleep(3)`));
      expect(slow.ms).toBeLessThan(2_000);
      expect(isDatabaseUnavailable(slow.error)).toBe(true);
      const settings = (await handle.db.execute(
        sql`select current_setting('statement_timeout') as s, current_setting('idle_in_transaction_session_timeout') as i`,
      )) as unknown as { rows: { s: string; i: string }[] };
      expect(settings.rows[0]).toEqual({ s: '300ms', i: '500ms' });
    } finally {
      await handle.close();
    }
  });
});
