import { fitSize, IMAGE_SIZES, imagePath } from '@art/model';
import type { ImageData } from './image-sources';

/**
 * An image shaped exactly as the API answers `Image { url width height sizes { size name width height url webp } }`.
 * @example makeImage('work/abc', 2000, 1500)
 */
export function makeImage(key = 'work/lorem', width = 2000, height = 1500): ImageData {
  const sizes = IMAGE_SIZES.map((s) => ({
    size: s.index,
    name: s.name,
    ...fitSize(width, height, s.maxSide),
    url: imagePath(key, s.index, 'jpg'),
    webp: imagePath(key, s.index, 'webp'),
  }));
  return { url: imagePath(key, 4, 'jpg'), width, height, sizes };
}
