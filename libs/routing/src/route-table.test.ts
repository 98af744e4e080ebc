import { type ParamsFor, type RouteKey, NAMESPACES, PAGE_NAMES, ROUTES, getRoute, isRouteKey } from './route-table';

/** The route list of requirements inventory §1 (spec `{param}` written as `:param`), in its order. */
const INVENTORY: readonly (readonly [key: string, page: string, es: string | null, en: string | null])[] = [
  ['home', 'Home', '/', '/en'],
  ['works', 'Works', '/es/obras', '/en/works'],
  ['works-painting', 'Works', '/es/obras/pintura', '/en/works/painting'],
  ['works-photo', 'Works', '/es/obras/fotografia', '/en/works/photo'],
  ['works-sculpture', 'Works', '/es/obras/escultura', '/en/works/sculpture'],
  ['works-paper', 'Works', '/es/obras/papel', '/en/works/work-on-paper'],
  ['work', 'WorkPage', '/es/obra/:artistSlug/:slug', '/en/work/:artistSlug/:slug'],
  ['work-contact', 'VisibilityContact', '/es/obra/:artistSlug/:slug/contactar', '/en/work/:artistSlug/:slug/contact'],
  ['work-noprice', 'VisibilityContact', null, '/en/obra-noprice'],
  ['artists', 'Artists', '/es/artistas', '/en/artists'],
  ['artist', 'ArtistPage', '/es/artista/:slug', '/en/artist/:slug'],
  ['galleries', 'Galleries', '/es/galerias/:catalogPrefix', '/en/galleries/:catalogPrefix'],
  ['gallery', 'GalleryPage', '/es/galeria/:slug', '/en/gallery/:slug'],
  ['gallery-contact', 'GalleryContact', '/es/galeria/:slug/contacto', '/en/gallery/:slug/contact'],
  ['who-we-are', 'WhoAreWe', '/es/quienes-somos', '/en/who-we-are'],
  ['contact', 'Contact', '/es/contacto', '/en/contact'],
  ['visitor-info', 'Informacion', '/es/informacion', '/en/visitor-information'],
  ['tickets', 'Tickets', '/es/tickets', '/en/tickets'],
  ['blog', 'Blog', '/es/blog', '/en/blog'],
  ['post', 'Post', '/es/post/:slug', '/en/post/:slug'],
  ['sponsors', 'Sponsors', '/es/patrocinadores', '/en/sponsors'],
  ['sponsors-collaborate', 'SponsorsCollaborate', '/es/patrocinadores/colabora', '/en/sponsors/collaborate'],
  ['activities', 'Activities', '/es/actividades', '/en/activities'],
  ['activity', 'Activity', '/es/actividad/:slug', '/en/activity/:slug'],
  ['press', 'Prensa', '/es/prensa', '/en/press'],
  ['press-contact', 'PressForm', '/es/prensa/contacto', '/en/press/contact'],
  ['photoview', 'PhotoView', '/es/photoview', '/en/photoview'],
  ['other-editions', 'Editions', '/es/otras-ediciones', '/en/other-editions'],
  ['newsletter', 'Newsletter', '/es/newsletter', '/en/newsletter'],
  ['faq', 'Faq', '/es/faq', '/en/faq'],
  ['site-map', 'SiteMap', '/es/mapa-web', '/en/site-map'],
  ['error', 'error', '/es/error', '/en/error'],
  ['legal-notice', 'AvisoLegal', '/es/aviso-legal', '/en/legal-warning'],
  ['legal-notice-alt', 'AvisoLegal', null, '/en/legal-information'],
  ['privacy', 'AvisoLegal', '/es/politica-de-privacidad', '/en/privacy-policy'],
  ['cookies', 'Cookies', '/es/cookies', '/en/cookies'],
  ['terms', 'AvisoLegal', '/es/terminos-y-condiciones', '/en/terms-and-conditions'],
  ['invitations', 'Invitations', '/invitaciones', '/invitations'],
  ['validations', 'Validations', '/validacionesTaquilla', null],
  ['banner-preview', 'BannerPreview', '/es/preview/banner/:id', '/en/preview/banner/:id'],
  ['how-to-expo', 'HowToExpo', '/es/como-exponer', '/en/apply-and-show'],
  ['search', 'Search', '/es/buscar', '/en/search'],
  ['sign-up', 'Registry', '/es/registro', '/en/sign-up'],
  ['login', 'Login', '/es/acceso', '/en/login'],
  ['remember-password', 'Password', '/es/recordar-contraseña', '/en/remember-password'],
  ['reset-password', 'ResetPassword', '/es/establecer-contraseña/:token', '/en/reset-password/:token'],
  [
    'user-collection',
    'UserCollection',
    '/es/coleccion/:userEmail/:collectionId',
    '/en/collection/:userEmail/:collectionId',
  ],
  ['shop-home', 'Home', '/es/shop', '/en/shop'],
  ['shop-works', 'Works', '/es/shop/obras', '/en/shop/works'],
  ['shop-works-painting', 'Works', '/es/shop/obras/pintura', '/en/shop/works/painting'],
  ['shop-works-photo', 'Works', '/es/shop/obras/fotografia', '/en/shop/works/photo'],
  ['shop-works-sculpture', 'Works', '/es/shop/obras/escultura', '/en/shop/works/sculpture'],
  ['shop-works-paper', 'Works', '/es/shop/obras/papel', '/en/shop/works/work-on-paper'],
  ['shop-work', 'WorkPage', '/es/shop/obra/:artistSlug/:slug/:expoSlug?', '/en/shop/work/:artistSlug/:slug/:expoSlug?'],
  ['shop-artists', 'Artists', '/es/shop/artistas', '/en/shop/artists'],
  ['shop-artist', 'ArtistPage', '/es/shop/artista/:slug', '/en/shop/artist/:slug'],
  ['shows', 'Expositions', '/es/shop/exposiciones', '/en/shop/shows'],
  ['show', 'ExpositionPage', '/es/shop/exposicion/:slug', '/en/shop/show/:slug'],
  ['shop-galleries', 'Galleries', '/es/shop/galerias', '/en/shop/galleries'],
  ['shop-gallery', 'GalleryPage', '/es/shop/galeria/:slug', '/en/shop/gallery/:slug'],
  ['shop-gallery-contact', 'GalleryContact', '/es/shop/galeria/:slug/contacto', '/en/shop/gallery/:slug/contact'],
  ['trends', 'TrendsPage', '/es/shop/tendencias/:trendSlug', '/en/shop/trends/:trendSlug'],
  ['shop-faq', 'Faq', '/es/shop/faq', '/en/shop/faq'],
  ['shop-site-map', 'SiteMap', '/es/shop/mapa-web', '/en/shop/site-map'],
  ['my-collection', 'CollectionPage', '/es/shop/coleccion', '/en/shop/collection'],
  ['category', 'WorksTag', '/es/shop/categoria', '/en/shop/category'],
  ['cart', 'Checkout', '/es/shop/cesta/:step', '/en/shop/cart/:step'],
  ['payment', 'CheckoutPayment', '/es/shop/cesta/pago/:orderCode', '/en/shop/cart/payment/:orderCode'],
  ['thank-you', 'CheckoutConfirm', '/es/shop/gracias/:orderCode', '/en/shop/thankyou/:orderCode'],
  ['payment-error', 'CheckoutError', '/es/shop/error-pago/:orderCode', '/en/shop/payment-error/:orderCode'],
  ['my-account', 'Account', '/es/shop/mi-cuenta', '/en/shop/my-account'],
  ['fav-works', 'AccountFavWorks', '/es/shop/mis-obras', '/en/shop/my-artworks'],
  ['fav-artists', 'AccountFavArtists', '/es/shop/mis-artistas', '/en/shop/my-artists'],
  ['my-collections', 'AccountFavCols', '/es/shop/mis-colecciones', '/en/shop/my-collections'],
  ['new-collection', 'NewCollection', '/es/shop/nueva-coleccion/:workSlug', '/en/shop/new-collection/:workSlug'],
  ['profile', 'AccountProfile', '/es/shop/mi-perfil', '/en/shop/my-profile'],
  ['billing', 'AccountBilling', '/es/shop/facturacion', '/en/shop/billing'],
  ['shop-search', 'Search', '/es/shop/buscar', '/en/shop/search'],
];

