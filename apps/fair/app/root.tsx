import type { ReactNode } from 'react';
import type { LinksFunction, LoaderFunctionArgs } from 'react-router';
import interFaces from '@fontsource-variable/inter/index.css?inline';
import frauncesText from '@fontsource/fraunces/400.css?inline';
import frauncesHeadings from '@fontsource/fraunces/600.css?inline';
import interLatin from '@fontsource-variable/inter/files/inter-latin-wght-normal.woff2?url';
import frauncesLatinHeadings from '@fontsource/fraunces/files/fraunces-latin-600-normal.woff2?url';
import { SiteApp, SiteDocument, SiteErrorBoundary, loadRoot, rootShouldRevalidate } from '@art/site';

export const loader = (args: LoaderFunctionArgs) => loadRoot(args);
// The text and heading faces arrive with the page, so headings do not reflow when they swap in.
export const links: LinksFunction = () =>
  [interLatin, frauncesLatinHeadings].map((href) => ({
    rel: 'preload',
    as: 'font',
    type: 'font/woff2',
    href,
    crossOrigin: 'anonymous' as const,
  }));
export const shouldRevalidate = rootShouldRevalidate;
const FONT_FACES = interFaces + frauncesText + frauncesHeadings;
export const Layout = ({ children }: { children: ReactNode }) => (
  <SiteDocument fontFaces={FONT_FACES}>{children}</SiteDocument>
);
export const ErrorBoundary = SiteErrorBoundary;
export default SiteApp;
