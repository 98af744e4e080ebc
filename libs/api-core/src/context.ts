/**
 * The request's context as every domain of the API sees it, and the server's services it carries. The composition
 * (`apps/api/src/context.ts`) builds it: the session's user, the current edition's configuration.
 */
import type { Database, SessionRow, UserRow } from '@art/db';
import { toLanguage, type Language, type Site } from '@art/model';
import type { ApiConfig } from './config';
import type { Mailer } from './mail';
import type { MailTexts } from './mail-texts';
import type { PasswordBudget, RequestPasswords } from './password-budget';
import type { RateLimiter } from './rate-limit';
import type { SecurityLog } from './security-events';

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
  /**
   * Limits kept in the server's limit store (this process's memory, or Redis shared by every API process with
   * `REDIS_URL`): contact messages and reset requests by client address, reset e-mails by account (lower-cased e-mail).
   */
  rateLimits: {
    contact: RateLimiter;
    rememberPassword: RateLimiter;
    resetMailsPerAccount: RateLimiter;
    signUp: RateLimiter;
    /** Invitation tries by client address, and e-tickets sent again by ticket id. */
    invitations: RateLimiter;
    ticketResends: RateLimiter;
    /** The fair's forms by form and client address (`formLimitKey`), and newsletter confirmations by address. */
    forms: RateLimiter;
    newsletterMails: RateLimiter;
    /** Discount codes tried (`applyOrderCoupon`) by client address. */
    coupons: RateLimiter;
  };
  /**
   * Every scrypt computation callers ask for (password checks and hashes), with its limits per request, client
   * address and account, and the bound of computations at once (`password-budget.ts`). Resolvers use
   * `ctx.passwords`, the budget of their request.
   */
  passwordBudget: PasswordBudget;
  /** Messages, and the structured security events (`security-events.ts`). */
  log: ContextLog & SecurityLog;
}

/** What the HTTP layer knows about the request beyond the GraphQL operation. */
export interface RequestInfo {
  acceptLanguage: string | null | undefined;
  /** The client's address as Fastify sees it (`req.ip`: the forwarded address behind a trusted proxy). */
  clientIp: string | undefined;
  /** The `Origin` header, when the browser sent one. */
  origin: string | null | undefined;
  /** The `Authorization` header: `Bearer <token>` carries a session token. */
  authorization: string | null | undefined;
  /** The `Cookie` header: `o_token` carries a session token. */
  cookie: string | null | undefined;
  /**
   * `Set-Cookie` values for the response: the HTTP layer sends whatever resolvers add. One array per HTTP request,
   * shared by a batch's operations, so it also stands for the request where a limit counts per request (the password
   * budget).
   */
  responseCookies: string[];
  /** Marks the response as one no cache may keep (`Cache-Control: no-store`); absent when Yoga is called directly. */
  noStore?: () => void;
}

/**
 * What every resolver receives, one per request (one operation of a batch). It knows no domain: a domain that keeps
 * state for the request keeps it beside the context, as the catalogue's DataLoaders are (`catalogueLoaders`).
 */
export interface GraphQLContext extends ServerServices {
  db: Database;
  config: ApiConfig;
  lang: Language;
  /** The client's address (`unknown` when the HTTP layer gave none). */
  clientIp: string;
  /**
   * Password checks and hashes, within the budget of this HTTP request (shared by a batch's operations), its client
   * address and the account: every resolver that checks or hashes a password goes through it.
   */
  passwords: RequestPasswords;
  /** The site the request came from, by its `Origin`; null for any other origin or none. */
  site: Site | null;
  /**
   * The logged-in user: from the live session of the request's token (`Authorization: Bearer`, which wins, or the
   * `o_token` cookie); null without one. Everything about "me" reads this and nothing else.
   */
  user: UserRow | null;
  /** The request's live session; null without one. */
  session: SessionRow | null;
  /** Adds a `Set-Cookie` value to the response. */
  setCookie(cookie: string): void;
  /** Marks the response `Cache-Control: no-store` (an answer that depends on this moment and this caller). */
  noStore(): void;
}

/** The request's language from `Accept-Language`: English when its first tag is en, otherwise Spanish. */
export function languageOf(acceptLanguage: string | null | undefined): Language {
  const first = acceptLanguage?.split(',')[0]?.trim().slice(0, 2).toLowerCase();
  return toLanguage(first);
}

/** `fair` or `shop` when `origin` is exactly that site's configured origin, otherwise null. */
export function siteOf(
  origin: string | null | undefined,
  config: Pick<ApiConfig, 'fairOrigin' | 'shopOrigin'>,
): Site | null {
  if (!origin) return null;
  if (origin === config.fairOrigin) return 'fair';
  if (origin === config.shopOrigin) return 'shop';
  return null;
}
