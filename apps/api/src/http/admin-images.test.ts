/**
 * `POST /api/admin/images` (issue 16): real images made with sharp go through the pipeline into the six sizes served
 * by `GET /api/images/{key}/{size}.jpg`, EXIF gone; the type is told from the bytes; text, bombs, oversized bodies,
 * anonymous callers and other roles are refused with a translated JSON message, and nothing is stored.
 */
import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { crc32 } from 'node:zlib';
import sharp from 'sharp';
import { errorMessage } from '@art/api-core';
import { call, prepareAdminFixture, type AdminFixture, type Caller } from '../resolvers/admin-testing';
import { createTestApi, testBackends, type TestApi } from '../testing';
import { ADMIN_IMAGES_PATH, sniffImageType, UPLOAD_MAX_BYTES } from './admin-images';

/** A PNG whose header claims `width` × `height` pixels around a tiny image: a decompression bomb's shape. */
async function bombPng(width: number, height: number): Promise<Buffer> {
  const png = await sharp({ create: { width: 1, height: 1, channels: 3, background: '#ff0000' } })
    .png()
    .toBuffer();
  // IHDR is the first chunk: length (4), type (4), width (4), height (4), … then its CRC over type and data.
  const out = Buffer.from(png);
  out.writeUInt32BE(width, 16);
  out.writeUInt32BE(height, 20);
  out.writeUInt32BE(crc32(out.subarray(12, 29)) >>> 0, 29);
  return out;
}

