import { css } from '@emotion/react';
import { useTranslation } from 'react-i18next';
import { Anchor, Badge, Cluster, Container, Heading, space, Stack, Text } from '@art/ui';
import { useLink, usePageLang, type PageData } from '@art/site';
import { absoluteUrl, Breadcrumbs, ListPager, queryString, WorksMasonry } from '@art/page-kit';
import type { TrendsPageData } from './trends-page';

const plainList = css({ listStyle: 'none', margin: 0, padding: 0 });

/**
 * A trend of the shop: its name and type, its description, its works (a page at a time, with a link to the next)
 * and the other trends of the same type.
 */
export function TrendsPageView({ data }: { data: PageData<TrendsPageData> }) {
  const lang = usePageLang();
  const link = useLink();
  const { t } = useTranslation('trends');
  const { t: tWorks } = useTranslation('works');
  const { t: tc } = useTranslation();
  const { trend, related, works, totalCount, pageInfo, after } = data.page;
  const pageUrl = data.head.canonical;
  const here = link('trends', { trendSlug: trend.slug });
  const crumbs = [
    { name: tc('menu.home'), url: absoluteUrl(link('shop-home', {}), pageUrl) },
    { name: t('trends'), url: absoluteUrl(link('category', {}), pageUrl) },
    { name: trend.name },
  ];
  return (
    <Container>
      <Stack gap={6} css={css({ paddingBlock: space[6] })}>
        <Breadcrumbs crumbs={crumbs} label={t('breadcrumbs')} />
        <Stack gap={3}>
          <div>
            <Badge data-trend-type="">{t(`type.${trend.type}`)}</Badge>
          </div>
          <Heading level={2} size="display" id="trend-name">
            {trend.name}
          </Heading>
          {trend.description ? <Text measure>{trend.description}</Text> : null}
          <Text tone="muted" aria-live="polite">
            {tWorks('count', { count: totalCount })}
          </Text>
        </Stack>
        <section aria-labelledby="trend-works">
          <Stack gap={5}>
            <Heading level={2} size="h2" id="trend-works">
              {t('trendWorks', { trendName: trend.name })}
            </Heading>
            {works.length > 0 ? (
              <WorksMasonry works={works} lang={lang} priorityCount={3} />
            ) : (
              <Text tone="muted">{t('noWorks')}</Text>
            )}
            <ListPager
              firstHref={after ? here : null}
              nextHref={
                pageInfo.hasNextPage && pageInfo.endCursor
                  ? `${here}${queryString([['after', pageInfo.endCursor]])}`
                  : null
              }
              texts={{ first: tWorks('firstPage'), next: tWorks('nextPage') }}
            />
          </Stack>
        </section>
        {related.length > 0 ? (
          <nav aria-labelledby="related-trends">
            <Stack gap={3}>
              <Heading level={2} size="h3" id="related-trends">
                {t(`others.${trend.type}`)}
              </Heading>
              <Cluster as="ul" gap={4} css={plainList}>
                {related.map((other) => (
                  <li key={other.id}>
                    <Anchor href={other.url}>{other.name}</Anchor>
                  </li>
                ))}
              </Cluster>
            </Stack>
          </nav>
        ) : null}
        <Text>
          <Anchor href={link('category', {})}>{t('allTrends')}</Anchor>
        </Text>
      </Stack>
    </Container>
  );
}
