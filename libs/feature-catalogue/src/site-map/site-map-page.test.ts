/**
 * @jest-environment node
 */
import { listedRoutes, type SiteName } from '@art/routing';
import { localeTitles } from '@art/i18n/testing';
import { pageAt } from '@art/page-kit/testing';
import { loadSiteMapPage } from './site-map-page';
import { routeLabel, siteMapSections } from './site-map-sections';

const origins = { fair: 'http://f', shop: 'http://s' };

const FAIR = {
  artists: { totalCount: 30, nodes: [{ id: '7', url: 'http://f/es/artista/ana', fullName: 'Ana López' }] },
  galleries: { totalCount: 8, nodes: [{ id: '3', url: 'http://f/es/galeria/norte', comercialName: 'Galería Norte' }] },
  articles: { totalCount: 0, nodes: [] },
  activities: { totalCount: 1, nodes: [{ id: '21', url: 'http://f/es/actividad/visita', title: 'Visita' }] },
};
const SHOP = {
  artists: { totalCount: 1, nodes: [{ id: '7', url: 'http://s/es/shop/artista/ana', fullName: 'Ana López' }] },
  galleries: {
    totalCount: 1,
    nodes: [{ id: '3', url: 'http://s/es/shop/galeria/norte', comercialName: 'Galería Norte' }],
  },
  expositions: {
    totalCount: 1,
    nodes: [{ id: '9', url: 'http://s/es/shop/exposicion/primavera', title: 'Primavera' }],
  },
  trends: [{ id: '5', url: 'http://s/es/shop/tendencias/mar', name: 'Mar' }],
};

describe('siteMapSections', () => {
  it.each(['fair', 'shop'] as const)(
    'groups every listed route of the %s once, with nothing left over',
    (site: SiteName) => {
      for (const lang of ['es', 'en'] as const) {
        const sections = siteMapSections(site, lang, localeTitles(lang), origins);
        expect(sections.map((s) => s.key)).not.toContain('more');
        const own = sections
          .flatMap((s) => s.links)
          .filter((l) => l.site === site)
          .map((l) => l.key);
        for (const route of listedRoutes(site)) expect(own.filter((k) => k === route.key)).toHaveLength(1);
      }
    },
  );

  it('names the pages by their titles without the site’s name, and links the current edition’s galleries', () => {
    const links = siteMapSections('fair', 'en', localeTitles('en'), origins).flatMap((s) => s.links);
    const byKey = Object.fromEntries(links.map((l) => [l.key, l]));
    expect(byKey['artists']).toEqual({ key: 'artists', label: 'Artists', href: '/en/artists', site: 'fair' });
    expect(byKey['galleries']).toMatchObject({ label: 'Galleries AM25', href: '/en/galleries/am25' });
    expect(byKey['home']).toMatchObject({ label: null, href: '/en' });
    // The other site's pages are absolute addresses on its origin.
    expect(byKey['shop-home']).toEqual({ key: 'shop-home', label: null, href: 'http://s/en/shop', site: 'shop' });
    for (const link of links) expect(link.label ?? '').not.toMatch(/\||\{\{|Madrid Contemporary Art Fair$/);
  });

  it('names a page in Spanish from the route table’s texts', () => {
    expect(routeLabel('works-painting', localeTitles('es'))).toBe('Pintura · Obras');
    expect(routeLabel('shop-artists', localeTitles('es'))).toBe('Artistas');
    expect(routeLabel('shop-home', localeTitles('es'))).toBeNull();
  });
});

describe('loadSiteMapPage', () => {
  it('brings the fair’s pages and a few of its artists, galleries and activities, leaving out kinds without any', async () => {
    const page = pageAt('fair', '/es/mapa-web', () => FAIR);
    const { data } = await loadSiteMapPage(page);
    expect(page.asked).toEqual([{ operation: 'SiteMapFair', variables: { catalogPrefix: 'AM25', first: 24 } }]);
    expect(data.content.map((c) => [c.key, c.totalCount, c.allHref])).toEqual([
      ['artists', 30, '/es/artistas'],
      ['galleries', 8, '/es/galerias/am25'],
      ['activities', 1, '/es/actividades'],
    ]);
    expect(data.content[0]?.links).toEqual([{ id: '7', label: 'Ana López', url: 'http://f/es/artista/ana' }]);
    expect(data.sections[0]?.links[0]).toMatchObject({ key: 'home', href: '/' });
  });

  it('brings the shop’s artists, galleries, shows and trends of the market', async () => {
    const page = pageAt('shop', '/en/shop/site-map', () => SHOP);
    const { data } = await loadSiteMapPage(page);
    expect(page.asked[0]?.variables).toEqual({ catalogPrefix: 'MARKET', first: 24 });
    expect(data.content.map((c) => [c.key, c.allHref])).toEqual([
      ['artists', '/en/shop/artists'],
      ['galleries', '/en/shop/galleries'],
      ['shows', '/en/shop/shows'],
      ['trends', null],
    ]);
    expect(data.sections.find((s) => s.key === 'otherSite')?.links.map((l) => l.href)).toContain(
      'http://f/en/legal-warning',
    );
  });
});
