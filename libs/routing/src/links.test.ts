import { href, hrefFrom, resolveLink } from './links';
import { type RouteKey, ROUTES } from './route-table';
import { sampleParams } from './testing';

const ORIGINS = { fair: 'https://arte.example.org', shop: 'https://shop.arte.example.org/' };

describe('href', () => {
  it('builds the path of a route in each language', () => {
    expect(href('home')).toBe('/');
    expect(href('home', {}, 'en')).toBe('/en');
    expect(href('works', {}, 'es')).toBe('/es/obras');
    expect(href('work', { artistSlug: 'ana-lopez', slug: 'azul' }, 'en')).toBe('/en/work/ana-lopez/azul');
    expect(href('payment', { orderCode: 'AM-1' }, 'es')).toBe('/es/shop/cesta/pago/AM-1');
    expect(href('invitations', {}, 'en')).toBe('/invitations');
    expect(href('new-collection', { workSlug: 'azul' }, 'en')).toBe('/en/shop/new-collection/azul');
  });

  it('percent-encodes params and non-ASCII literals', () => {
    expect(href('user-collection', { userEmail: 'ana.lopez+arte@example.com', collectionId: 17 }, 'es')).toBe(
      '/es/coleccion/ana.lopez%2Barte%40example.com/17',
    );
    expect(href('work', { artistSlug: 'ana-lópez', slug: 'azul marino' }, 'es')).toBe(
      '/es/obra/ana-l%C3%B3pez/azul%20marino',
    );
    expect(href('post', { slug: 'a/b?c#d' }, 'es')).toBe('/es/post/a%2Fb%3Fc%23d');
    expect(href('post', { slug: '<script>alert(1)</script>' }, 'es')).toBe(
      '/es/post/%3Cscript%3Ealert(1)%3C%2Fscript%3E',
    );
    expect(href('remember-password', {}, 'es')).toBe('/es/recordar-contrase%C3%B1a');
    expect(href('reset-password', { token: 'x1' }, 'es')).toBe('/es/establecer-contrase%C3%B1a/x1');
  });

  it('writes the catalogue prefix lower-case, as the links of the specification do', () => {
    expect(href('galleries', { catalogPrefix: 'AM25' }, 'es')).toBe('/es/galerias/am25');
    expect(href('galleries', { catalogPrefix: 'am21' }, 'en')).toBe('/en/galleries/am21');
  });

  it('leaves out an absent optional param', () => {
    expect(href('shop-work', { artistSlug: 'ana', slug: 'azul' }, 'es')).toBe('/es/shop/obra/ana/azul');
    expect(href('shop-work', { artistSlug: 'ana', slug: 'azul', expoSlug: null }, 'es')).toBe('/es/shop/obra/ana/azul');
    expect(href('shop-work', { artistSlug: 'ana', slug: 'azul', expoSlug: 'primavera' }, 'en')).toBe(
      '/en/shop/work/ana/azul/primavera',
    );
  });

  it('throws a clear message on a missing or unusable param', () => {
    expect(() => href('work', { artistSlug: 'ana' } as never, 'es')).toThrow(
      'Route "work" needs the param "slug" (pattern /es/obra/:artistSlug/:slug)',
    );
    expect(() => href('work', { artistSlug: 'ana', slug: '' }, 'es')).toThrow('Route "work" needs the param "slug"');
    expect(() => href('artist', undefined as never)).toThrow('Route "artist" needs the param "slug"');
    expect(() => href('galleries', { catalogPrefix: 'am 25' })).toThrow(
      'param "catalogPrefix" must be 2 to 16 letters or digits',
    );
    expect(() => href('banner-preview', { id: 'abc' })).toThrow('param "id" must be a whole number');
    expect(() => href('post', { slug: '..' })).toThrow('has a value no address can carry');
    expect(() => href('post', { slug: 'a\u0000b' })).toThrow('has a value no address can carry');
    expect(() => href('banner-preview', { id: Number.NaN })).toThrow('must be a finite number');
    expect(() => href('no-such-route' as RouteKey)).toThrow('Unknown route key "no-such-route"');
  });

  it('falls back to the other language for a route with no path in that language', () => {
    expect(href('validations', {}, 'en')).toBe('/validacionesTaquilla');
    expect(href('work-noprice', {}, 'es')).toBe('/en/obra-noprice');
    // T6: the second English legal-notice address shares /es/aviso-legal.
    expect(href('legal-notice-alt', {}, 'es')).toBe('/es/aviso-legal');
    expect(href('legal-notice-alt', {}, 'en')).toBe('/en/legal-information');
  });

  it('adds a query string and a hash', () => {
    expect(href('blog', {}, 'es', { query: { category: 'agenda', textSearch: 'café & té', page: undefined } })).toBe(
      '/es/blog?category=agenda&textSearch=caf%C3%A9+%26+t%C3%A9',
    );
    expect(href('faq', {}, 'en', { hash: '#shipping' })).toBe('/en/faq#shipping');
    expect(href('faq', {}, 'en', { query: {}, hash: '' })).toBe('/en/faq');
  });

  it('links the account page in the visitor language (T14)', () => {
    expect(href('my-account', {}, 'es')).toBe('/es/shop/mi-cuenta');
    expect(href('my-account', {}, 'en')).toBe('/en/shop/my-account');
  });

  it('builds every route with sample params without throwing', () => {
    for (const route of ROUTES) {
      expect(href(route.key, sampleParams(route), 'es')).toMatch(/^\//);
      expect(href(route.key, sampleParams(route), 'en')).toMatch(/^\//);
    }
  });
});

describe('hrefFrom', () => {
  it('keeps a path for a route the site serves', () => {
    expect(hrefFrom('fair', 'artists', {}, 'es', ORIGINS)).toBe('/es/artistas');
    expect(hrefFrom('shop', 'shop-artists', {}, 'en', ORIGINS)).toBe('/en/shop/artists');
    expect(hrefFrom('shop', 'login', {}, 'es', ORIGINS)).toBe('/es/acceso');
    expect(hrefFrom('fair', 'sign-up', {}, 'en', ORIGINS)).toBe('/en/sign-up');
  });

  it("links a route served only by the other site with that site's origin", () => {
    expect(hrefFrom('shop', 'artists', {}, 'es', ORIGINS)).toBe('https://arte.example.org/es/artistas');
    expect(hrefFrom('shop', 'legal-notice', {}, 'en', ORIGINS)).toBe('https://arte.example.org/en/legal-warning');
    expect(hrefFrom('fair', 'shop-work', { artistSlug: 'ana', slug: 'azul' }, 'en', ORIGINS)).toBe(
      'https://shop.arte.example.org/en/shop/work/ana/azul',
    );
    expect(hrefFrom('fair', 'cart', { step: 1 }, 'es', ORIGINS, { query: { from: 'menu' } })).toBe(
      'https://shop.arte.example.org/es/shop/cesta/1?from=menu',
    );
  });
});

describe('resolveLink', () => {
  let errors: jest.SpyInstance;
  beforeEach(() => {
    errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => errors.mockRestore());

  it('turns a route key into its href', () => {
    expect(resolveLink('artists', 'en')).toEqual({ href: '/en/artists', kind: 'internal', key: 'artists' });
    expect(resolveLink('galleries', 'es', { params: { catalogPrefix: 'AM25' } })).toEqual({
      href: '/es/galerias/am25',
      kind: 'internal',
      key: 'galleries',
    });
    expect(resolveLink('shows', 'es', { site: 'fair', origins: ORIGINS })).toEqual({
      href: 'https://shop.arte.example.org/es/shop/exposiciones',
      kind: 'external',
      key: 'shows',
    });
    expect(errors).not.toHaveBeenCalled();
  });

  it('keeps an absolute https link as a plain link', () => {
    expect(resolveLink('https://tickets.example.com/feria?x=1', 'es')).toEqual({
      href: 'https://tickets.example.com/feria?x=1',
      kind: 'external',
    });
    expect(resolveLink('mailto:info@example.org', 'es')).toEqual({ href: 'mailto:info@example.org', kind: 'external' });
    expect(errors).not.toHaveBeenCalled();
  });

  it('places a known path on its site', () => {
    expect(resolveLink('/es/obras?page=2', 'es')).toEqual({ href: '/es/obras?page=2', kind: 'internal', key: 'works' });
    expect(resolveLink('/es/obras', 'es', { site: 'shop', origins: ORIGINS })).toEqual({
      href: 'https://arte.example.org/es/obras',
      kind: 'external',
      key: 'works',
    });
    expect(resolveLink('/es/acceso', 'es', { site: 'shop', origins: ORIGINS })).toEqual({
      href: '/es/acceso',
      kind: 'internal',
      key: 'login',
    });
    expect(errors).not.toHaveBeenCalled();
  });

  it('logs an unknown route and falls back to the raw target', () => {
    expect(resolveLink('no-such-page', 'es')).toEqual({ href: 'no-such-page', kind: 'unknown' });
    expect(errors).toHaveBeenCalledWith('Page not found in router for route no-such-page');
    expect(resolveLink('/es/no-such-page', 'es')).toEqual({ href: '/es/no-such-page', kind: 'unknown' });
    expect(errors).toHaveBeenCalledWith('Page not found in router for route /es/no-such-page');
    expect(errors).toHaveBeenCalledTimes(2);
  });

  it('never hands a script URL back as a link', () => {
    expect(resolveLink('javascript:alert(1)', 'es')).toEqual({ href: '#', kind: 'unknown' });
    expect(resolveLink(' data:text/html,<b>x</b>', 'es')).toEqual({ href: '#', kind: 'unknown' });
    expect(errors).toHaveBeenCalledWith('Page not found in router for route javascript:alert(1)');
  });
});
