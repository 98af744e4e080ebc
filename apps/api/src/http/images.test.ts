import { mkdir, mkdtemp, rm, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { processImage } from '@art/images';
import { createTestApi, testBackends, type TestApi } from '../testing';

const KEY = 'work/ana-nunez-jardin-azul';

describe.each(testBackends('any'))('GET /api/images on %s', (backend) => {
  let api: TestApi;
  let imagesDir: string;
  let outside: string;

  beforeAll(async () => {
    const root = await mkdtemp(path.join(tmpdir(), 'api-images-'));
    imagesDir = path.join(root, 'images');
    outside = path.join(root, 'secret');
    const source = await sharp({ create: { width: 800, height: 600, channels: 3, background: '#d32f2f' } })
      .jpeg()
      .toBuffer();
    await processImage(source, { imagesDir, key: KEY });
    // A file beside the images folder that no URL may reach.
    await writeFile(`${outside}.jpg`, 'top secret');
    await mkdir(path.join(imagesDir, 'work', 'linked'));
    await symlink(`${outside}.jpg`, path.join(imagesDir, 'work', 'linked', '0.jpg'));
    api = await createTestApi({ backend, config: { imagesDir } });
  });

  afterAll(async () => {
    await api.close();
    await rm(path.dirname(imagesDir), { recursive: true, force: true });
  });

  it('serves a WebP derivative with long-lived cache headers and an ETag', async () => {
    const response = await api.app.inject({ method: 'GET', url: `/api/images/${KEY}/3.webp` });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/webp');
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.headers['etag']).toMatch(/^"[0-9a-f]+-[0-9a-f]+"$/);
    expect(Number(response.headers['content-length'])).toBe(response.rawPayload.length);
    const metadata = await sharp(response.rawPayload).metadata();
    expect(metadata).toMatchObject({ format: 'webp', width: 640, height: 480 });
  });

  it('serves the JPEG of every size', async () => {
    for (const [size, width] of [
      [0, 800],
      [1, 160],
      [2, 320],
      [3, 640],
      [4, 800],
      [5, 800],
    ] as const) {
      const response = await api.app.inject({ method: 'GET', url: `/api/images/${KEY}/${size}.jpg` });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('image/jpeg');
      expect(await sharp(response.rawPayload).metadata()).toMatchObject({ format: 'jpeg', width });
    }
  });

  it('answers 304 without a body when the client holds the same version', async () => {
    const first = await api.app.inject({ method: 'GET', url: `/api/images/${KEY}/2.jpg` });
    const etag = String(first.headers['etag']);
    const again = await api.app.inject({
      method: 'GET',
      url: `/api/images/${KEY}/2.jpg`,
      headers: { 'if-none-match': etag },
    });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload.length).toBe(0);
    expect(again.headers['etag']).toBe(etag);
    expect(again.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const weak = await api.app.inject({
      method: 'GET',
      url: `/api/images/${KEY}/2.jpg`,
      headers: { 'if-none-match': `"other", W/${etag}` },
    });
    expect(weak.statusCode).toBe(304);
    const stale = await api.app.inject({
      method: 'GET',
      url: `/api/images/${KEY}/2.jpg`,
      headers: { 'if-none-match': '"0-0"' },
    });
    expect(stale.statusCode).toBe(200);
  });

  it.each([
    ['an unknown key', '/api/images/work/no-such-work/3.jpg'],
    ['a size that does not exist', `/api/images/${KEY}/6.jpg`],
    ['a format that is not served', `/api/images/${KEY}/3.png`],
    ['an uppercase key', '/api/images/work/Ana-Nunez-Jardin-Azul/3.jpg'],
    ['a key with too many segments', '/api/images/a/b/c/d/e/3.jpg'],
    ['no size at all', `/api/images/${KEY}`],
    ['the bare prefix', '/api/images/'],
  ])('answers a JSON 404 for %s', async (_label, url) => {
    const response = await api.app.inject({ method: 'GET', url });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ error: 'not_found' });
  });

  it('does not follow a link out of the images folder', async () => {
    const response = await api.app.inject({ method: 'GET', url: '/api/images/work/linked/0.jpg' });
    expect(response.statusCode).toBe(404);
    expect(response.body).not.toContain('top secret');
  });

  it.each([
    '/api/images/../../etc/passwd/0.jpg',
    '/api/images/work/../../../etc/passwd/0.jpg',
    '/api/images/%2e%2e/%2e%2e/etc/passwd/0.jpg',
    '/api/images/%2E%2E%2F%2E%2E%2Fetc%2Fpasswd/0.jpg',
    '/api/images/work%2F..%2F..%2F..%2Fsecret/0.jpg',
    '/api/images/..%5C..%5Csecret/0.jpg',
    '/api/images/work/%00/0.jpg',
    `/api/images/${encodeURIComponent(path.resolve('/etc/passwd'))}/0.jpg`,
  ])('never reads outside the images folder: %s', async (url) => {
    const response = await api.app.inject({ method: 'GET', url });
    expect(response.statusCode).toBe(404);
    expect(response.body).not.toMatch(/root:|top secret/);
  });
});
