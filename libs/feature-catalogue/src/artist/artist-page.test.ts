/**
 * @jest-environment node
 */
import { workCardFixture } from '@art/data/testing';
import { artistPageFixture } from '@art/page-kit/testing';
import { worksListFixture } from '../testing';
import { pageAt } from '@art/page-kit/testing';
import { loadArtistPage } from './artist-page';

describe('loadArtistPage', () => {
  it('on the fair: the artist with works of the current edition, nothing apart for sale', async () => {
    const page = pageAt('fair', '/es/artista/ana-lopez', () => artistPageFixture());
    const result = await loadArtistPage(page);
    expect(page.asked).toEqual([
      { operation: 'ArtistPage', variables: { slug: 'ana-lopez', catalogPrefix: 'AM25', works: 60 } },
    ]);
    expect(result?.data.forSale).toBeNull();
    expect(result?.title).toEqual({ artistFullName: 'Ana López', artistCity: 'Madrid' });
  });

  it('on the shop: the market’s works, and those for sale now apart', async () => {
    const page = pageAt('shop', '/en/shop/artist/ana-lopez', (operation) =>
      operation === 'WorksList' ? worksListFixture([workCardFixture({ id: '9' })]) : artistPageFixture(),
    );
    const result = await loadArtistPage(page);
    expect(page.asked).toEqual([
      { operation: 'ArtistPage', variables: { slug: 'ana-lopez', catalogPrefix: 'MARKET', works: 60 } },
      {
        operation: 'WorksList',
        variables: { filter: { artistSlug: 'ana-lopez', catalogPrefix: 'MARKET', buyable: true }, first: 60 },
      },
    ]);
    expect(result?.data.forSale?.map((w) => w.id)).toEqual(['9']);
  });

  it('is a 404 for an unknown artist', async () => {
    const page = pageAt('shop', '/es/shop/artista/nadie', (operation) =>
      operation === 'WorksList' ? worksListFixture([]) : { getArtist: null },
    );
    expect(await loadArtistPage(page)).toBeNull();
  });
});
