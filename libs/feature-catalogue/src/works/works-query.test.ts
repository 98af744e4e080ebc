import { EMPTY_WORKS_QUERY, parseWorksQuery, workSortParam, worksFilterOf, worksQueryString } from './works-query';

describe('works list state in the URL', () => {
  it('reads filters, sort and cursor, in a stable order', () => {
    const query = parseWorksQuery('?size=large,small&price=1000-2500&colour=blue,red&sort=PRICE_ASC&after=abc_-1');
    expect(query).toEqual({
      sizes: ['small', 'large'],
      priceRanges: ['1000-2500'],
      colours: ['red', 'blue'],
      buyable: false,
      sort: 'PRICE_ASC',
      after: 'abc_-1',
    });
  });

  it('reads the repeated parameters of the filter form sent without JavaScript', () => {
    const query = parseWorksQuery(
      '?size=large&size=small&price=0-500&price=5000-more&colour=black&colour=red&sort=PRICE_DESC',
    );
    expect(query).toEqual({
      sizes: ['small', 'large'],
      priceRanges: ['0-500', '5000-more'],
      colours: ['red', 'black'],
      buyable: false,
      sort: 'PRICE_DESC',
      after: null,
    });
    expect(worksQueryString(query)).toBe('?size=small,large&price=0-500,5000-more&colour=red,black&sort=PRICE_DESC');
  });

  it('ignores case and spaces around values', () => {
    expect(parseWorksQuery('?size= Small , LARGE&colour=Red&sort=price_asc')).toMatchObject({
      sizes: ['small', 'large'],
      colours: ['red'],
      sort: 'PRICE_ASC',
    });
  });

  it('writes the same state back to an equal, shareable URL', () => {
    const search = '?size=small,large&price=0-500,5000-more&colour=black&sort=PRICE_DESC';
    expect(worksQueryString(parseWorksQuery(search))).toBe(search);
    expect(worksQueryString(EMPTY_WORKS_QUERY)).toBe('');
  });

  it('writes values in the constants order and leaves out what it does not know', () => {
    const hostile = {
      sizes: ['large', 'small', '<b>'],
      colours: ['x', 'black', 'red'],
      sort: 'DROP',
      after: '<img>',
    } as unknown as Parameters<typeof worksQueryString>[0];
    expect(worksQueryString(hostile)).toBe('?size=small,large&colour=red,black');
  });

  it('keeps only the known values of a mixed parameter', () => {
    expect(
      parseWorksQuery('?size=small,<script>,huge&price=2500-1000,500-1000&colour=red;DROP TABLE works').sizes,
    ).toEqual(['small']);
    expect(parseWorksQuery('?price=2500-1000,500-1000').priceRanges).toEqual(['500-1000']);
  });

  it.each([
    ['unknown values', '?size=huge&price=1-2&colour=ultraviolet&sort=RANDOM'],
    ['an inverted price range', '?price=5000-2500'],
    ['hostile text', '?size=<script>alert(1)</script>&colour=%27;DROP TABLE works;--&after=<img onerror=x>'],
    ['SQL-looking values', "?size=small' OR '1'='1&price=0-500;--&colour=red)--&sort=NEWEST;DELETE"],
    ['an oversized cursor', `?after=${'a'.repeat(600)}`],
    ['an oversized value', `?size=${'small,'.repeat(100_000)}`],
    ['a huge number of repeats', `?${Array.from({ length: 5_000 }, () => 'colour=x').join('&')}&colour=red`],
    ['empty values', '?size=&price=&colour=&buyable=&sort=&after='],
    ['a yes/no filter that is neither', '?buyable=yes&buyable=0&buyable=<script>alert(1)</script>&buyable=1%27--'],
    ['an oversized yes/no value', `?buyable=${'1'.repeat(10_000)}`],
  ])('ignores %s and keeps the plain list', (_what, search) => {
    expect(parseWorksQuery(search)).toEqual(EMPTY_WORKS_QUERY);
  });

  it('falls back to newest first for an unknown sort', () => {
    expect(workSortParam(null)).toBe('NEWEST');
    expect(workSortParam('price_desc')).toBe('PRICE_DESC');
    expect(workSortParam('PRICE_ASC; drop')).toBe('NEWEST');
  });

  it('reads "available to buy" as the form and the links send it, and writes it one way', () => {
    for (const search of ['?buyable=1', '?buyable=true', '?buyable=TRUE', '?buyable=+1+', '?buyable=0&buyable=1'])
      expect({ search, buyable: parseWorksQuery(search).buyable }).toEqual({ search, buyable: true });
    const query = parseWorksQuery('?sort=PRICE_ASC&buyable=true&size=small&size=large');
    expect(worksQueryString(query)).toBe('?size=small,large&buyable=1&sort=PRICE_ASC');
    expect(worksQueryString({ ...query, buyable: 'yes' as unknown as boolean })).toBe(
      '?size=small,large&sort=PRICE_ASC',
    );
  });

  it('asks the API for the works that can be bought online', () => {
    expect(worksFilterOf(parseWorksQuery('?buyable=1&price=0-500'), 'AM25', undefined)).toEqual({
      catalogPrefix: 'AM25',
      priceRanges: ['0-500'],
      buyableOnline: true,
    });
  });

  it('builds the API filter of a catalogue and the route discipline', () => {
    const query = parseWorksQuery('?size=medium&colour=green');
    expect(worksFilterOf(query, 'MARKET', 0)).toEqual({
      catalogPrefix: 'MARKET',
      disciplines: [0],
      sizes: ['medium'],
      colours: ['green'],
    });
    expect(worksFilterOf(EMPTY_WORKS_QUERY, 'AM25', undefined)).toEqual({ catalogPrefix: 'AM25' });
  });
});
