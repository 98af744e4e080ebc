import { randomBytes } from 'node:crypto';
import { mkdir, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import sharp, { type JpegOptions, type Metadata, type Sharp, type SharpOptions, type WebpOptions } from 'sharp';
import { fitSize, IMAGE_FORMATS, IMAGE_SIZES, type Colour, type ImageFormat } from '@art/model';
import { COLOUR_SAMPLE_SIDE, coloursOfPixels } from './colours';
import { imageFile, isValidImageKey } from './keys';

/** Largest upload accepted, in bytes. */
export const MAX_IMAGE_BYTES = 40 * 1024 * 1024;
/** Longest side accepted, in pixels. */
export const MAX_IMAGE_SIDE = 12000;

const ACCEPTED_FORMATS = new Set(['jpeg', 'png', 'webp', 'gif', 'tiff', 'avif', 'heif', 'svg']);

/** Decoder settings: corrupt or truncated files fail; nothing larger than the side limit is ever decoded. */
const INPUT: SharpOptions = { failOn: 'error', limitInputPixels: MAX_IMAGE_SIDE * MAX_IMAGE_SIDE };

// Encoder settings chosen for first-start speed on small machines (about 900 images on 2 cores):
// WebP effort 2 costs less than half of the default 4 for a few percent more bytes; sizes of a megapixel or
// more (the biggest and the original: most of the pixels, seldom requested) use effort 1. JPEG is only the
// fallback for clients without WebP, so it skips Huffman optimisation (twice as fast, some 10% larger).
const WEBP_SMALL: WebpOptions = { quality: 80, effort: 2 };
const WEBP_LARGE: WebpOptions = { quality: 80, effort: 1 };
/** Sizes with at least this many pixels are encoded with WEBP_LARGE. */
const LARGE_PIXELS = 1024 * 1024;
const JPEG: JpegOptions = { quality: 82, progressive: false, optimiseCoding: false };

/** Sizes 1 to 5, largest first. */
const REDUCED_SIZES = IMAGE_SIZES.filter((s) => s.maxSide !== null).sort((a, b) => (b.maxSide ?? 0) - (a.maxSide ?? 0));

/** What processing an image found out: the original's pixel size and its dominant filter colours. */
export interface ProcessedImage {
  width: number;
  height: number;
  colours: Colour[];
}

interface RawImage {
  data: Buffer;
  width: number;
  height: number;
  channels: 3 | 4;
}

/** An SVG may only reference its own elements or inline data, so rendering it never reads a file or the network. */
function assertSafeSvg(source: Buffer): void {
  const text = source.toString('utf8');
  if (/<!(?:DOCTYPE|ENTITY)/i.test(text)) throw new Error('SVG images with a DOCTYPE or entities are not accepted');
  if (/(?:^|[\s:])href\s*=\s*["']\s*(?!#|data:)/i.test(text) || /url\(\s*["']?\s*(?!#|data:)/i.test(text)) {
    throw new Error('SVG images may not reference external files');
  }
}

/** Checks that `source` is an image this pipeline accepts, without decoding its pixels. */
async function inspect(source: Buffer): Promise<void> {
  if (!Buffer.isBuffer(source) || source.length === 0) throw new Error('The image is empty');
  if (source.length > MAX_IMAGE_BYTES) {
    throw new Error(`The image is ${(source.length / 1048576).toFixed(1)} MB; at most 40 MB are accepted`);
  }
  let metadata: Metadata;
  try {
    metadata = await sharp(source, INPUT).metadata();
  } catch {
    throw new Error('The file is not a readable image (JPEG, PNG, WebP, GIF, TIFF, AVIF, HEIF or SVG)');
  }
  const { format, width, height } = metadata;
  if (!format || !ACCEPTED_FORMATS.has(format)) {
    throw new Error(
      `Images in ${format ?? 'this'} format are not accepted (JPEG, PNG, WebP, GIF, TIFF, AVIF, HEIF or SVG)`,
    );
  }
  if (!width || !height) throw new Error('The image has no pixels');
  if (Math.max(width, height) > MAX_IMAGE_SIDE) {
    throw new Error(`The image is ${width}×${height} px; its longest side may be at most ${MAX_IMAGE_SIDE} px`);
  }
  if (format === 'svg') assertSafeSvg(source);
}

/** Decodes (or renders) the source once, upright, as 8-bit sRGB with alpha only when it has one. */
async function decode(source: Buffer): Promise<RawImage> {
  try {
    const { data, info } = await sharp(source, INPUT)
      .rotate()
      .toColourspace('srgb')
      .raw({ depth: 'uchar' })
      .toBuffer({ resolveWithObject: true });
    const channels = info.channels === 4 ? 4 : 3;
    if (info.channels !== channels) throw new Error(`unexpected ${info.channels} channels`);
    return { data, width: info.width, height: info.height, channels };
  } catch (error) {
    throw new Error(`The image could not be decoded: ${(error as Error).message}`);
  }
}

function fromRaw(image: RawImage): Sharp {
  return sharp(image.data, { raw: { width: image.width, height: image.height, channels: image.channels } });
}

async function resizeRaw(image: RawImage, width: number, height: number): Promise<RawImage> {
  if (width === image.width && height === image.height) return image;
  const data = await fromRaw(image).resize(width, height, { fit: 'fill' }).raw().toBuffer();
  return { data, width, height, channels: image.channels };
}

/** Both encodings of one decoded image, shared by every size that has exactly its dimensions. */
type Encoded = Record<ImageFormat, Promise<Buffer>>;

function encode(image: RawImage): Encoded {
  const jpegInput = image.channels === 4 ? fromRaw(image).flatten({ background: '#ffffff' }) : fromRaw(image);
  return {
    webp: fromRaw(image)
      .webp(image.width * image.height >= LARGE_PIXELS ? WEBP_LARGE : WEBP_SMALL)
      .toBuffer(),
    jpg: jpegInput.jpeg(JPEG).toBuffer(),
  };
}

/** Writes through a temporary name so a request never reads a half-written file. */
async function writeAtomically(data: Promise<Buffer>, file: string): Promise<void> {
  const temporary = `${file}.${randomBytes(6).toString('hex')}.tmp`;
  try {
    const bytes = await data;
    await writeFile(temporary, bytes);
    await rename(temporary, file);
  } catch (error) {
    await rm(temporary, { force: true });
    throw error;
  }
}

/** Dominant filter colours of an already decoded image. */
async function coloursOfRaw(image: RawImage): Promise<Colour[]> {
  const { width, height } = fitSize(image.width, image.height, COLOUR_SAMPLE_SIDE);
  const small = await resizeRaw(image, width, height);
  return coloursOfPixels(small.data, small.channels);
}

/**
 * What an upload does: validates `source` (a raster image or SVG, at most 40 MB and 12000 px a side),
 * turns it upright and writes sizes 0 (the original, re-encoded) to 5 as WebP and JPEG to
 * `{imagesDir}/{key}/{size}.{webp|jpg}`, replacing earlier files of that key. Files are served as immutable,
 * so give a changed image a new key. Throws a clear Error, writing nothing, for a bad key or input.
 * @example const { width, height, colours } = await processImage(buffer, { imagesDir, key: 'work/jardin-azul' });
 */
export async function processImage(
  source: Buffer,
  options: { imagesDir: string; key: string },
): Promise<ProcessedImage> {
  const { imagesDir, key } = options;
  if (!isValidImageKey(key)) throw new Error(`Invalid image key: ${JSON.stringify(key)}`);
  await inspect(source);
  const original = await decode(source);
  await mkdir(path.join(path.resolve(imagesDir), key), { recursive: true });

  // Every write settles into an error or nothing at once, so a failure while later sizes are still being
  // reduced is never an unhandled rejection; the first one is reported after all writes have finished.
  const writes: Promise<unknown>[] = [];
  const encodings = new Map<RawImage, Encoded>();
  const write = (image: RawImage, size: number) => {
    // A small original is not enlarged, so several sizes can share one image and its encodings.
    let encoded = encodings.get(image);
    if (!encoded) {
      encoded = encode(image);
      encodings.set(image, encoded);
    }
    for (const format of IMAGE_FORMATS) {
      const file = imageFile(imagesDir, key, size, format);
      const job = file ? writeAtomically(encoded[format], file) : Promise.reject(new Error(`No file for size ${size}`));
      writes.push(
        job.then(
          () => undefined,
          (error: unknown) => error,
        ),
      );
    }
  };
  write(original, 0);
  let failure: unknown;
  let colours: Colour[] = [];
  try {
    // Each size is reduced from the next larger one, cheaper than reducing each from the original, and
    // encoded to both formats while the next one is being reduced.
    let previous = original;
    for (const size of REDUCED_SIZES) {
      const { width, height } = fitSize(original.width, original.height, size.maxSide);
      previous = await resizeRaw(previous, width, height);
      write(previous, size.index);
    }
    colours = await coloursOfRaw(previous);
  } catch (error) {
    failure = error;
  }
  const writeErrors = await Promise.all(writes);
  failure ??= writeErrors.find((result) => result !== undefined);
  if (failure) throw new Error(`Image ${key} could not be written: ${(failure as Error).message}`);
  return { width: original.width, height: original.height, colours };
}

/**
 * The dominant filter colours of an image, most dominant first (1 to 3 of the 14 keys of `COLOURS`).
 * @example await dominantColours(await readFile('red-square.png')) // ['red']
 */
export async function dominantColours(source: Buffer): Promise<Colour[]> {
  await inspect(source);
  try {
    // A thumbnail is enough, and JPEG and WebP decoders make it straight from the file (shrink-on-load).
    const { data, info } = await sharp(source, INPUT)
      .rotate()
      .resize(COLOUR_SAMPLE_SIDE, COLOUR_SAMPLE_SIDE, { fit: 'inside', withoutEnlargement: true })
      .toColourspace('srgb')
      .raw({ depth: 'uchar' })
      .toBuffer({ resolveWithObject: true });
    return coloursOfPixels(data, info.channels);
  } catch (error) {
    throw new Error(`The image could not be decoded: ${(error as Error).message}`);
  }
}
