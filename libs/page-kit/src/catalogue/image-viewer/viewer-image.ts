import type { ReactNode } from 'react';
import type { ApiImage } from '../../types';

/** One picture of the viewer: the image, the text that describes it and what is written under it. */
export interface ViewerImage {
  image: ApiImage;
  alt: string;
  /** The text under the picture; its `alt` by default. */
  caption?: string;
  /** A second, quieter line under the caption, already translated (e.g. "Foto: Marta Ruiz"). */
  credit?: string | null;
}

/**
 * Texts of the image viewer, already translated. `counter` gives what the counter shows for position `n` of `total`,
 * e.g. "2 / 3" (a node, so a caller may wrap it).
 */
export interface ImageViewerTexts {
  label: string;
  close: string;
  previous: string;
  next: string;
  counter: (n: number, total: number) => ReactNode;
}

/** The address of an image's largest JPEG: where a picture leads without JavaScript. */
export function largestImageUrl(image: ApiImage): string {
  const largest = [...image.sizes].filter((s) => s.size > 0).sort((a, b) => b.width - a.width)[0];
  return largest?.url ?? image.url;
}
