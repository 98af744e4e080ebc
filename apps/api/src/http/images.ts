import type { FastifyInstance } from 'fastify';
import { imageFile } from '@art/images';
import { notFound, sendStoredFile } from './stored-file';

const CONTENT_TYPES = { webp: 'image/webp', jpg: 'image/jpeg' } as const;
/** `{key}/{size}.{format}`; the key and size are checked by `imageFile`. */
const IMAGE_PATH = /^(.+)\/(\d)\.(webp|jpg)$/;

/**
 * Serves stored image derivatives at `GET /api/images/{key}/{size}.{webp|jpg}` from `imagesDir`, with
 * long-lived cache headers and ETags (files under a key never change: a new upload is stored under a new key);
 * anything else under the prefix, or a missing file, is a JSON 404.
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
    return sendStoredFile(request, reply, file, {
      'content-type': CONTENT_TYPES[format as keyof typeof CONTENT_TYPES],
    });
  });
}
