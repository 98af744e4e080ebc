/**
 * The images the back office refers to (issue 16): uploaded through `POST /api/admin/images` (the composition's
 * `http/admin-images.ts`) into the store of `@art/images`, then named by key in a change of any domain's row. A key is
 * accepted only when it is well formed and its files are in the store.
 */
import { access } from 'node:fs/promises';
import sharp from 'sharp';
import type { StoredImage } from '@art/db';
import { imageFile, imageVariants, isValidImageKey } from '@art/images';
import { imagePath } from '@art/model';
import type { ApiConfig } from './config';

/** The stored image of a key with the size of its original, or null when the key is malformed or not stored. */
export async function readStoredImage(imagesDir: string, key: string): Promise<StoredImage | null> {
  if (!isValidImageKey(key)) return null;
  const original = imageFile(imagesDir, key, 0, 'jpg');
  const thumbnail = imageFile(imagesDir, key, 2, 'jpg');
  if (!original || !thumbnail) return null;
  try {
    await access(thumbnail);
    const { width, height } = await sharp(original).metadata();
    return width && height ? { key, width, height } : null;
  } catch {
    return null;
  }
}

/** An image as the back office shows it (`AdminImage`): its key, size, thumbnail and every size's addresses. */
export interface AdminImageNode {
  key: string;
  width: number;
  height: number;
  thumbnail: string;
  sizes: ReturnType<typeof imageVariants>;
}

export function adminImage(image: StoredImage): AdminImageNode {
  return {
    key: image.key,
    width: image.width,
    height: image.height,
    thumbnail: imagePath(image.key, 2, 'jpg'),
    sizes: imageVariants(image.key, image.width, image.height),
  };
}

/**
 * The stored image of a change's image key: the row's own when unchanged, the store's otherwise; `undefined` when the
 * key names no uploaded image (refused by the caller).
 */
export async function imageOfKey(
  config: Pick<ApiConfig, 'imagesDir'>,
  key: string | null,
  current: StoredImage | null | undefined,
): Promise<StoredImage | null | undefined> {
  if (key === null) return null;
  if (current?.key === key) return current;
  return (await readStoredImage(config.imagesDir, key)) ?? undefined;
}
