import type { GraphQLError } from 'graphql';
import { encodeCursor } from '@art/api-core';
import { decodeWorkCursor, mergePriceRanges, parseWorksFilter, workSortOf } from './works';

function reasonOf(run: () => unknown): string | undefined {
  try {
    run();
  } catch (error) {
    return (error as GraphQLError).extensions?.['reason'] as string;
  }
  return undefined;
}

describe('parseWorksFilter', () => {
  it('accepts known values in any case and turns euros into cents', () => {
    const filter = parseWorksFilter(
      {
        catalogPrefix: 'market',
        disciplines: [0, 3, 0],
        sizes: ['Small', 'large'],
        priceRanges: ['1000-2500', '5000-more'],
        colours: ['RED', 'teal'],
        tags: ['paisaje', 'landscape'],
        artistSlug: 'lucia-nunez',
        text: '  Fotografía  ',
        buyable: true,
        buyableOnline: true,
      },
      'es',
      'AM25',
    );
    expect(filter).toEqual({
      catalogPrefix: 'MARKET',
      disciplines: [0, 3],
      sizes: ['small', 'large'],
      priceRanges: [
        { min: 100_000, max: 250_000 },
        { min: 500_000, max: null },
      ],
      colours: ['red', 'teal'],
      tagSlugs: ['paisaje', 'landscape'],
      artistSlug: 'lucia-nunez',
      gallerySlug: null,
      expositionSlug: null,
      text: 'Fotografía',
      buyable: true,
      buyableOnline: true,
    });
  });

  it('treats an absent or empty filter as no filter', () => {
    expect(parseWorksFilter(null, 'es', 'AM25')).toMatchObject({
      catalogPrefix: null,
      disciplines: [],
      text: null,
      buyable: false,
      buyableOnline: false,
    });
    expect(parseWorksFilter({ colours: [], artistSlug: '  ' }, 'es', 'AM25')).toMatchObject({
      colours: [],
      artistSlug: null,
    });
  });

  it('marks a slug no row can have as matching nothing', () => {
    expect(parseWorksFilter({ gallerySlug: 'x'.repeat(300) }, 'es', 'AM25').gallerySlug).toBe(false);
    expect(parseWorksFilter({ tags: ['ok', 'a\u0000b'] }, 'es', 'AM25').tagSlugs).toEqual(['ok', '']);
  });

  it.each([
    [{ catalogPrefix: 'AM99' }, 'invalidCatalogPrefix'],
    [{ disciplines: [4] }, 'invalidDiscipline'],
    [{ disciplines: [-1] }, 'invalidDiscipline'],
    [{ sizes: ['huge'] }, 'invalidSize'],
    [{ priceRanges: ['0-100'] }, 'invalidPriceRange'],
    [{ colours: ['rojo'] }, 'invalidColour'],
    [{ colours: Array.from({ length: 21 }, () => 'red') }, 'tooManyValues'],
    [{ text: 'x'.repeat(101) }, 'textTooLong'],
    [{ colours: ["red' OR 1=1 --"] }, 'invalidColour'],
    [{ sizes: ['<script>alert(1)</script>'] }, 'invalidSize'],
  ])('refuses %j with %s', (input, reason) => {
    expect(reasonOf(() => parseWorksFilter(input, 'en', 'AM25'))).toBe(reason);
  });

  it('accepts the configured current catalogue even when it is not a known constant', () => {
    expect(parseWorksFilter({ catalogPrefix: 'am26' }, 'es', 'AM26').catalogPrefix).toBe('AM26');
  });
});

describe('mergePriceRanges', () => {
  it('joins touching ranges and keeps gaps', () => {
    expect(
      mergePriceRanges([
        { min: 250_000, max: 500_000 },
        { min: 100_000, max: 250_000 },
      ]),
    ).toEqual([{ min: 100_000, max: 500_000 }]);
    expect(
      mergePriceRanges([
        { min: 500_000, max: null },
        { min: 0, max: 50_000 },
        { min: 250_000, max: 500_000 },
      ]),
    ).toEqual([
      { min: 0, max: 50_000 },
      { min: 250_000, max: null },
    ]);
  });
});

