import {
  COLOURS,
  DISCIPLINES,
  PRICE_RANGES,
  SIZES,
  WORK_SORTS,
  WORKS_PAGE_STEP,
  type Colour,
  type DisciplineId,
  type PriceRange,
  type Size,
  type WorkSort,
} from '@art/model';
import type { WorksQuery } from './works-query';

/**
 * The filters of a works list (W-02): the discipline (the list's sub-route, W-03), sizes, price ranges and colours,
 * "available to buy" (issue 18), and the sort. An absent key is "any" (newest first for the sort).
 */
export interface WorksListFilters {
  discipline?: DisciplineId;
  sizes?: readonly Size[];
  priceRanges?: readonly PriceRange[];
  colours?: readonly Colour[];
  /** Only the works that can be bought online; `false` and absent are the same: any work. */
  buyable?: boolean;
  sort?: WorkSort;
}

/** The works list state of the specification (W-01): how many works the list shows, and its filters. */
export interface WorksListState {
  loaded: number;
  filters: WorksListFilters;
}

/** What changes a works list (W-01). */
export type WorksListAction =
  /** Twenty more works. */
  | { type: 'loadMore' }
  /** Nothing loaded and no filter: the plain list starts again. */
  | { type: 'reset' }
  /** The given filters replace theirs; the others stay (`{ sizes: [] }` removes the sizes). */
  | { type: 'filter'; filters: WorksListFilters };

const SIZE_KEYS: readonly Size[] = SIZES.map((s) => s.key);
const PRICE_KEYS: readonly PriceRange[] = PRICE_RANGES.map((p) => p.key);
const COLOUR_KEYS: readonly Colour[] = COLOURS.map((c) => c.key);

/** Known values only, once each, in the order of the constants: equal filters are equal objects and URLs. */
function known<T extends string>(values: readonly T[] | undefined, allowed: readonly T[]): T[] {
  return values ? allowed.filter((item) => values.includes(item)) : [];
}

/**
 * Filters in their one canonical form: unknown values dropped, values in the constants' order, and no key for
 * "any" (no discipline, an empty list, not only the works available to buy, the newest-first sort).
 */
export function normaliseWorksFilters(filters: WorksListFilters): WorksListFilters {
  const out: WorksListFilters = {};
  if (filters.discipline !== undefined && DISCIPLINES.some((d) => d.id === filters.discipline))
    out.discipline = filters.discipline;
  const sizes = known(filters.sizes, SIZE_KEYS);
  const priceRanges = known(filters.priceRanges, PRICE_KEYS);
  const colours = known(filters.colours, COLOUR_KEYS);
  if (sizes.length) out.sizes = sizes;
  if (priceRanges.length) out.priceRanges = priceRanges;
  if (colours.length) out.colours = colours;
  if (filters.buyable === true) out.buyable = true;
  if (filters.sort && filters.sort !== 'NEWEST' && WORK_SORTS.includes(filters.sort)) out.sort = filters.sort;
  return out;
}

/** A list as it opens (W-01): the first 20 works of the filters. */
export function initialWorksListState(filters: WorksListFilters = {}): WorksListState {
  return { loaded: WORKS_PAGE_STEP, filters: normaliseWorksFilters(filters) };
}

/**
 * The works list's transitions (W-01): `loadMore` adds 20, `reset` sets `loaded` to 0 and clears the filters,
 * `filter` merges the given filters into the current ones. Pure: the state given is never changed.
 * @example worksListReducer(initialWorksListState(), { type: 'filter', filters: { sizes: ['small'] } })
 *   // { loaded: 20, filters: { sizes: ['small'] } }
 */
export function worksListReducer(state: WorksListState, action: WorksListAction): WorksListState {
  switch (action.type) {
    case 'loadMore':
      return { ...state, loaded: state.loaded + WORKS_PAGE_STEP };
    case 'reset':
      return { loaded: 0, filters: {} };
    case 'filter':
      return { ...state, filters: normaliseWorksFilters({ ...state.filters, ...action.filters }) };
    default:
      return state;
  }
}

/** Whether a filter (not the sort) narrows the list: what "clear filters" and the chips are for. */
export function hasWorksFilters(filters: WorksListFilters): boolean {
  return (
    filters.discipline !== undefined ||
    filters.buyable === true ||
    Boolean(filters.sizes?.length || filters.priceRanges?.length || filters.colours?.length)
  );
}

/** A list of values with `value` added, or removed when it is there. */
export function toggled<T extends string>(values: readonly T[] | undefined, value: T): T[] {
  const list = values ?? [];
  return list.includes(value) ? list.filter((v) => v !== value) : [...list, value];
}

/** The filters of a URL's list state on the route of a discipline (or of every discipline). */
export function filtersOfQuery(query: WorksQuery, discipline: number | null): WorksListFilters {
  return normaliseWorksFilters({
    discipline: discipline === null ? undefined : (discipline as DisciplineId),
    sizes: query.sizes,
    priceRanges: query.priceRanges,
    colours: query.colours,
    buyable: query.buyable,
    sort: query.sort,
  });
}

/** The URL list state of filters (the discipline goes to the route, see {@link filtersOfQuery}), from its first page. */
export function queryOfFilters(filters: WorksListFilters, after: string | null = null): WorksQuery {
  const f = normaliseWorksFilters(filters);
  return {
    sizes: f.sizes ? [...f.sizes] : [],
    priceRanges: f.priceRanges ? [...f.priceRanges] : [],
    colours: f.colours ? [...f.colours] : [],
    buyable: f.buyable === true,
    sort: f.sort ?? 'NEWEST',
    after,
  };
}
