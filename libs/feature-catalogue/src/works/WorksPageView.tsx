import { css } from '@emotion/react';
import { useTranslation } from 'react-i18next';
import { DISCIPLINES, pick } from '@art/model';
import type { RouteKey, SiteProfile } from '@art/routing';
import { Anchor, Cluster, colours, Container, Heading, space, Stack, Text } from '@art/ui';
import { useLink, usePageLang, useSiteProfile, type PageData } from '@art/site';
import { ActiveWorksFilters } from './ActiveWorksFilters';
import { followInPlace, useListNavigate } from './list-navigation';
import { WorksFilters } from './WorksFilters';
import { WorksResults } from './WorksResults';
import {
  filtersOfQuery,
  hasWorksFilters,
  initialWorksListState,
  queryOfFilters,
  worksListReducer,
  type WorksListFilters,
} from './works-list-state';
import { worksQueryString } from './works-query';
import type { WorksPageData } from './works-page';

const disciplineNav = css({
  borderBottom: `1px solid ${colours.rule}`,
  paddingBottom: space[3],
  a: { textDecoration: 'none', paddingBlock: space[1] },
  'a[aria-current="page"]': { textDecoration: 'underline', textUnderlineOffset: '0.35em', textDecorationThickness: 2 },
});

/** The route keys of a site's works list and its four discipline sub-routes. */
function worksKeys(profile: SiteProfile): { all: RouteKey; byDiscipline: RouteKey[] } {
  const prefix = profile.keys.worksPrefix;
  return {
    all: prefix as RouteKey,
    byDiscipline: DISCIPLINES.map((d) => `${prefix}-${d.key}` as RouteKey),
  };
}

/**
 * The works list of both sites: the discipline sub-routes, the filter bar (the count, the sort, and the filters in a
 * panel that opens from it: a GET form), the filters applied as removable chips, and the works, 20 more at a time.
 * Every state is an address.
 */
export function WorksPageView({ data }: { data: PageData<WorksPageData> }) {
  const lang = usePageLang();
  const profile = useSiteProfile();
  const link = useLink();
  const go = useListNavigate();
  const { t } = useTranslation('works');
  const { works, totalCount, pageInfo, query, discipline } = data.page;
  const keys = worksKeys(profile);
  const current = discipline === null ? null : DISCIPLINES.find((d) => d.id === discipline);
  const heading = current ? pick(lang, current.es, current.en) : t('works');
  const filters = filtersOfQuery(query, discipline);
  const pathOf = (f: WorksListFilters) =>
    link(f.discipline === undefined ? keys.all : (keys.byDiscipline[f.discipline] ?? keys.all), {});
  const hrefOf = (f: WorksListFilters, after: string | null = null) =>
    `${pathOf(f)}${worksQueryString(queryOfFilters(f, after))}`;
  // The discipline sub-routes are the list's discipline filter (W-03): each keeps the other filters.
  const state = initialWorksListState(filters);
  const disciplineHref = (id: number | undefined) =>
    hrefOf(
      worksListReducer(state, { type: 'filter', filters: { discipline: id as WorksListFilters['discipline'] } })
        .filters,
    );
  const inPlace = followInPlace(go);
  const listKey = hrefOf(filters, query.after);
  return (
    <Container>
      <Stack gap={6} css={css({ paddingBlock: space[8] })}>
        <Stack gap={3}>
          <Heading level={2} size="display">
            {heading}
          </Heading>
          <Text tone="muted" measure>
            {t('intro', { context: profile.textContext })}
          </Text>
        </Stack>
        <nav aria-label={t('works')} css={disciplineNav}>
          <Cluster as="ul" gap={5}>
            <li>
              <Anchor href={disciplineHref(undefined)} onClick={inPlace} aria-current={current ? undefined : 'page'}>
                {t('disciplines.all')}
              </Anchor>
            </li>
            {DISCIPLINES.map((d) => (
              <li key={d.id}>
                <Anchor
                  href={disciplineHref(d.id)}
                  onClick={inPlace}
                  aria-current={current?.id === d.id ? 'page' : undefined}
                >
                  {pick(lang, d.es, d.en)}
                </Anchor>
              </li>
            ))}
          </Cluster>
        </nav>
        <Stack gap={3}>
          <WorksFilters action={pathOf(filters)} filters={filters} totalCount={totalCount} hrefOf={hrefOf} go={go} />
          <ActiveWorksFilters filters={filters} lang={lang} hrefOf={hrefOf} go={go} />
        </Stack>
        {works.length === 0 ? (
          <Stack gap={3} data-works-empty="">
            <Text>{t('noResults')}</Text>
            {hasWorksFilters(filters) ? (
              <div>
                <Anchor href={hrefOf(worksListReducer(state, { type: 'reset' }).filters)} onClick={inPlace}>
                  {t('list.noResultsClear')}
                </Anchor>
              </div>
            ) : null}
          </Stack>
        ) : (
          <WorksResults
            key={listKey}
            works={works}
            pageInfo={pageInfo}
            totalCount={totalCount}
            query={query}
            discipline={discipline}
            filters={filters}
            catalogPrefix={profile.catalogPrefix}
            lang={lang}
            address={listKey}
            hrefAt={(after) => hrefOf(filters, after)}
          />
        )}
      </Stack>
    </Container>
  );
}
