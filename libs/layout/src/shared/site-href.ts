import { resolveLink } from '@art/routing';
import type { SiteContext } from '../types';

/**
 * An address from data (a search result, a last-seen work) as a link of the site showing it: an address on this
 * site's origin becomes its path, navigated in the app when the site serves it; anything else stays a plain link.
 */
export function siteHref(url: string, ctx: SiteContext): { href: string; internal: boolean } {
  const origin = ctx.origins[ctx.site].replace(/\/+$/, '');
  const path = origin !== '' && url.startsWith(`${origin}/`) ? url.slice(origin.length) : url;
  if (path.startsWith('/') && !path.startsWith('//')) {
    const resolved = resolveLink(path, ctx.lang, { site: ctx.site, origins: ctx.origins });
    return { href: resolved.href, internal: resolved.kind === 'internal' };
  }
  return { href: url, internal: false };
}
