/**
 * `POST /api/admin/images` (issue 16): the back office's image upload. For editors and admins only (the session of
 * `Authorization: Bearer` or the `o_token` cookie, as GraphQL reads it), checked before the body is read. The body is
 * the image itself (`Content-Type: image/jpeg|png|webp`), at most {@link UPLOAD_MAX_BYTES} counted as it is read
 * (Fastify's body limit, chunked or not); its real type is told from its first bytes, whatever the header says; an
 * image of more than {@link UPLOAD_MAX_PIXELS} pixels (a decompression bomb is one: a small file of huge dimensions) is
 * refused from its header, before it is decoded. What passes goes through the pipeline of `@art/images` (re-encoded,
 * so its EXIF and other metadata are gone; six sizes in WebP and JPEG under a new key) and answers
 * `201 { key, width, height, colours, thumbnail }`. Every refusal is a 4xx `{ error }` in the request's language, and
 * nothing is stored.
 */
import { randomBytes } from 'node:crypto';
import { rm } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import sharp from 'sharp';
import type { Database, UserRow } from '@art/db';
import { processImage } from '@art/images';
import { EDITOR_ROLES, imagePath, type Language } from '@art/model';
import { clientKey } from '../client-address';
import { languageOf } from '../context';
import { errorMessage, type ErrorCode } from '../errors';
import { securityEvent } from '../services/security-events';
import { requestToken } from '../services/session-cookie';
import { findSession } from '../services/sessions';

/** Where the back office uploads images. */
export const ADMIN_IMAGES_PATH = '/api/admin/images';
/** Largest body accepted, in bytes. */
export const UPLOAD_MAX_BYTES = 20 * 1024 * 1024;
/** Most pixels an upload may have (width × height): 40 megapixels. */
export const UPLOAD_MAX_PIXELS = 40_000_000;
/** The types the route accepts, by their `Content-Type`. */
export const UPLOAD_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;

/** The type of an image from its first bytes (its signature), or null for anything else. */
export function sniffImageType(bytes: Buffer): (typeof UPLOAD_TYPES)[number] | null {
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'image/jpeg';
  if (bytes.length >= 8 && bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) {
    return 'image/png';
  }
  if (bytes.length >= 12 && bytes.toString('latin1', 0, 4) === 'RIFF' && bytes.toString('latin1', 8, 12) === 'WEBP') {
    return 'image/webp';
  }
  return null;
}

const SHARP_FORMATS: Record<(typeof UPLOAD_TYPES)[number], string> = {
  'image/jpeg': 'jpeg',
  'image/png': 'png',
  'image/webp': 'webp',
};

function refuse(reply: FastifyReply, lang: Language, status: number, code: ErrorCode, params = {}) {
  return reply
    .code(status)
    .header('Cache-Control', 'no-store')
    .send({ error: errorMessage(lang, code, params), reason: code });
}

declare module 'fastify' {
  interface FastifyRequest {
    /** The editor or admin uploading (set by the upload route's check, before its body is read). */
    adminUser?: UserRow;
  }
}

/** Registers the upload route in a scope of its own (its body parser and limits touch no other route). */
export async function registerAdminImageRoutes(
  app: FastifyInstance,
  options: { db: Database; imagesDir: string },
): Promise<void> {
  const { db, imagesDir } = options;
  await app.register(async (scope) => {
    scope.addContentTypeParser(
      [...UPLOAD_TYPES],
      { parseAs: 'buffer', bodyLimit: UPLOAD_MAX_BYTES },
      (_request: FastifyRequest, body: Buffer, done: (error: Error | null, body?: Buffer) => void) => done(null, body),
    );
    // Too large, not an accepted type, a body cut short: the request's language, not Fastify's English.
    scope.setErrorHandler((error: Error & { statusCode?: number; code?: string }, request, reply) => {
      const lang = languageOf(request.headers['accept-language']);
      if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE' || error.statusCode === 413) {
        return refuse(reply, lang, 413, 'admin.uploadTooLarge', { max: UPLOAD_MAX_BYTES / 1024 / 1024 });
      }
      if (error.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE' || error.statusCode === 415) {
        return refuse(reply, lang, 415, 'admin.uploadType');
      }
      if (error.statusCode !== undefined && error.statusCode >= 400 && error.statusCode < 500) {
        return refuse(reply, lang, 400, 'admin.uploadUnreadable');
      }
      throw error;
    });
    // Who uploads is known before a byte of the body is read.
    scope.addHook('onRequest', async (request, reply) => {
      const lang = languageOf(request.headers['accept-language']);
      const current = await findSession(db, requestToken(request.headers));
      const client = clientKey(request.ip);
      if (!current) {
        securityEvent(request.log, 'security.role_refused', {
          operation: 'uploadImage',
          userId: null,
          role: 'anonymous',
          client,
        });
        return refuse(reply, lang, 401, 'loginRequired');
      }
      if (!(EDITOR_ROLES as readonly string[]).includes(current.user.role)) {
        securityEvent(request.log, 'security.role_refused', {
          operation: 'uploadImage',
          userId: current.user.id,
          role: current.user.role,
          client,
        });
        return refuse(reply, lang, 403, 'forbidden');
      }
      // Only the image types are read at all (a JSON or text body would otherwise be parsed by Fastify's own parsers).
      const type = (request.headers['content-type'] ?? '').split(';')[0]?.trim().toLowerCase() ?? '';
      if (!(UPLOAD_TYPES as readonly string[]).includes(type)) return refuse(reply, lang, 415, 'admin.uploadType');
      request.adminUser = current.user;
      return undefined;
    });
    scope.post(ADMIN_IMAGES_PATH, { bodyLimit: UPLOAD_MAX_BYTES }, async (request, reply) => {
      const lang = languageOf(request.headers['accept-language']);
      const body = request.body;
      if (!Buffer.isBuffer(body) || body.length === 0) return refuse(reply, lang, 400, 'admin.uploadUnreadable');
      const type = sniffImageType(body);
      if (!type) return refuse(reply, lang, 415, 'admin.uploadType');
      let width = 0;
      let height = 0;
      try {
        // The header alone: a bomb's dimensions are known without decoding a pixel.
        const metadata = await sharp(body, { limitInputPixels: false }).metadata();
        if (metadata.format !== SHARP_FORMATS[type]) return refuse(reply, lang, 415, 'admin.uploadType');
        width = metadata.width ?? 0;
        height = metadata.height ?? 0;
      } catch {
        return refuse(reply, lang, 422, 'admin.uploadUnreadable');
      }
      if (width < 1 || height < 1) return refuse(reply, lang, 422, 'admin.uploadUnreadable');
      if (width * height > UPLOAD_MAX_PIXELS) {
        return refuse(reply, lang, 413, 'admin.uploadPixels', { max: UPLOAD_MAX_PIXELS / 1_000_000 });
      }
      const key = `upload/${randomBytes(12).toString('hex')}`;
      try {
        const processed = await processImage(body, { imagesDir, key });
        reply.code(201).header('Cache-Control', 'no-store');
        return {
          key,
          width: processed.width,
          height: processed.height,
          colours: processed.colours,
          thumbnail: imagePath(key, 2, 'jpg'),
        };
      } catch (error) {
        // Whatever was written of it goes: a refused image leaves nothing behind.
        await rm(path.join(path.resolve(imagesDir), key), { recursive: true, force: true });
        request.log.warn(`Upload refused: ${error instanceof Error ? error.message : String(error)}`);
        return refuse(reply, lang, 422, 'admin.uploadUnreadable');
      }
    });
  });
}
