/**
 * @jest-environment node
 */
import { operationName, type Operation } from '@art/data';
import { blogListFixture, postPageFixture } from '../testing';
import { match, siteProfile } from '@art/routing';
import type { PageContext } from '@art/site';
import { BLOG_PAGE_SIZE, loadBlogPage } from './blog-page';
import { loadPostPage } from './post-page';
import { localeTitles } from '@art/i18n/testing';

const origins = { fair: 'https://feria.example', shop: 'https://market.example' };

/** A page context at `url` whose API answers `answer(operation, variables)`. */
function pageAt(url: string, answer: (name: string, variables: Record<string, unknown>) => unknown) {
  const found = match(url, { site: 'fair' });
  if (!found) throw new Error(url);
  const calls: { name: string; variables: Record<string, unknown> }[] = [];
  const page: PageContext = {
    site: 'fair',
    profile: siteProfile('fair'),
    currentEdition: null,
    lang: found.lang,
    match: found,
    params: found.params,
    url: new URL(`http://x${url}`),
    origins,
    titles: localeTitles(found.lang),
    client: {} as PageContext['client'],
    query: (async (operation: Operation<unknown, unknown>, variables: Record<string, unknown>) => {
      calls.push({ name: operationName(operation), variables });
      return answer(operationName(operation), variables);
    }) as PageContext['query'],
  };
  return { page, calls };
}

describe('loadBlogPage', () => {
  it('asks for 20 posts of the category and text of the URL, after its cursor', async () => {
    const { page, calls } = pageAt('/es/blog?q=Fotograf%C3%ADa&category=obras&after=abc', () => blogListFixture());
    const result = await loadBlogPage(page);
    expect(calls).toEqual([
      {
        name: 'BlogList',
        variables: { category: 'obras', textSearch: 'Fotografia', first: BLOG_PAGE_SIZE, after: 'abc' },
      },
    ]);
    expect(result.data.query).toEqual({ text: 'Fotografia', category: 'obras', after: 'abc' });
    expect(result.data.posts).toHaveLength(1);
    expect(result.data.pageInfo.hasNextPage).toBe(true);
  });

  it('asks for every post without a search when the URL has no state', async () => {
    const { page, calls } = pageAt('/en/blog', () => blogListFixture([], false));
    const result = await loadBlogPage(page);
    expect(calls[0]?.variables).toEqual({ category: null, textSearch: null, first: BLOG_PAGE_SIZE, after: null });
    expect(result.data.posts).toEqual([]);
  });

  it('shows the first page when the API refuses the cursor', async () => {
    const { page, calls } = pageAt('/es/blog?category=agenda&after=stale', (_name, variables) => {
      if (variables['after']) throw new Error('invalidCursor');
      return blogListFixture();
    });
    const result = await loadBlogPage(page);
    expect(calls.map((c) => c.variables['after'])).toEqual(['stale', null]);
    expect(result.data.query).toEqual({ text: '', category: 'agenda', after: null });
  });

  it('lets any other failure through (the error page), without a cursor to drop', async () => {
    const { page } = pageAt('/es/blog', () => {
      throw new Error('API down');
    });
    await expect(loadBlogPage(page)).rejects.toThrow('API down');
  });
});

describe('loadPostPage', () => {
  it('fills the title data, the alternates of both slugs and the image of the post', async () => {
    const { page, calls } = pageAt('/es/post/pintura-de-gran-formato', () => postPageFixture());
    const result = await loadPostPage(page);
    expect(calls).toEqual([{ name: 'PostPage', variables: { slug: 'pintura-de-gran-formato', related: 3 } }]);
    expect(result?.title).toEqual({
      articleTitle: 'Pintura de gran formato',
      articleSummary: 'Cinco lienzos que no caben en un salón.',
    });
    expect(result?.alternatesParams).toEqual({
      es: { slug: 'pintura-de-gran-formato' },
      en: { slug: 'large-format-painting' },
    });
    expect(result?.type).toBe('article');
    expect(result?.image).toBe('/api/images/post/pintura-de-gran-formato/4.jpg');
    expect(result?.data.related).toHaveLength(1);
  });

  it('is a 404 for an unknown slug', async () => {
    const { page } = pageAt('/es/post/no-existe', () => ({ getArticle: null }));
    expect(await loadPostPage(page)).toBeNull();
  });
});
