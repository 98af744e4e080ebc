import { routesFor } from './app-routes';
import { href } from './links';
import { match } from './matcher';
import { compilePatterns } from './patterns';
import { type RouteRecord, ROUTES, getRoute } from './route-table';
import { sampleParams } from './testing';

describe('routesFor', () => {
  const fair = routesFor('fair');
  const shop = routesFor('shop');

  it('lists every concrete path of the routes each site serves, account routes on both', () => {
    // Fair: 42 routes (the search results page too) × 2 − validations (en), obra-noprice (es), legal-information (es)
    // = 81; account: 5 × 2 = 10.
    expect(fair).toHaveLength(91);
    // Shop: 31 routes × 2 = 62; account: 10.
    expect(shop).toHaveLength(72);
    const all = new Set([...fair, ...shop].map((route) => route.id));
    expect(all.size).toBe(153);
    expect(fair.filter((route) => route.route.site === 'shop')).toEqual([]);
    expect(shop.filter((route) => route.route.site === 'fair')).toEqual([]);
    expect(fair.filter((route) => route.route.site === 'both').map((route) => route.id)).toEqual(
      shop.filter((route) => route.route.site === 'both').map((route) => route.id),
    );
  });

  it('gives each path an explicit id {key}.{lang} and the page to render', () => {
    for (const route of [...fair, ...shop]) {
      expect(route.id).toBe(`${route.route.key}.${route.lang}`);
      expect(route.path).toBe(route.route.paths[route.lang]);
      expect(route.page).toBe(route.route.page);
    }
    expect(fair.find((route) => route.id === 'home.es')).toMatchObject({ path: '/', page: 'Home' });
    expect(shop.find((route) => route.id === 'shop-work.en')).toMatchObject({
      path: '/en/shop/work/:artistSlug/:slug/:expoSlug?',
      page: 'WorkPage',
    });
    expect(new Set(fair.map((route) => route.id)).size).toBe(fair.length);
  });

  it('orders literal-first: the cart payment comes before the cart step', () => {
    const ids = shop.map((route) => route.id);
    expect(ids.indexOf('payment.es')).toBeLessThan(ids.indexOf('cart.es'));
    expect(ids.indexOf('payment.en')).toBeLessThan(ids.indexOf('cart.en'));
  });

  it('puts a route added to the table in the app, so a sample URL of every listed path matches that path', () => {
    for (const route of [...fair, ...shop]) {
      const url = href(route.route.key, sampleParams(route.route), route.lang);
      expect(match(url)?.id).toBe(route.id);
    }
  });

  it('ids English aliases {key}.en.{n}, in literal-first order', () => {
    const base = getRoute('legal-notice');
    const withAliases: RouteRecord = { ...base, paths: { ...base.paths, enAliases: ['/en/legal', '/en/:slug'] } };
    const patterns = compilePatterns([withAliases, getRoute('cart')]);
    expect(patterns.map((pattern) => [pattern.id, pattern.path])).toEqual([
      ['legal-notice.en.1', '/en/legal'],
      ['legal-notice.en', '/en/legal-warning'],
      ['cart.en', '/en/shop/cart/:step'],
      ['legal-notice.en.2', '/en/:slug'],
      ['legal-notice.es', '/es/aviso-legal'],
      ['cart.es', '/es/shop/cesta/:step'],
    ]);
    expect(ROUTES.every((route) => route.paths.enAliases === undefined)).toBe(true);
  });
});
