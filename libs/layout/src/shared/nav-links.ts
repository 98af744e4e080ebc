/**
 * The fixed link lists of the layout, built from the route table (no React): the mobile menus of the fair and the
 * shop (M-01, M-02) and the footer's links (FT-01…FT-03). Labels are i18n keys of `common`.
 */
import { DISCIPLINES } from '@art/model';
import {
  getRoute,
  hrefFrom,
  isServedBy,
  siteProfile,
  type Lang,
  type ParamsFor,
  type RouteKey,
  type SiteName,
} from '@art/routing';
import { SOCIAL_LINKS, TICKETS_SITE_URL, TOUR_360_URL } from '../external-links';
import type { SiteContext } from '../types';

/** One link of a list: where it goes, its label key, and how it opens. */
export interface NavLink {
  /** Stable identity (the route key, or the name of the external link). */
  readonly id: string;
  /** i18n key of the label in `common`. */
  readonly labelKey: string;
  readonly href: string;
  /** A page of the site showing the link (navigated in the app). */
  readonly internal: boolean;
  /** Opens in a new tab: other domains (FT-03), the privacy and terms pages. */
  readonly newTab: boolean;
  /** Sub-links shown by the entry's dropdown. */
  readonly children?: readonly NavLink[];
}

/**
 * The catalogue of the galleries links of the mobile menu (M-03: `/es/galerias/am25`) and the footer: the current
 * edition, as the API flags it. The specification's footer example (FT-01, decision T1) named `/es/galerias/am21`; a
 * fixed edition sends visitors to an old one once a new edition opens, so both follow the current one.
 */
const galleriesParams = (ctx: SiteContext) => ({
  catalogPrefix: siteProfile('fair', ctx.currentEdition).catalogPrefix,
});

/** The slug of the "who we are" post in each language (FT-02, decision T10). */
export const WHO_WE_ARE_POST_SLUG: Readonly<Record<Lang, string>> = { es: 'quienes-somos', en: 'who-we-are' };

function route<K extends RouteKey>(
  ctx: SiteContext,
  key: K,
  labelKey: string,
  params?: ParamsFor<K>,
  children?: NavLink[],
): NavLink {
  const link: NavLink = {
    id: key,
    labelKey,
    href: hrefFrom(ctx.site, key, params, ctx.lang, ctx.origins),
    internal: isServedBy(getRoute(key), ctx.site),
    newTab: getRoute(key).opensInNewTab,
  };
  return children && children.length > 0 ? { ...link, children } : link;
}

function external(id: string, labelKey: string, url: string): NavLink {
  return { id, labelKey, href: url, internal: false, newTab: true };
}

/** The disciplines' works lists of a site, as sub-links of "works". */
function disciplineLinks(ctx: SiteContext): NavLink[] {
  const prefix = siteProfile(ctx.site).keys.worksPrefix;
  return DISCIPLINES.map(({ key }) => route(ctx, `${prefix}-${key}` as RouteKey, `disciplines.${key}`));
}

/**
 * The mobile menu of a site, in the specification's order. Fair (M-01): galleries, artists, works, information,
 * activities, sponsors, press, newsletter, the 360 tour, shows, blog. Shop (M-02): works, artists, shows, galleries,
 * blog, newsletter, the 360 tour, back to the fair. Works, information, sponsors and press have dropdowns.
 */
export function mobileMenuLinks(ctx: SiteContext): NavLink[] {
  return MOBILE_MENUS[ctx.site](ctx);
}

const tour = external('tour-360', 'menu.tour360', TOUR_360_URL);

