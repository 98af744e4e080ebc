import { COLOURS, IMAGE_SIZES } from '@art/model';

/** One size of an image as the API gives it (`ImageVariant`): JPEG `url`, WebP `webp`, pixel size. */
export interface ImageVariantData {
  /** 0 original, 1 smallest … 5 biggest (`IMAGE_SIZES`). */
  readonly size: number;
  readonly width: number;
  readonly height: number;
  readonly url: string;
  readonly webp?: string | null;
}

/** An image as the API gives it (`Image`): the default JPEG `url` (size 4), the original's size, every variant. */
export interface ImageData {
  readonly url: string;
  readonly width: number;
  readonly height: number;
  readonly sizes: readonly ImageVariantData[];
}

/** One candidate of a `srcset`. */
export interface SrcSetCandidate {
  readonly url: string;
  readonly width: number;
}

const ORIGINAL_SIZE = IMAGE_SIZES[0].index;
/** The size the API's `Image.url` points to: big (4). */
export const DEFAULT_IMAGE_SIZE = 4;

const isPositiveInt = (n: unknown): n is number => typeof n === 'number' && Number.isInteger(n) && n > 0;

/** A URL as a `srcset` can carry it: no whitespace (which would split the candidate), never empty. */
function srcsetUrl(url: string | null | undefined): string | null {
  if (typeof url !== 'string') return null;
  const trimmed = url.trim();
  if (trimmed === '') return null;
  return trimmed.replace(/\s/g, (c) => encodeURIComponent(c)).replace(/^,+|,+$/g, '');
}

/**
 * The usable variants of an image, narrowest first: valid sizes only, one per width, and without the
 * original (size 0, unbounded and unoptimised) unless nothing else exists.
 */
export function usableVariants(variants: readonly ImageVariantData[] | null | undefined): ImageVariantData[] {
  const valid = (variants ?? []).filter(
    (v) => v && isPositiveInt(v.width) && isPositiveInt(v.height) && srcsetUrl(v.url) !== null,
  );
  const derived = valid.filter((v) => v.size !== ORIGINAL_SIZE);
  const pool = derived.length > 0 ? derived : valid;
  const byWidth = new Map<number, ImageVariantData>();
  for (const v of [...pool].sort((a, b) => a.width - b.width || a.size - b.size)) {
    if (!byWidth.has(v.width)) byWidth.set(v.width, v);
  }
  return [...byWidth.values()];
}

/** The `srcset` candidates of one format; WebP lists only the variants that have a WebP address. */
export function srcSetCandidates(
  variants: readonly ImageVariantData[] | null | undefined,
  format: 'webp' | 'jpg',
): SrcSetCandidate[] {
  const out: SrcSetCandidate[] = [];
  for (const v of usableVariants(variants)) {
    const url = srcsetUrl(format === 'webp' ? v.webp : v.url);
    if (url) out.push({ url, width: v.width });
  }
  return out;
}

/**
 * A `srcset` attribute value, or undefined when there is nothing to list.
 * @example buildSrcSet(image.sizes, 'webp') // '/api/images/w/1.webp 160w, /api/images/w/2.webp 320w, …'
 */
export function buildSrcSet(
  variants: readonly ImageVariantData[] | null | undefined,
  format: 'webp' | 'jpg',
): string | undefined {
  const candidates = srcSetCandidates(variants, format);
  return candidates.length > 0 ? candidates.map((c) => `${c.url} ${c.width}w`).join(', ') : undefined;
}

/** The variant shown by browsers without `srcset` and whose size sets `width`/`height`: big (4), else the widest. */
export function fallbackVariant(image: ImageData): ImageVariantData | undefined {
  const usable = usableVariants(image.sizes);
  return usable.find((v) => v.size === DEFAULT_IMAGE_SIZE) ?? usable[usable.length - 1];
}

const HEX = /^#(?:[0-9a-f]{3}|[0-9a-f]{4}|[0-9a-f]{6}|[0-9a-f]{8})$/i;

/**
 * A placeholder colour from a hex value or one of the 14 filter colour keys (`Work.colours[0]`);
 * anything else (a CSS expression, hostile text) gives null, so it never reaches a stylesheet.
 */
export function placeholderColour(value: string | null | undefined): string | null {
  if (typeof value !== 'string') return null;
  const text = value.trim();
  if (HEX.test(text)) return text;
  return COLOURS.find((c) => c.key === text.toLowerCase())?.hex ?? null;
}
