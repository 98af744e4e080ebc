/**
 * `POST /api/admin/files` (issue 16): the back office's PDF upload (the press kit and the press releases). For editors
 * and admins only (the session of `Authorization: Bearer` or the `o_token` cookie), checked before the body is read.
 * The body is the document itself (`Content-Type: application/pdf`), at most {@link FILE_UPLOAD_MAX_BYTES} counted as
 * it is read; whatever the header says, it must be a PDF by its bytes (`%PDF-` first, `%%EOF` near its end). It is
 * stored in the folder the API serves documents from (`DATA_DIR/files`, `GET /api/files/{key}.pdf`) under a new random
 * name, and answers `201 { key, url, size }`; a press item takes it by that key (`AdminPressItemInput.fileKey`). Every
 * refusal is a 4xx `{ error, reason }` in the request's language, and nothing is stored.
 */
import { randomBytes } from 'node:crypto';
import { mkdir, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { Database } from '@art/db';
import { filePath } from '@art/model';
import { refuseUpload, registerAdminUpload, uploadLanguage } from './admin-upload';
import { storedFile } from '@art/api-core';

/** Where the back office uploads documents. */
export const ADMIN_FILES_PATH = '/api/admin/files';
/** Largest document accepted, in bytes. */
export const FILE_UPLOAD_MAX_BYTES = 20 * 1024 * 1024;
/** The one type the route reads. */
export const FILE_UPLOAD_TYPE = 'application/pdf';

/** How far from its end a PDF's last `%%EOF` may be (writers leave a line break or a little padding after it). */
const EOF_WINDOW = 2048;

/** Whether the bytes are a PDF: the `%PDF-x.y` header first and an `%%EOF` marker at the end, whatever they are named. */
export function isPdf(bytes: Buffer): boolean {
  if (bytes.length < 16 || !/^%PDF-[12]\.[0-9]/.test(bytes.toString('latin1', 0, 8))) return false;
  return bytes.subarray(Math.max(0, bytes.length - EOF_WINDOW)).includes('%%EOF', 0, 'latin1');
}

/** Registers `POST /api/admin/files` (see {@link registerAdminUpload} for what every upload checks first). */
export async function registerAdminFileRoutes(
  app: FastifyInstance,
  options: { db: Database; filesDir: string },
): Promise<void> {
  const { db, filesDir } = options;
  const rules = {
    operation: 'uploadFile',
    types: [FILE_UPLOAD_TYPE],
    maxBytes: FILE_UPLOAD_MAX_BYTES,
    messages: {
      tooLarge: 'admin.uploadPdfTooLarge',
      type: 'admin.uploadPdfType',
      unreadable: 'admin.uploadPdfUnreadable',
    },
  } as const;
  await registerAdminUpload(app, db, rules, (scope) => {
    scope.post(ADMIN_FILES_PATH, { bodyLimit: FILE_UPLOAD_MAX_BYTES }, async (request, reply) => {
      const lang = uploadLanguage(request);
      const body = request.body;
      if (!Buffer.isBuffer(body) || body.length === 0)
        return refuseUpload(reply, lang, 400, 'admin.uploadPdfUnreadable');
      if (!isPdf(body)) return refuseUpload(reply, lang, 415, 'admin.uploadPdfType');
      const key = `upload-${randomBytes(12).toString('hex')}`;
      const file = storedFile(filesDir, key);
      if (!file) throw new Error('An upload key is not a stored file name');
      // Written aside, then renamed: the public address never serves half a document.
      const partial = path.join(path.dirname(file), `.${key}.partial`);
      try {
        await mkdir(path.dirname(file), { recursive: true });
        await writeFile(partial, body, { mode: 0o644, flag: 'wx' });
        await rename(partial, file);
      } catch (error) {
        await rm(partial, { force: true });
        throw error;
      }
      request.log.info({ event: 'admin.file_uploaded', key, size: body.length, userId: request.adminUser?.id });
      reply.code(201).header('Cache-Control', 'no-store');
      return { key, url: filePath(key), size: body.length };
    });
  });
}
