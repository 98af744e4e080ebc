import {
  ACTIVITY_TITLE,
  ARTICLE_TITLE,
  CATALOG_PREFIXES,
  EXPOSITION_TITLE,
  GALLERY_TITLE,
  TREND_TITLE,
  WORK_TITLE,
} from '@art/data';
import { CURRENT_CATALOG_PREFIX, HIDDEN_WORK_STATE, MARKET_CATALOG_PREFIX } from '@art/model';
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
 * The subject of a page whose body is built in a later issue (a gallery, a post, an activity, a show, a trend, a
 * work's contact page, the galleries of an edition): enough for its title and description, and a 404 when the
 * slug or catalogue does not exist. Other pages have no subject.
 */
export async function loadEntityPage(page: PageContext): Promise<PageResult<EntityPageData> | null> {
  const slug = page.params['slug'] ?? '';
  switch (page.match.route.page) {
    case 'GalleryPage':
    case 'GalleryContact': {
      const { getGallery: gallery } = await page.query(GALLERY_TITLE, { slug, catalogPrefix: null });
      if (!gallery) return null;
      return found(gallery.comercialName, gallery.address.fullAddress || null, {
        galleryName: gallery.comercialName,
        galleryAddress: gallery.address.fullAddress,
      });
    }
    case 'Post': {
      const { getArticle: article } = await page.query(ARTICLE_TITLE, { slug });
      if (!article) return null;
      return found(article.title, article.shortContent || null, { articleTitle: article.title, articleSummary: article.shortContent }, {
        alternatesParams: { es: { slug: article.slugES }, en: { slug: article.slugEN } },
        type: 'article',
      });
    }
    case 'Activity': {
      const { getActivity: activity } = await page.query(ACTIVITY_TITLE, { slug });
      if (!activity) return null;
      return found(activity.title, activity.category, { activityTitle: activity.title, activityCategory: activity.category });
    }
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
    case 'VisibilityContact': {
      if (!page.params['slug']) return none;
      const catalogPrefix = page.site === 'shop' ? MARKET_CATALOG_PREFIX : CURRENT_CATALOG_PREFIX;
      const { getWork: work } = await page.query(WORK_TITLE, { slug, catalogPrefix });
      if (!work || work.artist.slug !== page.params['artistSlug'] || work.workState === HIDDEN_WORK_STATE) return null;
      return found(work.title, work.artist.fullName, { workTitle: work.title, artistFullName: work.artist.fullName });
    }
    case 'Galleries': {
      const prefix = page.params['catalogPrefix'];
      if (!prefix) return none;
      const { catalogs } = await page.query(CATALOG_PREFIXES, {});
      if (!catalogs.some((c) => c.prefix === prefix.toUpperCase() && !c.isMarket)) return null;
      return found(prefix.toUpperCase(), null, { catalogPrefix: prefix.toUpperCase() });
    }
    default:
      return none;
  }
}
