import { EMPTY_WORKS_QUERY, parseWorksQuery, worksFilterOf, worksQueryString } from './works-query';

describe('works list state in the URL', () => {
  it('reads filters, sort and cursor, in a stable order', () => {
    const query = parseWorksQuery('?size=large,small&price=1000-2500&colour=blue,red&sort=PRICE_ASC&after=abc_-1');
    expect(query).toEqual({
      sizes: ['small', 'large'],
      priceRanges: ['1000-2500'],
      colours: ['red', 'blue'],
      sort: 'PRICE_ASC',
      after: 'abc_-1',
    });
  });

  it('writes the same state back to an equal, shareable URL', () => {
    const search = '?size=small,large&price=0-500,5000-more&colour=black&sort=PRICE_DESC';
    expect(worksQueryString(parseWorksQuery(search))).toBe(search);
    expect(worksQueryString(EMPTY_WORKS_QUERY)).toBe('');
  });

  it.each([
    ['unknown values', '?size=huge&price=1-2&colour=ultraviolet&sort=RANDOM'],
    ['hostile text', '?size=<script>alert(1)</script>&colour=%27;DROP TABLE works;--&after=<img onerror=x>'],
    ['an oversized cursor', `?after=${'a'.repeat(600)}`],
    ['empty values', '?size=&price=&colour=&sort=&after='],
  ])('ignores %s and keeps the plain list', (_what, search) => {
    expect(parseWorksQuery(search)).toEqual(EMPTY_WORKS_QUERY);
  });

  it('builds the API filter of a catalogue and the route discipline', () => {
    const query = parseWorksQuery('?size=medium&colour=green');
    expect(worksFilterOf(query, 'MARKET', 0)).toEqual({ catalogPrefix: 'MARKET', disciplines: [0], sizes: ['medium'], colours: ['green'] });
    expect(worksFilterOf(EMPTY_WORKS_QUERY, 'AM25', undefined)).toEqual({ catalogPrefix: 'AM25' });
  });
});
