import { type ActivityCatalogFields } from '@art/data';
import { ActivityPageDocument, type ActivityPageActivity } from '../documents';
import type { PageContext, PageResult } from '@art/site';

export interface ActivityPageData {
  activity: ActivityPageActivity;
  /** The edition the activity belongs to (its venue and address), when it has one. */
  catalog: ActivityCatalogFields | null;
}

/**
 * The `.ics` address of an activity, served by the API through the site's `/api` proxy, in a language.
 * @example activityCalendarHref('visita-guiada', 'en') // '/api/activities/visita-guiada.ics?lang=en'
 */
export function activityCalendarHref(slug: string, lang: string): string {
  return `/api/activities/${encodeURIComponent(slug)}.ics?lang=${encodeURIComponent(lang)}`;
}

/**
 * An activity by its slug in either language, with its edition; unknown is a 404. Reached by the other language's
 * slug, the page moves to its own (the alternates carry each language's slug).
 */
export async function loadActivityPage(page: PageContext): Promise<PageResult<ActivityPageData> | null> {
  const { getActivity: activity, catalogs } = await page.query(ActivityPageDocument, {
    slug: page.params['slug'] ?? '',
  });
  if (!activity) return null;
  return {
    data: { activity, catalog: catalogs.find((c) => c.prefix === activity.catalogPrefix) ?? null },
    title: { activityTitle: activity.title, activityCategory: activity.category },
    alternatesParams: { es: { slug: activity.slugES }, en: { slug: activity.slugEN } },
    image: activity.image?.url ?? null,
  };
}
