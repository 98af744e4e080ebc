import Fastify, { type FastifyBaseLogger, type FastifyInstance } from 'fastify';
import type { DatabaseHandle } from '@art/db';
import type { ApiConfig } from './config';
import type { ServerServices } from './context';
import { createGraphQL } from './graphql';
import { registerImageRoutes } from './http/images';
import { registerLocaleRoutes } from './http/locales';
import { registerMenuRoutes } from './http/menu';
import { CONTACT_RATE_LIMIT } from './services/contact';
import { createMailer, type Mailer } from './services/mail';
import { loadMailTexts } from './services/mail-texts';
import { createRateLimiter } from './services/rate-limit';

export interface ServerOptions {
  config: ApiConfig;
  database: DatabaseHandle;
  /** Replaces the mailer of the configuration (tests: a failing one). Closed with the server either way. */
  mailer?: Mailer;
  /** Replaces the configured logger (tests read what was logged). */
  logger?: FastifyBaseLogger;
}

/** The API: GraphQL at /api/graphql and the plain HTTP endpoints. Not listening yet. */
export async function buildServer({ config, database, mailer, logger }: ServerOptions): Promise<FastifyInstance> {
  const app = logger
    ? Fastify({ loggerInstance: logger, trustProxy: true, bodyLimit: 1024 * 1024 })
    : Fastify({ logger: config.env === 'test' ? false : { level: config.logLevel }, trustProxy: true, bodyLimit: 1024 * 1024 });
  const services: ServerServices = {
    mailer: mailer ?? createMailer(config, app.log),
    mailTexts: loadMailTexts(config.localesDir),
    rateLimits: { contact: createRateLimiter(CONTACT_RATE_LIMIT) },
    log: app.log,
  };
  app.addHook('onClose', async () => services.mailer.close());
  const yoga = createGraphQL(database.db, config, services);

  // Yoga reads the raw body itself.
  app.addContentTypeParser('application/graphql-response+json', { parseAs: 'string' }, (_req, body, done) => done(null, body));

  app.route({
    url: '/api/graphql',
    method: ['GET', 'POST', 'OPTIONS'],
    handler: async (req, reply) => {
      const response = await yoga.handleNodeRequestAndResponse(req, reply, {
        acceptLanguage: req.headers['accept-language'],
        clientIp: req.ip,
      });
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
