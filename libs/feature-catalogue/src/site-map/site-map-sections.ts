import {
  fillTitle,
  getRoute,
  homeSiteOf,
  hrefFrom,
  listedRoutes,
  siteProfile,
  type Lang,
  type RouteKey,
  type SiteName,
  type SiteOrigins,
  type TranslateFn,
} from '@art/routing';

/** One link of the site map: a page's name and address. */
export interface SiteMapLinkData {
  key: string;
  /** The page's name; null for a home page, which the view names itself. */
  label: string | null;
  href: string;
  /** The site of the page (the other site's pages are absolute addresses). */
  site: SiteName;
}

/** A group of pages under a heading (`siteMap.sections.<key>` in `info.json`). */
export interface SiteMapSection {
  key: string;
  links: SiteMapLinkData[];
}

/**
 * The groups of each site's pages, by route key; a listed route of the site that none names still appears, under
 * `more`, so a route added to the table is never missing from the page. `otherSite` links the other site.
 */
const SECTIONS: Record<SiteName, readonly { key: string; routes: readonly RouteKey[] }[]> = {
  fair: [
    {
      key: 'fair',
      routes: [
        'home',
        'who-we-are',
        'visitor-info',
        'tickets',
        'invitations',
        'other-editions',
        'photoview',
        'how-to-expo',
      ],
    },
    {
      key: 'catalogue',
      routes: ['artists', 'galleries', 'works', 'works-painting', 'works-photo', 'works-sculpture', 'works-paper'],
    },
    { key: 'news', routes: ['blog', 'activities', 'sponsors', 'press'] },
    { key: 'services', routes: ['contact', 'newsletter', 'faq', 'sponsors-collaborate', 'press-contact', 'site-map'] },
    { key: 'legal', routes: ['legal-notice', 'privacy', 'cookies', 'terms'] },
    { key: 'otherSite', routes: ['shop-home', 'shop-site-map'] },
  ],
  shop: [
    {
      key: 'shop',
      routes: [
        'shop-home',
        'shop-works',
        'shop-works-painting',
        'shop-works-photo',
        'shop-works-sculpture',
        'shop-works-paper',
        'shop-artists',
        'shop-galleries',
        'shows',
      ],
    },
    { key: 'services', routes: ['shop-faq', 'shop-site-map'] },
    { key: 'otherSite', routes: ['home', 'contact', 'legal-notice', 'privacy', 'cookies', 'terms', 'site-map'] },
  ],
};

/**
 * A page's name from its title template (the page titles' `t` of the page language): the title without the name of
 * the page's site, `null` for a home page, whose title is a slogan.
 * @example routeLabel('artists', t) // 'Artistas'
 */
export function routeLabel(key: RouteKey, t: TranslateFn, data: { catalogPrefix?: string } = {}): string | null {
  const route = getRoute(key);
  const own = homeSiteOf(route);
  const title = fillTitle(route, data, t, { site: own }).title;
  const suffix = ` | ${t(`titles.siteName.${own}`)}`;
  return title.endsWith(suffix) ? title.slice(0, -suffix.length) : null;
}

/**
 * The site map's groups of pages of a site in a language: every parameterless public route of the site (and the
 * galleries of the current edition), grouped, with their names (`t`: the page titles of `lang`); pages of the other
 * site as absolute addresses.
 */
export function siteMapSections(
  site: SiteName,
  lang: Lang,
  t: TranslateFn,
  origins: SiteOrigins,
  currentEdition?: string | null,
): SiteMapSection[] {
  const listed = new Set<string>(listedRoutes(site).map((r) => r.key));
  // The galleries route's params: the current edition's list.
  const params = (key: RouteKey) =>
    key === 'galleries' ? { catalogPrefix: siteProfile('fair', currentEdition).catalogPrefix } : undefined;
  const link = (key: RouteKey): SiteMapLinkData => ({
    key,
    label: routeLabel(key, t, params(key)),
    href: hrefFrom(site, key, params(key), lang, origins),
    site: homeSiteOf(getRoute(key)),
  });
  const sections = SECTIONS[site].map((section) => {
    for (const key of section.routes) listed.delete(key);
    return { key: section.key, links: section.routes.map(link) };
  });
  const more = [...listed].map((key) => link(key as RouteKey));
  return more.length > 0 ? [...sections, { key: 'more', links: more }] : sections;
}
