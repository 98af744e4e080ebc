import { type StaticPageFields } from '@art/data';
import { StaticPageDocument } from '../documents';
import type { PageName } from '@art/routing';
import type { PageContext, PageResult } from '@art/site';

/** The static page each informative route shows (its Spanish slug; the API finds a page by either slug). */
export const STATIC_PAGE_SLUGS = {
  WhoAreWe: 'quienes-somos',
  HowToExpo: 'como-exponer',
  Informacion: 'informacion',
  Tickets: 'tickets',
} as const satisfies Partial<Record<PageName, string>>;

/** What a static or legal page shows: its title, text and, for a legal page, when it last changed. */
export interface StaticPageData {
  page: StaticPageFields;
}

/** The slug of the static page a route shows: the route table's for legal pages, else the page's own; null if none. */
export function staticSlugOf(page: Pick<PageContext, 'match' | 'lang'>): string | null {
  const route = page.match.route;
  return (
    route.staticPageSlug?.[page.lang] ?? (STATIC_PAGE_SLUGS as Partial<Record<PageName, string>>)[route.page] ?? null
  );
}

/**
 * Who we are, how to exhibit and the legal pages (legal notice, privacy, cookies, terms): the static page of the
 * route in the page's language. A page missing from the content is a 404.
 */
export async function loadStaticPage(page: PageContext): Promise<PageResult<StaticPageData> | null> {
  const slug = staticSlugOf(page);
  if (!slug) return null;
  const { getStaticPage } = await page.query(StaticPageDocument, { slug });
  if (!getStaticPage) return null;
  return { data: { page: getStaticPage } };
}
