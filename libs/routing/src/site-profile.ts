import { CURRENT_CATALOG_PREFIX, MARKET_CATALOG_PREFIX } from '@art/model';
import type { RouteKey, SiteName } from './route-table';

/**
 * What differs between the two sites that share pages, in one place: a shared page reads its site's profile
 * (`useSiteProfile()` in a component, `page.profile` in a loader) instead of asking which site it is on.
 */
export interface SiteProfile {
  readonly site: SiteName;
  /** The other site: where an address this site does not serve is sent. */
  readonly otherSite: SiteName;
  /**
   * The catalogue whose works the site lists, searches and asks about: the fair's current edition (the one the back
   * office made current; `CURRENT_CATALOG_PREFIX` until the API has said which) or the Market.
   */
  readonly catalogPrefix: string;
  /** The shop sells: its works lead to the cart, its account has orders, its home is a shop window. */
  readonly sells: boolean;
  /** The fair has editions: galleries by edition with their stands, the dates of the fair, its activities. */
  readonly editions: boolean;
  /** The translation context of the texts that differ between the sites (`intro` → `intro_shop` on the shop). */
  readonly textContext: SiteName;
  /** The home's lists: how many newest works, and the category of its posts (all on the fair, products on the shop). */
  readonly home: { readonly works: number; readonly articleCategory: string | null };
  /** Each site's own route of the pages both have. */
  readonly keys: {
    readonly home: RouteKey;
    readonly works: RouteKey;
    readonly worksPrefix: 'works' | 'shop-works';
    readonly artists: RouteKey;
    readonly galleries: RouteKey;
    readonly gallery: RouteKey;
    readonly galleryContact: RouteKey;
    readonly faq: RouteKey;
    readonly siteMap: RouteKey;
    /** The search results page. */
    readonly search: RouteKey;
  };
}

export const SITE_PROFILES: Readonly<Record<SiteName, SiteProfile>> = {
  fair: {
    site: 'fair',
    otherSite: 'shop',
    catalogPrefix: CURRENT_CATALOG_PREFIX,
    sells: false,
    editions: true,
    textContext: 'fair',
    home: { works: 8, articleCategory: null },
    keys: {
      home: 'home',
      works: 'works',
      worksPrefix: 'works',
      artists: 'artists',
      galleries: 'galleries',
      gallery: 'gallery',
      galleryContact: 'gallery-contact',
      faq: 'faq',
      siteMap: 'site-map',
      search: 'search',
    },
  },
  shop: {
    site: 'shop',
    otherSite: 'fair',
    catalogPrefix: MARKET_CATALOG_PREFIX,
    sells: true,
    editions: false,
    textContext: 'shop',
    home: { works: 12, articleCategory: 'product' },
    keys: {
      home: 'shop-home',
      works: 'shop-works',
      worksPrefix: 'shop-works',
      artists: 'shop-artists',
      galleries: 'shop-galleries',
      gallery: 'shop-gallery',
      galleryContact: 'shop-gallery-contact',
      faq: 'shop-faq',
      siteMap: 'shop-site-map',
      search: 'shop-search',
    },
  },
};

const withEdition = new Map<string, SiteProfile>();

/**
 * The profile of a site; on the fair, whose catalogue is its current edition, with `currentEdition` as its catalogue
 * when given (the prefix the API flags current, read by the site server). The same object for the same arguments.
 * @example siteProfile('fair', 'AM26').catalogPrefix // 'AM26'
 */
export function siteProfile(site: SiteName, currentEdition?: string | null): SiteProfile {
  const profile = SITE_PROFILES[site];
  if (!profile.editions || !currentEdition || currentEdition === profile.catalogPrefix) return profile;
  const key = `${site}:${currentEdition}`;
  let kept = withEdition.get(key);
  if (!kept) {
    kept = { ...profile, catalogPrefix: currentEdition };
    withEdition.set(key, kept);
  }
  return kept;
}
