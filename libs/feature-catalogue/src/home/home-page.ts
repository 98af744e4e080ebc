import { HOME_DATA, currentCatalog, type HomeActivity, type HomeArticle, type HomeCatalog, type HomeExposition } from '@art/data';
import { CURRENT_CATALOG_PREFIX, MARKET_CATALOG_PREFIX } from '@art/model';
import type { PageContext, PageResult } from '@art/site';
import type { WorkCardData } from '@art/page-kit';


export interface HomePageData {
  catalog: HomeCatalog | null;
  works: WorkCardData[];
  articles: HomeArticle[];
  activities: HomeActivity[];
  shows: HomeExposition[];
}

/** The home of either site: the current edition, newest works, latest posts, activities (fair) and shows (shop). */
export async function loadHomePage(page: PageContext): Promise<PageResult<HomePageData>> {
  const shop = page.site === 'shop';
  const answer = await page.query(HOME_DATA, {
    catalogPrefix: shop ? MARKET_CATALOG_PREFIX : CURRENT_CATALOG_PREFIX,
    articleCategory: shop ? 'product' : null,
    works: shop ? 12 : 8,
  });
  return {
    data: {
      catalog: currentCatalog(answer),
      works: answer.works.nodes,
      articles: answer.articles.nodes,
      activities: shop ? [] : answer.activities.nodes,
      shows: answer.expositions.nodes,
    },
    image: answer.works.nodes[0]?.images[0]?.url ?? null,
  };
}
