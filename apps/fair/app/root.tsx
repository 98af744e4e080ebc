import type { LoaderFunctionArgs } from 'react-router';
import '@fontsource-variable/inter/index.css';
import '@fontsource/fraunces/400.css';
import '@fontsource/fraunces/600.css';
import { SiteApp, SiteDocument, SiteErrorBoundary, loadRoot, rootShouldRevalidate } from '@art/site';

export const loader = (args: LoaderFunctionArgs) => loadRoot(args);
export const shouldRevalidate = rootShouldRevalidate;
export const Layout = SiteDocument;
export const ErrorBoundary = SiteErrorBoundary;
export default SiteApp;
