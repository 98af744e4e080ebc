import { SOCIAL_LINKS, TICKETS_SITE_URL, TOUR_360_URL } from '../external-links';
import { footerLinks, mobileMenuLinks, primaryLinks } from './nav-links';

const ORIGINS = { fair: 'http://fair.test', shop: 'http://shop.test' };

describe('mobileMenuLinks', () => {
  it('lists the fair menu in the specification order (M-01) with galleries of AM25 (M-03)', () => {
    const links = mobileMenuLinks({ site: 'fair', lang: 'es', origins: ORIGINS });
    expect(links.map((l) => l.labelKey)).toEqual([
      'menu.galleries',
      'menu.artists',
      'menu.works',
      'menu.information',
      'menu.activities',
      'menu.sponsors',
      'menu.press',
      'menu.newsletter',
      'menu.tour360',
      'menu.shows',
      'menu.blog',
    ]);
    expect(links[0]).toMatchObject({ href: '/es/galerias/am25', internal: true });
    expect(links.find((l) => l.id === 'tour-360')).toMatchObject({ href: TOUR_360_URL, internal: false, newTab: true });
    expect(links.find((l) => l.id === 'shows')).toMatchObject({
      href: 'http://shop.test/es/shop/exposiciones',
      internal: false,
    });
    expect(links.find((l) => l.id === 'works')?.children?.map((c) => c.href)).toEqual([
      '/es/obras/pintura',
      '/es/obras/fotografia',
      '/es/obras/escultura',
      '/es/obras/papel',
    ]);
  });

  it('lists the shop menu in the specification order (M-02), ending with the way back to the fair', () => {
    const links = mobileMenuLinks({ site: 'shop', lang: 'en', origins: ORIGINS });
    expect(links.map((l) => l.labelKey)).toEqual([
      'menu.works',
      'menu.artists',
      'menu.shows',
      'menu.galleries',
      'menu.blog',
      'menu.newsletter',
      'menu.tour360',
      'menu.backToFair',
    ]);
    expect(links.map((l) => l.href)).toEqual([
      '/en/shop/works',
      '/en/shop/artists',
      '/en/shop/shows',
      '/en/shop/galleries',
      'http://fair.test/en/blog',
      'http://fair.test/en/newsletter',
      TOUR_360_URL,
      'http://fair.test/en',
    ]);
    expect(links[0]?.children?.[0]).toMatchObject({ href: '/en/shop/works/painting', internal: true });
  });

  it('gives the wide header the primary sections without the external ones', () => {
    expect(primaryLinks({ site: 'shop', lang: 'es', origins: ORIGINS }).map((l) => l.id)).toEqual([
      'shop-works',
      'shop-artists',
      'shows',
      'shop-galleries',
      'blog',
    ]);
  });
});

describe('footerLinks', () => {
  it('has every internal link of FT-01, galleries of the current edition, in Spanish', () => {
    const links = footerLinks({ site: 'fair', lang: 'es', origins: ORIGINS });
    const all = [...links.fair, ...links.more, ...links.legal];
    const byId = Object.fromEntries(all.map((l) => [l.id, l.href]));
    expect(byId).toMatchObject({
      'visitor-info': '/es/informacion',
      galleries: '/es/galerias/am25',
      artists: '/es/artistas',
      works: '/es/obras',
      activities: '/es/actividades',
      sponsors: '/es/patrocinadores',
      press: '/es/prensa',
      contact: '/es/contacto',
      'other-editions': '/es/otras-ediciones',
      photoview: '/es/photoview',
      newsletter: '/es/newsletter',
      faq: '/es/faq',
      'legal-notice': '/es/aviso-legal',
      privacy: '/es/politica-de-privacidad',
      cookies: '/es/cookies',
      'site-map': '/es/mapa-web',
      terms: '/es/terminos-y-condiciones',
    });
    expect(all.filter((l) => l.internal && !l.newTab).length).toBeGreaterThanOrEqual(15);
  });

  it('has the language-dependent links of FT-02 in each language', () => {
    const es = footerLinks({ site: 'fair', lang: 'es', origins: ORIGINS }).more;
    const en = footerLinks({ site: 'fair', lang: 'en', origins: ORIGINS }).more;
    expect(es.find((l) => l.id === 'who-we-are-post')?.href).toBe('/es/post/quienes-somos');
    expect(en.find((l) => l.id === 'who-we-are-post')?.href).toBe('/en/post/who-we-are');
    expect(es.find((l) => l.id === 'how-to-expo')?.href).toBe('/es/como-exponer');
    expect(en.find((l) => l.id === 'how-to-expo')?.href).toBe('/en/apply-and-show');
  });

  it('opens the external sites (FT-03) and the privacy and terms pages (R-20) in a new tab', () => {
    const links = footerLinks({ site: 'fair', lang: 'en', origins: ORIGINS });
    expect(links.social.map((l) => l.href)).toEqual(SOCIAL_LINKS.map((s) => s.url));
    expect(links.more.filter((l) => l.newTab).map((l) => l.href)).toEqual([TICKETS_SITE_URL, TOUR_360_URL]);
    expect(links.legal.filter((l) => l.newTab).map((l) => l.id)).toEqual(['privacy', 'terms']);
    for (const link of [...links.social, ...links.more.filter((l) => !l.internal)])
      expect(link.href).toMatch(/^https:\/\//);
  });

  it('links the fair pages from the shop by absolute address, and the shop its own FAQ and site map', () => {
    const links = footerLinks({ site: 'shop', lang: 'es', origins: ORIGINS });
    expect(links.fair[0]).toMatchObject({ href: 'http://fair.test/es/informacion', internal: false });
    expect(links.more.find((l) => l.id === 'shop-faq')).toMatchObject({ href: '/es/shop/faq', internal: true });
    expect(links.more.find((l) => l.id === 'shop-site-map')).toMatchObject({
      href: '/es/shop/mapa-web',
      internal: true,
    });
  });
});

describe('the galleries links once the back office makes another edition current', () => {
  it('follow the current edition on both sites, in the mobile menu and the footer', () => {
    const fair = { site: 'fair' as const, lang: 'es' as const, origins: ORIGINS, currentEdition: 'AM26' };
    expect(mobileMenuLinks(fair)[0]).toMatchObject({ href: '/es/galerias/am26' });
    expect(footerLinks(fair).fair.find((l) => l.id === 'galleries')?.href).toBe('/es/galerias/am26');
    const shop = { site: 'shop' as const, lang: 'en' as const, origins: ORIGINS, currentEdition: 'AM26' };
    const all = Object.values(footerLinks(shop)).flat();
    expect(all.find((l) => l.id === 'galleries')?.href).toBe('http://fair.test/en/galleries/am26');
  });
});
