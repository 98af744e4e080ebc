import { SiteMapFairDocument, SiteMapShopDocument } from '../documents';
import { hrefFrom, type RouteKey } from '@art/routing';
import type { PageContext, PageResult } from '@art/site';
import { siteMapSections, type SiteMapSection } from './site-map-sections';

/** Items of each kind of content the site map links; the rest are a link away, on their list page. */
export const SITE_MAP_CONTENT_LIMIT = 24;

/** One kind of content: a few links, how many there are in all, and the page that lists them all. */
export interface SiteMapContent {
  key: 'artists' | 'galleries' | 'posts' | 'activities' | 'shows' | 'trends';
  totalCount: number;
  links: { id: string; label: string; url: string }[];
  /** The list page of this content; null when the links are all there is (the trends). */
  allHref: string | null;
}

export interface SiteMapPageData {
  sections: SiteMapSection[];
  content: SiteMapContent[];
}

/**
 * The SiteMap page of either site: its pages from the route table, grouped, then its content (artists and galleries
 * of the current edition or the market, posts and activities on the fair, shows and trends on the shop).
 */
export async function loadSiteMapPage(page: PageContext): Promise<PageResult<SiteMapPageData>> {
  const all = (key: RouteKey, params?: Record<string, string>) =>
    hrefFrom(page.site, key, params, page.lang, page.origins);
  const first = SITE_MAP_CONTENT_LIMIT;
  let content: SiteMapContent[];
  if (page.profile.sells) {
    const data = await page.query(SiteMapShopDocument, { catalogPrefix: page.profile.catalogPrefix, first });
    content = [
      {
        key: 'artists',
        totalCount: data.artists.totalCount,
        links: data.artists.nodes.map((n) => ({ id: n.id, label: n.fullName, url: n.url })),
        allHref: all('shop-artists'),
      },
      {
        key: 'galleries',
        totalCount: data.galleries.totalCount,
        links: data.galleries.nodes.map((n) => ({ id: n.id, label: n.comercialName, url: n.url })),
        allHref: all('shop-galleries'),
      },
      {
        key: 'shows',
        totalCount: data.expositions.totalCount,
        links: data.expositions.nodes.map((n) => ({ id: n.id, label: n.title, url: n.url })),
        allHref: all('shows'),
      },
      {
        key: 'trends',
        totalCount: data.trends.length,
        links: data.trends.map((n) => ({ id: n.id, label: n.name, url: n.url })),
        allHref: null,
      },
    ];
  } else {
    const data = await page.query(SiteMapFairDocument, { catalogPrefix: page.profile.catalogPrefix, first });
    content = [
      {
        key: 'artists',
        totalCount: data.artists.totalCount,
        links: data.artists.nodes.map((n) => ({ id: n.id, label: n.fullName, url: n.url })),
        allHref: all('artists'),
      },
      {
        key: 'galleries',
        totalCount: data.galleries.totalCount,
        links: data.galleries.nodes.map((n) => ({ id: n.id, label: n.comercialName, url: n.url })),
        allHref: all('galleries', { catalogPrefix: page.profile.catalogPrefix }),
      },
      {
        key: 'posts',
        totalCount: data.articles.totalCount,
        links: data.articles.nodes.map((n) => ({ id: n.id, label: n.title, url: n.url })),
        allHref: all('blog'),
      },
      {
        key: 'activities',
        totalCount: data.activities.totalCount,
        links: data.activities.nodes.map((n) => ({ id: n.id, label: n.title, url: n.url })),
        allHref: all('activities'),
      },
    ];
  }
  return {
    data: {
      sections: siteMapSections(page.site, page.lang, page.titles, page.origins, page.currentEdition),
      content: content.filter((c) => c.links.length > 0),
    },
  };
}
