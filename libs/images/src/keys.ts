import path from 'node:path';
import { IMAGE_FORMATS, IMAGE_SIZES } from '@art/model';

/** One key segment: lowercase letters, digits and hyphens, not starting with a hyphen. */
const KEY_PATTERN = /^[a-z0-9][a-z0-9-]{0,120}(?:\/[a-z0-9][a-z0-9-]{0,120}){0,3}$/;

/**
 * Whether `key` names an image: 1 to 4 segments of `[a-z0-9][a-z0-9-]{0,120}` joined by `/`.
 * @example isValidImageKey('work/ana-nunez-jardin-azul') // true
 */
export function isValidImageKey(key: unknown): key is string {
  return typeof key === 'string' && KEY_PATTERN.test(key);
}

/** Whether `size` is one of the six image sizes (0 original … 5 biggest). */
export function isValidImageSize(size: unknown): size is number {
  return typeof size === 'number' && IMAGE_SIZES.some((s) => s.index === size);
}

/** Whether `format` is an extension the pipeline writes (`webp`, `jpg`). */
export function isValidImageFormat(format: unknown): format is (typeof IMAGE_FORMATS)[number] {
  return typeof format === 'string' && (IMAGE_FORMATS as readonly string[]).includes(format);
}

/**
 * The absolute path of one stored derivative, or null when the key, size or format is invalid.
 * @example imageFile('/data/images', 'work/jardin-azul', 3, 'webp') // '/data/images/work/jardin-azul/3.webp'
 */
export function imageFile(imagesDir: string, key: string, size: number, format: string): string | null {
  if (!isValidImageKey(key) || !isValidImageSize(size) || !isValidImageFormat(format)) return null;
  const root = path.resolve(imagesDir);
  const file = path.resolve(root, key, `${size}.${format}`);
  // The key pattern already excludes dots and separators; this guards the contract if the pattern ever widens.
  if (!file.startsWith(root + path.sep)) return null;
  return file;
}
