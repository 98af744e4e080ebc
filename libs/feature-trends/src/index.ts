export { CategoryPageView } from './trends/CategoryPageView';
export { TrendsPageView } from './trends/TrendsPageView';
export { loadCategoryPage, loadTrendsPage } from './trends/trends-page';
export type { CategoryPageData, CategoryTrend, TrendsPageData } from './trends/trends-page';
