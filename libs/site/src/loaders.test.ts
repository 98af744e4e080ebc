/**
 * @jest-environment node
 */
import type { LoaderFunctionArgs } from 'react-router';
import { loadPage, loadRoot, rootShouldRevalidate, type PageContext } from './loaders';

const contextOf = (site: 'fair' | 'shop') => ({
  site,
  apiUrl: 'http://api.invalid',
  origins: { fair: 'http://f', shop: 'http://s' },
});

function args(url: string, headers: Record<string, string> = {}, site: 'fair' | 'shop' = 'fair'): LoaderFunctionArgs {
  return {
    request: new Request(`http://f${url}`, { headers }),
    params: {},
    context: contextOf(site),
  } as unknown as LoaderFunctionArgs;
}

async function thrown(promise: Promise<unknown>): Promise<unknown> {
  try {
    await promise;
  } catch (error) {
    return error;
  }
  throw new Error('expected the loader to throw');
}

describe('loadPage', () => {
  it('answers 404 for an address no route of the site matches', async () => {
    const error = (await thrown(loadPage(args('/es/no-existe')))) as { init: { status: number } };
    expect(error.init.status).toBe(404);
    const shopOnly = (await thrown(loadPage(args('/es/shop/obras')))) as { init: { status: number } };
    expect(shopOnly.init.status).toBe(404);
  });

  it('sends a visitor without a session from a login-required page to the login page, coming back after', async () => {
    const response = (await thrown(loadPage(args('/es/shop/mi-cuenta', {}, 'shop')))) as Response;
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe('/es/acceso?returnUrl=%2Fes%2Fshop%2Fmi-cuenta');
    const english = (await thrown(loadPage(args('/en/shop/my-account', {}, 'shop')))) as Response;
    expect(english.headers.get('location')).toBe('/en/login?returnUrl=%2Fen%2Fshop%2Fmy-account');
  });

  it('does not count an empty token cookie as a session', async () => {
    const response = (await thrown(
      loadPage(args('/es/shop/mi-cuenta', { cookie: 'o_token=; _ga=1' }, 'shop')),
    )) as Response;
    expect(response.status).toBe(303);
  });
});

describe('loadPage with a subject whose slug differs by language', () => {
  const realFetch = globalThis.fetch;
  beforeEach(() => {
    globalThis.fetch = (async () =>
      new Response('{}', { status: 200, headers: { 'content-type': 'application/json' } })) as typeof fetch;
  });
  afterEach(() => {
    globalThis.fetch = realFetch;
  });
  const post = async () => ({
    data: null,
    alternatesParams: { es: { slug: 'quienes-somos' }, en: { slug: 'who-we-are' } },
  });

  it("sends an address with the other language's slug to the page's own, keeping the query", async () => {
    const response = (await thrown(loadPage(args('/en/post/quienes-somos?ref=menu'), post))) as Response;
    expect(response.status).toBe(301);
    expect(response.headers.get('location')).toBe('/en/post/who-we-are?ref=menu');
  });

  it('renders the page when the address already has its own slug', async () => {
    const page = await loadPage(args('/en/post/who-we-are'), post);
    expect(page.head.canonical).toBe('http://f/en/post/who-we-are');
    const spanish = await loadPage(args('/es/post/quienes-somos'), post);
    expect(spanish.head.canonical).toBe('http://f/es/post/quienes-somos');
  });
});

describe('rootShouldRevalidate', () => {
  const check = (from: string, to: string, defaultShouldRevalidate = false) =>
    rootShouldRevalidate({
      currentUrl: new URL(`http://f${from}`),
      nextUrl: new URL(`http://f${to}`),
      defaultShouldRevalidate,
    });

  it('reloads the root data when the language changes, not between pages of one language', () => {
    expect(check('/es/obras', '/en/works')).toBe(true);
    expect(check('/es/obras', '/es/artistas')).toBe(false);
    expect(check('/es/obras', '/es/artistas', true)).toBe(false);
  });
});

