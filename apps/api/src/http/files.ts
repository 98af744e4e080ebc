import type { FastifyInstance } from 'fastify';
import { storedFile } from '@art/api-core';
import { notFound, sendStoredFile } from './stored-file';

/** `{name}.pdf`, the name checked by `isValidFileName` (no folders, dots or other separators). */
const FILE_PATH = /^(.+)\.pdf$/;

/**
 * Serves the documents of the data folder (the press room's PDFs, written by the seed) at
 * `GET /api/files/{name}.pdf`: `application/pdf`, as an attachment under its own name, with the long cache and an
 * ETag. Anything else under the prefix, a missing file or a link is a JSON 404.
 * @example await registerFileRoutes(app, { filesDir: config.filesDir });
 */
export async function registerFileRoutes(app: FastifyInstance, options: { filesDir: string }): Promise<void> {
  const { filesDir } = options;
  app.get<{ Params: { '*': string } }>('/api/files/*', async (request, reply) => {
    const name = FILE_PATH.exec(request.params['*'] ?? '')?.[1] ?? '';
    const file = storedFile(filesDir, name);
    if (!file) return notFound(reply);
    return sendStoredFile(request, reply, file, {
      'content-type': 'application/pdf',
      'content-disposition': `attachment; filename="${name}.pdf"`,
    });
  });
}
