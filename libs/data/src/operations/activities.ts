/** `Activities` and `Activity`: the fair's programme by category, and one activity. */
import { defineOperation } from '../operation';
import { IMAGE_FIELDS, PAGE_INFO_FIELDS, type ImageFields, type PageInfoFields } from './fields';

/** What an activity of the programme shows. */
export const ACTIVITY_CARD_FIELDS = 'id slug title category categoryKey shortContent place startsAt endsAt catalogPrefix url';

/** An activity of the programme. */
export type ActivityCardFields = {
  id: string;
  slug: string;
  title: string;
  /** The category's name in the request's language. */
  category: string;
  categoryKey: string;
  shortContent: string;
  place: string;
  /** ISO 8601 date and time. */
  startsAt: string;
  endsAt: string | null;
  catalogPrefix: string | null;
  url: string;
};

/** A category of activities. */
export type ActivityCategoryFields = { key: string; name: string };

/** A fair edition as the activity pages name it. */
export type ActivityCatalogFields = {
  prefix: string;
  name: string;
  venue: string | null;
  address: string | null;
  isCurrent: boolean;
  isMarket: boolean;
};

const CATALOG_FIELDS = 'prefix name venue address isCurrent isMarket';

/** Variables of {@link ACTIVITIES_PAGE}: a category (name or key) and a page of at most `first` activities. */
export type ActivitiesPageVariables = { category?: string | null; first?: number; after?: string | null };

/** Result of {@link ACTIVITIES_PAGE}. */
export type ActivitiesPageData = {
  activities: { totalCount: number; nodes: ActivityCardFields[]; pageInfo: PageInfoFields };
  activityCategories: ActivityCategoryFields[];
  catalogs: ActivityCatalogFields[];
};

/** Activities soonest first (of every edition), every category, and the editions to name them by. */
export const ACTIVITIES_PAGE = defineOperation<ActivitiesPageData, ActivitiesPageVariables>(
  'ActivitiesPage',
  `query ActivitiesPage($category: String, $first: Int = 100, $after: String) {
  activities(category: $category, first: $first, after: $after) {
    totalCount
    nodes { ${ACTIVITY_CARD_FIELDS} }
    ${PAGE_INFO_FIELDS}
  }
  activityCategories { key name }
  catalogs { ${CATALOG_FIELDS} }
}`,
);

/** An activity as its page shows it. */
export type ActivityPageActivity = ActivityCardFields & {
  /** Paragraphs separated by blank lines; plain text. */
  content: string;
  image: ImageFields | null;
};

/** Result of {@link ACTIVITY_PAGE}: null when no activity has the slug (a 404). */
export type ActivityPageData = { getActivity: ActivityPageActivity | null; catalogs: ActivityCatalogFields[] };

/** An activity by slug, with the editions (for its venue). */
export const ACTIVITY_PAGE = defineOperation<ActivityPageData, { slug: string }>(
  'ActivityPage',
  `query ActivityPage($slug: String!) {
  getActivity(slug: $slug) { ${ACTIVITY_CARD_FIELDS} content image { ${IMAGE_FIELDS} } }
  catalogs { ${CATALOG_FIELDS} }
}`,
);
