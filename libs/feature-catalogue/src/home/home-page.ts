import { currentCatalog } from '@art/data';
import {
  HomeDataDocument,
  type HomeActivity,
  type HomeArticle,
  type HomeCatalog,
  type HomeExposition,
} from '../documents';
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
  const answer = await page.query(HomeDataDocument, {
    catalogPrefix: page.profile.catalogPrefix,
    articleCategory: page.profile.home.articleCategory,
    works: page.profile.home.works,
  });
  return {
    data: {
      catalog: currentCatalog(answer),
      works: answer.works.nodes,
      articles: answer.articles.nodes,
      activities: page.profile.editions ? answer.activities.nodes : [],
      shows: answer.expositions.nodes,
    },
    image: answer.works.nodes[0]?.images[0]?.url ?? null,
  };
}
