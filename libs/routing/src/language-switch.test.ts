import { alternates, queryInLanguage, switchLanguage } from './language-switch';
import { href } from './links';
import { LANGS, ROUTES, canonicalRoute } from './route-table';
import { sampleParams } from './testing';

describe('alternates', () => {
  describe('every route gives the same route in both languages, by key, with the same params', () => {
    const cases = ROUTES.flatMap((route) =>
      LANGS.filter((lang) => route.paths[lang] !== undefined).map((lang) => [route.key, lang, route] as const),
    );
    it.each(cases)('%s (%s)', (_key, lang, route) => {
      const params = sampleParams(route);
      const target = canonicalRoute(route);
      const expected = {
        ...(target.paths.es ? { es: href(target.key, params, 'es') } : {}),
        ...(target.paths.en ? { en: href(target.key, params, 'en') } : {}),
      };
      const result = alternates(href(route.key, params, lang));
      expect(result).toEqual({ ...expected, xDefault: expected.es ?? expected.en });
    });
  });

  it('pairs the addresses of the specification', () => {
    expect(alternates('/es/obra/a/b')).toEqual({ es: '/es/obra/a/b', en: '/en/work/a/b', xDefault: '/es/obra/a/b' });
    expect(alternates('/en/shop/cart/payment/X')).toEqual({
      es: '/es/shop/cesta/pago/X',
      en: '/en/shop/cart/payment/X',
      xDefault: '/es/shop/cesta/pago/X',
    });
    expect(alternates('/en')).toEqual({ es: '/', en: '/en', xDefault: '/' });
    expect(alternates('/es')).toEqual({ es: '/', en: '/en', xDefault: '/' });
    expect(alternates('/invitaciones')).toEqual({ es: '/invitaciones', en: '/invitations', xDefault: '/invitaciones' });
    expect(alternates('/es/galerias/AM25')).toEqual({
      es: '/es/galerias/am25',
      en: '/en/galleries/am25',
      xDefault: '/es/galerias/am25',
    });
    expect(alternates('/es/recordar-contrase%C3%B1a')?.en).toBe('/en/remember-password');
    expect(alternates('/en/remember-password')?.es).toBe('/es/recordar-contrase%C3%B1a');
  });

  it('leaves out a language the route has no address in', () => {
    expect(alternates('/validacionesTaquilla')).toEqual({
      es: '/validacionesTaquilla',
      xDefault: '/validacionesTaquilla',
    });
    expect(alternates('/en/obra-noprice')).toEqual({ en: '/en/obra-noprice', xDefault: '/en/obra-noprice' });
  });

  it('gives the second English legal-notice address the canonical alternates (T6)', () => {
    expect(alternates('/en/legal-information')).toEqual({
      es: '/es/aviso-legal',
      en: '/en/legal-warning',
      xDefault: '/es/aviso-legal',
    });
  });

  it('takes params that differ by language', () => {
    expect(alternates('/es/post/quienes-somos', { params: { en: { slug: 'who-we-are' } } })).toEqual({
      es: '/es/post/quienes-somos',
      en: '/en/post/who-we-are',
      xDefault: '/es/post/quienes-somos',
    });
  });

  it('is null for an address no route serves', () => {
    expect(alternates('/es/no-such-page')).toBeNull();
    expect(alternates('/es/obras%')).toBeNull();
  });
});

describe('switchLanguage', () => {
  it('goes to the same page in the other language, keeping the query string', () => {
    expect(switchLanguage('/es/obra/a/b', 'en')).toBe('/en/work/a/b');
    expect(switchLanguage('/es/shop/cesta/pago/X1?retry=1', 'en')).toBe('/en/shop/cart/payment/X1?retry=1');
    expect(switchLanguage('/en/shop/my-account#top', 'es')).toBe('/es/shop/mi-cuenta');
    expect(switchLanguage('/en/works', 'en')).toBe('/en/works');
    expect(switchLanguage('/en/legal-information', 'es')).toBe('/es/aviso-legal');
  });

  it("goes to the other language's home when the page has no counterpart or is unknown (R-03)", () => {
    expect(switchLanguage('/validacionesTaquilla', 'en')).toBe('/en');
    expect(switchLanguage('/en/obra-noprice', 'es')).toBe('/');
    expect(switchLanguage('/es/no-such-page', 'en')).toBe('/en');
    expect(switchLanguage('/es/shop/no-such-page', 'en', { site: 'shop' })).toBe('/en/shop');
    expect(switchLanguage('//evil.com', 'en')).toBe('/en');
  });
});

describe('queryInLanguage', () => {
  it("keeps a page's state as it is", () => {
    expect(queryInLanguage('?q=arte&category=obras', 'en')).toBe('?q=arte&category=obras');
    expect(queryInLanguage('q=Fotograf%C3%ADa+y+m%C3%A1s&after=abc', 'es')).toBe(
      '?q=Fotograf%C3%ADa+y+m%C3%A1s&after=abc',
    );
    expect(queryInLanguage('', 'en')).toBe('');
    expect(queryInLanguage('?', 'en')).toBe('');
  });

  it('moves the address to return to into the language, with its own query', () => {
    expect(queryInLanguage('?returnUrl=%2Fes%2Fshop%2Fmi-cuenta', 'en')).toBe('?returnUrl=%2Fen%2Fshop%2Fmy-account');
    expect(queryInLanguage('?returnUrl=%2Fen%2Fshop%2Fcart%2Fpayment%2FX1%3Fretry%3D1&x=1', 'es')).toBe(
      '?returnUrl=%2Fes%2Fshop%2Fcesta%2Fpago%2FX1%3Fretry%3D1&x=1',
    );
  });

  it('leaves an unsafe or unknown address to return to as it came (the login page refuses an unsafe one)', () => {
    expect(queryInLanguage('?returnUrl=%2F%2Fevil.com', 'en')).toBe('?returnUrl=%2F%2Fevil.com');
    expect(queryInLanguage('?returnUrl=%2Fes%2Fno-such-page', 'en')).toBe('?returnUrl=%2Fes%2Fno-such-page');
    expect(queryInLanguage('?returnUrl=%2FvalidacionesTaquilla', 'en')).toBe('?returnUrl=%2FvalidacionesTaquilla');
  });

  it('is what switchLanguage appends', () => {
    expect(switchLanguage('/es/acceso?returnUrl=%2Fes%2Fshop%2Fmi-perfil', 'en')).toBe(
      '/en/login?returnUrl=%2Fen%2Fshop%2Fmy-profile',
    );
    expect(switchLanguage('/es/blog?q=arte&category=obras', 'en')).toBe('/en/blog?q=arte&category=obras');
  });
});