/** Each site's mobile menu, in the specification's order. */
const MOBILE_MENUS: Readonly<Record<SiteName, (ctx: SiteContext) => NavLink[]>> = {
  fair: (ctx) => [
    route(ctx, 'galleries', 'menu.galleries', galleriesParams(ctx)),
    route(ctx, 'artists', 'menu.artists'),
    route(ctx, 'works', 'menu.works', {}, disciplineLinks(ctx)),
    route(ctx, 'visitor-info', 'menu.information', {}, [
      route(ctx, 'tickets', 'menu.tickets'),
      route(ctx, 'faq', 'menu.faq'),
      route(ctx, 'who-we-are', 'menu.whoWeAre'),
    ]),
    route(ctx, 'activities', 'menu.activities'),
    route(ctx, 'sponsors', 'menu.sponsors', {}, [route(ctx, 'sponsors-collaborate', 'menu.collaborate')]),
    route(ctx, 'press', 'menu.press', {}, [route(ctx, 'press-contact', 'menu.pressContact')]),
    route(ctx, 'newsletter', 'menu.newsletter'),
    tour,
    route(ctx, 'shows', 'menu.shows'),
    route(ctx, 'blog', 'menu.blog'),
  ],
  shop: (ctx) => [
    route(ctx, 'shop-works', 'menu.works', {}, disciplineLinks(ctx)),
    route(ctx, 'shop-artists', 'menu.artists'),
    route(ctx, 'shows', 'menu.shows'),
    route(ctx, 'shop-galleries', 'menu.galleries'),
    route(ctx, 'blog', 'menu.blog'),
    route(ctx, 'newsletter', 'menu.newsletter'),
    tour,
    { ...route(ctx, 'home', 'menu.backToFair'), id: 'back-to-fair' },
  ],
};

/** The primary links of the wide header of a site when the menu data gives none of its own. */
export function primaryLinks(ctx: SiteContext): NavLink[] {
  return mobileMenuLinks(ctx).filter((link) => !link.newTab && link.id !== 'back-to-fair' && link.id !== 'newsletter');
}

/** The footer's link groups (FT-01…FT-03). */
export interface FooterLinks {
  /** The fair: information, galleries, artists, works, activities, sponsors, press, contact, other editions, photo view. */
  readonly fair: readonly NavLink[];
  /** Services and language-dependent pages: newsletter, FAQ, site map, who we are, apply and show, tickets, the 360 tour. */
  readonly more: readonly NavLink[];
  /** Legal pages: legal notice, privacy, cookies, terms (privacy and terms open in a new tab). */
  readonly legal: readonly NavLink[];
  /** The three social networks. */
  readonly social: readonly NavLink[];
}

/**
 * Every link of the footer. Internal links follow the route table (the shop links to its own FAQ and site map, to
 * the fair's pages by absolute address); galleries go to the current edition's.
 */
export function footerLinks(ctx: SiteContext): FooterLinks {
  const { keys } = siteProfile(ctx.site);
  return {
    fair: [
      route(ctx, 'visitor-info', 'menu.information'),
      route(ctx, 'galleries', 'menu.galleries', galleriesParams(ctx)),
      route(ctx, 'artists', 'menu.artists'),
      route(ctx, 'works', 'menu.works'),
      route(ctx, 'activities', 'menu.activities'),
      route(ctx, 'sponsors', 'menu.sponsors'),
      route(ctx, 'press', 'menu.press'),
      route(ctx, 'contact', 'menu.contact'),
      route(ctx, 'other-editions', 'menu.otherEditions'),
      route(ctx, 'photoview', 'menu.photoView'),
    ],
    more: [
      route(ctx, 'newsletter', 'menu.newsletter'),
      route(ctx, keys.faq, 'menu.faq'),
      route(ctx, keys.siteMap, 'menu.siteMap'),
      { ...route(ctx, 'post', 'menu.whoWeAre', { slug: WHO_WE_ARE_POST_SLUG[ctx.lang] }), id: 'who-we-are-post' },
      route(ctx, 'how-to-expo', 'menu.applyAndShow'),
      external('tickets-site', 'menu.tickets', TICKETS_SITE_URL),
      external('tour-360', 'menu.tour360', TOUR_360_URL),
    ],
    legal: [
      route(ctx, 'legal-notice', 'menu.legalNotice'),
      route(ctx, 'privacy', 'menu.privacy'),
      route(ctx, 'cookies', 'menu.cookies'),
      route(ctx, 'terms', 'menu.terms'),
    ],
    social: SOCIAL_LINKS.map((link) => external(link.network, `footer.${link.network}`, link.url)),
  };
}
