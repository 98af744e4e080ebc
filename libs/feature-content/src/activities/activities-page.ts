import { type ActivityCardFields, type ActivityCatalogFields, type ImageFields } from '@art/data';
import { ActivitiesPageDocument, type ActivityCategoryFields } from '../documents';
import { CURRENT_CATALOG_PREFIX, MAX_PAGE_SIZE, slugify } from '@art/model';
import type { PageContext, PageResult } from '@art/site';
import { dayKey } from '@art/page-kit';
import type { PageInfo } from '@art/page-kit';

/** Activities one page of the programme holds: a whole fair's programme fits in one. */
export const ACTIVITIES_PAGE_SIZE = MAX_PAGE_SIZE;
const MAX_CATEGORY_LENGTH = 60;
const MAX_CURSOR_LENGTH = 512;

/** The programme's state in the URL: `?category=charlas&after=<cursor>`. */
export interface ActivitiesQuery {
  /** A category's slug in the page's language (or its key, the slug of its Spanish name), or null for every one. */
  category: string | null;
  after: string | null;
}

/** The programme's state of a URL's search params; anything malformed is ignored, never an error. */
export function parseActivitiesQuery(search: URLSearchParams | string): ActivitiesQuery {
  const params = typeof search === 'string' ? new URLSearchParams(search) : search;
  const category = slugify((params.get('category') ?? '').slice(0, MAX_CATEGORY_LENGTH));
  const after = params.get('after');
  return {
    category: category || null,
    after: after && after.length <= MAX_CURSOR_LENGTH && /^[A-Za-z0-9_-]+$/.test(after) ? after : null,
  };
}

/** The search string of a programme state (empty for the whole programme). */
export function activitiesQueryString(query: Partial<ActivitiesQuery>): string {
  const params = new URLSearchParams();
  if (query.category) params.set('category', query.category);
  if (query.after) params.set('after', query.after);
  const value = params.toString();
  return value ? `?${value}` : '';
}

/** An activity of the programme: its card's fields and its picture (`null` without one). */
export type ActivityListItem = ActivityCardFields & { image?: ImageFields | null };

/** The activities of one Madrid calendar day, in their order. */
export interface ActivityDay {
  /** `YYYY-MM-DD`. */
  day: string;
  /** The first activity's start, to name the day. */
  startsAt: string;
  activities: ActivityListItem[];
}

/** Activities (soonest first) grouped by their Madrid day, keeping the order. */
export function groupByDay(activities: readonly ActivityListItem[]): ActivityDay[] {
  const days: ActivityDay[] = [];
  for (const activity of activities) {
    const day = dayKey(activity.startsAt);
    const last = days[days.length - 1];
    if (last && last.day === day) last.activities.push(activity);
    else days.push({ day, startsAt: activity.startsAt, activities: [activity] });
  }
  return days;
}

/** The programme split for the page: the current edition's days first, then every other activity's days. */
export function programmeOf(activities: readonly ActivityListItem[], currentPrefix: string) {
  return {
    current: groupByDay(activities.filter((a) => a.catalogPrefix === currentPrefix)),
    other: groupByDay(activities.filter((a) => a.catalogPrefix !== currentPrefix)),
  };
}

export interface ActivitiesPageData {
  activities: ActivityListItem[];
  totalCount: number;
  pageInfo: PageInfo;
  categories: ActivityCategoryFields[];
  /** The category of the URL when it exists (an unknown one shows every activity). */
  category: ActivityCategoryFields | null;
  after: string | null;
  /** The current edition (the catalogue marked current, else the configured one). */
  current: ActivityCatalogFields | null;
  currentPrefix: string;
}

/**
 * The fair's activities soonest first, of the URL's category, with every category for the filter. An unknown
 * category or a refused cursor shows the whole programme instead of an error.
 */
export async function loadActivitiesPage(page: PageContext): Promise<PageResult<ActivitiesPageData>> {
  const query = parseActivitiesQuery(page.url.searchParams);
  const run = (q: ActivitiesQuery) =>
    page.query(ActivitiesPageDocument, { category: q.category, first: ACTIVITIES_PAGE_SIZE, after: q.after });
  let shown = query;
  let result = await run(query).catch((error: unknown) => {
    if (!query.after) throw error;
    shown = { ...query, after: null };
    return run(shown);
  });
  // The address names a category by its slug in the page's language, or by its key (older, or the other language's).
  let category = shown.category
    ? (result.activityCategories.find((c) => c.slug === shown.category || c.key === shown.category) ?? null)
    : null;
  if (shown.category && !category) {
    shown = { category: null, after: null };
    result = await run(shown);
    category = null;
  }
  const current = result.catalogs.find((c) => c.isCurrent && !c.isMarket) ?? null;
  return {
    data: {
      activities: result.activities.nodes,
      totalCount: result.activities.totalCount,
      pageInfo: result.activities.pageInfo,
      categories: result.activityCategories,
      category,
      after: shown.after,
      current,
      currentPrefix: current?.prefix ?? CURRENT_CATALOG_PREFIX,
    },
  };
}
