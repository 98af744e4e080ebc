/**
 * @jest-environment node
 */
import { workCardFixture } from '@art/data/testing';
import { galleryPageFixture } from '@art/page-kit/testing';
import { pageAt } from '@art/page-kit/testing';
import { loadGalleryPage } from './gallery-page';

describe('loadGalleryPage', () => {
  it('loads the gallery with its works of the current edition, its title and its image', async () => {
    const page = pageAt('fair', '/es/galeria/galeria-norte', () => galleryPageFixture());
    const result = await loadGalleryPage(page);
    expect(page.asked).toEqual([
      { operation: 'GalleryPage', variables: { slug: 'galeria-norte', catalogPrefix: 'AM25', works: 48 } },
    ]);
    expect(result?.title).toEqual({ galleryName: 'Galería Norte', galleryAddress: 'Calle Mayor 1, 28013 Madrid' });
    expect(result?.image).toBe('/api/images/gallery/3/x/4.jpg');
  });

  it('shows a gallery of a past edition only with its works of that edition', async () => {
    const page = pageAt('fair', '/en/gallery/galeria-norte', (_op, vars) =>
      vars['catalogPrefix'] === 'AM21'
        ? galleryPageFixture({ catalogPrefix: 'AM21', works: [workCardFixture({ id: '9' })] })
        : galleryPageFixture({ catalogPrefix: 'AM21', works: [] }),
    );
    const result = await loadGalleryPage(page);
    expect(page.asked.map((a) => a.variables['catalogPrefix'])).toEqual(['AM25', 'AM21']);
    expect(result?.data.works.map((w) => w.id)).toEqual(['9']);
  });

  it('uses the market on the shop and is a 404 for an unknown slug', async () => {
    const shop = pageAt('shop', '/es/shop/galeria/galeria-norte', () => galleryPageFixture({ works: [] }));
    await loadGalleryPage(shop);
    expect(shop.asked.map((a) => a.variables['catalogPrefix'])).toEqual(['MARKET']);
    const unknown = pageAt('fair', '/es/galeria/no-existe', () => ({ getGallery: null }));
    expect(await loadGalleryPage(unknown)).toBeNull();
  });
});
