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
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import type { Database } from '@art/db';
import { processImage } from '@art/images';
import { imagePath } from '@art/model';
import { refuseUpload, registerAdminUpload, uploadLanguage } from './admin-upload';

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

/** Registers `POST /api/admin/images` (see {@link registerAdminUpload} for what every upload checks first). */
export async function registerAdminImageRoutes(
  app: FastifyInstance,
  options: { db: Database; imagesDir: string },
): Promise<void> {
  const { db, imagesDir } = options;
  const rules = {
    operation: 'uploadImage',
    types: UPLOAD_TYPES,
    maxBytes: UPLOAD_MAX_BYTES,
    messages: { tooLarge: 'admin.uploadTooLarge', type: 'admin.uploadType', unreadable: 'admin.uploadUnreadable' },
  } as const;
  await registerAdminUpload(app, db, rules, (scope) => {
    scope.post(ADMIN_IMAGES_PATH, { bodyLimit: UPLOAD_MAX_BYTES }, async (request, reply) => {
      const lang = uploadLanguage(request);
      const body = request.body;
      if (!Buffer.isBuffer(body) || body.length === 0) return refuseUpload(reply, lang, 400, 'admin.uploadUnreadable');
      const type = sniffImageType(body);
      if (!type) return refuseUpload(reply, lang, 415, 'admin.uploadType');
      let width = 0;
      let height = 0;
      try {
        // The header alone: a bomb's dimensions are known without decoding a pixel.
        const metadata = await sharp(body, { limitInputPixels: false }).metadata();
        if (metadata.format !== SHARP_FORMATS[type]) return refuseUpload(reply, lang, 415, 'admin.uploadType');
        width = metadata.width ?? 0;
        height = metadata.height ?? 0;
      } catch {
        return refuseUpload(reply, lang, 422, 'admin.uploadUnreadable');
      }
      if (width < 1 || height < 1) return refuseUpload(reply, lang, 422, 'admin.uploadUnreadable');
      if (width * height > UPLOAD_MAX_PIXELS) {
        return refuseUpload(reply, lang, 413, 'admin.uploadPixels', { max: UPLOAD_MAX_PIXELS / 1_000_000 });
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
        return refuseUpload(reply, lang, 422, 'admin.uploadUnreadable');
      }
    });
  });
}