describe('loadRoot', () => {
  const realFetch = globalThis.fetch;
  afterEach(() => {
    globalThis.fetch = realFetch;
  });

  it('reads the main menu from the API once for many pages, and the translations of the language', async () => {
    const asked: string[] = [];
    globalThis.fetch = (async (input: RequestInfo | URL) => {
      const url = String(input);
      asked.push(url);
      const body = url.includes('/getMainMenu') ? [] : { requerido: 'Este campo es obligatorio.' };
      return new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });
    }) as typeof fetch;
    const context = {
      site: 'fair' as const,
      apiUrl: 'http://menu-cache.invalid',
      origins: { fair: 'http://f', shop: 'http://s' },
    };
    const rootArgs = (url: string, cookie = '') =>
      ({
        request: new Request(`http://f${url}`, { headers: { cookie } }),
        params: {},
        context,
      }) as unknown as LoaderFunctionArgs;
    const first = await loadRoot(rootArgs('/es/obras', 'o_token=abc; acceptCookies=1'));
    await loadRoot(rootArgs('/es/artistas'));
    expect(asked.filter((u) => u.includes('/getMainMenu'))).toHaveLength(1);
    expect(first).toMatchObject({
      lang: 'es',
      site: 'fair',
      menu: [],
      loggedIn: true,
      cookiesAccepted: true,
      cookiesAnswered: true,
    });
    const english = await loadRoot(rootArgs('/en/works'));
    expect(english).toMatchObject({ lang: 'en', loggedIn: false, cookiesAccepted: false, cookiesAnswered: false });
    // A rejection is an answer (no banner) without consent.
    const rejected = await loadRoot(rootArgs('/en/works', 'acceptCookies=0'));
    expect(rejected).toMatchObject({ cookiesAccepted: false, cookiesAnswered: true });
    expect(asked.filter((u) => u.includes('/getMainMenu'))).toHaveLength(2);
  });

  it('gives the analytics id and maps key of the server’s parsed configuration, never the environment’s', async () => {
    globalThis.fetch = (async (input: RequestInfo | URL) => {
      const body = String(input).includes('/getMainMenu') ? [] : {};
      return new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });
    }) as typeof fetch;
    const saved = { GA_ID: process.env['GA_ID'], MAPS_KEY: process.env['MAPS_KEY'] };
    process.env['GA_ID'] = 'G-FROMENV';
    process.env['MAPS_KEY'] = 'key-from-env';
    try {
      const rootArgs = (context: Record<string, unknown>) =>
        ({
          request: new Request('http://f/es/obras'),
          params: {},
          context: { ...contextOf('fair'), apiUrl: 'http://config-keys.invalid', ...context },
        }) as unknown as LoaderFunctionArgs;
      const configured = await loadRoot(rootArgs({ gaId: 'G-ABC1234', mapsKey: 'AIzaSyExample' }));
      expect(configured).toMatchObject({ gaId: 'G-ABC1234', mapsKey: 'AIzaSyExample' });
      // A server configured without them sends none, whatever the process's environment holds.
      const none = await loadRoot(rootArgs({}));
      expect(none).toMatchObject({ gaId: '', mapsKey: '' });
    } finally {
      for (const [name, value] of Object.entries(saved)) {
        if (value === undefined) delete process.env[name];
        else process.env[name] = value;
      }
    }
  });
});

describe('the translations of a document', () => {
  const realFetch = globalThis.fetch;
  afterEach(() => {
    globalThis.fetch = realFetch;
  });

  it('are the same objects in the root’s and the page’s data, so the page’s HTML carries them once', async () => {
    globalThis.fetch = (async (input: RequestInfo | URL) => {
      const url = String(input);
      const body = url.includes('/getMainMenu') ? [] : url.includes('/locales/') ? { requerido: `${url} <b>` } : {};
      return new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });
    }) as typeof fetch;
    const context = {
      site: 'fair' as const,
      apiUrl: 'http://shared-texts.invalid',
      origins: contextOf('fair').origins,
    };
    const loaderArgs = (url: string) =>
      ({ request: new Request(`http://f${url}`), params: {}, context }) as unknown as LoaderFunctionArgs;
    const root = await loadRoot(loaderArgs('/es/obras'));
    const page = await loadPage(loaderArgs('/es/obras'), async () => ({ data: null }));
    const namespaces = Object.keys(root.i18n.resources);
    expect(namespaces).toContain('common');
    expect(Object.keys(page.i18n.resources)).toEqual(namespaces);
    for (const ns of namespaces as (keyof typeof root.i18n.resources)[]) {
      expect(page.i18n.resources[ns]).toBe(root.i18n.resources[ns]);
    }
    // Still what the API sent (checked, markup left as text for React to escape), in the language of the address.
    expect(root.i18n.resources.common).toEqual({
      requerido: 'http://shared-texts.invalid/api/locales/es/common.json <b>',
    });
    expect(page.i18n.lang).toBe('es');
    // Another page of the same language shares them too; the other language has its own.
    const next = await loadPage(loaderArgs('/es/obras?page=2'), async () => ({ data: null }));
    expect(next.i18n.resources.common).toBe(root.i18n.resources.common);
    const english = await loadPage(loaderArgs('/en/works'), async () => ({ data: null }));
    expect(english.i18n.resources.common).not.toBe(root.i18n.resources.common);
    expect(english.i18n.resources.common).toEqual({
      requerido: 'http://shared-texts.invalid/api/locales/en/common.json <b>',
    });
  });
});

