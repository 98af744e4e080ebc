import type { ReactNode } from 'react';
import type { LinksFunction, LoaderFunctionArgs } from 'react-router';
import frauncesText from '@fontsource/fraunces/400.css?inline';
import frauncesHeadings from '@fontsource/fraunces/600.css?inline';
import frauncesLatinText from '@fontsource/fraunces/files/fraunces-latin-400-normal.woff2?url';
import frauncesLatinHeadings from '@fontsource/fraunces/files/fraunces-latin-600-normal.woff2?url';
import { SiteApp, SiteDocument, SiteErrorBoundary, loadRoot, rootShouldRevalidate } from '@art/site';

export const loader = (args: LoaderFunctionArgs) => loadRoot(args);
// The two faces of the headings arrive with the page, together, so the first screen reflows once when they swap in;
// the text is set in the system's own face (decision 030).
export const links: LinksFunction = () =>
  [frauncesLatinText, frauncesLatinHeadings].map((href) => ({
    rel: 'preload',
    as: 'font',
    type: 'font/woff2',
    href,
    crossOrigin: 'anonymous' as const,
  }));
export const shouldRevalidate = rootShouldRevalidate;
const FONT_FACES = frauncesText + frauncesHeadings;
export const Layout = ({ children }: { children: ReactNode }) => (
  <SiteDocument fontFaces={FONT_FACES}>{children}</SiteDocument>
);
export const ErrorBoundary = SiteErrorBoundary;
export default SiteApp;
