/**
 * What any component of a page reads of the page it is in: the root route's data, the language, the site, links by
 * route key. Apart from the document so that the shell's parts (the cart, the marks, the page frame) read them without
 * importing the document that composes them.
 */
import { useLocation, useRouteLoaderData } from 'react-router';
import {
  hrefFrom,
  languageOf,
  siteProfile,
  type HrefOptions,
  type Lang,
  type ParamsFor,
  type RouteKey,
  type SiteName,
  type SiteProfile,
} from '@art/routing';
import type { RootData } from './loaders';

/** The root route's data, when it loaded (not inside an error raised by the root loader itself). */
export function useRootData(): RootData | undefined {
  return useRouteLoaderData('root') as RootData | undefined;
}

/** The language of the page being shown: the root's, else the address's. */
export function usePageLang(): Lang {
  const root = useRootData();
  const location = useLocation();
  return root?.lang ?? languageOf(location.pathname);
}

/**
 * Links by route key from the page being shown: a path on this site, or an absolute address when the other
 * site serves the route.
 * @example const link = useLink(); <a href={link('tickets')}>…</a>
 */
export function useLink() {
  const root = useRootData();
  const lang = usePageLang();
  const site: SiteName = root?.site ?? 'fair';
  const origins = root?.origins ?? { fair: '', shop: '' };
  return <K extends RouteKey>(key: K, params?: ParamsFor<K>, options?: HrefOptions) =>
    hrefFrom(site, key, params, lang, origins, options);
}

/** The site rendering the page. */
export function useSite(): SiteName {
  return useRootData()?.site ?? 'fair';
}

/** What differs between the sites, for the site rendering the page (see `SiteProfile`), with the fair's current edition. */
export function useSiteProfile(): SiteProfile {
  const root = useRootData();
  return siteProfile(root?.site ?? 'fair', root?.currentEdition);
}
