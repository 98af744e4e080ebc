import { existsSync } from 'node:fs';
import { mkdtemp, readFile, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { schema } from '@art/db';
import { dominantColours } from '@art/images';
import { COLOURS, IMAGE_FORMATS, IMAGE_SIZES } from '@art/model';
import { generateSeedData, seedDatabase } from './index';
import { renderImages } from './images';
import { freshDatabase } from './test-database';

const KEYS = new Set<string>(COLOURS.map((c) => c.key));

describe('renderImages', () => {
  let dir: string;
  beforeEach(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'seed-images-'));
  });
  afterEach(() => rm(dir, { recursive: true, force: true }));

  it('writes the six sizes in WebP and JPEG of each picture and reports its size and colours', async () => {
    const jobs = generateSeedData('test').imageJobs;
    const sample = ['work/', 'artist/', 'gallery/', 'post/'].map((prefix) =>
      jobs.find((j) => j.key.startsWith(prefix))!,
    );
    const found = await renderImages(sample, dir, 2);
    expect([...found.keys()].sort()).toEqual(sample.map((j) => j.key).sort());
    for (const job of sample) {
      expect(found.get(job.key)).toMatchObject({ width: job.width, height: job.height });
      const files = await readdir(path.join(dir, job.key));
      expect(files.sort()).toEqual(IMAGE_SIZES.flatMap((s) => IMAGE_FORMATS.map((f) => `${s.index}.${f}`)).sort());
      for (const colour of found.get(job.key)?.colours ?? []) expect(KEYS).toContain(colour);
    }
  });

  it('names the picture that failed and stops', async () => {
    const good = generateSeedData('test').imageJobs[0]!;
    const bad = {
      key: 'work/broken-1',
      width: 100,
      height: 100,
      svg: () => '<svg xmlns="http://www.w3.org/2000/svg"><image href="file:///etc/passwd"/></svg>',
    };
    await expect(renderImages([good, bad], dir, 1)).rejects.toThrow('Seed image work/broken-1 failed');
    expect(existsSync(path.join(dir, 'work/broken-1'))).toBe(false);
  });
});

describe('seedDatabase with images', () => {
  it('renders every picture once and takes each work’s colours from its rendered first image, as an upload would', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'seed-images-'));
    const handle = await freshDatabase('pglite');
    try {
      const data = generateSeedData('test');
      const summary = await seedDatabase(handle.db, { size: 'test', images: { imagesDir: dir } });
      expect(summary.imagesRendered).toBe(new Set(data.imageJobs.map((j) => j.key)).size);
      const works = await handle.db.select().from(schema.works);
      let agree = 0;
      for (const work of works) {
        for (const image of work.images) expect(existsSync(path.join(dir, image.key, '5.webp'))).toBe(true);
        expect(work.colours.length).toBeGreaterThan(0);
        for (const colour of work.colours) expect(KEYS).toContain(colour);
        const fromFile = await dominantColours(await readFile(path.join(dir, work.images[0]!.key, '1.webp')));
        if (fromFile[0] === work.colours[0]) agree++;
      }
      // Colours were computed from the picture (the encoded file can shift a borderline pixel, hardly ever the dominant one).
      expect(agree).toBeGreaterThan(works.length * 0.9);
      const artists = await handle.db.select().from(schema.artists);
      const portraits = artists.flatMap((a) => (a.image ? [a.image.key] : []));
      expect(portraits.length).toBeGreaterThan(0);
      for (const key of portraits) expect(existsSync(path.join(dir, key, '0.jpg'))).toBe(true);
    } finally {
      await handle.dispose();
      await rm(dir, { recursive: true, force: true });
    }
  }, 240_000);
});