describe('loadRoot and the main menu this server keeps', () => {
  const realFetch = globalThis.fetch;
  let menuReads = 0;
  beforeEach(() => {
    menuReads = 0;
    globalThis.fetch = (async (input: unknown) => {
      if (String(input).includes('/api/getMainMenu')) {
        menuReads += 1;
        const entry = { url: '/es/obras', mainTitle: `Obras ${menuReads}` };
        return new Response(JSON.stringify([entry]), {
          status: 200,
          headers: { 'content-type': 'application/json' },
        });
      }
      return new Response('{}', { status: 200, headers: { 'content-type': 'application/json' } });
    }) as typeof fetch;
  });
  afterEach(() => {
    globalThis.fetch = realFetch;
  });

  const rootArgs = (apiUrl: string, contentVersion?: string) =>
    ({
      request: new Request('http://f/es'),
      params: {},
      context: { ...contextOf('fair'), apiUrl, contentVersion },
    }) as unknown as LoaderFunctionArgs;

  it('reads the menu once for pages under one content version, and again when the version moves', async () => {
    const api = 'http://menu-version.invalid';
    await loadRoot(rootArgs(api, 'v1'));
    await loadRoot(rootArgs(api, 'v1'));
    expect(menuReads).toBe(1);
    const moved = await loadRoot(rootArgs(api, 'v2'));
    expect(menuReads).toBe(2);
    expect(JSON.stringify(moved.menu)).toContain('Obras 2');
  });

  it('keeps the menu for a minute when pages are not kept (no content version)', async () => {
    const api = 'http://menu-no-version.invalid';
    await loadRoot(rootArgs(api));
    await loadRoot(rootArgs(api));
    expect(menuReads).toBe(1);
  });
});

describe('the current edition this server keeps', () => {
  const realFetch = globalThis.fetch;
  let current = 'AM25';
  let reads = 0;
  beforeEach(() => {
    reads = 0;
    globalThis.fetch = (async (input: unknown, init?: RequestInit) => {
      if (String(input).endsWith('/api/graphql')) {
        reads += 1;
        const catalogs = ['AM25', 'AM26', 'MARKET'].map((prefix) => ({
          prefix,
          isCurrent: prefix === current || prefix === 'MARKET',
          isMarket: prefix === 'MARKET',
        }));
        const sent: unknown = JSON.parse(String(init?.body));
        const answer = { data: { catalogs } };
        const body = Array.isArray(sent) ? sent.map(() => answer) : answer;
        return new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });
      }
      const body = String(input).includes('/getMainMenu') ? '[]' : '{}';
      return new Response(body, { status: 200, headers: { 'content-type': 'application/json' } });
    }) as typeof fetch;
  });
  afterEach(() => {
    globalThis.fetch = realFetch;
    current = 'AM25';
  });

  const args = (site: 'fair' | 'shop', url: string, apiUrl: string, contentVersion: string) =>
    ({
      request: new Request(`http://f${url}`),
      params: {},
      context: { ...contextOf(site), apiUrl, contentVersion },
    }) as unknown as LoaderFunctionArgs;

  it('gives the fair the edition the API flags current, read again when the content version moves', async () => {
    const api = 'http://edition.invalid';
    expect((await loadRoot(args('fair', '/es', api, 'v1'))).currentEdition).toBe('AM25');
    current = 'AM26';
    let profile: PageContext['profile'] | null = null;
    await loadPage(args('fair', '/es/obras', api, 'v1'), async (page) => {
      profile = page.profile;
      return { data: null };
    });
    expect(profile!.catalogPrefix).toBe('AM25');
    expect(reads).toBe(1);
    const moved = await loadPage(args('fair', '/es/obras', api, 'v2'), async (page) => {
      profile = page.profile;
      expect(page.currentEdition).toBe('AM26');
      return { data: null };
    });
    expect(moved).toBeTruthy();
    expect(profile!.catalogPrefix).toBe('AM26');
    expect((await loadRoot(args('fair', '/es', api, 'v2'))).currentEdition).toBe('AM26');
    expect(reads).toBe(2);
  });

  it('keeps the shop on the Market, with the fair’s edition for its links to the fair', async () => {
    current = 'AM26';
    await loadPage(args('shop', '/es/shop/obras', 'http://edition-shop.invalid', 'v1'), async (page) => {
      expect(page.profile.catalogPrefix).toBe('MARKET');
      expect(page.currentEdition).toBe('AM26');
      return { data: null };
    });
  });
});
