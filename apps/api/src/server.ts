import Fastify, { type FastifyBaseLogger, type FastifyInstance } from 'fastify';
import { createPasswordHasher, type PasswordHashOptions } from '@art/auth';
import { isDatabaseUnavailable, type DatabaseHandle } from '@art/db';
import { LOGIN_THROTTLE, REMEMBER_PASSWORD_RATE_LIMIT, RESET_MAILS_PER_ACCOUNT } from '@art/api-accounts';
import { CONTACT_RATE_LIMIT, FORM_RATE_WINDOW_MS, NEWSLETTER_MAILS_PER_ADDRESS } from '@art/api-messages';
import { currentCatalogPrefix, watchCurrentCatalog } from '@art/api-catalogue';
import {
  COUPON_TRIES,
  NOTIFICATION_PATH,
  registerPaymentRoutes,
  startOrderExpiry,
  type PaymentNotifier,
} from '@art/api-commerce';
import { TICKET_RESENDS } from '@art/api-tickets';
import {
  errorMessage,
  RETRY_AFTER_SECONDS,
  UNAVAILABLE,
  memoryContentVersion,
  redisContentVersion,
  registerContentVersion,
  createLoginThrottle,
  createMailer,
  type Mailer,
  loadMailTexts,
  createPasswordBudget,
  createRateLimiter,
  createRedisLimitStore,
  memoryLimitStore,
  requestToken,
  type ApiConfig,
  languageOf,
  type ServerServices,
  startMailRetries,
} from '@art/api-core';
import { createGraphQL } from './graphql';
import { registerActivityCalendarRoutes } from './http/activity-calendar';
import { registerAdminFileRoutes } from './http/admin-files';
import { registerAdminImageRoutes } from './http/admin-images';
import { registerAdminSubscribersCsvRoutes } from './http/admin-subscribers-csv';
import { registerFileRoutes } from './http/files';
import { registerImageRoutes } from './http/images';
import { registerLocaleRoutes } from './http/locales';
import { registerMenuRoutes } from './http/menu';
import { RESPONSE_CACHE, createResponseCache } from './http/response-cache';
import { registerSeoRoutes } from './http/sitemap';
import { textLogStream } from './log-format';

/**
 * Fastify's time limits (decision 021): `connectionTimeout` cuts a socket idle this long (longer than any request's
 * database limits add up to), `requestTimeout` bounds receiving a whole request (slow senders), `keepAliveTimeout`
 * keeps an idle connection longer than the proxies in front (nginx 60 s) so they close first.
 */
export const HTTP_TIMEOUTS = { connectionTimeout: 60_000, requestTimeout: 30_000, keepAliveTimeout: 72_000 } as const;

/** How long `/api/ready` waits for the database's `select 1`. */
export const READY_TIMEOUT_MS = 2_000;

export interface ServerOptions {
  config: ApiConfig;
  database: DatabaseHandle;
  /** Replaces the mailer of the configuration (tests: a failing one). Closed with the server either way. */
  mailer?: Mailer;
  /** Replaces the configured logger (tests read what was logged). */
  logger?: FastifyBaseLogger;
  /**
   * Tests only: a lower scrypt cost for the passwords this server hashes, so suites that sign many accounts up stay
   * fast. `main.ts` never passes it, and nothing reads it from the environment.
   */
  passwordHashing?: PasswordHashOptions;
  /** Tests only: how the payment sandbox delivers its notifications (in process instead of over HTTP). */
  paymentNotifier?: PaymentNotifier;
}

