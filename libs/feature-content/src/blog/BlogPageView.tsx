import { css } from '@emotion/react';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { gqlQuery, useGraphQLClient, type ArticleCardFields } from '@art/data';
import { BlogListDocument } from '../documents';
import { SearchField, useHydrated } from '@art/forms';
import { NEWS_CATEGORIES } from '@art/model';
import { Anchor, Button, Cluster, Container, Heading, mq, space, Stack, Text, VisuallyHidden } from '@art/ui';
import { useLink, usePageLang, type PageData } from '@art/site';
import { FilterLinks, PostCard, postGrid } from '@art/page-kit';
import type { PageInfo } from '@art/page-kit';
import { blogListVariables, type BlogPageData } from './blog-page';
import {
  BLOG_CATEGORY_URL_VALUES,
  blogQueryString,
  changeBlogCategory,
  isFilteredBlog,
  searchBlog,
  type BlogQuery,
} from './blog-query';

const page = css({ paddingBlock: space[8] });
const searchForm = css({
  display: 'grid',
  gap: space[3],
  alignItems: 'end',
  maxWidth: '40rem',
  [mq.tablet]: { gridTemplateColumns: 'minmax(0, 1fr) auto' },
});

/** The blog of the fair: search, categories, the posts of the URL's state, and more posts on demand. */
export function BlogPageView({ data }: { data: PageData<BlogPageData> }) {
  const lang = usePageLang();
  const link = useLink();
  const navigate = useNavigate();
  const { t } = useTranslation('blog');
  const { query, totalCount } = data.page;
  const blogPath = link('blog', {});
  const hrefOf = (state: Partial<BlogQuery>) => `${blogPath}${blogQueryString(state, lang)}`;

  const onSearch = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const text = new FormData(event.currentTarget).get('q');
    void navigate(hrefOf(searchBlog(query, typeof text === 'string' ? text : '')));
  };

  const categoryLinks = [
    {
      key: 'all',
      label: t('allCategories'),
      href: hrefOf(changeBlogCategory(query, null)),
      current: query.category === null,
    },
    ...NEWS_CATEGORIES.map((c) => ({
      key: c.key,
      label: t(`newsCategories.${c.key}`, { ns: 'common' }),
      href: hrefOf(changeBlogCategory(query, c.key)),
      current: query.category === c.key,
    })),
  ];
  const count = query.text ? t('countFor', { count: totalCount, text: query.text }) : t('count', { count: totalCount });

  return (
    <Container>
      <Stack gap={7} css={page}>
        <Stack gap={3}>
          <Heading level={2} size="display">
            {t('blog')}
          </Heading>
          <Text tone="muted" measure>
            {t('intro')}
          </Text>
        </Stack>
        <Stack gap={5}>
          <form
            role="search"
            method="get"
            action={blogPath}
            onSubmit={onSearch}
            css={searchForm}
            data-form="blog-search"
          >
            {/* Keyed by the text, so going back to another search shows that search's text. */}
            <SearchField
              key={query.text}
              name="q"
              label={t('search.label')}
              placeholder={t('search.placeholder')}
              defaultValue={query.text}
              maxLength={100}
              t={t}
            />
            {query.category ? (
              <input type="hidden" name="category" value={BLOG_CATEGORY_URL_VALUES[query.category][lang]} />
            ) : null}
            <Button type="submit">{t('search.submit')}</Button>
          </form>
          <FilterLinks label={t('categories')} links={categoryLinks} />
          {isFilteredBlog(query) ? (
            <div>
              <Anchor href={blogPath} data-blog-clear="">
                {t('clear')}
              </Anchor>
            </div>
          ) : null}
        </Stack>
        <Text as="p" tone="muted" aria-live="polite" data-blog-count="">
          {count}
        </Text>
        {data.page.posts.length === 0 ? (
          <BlogEmpty query={query} allHref={blogPath} />
        ) : (
          // A new state is a new list: what "load more" appended belongs to the previous one.
          <BlogResults key={blogQueryString({ ...query, after: null })} data={data.page} hrefOf={hrefOf} lang={lang} />
        )}
      </Stack>
    </Container>
  );
}

