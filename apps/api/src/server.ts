import Fastify, { type FastifyInstance } from 'fastify';
import type { DatabaseHandle } from '@art/db';
import type { ApiConfig } from './config';
import { createGraphQL } from './graphql';
import { registerImageRoutes } from './http/images';
import { registerLocaleRoutes } from './http/locales';
import { registerMenuRoutes } from './http/menu';

export interface ServerOptions {
  config: ApiConfig;
  database: DatabaseHandle;
}

/** The API: GraphQL at /api/graphql and the plain HTTP endpoints. Not listening yet. */
export async function buildServer({ config, database }: ServerOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: config.env === 'test' ? false : { level: config.logLevel },
    trustProxy: true,
    bodyLimit: 1024 * 1024,
  });
  const yoga = createGraphQL(database.db, config);

  // Yoga reads the raw body itself.
  app.addContentTypeParser('application/graphql-response+json', { parseAs: 'string' }, (_req, body, done) => done(null, body));

  app.route({
    url: '/api/graphql',
    method: ['GET', 'POST', 'OPTIONS'],
    handler: async (req, reply) => {
      const response = await yoga.handleNodeRequestAndResponse(req, reply, { acceptLanguage: req.headers['accept-language'] });
      response.headers.forEach((value, key) => {
        reply.header(key, value);
      });
      reply.status(response.status);
      reply.send(response.body);
      return reply;
    },
  });

  app.get('/api/health', async () => ({ status: 'ok', database: database.kind }));
  await registerImageRoutes(app, { imagesDir: config.imagesDir });
  await registerMenuRoutes(app, { db: database.db });
  await registerLocaleRoutes(app, { localesDir: config.localesDir });

  return app;
}
