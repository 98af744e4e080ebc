import { COLOURS, WORKS_PAGE_STEP } from '@art/model';
import {
  filtersOfQuery,
  hasWorksFilters,
  initialWorksListState,
  normaliseWorksFilters,
  queryOfFilters,
  toggled,
  worksListReducer,
  type WorksListFilters,
  type WorksListState,
} from './works-list-state';
import { parseWorksQuery, worksQueryString } from './works-query';
import { firstRowPriorities } from '@art/page-kit';

describe('works list state (W-01)', () => {
  it('opens with 20 works loaded and the filters given', () => {
    expect(initialWorksListState()).toEqual({ loaded: 20, filters: {} });
    expect(initialWorksListState({ sizes: ['large'], sort: 'PRICE_ASC' })).toEqual({
      loaded: WORKS_PAGE_STEP,
      filters: { sizes: ['large'], sort: 'PRICE_ASC' },
    });
  });

  it('adds 20 with each "load more" and keeps the filters', () => {
    const start = initialWorksListState({ colours: ['red'] });
    const once = worksListReducer(start, { type: 'loadMore' });
    const twice = worksListReducer(once, { type: 'loadMore' });
    expect(once).toEqual({ loaded: 40, filters: { colours: ['red'] } });
    expect(twice).toEqual({ loaded: 60, filters: { colours: ['red'] } });
  });

  it('resets to nothing loaded and no filter', () => {
    const state: WorksListState = {
      loaded: 60,
      filters: { discipline: 2, sizes: ['small'], priceRanges: ['0-500'], colours: ['blue'], sort: 'PRICE_DESC' },
    };
    expect(worksListReducer(state, { type: 'reset' })).toEqual({ loaded: 0, filters: {} });
  });

  it('merges a filter into the others: given keys replace theirs, the rest stay', () => {
    const state = initialWorksListState({ discipline: 0, sizes: ['small'], colours: ['red'] });
    expect(worksListReducer(state, { type: 'filter', filters: { colours: ['blue', 'red'] } })).toEqual({
      loaded: 20,
      filters: { discipline: 0, sizes: ['small'], colours: ['red', 'blue'] },
    });
    expect(
      worksListReducer(state, { type: 'filter', filters: { sizes: [], priceRanges: ['5000-more'] } }).filters,
    ).toEqual({
      discipline: 0,
      priceRanges: ['5000-more'],
      colours: ['red'],
    });
    expect(worksListReducer(state, { type: 'filter', filters: { discipline: undefined } }).filters).toEqual({
      sizes: ['small'],
      colours: ['red'],
    });
  });

  it('never changes the state it is given', () => {
    const state = Object.freeze({
      loaded: 20,
      filters: Object.freeze({ sizes: Object.freeze(['small'] as const) }),
    }) as WorksListState;
    worksListReducer(state, { type: 'loadMore' });
    worksListReducer(state, { type: 'filter', filters: { sizes: ['large'] } });
    worksListReducer(state, { type: 'reset' });
    expect(state).toEqual({ loaded: 20, filters: { sizes: ['small'] } });
  });

  it('ignores an action it does not know', () => {
    const state = initialWorksListState();
    expect(worksListReducer(state, { type: 'shuffle' } as unknown as Parameters<typeof worksListReducer>[1])).toBe(
      state,
    );
  });

  it('keeps one canonical form: known values, once, in the constants order, no key for "any"', () => {
    const hostile = {
      discipline: 9,
      sizes: ['large', 'small', 'large', '<script>'],
      priceRanges: ['2500-1000', '5000-more', "0-500' OR 1=1"],
      colours: ['black', ...COLOURS.map((c) => c.key).reverse(), 'x'.repeat(10_000)],
      buyable: 'yes',
      sort: 'RANDOM',
    } as unknown as WorksListFilters;
    expect(normaliseWorksFilters(hostile)).toEqual({
      sizes: ['small', 'large'],
      priceRanges: ['5000-more'],
      colours: COLOURS.map((c) => c.key),
    });
    expect(normaliseWorksFilters({ sizes: [], buyable: false, sort: 'NEWEST' })).toEqual({});
    expect(normaliseWorksFilters({ buyable: true })).toEqual({ buyable: true });
  });

  it('tells whether a filter narrows the list (the sort alone does not)', () => {
    expect(hasWorksFilters({})).toBe(false);
    expect(hasWorksFilters({ sort: 'PRICE_ASC' })).toBe(false);
    expect(hasWorksFilters({ discipline: 0 })).toBe(true);
    expect(hasWorksFilters({ colours: ['red'] })).toBe(true);
    expect(hasWorksFilters({ buyable: true })).toBe(true);
    expect(hasWorksFilters({ buyable: false })).toBe(false);
  });

  it('merges "available to buy" like any filter, and removes it alone', () => {
    const state = initialWorksListState({ sizes: ['small'] });
    const buyable = worksListReducer(state, { type: 'filter', filters: { buyable: true } });
    expect(buyable.filters).toEqual({ sizes: ['small'], buyable: true });
    expect(worksListReducer(buyable, { type: 'filter', filters: { buyable: false } }).filters).toEqual({
      sizes: ['small'],
    });
    expect(worksListReducer(buyable, { type: 'reset' }).filters).toEqual({});
  });

  it('toggles a value in or out of a list', () => {
    expect(toggled(undefined, 'small')).toEqual(['small']);
    expect(toggled(['small', 'large'], 'small')).toEqual(['large']);
  });
});

