export { ActivitiesPageView } from './activities/ActivitiesPageView';
export { ActivityPageView } from './activities/ActivityPageView';
export { activitiesQueryString, loadActivitiesPage, parseActivitiesQuery } from './activities/activities-page';
export type { ActivitiesPageData, ActivitiesQuery } from './activities/activities-page';
export { activityCalendarHref, loadActivityPage } from './activities/activity-page';
export type { ActivityPageData } from './activities/activity-page';
export { BlogPageView } from './blog/BlogPageView';
export { PostPageView } from './blog/PostPageView';
export { BLOG_PAGE_SIZE, loadBlogPage } from './blog/blog-page';
export type { BlogPageData } from './blog/blog-page';
export {
  EMPTY_BLOG_QUERY,
  blogQueryString,
  blogSearchText,
  changeBlogCategory,
  clearBlog,
  parseBlogQuery,
  searchBlog,
} from './blog/blog-query';
export type { BlogQuery } from './blog/blog-query';
export { loadPostPage } from './blog/post-page';
export type { PostPageData } from './blog/post-page';
export { BannerPreviewView } from './info/BannerPreviewView';
export { CookiesPageView } from './info/CookiesPageView';
export { EditionsPageView } from './info/EditionsPageView';
export { FaqPageView } from './info/FaqPageView';
export { PhotoViewPageView } from './info/PhotoViewPageView';
export { StaticPageView } from './info/StaticPageView';
export { TicketsPageView } from './info/TicketsPageView';
export { VisitorInfoPageView } from './info/VisitorInfoPageView';
export { loadBannerPreviewPage } from './info/banner-preview-page';
export { loadEditionsPage } from './info/editions-page';
export { loadFaqPage } from './info/faq-page';
export { isMapsKey, loadMaps, mapSearchUrl, mapsScriptUrl } from './info/maps';
export { loadPhotoViewPage } from './info/photo-view-page';
export { loadStaticPage } from './info/static-page';
export { loadTicketsPage } from './info/tickets-page';
export { loadVisitorInfoPage } from './info/visitor-info-page';
export { PressPageView } from './press/PressPageView';
export { loadPressPage, pressDownload } from './press/press-page';
export type { PressPageData } from './press/press-page';
export { SponsorsPageView } from './sponsors/SponsorsPageView';
export { loadSponsorsPage } from './sponsors/sponsors-page';
export type { SponsorsPageData } from './sponsors/sponsors-page';
