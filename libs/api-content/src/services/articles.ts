/** News and blog posts: the filtered, newest-first list and one post by slug — published ones only. */
import { and, count, eq, lte, ne, or, sql, type SQL } from 'drizzle-orm';
import { articles, type ArticleRow, type Database } from '@art/db';
import { NEWS_CATEGORIES, pick, type Language, type NewsCategory } from '@art/model';
import {
  userError,
  containsText,
  decodeTimeCursor,
  micros,
  searchTextOf,
  slugOf,
  timestampOf,
  clampFirst,
  toPage,
} from '@art/api-core';

export interface ArticlesArgs {
  category?: string | null;
  textSearch?: string | null;
  first?: number | null;
  after?: string | null;
}

/**
 * What makes a post public: published (not a draft of the back office) and its publish date come. Every read of the
 * sites (list, one post, related posts, the sitemap) adds it; only the back office reads drafts and scheduled posts.
 */
export function publicArticle(): SQL {
  return and(eq(articles.published, true), lte(articles.publishedAt, sql`now()`)) as SQL;
}

/**
 * A news category key from what a caller sent (case-insensitive); null when absent or blank.
 * An unknown category is a translated `invalidCategory` error.
 */
export function newsCategoryOf(value: string | null | undefined, lang: Language): NewsCategory | null {
  const key = (value ?? '').trim().toLowerCase();
  if (!key) return null;
  const category = NEWS_CATEGORIES.find((c) => c.key === key);
  if (!category) throw userError(lang, 'invalidCategory', { value: (value ?? '').slice(0, 60) });
  return category.key;
}

/** The name of a news category in a language. */
export function newsCategoryName(key: string, lang: Language): string {
  const category = NEWS_CATEGORIES.find((c) => c.key === key);
  return category ? pick(lang, category.es, category.en) : key;
}

/**
 * One page of articles, newest first on `(published_at desc, id desc)`, with the total of the filter.
 * Every argument is checked before the database is read.
 */
export async function listArticles(db: Database, lang: Language, args: ArticlesArgs) {
  const category = newsCategoryOf(args.category, lang);
  const text = searchTextOf(args.textSearch, lang);
  const first = clampFirst(args.first);
  const cursor = args.after ? decodeTimeCursor(args.after, lang) : null;

  const filters: SQL[] = [publicArticle()];
  if (category) filters.push(eq(articles.category, category));
  if (text) filters.push(containsText(articles.searchText, text));
  const where = and(...filters);
  const pageWhere = cursor
    ? and(where, sql`(${articles.publishedAt}, ${articles.id}) < (${timestampOf(cursor.micros)}, ${cursor.id})`)
    : where;

  const [rows, [total]] = await Promise.all([
    db
      .select({ article: articles, micros: micros(articles.publishedAt) })
      .from(articles)
      .where(pageWhere)
      .orderBy(sql`${articles.publishedAt} desc nulls last`, sql`${articles.id} desc nulls last`) // as the index
      .limit(first + 1),
    db.select({ value: count() }).from(articles).where(where),
  ]);
  const page = toPage(rows, first, (r) => [Number(r.micros), r.article.id]);
  return { totalCount: Number(total?.value ?? 0), nodes: page.nodes.map((r) => r.article), pageInfo: page.pageInfo };
}

/**
 * A public article by its Spanish or English slug (the request language's slug wins a tie); null when none has it,
 * or when it is a draft or scheduled for later.
 */
export async function findArticle(db: Database, lang: Language, slugText: string): Promise<ArticleRow | null> {
  const slug = slugOf(slugText);
  if (!slug) return null;
  const own = lang === 'en' ? articles.slugEn : articles.slugEs;
  const [row] = await db
    .select()
    .from(articles)
    .where(and(or(eq(articles.slugEs, slug), eq(articles.slugEn, slug)), publicArticle()))
    .orderBy(sql`(${own} = ${slug}) desc`)
    .limit(1);
  return row ?? null;
}

/** Most related posts one request may ask for. */
export const RELATED_ARTICLES_MAX = 12;

/**
 * Other posts of the same category as `article`, newest first, at most `first` (1…{@link RELATED_ARTICLES_MAX},
 * 3 when absent): what a post page suggests reading next.
 */
export async function listRelatedArticles(
  db: Database,
  article: Pick<ArticleRow, 'id' | 'category'>,
  first: number | null | undefined,
): Promise<ArticleRow[]> {
  const limit =
    first === null || first === undefined || !Number.isFinite(first)
      ? 3
      : Math.min(RELATED_ARTICLES_MAX, Math.trunc(first));
  if (limit < 1) return [];
  return db
    .select()
    .from(articles)
    .where(and(eq(articles.category, article.category), ne(articles.id, article.id), publicArticle()))
    .orderBy(sql`${articles.publishedAt} desc nulls last`, sql`${articles.id} desc nulls last`) // as the index
    .limit(limit);
}
