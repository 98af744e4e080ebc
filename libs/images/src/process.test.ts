import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { IMAGE_SIZES } from '@art/model';
import { dominantColours, processImage } from './process';
import { imageVariants } from './variants';

/** A picture made of horizontal bands of colour, each covering the given share of the height. */
function bands(width: number, height: number, parts: [string, number][]): Buffer {
  let y = 0;
  const rects = parts.map(([fill, share]) => {
    const h = Math.round(height * share);
    const rect = `<rect y="${y}" width="${width}" height="${h}" fill="${fill}"/>`;
    y += h;
    return rect;
  });
  return Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">${rects.join('')}</svg>`,
  );
}

async function filesUnder(dir: string): Promise<string[]> {
  try {
    return (await readdir(dir, { recursive: true, withFileTypes: true })).filter((e) => e.isFile()).map((e) => e.name);
  } catch {
    return [];
  }
}

describe('processImage', () => {
  let root: string;
  let imagesDir: string;

  beforeEach(async () => {
    root = await mkdtemp(path.join(tmpdir(), 'images-'));
    imagesDir = path.join(root, 'images');
  });

  afterEach(async () => {
    await rm(root, { recursive: true, force: true });
  });

  it('writes the six sizes as WebP and JPEG with the dimensions the variants announce', async () => {
    const source = await sharp(
      bands(1600, 1200, [
        ['#d32f2f', 0.7],
        ['#1e5bd8', 0.3],
      ]),
    )
      .jpeg({ quality: 90 })
      .toBuffer();
    const started = performance.now();
    const result = await processImage(source, { imagesDir, key: 'work/ana-nunez-jardin-azul' });
    const elapsed = performance.now() - started;
    expect(result).toEqual({ width: 1600, height: 1200, colours: ['red', 'blue'] });

    for (const variant of imageVariants('work/ana-nunez-jardin-azul', result.width, result.height)) {
      for (const [extension, format] of [
        ['webp', 'webp'],
        ['jpg', 'jpeg'],
      ] as const) {
        const file = path.join(imagesDir, 'work', 'ana-nunez-jardin-azul', `${variant.size}.${extension}`);
        const metadata = await sharp(file).metadata();
        expect({ size: variant.size, format: metadata.format, width: metadata.width, height: metadata.height }).toEqual(
          {
            size: variant.size,
            format,
            width: variant.width,
            height: variant.height,
          },
        );
      }
    }
    expect((await filesUnder(imagesDir)).sort()).toHaveLength(IMAGE_SIZES.length * 2);
    // Reported, not asserted: timings depend on the machine running the tests.
    process.stdout.write(`processImage 1600x1200 JPEG: ${elapsed.toFixed(0)} ms\n`);
  });

  it('never enlarges a small image, and keeps transparency in WebP only', async () => {
    const source = await sharp({
      create: { width: 120, height: 90, channels: 4, background: { r: 30, g: 91, b: 216, alpha: 0.5 } },
    })
      .png()
      .toBuffer();
    const result = await processImage(source, { imagesDir, key: 'sponsor/logo' });
    expect(result).toMatchObject({ width: 120, height: 90 });
    for (const size of [0, 1, 3, 5]) {
      const webp = await sharp(path.join(imagesDir, 'sponsor', 'logo', `${size}.webp`)).metadata();
      const jpeg = await sharp(path.join(imagesDir, 'sponsor', 'logo', `${size}.jpg`)).metadata();
      expect([webp.width, webp.height, webp.hasAlpha]).toEqual([120, 90, true]);
      expect([jpeg.width, jpeg.height, jpeg.hasAlpha]).toEqual([120, 90, false]);
    }
  });

  it('turns a photo upright from its EXIF orientation and drops the metadata', async () => {
    const source = await sharp(bands(400, 200, [['#2e7d32', 1]]))
      .jpeg()
      .withMetadata({ orientation: 6 })
      .toBuffer();
    const result = await processImage(source, { imagesDir, key: 'work/upright' });
    expect([result.width, result.height]).toEqual([200, 400]);
    const original = await sharp(path.join(imagesDir, 'work', 'upright', '0.jpg')).metadata();
    expect([original.width, original.height, original.orientation, original.exif]).toEqual([
      200,
      400,
      undefined,
      undefined,
    ]);
  });

  it('renders an SVG', async () => {
    const result = await processImage(bands(300, 300, [['#fbc02d', 1]]), { imagesDir, key: 'post/cover' });
    expect(result).toEqual({ width: 300, height: 300, colours: ['yellow'] });
  });

  it('replaces the files of a key processed again', async () => {
    await processImage(bands(300, 200, [['#fbc02d', 1]]), { imagesDir, key: 'post/cover' });
    await processImage(bands(200, 300, [['#00897b', 1]]), { imagesDir, key: 'post/cover' });
    const metadata = await sharp(path.join(imagesDir, 'post', 'cover', '0.webp')).metadata();
    expect([metadata.width, metadata.height]).toEqual([200, 300]);
    expect(await filesUnder(imagesDir)).toHaveLength(12);
  });

  it.each([
    ['an empty buffer', Buffer.alloc(0), 'The image is empty'],
    ['text', Buffer.from('Esto no es una imagen, es una frase.'), 'not a readable image'],
    ['HTML', Buffer.from('<html><script>alert(1)</script></html>'), 'not a readable image'],
    ['a truncated JPEG', Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46]), 'not a readable image'],
    ['a PDF', Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\n'), 'not a readable image'],
    [
      'an SVG reading a local file',
      Buffer.from(
        '<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" width="10" height="10"><image xlink:href="file:///etc/passwd" width="10" height="10"/></svg>',
      ),
      'may not reference external files',
    ],
    [
      'an SVG with entities',
      Buffer.from(
        '<?xml version="1.0"?><!DOCTYPE svg [<!ENTITY a "aaaa">]><svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><text>&a;</text></svg>',
      ),
      'DOCTYPE or entities',
    ],
    [
      'an SVG wider than 12000 px',
      Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="12001" height="10"/>'),
      'at most 12000 px',
    ],
  ])('refuses %s with a clear error and writes nothing', async (_label, source, message) => {
    await expect(processImage(source, { imagesDir, key: 'work/bad' })).rejects.toThrow(message);
    expect(await filesUnder(imagesDir)).toEqual([]);
  });

  it('refuses a raster image with a side over 12000 px', async () => {
    const source = await sharp({ create: { width: 12001, height: 2, channels: 3, background: '#000000' } })
      .png()
      .toBuffer();
    await expect(processImage(source, { imagesDir, key: 'work/wide' })).rejects.toThrow('12001×2 px');
    expect(await filesUnder(imagesDir)).toEqual([]);
  });

  it('refuses a file over 40 MB before reading it', async () => {
    const source = Buffer.alloc(40 * 1024 * 1024 + 1, 0xff);
    await expect(processImage(source, { imagesDir, key: 'work/huge' })).rejects.toThrow('at most 40 MB');
    expect(await filesUnder(imagesDir)).toEqual([]);
  });

  it.each(['../escape', 'Work/x', 'work/x/../../y', ''])('refuses the key %j and writes nothing', async (key) => {
    await expect(processImage(bands(10, 10, [['#111111', 1]]), { imagesDir, key })).rejects.toThrow(
      'Invalid image key',
    );
    expect(await filesUnder(root)).toEqual([]);
  });
});

