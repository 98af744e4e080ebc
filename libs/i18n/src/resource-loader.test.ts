/** @jest-environment node */
import type { Lang, Namespace } from '@art/routing';
import { RESOURCE_CACHE_MS, createResourceLoader, type ResourceLoaderOptions } from './resource-loader';

const API = 'http://api.test:3333';

type Files = Record<string, unknown>;

/** A fake API: serves `files` (keyed `lang/ns`) as JSON, 404 otherwise, and records the URLs asked for. */
function fakeApi(files: Files) {
  const calls: string[] = [];
  const fetch = jest.fn(async (input: RequestInfo | URL) => {
    const url = String(input);
    calls.push(url);
    const key = url.replace(`${API}/api/locales/`, '').replace(/\.json$/, '');
    if (!(key in files)) return new Response(JSON.stringify({ statusCode: 404 }), { status: 404 });
    return Response.json(files[key]);
  });
  return { calls, fetch: fetch as unknown as typeof globalThis.fetch, files };
}

const FILES: Files = {
  'es/common': { menu: { works: 'Obras' } },
  'en/common': { menu: { works: 'Works' } },
  'es/works': { loadMore: 'Cargar más' },
  'en/works': { loadMore: 'Load more' },
  'es/artists': { index: 'Índice alfabético' },
};

function setup(options: Partial<ResourceLoaderOptions> = {}, files: Files = FILES) {
  const api = fakeApi({ ...files });
  let time = 1_000_000;
  const warnings: string[] = [];
  const loader = createResourceLoader({
    apiOrigin: API,
    cache: true,
    fetch: api.fetch,
    now: () => time,
    warn: (message) => warnings.push(message),
    ...options,
  });
  return { loader, api, warnings, advance: (ms: number) => (time += ms) };
}

function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((ok) => (resolve = ok));
  return { promise, resolve };
}