/** Routes the specification does not list: the implied how-to-expo page and the search results page of each site. */
const ADDED_KEYS = ['how-to-expo', 'search', 'shop-search'];
const ACCOUNT_KEYS = ['sign-up', 'login', 'remember-password', 'reset-password', 'user-collection'];
const LOGIN_KEYS = ['my-account', 'fav-works', 'fav-artists', 'my-collections', 'new-collection', 'profile', 'billing'];

function pathCount(keys: readonly string[] | null = null): number {
  return ROUTES.filter((route) => keys === null || keys.includes(route.key)).reduce(
    (sum, route) => sum + (route.paths.es ? 1 : 0) + (route.paths.en ? 1 : 0) + (route.paths.enAliases?.length ?? 0),
    0,
  );
}

describe('the route table', () => {
  it('holds the 75 keys of the specification plus the implied how-to-expo and the two search pages, each once', () => {
    const keys = ROUTES.map((route) => route.key);
    expect(new Set(keys).size).toBe(keys.length);
    expect(keys.filter((key) => !ADDED_KEYS.includes(key))).toHaveLength(75);
    expect(keys).toHaveLength(78);
  });

  it('never gives two routes the same path', () => {
    const paths = ROUTES.flatMap((route) => [route.paths.es, route.paths.en, ...(route.paths.enAliases ?? [])]).filter(
      (path): path is string => path !== undefined,
    );
    expect(new Set(paths.map((path) => path.toLowerCase())).size).toBe(paths.length);
  });

  it('holds the 147 paths of the specification plus the two paths of each added route', () => {
    expect(pathCount()).toBe(153);
    expect(pathCount(ROUTES.map((route) => route.key).filter((key) => !ADDED_KEYS.includes(key)))).toBe(147);
  });

  it('has exactly the paths, order and page names of the inventory', () => {
    expect(ROUTES.map((route) => [route.key, route.page, route.paths.es ?? null, route.paths.en ?? null])).toEqual(
      INVENTORY,
    );
  });

  it('flags the 7 account keys (14 paths) and the ticket desk (1 path) as login-required and nothing else', () => {
    expect(ROUTES.filter((route) => route.loginRequired).map((route) => route.key)).toEqual([
      'validations',
      ...LOGIN_KEYS,
    ]);
    expect(pathCount(LOGIN_KEYS)).toBe(14);
    expect(pathCount(['validations'])).toBe(1);
    expect(getRoute('my-collection').loginRequired).toBe(false);
    expect(getRoute('payment').loginRequired).toBe(false);
  });

  it('serves fair routes on the fair (edition true), shop routes on the shop (edition false) and account routes on both', () => {
    for (const route of ROUTES) {
      if (ACCOUNT_KEYS.includes(route.key)) {
        expect({ key: route.key, site: route.site, edition: route.edition }).toEqual({
          key: route.key,
          site: 'both',
          edition: undefined,
        });
      } else if (route.paths.es?.startsWith('/es/shop') || route.paths.en?.startsWith('/en/shop')) {
        expect({ key: route.key, site: route.site, edition: route.edition }).toEqual({
          key: route.key,
          site: 'shop',
          edition: false,
        });
      } else {
        expect({ key: route.key, site: route.site, edition: route.edition }).toEqual({
          key: route.key,
          site: 'fair',
          edition: true,
        });
      }
    }
  });

  it('uses only the specification page names and the search results page, 58 names', () => {
    expect(new Set(PAGE_NAMES).size).toBe(58);
    for (const route of ROUTES) expect(PAGE_NAMES).toContain(route.page);
  });

  it('loads common first, then known page namespaces without repeats', () => {
    for (const route of ROUTES) {
      expect(route.namespaces[0]).toBe('common');
      expect(new Set(route.namespaces).size).toBe(route.namespaces.length);
      for (const ns of route.namespaces) expect(NAMESPACES).toContain(ns);
    }
    expect(getRoute('cart').namespaces).toEqual(['common', 'cart', 'forms', 'account']);
    expect(getRoute('fav-artists').namespaces).toEqual(['common', 'account', 'artists']);
    // Both homes show work cards, whose texts are in `works`.
    expect(getRoute('home').namespaces).toEqual(['common', 'home', 'works']);
    expect(getRoute('shop-home').namespaces).toEqual(['common', 'home', 'works']);
  });

  it('gives a route the same params in both languages', () => {
    for (const route of ROUTES) {
      const names = (path: string | undefined) => (path ?? '').split('/').filter((part) => part.startsWith(':'));
      if (route.paths.es && route.paths.en)
        expect({ key: route.key, names: names(route.paths.es) }).toEqual({
          key: route.key,
          names: names(route.paths.en),
        });
    }
    expect(getRoute('work').params).toEqual(['artistSlug', 'slug']);
    expect(getRoute('shop-work').params).toEqual(['artistSlug', 'slug', 'expoSlug']);
    expect(getRoute('shop-work').optionalParams).toEqual(['expoSlug']);
    expect(getRoute('user-collection').params).toEqual(['userEmail', 'collectionId']);
    expect(getRoute('home').params).toEqual([]);
  });

  it('carries the page details: disciplines, legal slugs, bare banner preview, new tabs, scroll to top', () => {
    expect(
      ['works-painting', 'works-photo', 'works-sculpture', 'works-paper'].map(
        (key) => getRoute(key as RouteKey).discipline,
      ),
    ).toEqual([0, 1, 2, 3]);
    expect(
      ['shop-works-painting', 'shop-works-photo', 'shop-works-sculpture', 'shop-works-paper'].map(
        (key) => getRoute(key as RouteKey).discipline,
      ),
    ).toEqual([0, 1, 2, 3]);
    expect(getRoute('works').discipline).toBeUndefined();
    expect(getRoute('legal-notice').staticPageSlug).toEqual({ es: 'aviso-legal', en: 'legal-warning' });
    expect(getRoute('legal-notice-alt')).toMatchObject({
      staticPageSlug: { es: 'aviso-legal', en: 'legal-warning' },
      canonicalKey: 'legal-notice',
    });
    expect(getRoute('privacy').staticPageSlug).toEqual({ es: 'politica-de-privacidad', en: 'privacy-policy' });
    expect(getRoute('cookies').staticPageSlug).toEqual({ es: 'cookies', en: 'cookies' });
    expect(getRoute('terms').staticPageSlug).toEqual({ es: 'terminos-y-condiciones', en: 'terms-and-conditions' });
    expect(ROUTES.filter((route) => route.layout === 'bare').map((route) => route.key)).toEqual(['banner-preview']);
    expect(ROUTES.filter((route) => route.opensInNewTab).map((route) => route.key)).toEqual(['privacy', 'terms']);
    expect(ROUTES.filter((route) => route.scrollToTop).map((route) => route.key)).toEqual([
      'sign-up',
      'login',
      'remember-password',
      'reset-password',
    ]);
  });

  it('has three routes without a language prefix besides the Spanish home', () => {
    const unprefixed = ROUTES.flatMap((route) => [route.paths.es, route.paths.en]).filter(
      (path): path is string => path !== undefined && path !== '/' && !/^\/(es|en)(\/|$)/.test(path),
    );
    expect(unprefixed).toEqual(['/invitaciones', '/invitations', '/validacionesTaquilla']);
  });

  it('is frozen, and answers unknown keys clearly', () => {
    expect(Object.isFrozen(ROUTES)).toBe(true);
    expect(Object.isFrozen(getRoute('work'))).toBe(true);
    expect(isRouteKey('work')).toBe(true);
    expect(isRouteKey('nope')).toBe(false);
    expect(isRouteKey(42)).toBe(false);
    expect(() => getRoute('nope' as RouteKey)).toThrow('Unknown route key "nope"');
  });

  it('types the params of each route from its patterns', () => {
    const work: ParamsFor<'work'> = { artistSlug: 'ana', slug: 'azul' };
    const shopWork: ParamsFor<'shop-work'> = { artistSlug: 'ana', slug: 'azul' };
    // @ts-expect-error a work needs its slug
    const missing: ParamsFor<'work'> = { artistSlug: 'ana' };
    expect([work, shopWork, missing]).toHaveLength(3);
  });
});
