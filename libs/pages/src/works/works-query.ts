import { COLOURS, PRICE_RANGES, SIZES, WORK_SORTS, type Colour, type PriceRange, type Size, type WorkSort } from '@art/model';

/**
 * The state of a works list that lives in the URL, so a filtered list can be shared, reloaded and navigated
 * back to: `?size=small,large&price=1000-2500&colour=blue&sort=PRICE_ASC&after=<cursor>`. The discipline is
 * the route itself (`/es/obras/pintura`), not a parameter.
 */
export interface WorksQuery {
  sizes: Size[];
  priceRanges: PriceRange[];
  colours: Colour[];
  sort: WorkSort;
  /** Cursor of the page to start after (the "next page" link for crawlers and JavaScript-off visitors). */
  after: string | null;
}

export const EMPTY_WORKS_QUERY: WorksQuery = Object.freeze({ sizes: [], priceRanges: [], colours: [], sort: 'NEWEST', after: null }) as WorksQuery;

/** Longest cursor accepted from a URL; the API checks its content. */
const MAX_CURSOR_LENGTH = 512;

function listOf<T extends string>(value: string | null, allowed: readonly T[]): T[] {
  if (!value) return [];
  const wanted = new Set(value.split(',').map((v) => v.trim()));
  // The order of `allowed`, so equal filters give equal URLs; unknown values are dropped.
  return allowed.filter((item) => wanted.has(item));
}

/** The list state of a URL's search params; anything unknown or malformed is ignored, never an error. */
export function parseWorksQuery(search: URLSearchParams | string): WorksQuery {
  const params = typeof search === 'string' ? new URLSearchParams(search) : search;
  const sort = params.get('sort');
  const after = params.get('after');
  return {
    sizes: listOf(params.get('size'), SIZES.map((s) => s.key)),
    priceRanges: listOf(params.get('price'), PRICE_RANGES.map((p) => p.key)),
    colours: listOf(params.get('colour'), COLOURS.map((c) => c.key)),
    sort: (WORK_SORTS as readonly string[]).includes(sort ?? '') ? (sort as WorkSort) : 'NEWEST',
    after: after && after.length <= MAX_CURSOR_LENGTH && /^[A-Za-z0-9_-]+$/.test(after) ? after : null,
  };
}

/** The search string of a list state (empty for the plain list), with a stable parameter order. */
export function worksQueryString(query: Partial<WorksQuery>): string {
  const params = new URLSearchParams();
  if (query.sizes?.length) params.set('size', query.sizes.join(','));
  if (query.priceRanges?.length) params.set('price', query.priceRanges.join(','));
  if (query.colours?.length) params.set('colour', query.colours.join(','));
  if (query.sort && query.sort !== 'NEWEST') params.set('sort', query.sort);
  if (query.after) params.set('after', query.after);
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
  };
}