/** The API: GraphQL at /api/graphql and the plain HTTP endpoints. Not listening yet. */
export async function buildServer({
  config,
  database,
  mailer,
  logger,
  passwordHashing,
  paymentNotifier,
}: ServerOptions): Promise<FastifyInstance> {
  // Only the configured proxies' X-Forwarded-For counts (the site servers append the visitor's address): the rate
  // limits and the login throttle count by the address found this way, which a visitor cannot forge.
  // Time limits (decision 021): a connection idle this long is cut, a request must arrive whole this fast, and an idle
  // keep-alive connection is kept longer than the proxies in front keep theirs. While closing, Fastify answers 503.
  const options = {
    trustProxy: config.trustProxy,
    bodyLimit: 1024 * 1024,
    ...HTTP_TIMEOUTS,
    return503OnClosing: true,
    forceCloseConnections: 'idle' as const,
  };
  const app = logger
    ? Fastify({ ...options, loggerInstance: logger })
    : Fastify({
        ...options,
        logger:
          config.env === 'test'
            ? false
            : {
                level: config.logLevel,
                // `LOG_FORMAT=text` (npm start): each line in words instead of JSON.
                ...(config.logFormat === 'text' ? { stream: textLogStream() } : {}),
              },
      });
  // Every limit and throttle counts in Redis when there is one (shared by all the API processes; in memory while it is
  // away), otherwise in this process's memory (decision 021).
  const store = config.redisUrl
    ? await createRedisLimitStore({ url: config.redisUrl, prefix: config.redisPrefix, log: app.log })
    : memoryLimitStore();
  // scrypt on threads of its own at a low priority, as many as may run at once (decision 035).
  const hasher = createPasswordHasher({
    ...passwordHashing,
    threads: { threads: config.passwordBudget.concurrency, nice: config.passwordHashNice },
  });
  const services: ServerServices = {
    mailer: mailer ?? createMailer(config, app.log),
    mailTexts: loadMailTexts(config.localesDir),
    rateLimits: {
      contact: createRateLimiter({ ...CONTACT_RATE_LIMIT, limit: config.formsPer10Minutes, store, name: 'contact' }),
      rememberPassword: createRateLimiter({ ...REMEMBER_PASSWORD_RATE_LIMIT, store, name: 'remember-password' }),
      resetMailsPerAccount: createRateLimiter({ ...RESET_MAILS_PER_ACCOUNT, store, name: 'reset-mails' }),
      signUp: createRateLimiter({ limit: config.signUpsPerHour, windowMs: 60 * 60_000, store, name: 'sign-up' }),
      invitations: createRateLimiter({
        limit: config.invitationTriesPerHour,
        windowMs: 60 * 60_000,
        store,
        name: 'invitations',
      }),
      ticketResends: createRateLimiter({ ...TICKET_RESENDS, store, name: 'ticket-resends' }),
      forms: createRateLimiter({
        limit: config.formsPer10Minutes,
        windowMs: FORM_RATE_WINDOW_MS,
        maxKeys: 50_000,
        store,
        name: 'forms',
      }),
      newsletterMails: createRateLimiter({ ...NEWSLETTER_MAILS_PER_ADDRESS, store, name: 'newsletter-mails' }),
      coupons: createRateLimiter({ ...COUPON_TRIES, store, name: 'coupons' }),
    },
    // Every password check and hash, within its request's, its address's and its account's limits (decision 021).
    passwordBudget: createPasswordBudget({
      hasher,
      limits: config.passwordBudget,
      addressThrottle: createLoginThrottle({ ...LOGIN_THROTTLE, store, name: 'login' }),
      store,
    }),
    log: app.log,
  };
  // Queued mail that could not be sent is retried in the background (tests drive `deliverDueMails` themselves).
  const stopMailRetries = config.env === 'test' ? null : startMailRetries(database.db, services.mailer, app.log);
  // Unpaid orders whose hold passed are expired every minute (tests call `expireOrders` themselves).
  const stopOrderExpiry = config.env === 'test' ? null : startOrderExpiry(database.db, app.log);
  // Every answer, errors and files included: no MIME sniffing, never framed, the referrer's origin only across sites.
  app.addHook('onSend', async (_request, reply, payload) => {
    reply.header('X-Content-Type-Options', 'nosniff');
    reply.header('Referrer-Policy', 'strict-origin-when-cross-origin');
    reply.header('X-Frame-Options', 'DENY');
    if (!reply.hasHeader('Content-Security-Policy')) reply.header('Content-Security-Policy', "frame-ancestors 'none'");
    return payload;
  });
  // The version of the public content the sites key their kept pages by, bumped by changes (decision 024).
  const contentVersion = config.redisUrl
    ? await redisContentVersion({ url: config.redisUrl, prefix: config.redisPrefix, log: app.log })
    : memoryContentVersion();
  app.addHook('onClose', async () => {
    await stopMailRetries?.();
    await stopOrderExpiry?.();
    await stopCatalogWatch?.();
    services.mailer.close();
    await store.close();
    await contentVersion.close();
    await hasher.close();
  });
  // The current edition is read now, at once after a switch through this process, and within a second after one
  // through another (decision 026).
  await currentCatalogPrefix(database.db, config.currentCatalogPrefix);
  const stopCatalogWatch =
    config.currentCatalogWatchMs > 0
      ? watchCurrentCatalog(database.db, contentVersion, app.log, config.currentCatalogWatchMs)
      : null;
  const yoga = createGraphQL(database.db, config, services, contentVersion);
  const responseCache = config.responseCache
    ? createResponseCache({ version: contentVersion, ...RESPONSE_CACHE })
    : undefined;
  registerContentVersion(app, contentVersion, [NOTIFICATION_PATH]);

  // Yoga reads the raw body itself.
  app.addContentTypeParser('application/graphql-response+json', { parseAs: 'string' }, (_req, body, done) =>
    done(null, body),
  );

  app.route({
    url: '/api/graphql',
    method: ['GET', 'POST', 'OPTIONS'],
    handler: async (req, reply) => {
      // An anonymous read answered a moment ago is answered again as it was (decision 036).
      const cached = await responseCache?.lookup({
        method: req.method,
        url: req.url,
        contentType: req.headers['content-type'],
        accept: req.headers.accept,
        body: req.body,
        lang: languageOf(req.headers['accept-language']),
        origin: req.headers.origin,
        hasSession: requestToken({ authorization: req.headers.authorization, cookie: req.headers.cookie }) !== null,
      });
      if (cached?.hit) {
        for (const [key, value] of cached.hit.headers) reply.header(key, value);
        return reply.header('x-api-cache', 'hit').status(200).send(cached.hit.body);
      }
      // Resolvers add the response's Set-Cookie values here (the session cookie of login, sign-up, logout…).
      const cookies: string[] = [];
      // Set by a resolver whose answer no cache may keep (`ctx.noStore()`: a coupon's check), and by every mutation.
      let noStore = false;
      const response = await yoga.handleNodeRequestAndResponse(req, reply, {
        acceptLanguage: req.headers['accept-language'],
        clientIp: req.ip,
        cookies,
        noStore: () => {
          noStore = true;
        },
      });
      const headers: [string, string][] = [];
      response.headers.forEach((value, key) => {
        reply.header(key, value);
        headers.push([key, value]);
      });
      if (cookies.length > 0) {
        reply.header('set-cookie', cookies);
        // A response that sets a session is never stored by a cache.
        reply.header('cache-control', 'no-store');
      }
      if (noStore) reply.header('cache-control', 'no-store');
      reply.status(response.status);
      if (!cached || !responseCache) return reply.send(response.body);
      const body = await response.text();
      const facts = {
        status: response.status,
        contentType: response.headers.get('content-type'),
        body,
        setsCookies: cookies.length > 0,
        noStore,
      };
      reply.header('x-api-cache', responseCache.store(cached.key, facts, headers) ? 'miss' : 'bypass');
      return reply.send(body);
    },
  });

  // Liveness: the process answers. Readiness: the database answers too, and the server is not shutting down.
  app.get('/api/health', async () => ({ status: 'ok', database: database.kind }));
  let closing = false;
  app.addHook('preClose', async () => {
    closing = true;
  });
  // Requests still in flight when shutdown starts end their connection, so closing does not wait for keep-alive.
  app.addHook('onSend', async (_request, reply, payload) => {
    if (closing) reply.header('Connection', 'close');
    return payload;
  });
  app.get('/api/ready', async (_request, reply) => {
    reply.header('Cache-Control', 'no-store');
    if (closing) return reply.code(503).header('Retry-After', String(RETRY_AFTER_SECONDS)).send({ status: 'closing' });
    try {
      await database.ping(READY_TIMEOUT_MS);
      return { status: 'ready' };
    } catch (error) {
      app.log.warn(`Not ready: ${error instanceof Error ? error.message : String(error)}`);
      return reply.code(503).header('Retry-After', String(RETRY_AFTER_SECONDS)).send({ status: 'unavailable' });
    }
  });
  // A route whose database is away answers 503 with Retry-After and a translated message; anything else as before.
  app.setErrorHandler((error, request, reply) => {
    if (!isDatabaseUnavailable(error)) throw error;
    request.log.warn(`Database unavailable: ${error instanceof Error ? error.message : String(error)}`);
    const lang = languageOf(request.headers['accept-language']);
    return reply
      .code(503)
      .header('Retry-After', String(RETRY_AFTER_SECONDS))
      .header('Cache-Control', 'no-store')
      .send({ error: UNAVAILABLE, message: errorMessage(lang, 'unavailable') });
  });
  await registerImageRoutes(app, { imagesDir: config.imagesDir });
  await registerAdminImageRoutes(app, { db: database.db, imagesDir: config.imagesDir });
  await registerAdminFileRoutes(app, { db: database.db, filesDir: config.filesDir });
  await registerAdminSubscribersCsvRoutes(app, { db: database.db });
  await registerFileRoutes(app, { filesDir: config.filesDir });
  await registerMenuRoutes(app, { db: database.db });
  await registerActivityCalendarRoutes(app, { db: database.db, config });
  await registerLocaleRoutes(app, { localesDir: config.localesDir });
  await registerSeoRoutes(app, { db: database.db, config });
  await registerPaymentRoutes(app, { deps: { ...services, db: database.db, config }, notify: paymentNotifier });

  return app;
}