describe('works list state ⇄ URL', () => {
  it.each([
    ['', null],
    ['?size=small,large&price=0-500,5000-more&colour=pink,black&sort=PRICE_ASC', 1],
    ['?colour=purple,violet,pink,maroon,red,orange,yellow,lime,pistachio,green,teal,blue,white,black', null],
    ['?sort=PRICE_DESC', 3],
    ['?price=1000-2500&buyable=1&sort=PRICE_ASC', 2],
    ['?buyable=1', null],
  ])('goes round from %s (discipline %s) to the same URL', (search, discipline) => {
    const filters = filtersOfQuery(parseWorksQuery(search), discipline);
    expect(filters.discipline ?? null).toBe(discipline);
    expect(worksQueryString(queryOfFilters(filters))).toBe(search);
  });

  it('writes every equal state to one URL, whatever the order it was built in', () => {
    const a = queryOfFilters({ colours: ['blue', 'red'], sizes: ['large', 'small'] });
    const b = queryOfFilters({ sizes: ['small', 'large'], colours: ['red', 'blue'] });
    expect(worksQueryString(a)).toBe('?size=small,large&colour=red,blue');
    expect(worksQueryString(b)).toBe(worksQueryString(a));
  });

  it('keeps the filters on the next page and drops them on reset', () => {
    const state = initialWorksListState(filtersOfQuery(parseWorksQuery('?price=500-1000&sort=PRICE_ASC'), 0));
    expect(worksQueryString(queryOfFilters(state.filters, 'eyJhIjoxfQ'))).toBe(
      '?price=500-1000&sort=PRICE_ASC&after=eyJhIjoxfQ',
    );
    expect(worksQueryString(queryOfFilters(worksListReducer(state, { type: 'reset' }).filters))).toBe('');
  });
});

describe('the first row of a works masonry', () => {
  it('is the work that opens each column at 2 (phones and tablets), 3 and 4 columns', () => {
    const firstRow = (count: number) => [...firstRowPriorities(count).keys()].sort((a, b) => a - b);
    expect(firstRow(20)).toEqual([0, 5, 7, 10, 14, 15]);
    expect(firstRow(2)).toEqual([0, 1]);
    expect(firstRow(0)).toEqual([]);
  });

  it('says at which widths each work of the first row opens a column: a phone preloads its own two only', () => {
    const priorities = firstRowPriorities(20);
    expect([...priorities.keys()].sort((a, b) => a - b)).toEqual([0, 5, 7, 10, 14, 15]);
    expect(priorities.get(0)).toBe(true);
    // Two columns on phones and tablets, four on wide screens: the second column opens at 10.
    expect(priorities.get(10)).toBe(
      '(max-width: 767.98px), (min-width: 768px) and (max-width: 1024.98px), (min-width: 1321px)',
    );
    expect(priorities.get(7)).toBe('(min-width: 1025px) and (max-width: 1320.98px)');
    expect(priorities.get(5)).toBe('(min-width: 1321px)');
    expect(firstRowPriorities(0).size).toBe(0);
  });
});
