import type { MetaDescriptor } from 'react-router';
import {
  alternates,
  fillTitle,
  isServedBy,
  siteProfile,
  type AlternatesOptions,
  type Lang,
  type RouteMatch,
  type SiteName,
  type SiteOrigins,
  type TitleData,
  type TranslateFn,
} from '@art/routing';

/** Everything a page says about itself in `<head>`: filled titles, canonical and language alternates. */
export interface PageHead {
  lang: Lang;
  title: string;
  description: string;
  /** Absolute canonical address of the page. */
  canonical: string;
  /** Absolute addresses of the page in each language (`x-default` last). */
  alternates: { hrefLang: 'es' | 'en' | 'x-default'; href: string }[];
  siteName: string;
  /** Absolute address of the page's main image, for Open Graph. */
  image: string | null;
  type: 'website' | 'article' | 'profile';
}

export interface HeadInput {
  match: RouteMatch;
  site: SiteName;
  origins: SiteOrigins;
  /** The path (and query) the page was asked at. */
  url: string;
  titleData?: TitleData | null;
  alternatesParams?: AlternatesOptions['params'];
  image?: string | null;
  type?: PageHead['type'];
  /** The page language's title texts (`titles` and `common` of `locales/`, see `titleTranslator`). */
  t: TranslateFn;
}

function absolute(origin: string, pathOrUrl: string): string {
  return /^https?:\/\//.test(pathOrUrl) ? pathOrUrl : `${origin}${pathOrUrl}`;
}

/**
 * The head of a matched page: title and description from the route's templates filled with the loaded data
 * (the default public title when data is missing), the canonical address on the site that serves the route,
 * and the same page in each language.
 */
export function buildHead(input: HeadInput): PageHead {
  const { match, site, origins, t } = input;
  const { title, description } = fillTitle(match.route, input.titleData ?? null, t, { site });
  const origin = origins[isServedBy(match.route, site) ? site : siteProfile(site).otherSite];
  const pathOnly = input.url.split(/[?#]/)[0] ?? '/';
  const found = alternates(pathOnly, { params: input.alternatesParams });
  const own = found?.[match.lang] ?? pathOnly;
  const links: PageHead['alternates'] = [];
  if (found?.es) links.push({ hrefLang: 'es', href: absolute(origin, found.es) });
  if (found?.en) links.push({ hrefLang: 'en', href: absolute(origin, found.en) });
  if (found) links.push({ hrefLang: 'x-default', href: absolute(origin, found.xDefault) });
  return {
    lang: match.lang,
    title,
    description,
    canonical: absolute(origin, own),
    alternates: links,
    siteName: t(`titles.siteName.${site}`),
    image: input.image ? absolute(origin, input.image) : null,
    type: input.type ?? 'website',
  };
}

/**
 * The head of a page that does not exist, in the language of its address. `t` is the page's `common` namespace, which
 * has the error page's title, the default description and the sites' names: this runs in the browser too, which
 * carries no other page's title (issue 14).
 */
export function notFoundHead(
  lang: Lang,
  site: SiteName,
  t: TranslateFn,
): Pick<PageHead, 'title' | 'description' | 'lang'> {
  return {
    lang,
    title: t('titles.error', { siteName: t(`titles.siteName.${site}`) }),
    description: t('descriptions.default', { siteName: t(`titles.siteName.${site}`) }),
  };
}

/** React Router `meta` descriptors of a page head. */
export function headMeta(head: PageHead | null | undefined): MetaDescriptor[] {
  if (!head) return [];
  const meta: MetaDescriptor[] = [
    { title: head.title },
    { name: 'description', content: head.description },
    { tagName: 'link', rel: 'canonical', href: head.canonical },
    ...head.alternates.map((link) => ({ tagName: 'link', rel: 'alternate', hrefLang: link.hrefLang, href: link.href })),
    { property: 'og:type', content: head.type },
    { property: 'og:site_name', content: head.siteName },
    { property: 'og:title', content: head.title },
    { property: 'og:description', content: head.description },
    { property: 'og:url', content: head.canonical },
    { property: 'og:locale', content: head.lang === 'es' ? 'es_ES' : 'en_GB' },
    { name: 'twitter:card', content: head.image ? 'summary_large_image' : 'summary' },
  ];
  if (head.image) meta.push({ property: 'og:image', content: head.image });
  return meta;
}

/** The `meta` export of every page module: the head its loader filled. */
export function pageMeta({ data }: { data: unknown }): MetaDescriptor[] {
  return headMeta((data as { head?: PageHead } | undefined)?.head);
}
