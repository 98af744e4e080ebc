/**
 * Image upload: the file's bytes as the body of `POST /api/admin/images` with its type, answered with the stored key,
 * its measures, the colours computed from it and a thumbnail address (`201`), or a translated `{ error }` (`4xx`).
 */
import { HttpError } from 'ra-core';

/** The image types the API accepts (it sniffs the bytes too). */
export const UPLOAD_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;

/** An uploaded image as the forms keep it. */
export interface UploadedImage {
  key: string;
  width: number;
  height: number;
  thumbnail: string;
  colours?: string[];
}

export async function uploadImage(
  file: Blob,
  lang: string,
  send: typeof fetch = globalThis.fetch,
): Promise<UploadedImage> {
  const response = await send('/api/admin/images', {
    method: 'POST',
    credentials: 'same-origin',
    headers: { 'content-type': file.type || 'application/octet-stream', 'accept-language': lang },
    body: file,
  });
  let body: Partial<UploadedImage> & { error?: string } = {};
  try {
    body = (await response.json()) as typeof body;
  } catch {
    // not JSON: the status says enough
  }
  if (!response.ok || typeof body.key !== 'string') {
    throw new HttpError(body.error ?? 'ra.notification.http_error', response.status, { code: 'UPLOAD' });
  }
  return {
    key: body.key,
    width: Number(body.width),
    height: Number(body.height),
    thumbnail: String(body.thumbnail),
    colours: Array.isArray(body.colours) ? body.colours : [],
  };
}
