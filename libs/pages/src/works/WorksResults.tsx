import { css } from '@emotion/react';
import { useEffect, useReducer, useRef, useState, type MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useQueryClient } from '@tanstack/react-query';
import { gqlQuery, useGraphQLClient, WORKS_LIST } from '@art/data';
import { WORKS_PAGE_STEP } from '@art/model';
import type { Lang, SiteName } from '@art/routing';
import { Anchor, Button, Cluster, MASONRY_GAPS, mq, Stack, Text, VisuallyHidden } from '@art/ui';
import type { PageInfo, WorkCardData } from '../types';
import { WorksMasonry } from './WorksMasonry';
import { initialWorksListState, worksListReducer, type WorksListFilters } from './works-list-state';
import { worksListVariables } from './works-page';
import type { WorksQuery } from './works-query';

interface Block {
  works: WorkCardData[];
  pageInfo: PageInfo;
}

// Each block of 20 is a masonry of its own: appending one never moves the works already seen between columns.
const blocks = css({
  display: 'flex',
  flexDirection: 'column',
  gap: MASONRY_GAPS.mobile,
  [mq.tablet]: { gap: MASONRY_GAPS.tablet },
  [mq.desktop]: { gap: MASONRY_GAPS.desktop },
});

type Status = 'idle' | 'loading' | 'failed';

/**
 * The works of one list state (W-01): the page's 20, then 20 more each time "load more" is asked for, fetched
 * in the browser and appended. "Load more" is a real link to the next page (`?after=<cursor>`, `rel="next"`)
 * for crawlers and visitors without JavaScript, with the list's filters. Keyed by the list state by its parent:
 * a new state is a new list.
 */
export function WorksResults(props: {
  works: WorkCardData[];
  pageInfo: PageInfo;
  totalCount: number;
  query: WorksQuery;
  discipline: number | null;
  filters: WorksListFilters;
  site: SiteName;
  lang: Lang;
  /** The address of the list state at a cursor (null for its first page). */
  hrefAt: (after: string | null) => string;
}) {
  const { t } = useTranslation('works');
  const client = useGraphQLClient();
  const queryClient = useQueryClient();
  const [state, dispatch] = useReducer(worksListReducer, props.filters, initialWorksListState);
  const [pages, setPages] = useState<Block[]>([{ works: props.works, pageInfo: props.pageInfo }]);
  const [status, setStatus] = useState<Status>('idle');
  const [announce, setAnnounce] = useState('');
  const [focusBlock, setFocusBlock] = useState<number | null>(null);
  const fetching = useRef(false);
  const listRef = useRef<HTMLDivElement>(null);

  const last = (pages[pages.length - 1] as Block).pageInfo;
  const shown = pages.reduce((n, p) => n + p.works.length, 0);
  const { query, discipline, site, totalCount } = props;

  // The state says how many works are wanted; fetch pages until they are there (or the list ends).
  useEffect(() => {
    if (fetching.current || status !== 'idle' || pages.length * WORKS_PAGE_STEP >= state.loaded || !last.hasNextPage || !last.endCursor) return;
    fetching.current = true;
    setStatus('loading');
    queryClient
      .fetchQuery(gqlQuery(client, WORKS_LIST, worksListVariables(site, query, discipline, last.endCursor)))
      .then(
        ({ works }) => {
          setPages((previous) => [...previous, { works: works.nodes, pageInfo: works.pageInfo }]);
          setStatus('idle');
          setAnnounce(t('list.loaded', { count: works.nodes.length, shown: shown + works.nodes.length, total: totalCount }));
          setFocusBlock(pages.length);
        },
        () => setStatus('failed'),
      )
      .finally(() => {
        fetching.current = false;
      });
  }, [state.loaded, pages.length, status, last, client, queryClient, site, query, discipline, shown, totalCount, t]);

  // The first work added takes the focus, so keyboard and screen reader users go on from there.
  useEffect(() => {
    if (focusBlock === null) return;
    listRef.current?.querySelector<HTMLAnchorElement>(`[data-works-block="${focusBlock}"] article a`)?.focus();
    setFocusBlock(null);
  }, [focusBlock]);

  const onMore = (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.button !== 0 || event.metaKey || event.altKey || event.ctrlKey || event.shiftKey) return;
    event.preventDefault();
    if (status === 'loading') return;
    if (status === 'failed') setStatus('idle');
    else dispatch({ type: 'loadMore' });
  };

  const nextHref = last.hasNextPage && last.endCursor ? props.hrefAt(last.endCursor) : null;
  const several = pages.length > 1;
  return (
    <Stack gap={7}>
      <div css={blocks} ref={listRef} data-works-list="">
        {pages.map((page, index) => (
          <div key={index} data-works-block={index}>
            <WorksMasonry
              works={page.works}
              lang={props.lang}
              priorityFirstRow={index === 0}
              label={several ? t('list.label', { from: index * WORKS_PAGE_STEP + 1, to: index * WORKS_PAGE_STEP + page.works.length }) : undefined}
            />
          </div>
        ))}
      </div>
      <VisuallyHidden role="status">{announce}</VisuallyHidden>
      {status === 'failed' ? <Text tone="danger" role="alert">{t('list.failed')}</Text> : null}
      {query.after || nextHref ? (
        <Cluster gap={5} justify="center">
          {query.after ? <Anchor href={props.hrefAt(null)}>{t('firstPage')}</Anchor> : null}
          {nextHref ? (
            <Button as="a" href={nextHref} rel="next" variant="secondary" busy={status === 'loading'} onClick={onMore} data-works-more="">
              {status === 'loading' ? t('list.loading') : t('loadMore')}
            </Button>
          ) : null}
        </Cluster>
      ) : null}
    </Stack>
  );
}
