/**
 * @jest-environment node
 */
import { operationName, type Operation } from '@art/data';
import { trendImagesFixture, trendPageFixture, trendsListFixture, trendWorksFixture } from '../testing';
import type { PageContext } from '@art/site';
import { pageAt } from '@art/page-kit/testing';
import { loadCategoryPage, loadTrendsPage } from './trends-page';

describe('loadTrendsPage', () => {
  it('loads the trend with its market works, the other trends of its type, its title and both languages’ slugs', async () => {
    const page = pageAt('shop', '/es/shop/tendencias/mar', () => trendPageFixture());
    const result = await loadTrendsPage(page);
    expect(page.asked).toEqual([
      {
        operation: 'TrendPage',
        variables: { slug: 'mar', filter: { tags: ['mar'], catalogPrefix: 'MARKET' }, first: 20, after: null },
      },
    ]);
    expect(result?.data.trend.name).toBe('Mar');
    // Only the other theme: not the trend itself, not the style.
    expect(result?.data.related.map((t) => t.slug)).toEqual(['ciudad']);
    expect(result?.title).toEqual({ trendName: 'Mar' });
    expect(result?.alternatesParams).toEqual({ es: { trendSlug: 'mar' }, en: { trendSlug: 'sea' } });
    expect(result?.data.after).toBeNull();
  });

  it('starts after the cursor of the address, and at the first page when the API refuses it', async () => {
    const page = pageAt('shop', '/en/shop/trends/sea?after=abc_DEF-1', (_op, vars) => {
      if (vars['after']) throw new Error('invalid cursor');
      return trendPageFixture();
    });
    const result = await loadTrendsPage(page);
    expect(page.asked.map((a) => a.variables['after'])).toEqual(['abc_DEF-1', null]);
    expect(result?.data.after).toBeNull();
    const malformed = pageAt('shop', '/en/shop/trends/sea?after=%3Cb%3E', () => trendPageFixture());
    await loadTrendsPage(malformed);
    expect(malformed.asked.map((a) => a.variables['after'])).toEqual([null]);
  });

  it('is a 404 for an unknown trend, and an empty page for a trend without works', async () => {
    const unknown = pageAt('shop', '/es/shop/tendencias/no-existe', () => ({ ...trendPageFixture(), getTrend: null }));
    expect(await loadTrendsPage(unknown)).toBeNull();
    const empty = pageAt('shop', '/es/shop/tendencias/mar', () => ({
      ...trendPageFixture(),
      works: trendWorksFixture([], 0),
    }));
    const result = await loadTrendsPage(empty);
    expect(result?.data.works).toEqual([]);
    expect(result?.image).toBeNull();
  });
});

describe('loadCategoryPage', () => {
  function categoryPage(images: () => Promise<unknown>) {
    const page = pageAt('shop', '/es/shop/categoria', () => trendsListFixture());
    const requested: string[] = [];
    page.client = {
      endpoint: '',
      lang: 'es',
      request: (async (operation: Operation<unknown, unknown>) => {
        requested.push(operationName(operation));
        return images();
      }) as PageContext['client']['request'],
    };
    return { page, requested };
  }

  it('groups the trends by type, each with the picture of a work carrying it when one was found', async () => {
    const { page, requested } = categoryPage(async () => trendImagesFixture());
    const result = await loadCategoryPage(page);
    expect(requested).toEqual(['TrendImages']);
    expect(result.data.groups.map((g) => [g.type, g.trends.map((t) => [t.slug, t.image ? 'image' : null])])).toEqual([
      ['worksStylesTags', [['abstraccion', 'image']]],
      ['themesTags', [['mar', 'image']]],
      ['technicsTags', [['oleo', null]]],
    ]);
  });

  it('shows the trends without pictures when the pictures cannot be read', async () => {
    const { page } = categoryPage(async () => {
      throw new Error('API down');
    });
    const result = await loadCategoryPage(page);
    expect(result.data.groups.flatMap((g) => g.trends.map((t) => t.image))).toEqual([null, null, null]);
  });
});
