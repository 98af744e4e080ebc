import { mkdtemp, rm, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { seedDatabase } from '@art/seed';
import { createTestApi, testBackends, storedFile, type TestApi } from '@art/api/testing';

type PressItems = { pressItems: { kind: string; title: string; fileUrl: string | null }[] };

describe.each(testBackends('any'))('GET /api/files on %s', (backend) => {
  let api: TestApi;
  let root: string;
  let filesDir: string;

  beforeAll(async () => {
    root = await mkdtemp(path.join(tmpdir(), 'api-files-'));
    filesDir = path.join(root, 'files');
    api = await createTestApi({
      backend,
      config: { filesDir },
      prepare: async (database) => {
        await seedDatabase(database.db, { size: 'test', images: false, files: { filesDir } });
      },
    });
    // A file beside the files folder that no address may reach, and a link to it inside.
    await writeFile(path.join(root, 'secret.pdf'), 'top secret');
    await symlink(path.join(root, 'secret.pdf'), path.join(filesDir, 'linked.pdf'));
  });

  afterAll(async () => {
    await api.close();
    await rm(root, { recursive: true, force: true });
  });

  const get = (url: string, headers: Record<string, string> = {}) => api.app.inject({ method: 'GET', url, headers });

  it('serves the press kit and every press release the press room links, as PDF attachments', async () => {
    const result = await api.graphql<PressItems>('{ pressItems { kind title fileUrl } }');
    const documents = (result.data?.pressItems ?? []).filter((item) => item.kind !== 'image');
    expect(documents.map((item) => item.kind).sort()).toEqual(['kit', 'release', 'release', 'release']);
    for (const item of documents) {
      expect(item.fileUrl).toMatch(/^\/api\/files\/[a-z0-9-]+\.pdf$/);
      const response = await get(item.fileUrl ?? '');
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('application/pdf');
      expect(response.headers['content-disposition']).toBe(
        `attachment; filename="${path.basename(item.fileUrl ?? '')}"`,
      );
      expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      expect(Number(response.headers['content-length'])).toBe(response.rawPayload.length);
      expect(response.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');
      expect(response.rawPayload.toString('latin1')).toMatch(/%%EOF\n$/);
    }
  });

  it('answers 304 without a body when the client holds the same version', async () => {
    const url = '/api/files/dosier-de-prensa-2025.pdf';
    const first = await get(url);
    expect(first.statusCode).toBe(200);
    const etag = String(first.headers['etag']);
    expect(etag).toMatch(/^"[0-9a-f]+-[0-9a-f]+"$/);
    const again = await get(url, { 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload.length).toBe(0);
    expect((await get(url, { 'if-none-match': '"0-0"' })).statusCode).toBe(200);
  });

  it.each([
    ['an unknown name', '/api/files/no-such-file.pdf'],
    ['another extension', '/api/files/dosier-de-prensa-2025.zip'],
    ['no extension', '/api/files/dosier-de-prensa-2025'],
    ['an uppercase name', '/api/files/Dosier-De-Prensa-2025.pdf'],
    ['a folder', '/api/files/press/dosier-de-prensa-2025.pdf'],
    ['the bare prefix', '/api/files/'],
  ])('answers a JSON 404 for %s', async (_label, url) => {
    const response = await get(url);
    expect(response.statusCode).toBe(404);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.json()).toEqual({ error: 'not_found' });
  });

  it('does not follow a link out of the files folder', async () => {
    const response = await get('/api/files/linked.pdf');
    expect(response.statusCode).toBe(404);
    expect(response.body).not.toContain('top secret');
  });

  it.each([
    '/api/files/../secret.pdf',
    '/api/files/..%2Fsecret.pdf',
    '/api/files/%2e%2e%2fsecret.pdf',
    '/api/files/%2E%2E/secret.pdf',
    '/api/files/..%5Csecret.pdf',
    '/api/files/x/../../secret.pdf',
    '/api/files/%00.pdf',
    `/api/files/${encodeURIComponent(path.join(path.resolve('/'), 'tmp', 'secret'))}.pdf`,
  ])('never reads outside the files folder: %s', async (url) => {
    const response = await get(url);
    expect(response.statusCode).toBe(404);
    expect(response.body).not.toContain('top secret');
  });

  it('gives a path inside the folder only for a valid name', () => {
    expect(storedFile('/data/files', 'dosier-de-prensa-2025')).toBe(
      path.resolve('/data/files/dosier-de-prensa-2025.pdf'),
    );
    for (const name of ['', '..', '../secret', 'a/b', '.hidden', '-x', 'A', 'a.b', 'a\\b', 'x'.repeat(122)]) {
      expect(storedFile('/data/files', name)).toBeNull();
    }
  });
});
