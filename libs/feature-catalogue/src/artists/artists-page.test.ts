/**
 * @jest-environment node
 */
import { artistsListFixture } from '../testing';
import { pageAt } from '@art/page-kit/testing';
import { loadArtistsPage } from './artists-page';

describe('loadArtistsPage', () => {
  it('asks for the current edition’s artists of the URL’s letter, 24 at a time, and the letters of that edition', async () => {
    const page = pageAt('fair', '/es/artistas?letter=n', () => artistsListFixture());
    const result = await loadArtistsPage(page);
    expect(page.asked).toEqual([
      {
        operation: 'ArtistsList',
        variables: {
          filter: { catalogPrefix: 'AM25', initial: 'N', text: null },
          catalogPrefix: 'AM25',
          first: 24,
          after: null,
        },
      },
    ]);
    expect(result.data.letters).toEqual(['A', 'L', 'N']);
    expect(result.data.query).toEqual({ letter: 'N', text: '', after: null });
    expect(result.data.artists[0]?.fullName).toBe('Ana López');
  });

  it('searches the market’s artists on the shop, from the cursor of the URL', async () => {
    const page = pageAt('shop', '/en/shop/artists?q=lopez&after=abc', () => artistsListFixture());
    await loadArtistsPage(page);
    expect(page.asked[0]?.variables).toEqual({
      filter: { catalogPrefix: 'MARKET', initial: null, text: 'lopez' },
      catalogPrefix: 'MARKET',
      first: 24,
      after: 'abc',
    });
  });

  it('shows the first page when the API refuses the cursor, and does not hide other failures', async () => {
    const page = pageAt('fair', '/es/artistas?after=old', (_op, vars) => {
      if (vars['after']) throw new Error('invalidCursor');
      return artistsListFixture();
    });
    const result = await loadArtistsPage(page);
    expect(page.asked.map((a) => a.variables['after'])).toEqual(['old', null]);
    expect(result.data.query.after).toBeNull();
    const down = pageAt('fair', '/es/artistas', () => {
      throw new Error('API down');
    });
    await expect(loadArtistsPage(down)).rejects.toThrow('API down');
  });
});