describe('dominantColours', () => {
  it('finds red first in a mostly red image', async () => {
    expect(
      await dominantColours(
        bands(200, 200, [
          ['#d9362e', 0.75],
          ['#1e5bd8', 0.25],
        ]),
      ),
    ).toEqual(['red', 'blue']);
  });

  it('names a black-and-white image black and white', async () => {
    const colours = await dominantColours(
      bands(200, 200, [
        ['#000000', 0.5],
        ['#ffffff', 0.5],
      ]),
    );
    expect([...colours].sort()).toEqual(['black', 'white']);
  });

  it('counts greys as white or black, never as a hue', async () => {
    expect(
      await dominantColours(
        bands(100, 100, [
          ['#bdbdbd', 0.6],
          ['#3a3a3a', 0.4],
        ]),
      ),
    ).toEqual(['white', 'black']);
  });

  it('keeps hues apart that differ mostly in lightness', async () => {
    expect(await dominantColours(bands(100, 100, [['#0d2f7a', 1]]))).toEqual(['blue']);
    expect(await dominantColours(bands(100, 100, [['#7b1f1f', 1]]))).toEqual(['maroon']);
    expect(await dominantColours(bands(100, 100, [['#ef6c6c', 1]]))).not.toContain('maroon');
  });

  it('returns at most three colours, most dominant first, leaving out small touches', async () => {
    const colours = await dominantColours(
      bands(200, 200, [
        ['#2e7d32', 0.4],
        ['#f57c00', 0.25],
        ['#fbc02d', 0.2],
        ['#8e7cc3', 0.11],
        ['#111111', 0.04],
      ]),
    );
    expect(colours).toEqual(['green', 'orange', 'yellow']);
  });

  it('ignores transparent pixels', async () => {
    const source = await sharp({
      create: { width: 100, height: 100, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 0 } },
    })
      .composite([
        { input: { create: { width: 30, height: 30, channels: 4, background: '#00897b' } }, left: 10, top: 10 },
      ])
      .png()
      .toBuffer();
    expect(await dominantColours(source)).toEqual(['teal']);
  });

  it('refuses what is not an image', async () => {
    await expect(dominantColours(Buffer.from('{"json": true}'))).rejects.toThrow('not a readable image');
  });
});
