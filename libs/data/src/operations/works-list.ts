/** `WorksList`: a page of works of a filter, as cards, keyset-paginated (the Works, WorksTag and Trends pages). */
import type { WorkSort } from '@art/model';
import { defineOperation } from '../operation';
import { PAGE_INFO_FIELDS, WORK_CARD_FIELDS, type PageInfoFields, type WorkCardFields } from './fields';

/** The `WorksFilter` input of the API. */
export type WorksFilter = {
  catalogPrefix?: string | null;
  disciplines?: number[] | null;
  sizes?: string[] | null;
  priceRanges?: string[] | null;
  colours?: string[] | null;
  tags?: string[] | null;
  artistSlug?: string | null;
  gallerySlug?: string | null;
  expositionSlug?: string | null;
  text?: string | null;
  buyable?: boolean | null;
};

/** Variables of {@link WORKS_LIST}; `first` defaults to 20 (the page step) and is capped at 100 by the API. */
export type WorksListVariables = {
  filter?: WorksFilter | null;
  sort?: WorkSort;
  first?: number;
  after?: string | null;
};

/** Result of {@link WORKS_LIST}. */
export type WorksListData = {
  works: {
    totalCount: number;
    nodes: WorkCardFields[];
    pageInfo: PageInfoFields;
  };
};

/** Works of a filter, newest or by price, `first` at a time after the cursor `after`. */
export const WORKS_LIST = defineOperation<WorksListData, WorksListVariables>(
  'WorksList',
  `query WorksList($filter: WorksFilter, $sort: WorkSort = NEWEST, $first: Int = 20, $after: String) {
  works(filter: $filter, sort: $sort, first: $first, after: $after) {
    totalCount
    nodes { ${WORK_CARD_FIELDS} }
    ${PAGE_INFO_FIELDS}
  }
}`,
);
