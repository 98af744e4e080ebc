/**
 * Prints, as one JSON array on stdout, the plans report of the works lists (`worksPlanReport`) on the database of
 * `DATABASE_URL`: for the benchmark (`tools/bench`), which runs it as a process as it runs the API.
 *
 *   DATABASE_URL=postgres://… tsx apps/api/src/explain-works.ts
 */
import { openDatabase } from '@art/db';
import { loadConfig } from '@art/api-core';
import { worksPlanReport } from '@art/api-catalogue';

async function main() {
  const config = loadConfig();
  const url = config.databaseUrl;
  if (!url) throw new Error('DATABASE_URL must name the PostgreSQL database to explain');
  const handle = await openDatabase({ url, poolSize: 1 });
  try {
    process.stdout.write(`${JSON.stringify(await worksPlanReport(handle.db, config.currentCatalogPrefix))}\n`);
  } finally {
    await handle.close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