describe('sniffImageType', () => {
  it('tells JPEG, PNG and WebP by their first bytes, and nothing else', async () => {
    const make = sharp({ create: { width: 4, height: 4, channels: 3, background: '#00ff00' } });
    expect(sniffImageType(await make.clone().jpeg().toBuffer())).toBe('image/jpeg');
    expect(sniffImageType(await make.clone().png().toBuffer())).toBe('image/png');
    expect(sniffImageType(await make.clone().webp().toBuffer())).toBe('image/webp');
    expect(sniffImageType(await make.clone().gif().toBuffer())).toBeNull();
    expect(sniffImageType(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'))).toBeNull();
    expect(sniffImageType(Buffer.alloc(0))).toBeNull();
  });
});

describe.each(testBackends('any'))('the image upload on %s', (backend) => {
  let api: TestApi;
  let f: AdminFixture;
  let imagesDir: string;

  beforeAll(async () => {
    imagesDir = mkdtempSync(path.join(tmpdir(), 'admin-images-'));
    let prepared: AdminFixture | undefined;
    api = await createTestApi({
      backend,
      config: { imagesDir },
      prepare: async (database) => {
        prepared = await prepareAdminFixture(database);
      },
    });
    f = prepared!;
  });
  afterAll(async () => {
    await api.close();
    rmSync(imagesDir, { recursive: true, force: true });
  });

  const stored = () => (existsSync(path.join(imagesDir, 'upload')) ? readdirSync(path.join(imagesDir, 'upload')) : []);
  const upload = (
    body: Buffer | Readable,
    options: { type?: string; caller?: Caller; lang?: 'es' | 'en'; cookie?: boolean } = {},
  ) => {
    const caller = options.caller ?? 'editor';
    const auth =
      caller === 'anonymous'
        ? {}
        : options.cookie
          ? { cookie: `o_token=${f.tokens[caller]}` }
          : { authorization: `Bearer ${f.tokens[caller]}` };
    return api.app.inject({
      method: 'POST',
      url: ADMIN_IMAGES_PATH,
      headers: { 'content-type': options.type ?? 'image/jpeg', 'accept-language': options.lang ?? 'es', ...auth },
      payload: body,
    });
  };

  it('stores a JPEG in six sizes, served as JPEG without its EXIF, and answers its key, size and colours', async () => {
    const jpeg = await sharp({ create: { width: 900, height: 600, channels: 3, background: '#1e3fc8' } })
      .jpeg()
      .withMetadata({ exif: { IFD0: { Copyright: 'Secreto', Artist: 'Ana' } } })
      .toBuffer();
    expect((await sharp(jpeg).metadata()).exif).toBeDefined();
    const response = await upload(jpeg, { cookie: true });
    expect(response.statusCode).toBe(201);
    const body = response.json<{ key: string; width: number; height: number; colours: string[]; thumbnail: string }>();
    expect(body).toEqual({
      key: expect.stringMatching(/^upload\/[0-9a-f]{24}$/),
      width: 900,
      height: 600,
      colours: expect.arrayContaining(['blue']),
      thumbnail: `/api/images/${body.key}/2.jpg`,
    });
    for (const size of [0, 1, 2, 3, 4, 5]) {
      const file = await api.app.inject({ url: `/api/images/${body.key}/${size}.jpg` });
      expect([size, file.statusCode, file.headers['content-type']]).toEqual([size, 200, 'image/jpeg']);
      const metadata = await sharp(file.rawPayload).metadata();
      expect(metadata.format).toBe('jpeg');
      expect(metadata.exif).toBeUndefined();
      expect(file.rawPayload.includes(Buffer.from('Secreto'))).toBe(false);
    }
    expect((await api.app.inject({ url: `/api/images/${body.key}/3.webp` })).statusCode).toBe(200);

    // A work takes it by its key, with its colours computed from it when none are given.
    const created = await call<{
      createWork: { ok: boolean; work: { colours: string[]; images: { key: string; sizes: { url: string }[] }[] } };
    }>(
      api,
      f,
      'editor',
      `mutation($input: AdminWorkInput!) { createWork(input: $input) { ok errors { field message } work { colours images { key sizes { url } } } } }`,
      {
        input: {
          titleES: 'Azul subido',
          titleEN: 'Uploaded blue',
          artistId: String(f.artistIds.munoz),
          catalogs: ['AM25'],
          discipline: 0,
          widthCm: 30,
          heightCm: 20,
          workState: 'Disponible',
          imageKeys: [body.key],
        },
      },
    );
    expect(created.data?.createWork.ok).toBe(true);
    expect(created.data?.createWork.work.colours).toContain('blue');
    expect(created.data?.createWork.work.images).toEqual([
      { key: body.key, sizes: [0, 1, 2, 3, 4, 5].map((s) => ({ url: `/api/images/${body.key}/${s}.jpg` })) },
    ]);
  });

  it('tells a PNG sent as image/jpeg by its bytes, and accepts WebP', async () => {
    const png = await sharp({ create: { width: 300, height: 500, channels: 4, background: '#c81e1e' } })
      .png()
      .toBuffer();
    const response = await upload(png, { type: 'image/jpeg' });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({ width: 300, height: 500, colours: expect.arrayContaining(['red']) });
    const webp = await sharp({ create: { width: 64, height: 64, channels: 3, background: '#ffffff' } })
      .webp()
      .toBuffer();
    expect((await upload(webp, { type: 'image/webp' })).statusCode).toBe(201);
  });

  it.each<
    [
      string,
      () => Promise<{ body: Buffer | Readable; type?: string }>,
      number,
      Parameters<typeof errorMessage>[1],
      Record<string, number>,
    ]
  >([
    [
      'a text file sent as a JPEG',
      async () => ({ body: Buffer.from('hola, no soy una imagen') }),
      415,
      'admin.uploadType',
      {},
    ],
    [
      'a text file as text/plain',
      async () => ({ body: Buffer.from('hola'), type: 'text/plain' }),
      415,
      'admin.uploadType',
      {},
    ],
    [
      'a GIF',
      async () => ({
        body: await sharp({ create: { width: 4, height: 4, channels: 3, background: '#000' } })
          .gif()
          .toBuffer(),
        type: 'image/png',
      }),
      415,
      'admin.uploadType',
      {},
    ],
    [
      'a bomb of 50,000 × 50,000 pixels',
      async () => ({ body: await bombPng(50_000, 50_000), type: 'image/png' }),
      413,
      'admin.uploadPixels',
      { max: 40 },
    ],
    [
      'a JPEG cut short',
      async () => ({ body: Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 0x10, 0x4a]) }),
      422,
      'admin.uploadUnreadable',
      {},
    ],
    ['an empty body', async () => ({ body: Buffer.alloc(0) }), 400, 'admin.uploadUnreadable', {}],
    [
      'a body over 20 MB',
      async () => ({ body: Buffer.concat([Buffer.from([0xff, 0xd8, 0xff]), Buffer.alloc(UPLOAD_MAX_BYTES)]) }),
      413,
      'admin.uploadTooLarge',
      { max: 20 },
    ],
    [
      'a body over 20 MB without a length (chunked)',
      async () => ({ body: Readable.from([Buffer.from([0xff, 0xd8, 0xff]), Buffer.alloc(UPLOAD_MAX_BYTES)]) }),
      413,
      'admin.uploadTooLarge',
      { max: 20 },
    ],
  ])('refuses %s in both languages, storing nothing', async (_name, make, status, code, params) => {
    const before = stored();
    for (const lang of ['es', 'en'] as const) {
      const { body, type } = await make();
      const response = await upload(body, { type, lang });
      expect(response.statusCode).toBe(status);
      expect(response.json<{ error: string }>().error).toBe(errorMessage(lang, code, params));
    }
    expect(stored()).toEqual(before);
  });

  it.each<[Caller, number, 'loginRequired' | 'forbidden']>([
    ['anonymous', 401, 'loginRequired'],
    ['visitor', 403, 'forbidden'],
    ['staff', 403, 'forbidden'],
  ])('refuses %s before reading the image', async (caller, status, code) => {
    const before = stored();
    const jpeg = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#000' } })
      .jpeg()
      .toBuffer();
    for (const lang of ['es', 'en'] as const) {
      const response = await upload(jpeg, { caller, lang });
      expect(response.statusCode).toBe(status);
      expect(response.json<{ error: string }>().error).toBe(errorMessage(lang, code));
    }
    expect(stored()).toEqual(before);
  });

  it('lets an admin upload too', async () => {
    const jpeg = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#000' } })
      .jpeg()
      .toBuffer();
    expect((await upload(jpeg, { caller: 'admin' })).statusCode).toBe(201);
  });
});
