/** `Blog` and `Post`: the filtered list of posts and one post with the posts related to it. */
import { defineOperation } from '../operation';
import { IMAGE_FIELDS, PAGE_INFO_FIELDS, type ImageFields, type PageInfoFields } from './fields';

/** What a post card of a list shows. */
export const ARTICLE_CARD_FIELDS = `id slug category categoryName title shortContent publishedAt url image { ${IMAGE_FIELDS} }`;

/** A post as a card. */
export type ArticleCardFields = {
  id: string;
  slug: string;
  /** agenda, obras, product, exposiciones or actualidad. */
  category: string;
  categoryName: string;
  title: string;
  shortContent: string;
  /** ISO 8601 date and time. */
  publishedAt: string;
  url: string;
  image: ImageFields | null;
};

/** Variables of {@link BLOG_LIST}: a news category key and a text, both optional; 20 posts by default. */
export type BlogListVariables = {
  category?: string | null;
  textSearch?: string | null;
  first?: number;
  after?: string | null;
};

/** Result of {@link BLOG_LIST}. */
export type BlogListData = {
  articles: { totalCount: number; nodes: ArticleCardFields[]; pageInfo: PageInfoFields };
};

/** One page of posts, newest first, of a category and a search text. */
export const BLOG_LIST = defineOperation<BlogListData, BlogListVariables>(
  'BlogList',
  `query BlogList($category: String, $textSearch: String, $first: Int = 20, $after: String) {
  articles(category: $category, textSearch: $textSearch, first: $first, after: $after) {
    totalCount
    nodes { ${ARTICLE_CARD_FIELDS} }
    ${PAGE_INFO_FIELDS}
  }
}`,
);

/** A post as its page shows it. */
export type PostPageArticle = ArticleCardFields & {
  slugES: string;
  slugEN: string;
  /** Paragraphs separated by blank lines; plain text. */
  content: string;
  author: string | null;
  /** Other posts of the same category, newest first. */
  related: ArticleCardFields[];
};

/** Result of {@link POST_PAGE}: null when no post has the slug (a 404). */
export type PostPageData = { getArticle: PostPageArticle | null };

/** Variables of {@link POST_PAGE}: the slug in either language and how many related posts (3 by default). */
export type PostPageVariables = { slug: string; related?: number };

/** A post by its Spanish or English slug, with its related posts. */
export const POST_PAGE = defineOperation<PostPageData, PostPageVariables>(
  'PostPage',
  `query PostPage($slug: String!, $related: Int = 3) {
  getArticle(slug: $slug) {
    ${ARTICLE_CARD_FIELDS}
    slugES slugEN content author
    related(first: $related) { ${ARTICLE_CARD_FIELDS} }
  }
}`,
);
