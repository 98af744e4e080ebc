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
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Database } from '@art/db';
import { EDITOR_ROLES, filePath, type Language } from '@art/model';
import { clientKey } from '../client-address';
import { languageOf } from '../context';
import { errorMessage, type ErrorCode } from '../errors';
import { securityEvent } from '../services/security-events';
import { requestToken } from '../services/session-cookie';
import { findSession } from '../services/sessions';
import { storedFile } from './files';

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

function refuse(reply: FastifyReply, lang: Language, status: number, code: ErrorCode, params = {}) {
  return reply
    .code(status)
    .header('Cache-Control', 'no-store')
    .send({ error: errorMessage(lang, code, params), reason: code });
}

/** Registers the upload route in a scope of its own (its body parser and limits touch no other route). */
export async function registerAdminFileRoutes(
  app: FastifyInstance,
  options: { db: Database; filesDir: string },
): Promise<void> {
  const { db, filesDir } = options;
  await app.register(async (scope) => {
    scope.addContentTypeParser(
      FILE_UPLOAD_TYPE,
      { parseAs: 'buffer', bodyLimit: FILE_UPLOAD_MAX_BYTES },
      (_request: FastifyRequest, body: Buffer, done: (error: Error | null, body?: Buffer) => void) => done(null, body),
    );
    scope.setErrorHandler((error: Error & { statusCode?: number; code?: string }, request, reply) => {
      const lang = languageOf(request.headers['accept-language']);
      if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE' || error.statusCode === 413) {
        return refuse(reply, lang, 413, 'admin.uploadPdfTooLarge', { max: FILE_UPLOAD_MAX_BYTES / 1024 / 1024 });
      }
      if (error.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE' || error.statusCode === 415) {
        return refuse(reply, lang, 415, 'admin.uploadPdfType');
      }
      if (error.statusCode !== undefined && error.statusCode >= 400 && error.statusCode < 500) {
        return refuse(reply, lang, 400, 'admin.uploadPdfUnreadable');
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
          operation: 'uploadFile',
          userId: null,
          role: 'anonymous',
          client,
        });
        return refuse(reply, lang, 401, 'loginRequired');
      }
      if (!(EDITOR_ROLES as readonly string[]).includes(current.user.role)) {
        securityEvent(request.log, 'security.role_refused', {
          operation: 'uploadFile',
          userId: current.user.id,
          role: current.user.role,
          client,
        });
        return refuse(reply, lang, 403, 'forbidden');
      }
      const type = (request.headers['content-type'] ?? '').split(';')[0]?.trim().toLowerCase() ?? '';
      if (type !== FILE_UPLOAD_TYPE) return refuse(reply, lang, 415, 'admin.uploadPdfType');
      request.adminUser = current.user;
      return undefined;
    });
    scope.post(ADMIN_FILES_PATH, { bodyLimit: FILE_UPLOAD_MAX_BYTES }, async (request, reply) => {
      const lang = languageOf(request.headers['accept-language']);
      const body = request.body;
      if (!Buffer.isBuffer(body) || body.length === 0) return refuse(reply, lang, 400, 'admin.uploadPdfUnreadable');
      if (!isPdf(body)) return refuse(reply, lang, 415, 'admin.uploadPdfType');
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
