import { css } from '@emotion/react';
import { useTranslation } from 'react-i18next';
import { DISCIPLINES, pick } from '@art/model';
import { type RouteKey, type SiteName } from '@art/routing';
import { Anchor, Cluster, colours, Container, Heading, space, Stack, Text } from '@art/ui';
import { useLink, usePageLang, useSite, type PageData } from '@art/site';
import { WorksMasonry } from './WorksMasonry';
import { worksQueryString } from './works-query';
import type { WorksPageData } from './works-page';

const disciplineNav = css({
  borderBottom: `1px solid ${colours.rule}`,
  paddingBottom: space[3],
  a: { textDecoration: 'none', paddingBlock: space[1] },
  'a[aria-current="page"]': { textDecoration: 'underline', textUnderlineOffset: '0.35em', textDecorationThickness: 2 },
});

/** The route keys of a site's works list and its four discipline sub-routes. */
function worksKeys(site: SiteName): { all: RouteKey; byDiscipline: RouteKey[] } {
  const prefix = site === 'shop' ? 'shop-works' : 'works';
  return {
    all: prefix as RouteKey,
    byDiscipline: DISCIPLINES.map((d) => `${prefix}-${d.key}` as RouteKey),
  };
}

/** The works list of both sites: the discipline sub-routes, the count, the masonry and a real next-page link. */
export function WorksPageView({ data }: { data: PageData<WorksPageData> }) {
  const lang = usePageLang();
  const site = useSite();
  const link = useLink();
  const { t } = useTranslation('works');
  const { works, totalCount, pageInfo, query, discipline } = data.page;
  const keys = worksKeys(site);
  const current = discipline === null ? null : DISCIPLINES.find((d) => d.id === discipline);
  const heading = current ? pick(lang, current.es, current.en) : t('works');
  const listPath = link(current ? keys.byDiscipline[current.id] ?? keys.all : keys.all, {});
  const nextHref = pageInfo.hasNextPage && pageInfo.endCursor ? `${listPath}${worksQueryString({ ...query, after: pageInfo.endCursor })}` : null;
  return (
    <Container>
      <Stack gap={6} css={css({ paddingBlock: space[8] })}>
        <Stack gap={3}>
          <Heading level={2} size="display">{heading}</Heading>
          <Text tone="muted" measure>{site === 'shop' ? t('shopIntro') : t('intro')}</Text>
        </Stack>
        <nav aria-label={t('works')} css={disciplineNav}>
          <Cluster as="ul" gap={5}>
            <li>
              <Anchor href={link(keys.all, {})} aria-current={current ? undefined : 'page'}>{t('disciplines.all')}</Anchor>
            </li>
            {DISCIPLINES.map((d) => (
              <li key={d.id}>
                <Anchor href={link(keys.byDiscipline[d.id] ?? keys.all, {})} aria-current={current?.id === d.id ? 'page' : undefined}>
                  {pick(lang, d.es, d.en)}
                </Anchor>
              </li>
            ))}
          </Cluster>
        </nav>
        <Text as="p" tone="muted" aria-live="polite">{t('count', { count: totalCount })}</Text>
        {works.length === 0 ? <Text>{t('noResults')}</Text> : <WorksMasonry works={works} lang={lang} priorityCount={3} />}
        <Cluster gap={5} justify="center">
          {query.after ? <Anchor href={`${listPath}${worksQueryString({ ...query, after: null })}`}>{t('firstPage')}</Anchor> : null}
          {nextHref ? <Anchor href={nextHref} rel="next">{t('nextPage')}</Anchor> : null}
        </Cluster>
      </Stack>
    </Container>
  );
}