describe('createResourceLoader', () => {
  it('fetches common and the asked namespaces of one language from the API, common first', async () => {
    const { loader, api } = setup();
    const resources = await loader.load('es', ['works']);
    expect(resources).toEqual({ common: { menu: { works: 'Obras' } }, works: { loadMore: 'Cargar más' } });
    expect(Object.keys(resources)).toEqual(['common', 'works']);
    expect(api.calls.sort()).toEqual([`${API}/api/locales/es/common.json`, `${API}/api/locales/es/works.json`]);
  });

  it('always includes common, even when nothing else is asked for', async () => {
    const { loader } = setup();
    expect(await loader.load('en')).toEqual({ common: { menu: { works: 'Works' } } });
    expect(await loader.load('en', [])).toEqual({ common: { menu: { works: 'Works' } } });
  });

  it('deduplicates namespaces, also a long list of repeats', async () => {
    const { loader, api } = setup();
    const many = Array.from({ length: 10_000 }, () => 'works' as const);
    const resources = await loader.load('es', ['common', 'works', ...many]);
    expect(Object.keys(resources)).toEqual(['common', 'works']);
    expect(api.calls).toHaveLength(2);
  });

  it('fetches the namespaces in parallel', async () => {
    const gates: Array<() => void> = [];
    const fetch = jest.fn((input: RequestInfo | URL) => {
      const ns = String(input).match(/\/(\w+)\.json$/)?.[1] ?? '';
      return new Promise<Response>((resolve) => gates.push(() => resolve(Response.json({ ns }))));
    });
    const loader = createResourceLoader({
      apiOrigin: API,
      cache: false,
      fetch: fetch as unknown as typeof globalThis.fetch,
    });
    const pending = loader.load('es', ['works', 'artists']);
    await Promise.resolve();
    expect(fetch).toHaveBeenCalledTimes(3);
    gates.forEach((open) => open());
    expect(await pending).toEqual({ common: { ns: 'common' }, works: { ns: 'works' }, artists: { ns: 'artists' } });
  });

  it('ignores a trailing slash of the API origin and refuses an origin that is not an http(s) URL', async () => {
    const { fetch, calls } = fakeApi(FILES);
    await createResourceLoader({ apiOrigin: `${API}/`, cache: false, fetch }).load('es');
    expect(calls).toEqual([`${API}/api/locales/es/common.json`]);
    expect(() => createResourceLoader({ apiOrigin: 'api.test', cache: true })).toThrow(/absolute http\(s\) URL/);
    expect(() => createResourceLoader({ apiOrigin: 'javascript:alert(1)', cache: true })).toThrow(/http\(s\) URL/);
  });

  describe('cache', () => {
    it('serves a file from memory within one hour, and fetches it again once the hour has passed', async () => {
      const { loader, api, advance } = setup();
      await loader.load('es', ['works']);
      expect(api.calls).toHaveLength(2);

      api.files['es/works'] = { loadMore: 'Ver más obras' };
      advance(RESOURCE_CACHE_MS - 1);
      expect((await loader.load('es', ['works'])).works).toEqual({ loadMore: 'Cargar más' });
      expect(api.calls).toHaveLength(2);

      advance(1);
      expect((await loader.load('es', ['works'])).works).toEqual({ loadMore: 'Ver más obras' });
      expect(api.calls).toHaveLength(4);
    });

    it('keeps each language and namespace apart', async () => {
      const { loader, api } = setup();
      await loader.load('es', ['works']);
      const en = await loader.load('en', ['works']);
      expect(en).toEqual({ common: { menu: { works: 'Works' } }, works: { loadMore: 'Load more' } });
      expect(api.calls).toHaveLength(4);
      await loader.load('es', ['artists']);
      expect(api.calls).toHaveLength(5);
      expect(api.calls[4]).toBe(`${API}/api/locales/es/artists.json`);
    });

    it('fetches every time when caching is disabled', async () => {
      const { loader, api } = setup({ cache: false });
      await loader.load('es', ['works']);
      api.files['es/works'] = { loadMore: 'Ver más obras' };
      expect((await loader.load('es', ['works'])).works).toEqual({ loadMore: 'Ver más obras' });
      expect(api.calls).toHaveLength(4);
    });

    it.each([true, false])('shares one request between concurrent loads of the same file (cache %s)', async (cache) => {
      const gate = deferred<void>();
      const inner = fakeApi(FILES);
      const fetch = jest.fn(async (input: RequestInfo | URL) => {
        await gate.promise;
        return inner.fetch(input);
      });
      const loader = createResourceLoader({
        apiOrigin: API,
        cache,
        fetch: fetch as unknown as typeof globalThis.fetch,
      });
      const first = loader.load('es', ['works']);
      const second = loader.load('es', ['works', 'artists']);
      gate.resolve();
      const [a, b] = await Promise.all([first, second]);
      expect(a.works).toEqual({ loadMore: 'Cargar más' });
      expect(b.works).toEqual({ loadMore: 'Cargar más' });
      expect(inner.calls.sort()).toEqual([
        `${API}/api/locales/es/artists.json`,
        `${API}/api/locales/es/common.json`,
        `${API}/api/locales/es/works.json`,
      ]);
    });

    it('does not cache a failed request: the next load tries again', async () => {
      const { loader, api, warnings } = setup();
      delete api.files['es/works'];
      expect((await loader.load('es', ['works'])).works).toEqual({});
      expect(warnings).toHaveLength(1);

      api.files['es/works'] = { loadMore: 'Cargar más' };
      expect((await loader.load('es', ['works'])).works).toEqual({ loadMore: 'Cargar más' });
      expect(api.calls.filter((url) => url.endsWith('/es/works.json'))).toHaveLength(2);
    });

    it('hands out frozen bundles, so a caller cannot change what the next request gets', async () => {
      const { loader } = setup();
      const first = await loader.load('es', ['works']);
      expect(() => {
        (first.works as Record<string, string>)['loadMore'] = 'cambiado';
      }).toThrow(TypeError);
      expect((await loader.load('es', ['works'])).works).toEqual({ loadMore: 'Cargar más' });
    });
  });

  describe('failures', () => {
    it('resolves a missing namespace (404) to {} and warns, naming the file', async () => {
      const { loader, warnings } = setup();
      const resources = await loader.load('en', ['artists']);
      expect(resources).toEqual({ common: { menu: { works: 'Works' } }, artists: {} });
      expect(warnings).toEqual([expect.stringContaining('en/artists')]);
      expect(warnings[0]).toContain('HTTP 404');
    });

    it('resolves a namespace to {} on a network failure, a timeout, invalid JSON or a malformed file', async () => {
      const fetch = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
        const url = String(input);
        if (url.endsWith('/common.json')) return Response.json({ a: 'b' });
        if (url.endsWith('/works.json')) throw new TypeError('fetch failed');
        if (url.endsWith('/artists.json')) return new Response('<html>oops</html>', { status: 200 });
        if (url.endsWith('/blog.json')) return Response.json(['not', 'an', 'object']);
        if (url.endsWith('/cart.json')) return Response.json({ total: 42 });
        // shows: never answers until aborted.
        return new Promise<Response>((_, reject) =>
          init?.signal?.addEventListener('abort', () => reject(new Error('aborted'))),
        );
      });
      const warnings: string[] = [];
      const loader = createResourceLoader({
        apiOrigin: API,
        cache: true,
        fetch: fetch as unknown as typeof globalThis.fetch,
        warn: (message) => warnings.push(message),
        timeoutMs: 20,
      });
      const resources = await loader.load('es', ['works', 'artists', 'blog', 'cart', 'shows']);
      expect(resources).toEqual({ common: { a: 'b' }, works: {}, artists: {}, blog: {}, cart: {}, shows: {} });
      expect(warnings).toHaveLength(5);
      expect(warnings.join('\n')).toMatch(/es\/works.*fetch failed/);
      expect(warnings.join('\n')).toMatch(/es\/artists.*not valid JSON/);
      expect(warnings.join('\n')).toMatch(/es\/blog.*must be an object/);
      expect(warnings.join('\n')).toMatch(/es\/cart.*total.*must be an object/);
      expect(warnings.join('\n')).toMatch(/es\/shows.*aborted/);
    });

    it('rejects when common cannot be loaded, and tries again on the next load', async () => {
      const { loader, api } = setup({}, { 'es/works': { loadMore: 'Cargar más' } });
      await expect(loader.load('es', ['works'])).rejects.toThrow(
        `Translations es/common could not be fetched from ${API}/api/locales/es/common.json: HTTP 404`,
      );
      api.files['es/common'] = { hola: 'Hola' };
      expect((await loader.load('es', ['works'])).common).toEqual({ hola: 'Hola' });
    });

    it('rejects a common file with prototype keys', async () => {
      const { loader } = setup({}, { 'es/common': JSON.parse('{"__proto__": {"polluted": "yes"}}') });
      await expect(loader.load('es')).rejects.toThrow(/forbidden key "__proto__"/);
      expect(({} as Record<string, unknown>)['polluted']).toBeUndefined();
    });
  });

  describe('bad input', () => {
    it.each(['fr', '', 'ES', 'es/../en', '<script>alert(1)</script>'])(
      'rejects the language %j without fetching',
      async (lang) => {
        const { loader, api } = setup();
        await expect(loader.load(lang as Lang, ['works'])).rejects.toThrow(/Unknown language .*expected one of es, en/);
        expect(api.calls).toHaveLength(0);
      },
    );

    it.each(['../../package', 'works/../../common', 'forms.json', 'errors', '__proto__', "works' OR 1=1 --", ''])(
      'rejects the namespace %j without fetching',
      async (ns) => {
        const { loader, api } = setup();
        await expect(loader.load('es', ['works', ns as Namespace])).rejects.toThrow(/Unknown translation namespace/);
        expect(api.calls).toHaveLength(0);
      },
    );

    it('rejects an oversized namespace without fetching, with a short message', async () => {
      const { loader, api } = setup();
      const error = await loader.load('es', ['x'.repeat(100_000) as Namespace]).catch((e: Error) => e);
      expect(error).toBeInstanceOf(Error);
      expect((error as Error).message).toMatch(/^Unknown translation namespace "x+\.\.\./);
      expect((error as Error).message.length).toBeLessThan(400);
      expect(api.calls).toHaveLength(0);
    });

    it('rejects namespaces that are not an array, and non-string namespaces', async () => {
      const { loader, api } = setup();
      await expect(loader.load('es', 'works' as unknown as Namespace[])).rejects.toThrow(/must be an array/);
      await expect(loader.load('es', [42 as unknown as Namespace])).rejects.toThrow(/Unknown translation namespace 42/);
      expect(api.calls).toHaveLength(0);
    });
  });
});
