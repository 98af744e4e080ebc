import { openDatabase } from '@art/db';
import { loadConfig } from '@art/api-core';
import { buildServer } from './server';

async function main() {
  const config = loadConfig();
  const database = await openDatabase({
    url: config.databaseUrl,
    dataDir: config.databaseUrl ? undefined : `${config.dataDir}/pglite`,
    connectTimeoutMs: config.databaseConnectTimeoutMs,
    statementTimeoutMs: config.databaseStatementTimeoutMs,
    // The client gives up a little after the server would have cancelled (none when the server never cancels).
    queryTimeoutMs: config.databaseStatementTimeoutMs && config.databaseStatementTimeoutMs + 2_000,
  });
  await database.migrate();
  const app = await buildServer({ config, database });

  // Graceful shutdown (decision 021): readiness turns 503 and no new connection is accepted at once; requests in
  // flight finish (at most SHUTDOWN_TIMEOUT_MS, then their connections are cut); the database is closed (PGlite writes
  // its files and frees its lock); then the process exits. A second signal exits at once.
  let stopping = false;
  const stop = async (signal: NodeJS.Signals) => {
    if (stopping) {
      app.log.warn(`${signal} again: exiting now`);
      process.exit(1);
    }
    stopping = true;
    app.log.info(`${signal}: finishing the requests in flight, then stopping`);
    let cut = false;
    const deadline = setTimeout(() => {
      cut = true;
      app.log.warn(`Requests still in flight after ${config.shutdownTimeoutMs} ms: closing their connections`);
      app.server.closeAllConnections();
    }, config.shutdownTimeoutMs);
    // Whatever happens, the process does not outlive the deadline by much.
    setTimeout(() => process.exit(1), config.shutdownTimeoutMs + 10_000).unref();
    try {
      await app.close();
      clearTimeout(deadline);
      await database.close();
    } catch (error) {
      app.log.error(error, 'Shutdown failed');
      process.exit(1);
    }
    app.log.info('Stopped');
    process.exit(cut ? 1 : 0);
  };
  process.on('SIGINT', (signal) => void stop(signal));
  process.on('SIGTERM', (signal) => void stop(signal));
  await app.listen({ host: config.host, port: config.port });
  app.log.info(`API ready at http://localhost:${config.port}/api/graphql`);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
