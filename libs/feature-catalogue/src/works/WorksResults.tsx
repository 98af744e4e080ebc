import { css } from '@emotion/react';
import { useEffect, useLayoutEffect, useReducer, useRef, useState, type MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { gqlQuery, useGraphQLClient } from '@art/data';
import { WorksListDocument } from '../documents';
import { WORKS_PAGE_STEP } from '@art/model';
import type { Lang } from '@art/routing';
import { Anchor, Button, Cluster, MASONRY_GAPS, mq, Stack, Text, VisuallyHidden } from '@art/ui';
import type { PageInfo, WorkCardData } from '@art/page-kit';
import { cachedBatches, readWorksListMemory, rememberWorksList } from './list-memory';
import { WorksMasonry } from '@art/page-kit';
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

/** The tab's session storage, or null (on the server, or when the browser refuses it). */
function session(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.sessionStorage;
  } catch {
    return null;
  }
}

/** Batches still to fetch on a return to the list, and the scroll to give back once they are shown. */
interface Restore {
  batches: number;
  scrollY: number;
}

/**
 * The works of one list state (W-01): the page's 20, then 20 more each time "load more" is asked for, fetched
 * in the browser and appended. "Load more" is a real link to the next page (`?after=<cursor>`, `rel="next"`)
 * for crawlers and visitors without JavaScript, with the list's filters. Keyed by the list state by its parent:
 * a new state is a new list.
 *
 * Leaving the list records, for its history entry, how many batches were shown and the scroll (`list-memory.ts`);
 * a return to that entry (Back, forward, reload) shows as many again: at once from the query cache when it still
 * has them, so that React Router's `ScrollRestoration` finds the page as long as it was; otherwise fetched after
 * the first render, and the scroll given back when they are in (unless the visitor has scrolled meanwhile).
 */
