export { EMOTION_KEY } from './context';
export type { SiteLoadContext } from './context';
export { buildHead, headMeta, notFoundHead, pageMeta } from './head';
export type { HeadInput, PageHead } from './head';
export { loadPage, loadRoot, rootShouldRevalidate } from './loaders';
export type { PageContext, PageData, PageResult, RootData } from './loaders';
export { SiteApp, SiteDocument, SiteErrorBoundary, SiteProviders, useLink, usePageLang, useRootData, useSite } from './document';
export { SitePage } from './page';
export { ErrorPage } from './error-page';
