import { WorksListDocument, type WorksListVariables } from '../documents';
import { WORKS_PAGE_STEP } from '@art/model';
import type { PageContext, PageResult } from '@art/site';
import type { PageInfo, WorkCardData } from '@art/page-kit';
import { parseWorksQuery, worksFilterOf, type WorksQuery } from './works-query';

export interface WorksPageData {
  works: WorkCardData[];
  totalCount: number;
  pageInfo: PageInfo;
  query: WorksQuery;
  discipline: number | null;
}

/**
 * The API variables of a page of a site's works list (the current fair catalogue or the market), narrowed to the
 * route's discipline and the list state, 20 works after `after`: the loader's first page and "load more" alike.
 */
export function worksListVariables(
  catalogPrefix: string,
  query: WorksQuery,
  discipline: number | null,
  after: string | null,
): WorksListVariables {
  return {
    filter: worksFilterOf(query, catalogPrefix, discipline ?? undefined),
    sort: query.sort,
    first: WORKS_PAGE_STEP,
    after,
  };
}

/**
 * The works list of either site (the current fair catalogue or the market), narrowed to the route's discipline
 * and the filters of the URL, 20 at a time from the URL's cursor. A cursor the API refuses shows the first page.
 */
export async function loadWorksPage(page: PageContext): Promise<PageResult<WorksPageData>> {
  const query = parseWorksQuery(page.url.searchParams);
  const discipline = page.match.route.discipline ?? null;
  const variables = worksListVariables(page.profile.catalogPrefix, query, discipline, query.after);
  const firstPage = { ...query, after: null };
  const [shown, { works }] = await page.query(WorksListDocument, variables).then(
    (result) => [query, result] as const,
    (error: unknown) => {
      if (!query.after) throw error;
      return page
        .query(WorksListDocument, { ...variables, after: null })
        .then((result) => [firstPage, result] as const);
    },
  );
  return {
    data: { works: works.nodes, totalCount: works.totalCount, pageInfo: works.pageInfo, query: shown, discipline },
  };
}
