import { css } from '@emotion/react';
import { useTranslation } from 'react-i18next';
import { PrivacyDisclaimer } from '@art/layout';
import { Anchor, colours, Container, Heading, ResponsiveImage, space, Stack, Text } from '@art/ui';
import {
  JsonLd,
  breadcrumbList,
  useLink,
  usePageLang,
  useRootData,
  useSite,
  type JsonLdObject,
  type PageData,
} from '@art/site';
import { absoluteUrl, formatDate, PostCard, postGrid, Prose } from '@art/page-kit';
import { blogCategoryOf, blogQueryString } from './blog-query';
import { postAuthorJsonLd } from './post-author';
import type { PostPageData } from './post-page';

const article = css({ paddingBlock: space[8], display: 'grid', gap: space[7] });
const related = css({ paddingBlock: space[9], borderTop: `1px solid ${colours.rule}` });
const crumbs = css({
  display: 'flex',
  flexWrap: 'wrap',
  gap: space[2],
  listStyle: 'none',
  margin: 0,
  padding: 0,
  'li + li::before': { content: '"/"', marginInlineEnd: space[2], color: colours.muted },
});

/** A post of the blog: category, title, date and author, image, text, the post's privacy notice and related posts. */
export function PostPageView({ data }: { data: PageData<PostPageData> }) {
  const lang = usePageLang();
  const link = useLink();
  const site = useSite();
  const root = useRootData();
  const { t } = useTranslation('blog');
  const post = data.page;
  const origin = root?.origins.fair ?? '';
  const blogPath = link('blog', {});
  const categoryHref = `${blogPath}${blogQueryString({ category: blogCategoryOf(post.category) }, lang)}`;
  const structured: JsonLdObject[] = [
    {
      '@type': 'Article',
      headline: post.title,
      description: post.shortContent || undefined,
      datePublished: post.publishedAt,
      inLanguage: lang,
      articleSection: post.categoryName,
      url: post.url,
      mainEntityOfPage: post.url,
      ...(post.image ? { image: absoluteUrl(post.image.url, origin) } : {}),
      author: postAuthorJsonLd(post, t('meta.fair.name', { ns: 'common' })),
      publisher: {
        '@type': 'Organization',
        name: t('meta.fair.name', { ns: 'common' }),
        url: absoluteUrl(link('home', {}), origin),
      },
    },
    breadcrumbList([
      { name: t('menu.home', { ns: 'common' }), url: absoluteUrl(link('home', {}), origin) },
      { name: t('blog'), url: absoluteUrl(blogPath, origin) },
      { name: post.categoryName, url: absoluteUrl(categoryHref, origin) },
      { name: post.title },
    ]),
  ];

  return (
    <>
      <Container width="narrow">
        <article css={article} data-post-page={post.slug}>
          <Stack gap={4}>
            <nav aria-label={t('post.breadcrumb')}>
              <Text as="div" size="small">
                <ol css={crumbs}>
                  <li>
                    <Anchor href={blogPath}>{t('blog')}</Anchor>
                  </li>
                  <li>
                    <Anchor href={categoryHref}>{post.categoryName}</Anchor>
                  </li>
                </ol>
              </Text>
            </nav>
            <Heading level={2} size="h1">
              {post.title}
            </Heading>
            <Text tone="muted" size="small">
              <time dateTime={post.publishedAt}>
                {t('post.publishedOn', { date: formatDate(post.publishedAt, lang) })}
              </time>
              {post.author ? <> · {t('post.by', { author: post.author })}</> : null}
            </Text>
            {post.shortContent ? (
              <Text size="body" weight="medium" measure>
                {post.shortContent}
              </Text>
            ) : null}
          </Stack>
          {post.image ? (
            <ResponsiveImage
              image={post.image}
              alt=""
              sizes="(min-width: 1025px) 60rem, 100vw"
              priority
              aspectRatio={16 / 9}
            />
          ) : null}
          <Prose text={post.content} />
          <PrivacyDisclaimer context="post" lang={lang} site={site} origins={root?.origins} />
          <div>
            <Anchor href={blogPath}>{t('post.backToBlog')}</Anchor>
          </div>
        </article>
      </Container>
      {post.related.length > 0 ? (
        <Container>
          <section css={related} aria-labelledby="post-related">
            <Stack gap={6}>
              <Heading level={2} size="h2" id="post-related">
                {t('post.related')}
              </Heading>
              <ul css={postGrid} data-related-posts="">
                {post.related.map((other) => (
                  <li key={other.id}>
                    <PostCard post={other} lang={lang} />
                  </li>
                ))}
              </ul>
              <div>
                <Anchor href={categoryHref}>{t('post.inCategory', { category: post.categoryName })}</Anchor>
              </div>
            </Stack>
          </section>
        </Container>
      ) : null}
      <JsonLd data={structured} />
    </>
  );
}
