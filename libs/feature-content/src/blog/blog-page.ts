import { type ArticleCardFields } from '@art/data';
import { BlogListDocument } from '../documents';
import { WORKS_PAGE_STEP } from '@art/model';
import type { PageContext, PageResult } from '@art/site';
import type { PageInfo } from '@art/page-kit';
import { parseBlogQuery, type BlogQuery } from './blog-query';

/** Posts a page of the blog shows (and "load more" adds). */
export const BLOG_PAGE_SIZE = WORKS_PAGE_STEP;

export interface BlogPageData {
  posts: ArticleCardFields[];
  totalCount: number;
  pageInfo: PageInfo;
  /** The state the list shows (a refused cursor falls back to the first page). */
  query: BlogQuery;
}

/** The variables of one page of the blog list in a state. */
export function blogListVariables(query: BlogQuery, after: string | null = query.after) {
  return { category: query.category, textSearch: query.text || null, first: BLOG_PAGE_SIZE, after };
}

/**
 * The blog: posts newest first, 20 at a time, of the category and search text of the URL. A cursor the API refuses
 * (stale or hand-made) shows the first page instead of an error.
 */
export async function loadBlogPage(page: PageContext): Promise<PageResult<BlogPageData>> {
  const query = parseBlogQuery(page.url.searchParams);
  const [shown, { articles }] = await page.query(BlogListDocument, blogListVariables(query)).then(
    (result) => [query, result] as const,
    (error: unknown) => {
      if (!query.after) throw error;
      const first = { ...query, after: null };
      return page.query(BlogListDocument, blogListVariables(first)).then((result) => [first, result] as const);
    },
  );
  return {
    data: { posts: articles.nodes, totalCount: articles.totalCount, pageInfo: articles.pageInfo, query: shown },
  };
}
