/** Image sizes 0 to 5 of the specification, with the longest side in pixels of each derivative. */
export const IMAGE_SIZES = [
  { index: 0, name: 'original', maxSide: null },
  { index: 1, name: 'smallest', maxSide: 160 },
  { index: 2, name: 'small', maxSide: 320 },
  { index: 3, name: 'medium', maxSide: 640 },
  { index: 4, name: 'big', maxSide: 1024 },
  { index: 5, name: 'biggest', maxSide: 1440 },
] as const;
export type ImageSizeName = (typeof IMAGE_SIZES)[number]['name'];
export type ImageSizeIndex = (typeof IMAGE_SIZES)[number]['index'];

export const IMAGE_FORMATS = ['webp', 'jpg'] as const;
export type ImageFormat = (typeof IMAGE_FORMATS)[number];

/** What owns an image; the first segment of its public path. */
export const IMAGE_KINDS = [
  'work',
  'artist',
  'gallery',
  'post',
  'sponsor',
  'exposition',
  'activity',
  'banner',
  'menu',
] as const;
export type ImageKind = (typeof IMAGE_KINDS)[number];

/** Public path of one image derivative, served by the API. */
export function imagePath(key: string, size: ImageSizeIndex, format: ImageFormat): string {
  return `/api/images/${key}/${size}.${format}`;
}

/** Width and height of a derivative that fits `maxSide`, never enlarging the original. */
export function fitSize(width: number, height: number, maxSide: number | null): { width: number; height: number } {
  const longest = Math.max(width, height);
  if (maxSide === null || longest <= maxSide) return { width, height };
  const ratio = maxSide / longest;
  return { width: Math.max(1, Math.round(width * ratio)), height: Math.max(1, Math.round(height * ratio)) };
}
