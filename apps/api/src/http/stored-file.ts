import { constants } from 'node:fs';
import { open, type FileHandle } from 'node:fs/promises';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { isFresh } from './etag';

/** Files under a name never change (a new version is stored under a new name), so clients may keep them for a year. */
export const STORED_FILE_CACHE_CONTROL = 'public, max-age=31536000, immutable';

/** The JSON 404 of the stored-file routes, never cached. */
export function notFound(reply: FastifyReply): FastifyReply {
  return reply.code(404).header('cache-control', 'no-store').send({ error: 'not_found' });
}

/**
 * Streams a file of the data folder with the long cache and an ETag (size and time of change), or an empty 304 when
 * the client holds that version; a JSON 404 when it is missing, not a regular file, or a symbolic link. The file is
 * opened once and streamed from the same handle, so the file checked is the file sent.
 */
export async function sendStoredFile(
  request: FastifyRequest,
  reply: FastifyReply,
  file: string,
  headers: Record<string, string>,
): Promise<FastifyReply> {
  let handle: FileHandle;
  try {
    handle = await open(file, constants.O_RDONLY | constants.O_NOFOLLOW);
  } catch {
    return notFound(reply);
  }
  const info = await handle.stat().catch(() => null);
  if (!info?.isFile()) {
    await handle.close();
    return notFound(reply);
  }
  const etag = `"${info.size.toString(16)}-${Math.floor(info.mtimeMs).toString(16)}"`;
  reply.header('cache-control', STORED_FILE_CACHE_CONTROL).header('etag', etag);
  if (isFresh(request.headers['if-none-match'], etag)) {
    await handle.close();
    return reply.code(304).send();
  }
  return reply
    .headers(headers)
    .header('content-length', info.size)
    .header('x-content-type-options', 'nosniff')
    .send(handle.createReadStream());
}
