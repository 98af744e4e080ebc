/**
 * What the back office's uploads share (`admin-images.ts`, `admin-files.ts`): a Fastify scope of their own in which the
 * uploader is known before a byte of the body is read (editors and admins; anyone else refused and logged as a
 * security event), only the route's types are read at all, the body is limited as it is read, and every refusal —
 * Fastify's own included — is a 4xx `{ error, reason }` in the request's language.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Database, UserRow } from '@art/db';
import { EDITOR_ROLES, type Language, type UserRole } from '@art/model';
import { errorMessage, type ErrorCode, securityEvent, requestToken, clientKey, languageOf } from '@art/api-core';
import { findSession } from '@art/api-accounts';

declare module 'fastify' {
  interface FastifyRequest {
    /** The editor or admin uploading (set by the upload scope's check, before the body is read). */
    adminUser?: UserRow;
  }
}

/** An upload route's rules: its name in the security log, the types it reads, its size limit and its messages. */
export interface UploadRules {
  operation: string;
  types: readonly string[];
  maxBytes: number;
  messages: { tooLarge: ErrorCode; type: ErrorCode; unreadable: ErrorCode };
}

/** A refused upload: the status and `{ error, reason }`, the message in the request's language; never kept. */
export function refuseUpload(
  reply: FastifyReply,
  lang: Language,
  status: number,
  code: ErrorCode,
  params: Record<string, string | number> = {},
) {
  return reply
    .code(status)
    .header('Cache-Control', 'no-store')
    .send({ error: errorMessage(lang, code, params), reason: code });
}

/** The language of an upload's answers (the request's `Accept-Language`). */
export const uploadLanguage = (request: FastifyRequest): Language => languageOf(request.headers['accept-language']);

/**
 * The caller of a back office HTTP route (an upload, an export) when their session's role is one of `roles`; otherwise
 * the refusal is sent (401 without a session, 403 for another role, each logged as `security.role_refused`, as the
 * GraphQL guard does) and the answer is null.
 */
export async function adminHttpCaller(
  request: FastifyRequest,
  reply: FastifyReply,
  db: Database,
  roles: readonly UserRole[],
  operation: string,
): Promise<UserRow | null> {
  const lang = uploadLanguage(request);
  const current = await findSession(db, requestToken(request.headers));
  const client = clientKey(request.ip);
  if (!current) {
    securityEvent(request.log, 'security.role_refused', { operation, userId: null, role: 'anonymous', client });
    await refuseUpload(reply, lang, 401, 'loginRequired');
    return null;
  }
  if (!(roles as readonly string[]).includes(current.user.role)) {
    securityEvent(request.log, 'security.role_refused', {
      operation,
      userId: current.user.id,
      role: current.user.role,
      client,
    });
    await refuseUpload(reply, lang, 403, 'forbidden');
    return null;
  }
  return current.user;
}

/**
 * Registers an upload route in a scope of its own (its body parser, limits and error answers touch no other route):
 * `route` adds the POST itself, whose body is then the raw bytes (a Buffer) of an editor's or admin's request.
 */
export async function registerAdminUpload(
  app: FastifyInstance,
  db: Database,
  rules: UploadRules,
  route: (scope: FastifyInstance) => void,
): Promise<void> {
  const { operation, types, maxBytes, messages } = rules;
  await app.register(async (scope) => {
    scope.addContentTypeParser(
      [...types],
      { parseAs: 'buffer', bodyLimit: maxBytes },
      (_request: FastifyRequest, body: Buffer, done: (error: Error | null, body?: Buffer) => void) => done(null, body),
    );
    // Too large, not an accepted type, a body cut short: the request's language, not Fastify's English.
    scope.setErrorHandler((error: Error & { statusCode?: number; code?: string }, request, reply) => {
      const lang = uploadLanguage(request);
      if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE' || error.statusCode === 413) {
        return refuseUpload(reply, lang, 413, messages.tooLarge, { max: maxBytes / 1024 / 1024 });
      }
      if (error.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE' || error.statusCode === 415) {
        return refuseUpload(reply, lang, 415, messages.type);
      }
      if (error.statusCode !== undefined && error.statusCode >= 400 && error.statusCode < 500) {
        return refuseUpload(reply, lang, 400, messages.unreadable);
      }
      throw error;
    });
    // Who uploads is known before a byte of the body is read.
    scope.addHook('onRequest', async (request, reply) => {
      const user = await adminHttpCaller(request, reply, db, EDITOR_ROLES, operation);
      if (!user) return reply;
      const lang = uploadLanguage(request);
      // Only the route's types are read at all (a JSON or text body would otherwise be parsed by Fastify's parsers).
      const type = (request.headers['content-type'] ?? '').split(';')[0]?.trim().toLowerCase() ?? '';
      if (!types.includes(type)) return refuseUpload(reply, lang, 415, messages.type);
      request.adminUser = user;
      return undefined;
    });
    route(scope);
  });
}