export function WorksResults(props: {
  works: WorkCardData[];
  pageInfo: PageInfo;
  totalCount: number;
  query: WorksQuery;
  discipline: number | null;
  filters: WorksListFilters;
  /** The catalogue listed (the site profile's). */
  catalogPrefix: string;
  lang: Lang;
  /** The list's own address (path and query): what its history record is checked against. */
  address: string;
  /** The address of the list state at a cursor (null for its first page). */
  hrefAt: (after: string | null) => string;
}) {
  const { t } = useTranslation('works');
  const client = useGraphQLClient();
  const queryClient = useQueryClient();
  const location = useLocation();
  const { query, discipline, catalogPrefix, totalCount, address } = props;

  // Read once, in the first render: when the query cache has the batches (a client-side Back), they are in the
  // very render that ScrollRestoration scrolls after. While the server's HTML hydrates the cache holds no next
  // batch (only the loader's page), so the first render there is the server's.
  const [start] = useState(() => {
    const memory = readWorksListMemory(session(), location.key, address);
    const first: Block = { works: props.works, pageInfo: props.pageInfo };
    const cached = (after: string): Block | undefined => {
      const data = queryClient.getQueryData(
        gqlQuery(client, WorksListDocument, worksListVariables(catalogPrefix, query, discipline, after)).queryKey,
      );
      return data ? { works: data.works.nodes, pageInfo: data.works.pageInfo } : undefined;
    };
    const shown = memory ? cachedBatches(first, memory.batches, cached) : [first];
    const restore: Restore | null =
      memory && shown.length < memory.batches ? { batches: memory.batches, scrollY: memory.scrollY } : null;
    return { shown, restore, batches: Math.max(shown.length, memory?.batches ?? 1) };
  });
  const [state, dispatch] = useReducer(worksListReducer, props.filters, (filters) => ({
    ...initialWorksListState(filters),
    loaded: start.batches * WORKS_PAGE_STEP,
  }));
  const [pages, setPages] = useState<Block[]>(start.shown);
  const [status, setStatus] = useState<Status>('idle');
  const [announce, setAnnounce] = useState('');
  const [focusBlock, setFocusBlock] = useState<number | null>(null);
  const fetching = useRef(false);
  const listRef = useRef<HTMLDivElement>(null);
  const restoring = useRef<Restore | null>(start.restore);
  const visitorMoved = useRef(false);
  const entry = useRef(location.key);
  const batchCount = useRef(pages.length);
  // What leaving the list records: the entry shown now (a push of the same address keeps this list) and its batches.
  useLayoutEffect(() => {
    entry.current = location.key;
    batchCount.current = pages.length;
  });

  const last = (pages[pages.length - 1] as Block).pageInfo;
  const shown = pages.reduce((n, p) => n + p.works.length, 0);

  // The state says how many works are wanted; fetch pages until they are there (or the list ends).
  useEffect(() => {
    if (
      fetching.current ||
      status !== 'idle' ||
      pages.length * WORKS_PAGE_STEP >= state.loaded ||
      !last.hasNextPage ||
      !last.endCursor
    )
      return;
    fetching.current = true;
    setStatus('loading');
    queryClient
      .fetchQuery(
        gqlQuery(client, WorksListDocument, worksListVariables(catalogPrefix, query, discipline, last.endCursor)),
      )
      .then(
        ({ works }) => {
          setPages((previous) => [...previous, { works: works.nodes, pageInfo: works.pageInfo }]);
          setStatus('idle');
          // Giving back what was there is no news, and the focus stays where it is.
          if (restoring.current) return;
          // On a page reached by a cursor the works before it are unknown: only what was added is said.
          setAnnounce(
            query.after
              ? t('list.added', { count: works.nodes.length })
              : t('list.loaded', { count: works.nodes.length, shown: shown + works.nodes.length, total: totalCount }),
          );
          setFocusBlock(pages.length);
        },
        () => {
          restoring.current = null;
          setStatus('failed');
        },
      )
      .finally(() => {
        fetching.current = false;
      });
  }, [
    state.loaded,
    pages.length,
    status,
    last,
    client,
    queryClient,
    catalogPrefix,
    query,
    discipline,
    shown,
    totalCount,
    t,
  ]);

  // A visitor who moves (wheel, touch, keys, the scroll bar) while the batches come in keeps the place they chose.
  useEffect(() => {
    if (!restoring.current) return;
    const events = ['wheel', 'touchstart', 'keydown', 'mousedown'] as const;
    const moved = () => {
      visitorMoved.current = true;
    };
    for (const type of events) window.addEventListener(type, moved, { passive: true });
    return () => {
      for (const type of events) window.removeEventListener(type, moved);
    };
  }, []);

  // A return whose batches had to be fetched: once they are all in (or the list ends sooner), the scroll is given
  // back, before the browser paints. (Comparing scroll positions would not do: the browser's scroll anchoring moves
  // the page when a batch goes in above the footer in view.)
  useLayoutEffect(() => {
    const restore = restoring.current;
    if (!restore || status !== 'idle' || (pages.length < restore.batches && last.hasNextPage)) return;
    restoring.current = null;
    if (!visitorMoved.current) window.scrollTo(0, restore.scrollY);
  }, [pages.length, last, status]);

  // Leaving the list (a navigation, a reload, another document) records what it shows for its history entry. In
  // a layout effect, so that the scroll is read before the next page replaces this one.
  useLayoutEffect(() => {
    const save = () => {
      if (restoring.current) return;
      rememberWorksList(session(), entry.current, {
        list: address,
        batches: batchCount.current,
        scrollY: window.scrollY,
      });
    };
    window.addEventListener('pagehide', save);
    return () => {
      window.removeEventListener('pagehide', save);
      save();
    };
  }, [address]);

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
  // Numbered from the list's start; a page reached by a cursor does not know its offset, so its batches are not named.
  const labelled = pages.length > 1 && !query.after;
  return (
    <Stack gap={7}>
      <div css={blocks} ref={listRef} data-works-list="">
        {pages.map((page, index) => (
          <div key={index} data-works-block={index}>
            <WorksMasonry
              works={page.works}
              lang={props.lang}
              priorityFirstRow={index === 0}
              label={
                labelled
                  ? t('list.label', {
                      from: index * WORKS_PAGE_STEP + 1,
                      to: index * WORKS_PAGE_STEP + page.works.length,
                    })
                  : undefined
              }
            />
          </div>
        ))}
      </div>
      <VisuallyHidden role="status">{announce}</VisuallyHidden>
      {status === 'failed' ? (
        <Text tone="danger" role="alert">
          {t('list.failed')}
        </Text>
      ) : null}
      {query.after || nextHref ? (
        <Cluster gap={5} justify="center">
          {query.after ? <Anchor href={props.hrefAt(null)}>{t('firstPage')}</Anchor> : null}
          {nextHref ? (
            <Button
              as="a"
              href={nextHref}
              rel="next"
              variant="secondary"
              busy={status === 'loading'}
              onClick={onMore}
              data-works-more=""
            >
              {status === 'loading' ? t('list.loading') : t('loadMore')}
            </Button>
          ) : null}
        </Cluster>
      ) : null}
    </Stack>
  );
}
