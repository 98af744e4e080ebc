import {
  COLOURS,
  PRICE_RANGES,
  SIZES,
  WORK_SORTS,
  type Colour,
  type PriceRange,
  type Size,
  type WorkSort,
} from '@art/model';
import { cursorParam } from '@art/page-kit';

/**
 * The state of a works list that lives in the URL, so a filtered list can be shared, reloaded and navigated
 * back to: `?size=small,large&price=1000-2500&colour=blue&buyable=1&sort=PRICE_ASC&after=<cursor>`. The
 * discipline is the route itself (`/es/obras/pintura`), not a parameter.
 */
export interface WorksQuery {
  sizes: Size[];
  priceRanges: PriceRange[];
  colours: Colour[];
  /** Only the works that can be bought online ("available to buy", `canBeBoughtOnline` of `@art/model`). */
  buyable: boolean;
  sort: WorkSort;
  /** Cursor of the page to start after (the "next page" link for crawlers and JavaScript-off visitors). */
  after: string | null;
}

export const EMPTY_WORKS_QUERY: WorksQuery = Object.freeze({
  sizes: [],
  priceRanges: [],
  colours: [],
  buyable: false,
  sort: 'NEWEST',
  after: null,
}) as WorksQuery;

/** The URL parameter of each list filter. */
export const WORKS_PARAMS = {
  sizes: 'size',
  priceRanges: 'price',
  colours: 'colour',
  buyable: 'buyable',
  sort: 'sort',
  after: 'after',
} as const;

/** Longest value of one list parameter read from a URL (all 14 colours joined fit well within it). */
const MAX_PARAM_LENGTH = 200;
/** Most occurrences of one parameter read from a URL (a form without JavaScript repeats it per box ticked). */
const MAX_PARAM_VALUES = 20;

/**
 * The known values of a parameter, in the order of `allowed` (so equal filters give equal URLs), from either
 * form: `size=small,large` (the links) or `size=small&size=large` (the filter form without JavaScript).
 * Unknown, oversized and repeated values are dropped.
 */
function listOf<T extends string>(params: URLSearchParams, name: string, allowed: readonly T[]): T[] {
  const wanted = new Set(
    params
      .getAll(name)
      .slice(0, MAX_PARAM_VALUES)
      .filter((value) => value.length <= MAX_PARAM_LENGTH)
      .flatMap((value) => value.split(','))
      .map((v) => v.trim().toLowerCase()),
  );
  return allowed.filter((item) => wanted.has(item));
}

/** The value of a yes/no parameter (`buyable=1`), as the filter form's box sends it and the links write it. */
export const WORKS_PARAM_ON = '1';

/** Whether a yes/no parameter is on: `1` (or `true`) among its first values; anything else is off. */
function flagOf(params: URLSearchParams, name: string): boolean {
  return params
    .getAll(name)
    .slice(0, MAX_PARAM_VALUES)
    .some((value) => [WORKS_PARAM_ON, 'true'].includes(value.trim().toLowerCase()));
}

const SIZE_KEYS = SIZES.map((s) => s.key);
const PRICE_KEYS = PRICE_RANGES.map((p) => p.key);
const COLOUR_KEYS = COLOURS.map((c) => c.key);

/** A sort from a URL value (case ignored); newest first when absent or unknown. */
export function workSortParam(value: string | null | undefined): WorkSort {
  const sort = (value ?? '').trim().toUpperCase();
  return (WORK_SORTS as readonly string[]).includes(sort) ? (sort as WorkSort) : 'NEWEST';
}

/** The list state of a URL's search params; anything unknown or malformed is ignored, never an error. */
export function parseWorksQuery(search: URLSearchParams | string): WorksQuery {
  const params = typeof search === 'string' ? new URLSearchParams(search) : search;
  return {
    sizes: listOf(params, WORKS_PARAMS.sizes, SIZE_KEYS),
    priceRanges: listOf(params, WORKS_PARAMS.priceRanges, PRICE_KEYS),
    colours: listOf(params, WORKS_PARAMS.colours, COLOUR_KEYS),
    buyable: flagOf(params, WORKS_PARAMS.buyable),
    sort: workSortParam(params.get(WORKS_PARAMS.sort)),
    after: cursorParam(params.get(WORKS_PARAMS.after)),
  };
}

/** The search string of a list state (empty for the plain list), with a stable parameter order. */
export function worksQueryString(query: Partial<WorksQuery>): string {
  const params = new URLSearchParams();
  // Canonical order of values too, whatever order the caller gives them in.
  const sizes = SIZE_KEYS.filter((k) => query.sizes?.includes(k));
  const priceRanges = PRICE_KEYS.filter((k) => query.priceRanges?.includes(k));
  const colours = COLOUR_KEYS.filter((k) => query.colours?.includes(k));
  if (sizes.length) params.set(WORKS_PARAMS.sizes, sizes.join(','));
  if (priceRanges.length) params.set(WORKS_PARAMS.priceRanges, priceRanges.join(','));
  if (colours.length) params.set(WORKS_PARAMS.colours, colours.join(','));
  if (query.buyable === true) params.set(WORKS_PARAMS.buyable, WORKS_PARAM_ON);
  if (query.sort && query.sort !== 'NEWEST' && (WORK_SORTS as readonly string[]).includes(query.sort))
    params.set(WORKS_PARAMS.sort, query.sort);
  const after = cursorParam(query.after ?? null);
  if (after) params.set(WORKS_PARAMS.after, after);
  const text = params.toString().replace(/%2C/g, ',');
  return text ? `?${text}` : '';
}

/** The API filter of a list state on a catalogue, with the route's discipline. */
export function worksFilterOf(query: WorksQuery, catalogPrefix: string, discipline: number | undefined) {
  return {
    catalogPrefix,
    ...(discipline === undefined ? {} : { disciplines: [discipline] }),
    ...(query.sizes.length ? { sizes: query.sizes } : {}),
    ...(query.priceRanges.length ? { priceRanges: query.priceRanges } : {}),
    ...(query.colours.length ? { colours: query.colours } : {}),
    ...(query.buyable ? { buyableOnline: true } : {}),
  };
}
