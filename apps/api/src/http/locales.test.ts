import { mkdtempSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { COLOURS, DISCIPLINES, LANGUAGES, PRICE_RANGES, SIZES, WORK_STATES } from '@art/model';
import { findWorkspaceRoot } from '@art/server-util';
import { createTestApi, testBackends, type TestApi } from '../testing';
import { readNamespaces, registerLocaleRoutes } from './locales';

type Json = string | { [key: string]: Json };
const LOCALES_DIR = path.join(findWorkspaceRoot(__dirname), 'locales');

function readJson(lang: string, ns: string): Record<string, Json> {
  return JSON.parse(readFileSync(path.join(LOCALES_DIR, lang, `${ns}.json`), 'utf8')) as Record<string, Json>;
}

describe('the translation files in locales/', () => {
  const namespaces = readNamespaces(LOCALES_DIR);

  it('have common and errors, with the same files in every language', () => {
    expect(namespaces).toEqual(expect.arrayContaining(['common', 'errors']));
    for (const lang of LANGUAGES) {
      const files = readdirSync(path.join(LOCALES_DIR, lang))
        .filter((f) => f.endsWith('.json'))
        .sort();
      expect(files).toEqual(namespaces.map((ns) => `${ns}.json`));
    }
  });

  // That both languages have the same keys (each with its own plural forms), none empty, and the same placeholders:
  // libs/i18n/src/locales.test.ts, over every file.

  it('common has the texts the specification names, in real Spanish and English', () => {
    const es = readJson('es', 'common');
    const en = readJson('en', 'common');
    for (const key of [
      'requerido',
      'formatoEmail',
      'necesario_aceptar',
      'contactoEnviado',
      'no_has_añadido_obras',
      'ninguna_obra_vista',
    ]) {
      expect(typeof es[key]).toBe('string');
      expect(es[key]).not.toEqual(en[key]);
    }
    expect(es['no_se_han_encontrado_coincidencias']).toContain('{{text}}');
    expect(es['acepto los terminos y condiciones']).toBe('Acepto los términos y condiciones');
    expect(en['acepto los terminos y condiciones']).toBe('I accept the terms and conditions');
  });

  it('common labels every filter value and work state of @art/model', () => {
    for (const lang of LANGUAGES) {
      const common = readJson(lang, 'common') as Record<string, Record<string, string>>;
      expect(Object.keys(common['colours'] ?? {}).sort()).toEqual(COLOURS.map((c) => c.key).sort());
      expect(Object.keys(common['disciplines'] ?? {}).sort()).toEqual(DISCIPLINES.map((d) => d.key).sort());
      expect(Object.keys(common['sizes'] ?? {}).sort()).toEqual(SIZES.map((s) => s.key).sort());
      expect(Object.keys(common['priceRanges'] ?? {}).sort()).toEqual(PRICE_RANGES.map((p) => p.key).sort());
      expect(Object.keys(common['workStates'] ?? {}).sort()).toEqual([...WORK_STATES].sort());
      expect(Object.keys(common['languages'] ?? {}).sort()).toEqual([...LANGUAGES].sort());
      expect(Object.keys(common['privacy'] ?? {})).toEqual(
        expect.arrayContaining(['footer', 'contact', 'press', 'newsletter', 'post', 'work', 'pressForm', 'registry']),
      );
    }
    expect(readJson('es', 'common')['disciplines']).toMatchObject(
      Object.fromEntries(DISCIPLINES.map((d) => [d.key, d.es])),
    );
    expect(readJson('en', 'common')['disciplines']).toMatchObject(
      Object.fromEntries(DISCIPLINES.map((d) => [d.key, d.en])),
    );
  });
});

describe.each(testBackends('any'))('GET /api/locales/{lng}/{ns}.json on %s', (backend) => {
  let api: TestApi;
  beforeAll(async () => {
    api = await createTestApi({ backend });
  });
  afterAll(() => api.close());

  const get = (url: string, headers: Record<string, string> = {}) => api.app.inject({ method: 'GET', url, headers });

  it.each(LANGUAGES)('serves common in %s as cacheable JSON, the file unchanged', async (lang) => {
    const res = await get(`/api/locales/${lang}/common.json`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(res.headers['cache-control']).toBe('public, max-age=3600');
    expect(res.headers['etag']).toMatch(/^"[\w-]+"$/);
    expect(res.json()).toEqual(readJson(lang, 'common'));
  });

  it('serves the other namespaces too', async () => {
    const res = await get('/api/locales/en/errors.json');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual(readJson('en', 'errors'));
  });

  it('answers 304 without a body when the client holds the same version', async () => {
    const first = await get('/api/locales/es/common.json');
    const etag = String(first.headers['etag']);
    const again = await get('/api/locales/es/common.json', { 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    expect(again.headers['etag']).toBe(etag);
    const weak = await get('/api/locales/es/common.json', { 'if-none-match': `"other", W/${etag}` });
    expect(weak.statusCode).toBe(304);
    const stale = await get('/api/locales/es/common.json', { 'if-none-match': '"not-this-one"' });
    expect(stale.statusCode).toBe(200);
  });

  it('answers HEAD with the headers of GET', async () => {
    const res = await api.app.inject({ method: 'HEAD', url: '/api/locales/es/common.json' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe('');
  });

  it.each([
    ['an unknown language', '/api/locales/fr/common.json'],
    ['an unknown namespace', '/api/locales/es/nothing.json'],
    ['a namespace without .json', '/api/locales/es/common'],
    ['an upper-case language', '/api/locales/ES/common.json'],
    ['a parent folder as language', '/api/locales/../package.json'],
    ['an encoded parent folder', '/api/locales/%2e%2e/package.json'],
    ['an encoded traversal in the file', '/api/locales/es/..%2f..%2fpackage.json'],
    ['an encoded traversal to the repository', '/api/locales/es/..%2F..%2F..%2Fpackage.json'],
    ['a backslash traversal', '/api/locales/es/..%5c..%5cpackage.json'],
    ['a NUL byte after the name', '/api/locales/es/common.json%00'],
    ['a NUL byte before .json', '/api/locales/es/common%00.json'],
    ['an absolute path', '/api/locales/es/%2fetc%2fpasswd'],
    ['a deeper path', '/api/locales/es/sub/common.json'],
    ['a dotfile', '/api/locales/es/.common.json'],
    ['a name with a dot', '/api/locales/es/common.json.json'],
    ['the language folder itself', '/api/locales/es/.json'],
  ])('is a JSON 404 for %s', async (_, url) => {
    const res = await get(url);
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(res.body).not.toContain('"name"');
    expect(res.body).not.toContain('root:');
  });

  it('says why in the language of the request', async () => {
    const es = await get('/api/locales/fr/common.json');
    expect(es.json()).toMatchObject({ statusCode: 404, message: expect.stringContaining('idioma') });
    const en = await get('/api/locales/fr/common.json', { 'accept-language': 'en' });
    expect(en.json()).toMatchObject({ statusCode: 404, message: expect.stringContaining('language') });
  });
});

describe('registerLocaleRoutes over a folder of its own', () => {
  let dir: string;
  let app: FastifyInstance;

  beforeAll(async () => {
    dir = mkdtempSync(path.join(tmpdir(), 'locales-'));
    mkdirSync(path.join(dir, 'locales', 'es'), { recursive: true });
    mkdirSync(path.join(dir, 'locales', 'en'), { recursive: true });
    writeFileSync(path.join(dir, 'locales', 'es', 'common.json'), '{"hola":"Hola"}');
    writeFileSync(path.join(dir, 'locales', 'en', 'common.json'), '{"hola":"Hello"}');
    // A namespace only Spanish has, a file that is not a namespace, and secrets beside and above the folder.
    writeFileSync(path.join(dir, 'locales', 'es', 'only-es.json'), '{"solo":"Solo"}');
    writeFileSync(path.join(dir, 'locales', 'es', 'Bad_Name.json'), '{"secret":"x"}');
    writeFileSync(path.join(dir, 'locales', 'es', 'notes.txt'), 'secret');
    writeFileSync(path.join(dir, 'locales', 'secret.json'), '{"secret":"x"}');
    writeFileSync(path.join(dir, 'secret.json'), '{"secret":"x"}');
    app = Fastify();
    await registerLocaleRoutes(app, { localesDir: path.join(dir, 'locales') });
  });
  afterAll(async () => {
    await app.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('allows only the well-named namespaces of the Spanish folder', () => {
    expect(readNamespaces(path.join(dir, 'locales'))).toEqual(['common', 'only-es']);
    expect(readNamespaces(path.join(dir, 'missing'))).toEqual([]);
  });

  it('serves them, and 404s for a namespace missing in one language', async () => {
    expect((await app.inject('/api/locales/en/common.json')).json()).toEqual({ hola: 'Hello' });
    expect((await app.inject('/api/locales/es/only-es.json')).json()).toEqual({ solo: 'Solo' });
    expect((await app.inject('/api/locales/en/only-es.json')).statusCode).toBe(404);
  });

  it('never reads anything else in or around the folder', async () => {
    for (const url of [
      '/api/locales/es/Bad_Name.json',
      '/api/locales/es/notes.txt',
      '/api/locales/es/..%2fsecret.json',
      '/api/locales/es/..%2f..%2fsecret.json',
      '/api/locales/es/secret.json',
      '/api/locales/..%2fes/common.json',
    ]) {
      const res = await app.inject(url);
      expect({ url, status: res.statusCode }).toEqual({ url, status: 404 });
      expect(res.body).not.toContain('secret');
    }
  });

  it('serves a file again after it changes, with a new ETag', async () => {
    const before = await app.inject('/api/locales/es/common.json');
    writeFileSync(path.join(dir, 'locales', 'es', 'common.json'), '{"hola":"Hola de nuevo"}');
    const after = await app.inject('/api/locales/es/common.json');
    expect(after.json()).toEqual({ hola: 'Hola de nuevo' });
    expect(after.headers['etag']).not.toBe(before.headers['etag']);
  });
});
