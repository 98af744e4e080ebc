import { currentCatalog } from '@art/data';
import {
  HomeDataDocument,
  type HomeActivity,
  type HomeArticle,
  type HomeCatalog,
  type HomeDiscipline,
  type HomeExposition,
  type HomeWork,
} from '../documents';
import type { PageContext, PageResult } from '@art/site';

export interface HomePageData {
  catalog: HomeCatalog | null;
  /**
   * The fair's first screen: the first featured work with an image (one not on a discipline's tile when there is one),
   * shown large and credited (artist, title, gallery) as art fairs open their sites; null on the shop, whose first
   * screen is its works for sale.
   */
  hero: HomeWork | null;
  /** The fair's featured works (its newest, the hero's left out) or the shop's works for sale now (its newest). */
  works: HomeWork[];
  /** The four disciplines, each with the picture of a work that stands for it ("explore by discipline"). */
  disciplines: HomeDiscipline[];
  articles: HomeArticle[];
  activities: HomeActivity[];
  shows: HomeExposition[];
}

/**
 * The home of either site: on the fair the current edition with a work of it in the first screen, then its featured
 * works, disciplines, activities and posts; on the shop the works to buy first, then disciplines, shows and posts.
 */
export async function loadHomePage(page: PageContext): Promise<PageResult<HomePageData>> {
  const { profile } = page;
  const answer = await page.query(HomeDataDocument, {
    catalogPrefix: profile.catalogPrefix,
    articleCategory: profile.home.articleCategory,
    works: profile.home.works,
    // The shop's window shows what can be bought now; the fair's shows its newest works, whatever their state.
    buyable: profile.sells,
  });
  const works = answer.works.nodes;
  // Not a work whose picture stands for a discipline further down: the page does not show one picture twice.
  const covers = new Set(answer.disciplines.map((d) => d.cover?.id));
  const hero = profile.editions
    ? (works.find((work) => work.images.length > 0 && !covers.has(work.id)) ??
      works.find((work) => work.images.length > 0) ??
      null)
    : null;
  return {
    data: {
      catalog: currentCatalog(answer),
      hero,
      works: hero ? works.filter((work) => work !== hero) : works,
      disciplines: answer.disciplines,
      articles: answer.articles.nodes,
      activities: profile.editions ? answer.activities.nodes : [],
      shows: answer.expositions.nodes,
    },
    image: (hero ?? works[0])?.images[0]?.url ?? null,
  };
}
