/**
 * @jest-environment node
 */
import { pageAt } from '@art/page-kit/testing';
import { loadSearchPage } from './search-page';
import { isTooShortToSearch } from './search-query';

const NOTHING_FOUND = {
  searchPage: { kind: 'work', totalCount: 0, nodes: [], counts: { work: 0, artist: 0, gallery: 0, exposition: 0 } },
};

describe('loadSearchPage', () => {
  it('does not search one letter, and keeps it out of the title (issue 36)', async () => {
    const page = pageAt('fair', '/es/buscar?q=a', () => NOTHING_FOUND);
    const result = await loadSearchPage(page);
    expect(page.asked).toEqual([]);
    expect(result.data.query.text).toBe('a');
    // No answer: the page asks for two letters rather than saying nothing matched.
    expect(result.data.result).toBeNull();
    expect(result.title).toEqual({ searchText: null });
  });

  it('searches two letters, and says when nothing matched', async () => {
    const page = pageAt('shop', '/en/shop/search?q=zz', () => NOTHING_FOUND);
    const result = await loadSearchPage(page);
    expect(page.asked).toEqual([
      {
        operation: 'SearchPage',
        variables: { textSearch: 'zz', kind: null, catalogPrefix: 'MARKET', first: 24, offset: 0 },
      },
    ]);
    expect(result.data.result?.totalCount).toBe(0);
    expect(result.title).toEqual({ searchText: 'zz' });
  });
});

describe('isTooShortToSearch', () => {
  it('counts the letters as the API does, accents and spaces folded; nothing typed is not too short', () => {
    expect(isTooShortToSearch('a')).toBe(true);
    expect(isTooShortToSearch('é')).toBe(true);
    expect(isTooShortToSearch('ab')).toBe(false);
    expect(isTooShortToSearch('Ñu')).toBe(false);
    expect(isTooShortToSearch('')).toBe(false);
  });
});
