import { isIP } from 'node:net';
import path from 'node:path';
import { z } from 'zod';
import { isValidEmail } from '@art/model';
import { findWorkspaceRoot } from '@art/server-util';
import { PASSWORD_BUDGET, PASSWORD_HASH_NICE, type PasswordBudgetLimits } from './password-budget';

/** How often, by default, each API process looks whether another one switched the edition (`CURRENT_CATALOG_WATCH_MS`). */
export const CURRENT_CATALOG_WATCH_MS = 1_000;

/** The fair's name, as the demo content (`tools/seed`) writes it; the default sender's display name. */
const FAIR_NAME = 'Feria de Arte Contemporáneo de Madrid';

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'test', 'production']).default('development'),
  API_HOST: z.string().default('0.0.0.0'),
  API_PORT: z.coerce.number().int().min(1).max(65535).default(3333),
  /** A PostgreSQL server; without it the embedded PGlite database in DATA_DIR is used. */
  DATABASE_URL: z.string().url().optional(),
  DATA_DIR: z.string().optional(),
  LOCALES_DIR: z.string().optional(),
  FAIR_ORIGIN: z.string().url().default('http://localhost:4200'),
  SHOP_ORIGIN: z.string().url().default('http://localhost:4300'),
  CURRENT_CATALOG_PREFIX: z
    .string()
    .regex(/^[A-Z0-9]{2,12}$/)
    .default('AM25'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** `json`, pino's line of JSON (production, tests, log collectors), or `text` for a terminal (`npm start`). */
  LOG_FORMAT: z.enum(['json', 'text']).default('json'),
  /** An SMTP server (`smtp://user:pass@host:587`, `smtps://…:465`); without it mail goes to `DATA_DIR/outbox`. */
  SMTP_URL: z
    .string()
    .url()
    .refine((value) => /^smtps?:\/\//i.test(value), 'must start with smtp:// or smtps://')
    .optional(),
  /** The sender of every message, `Name <address>`. */
  MAIL_FROM: z
    .string()
    .trim()
    .refine(isValidMailbox, 'must be an address or "Name <address>"')
    .default(`${FAIR_NAME} <no-reply@artfair.test>`),
  /** Where messages for the organisers (the contact form…) go. */
  ORGANISERS_EMAIL: z.string().trim().refine(isValidEmail, 'must be an e-mail address').default('info@artfair.test'),
  /**
   * The `Domain` of the session cookie, so both sites share it (`artfair.es` for `feria.artfair.es` and
   * `tienda.artfair.es`); without it the cookie belongs to the host that set it.
   */
  COOKIE_DOMAIN: z
    .string()
    .trim()
    .toLowerCase()
    .regex(/^\.?(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/, 'must be a domain name such as artfair.es')
    .optional(),
  /**
   * The proxies whose `X-Forwarded-For` is believed (Fastify `trustProxy`): addresses, CIDR ranges or the names
   * loopback, linklocal, uniquelocal, comma-separated. The client address is the first one, from the right, that is
   * not a trusted proxy, so a visitor cannot choose theirs by sending the header themselves. By default only this
   * machine (the site servers and nginx run beside the API); a proxy on another host is named by its address or
   * range (`TRUST_PROXY=loopback,10.0.3.7`) — never a whole private range, or anyone on that network picks their own.
   */
  TRUST_PROXY: z
    .string()
    .trim()
    .refine(
      isTrustProxyList,
      'must be a comma-separated list of addresses, CIDR ranges, loopback, linklocal or uniquelocal',
    )
    .default('loopback'),
  /**
   * Accounts that one client address may create per hour. Each sign-up hashes a password with scrypt (about 128 MiB
   * and a few hundred milliseconds), so this also bounds what one address can make the API spend.
   */
  SIGN_UPS_PER_HOUR: z.coerce.number().int().min(1).max(100_000).default(20),
  /**
   * Invitation codes one client address may try per hour (whatever the outcome, so codes cannot be guessed by trying
   * many); a household or an office redeeming its invitations stays well under it.
   */
  INVITATION_TRIES_PER_HOUR: z.coerce.number().int().min(1).max(100_000).default(20),
  /** Where press accreditation requests go (the press office); the organisers' address when unset. */
  PRESS_EMAIL: z.string().trim().refine(isValidEmail, 'must be an e-mail address').optional(),
  /**
   * The key that signs the links the API e-mails (newsletter confirmation and unsubscription): 32 characters or more,
   * random, kept secret, the same on every API server. Required in production; development and tests use fixed keys.
   */
  LINK_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  /** Messages one client address may send through each form (contact, work inquiry, newsletter…) every 10 minutes. */
  FORMS_PER_10_MINUTES: z.coerce.number().int().min(1).max(100_000).default(5),
  /** Minutes an order holds its works while its buyer pays (decision 014). */
  ORDER_HOLD_MINUTES: z.coerce
    .number()
    .int()
    .min(1)
    .max(24 * 60)
    .default(30),
  /**
   * The card payment provider (Redsys redirect, HMAC_SHA256_V1): its form address, the merchant code, the terminal
   * and the merchant key (base64). All four or none: without them the API's own payment sandbox is used, with the
   * public test merchant.
   */
  REDSYS_URL: z.string().url().optional(),
  REDSYS_MERCHANT_CODE: z
    .string()
    .regex(/^[0-9]{1,9}$/, 'must be the merchant code (digits)')
    .optional(),
  REDSYS_TERMINAL: z
    .string()
    .regex(/^[0-9]{1,3}$/, 'must be the terminal number')
    .optional(),
  REDSYS_KEY: z
    .string()
    .regex(/^[A-Za-z0-9+/]{32}$/, 'must be the 32-character base64 merchant key')
    .optional(),
  /**
   * Production only: run the API's payment sandbox instead of a real provider. Its key is public, so anyone could
   * forge a paid notification: only for demonstrations and the browser tests, never for a shop that sells.
   */
  PAYMENT_SANDBOX: z.enum(['true', 'false']).default('false'),
  /**
   * On a PostgreSQL server (`DATABASE_URL`): the most a request waits for a database connection before it answers 503
   * (decision 021).
   */
  DATABASE_CONNECT_TIMEOUT_MS: z.coerce.number().int().min(100).max(120_000).default(5_000),
  /** On a PostgreSQL server: the server cancels a statement running longer (`statement_timeout`); 0 turns it off. */
  DATABASE_STATEMENT_TIMEOUT_MS: z.coerce
    .number()
    .int()
    .refine((ms) => ms === 0 || (ms >= 100 && ms <= 600_000), 'must be 0 or 100–600000')
    .default(10_000),
  /** On SIGTERM or SIGINT: how long requests in flight may take to finish before their connections are cut. */
  SHUTDOWN_TIMEOUT_MS: z.coerce.number().int().min(0).max(600_000).default(10_000),
  /**
   * The password-hashing budget (`password-budget.ts`, decision 021): scrypt computations (password checks
   * and hashes) one HTTP request may ask for, aliases and batched operations together…
   */
  PASSWORD_CHECKS_PER_REQUEST: z.coerce.number().int().min(1).max(100).default(PASSWORD_BUDGET.perRequest),
  /** …that one client address may ask for in a minute (an IPv6 client counted by its /64)… */
  PASSWORD_CHECKS_PER_MINUTE: z.coerce.number().int().min(1).max(100_000).default(PASSWORD_BUDGET.perAddressPerMinute),
  /** …that run at once in this process (each takes 128 MiB and one of libuv's worker threads)… */
  PASSWORD_HASHES_AT_ONCE: z.coerce.number().int().min(1).max(64).default(PASSWORD_BUDGET.concurrency),
  /** …that may wait for one of those at most (beyond it a call is refused at once as "busy")… */
  PASSWORD_HASH_QUEUE: z.coerce.number().int().min(0).max(10_000).default(PASSWORD_BUDGET.queue),
  /** …and how long one may wait, in milliseconds, before it is refused as "busy". */
  PASSWORD_HASH_WAIT_MS: z.coerce.number().int().min(1).max(60_000).default(PASSWORD_BUDGET.waitMs),
  /**
   * The niceness of the threads that compute scrypt, 0 (the server's own priority) to 19 (decision 035): under load,
   * the server's answers come before the logins.
   */
  PASSWORD_HASH_NICE: z.coerce.number().int().min(0).max(19).default(PASSWORD_HASH_NICE),
  /**
   * `off` runs every GraphQL request; otherwise, in production, each API process keeps anonymous reads a few seconds,
   * keyed by the content version (`http/response-cache.ts`, decision 036).
   */
  RESPONSE_CACHE: z.enum(['on', 'off']).optional(),
  /**
   * How often, in ms, each API process looks whether the current edition was switched through another one (decision
   * 026); 0 never looks. By default every second, and never in tests, which count the queries of each request.
   */
  CURRENT_CATALOG_WATCH_MS: z.coerce.number().int().min(0).max(3_600_000).optional(),
  /**
   * A Redis server (`redis://[:password@]host:6379[/db]`, `rediss://…` with TLS) where every limit and throttle counts,
   * shared by all the API processes (decision 021); without it each process counts in its own memory.
   */
  REDIS_URL: z
    .string()
    .url()
    .refine((value) => /^rediss?:\/\//i.test(value), 'must start with redis:// or rediss://')
    .optional(),
  /** Put before every key the API writes to Redis, so one server can hold several deployments (or test runs). */
  REDIS_PREFIX: z
    .string()
    .regex(/^[A-Za-z0-9:_.-]{0,64}$/, 'must be at most 64 letters, digits or : _ . -')
    .default('artfair:'),
});

/** A list Fastify's `trustProxy` takes: `loopback, 10.0.0.0/8, 203.0.113.7`. */
function isTrustProxyList(value: string): boolean {
  return value.split(',').every((entry) => {
    const item = entry.trim();
    if (['loopback', 'linklocal', 'uniquelocal'].includes(item)) return true;
    const [address = '', bits, ...rest] = item.split('/');
    const version = isIP(address);
    if (version === 0 || rest.length > 0) return false;
    return bits === undefined || (/^\d{1,3}$/.test(bits) && Number(bits) <= (version === 4 ? 32 : 128));
  });
}

/** `address` or `Name <address>`, without line breaks (the value goes into a header). */
function isValidMailbox(value: string): boolean {
  const match = /^(?:([^<>\r\n]*?)\s*<([^<>\s]+)>|([^<>\s]+))$/.exec(value);
  const address = match?.[2] ?? match?.[3];
  return address !== undefined && isValidEmail(address);
}

export interface ApiConfig {
  env: 'development' | 'test' | 'production';
  host: string;
  port: number;
  databaseUrl: string | undefined;
  dataDir: string;
  imagesDir: string;
  /** The documents the API serves at `/api/files/{name}.pdf` (the press room's PDFs): `DATA_DIR/files`. */
  filesDir: string;
  localesDir: string;
  fairOrigin: string;
  shopOrigin: string;
  currentCatalogPrefix: string;
  logLevel: string;
  /** How each log line is written (`LOG_FORMAT`): pino's JSON, or words for a terminal (`src/log-format.ts`). */
  logFormat: 'json' | 'text';
  /** An SMTP server URL; undefined writes every message into `outboxDir` instead. */
  smtpUrl: string | undefined;
  /** The `From` of every message: `Name <address>`. */
  mailFrom: string;
  /** The organisers' address: contact messages go there. */
  organisersEmail: string;
  /** Where messages go without SMTP: `DATA_DIR/outbox`, one `.eml` file each. */
  outboxDir: string;
  /** The `Domain` attribute of the session cookie; undefined leaves it to the host that set it. */
  cookieDomain: string | undefined;
  /** The trusted proxies (Fastify `trustProxy`), comma-separated: whose `X-Forwarded-For` gives the client address. */
  trustProxy: string;
  /** Accounts one client address may create per hour. */
  signUpsPerHour: number;
  /** Invitation codes one client address may try per hour. */
  invitationTriesPerHour: number;
  /** The press office's address: press accreditation requests go there. */
  pressEmail: string;
  /** The key of the signed links the API e-mails (HMAC-SHA256). */
  linkSecret: string;
  /** Messages one client address may send through each form every 10 minutes. */
  formsPer10Minutes: number;
  /** Minutes an order holds its works while its buyer pays. */
  orderHoldMinutes: number;
  /** The card payment provider; `sandbox` is the API's own, served at `/api/payments/sandbox`. */
  redsys: RedsysConfig;
  /** The most a request waits for a connection of the PostgreSQL server (`DATABASE_CONNECT_TIMEOUT_MS`). */
  databaseConnectTimeoutMs: number;
  /** The server's `statement_timeout` (`DATABASE_STATEMENT_TIMEOUT_MS`); 0 is none. */
  databaseStatementTimeoutMs: number;
  /** How long a graceful shutdown waits for requests in flight (`SHUTDOWN_TIMEOUT_MS`). */
  shutdownTimeoutMs: number;
  /** What callers may make the API compute with scrypt (`PASSWORD_*`; `password-budget.ts`). */
  passwordBudget: PasswordBudgetLimits;
  /** The niceness of the scrypt threads (`PASSWORD_HASH_NICE`). */
  passwordHashNice: number;
  /** Whether anonymous reads are kept a few seconds (`RESPONSE_CACHE`; on in production). */
  responseCache: boolean;
  /** How often another process's edition switch is looked for (`CURRENT_CATALOG_WATCH_MS`); 0 is never. */
  currentCatalogWatchMs: number;
  /** The Redis server the limits and throttles share (`REDIS_URL`); undefined keeps them in this process's memory. */
  redisUrl: string | undefined;
  /** The prefix of every Redis key of this API (`REDIS_PREFIX`). */
  redisPrefix: string;
}

/** Where and as whom the shop takes card payments (Redsys redirect protocol). */
export interface RedsysConfig {
  /** The provider's form the browser POSTs to. */
  url: string;
  merchantCode: string;
  terminal: string;
  /** The merchant key, base64 (24 bytes). */
  key: string;
  /** True when this is the API's own sandbox (no REDSYS_* set). */
  sandbox: boolean;
  /** Where the provider POSTs the payment notification: the shop's `/api/payments/redsys/notification`. */
  notificationUrl: string;
}

/** The public test merchant of Redsys, which the sandbox speaks as (`../shared/redsys-test-vectors.md`). */
export const SANDBOX_MERCHANT = {
  merchantCode: '999008881',
  terminal: '1',
  key: 'sq7HjrUOBfKmC576ILgskD5srU870gJ7',
} as const;

/** The link key of development (never of production, where `LINK_SECRET` is required). */
const DEVELOPMENT_LINK_SECRET = 'development-only-link-secret-not-for-production';
/** The link key of tests, so that a test can sign a link itself. */
export const TEST_LINK_SECRET = 'test-only-link-secret-0123456789abcdef';

/** Parses the environment once; a bad value stops the process with a message naming the variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): ApiConfig {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ');
    throw new Error(`Invalid API configuration: ${problems}`);
  }
  const e = parsed.data;
  if (e.NODE_ENV === 'production' && !e.LINK_SECRET) {
    throw new Error('Invalid API configuration: LINK_SECRET: required in production (32 random characters or more)');
  }
  const redsysSet = [e.REDSYS_URL, e.REDSYS_MERCHANT_CODE, e.REDSYS_TERMINAL, e.REDSYS_KEY].filter(Boolean).length;
  if (redsysSet !== 0 && redsysSet !== 4) {
    throw new Error(
      'Invalid API configuration: REDSYS_URL, REDSYS_MERCHANT_CODE, REDSYS_TERMINAL, REDSYS_KEY: set all four or none',
    );
  }
  if (e.NODE_ENV === 'production' && redsysSet === 0 && e.PAYMENT_SANDBOX !== 'true') {
    throw new Error(
      'Invalid API configuration: REDSYS_URL, REDSYS_MERCHANT_CODE, REDSYS_TERMINAL, REDSYS_KEY: required in production (or PAYMENT_SANDBOX=true for a demonstration)',
    );
  }
  const shopOrigin = e.SHOP_ORIGIN.replace(/\/$/, '');
  const root = findWorkspaceRoot();
  const dataDir = path.resolve(root, e.DATA_DIR ?? '.data');
  return {
    env: e.NODE_ENV,
    host: e.API_HOST,
    port: e.API_PORT,
    databaseUrl: e.DATABASE_URL,
    dataDir,
    imagesDir: path.join(dataDir, 'images'),
    filesDir: path.join(dataDir, 'files'),
    localesDir: path.resolve(root, e.LOCALES_DIR ?? 'locales'),
    fairOrigin: e.FAIR_ORIGIN.replace(/\/$/, ''),
    shopOrigin,
    currentCatalogPrefix: e.CURRENT_CATALOG_PREFIX,
    logLevel: e.LOG_LEVEL,
    logFormat: e.LOG_FORMAT,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    organisersEmail: e.ORGANISERS_EMAIL,
    outboxDir: path.join(dataDir, 'outbox'),
    cookieDomain: e.COOKIE_DOMAIN?.replace(/^\./, ''),
    trustProxy: e.TRUST_PROXY,
    signUpsPerHour: e.SIGN_UPS_PER_HOUR,
    invitationTriesPerHour: e.INVITATION_TRIES_PER_HOUR,
    pressEmail: e.PRESS_EMAIL ?? e.ORGANISERS_EMAIL,
    linkSecret: e.LINK_SECRET ?? (e.NODE_ENV === 'test' ? TEST_LINK_SECRET : DEVELOPMENT_LINK_SECRET),
    formsPer10Minutes: e.FORMS_PER_10_MINUTES,
    orderHoldMinutes: e.ORDER_HOLD_MINUTES,
    redsys: {
      ...(e.REDSYS_URL && e.REDSYS_MERCHANT_CODE && e.REDSYS_TERMINAL && e.REDSYS_KEY
        ? {
            url: e.REDSYS_URL,
            merchantCode: e.REDSYS_MERCHANT_CODE,
            terminal: e.REDSYS_TERMINAL,
            key: e.REDSYS_KEY,
            sandbox: false,
          }
        : { url: `${shopOrigin}/api/payments/sandbox/realizarPago`, ...SANDBOX_MERCHANT, sandbox: true }),
      notificationUrl: `${shopOrigin}/api/payments/redsys/notification`,
    },
    databaseConnectTimeoutMs: e.DATABASE_CONNECT_TIMEOUT_MS,
    databaseStatementTimeoutMs: e.DATABASE_STATEMENT_TIMEOUT_MS,
    shutdownTimeoutMs: e.SHUTDOWN_TIMEOUT_MS,
    passwordBudget: {
      perRequest: e.PASSWORD_CHECKS_PER_REQUEST,
      perAddressPerMinute: e.PASSWORD_CHECKS_PER_MINUTE,
      concurrency: e.PASSWORD_HASHES_AT_ONCE,
      queue: e.PASSWORD_HASH_QUEUE,
      waitMs: e.PASSWORD_HASH_WAIT_MS,
    },
    passwordHashNice: e.PASSWORD_HASH_NICE,
    responseCache: e.RESPONSE_CACHE ? e.RESPONSE_CACHE === 'on' : e.NODE_ENV === 'production',
    currentCatalogWatchMs: e.CURRENT_CATALOG_WATCH_MS ?? (e.NODE_ENV === 'test' ? 0 : CURRENT_CATALOG_WATCH_MS),
    redisUrl: e.REDIS_URL,
    redisPrefix: e.REDIS_PREFIX,
  };
}
