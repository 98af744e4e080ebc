import { constants } from 'node:fs';
import { open, type FileHandle } from 'node:fs/promises';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { imageFile } from '@art/images';
import { isFresh } from './etag';

/** Files under a key never change (a new upload is stored under a new key), so clients may keep them for a year. */
const CACHE_CONTROL = 'public, max-age=31536000, immutable';
const CONTENT_TYPES = { webp: 'image/webp', jpg: 'image/jpeg' } as const;
/** `{key}/{size}.{format}`; the key and size are checked by `imageFile`. */
const IMAGE_PATH = /^(.+)\/(\d)\.(webp|jpg)$/;

function notFound(reply: FastifyReply): FastifyReply {
  return reply.code(404).header('cache-control', 'no-store').send({ error: 'not_found' });
}

/**
 * Serves stored image derivatives at `GET /api/images/{key}/{size}.{webp|jpg}` from `imagesDir`, with
 * long-lived cache headers and ETags; anything else under the prefix, or a missing file, is a JSON 404.
 * @example await registerImageRoutes(app, { imagesDir: config.imagesDir });
 */
export async function registerImageRoutes(app: FastifyInstance, options: { imagesDir: string }): Promise<void> {
  const { imagesDir } = options;
  app.get<{ Params: { '*': string } }>('/api/images/*', async (request, reply) => {
    const match = IMAGE_PATH.exec(request.params['*'] ?? '');
    if (!match) return notFound(reply);
    const [, key = '', size = '', format = 'jpg'] = match;
    const file = imageFile(imagesDir, key, Number(size), format);
    if (!file) return notFound(reply);

    let handle: FileHandle;
    try {
      // Opened once and streamed from the same handle, so the file checked is the file sent; never through a link.
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
    reply.header('cache-control', CACHE_CONTROL).header('etag', etag);
    if (isFresh(request.headers['if-none-match'], etag)) {
      await handle.close();
      return reply.code(304).send();
    }
    return reply
      .header('content-type', CONTENT_TYPES[format as keyof typeof CONTENT_TYPES])
      .header('content-length', info.size)
      .header('x-content-type-options', 'nosniff')
      .send(handle.createReadStream());
  });
}