/** No post for the state: the search text (spec's message) or the category, and the way back to every post. */
function BlogEmpty({ query, allHref }: { query: BlogQuery; allHref: string }) {
  const { t } = useTranslation('blog');
  const category = query.category ? t(`newsCategories.${query.category}`, { ns: 'common' }) : null;
  const message = query.text
    ? t('no_se_han_encontrado_coincidencias', { ns: 'common', text: query.text })
    : category
      ? t('noPostsInCategory', { category })
      : t('noPosts');
  return (
    <Stack gap={3} data-blog-empty="">
      <Text>{message}</Text>
      {isFilteredBlog(query) ? (
        <div>
          <Anchor href={allHref}>{t('seeAll')}</Anchor>
        </div>
      ) : null}
    </Stack>
  );
}

type LoadStatus = 'idle' | 'loading' | 'failed';

/**
 * The posts of the page and the way to the next ones: a real link (crawlers, no JavaScript), which becomes a
 * "load more" button once the page runs, appending the next 20 and moving the focus to the first of them.
 */
function BlogResults({
  data,
  hrefOf,
  lang,
}: {
  data: BlogPageData;
  hrefOf: (state: Partial<BlogQuery>) => string;
  lang: 'es' | 'en';
}) {
  const { t } = useTranslation('blog');
  const client = useGraphQLClient();
  const queryClient = useQueryClient();
  const { query } = data;
  const [more, setMore] = useState<ArticleCardFields[]>([]);
  const [pageInfo, setPageInfo] = useState<PageInfo>(data.pageInfo);
  const [status, setStatus] = useState<LoadStatus>('idle');
  const [announce, setAnnounce] = useState('');
  const [focusSlug, setFocusSlug] = useState<string | null>(null);
  const enhanced = useHydrated();
  const listRef = useRef<HTMLUListElement>(null);
  useEffect(() => {
    if (!focusSlug) return;
    const target = [...(listRef.current?.querySelectorAll<HTMLElement>('[data-post]') ?? [])].find(
      (el) => el.dataset['post'] === focusSlug,
    );
    target?.querySelector<HTMLAnchorElement>('a')?.focus();
    setFocusSlug(null);
  }, [focusSlug]);

  const loadMore = async () => {
    if (!pageInfo.endCursor || status === 'loading') return;
    setStatus('loading');
    try {
      const result = await queryClient.fetchQuery(
        gqlQuery(client, BlogListDocument, blogListVariables(query, pageInfo.endCursor)),
      );
      const added = result.articles.nodes;
      setMore((previous) => [...previous, ...added]);
      setPageInfo(result.articles.pageInfo);
      setStatus('idle');
      setAnnounce(t('loadedMore', { count: added.length }));
      setFocusSlug(added[0]?.slug ?? null);
    } catch {
      setStatus('failed');
    }
  };

  const posts = [...data.posts, ...more];
  const nextHref = pageInfo.hasNextPage && pageInfo.endCursor ? hrefOf({ ...query, after: pageInfo.endCursor }) : null;
  return (
    <Stack gap={7}>
      <ul css={postGrid} ref={listRef} data-blog-list="">
        {posts.map((post, i) => (
          <li key={post.id}>
            <PostCard post={post} lang={lang} priority={i === 0 && !query.after} />
          </li>
        ))}
      </ul>
      <VisuallyHidden role="status">{announce}</VisuallyHidden>
      {status === 'failed' ? (
        <Text tone="danger" role="alert">
          {t('loadMoreFailed')}
        </Text>
      ) : null}
      <Cluster gap={5} justify="center">
        {query.after ? <Anchor href={hrefOf({ ...query, after: null })}>{t('firstPage')}</Anchor> : null}
        {nextHref && enhanced ? (
          <Button variant="secondary" busy={status === 'loading'} onClick={() => void loadMore()} data-blog-more="">
            {status === 'loading' ? t('loadingMore') : t('loadMore')}
          </Button>
        ) : null}
        {nextHref && !enhanced ? (
          <Anchor href={nextHref} rel="next">
            {t('nextPage')}
          </Anchor>
        ) : null}
      </Cluster>
    </Stack>
  );
}
