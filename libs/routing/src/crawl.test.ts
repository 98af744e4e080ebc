import { disallowedPaths, isPrivateRoute, listedRoutes } from './crawl';
import { match } from './matcher';
import { ROUTES, getRoute } from './route-table';

describe('listedRoutes', () => {
  it('lists the fair’s parameterless public pages, in both languages, and nothing private or of the shop', () => {
    const keys = listedRoutes('fair').map((r) => r.key);
    expect(keys).toEqual(
      expect.arrayContaining([
        'home',
        'works',
        'works-painting',
        'artists',
        'blog',
        'faq',
        'site-map',
        'privacy',
        'invitations',
      ]),
    );
    for (const left of [
      'galleries',
      'artist',
      'error',
      'legal-notice-alt',
      'work-noprice',
      'validations',
      'login',
      'shop-home',
    ]) {
      expect(keys).not.toContain(left);
    }
    for (const route of listedRoutes('fair')) {
      expect(route.paths.es && route.paths.en).toBeTruthy();
      expect(route.params).toEqual([]);
    }
  });

  it('lists the shop’s own pages, without the account, the cart or the category of a query string', () => {
    const keys = listedRoutes('shop').map((r) => r.key);
    expect(keys).toEqual(
      expect.arrayContaining([
        'shop-home',
        'shop-works',
        'shop-artists',
        'shows',
        'shop-galleries',
        'shop-faq',
        'shop-site-map',
      ]),
    );
    for (const left of ['my-account', 'fav-works', 'my-collection', 'category', 'cart', 'home', 'login'])
      expect(keys).not.toContain(left);
  });
});

describe('isPrivateRoute', () => {
  it('holds every login-required route, the access pages, the cart, the ticket desk and the previews', () => {
    for (const route of ROUTES.filter((r) => r.loginRequired)) expect(isPrivateRoute(route)).toBe(true);
    for (const key of [
      'login',
      'sign-up',
      'reset-password',
      'user-collection',
      'cart',
      'payment',
      'validations',
      'banner-preview',
    ] as const) {
      expect(isPrivateRoute(getRoute(key))).toBe(true);
    }
    for (const key of ['home', 'artists', 'gallery', 'post', 'shop-work', 'contact'] as const)
      expect(isPrivateRoute(getRoute(key))).toBe(false);
  });
});

describe('disallowedPaths', () => {
  it('gives the shop’s private addresses as prefixes, percent-encoded, each matching its route', () => {
    const paths = disallowedPaths('shop');
    expect(paths).toEqual(
      expect.arrayContaining([
        '/es/shop/mi-cuenta',
        '/en/shop/my-account',
        '/es/shop/cesta/',
        '/en/shop/cart/',
        '/es/acceso',
      ]),
    );
    expect(paths).toContain('/es/recordar-contrase%C3%B1a');
    expect(paths).not.toContain('/es/shop/obras');
    expect(new Set(paths).size).toBe(paths.length);
    expect(match('/es/shop/cesta/1', { site: 'shop' })?.route.key).toBe('cart');
  });

  it('gives the fair its own private addresses and those of both sites, never a public page', () => {
    const paths = disallowedPaths('fair');
    expect(paths).toEqual(
      expect.arrayContaining(['/validacionesTaquilla', '/es/preview/banner/', '/es/coleccion/', '/es/acceso']),
    );
    expect(paths).not.toContain('/es/shop/mi-cuenta');
    for (const route of listedRoutes('fair')) {
      for (const path of [route.paths.es, route.paths.en]) {
        expect(paths.some((prefix) => encodeURI(path ?? '').startsWith(prefix) && prefix !== '/')).toBe(false);
      }
    }
  });
});
