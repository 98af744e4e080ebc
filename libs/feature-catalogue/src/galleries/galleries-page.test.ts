/**
 * @jest-environment node
 */
import { galleriesListFixture, galleryEditionsFixture } from '../testing';
import { pageAt } from '@art/page-kit/testing';
import { loadGalleriesPage } from './galleries-page';
import { galleriesQueryString, parseGalleriesQuery } from './galleries-query';

const answer = (operation: string) =>
  operation === 'GalleryEditions' ? galleryEditionsFixture() : galleriesListFixture();

describe('loadGalleriesPage', () => {
  it('lists the galleries of the edition of the address, its prefix in any case, with the editions to move between', async () => {
    const page = pageAt('fair', '/es/galerias/am21?q=norte', answer);
    const result = await loadGalleriesPage(page);
    expect(page.asked[1]).toEqual({
      operation: 'GalleriesList',
      variables: { catalogPrefix: 'AM21', text: 'norte', first: 24, after: null },
    });
    expect(result?.data.catalog.prefix).toBe('AM21');
    expect(result?.data.editions.map((e) => e.prefix)).toEqual(['AM25', 'AM21', 'AM20']);
    expect(result?.title).toEqual({ catalogPrefix: 'AM21' });
  });

  it('is a 404 for an unknown edition, and for the market’s prefix on the fair, without listing anything', async () => {
    for (const url of ['/es/galerias/am99', '/en/galleries/market']) {
      const page = pageAt('fair', url, answer);
      expect(await loadGalleriesPage(page)).toBeNull();
      expect(page.asked.map((a) => a.operation)).toEqual(['GalleryEditions']);
    }
  });

  it('lists the market’s galleries on the shop, without editions', async () => {
    const page = pageAt('shop', '/en/shop/galleries?after=abc', answer);
    const result = await loadGalleriesPage(page);
    expect(page.asked[1]?.variables).toEqual({ catalogPrefix: 'MARKET', text: null, first: 24, after: 'abc' });
    expect(result?.data.editions).toEqual([]);
    expect(result?.data.catalog.isMarket).toBe(true);
  });
});

describe('the galleries list state in the URL', () => {
  it('reads and writes the search text and the cursor', () => {
    expect(parseGalleriesQuery('?q=%20la%20%20galería%20&after=x_1')).toEqual({ text: 'la galería', after: 'x_1' });
    expect(parseGalleriesQuery('?after=%3Cscript%3E')).toEqual({ text: '', after: null });
    expect(galleriesQueryString({ text: 'norte', after: null })).toBe('?q=norte');
    expect(galleriesQueryString({ text: '', after: null })).toBe('');
  });
});
