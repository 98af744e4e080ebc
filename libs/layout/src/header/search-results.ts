/** Turning the API's search results into links of the site showing them. */
import type { SearchResultFields } from '../documents';
import { normalizeSearchText, SEARCH_MAX_RESULTS } from '@art/model';
import { isSafeHref } from '@art/ui';
import { siteHref } from '../shared/site-href';
import { SEARCH_MAX_CHARS, SEARCH_MIN_CHARS } from '../shared/timings';
import type { SiteContext } from '../types';

/** One search result ready to render. */
export interface SearchResultLink {
  readonly text: string;
  readonly href: string;
  readonly internal: boolean;
  readonly image: string | null;
  /** What the result is: work, artist, gallery or exposition (an artist without a picture shows a monogram). */
  readonly kind: string;
}

/**
 * The text the search sends (SE-03, T24): trimmed, at most 100 characters, without accents, lower-case; empty when
 * shorter than 2 characters (no call then).
 * @example searchQueryText('  Fotografía ') // 'fotografia'
 */
export function searchQueryText(typed: string): string {
  const normalized = normalizeSearchText(String(typed ?? '').slice(0, SEARCH_MAX_CHARS));
  return normalized.length >= SEARCH_MIN_CHARS ? normalized : '';
}

/**
 * The results as links, at most 9 (SE-02): an address on this site's origin becomes a path navigated in the app;
 * an unsafe address (`javascript:`…) or an empty text drops the result.
 */
export function searchResultLinks(
  results: readonly SearchResultFields[] | null | undefined,
  ctx: SiteContext,
): SearchResultLink[] {
  if (!Array.isArray(results)) return [];
  const links: SearchResultLink[] = [];
  for (const result of results) {
    if (links.length >= SEARCH_MAX_RESULTS) break;
    const text = typeof result?.text === 'string' ? result.text.trim() : '';
    const url = typeof result?.url === 'string' ? result.url.trim() : '';
    if (text === '' || url === '' || !isSafeHref(url)) continue;
    const image =
      typeof result.image === 'string' && result.image.trim() !== '' && isSafeHref(result.image)
        ? result.image.trim()
        : null;
    const kind = typeof result.kind === 'string' ? result.kind : '';
    links.push({ text, ...siteHref(url, ctx), image, kind });
  }
  return links;
}
