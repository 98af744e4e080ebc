import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { isValidFileName } from '@art/model';
import { notFound, sendStoredFile } from './stored-file';

/** `{name}.pdf`, the name checked by `isValidFileName` (no folders, dots or other separators). */
const FILE_PATH = /^(.+)\.pdf$/;

/** The absolute path of a stored PDF, or null when the name is not one a file may have. */
export function storedFile(filesDir: string, name: string): string | null {
  if (!isValidFileName(name)) return null;
  const root = path.resolve(filesDir);
  const file = path.resolve(root, `${name}.pdf`);
  // The name pattern already excludes dots and separators; this guards the contract if the pattern ever widens.
  return path.dirname(file) === root ? file : null;
}

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
