/** @jest-environment node */
import { QueryClient } from '@tanstack/react-query';
import { ApiError } from './api-error';
import type { FetchLike } from './graphql-client';
import { fetchMainMenu, mainMenuQuery, mainMenuUrl, type MainMenuEntry } from './main-menu';

const MENU: MainMenuEntry[] = [
  {
    id: 1,
    position: 1,
    url: '/es/obras',
    mainTitle: 'Obras',
    mainTitleES: 'Obras',
    mainTitleEN: 'Works',
    blockWithImages: {
      titleES: 'Destacados',
      titleEN: 'Featured',
      subtitleES: '',
      subtitleEN: '',
      items: [
        {
          titleES: 'Pintura',
          titleEN: 'Painting',
          url: '/es/obras/pintura',
          order: 1,
          image: { url: '/api/images/menu/1/x/3.jpg' },
        },
      ],
    },
    blockWithText1: null,
    blockWithText2: null,
  },
];

function answering(status: number, body: string) {
  const calls: { url: string; headers: Record<string, string>; method: string }[] = [];
  const fetch: FetchLike = async (url, init) => {
    calls.push({ url, headers: init.headers, method: init.method });
    return { ok: status >= 200 && status < 300, status, statusText: '', text: async () => body };
  };
  return { fetch, calls };
}

describe('fetchMainMenu', () => {
  it('GETs /api/getMainMenu of the origin with the site and language, and returns the reply unchanged', async () => {
    const api = answering(200, JSON.stringify(MENU));
    await expect(fetchMainMenu('http://localhost:3333/', api.fetch, { site: 'fair', lang: 'en' })).resolves.toEqual(
      MENU,
    );
    expect(api.calls).toEqual([
      {
        url: 'http://localhost:3333/api/getMainMenu?site=fair',
        method: 'GET',
        headers: { accept: 'application/json', 'accept-language': 'en' },
      },
    ]);
  });

  it('uses the same origin when the origin is empty (in the browser)', async () => {
    const api = answering(200, '[]');
    await expect(fetchMainMenu('', api.fetch)).resolves.toEqual([]);
    expect(api.calls[0]!.url).toBe('/api/getMainMenu');
  });

  it('rejects with ApiError and the status on an HTTP failure', async () => {
    const api = answering(400, JSON.stringify({ statusCode: 400, message: 'Sitio no válido' }));
    await expect(fetchMainMenu('http://localhost:3333', api.fetch)).rejects.toMatchObject({
      name: 'ApiError',
      status: 400,
    });
  });

  it('rejects an answer that is not a JSON list', async () => {
    await expect(fetchMainMenu('', answering(200, '<html></html>').fetch)).rejects.toThrow(
      'Main menu response is not JSON',
    );
    await expect(fetchMainMenu('', answering(200, '{"entries":[]}').fetch)).rejects.toThrow(
      'Main menu response is not a list',
    );
  });

  it('rejects with status 0 when the network fails', async () => {
    const fetch: FetchLike = async () => {
      throw new Error('socket hang up');
    };
    const error = await fetchMainMenu('', fetch).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 0, message: 'Main menu request failed: socket hang up' });
  });

  it('refuses an origin with a path, a query or a script', () => {
    expect(mainMenuUrl('https://feria.example')).toBe('https://feria.example/api/getMainMenu');
    for (const bad of ['javascript:alert(1)', 'http://a.example/evil?x=', '//evil.example', 'http://a b']) {
      expect(() => mainMenuUrl(bad)).toThrow(TypeError);
    }
  });
});

describe('mainMenuQuery', () => {
  it('keys the menu by site and language and loads it through the query client', async () => {
    const api = answering(200, JSON.stringify(MENU));
    const options = mainMenuQuery('http://localhost:3333', { site: 'shop', lang: 'es' }, api.fetch);
    expect(options.queryKey).toEqual(['mainMenu', 'shop', 'es']);
    const queryClient = new QueryClient();
    await expect(queryClient.ensureQueryData(options)).resolves.toEqual(MENU);
    await queryClient.ensureQueryData(options);
    expect(api.calls).toHaveLength(1);
  });
});
