import { href } from './links';
import { MAX_URL_LENGTH, languageOf, match, pathSegments, redirects, splitUrl } from './matcher';
import { type Lang, LANGS, ROUTES } from './route-table';
import { sampleParams } from './testing';

function keyOf(url: string, options?: Parameters<typeof match>[1]): string | null {
  return match(url, options)?.route.key ?? null;
}

describe('match', () => {
  describe('round trip: every route, in each of its languages, from href back to the same key and params', () => {
    const cases = ROUTES.flatMap((route) =>
      LANGS.filter((lang) => route.paths[lang] !== undefined).map((lang) => [route.key, lang, route] as const),
    );
    it.each(cases)('%s (%s)', (key, lang, route) => {
      const params = sampleParams(route);
      const url = href(key, params, lang);
      const found = match(url);
      expect(found?.route.key).toBe(key);
      expect(found?.lang).toBe(lang);
      expect(found?.id).toBe(`${key}.${lang}`);
      expect(found?.pattern).toBe(route.paths[lang]);
      const expected = {
        ...params,
        ...(params['catalogPrefix'] ? { catalogPrefix: params['catalogPrefix'].toUpperCase() } : {}),
      };
      expect(found?.params).toEqual(expected);
    });

    it('covers all 153 paths', () => {
      expect(cases).toHaveLength(153);
    });
  });

  it('extracts accented, spaced and @ params decoded', () => {
    expect(match('/es/coleccion/ana.lopez%2Barte%40example.com/17')?.params).toEqual({
      userEmail: 'ana.lopez+arte@example.com',
      collectionId: '17',
    });
    expect(match('/es/obra/ana-l%C3%B3pez/azul%20marino')?.params).toEqual({
      artistSlug: 'ana-lópez',
      slug: 'azul marino',
    });
    expect(match('/es/obra/ana-lópez/azul')?.params).toEqual({ artistSlug: 'ana-lópez', slug: 'azul' });
    // A decomposed accent (NFD) is the same text as the composed one.
    expect(match('/es/obra/ana-lo\u0301pez/azul')?.params['artistSlug']).toBe('ana-lópez');
  });

  it('takes the shop work with and without its optional show', () => {
    expect(match('/es/shop/obra/ana/azul')).toMatchObject({
      route: { key: 'shop-work' },
      params: { artistSlug: 'ana', slug: 'azul' },
    });
    expect(match('/es/shop/obra/ana/azul')?.params).not.toHaveProperty('expoSlug');
    expect(match('/en/shop/work/ana/azul/spring')?.params).toEqual({
      artistSlug: 'ana',
      slug: 'azul',
      expoSlug: 'spring',
    });
    expect(match('/en/shop/work/ana/azul/spring/more')).toBeNull();
    expect(match('/en/shop/work/ana')).toBeNull();
  });

  describe('pattern-ordering hazards (inventory §1.5)', () => {
    it('lets the cart payment win over a cart step, in both languages', () => {
      expect(match('/es/shop/cesta/pago/AM-1')).toMatchObject({
        route: { key: 'payment' },
        params: { orderCode: 'AM-1' },
      });
      expect(match('/en/shop/cart/payment/AM-1')).toMatchObject({
        route: { key: 'payment' },
        params: { orderCode: 'AM-1' },
      });
      expect(match('/es/shop/cesta/1')).toMatchObject({ route: { key: 'cart' }, params: { step: '1' } });
      expect(match('/en/shop/cart/2')).toMatchObject({ route: { key: 'cart' }, params: { step: '2' } });
    });

    it('keeps the fair work contact from being eaten by a work pattern', () => {
      expect(keyOf('/es/obra/ana/azul/contactar')).toBe('work-contact');
      expect(keyOf('/en/work/ana/azul/contact')).toBe('work-contact');
      expect(keyOf('/es/obra/ana/azul')).toBe('work');
      expect(keyOf('/es/shop/obra/ana/azul/contactar')).toBe('shop-work');
    });

    it('tells the works disciplines (obras) from a work (obra)', () => {
      expect(keyOf('/es/obras/pintura')).toBe('works-painting');
      expect(keyOf('/es/obras/fotografia')).toBe('works-photo');
      expect(keyOf('/es/obras/escultura')).toBe('works-sculpture');
      expect(keyOf('/es/obras/papel')).toBe('works-paper');
      expect(keyOf('/en/works/work-on-paper')).toBe('works-paper');
      expect(keyOf('/es/obras/ceramica')).toBeNull();
      expect(keyOf('/es/shop/obras/pintura')).toBe('shop-works-painting');
    });

    it('matches the unicode paths raw, percent-encoded and decomposed', () => {
      expect(keyOf('/es/recordar-contraseña')).toBe('remember-password');
      expect(keyOf('/es/recordar-contrase%C3%B1a')).toBe('remember-password');
      expect(keyOf('/es/recordar-contrase%c3%b1a')).toBe('remember-password');
      expect(keyOf('/es/recordar-contrasen\u0303a')).toBe('remember-password');
      expect(match('/es/establecer-contrase%C3%B1a/tok-1')).toMatchObject({
        route: { key: 'reset-password' },
        params: { token: 'tok-1' },
      });
      expect(keyOf('/es/recordar-contrasena')).toBeNull();
    });

    it('compares the catalogue prefix case-insensitively and returns it upper-case', () => {
      expect(match('/es/galerias/am25')?.params).toEqual({ catalogPrefix: 'AM25' });
      expect(match('/es/galerias/am21')?.params).toEqual({ catalogPrefix: 'AM21' });
      expect(match('/en/galleries/Market')?.params).toEqual({ catalogPrefix: 'MARKET' });
      expect(match('/es/galerias/a')).toBeNull();
      expect(match('/es/galerias/am%2025')).toBeNull();
      expect(match('/es/galerias/<b>am25</b>')).toBeNull();
    });
  });

  it('ignores the query string, the hash and one trailing slash', () => {
    expect(keyOf('/es/obras?page=2')).toBe('works');
    expect(keyOf('/es/obras#top')).toBe('works');
    expect(keyOf('/es/obras/?page=2#top')).toBe('works');
    expect(keyOf('/es/blog?category=agenda&textSearch=a/b')).toBe('blog');
    expect(keyOf('/en/')).toBe('home');
    expect(keyOf('/')).toBe('home');
    expect(keyOf('/?utm_source=x')).toBe('home');
    expect(match('/en')).toMatchObject({ route: { key: 'home' }, lang: 'en' });
    expect(match('/')).toMatchObject({ route: { key: 'home' }, lang: 'es' });
  });

  it('reads the path of an absolute http(s) URL', () => {
    expect(match('https://example.org/en/works?x=1')).toMatchObject({ route: { key: 'works' }, lang: 'en' });
    expect(keyOf('http://localhost:4300/es/shop')).toBe('shop-home');
    expect(keyOf('https://example.org')).toBe('home');
    expect(keyOf('https://example.org?x=1')).toBe('home');
  });

  it('matches per language: a path of one language never matches the other', () => {
    expect(keyOf('/en/obras')).toBeNull();
    expect(keyOf('/es/works')).toBeNull();
    expect(keyOf('/es/obra-noprice')).toBeNull();
    expect(match('/en/obra-noprice')).toMatchObject({ route: { key: 'work-noprice' }, lang: 'en' });
    expect(match('/invitaciones')).toMatchObject({ route: { key: 'invitations' }, lang: 'es' });
    expect(match('/invitations')).toMatchObject({ route: { key: 'invitations' }, lang: 'en' });
    expect(match('/validacionesTaquilla')).toMatchObject({ route: { key: 'validations' }, lang: 'es' });
    expect(match('/en/legal-information')).toMatchObject({ route: { key: 'legal-notice-alt' }, lang: 'en' });
    expect(match('/en/legal-warning')).toMatchObject({ route: { key: 'legal-notice' }, lang: 'en' });
    expect(keyOf('/es/obras', { lang: 'en' })).toBeNull();
    expect(keyOf('/es/obras', { lang: 'es' })).toBe('works');
  });

  it('compares literal segments case-insensitively, as React Router does', () => {
    expect(keyOf('/ES/Obras')).toBe('works');
    expect(keyOf('/validacionestaquilla')).toBe('validations');
  });

  describe('malformed URLs give no match', () => {
    const malformed = [
      '',
      'es/obras',
      'obras',
      '/es/obras%',
      '/es/obra/%E0%A4%A/azul',
      '/es/obra/ana/%zz',
      '/es/recordar-contrase%C3a',
      '/es//obras',
      '//es/obras',
      '//evil.com/es/obras',
      '/es/obras//',
      '/es/obras/../obras',
      '/es/obra/../obra/azul',
      '/es/obra/%2E%2E/azul',
      '/es/obra/ana/.',
      '/es/obra/ana/%2e',
      '/es\\obras',
      '/es/obra/ana%00/azul',
      '/es/obra/ana\u0000/azul',
      '/es/obra/ana\n/azul',
      '/es/obras%2Fpintura',
      'javascript:alert(1)',
      'mailto:ana@example.com',
      'https://',
      '/es/obra/a/b/c/d/e',
      '/es/preview/banner/abc',
      '/es/preview/banner/1;drop table banners',
      '/es/obra/' + 'a'.repeat(MAX_URL_LENGTH),
      "/es/obras' OR '1'='1",
      '/es/<script>alert(1)</script>',
    ];
    it.each(malformed.map((url) => [JSON.stringify(url).slice(0, 80), url]))('%s', (_label, url) => {
      expect(match(url)).toBeNull();
    });

    it('never throws on any input', () => {
      for (const value of [null, undefined, 42, {}, []] as unknown[]) {
        expect(match(value as string)).toBeNull();
      }
    });
  });

  it('answers /es as the Spanish home, flagged as a 301 to / (T17)', () => {
    expect(redirects).toEqual([{ from: '/es', to: '/', status: 301 }]);
    expect(match('/es')).toMatchObject({ route: { key: 'home' }, lang: 'es', redirect: { to: '/', status: 301 } });
    expect(match('/es/?x=1')).toMatchObject({ route: { key: 'home' }, redirect: { to: '/' } });
    expect(match('/')?.redirect).toBeUndefined();
  });

  it('filters by site: a shop route gives no match on the fair, and the reverse', () => {
    expect(keyOf('/es/shop/obras', { site: 'fair' })).toBeNull();
    expect(keyOf('/es/shop/obras', { site: 'shop' })).toBe('shop-works');
    expect(keyOf('/es/obras', { site: 'shop' })).toBeNull();
    expect(keyOf('/es/obras', { site: 'fair' })).toBe('works');
    expect(keyOf('/es/acceso', { site: 'shop' })).toBe('login');
    expect(keyOf('/en/login', { site: 'fair' })).toBe('login');
    expect(keyOf('/es/shop/mi-cuenta')).toBe('my-account');
  });
});

