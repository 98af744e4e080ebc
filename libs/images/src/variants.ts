import { fitSize, IMAGE_SIZES, imagePath, type ImageSizeIndex, type ImageSizeName } from '@art/model';
import { isValidImageKey } from './keys';

/** One derivative of an image as clients see it: its size, pixel dimensions and public URLs. */
export interface ImageVariant {
  size: ImageSizeIndex;
  name: ImageSizeName;
  width: number;
  height: number;
  /** JPEG, which every browser shows. */
  url: string;
  webp: string;
}

/**
 * The six derivatives of a stored image, from its key and the size of its original.
 * @example imageVariants('work/jardin-azul', 1600, 1200)[3] // { size: 3, name: 'medium', width: 640, height: 480, url: '/api/images/work/jardin-azul/3.jpg', webp: '…/3.webp' }
 */
export function imageVariants(key: string, width: number, height: number): ImageVariant[] {
  if (!isValidImageKey(key)) throw new Error(`Invalid image key: ${JSON.stringify(key)}`);
  if (!Number.isInteger(width) || !Number.isInteger(height) || width < 1 || height < 1) {
    throw new Error(`Invalid image dimensions: ${width}×${height}`);
  }
  return IMAGE_SIZES.map((s) => ({
    size: s.index,
    name: s.name,
    ...fitSize(width, height, s.maxSide),
    url: imagePath(key, s.index, 'jpg'),
    webp: imagePath(key, s.index, 'webp'),
  }));
}
