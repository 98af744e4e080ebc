import { openDatabase } from '@art/db';
import { loadConfig } from './config';
import { buildServer } from './server';

async function main() {
  const config = loadConfig();
  const database = await openDatabase({
    url: config.databaseUrl,
    dataDir: config.databaseUrl ? undefined : `${config.dataDir}/pglite`,
  });
  await database.migrate();
  const app = await buildServer({ config, database });
  const close = async () => {
    await app.close();
    await database.close();
    process.exit(0);
  };
  process.once('SIGINT', close);
  process.once('SIGTERM', close);
  await app.listen({ host: config.host, port: config.port });
  app.log.info(`API ready at http://localhost:${config.port}/api/graphql`);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