describe('splitUrl and pathSegments', () => {
  it('splits path, query and hash', () => {
    expect(splitUrl('/es/obras?page=2#top')).toEqual({ path: '/es/obras', search: '?page=2', hash: '#top' });
    expect(splitUrl('/es/obras#a?b')).toEqual({ path: '/es/obras', search: '', hash: '#a?b' });
    expect(splitUrl('https://example.org')).toEqual({ path: '/', search: '', hash: '' });
    expect(splitUrl('ftp://example.org/es')).toBeNull();
  });

  it('decodes segments and refuses tricks', () => {
    expect(pathSegments('/')).toEqual([]);
    expect(pathSegments('/es/obras/')).toEqual(['es', 'obras']);
    expect(pathSegments('/a%2Fb')).toEqual(['a/b']);
    expect(pathSegments('/a/%2E%2E')).toBeNull();
    expect(pathSegments('/a//b')).toBeNull();
  });
});

describe('languageOf', () => {
  it('is the language of the route, else English under /en, else Spanish', () => {
    const cases: [string, Lang][] = [
      ['/en/works', 'en'],
      ['/invitations', 'en'],
      ['/invitaciones', 'es'],
      ['/en/no-such-page', 'en'],
      ['/en', 'en'],
      ['/es/no-such-page', 'es'],
      ['/', 'es'],
      ['//evil.com', 'es'],
    ];
    for (const [url, lang] of cases) expect({ url, lang: languageOf(url) }).toEqual({ url, lang });
  });
});