describe('decodeWorkCursor', () => {
  it('reads back the part of the list and the sort key, and refuses a cursor of another sort, a forged one and garbage', () => {
    const newest = encodeCursor(['n', false, 1_735_689_600_000_000, 42]);
    const priceAsc = encodeCursor(['pa', true, false, 100_000, 42]);
    expect(decodeWorkCursor('NEWEST', newest, 'es')).toEqual({
      sort: 'NEWEST',
      sold: false,
      micros: 1_735_689_600_000_000,
      id: 42,
    });
    expect(decodeWorkCursor('PRICE_ASC', priceAsc, 'es')).toEqual({
      sort: 'PRICE_ASC',
      sold: true,
      none: false,
      key: 100_000,
      id: 42,
    });
    expect(reasonOf(() => decodeWorkCursor('PRICE_DESC', priceAsc, 'es'))).toBe('invalidCursor');
    expect(reasonOf(() => decodeWorkCursor('NEWEST', priceAsc, 'es'))).toBe('invalidCursor');
    expect(reasonOf(() => decodeWorkCursor('PRICE_ASC', encodeCursor(['pa', false, false, 1e12, 42]), 'es'))).toBe(
      'invalidCursor',
    );
    expect(reasonOf(() => decodeWorkCursor('PRICE_ASC', encodeCursor(['pa', false, false, 1.5, 42]), 'es'))).toBe(
      'invalidCursor',
    );
    expect(reasonOf(() => decodeWorkCursor('NEWEST', encodeCursor(['n', false, 1e300, 42]), 'es'))).toBe(
      'invalidCursor',
    );
    expect(reasonOf(() => decodeWorkCursor('NEWEST', encodeCursor(['n', false, 1, -3]), 'es'))).toBe('invalidCursor');
    // The part of the list is a boolean.
    expect(reasonOf(() => decodeWorkCursor('NEWEST', encodeCursor(['n', 0, 1, 42]), 'es'))).toBe('invalidCursor');
    expect(reasonOf(() => decodeWorkCursor('NEWEST', "'; drop table works; --", 'es'))).toBe('invalidCursor');
    expect(reasonOf(() => decodeWorkCursor('NEWEST', 'e30', 'es'))).toBe('invalidCursor');
  });

  it('reads a cursor of the lists before the sold works went last (migration 0009) as one among the works not sold', () => {
    expect(decodeWorkCursor('NEWEST', encodeCursor(['n', 1_735_689_600_000_000, 42]), 'es')).toEqual({
      sort: 'NEWEST',
      sold: false,
      micros: 1_735_689_600_000_000,
      id: 42,
    });
    expect(decodeWorkCursor('PRICE_DESC', encodeCursor(['pd', true, -100_000, -42]), 'en')).toEqual({
      sort: 'PRICE_DESC',
      sold: false,
      none: true,
      key: -100_000,
      id: -42,
    });
    // Its checks stay: another sort's, or values no row can have, are refused.
    expect(reasonOf(() => decodeWorkCursor('PRICE_ASC', encodeCursor(['n', 1_735_689_600_000_000, 42]), 'es'))).toBe(
      'invalidCursor',
    );
    expect(reasonOf(() => decodeWorkCursor('PRICE_ASC', encodeCursor(['pa', false, 1.5, 42]), 'es'))).toBe(
      'invalidCursor',
    );
    expect(reasonOf(() => decodeWorkCursor('NEWEST', encodeCursor(['n', 1e300, 42]), 'es'))).toBe('invalidCursor');
  });
});

describe('workSortOf', () => {
  it('falls back to newest first', () => {
    expect(workSortOf('PRICE_DESC')).toBe('PRICE_DESC');
    expect(workSortOf(undefined)).toBe('NEWEST');
    expect(workSortOf('RANDOM')).toBe('NEWEST');
  });
});
