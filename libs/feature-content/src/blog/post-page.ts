import { PostPageDocument, type PostPageArticle } from '../documents';
import type { PageContext, PageResult } from '@art/site';

/** Related posts a post page suggests. */
export const RELATED_POSTS = 3;

export type PostPageData = PostPageArticle;

/**
 * A post by its slug in either language, with up to three related posts; unknown is a 404. The alternates carry
 * each language's slug, so `/en/post/{slugES}` is sent to the English slug (301, in `loadPage`).
 */
export async function loadPostPage(page: PageContext): Promise<PageResult<PostPageData> | null> {
  const { getArticle: post } = await page.query(PostPageDocument, {
    slug: page.params['slug'] ?? '',
    related: RELATED_POSTS,
  });
  if (!post) return null;
  return {
    data: post,
    title: { articleTitle: post.title, articleSummary: post.shortContent },
    alternatesParams: { es: { slug: post.slugES }, en: { slug: post.slugEN } },
    image: post.image?.url ?? null,
    type: 'article',
  };
}
