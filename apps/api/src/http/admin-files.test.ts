/**
 * `POST /api/admin/files` (issue 16): a PDF from an editor or admin is stored under a new name and served at
 * `/api/files/{key}.pdf`; anonymous callers, visitors and staff are refused before the body is read; anything that is
 * not a PDF by its bytes (whatever its type says), an empty body and an oversized one are refused with a translated
 * message, and nothing is stored.
 */
import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import sharp from 'sharp';
import { errorMessage } from '@art/api-core';
import { prepareAdminFixture, type AdminFixture, type Caller } from '../resolvers/admin-testing';
import { createTestApi, recordingLogger, testBackends, type TestApi } from '../testing';
import { ADMIN_FILES_PATH, FILE_UPLOAD_MAX_BYTES, isPdf } from './admin-files';

const PDF = Buffer.from(
  '%PDF-1.7\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n2 0 obj << /Type /Pages /Kids [] /Count 0 >> endobj\n' +
    'trailer << /Root 1 0 R >>\n%%EOF\n',
  'latin1',
);

describe('isPdf', () => {
  it('takes a PDF by its header and end marker, and nothing else', async () => {
    expect(isPdf(PDF)).toBe(true);
    expect(isPdf(Buffer.from('<html><body>%PDF-1.4 %%EOF</body></html>'))).toBe(false);
    expect(isPdf(Buffer.from('%PDF-1.4\n' + 'x'.repeat(100)))).toBe(false);
    expect(isPdf(Buffer.from('%PDF-9.9\n1 0 obj\n%%EOF\n'))).toBe(false);
    expect(
      isPdf(
        await sharp({ create: { width: 2, height: 2, channels: 3, background: '#000' } })
          .png()
          .toBuffer(),
      ),
    ).toBe(false);
    expect(isPdf(Buffer.alloc(0))).toBe(false);
  });
});

describe.each(testBackends('any'))('the PDF upload on %s', (backend) => {
  let api: TestApi;
  let f: AdminFixture;
  let filesDir: string;
  const { logger, entries } = recordingLogger();

  beforeAll(async () => {
    filesDir = mkdtempSync(path.join(tmpdir(), 'admin-files-'));
    let prepared: AdminFixture | undefined;
    api = await createTestApi({
      backend,
      logger,
      config: { filesDir },
      prepare: async (database) => {
        prepared = await prepareAdminFixture(database);
      },
    });
    f = prepared!;
  });
  afterAll(async () => {
    await api.close();
    rmSync(filesDir, { recursive: true, force: true });
  });

  const stored = () => (existsSync(filesDir) ? readdirSync(filesDir) : []);
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
      url: ADMIN_FILES_PATH,
      headers: { 'content-type': options.type ?? 'application/pdf', 'accept-language': options.lang ?? 'es', ...auth },
      payload: body,
    });
  };

  it('stores an editor’s PDF under a new name and serves it at its public address', async () => {
    const response = await upload(PDF, { cookie: true });
    expect(response.statusCode).toBe(201);
    const body = response.json<{ key: string; url: string; size: number }>();
    expect(body).toEqual({
      key: expect.stringMatching(/^upload-[0-9a-f]{24}$/),
      url: `/api/files/${body.key}.pdf`,
      size: PDF.length,
    });
    expect(stored()).toEqual([`${body.key}.pdf`]);
    const served = await api.app.inject({ url: body.url });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('application/pdf');
    expect(served.rawPayload.equals(PDF)).toBe(true);
    // Another upload of the same bytes is another file: a name never changes what it serves.
    const again = await upload(PDF, { caller: 'admin' });
    expect(again.statusCode).toBe(201);
    expect(again.json<{ key: string }>().key).not.toBe(body.key);
    rmSync(path.join(filesDir, `${again.json<{ key: string }>().key}.pdf`));
    rmSync(path.join(filesDir, `${body.key}.pdf`));
  });

  it.each([
    ['anonymous', 401, 'loginRequired'],
    ['visitor', 403, 'forbidden'],
    ['staff', 403, 'forbidden'],
  ] as const)('refuses %s (%i) before reading the body, and logs it', async (caller, status, code) => {
    const before = entries.length;
    const response = await upload(PDF, { caller, lang: 'en' });
    expect(response.statusCode).toBe(status);
    expect(response.json()).toEqual({ error: errorMessage('en', code), reason: code });
    expect(stored()).toEqual([]);
    expect(entries.slice(before)).toContainEqual(
      expect.objectContaining({
        event: 'security.role_refused',
        operation: 'uploadFile',
        role: caller,
        userId: caller === 'anonymous' ? null : f.userIds[caller],
      }),
    );
  });

  it('refuses what is not a PDF by its bytes, whatever its type says, in both languages', async () => {
    const png = await sharp({ create: { width: 4, height: 4, channels: 3, background: '#f00' } })
      .png()
      .toBuffer();
    const fakes = [
      Buffer.from('<html><script>alert(1)</script></html>'),
      png,
      Buffer.from('%PDF-1.4\n<script>no end marker</script>'),
      Buffer.from("'; DROP TABLE press_items; --"),
    ];
    for (const lang of ['es', 'en'] as const) {
      for (const fake of fakes) {
        const response = await upload(fake, { lang });
        expect([response.statusCode, response.json()]).toEqual([
          415,
          { error: errorMessage(lang, 'admin.uploadPdfType'), reason: 'admin.uploadPdfType' },
        ]);
      }
    }
    // A PDF sent as another type is not read at all.
    for (const type of ['text/html', 'application/json', 'application/octet-stream', 'image/png']) {
      const response = await upload(PDF, { type });
      expect([type, response.statusCode, response.json<{ reason: string }>().reason]).toEqual([
        type,
        415,
        'admin.uploadPdfType',
      ]);
    }
    const empty = await upload(Buffer.alloc(0));
    expect(empty.statusCode).toBe(400);
    expect(empty.json<{ error: string }>().error).toBe(errorMessage('es', 'admin.uploadPdfUnreadable'));
    expect(stored()).toEqual([]);
  });

  it('refuses a document over the limit, counted as it is read (chunked too), in both languages', async () => {
    const big = Buffer.concat([PDF, Buffer.alloc(FILE_UPLOAD_MAX_BYTES)]);
    const response = await upload(big, { lang: 'en' });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({
      error: errorMessage('en', 'admin.uploadPdfTooLarge', { max: 20 }),
      reason: 'admin.uploadPdfTooLarge',
    });
    const chunked = await upload(Readable.from([PDF, Buffer.alloc(FILE_UPLOAD_MAX_BYTES)]), { lang: 'es' });
    expect(chunked.statusCode).toBe(413);
    expect(chunked.json<{ error: string }>().error).toBe(errorMessage('es', 'admin.uploadPdfTooLarge', { max: 20 }));
    expect(stored()).toEqual([]);
  });
});
