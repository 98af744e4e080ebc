import type { Database } from '@art/db';
import { toLanguage, type Language, type Site } from '@art/model';
import type { ApiConfig } from './config';
import { createLoaders, type Loaders } from './loaders';
import type { Mailer } from './services/mail';
import type { MailTexts } from './services/mail-texts';
import type { RateLimiter } from './services/rate-limit';

/** Where resolvers say what happened (Fastify's logger fits; silent in tests). */
export interface ContextLog {
  info(message: string): void;
  warn(message: string): void;
  error(message: string): void;
}

/** What one API server creates once and every request shares. */
export interface ServerServices {
  /** Outgoing e-mail (SMTP, or the outbox folder). */
  mailer: Mailer;
  /** The texts of outgoing e-mail (`locales/*\/mail.json`). */
  mailTexts: MailTexts;
  /** Limits kept in this process's memory, by client address. */
  rateLimits: { contact: RateLimiter };
  log: ContextLog;
}

/** What the HTTP layer knows about the request beyond the GraphQL operation. */
export interface RequestInfo {
  acceptLanguage: string | null | undefined;
  /** The client's address as Fastify sees it (`req.ip`: the forwarded address behind a trusted proxy). */
  clientIp: string | undefined;
  /** The `Origin` header, when the browser sent one. */
  origin: string | null | undefined;
}

/** What every resolver receives: one per request, with its own DataLoaders. */
export interface GraphQLContext extends ServerServices {
  db: Database;
  config: ApiConfig;
  lang: Language;
  loaders: Loaders;
  /** The client's address (`unknown` when the HTTP layer gave none). */
  clientIp: string;
  /** The site the request came from, by its `Origin`; null for any other origin or none. */
  site: Site | null;
}

/** The request's language from `Accept-Language`: English when its first tag is en, otherwise Spanish. */
export function languageOf(acceptLanguage: string | null | undefined): Language {
  const first = acceptLanguage?.split(',')[0]?.trim().slice(0, 2).toLowerCase();
  return toLanguage(first);
}

/** `fair` or `shop` when `origin` is exactly that site's configured origin, otherwise null. */
export function siteOf(origin: string | null | undefined, config: Pick<ApiConfig, 'fairOrigin' | 'shopOrigin'>): Site | null {
  if (!origin) return null;
  if (origin === config.fairOrigin) return 'fair';
  if (origin === config.shopOrigin) return 'shop';
  return null;
}

/** The context of one GraphQL request. */
export function createContext(db: Database, config: ApiConfig, services: ServerServices, request: RequestInfo): GraphQLContext {
  return {
    ...services,
    db,
    config,
    lang: languageOf(request.acceptLanguage),
    loaders: createLoaders(db),
    clientIp: request.clientIp || 'unknown',
    site: siteOf(request.origin, config),
  };
}
