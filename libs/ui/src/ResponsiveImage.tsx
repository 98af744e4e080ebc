import { css } from '@emotion/react';
import type { ImgHTMLAttributes } from 'react';
import { preload } from 'react-dom';
import { buildSrcSet, fallbackVariant, placeholderColour, type ImageData } from './image-sources';
import { colours } from './theme';

const pictureStyle = css({ display: 'block' });
const imgStyle = css({ display: 'block', width: '100%', height: 'auto' });

/** Props of `ResponsiveImage`. */
export interface ResponsiveImageProps extends Omit<
  ImgHTMLAttributes<HTMLImageElement>,
  'src' | 'srcSet' | 'sizes' | 'alt' | 'width' | 'height' | 'loading' | 'fetchPriority'
> {
  /** The image as the API gives it: `url`, `width`, `height` and every size in JPEG and WebP. */
  image: ImageData;
  /**
   * Text alternative: required. Pass `""` explicitly for a decorative image (e.g. a card whose link
   * already names the work), never leave it out.
   */
  alt: string;
  /** The `sizes` attribute: how wide the image is shown; `100vw` by default. */
  sizes?: string;
  /**
   * The largest image of the first screen (LCP): loaded eagerly with `fetchpriority="high"` and preloaded from the
   * document's head (the same `srcset`/`sizes` as the `<img>`, so the browser fetches it once); others are lazy.
   * A media query instead: an image of the first screen at those widths only (the first row of a masonry whose
   * columns change with the width), preloaded there alone and otherwise lazy, so a phone does not fetch at high
   * priority the images only a wide screen shows first.
   */
  priority?: boolean | string;
  /** A hex colour or a filter colour key shown while the image loads. */
  dominantColour?: string | null;
  /** `object-fit` when `aspectRatio` crops the image box; `cover` by default. */
  fit?: 'cover' | 'contain';
  /** Forces the box's width / height ratio (e.g. 1 for square thumbnails); the image's own ratio by default. */
  aspectRatio?: number;
}

/**
 * A `<picture>` whose `<img>` lists the WebP sizes in its `srcset` (every browser the sites are built for reads WebP:
 * a JPEG `<source>` beside it was 40 % of each picture's markup, read by none), the default JPEG as `src`, width and
 * height attributes (no layout shift), lazy unless `priority` (then preloaded: a `<link rel="preload" as="image"
 * imagesrcset imagesizes fetchpriority="high">` React puts in the head, before the page's styles and data). Without
 * WebP sizes (none given), the JPEG ones.
 * @example <ResponsiveImage image={work.images[0]} alt="" sizes={MASONRY_IMAGE_SIZES} dominantColour={work.colours[0]} />
 */
export function ResponsiveImage({
  image,
  alt,
  sizes = '100vw',
  priority = false,
  dominantColour,
  fit = 'cover',
  aspectRatio,
  className,
  ...rest
}: ResponsiveImageProps) {
  const fallback = fallbackVariant(image);
  const srcSet = buildSrcSet(image.sizes, 'webp') ?? buildSrcSet(image.sizes, 'jpg');
  const src = image.url?.trim() || fallback?.url;
  const width = fallback?.width ?? (image.width > 0 ? image.width : undefined);
  const height = fallback?.height ?? (image.height > 0 ? image.height : undefined);
  const background = placeholderColour(dominantColour);
  const media = typeof priority === 'string' && priority !== '' ? priority : undefined;
  const eager = priority === true;
  if ((eager || media) && (srcSet ?? src)) {
    // React does not preload an <img> inside a <picture> itself: the link carries the `<img>`'s candidates and sizes,
    // so the preloaded file is the one it shows.
    preload(src ?? '', {
      as: 'image',
      fetchPriority: 'high',
      ...(media ? { media } : {}),
      ...(srcSet ? { imageSrcSet: srcSet, imageSizes: sizes } : {}),
    });
  }
  const ratio = aspectRatio !== undefined && Number.isFinite(aspectRatio) && aspectRatio > 0 ? aspectRatio : undefined;
  return (
    <picture css={pictureStyle} className={className}>
      <img
        css={[
          imgStyle,
          css({ backgroundColor: background ?? colours.surface }),
          ratio && css({ aspectRatio: String(ratio), objectFit: fit === 'contain' ? 'contain' : 'cover' }),
        ]}
        {...rest}
        src={src}
        srcSet={srcSet}
        sizes={srcSet ? sizes : undefined}
        width={width}
        height={height}
        alt={alt}
        loading={eager ? 'eager' : 'lazy'}
        fetchPriority={eager ? 'high' : undefined}
        decoding={eager ? undefined : 'async'}
      />
    </picture>
  );
}
