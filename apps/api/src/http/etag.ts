import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';

/** A strong ETag of a body: the first 128 bits of its SHA-256, quoted. */
export function etagOf(body: string | Buffer): string {
  return `"${createHash('sha256').update(body).digest('base64url').slice(0, 22)}"`;
}

/**
 * True when the request's `If-None-Match` names the ETag (weak or strong) or is `*`.
 * @example isFresh('W/"abc", "def"', '"def"') // true
 */
export function isFresh(ifNoneMatch: string | string[] | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  const tags = (Array.isArray(ifNoneMatch) ? ifNoneMatch.join(',') : ifNoneMatch).split(',').map((t) => t.trim());
  return tags.some((tag) => tag === '*' || tag.replace(/^W\//, '') === etag);
}

/**
 * Sends a cacheable body with its ETag, or an empty 304 when the client already holds that version.
 * The caller sets the content type and cache headers before.
 */
export function sendCacheable(request: FastifyRequest, reply: FastifyReply, body: string | Buffer): FastifyReply {
  const etag = etagOf(body);
  reply.header('etag', etag);
  if (isFresh(request.headers['if-none-match'], etag)) return reply.code(304).send();
  return reply.code(200).send(body);
}
