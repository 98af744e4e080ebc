import { sql } from 'drizzle-orm';
import { Client } from 'pg';
import { openDatabase } from './client';
import { isDatabaseUnavailable } from './unavailable';

const serverUrl = process.env['TEST_DATABASE_URL'];
(serverUrl ? describe : describe.skip)(
  'a connection the server ends while a request holds it (TEST_DATABASE_URL)',
  () => {
    it('fails the transaction as unavailable without ending the process, and the pool carries on', async () => {
      const handle = await openDatabase({ url: serverUrl });
      const admin = new Client({ connectionString: serverUrl });
      await admin.connect();
      try {
        // What a restart (pg_ctl -m fast), the idle-in-transaction timeout or pg_terminate_backend does to a session:
        // FATAL 57P01 sent to a client between two statements, when no query of its own is waiting for an answer.
        const outcome = handle.db.transaction(async (tx) => {
          const { rows } = (await tx.execute(sql`select pg_backend_pid() as pid`)) as unknown as {
            rows: { pid: number }[];
          };
          await admin.query('select pg_terminate_backend($1)', [rows[0]?.pid]);
          await new Promise((resolve) => setTimeout(resolve, 300));
          await tx.execute(sql`select 1`);
        });
        const error = await outcome.then(
          () => null,
          (e: unknown) => e,
        );
        expect(isDatabaseUnavailable(error)).toBe(true);
        const next = (await handle.db.execute(sql`select 1 as one`)) as unknown as { rows: { one: number }[] };
        expect(next.rows).toEqual([{ one: 1 }]);
      } finally {
        await admin.end();
        await handle.close();
      }
    });
  },
);
