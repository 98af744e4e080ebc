import { NEWS_CATEGORIES, type Language, type NewsCategory } from '@art/model';

/**
 * The state of the blog list that lives in the URL (N-02: init, search, change category, clear), so a filtered
 * list renders on the server, can be shared and reloaded, and the browser's back button returns to it:
 * `?q=pintura&category=obras&after=<cursor>` (`?q=painting&category=works` on the English page).
 */
export interface BlogQuery {
  /** The search text as stored (T24): without accents, spaces collapsed; empty for no search. */
  text: string;
  /** A news category key, or null for every category. */
  category: NewsCategory | null;
  /** Cursor of the page to start after (the "next page" link for crawlers and JavaScript-off visitors). */
  after: string | null;
}

/** The plain list: every category, no search, first page (the `init` state). */
export const EMPTY_BLOG_QUERY: BlogQuery = Object.freeze({ text: '', category: null, after: null }) as BlogQuery;

/** Longest search text kept, as the API's text search accepts. */
export const BLOG_TEXT_MAX_LENGTH = 100;
/** Longest cursor accepted from a URL; the API checks its content. */
const MAX_CURSOR_LENGTH = 512;

/**
 * How a category is written in the blog's address in each language: its key in Spanish, an English word in English
 * (issue 18: English pages showed `?category=obras`). Either language's word is read on either page, so a Spanish
 * address kept from before, or carried over by the language switch, still opens its category.
 */
export const BLOG_CATEGORY_URL_VALUES: Readonly<Record<NewsCategory, Readonly<Record<Language, string>>>> = {
  agenda: { es: 'agenda', en: 'agenda' },
  obras: { es: 'obras', en: 'works' },
  product: { es: 'product', en: 'market' },
  exposiciones: { es: 'exposiciones', en: 'shows' },
  actualidad: { es: 'actualidad', en: 'news' },
};

const CATEGORY_BY_URL_VALUE = new Map<string, NewsCategory>(
  NEWS_CATEGORIES.flatMap((c) => [
    [c.key, c.key],
    ...Object.values(BLOG_CATEGORY_URL_VALUES[c.key]).map((value) => [value, c.key] as [string, NewsCategory]),
  ]),
);

/**
 * A search text as the blog keeps it (T24): diacritics stripped, control characters and runs of spaces made one
 * space, trimmed, at most {@link BLOG_TEXT_MAX_LENGTH} characters. Case is kept (the search ignores it).
 * @example blogSearchText('  Fotografía   en  Madrid ') // 'Fotografia en Madrid'
 */
export function blogSearchText(value: string): string {
  return value
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .normalize('NFC')
    .replace(/[\p{Cc}\s]+/gu, ' ')
    .trim()
    .slice(0, BLOG_TEXT_MAX_LENGTH)
    .trim();
}

/** A news category key from a URL value of either language; null when absent or unknown (never an error). */
export function blogCategoryOf(value: string | null | undefined): NewsCategory | null {
  return CATEGORY_BY_URL_VALUE.get((value ?? '').trim().toLowerCase()) ?? null;
}

/** The blog state of a URL's search params; anything unknown or malformed is ignored, never an error. */
export function parseBlogQuery(search: URLSearchParams | string): BlogQuery {
  const params = typeof search === 'string' ? new URLSearchParams(search) : search;
  const after = params.get('after');
  return {
    text: blogSearchText(params.get('q') ?? ''),
    category: blogCategoryOf(params.get('category')),
    after: after && after.length <= MAX_CURSOR_LENGTH && /^[A-Za-z0-9_-]+$/.test(after) ? after : null,
  };
}

/**
 * The search string of a blog state (empty for the plain list) on the page in `lang`, with a stable parameter order.
 * @example blogQueryString({ category: 'obras' }, 'en') // '?category=works'
 */
export function blogQueryString(query: Partial<BlogQuery>, lang: Language = 'es'): string {
  const params = new URLSearchParams();
  const text = blogSearchText(query.text ?? '');
  if (text) params.set('q', text);
  if (query.category) params.set('category', BLOG_CATEGORY_URL_VALUES[query.category][lang]);
  if (query.after) params.set('after', query.after);
  const value = params.toString();
  return value ? `?${value}` : '';
}

/** `search`: a new text on the same category, from the first page. */
export function searchBlog(query: BlogQuery, text: string): BlogQuery {
  return { ...query, text: blogSearchText(text), after: null };
}

/** `change category`: another category (null for all) with the same text, from the first page. */
export function changeBlogCategory(query: BlogQuery, category: NewsCategory | null): BlogQuery {
  return { ...query, category, after: null };
}

/** `clear`: back to the plain list. */
export function clearBlog(): BlogQuery {
  return EMPTY_BLOG_QUERY;
}

/** Whether a state filters the list (a text or a category): the clear control shows then. */
export function isFilteredBlog(query: BlogQuery): boolean {
  return query.text !== '' || query.category !== null;
}
