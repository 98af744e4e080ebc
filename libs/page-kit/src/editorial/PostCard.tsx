import { css } from '@emotion/react';
import type { ArticleCardFields } from '@art/data';
import type { Lang } from '@art/routing';
import { Anchor, colours, Heading, mq, ResponsiveImage, space, Stack, Text } from '@art/ui';
import { formatDate } from './format';

const card = css({ display: 'grid', gap: space[3], alignContent: 'start' });
const titleLink = css({
  color: colours.ink,
  textDecoration: 'none',
  '&:hover': { color: colours.accent, textDecoration: 'underline', textUnderlineOffset: '0.2em' },
  // The whole card answers the pointer; the link stays the one focusable element with the title as its name.
  '&::after': { content: '""', position: 'absolute', inset: 0 },
});

/** Grid of post cards: one column on phones, two on tablets, three from desktops. */
export const postGrid = css({
  display: 'grid',
  gap: space[8],
  listStyle: 'none',
  margin: 0,
  padding: 0,
  [mq.tablet]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))', columnGap: space[7] },
  [mq.desktop]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' },
});

/**
 * A post in a list: its image, category and date, title (the link) and summary. `headingLevel` follows the
 * outline of the page that lists it.
 */
export function PostCard({
  post,
  lang,
  headingLevel = 3,
  priority = false,
}: {
  post: ArticleCardFields;
  lang: Lang;
  headingLevel?: 2 | 3 | 4;
  priority?: boolean;
}) {
  return (
    <article css={[card, { position: 'relative' }]} data-post={post.slug}>
      {post.image ? (
        <ResponsiveImage
          image={post.image}
          alt=""
          aspectRatio={16 / 9}
          sizes="(min-width: 1025px) 30vw, (min-width: 768px) 45vw, 100vw"
          priority={priority}
        />
      ) : null}
      <Stack gap={2}>
        <Text size="caption" tone="muted">
          {post.categoryName} · <time dateTime={post.publishedAt}>{formatDate(post.publishedAt, lang)}</time>
        </Text>
        <Heading level={headingLevel} size="h3">
          <Anchor href={post.url} css={titleLink}>
            {post.title}
          </Anchor>
        </Heading>
        {post.shortContent ? (
          <Text size="small" tone="muted">
            {post.shortContent}
          </Text>
        ) : null}
      </Stack>
    </article>
  );
}
