/**
 * Absolute addresses of catalogue and content pages, built from the route table of `@art/routing`
 * and placed on the origin of the site that serves them (fair or shop).
 */
import { MARKET_CATALOG_PREFIX, type Language } from '@art/model';
import { href, type SiteName, type SiteOrigins } from '@art/routing';

export type { SiteName, SiteOrigins };

/** The origins of both sites from the API configuration. */
export function originsOf(config: { fairOrigin: string; shopOrigin: string }): SiteOrigins {
  return { fair: config.fairOrigin, shop: config.shopOrigin };
}

/**
 * The site that shows a catalogue: the market catalogue is the shop, every fair edition the fair.
 * @example siteOfCatalog('am25') // 'fair'
 */
export function siteOfCatalog(prefix: string): SiteName {
  return prefix.toUpperCase() === MARKET_CATALOG_PREFIX ? 'shop' : 'fair';
}

function on(origins: SiteOrigins | undefined, site: SiteName, path: string): string {
  return origins ? `${origins[site].replace(/\/+$/, '')}${path}` : path;
}

/**
 * A work's page on a site; `expoSlug` (shop only) opens it inside a show.
 * @example workUrl({ artistSlug: 'ana-lopez', slug: 'azul' }, 'shop', 'en', origins) // 'https://shop…/en/shop/work/ana-lopez/azul'
 */
export function workUrl(
  work: { artistSlug: string; slug: string; expoSlug?: string | null },
  site: SiteName,
  lang: Language,
  origins: SiteOrigins,
): string {
  const path =
    site === 'shop'
      ? href('shop-work', { artistSlug: work.artistSlug, slug: work.slug, expoSlug: work.expoSlug ?? undefined }, lang)
      : href('work', { artistSlug: work.artistSlug, slug: work.slug }, lang);
  return on(origins, site, path);
}

/** An artist's page on a site. */
export function artistUrl(slug: string, site: SiteName, lang: Language, origins: SiteOrigins): string {
  return on(origins, site, site === 'shop' ? href('shop-artist', { slug }, lang) : href('artist', { slug }, lang));
}

/** A gallery's page on a site. */
export function galleryUrl(slug: string, site: SiteName, lang: Language, origins: SiteOrigins): string {
  return on(origins, site, site === 'shop' ? href('shop-gallery', { slug }, lang) : href('gallery', { slug }, lang));
}

/** A show's page; shows live on the shop only. */
export function showUrl(slug: string, lang: Language, origins: SiteOrigins): string {
  return on(origins, 'shop', href('show', { slug }, lang));
}

/** A trend's page (shop only), by its slug in the language of the link. */
export function trendUrl(trendSlug: string, lang: Language, origins: SiteOrigins): string {
  return on(origins, 'shop', href('trends', { trendSlug }, lang));
}

/**
 * A post's page on the fair site: absolute with `origins`, otherwise the path.
 * @example articleUrl('quienes-somos', 'es') // '/es/post/quienes-somos'
 */
export function articleUrl(slug: string, lang: Language, origins?: SiteOrigins): string {
  return on(origins, 'fair', href('post', { slug }, lang));
}

/**
 * An activity's page on the fair site: absolute with `origins`, otherwise the path.
 * @example activityUrl('visita-guiada', 'en') // '/en/activity/visita-guiada'
 */
export function activityUrl(slug: string, lang: Language, origins?: SiteOrigins): string {
  return on(origins, 'fair', href('activity', { slug }, lang));
}

/**
 * The fair site's page that sets a new password with a reset link's token, absolute, percent-encoded as browsers
 * send it.
 * @example resetPasswordUrl('abc', 'es', origins) // 'http://localhost:4200/es/establecer-contrase%C3%B1a/abc'
 */
export function resetPasswordUrl(token: string, lang: Language, origins: SiteOrigins): string {
  return on(origins, 'fair', href('reset-password', { token }, lang));
}
