/** Results shaped like the API's answers to the trends' operations, for its tests. */
import { imageFixture, workCardFixture } from '@art/data/testing';
import type { WorkCardFields } from '@art/data';
import type {
  TrendDetailFields,
  TrendImagesData,
  TrendLinkFields,
  TrendPageData,
  TrendsListData,
  TrendWorksFields,
} from './documents';

/** A page of a trend's works of the given cards (one card by default), with one more page. */
export function trendWorksFixture(
  nodes: WorkCardFields[] = [workCardFixture()],
  totalCount = nodes.length + 20,
): TrendWorksFields {
  return { totalCount, nodes, pageInfo: { endCursor: 'WzE3MDAwMDAwMDAwMDAwMDAsMV0', hasNextPage: true } };
}

/** A trend as a link. */
export function trendLinkFixture(overrides: Partial<TrendLinkFields> = {}): TrendLinkFields {
  return {
    id: '5',
    type: 'themesTags',
    slug: 'mar',
    name: 'Mar',
    url: 'http://localhost:4300/es/shop/tendencias/mar',
    ...overrides,
  };
}

/** A `TrendPage` result: the trend «Mar», another theme and a style, and one page of its works. */
export function trendPageFixture(overrides: Partial<TrendDetailFields> = {}): TrendPageData {
  return {
    getTrend: { ...trendLinkFixture(), slugES: 'mar', slugEN: 'sea', description: 'El mar y la costa.', ...overrides },
    trends: [
      trendLinkFixture(),
      trendLinkFixture({
        id: '6',
        slug: 'ciudad',
        name: 'Ciudad',
        url: 'http://localhost:4300/es/shop/tendencias/ciudad',
      }),
      trendLinkFixture({
        id: '1',
        type: 'worksStylesTags',
        slug: 'abstraccion',
        name: 'Abstracción',
        url: 'http://localhost:4300/es/shop/tendencias/abstraccion',
      }),
    ],
    works: trendWorksFixture(),
  };
}

/** A `TrendsList` result: one trend of each type. */
export function trendsListFixture(): TrendsListData {
  return {
    trends: [
      {
        ...trendLinkFixture({
          id: '1',
          type: 'worksStylesTags',
          slug: 'abstraccion',
          name: 'Abstracción',
          url: 'http://localhost:4300/es/shop/tendencias/abstraccion',
        }),
        description: 'Color y forma.',
      },
      { ...trendLinkFixture(), description: 'El mar y la costa.' },
      {
        ...trendLinkFixture({
          id: '20',
          type: 'technicsTags',
          slug: 'oleo',
          name: 'Óleo',
          url: 'http://localhost:4300/es/shop/tendencias/oleo',
        }),
        description: '',
      },
    ],
  };
}

/** A `TrendImages` result: one work carrying the trends 1 and 5. */
export function trendImagesFixture(): TrendImagesData {
  return { works: { nodes: [{ id: '1', tags: [{ id: '1' }, { id: '5' }], images: [imageFixture()] }] } };
}
