import { EXPOSITION_TITLE, TREND_TITLE } from '@art/data';
import type { TitleData } from '@art/routing';
import type { PageContext, PageResult } from '@art/site';

/** What a page whose body comes later shows of its subject: a heading, and a line when there is one. */
export interface EntityPageData {
  heading: string | null;
  summary: string | null;
}

const none: PageResult<EntityPageData> = { data: { heading: null, summary: null } };

function found(heading: string, summary: string | null, title: TitleData, extra: Partial<PageResult<EntityPageData>> = {}) {
  return { data: { heading, summary }, title, ...extra };
}

/**
 * The subject of a page whose body is built in a later issue (a show, a trend): enough for its title and
 * description, and a 404 when the slug does not exist. Other pages have no subject.
 */
export async function loadEntityPage(page: PageContext): Promise<PageResult<EntityPageData> | null> {
  const slug = page.params['slug'] ?? '';
  switch (page.match.route.page) {
    case 'ExpositionPage': {
      const { getExposition: show } = await page.query(EXPOSITION_TITLE, { slug });
      if (!show) return null;
      return found(show.title, show.info || null, { expositionTitle: show.title, expositionInfo: show.info });
    }
    case 'TrendsPage': {
      const trendSlug = page.params['trendSlug'] ?? '';
      const { getTrend: trend } = await page.query(TREND_TITLE, { slug: trendSlug });
      if (!trend) return null;
      return found(trend.name, null, { trendName: trend.name }, {
        alternatesParams: { es: { trendSlug: trend.slugES }, en: { trendSlug: trend.slugEN } },
      });
    }
    default:
      return none;
  }
}
