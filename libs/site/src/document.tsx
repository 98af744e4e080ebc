import { useMemo, useRef, useState, type ReactNode } from 'react';
import {
  Link,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  isRouteErrorResponse,
  useLocation,
  useRouteError,
} from 'react-router';
import { HydrationProvider } from '@art/forms';
import { browserRequestHeaders, createGraphQLClient, createQueryClient, DataProvider } from '@art/data';
import { I18nextProvider, useTranslation } from 'react-i18next';
import { createI18n, missingKeyMessage, readResources } from '@art/i18n';
import { href, match, siteProfile, type Lang, type SiteName } from '@art/routing';
import { Analytics, CookieBanner, GoToTop, LoadingBar, ScrollToTopOnLoginPages } from '@art/layout';
import { AnchorProvider, GlobalStyles, type AnchorProps } from '@art/ui';
import { notFoundHead } from './head';
import { ErrorMessage } from './error-page';
import { PendingIntent } from './marks';
import { CartProvider } from './cart';
import { PageFrame } from './page';
import { useCspNonce } from './context';
import { usePageLang, useRootData } from './page-hooks';

/**
 * The HTML document of both sites (React Router's `Layout`): `<html lang>`, head tags, scripts, each script with the
 * page's CSP nonce (decision 023), given on the server and in the browser alike.
 */
export function SiteDocument({ children, fontFaces }: { children: ReactNode; fontFaces?: string }) {
  const lang = usePageLang();
  const nonce = useCspNonce();
  return (
    <html lang={lang}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#ffffff" />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        <Meta />
        {/* Styles and fonts need no nonce (style-src 'unsafe-inline', font-src 'self'). An empty one keeps React
            Router from giving them the server's, whose value the browser hides from the DOM: React's hydration check
            (development) would report the difference. */}
        <Links nonce="" />
        {/* The faces' `@font-face` rules (the app's build, a few KB), in the page rather than one more stylesheet the
            first paint would wait for (issue 14). */}
        {fontFaces ? <style dangerouslySetInnerHTML={{ __html: fontFaces }} /> : null}
      </head>
      <body>
        {children}
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}

/** Whether the page runs yet, translations, data clients, the visitor's cart and global styles around every page. */
export function SiteProviders({ children }: { children: ReactNode }) {
  const root = useRootData();
  const lang = usePageLang();
  // The address a missing text is reported on: the instance lives across client navigations, so it reads the latest.
  const location = useLocation();
  const path = useRef(location.pathname);
  path.current = location.pathname;
  const i18n = useMemo(() => {
    const resources = root ? readResources(root.i18n).resources : {};
    // A missing text is a bug (a namespace the route does not load, a key the files lack): the server's log and the
    // browser's console say which, and the browser tests fail on it (e2e/src/console.ts, routes.spec.ts).
    return createI18n(lang, resources, {
      onMissingKey: (missing) => console.warn(missingKeyMessage(missing, path.current)),
    });
  }, [lang, root]);
  const [queryClient] = useState(() => createQueryClient());
  // Same origin (the site server proxies /api); the language is part of every query key, so a new client per language.
  const client = useMemo(
    () => createGraphQLClient({ endpoint: '/api/graphql', lang, headers: () => browserRequestHeaders(lang) }),
    [lang],
  );
  return (
    <HydrationProvider>
      <I18nextProvider i18n={i18n}>
        <DataProvider client={client} queryClient={queryClient}>
          <AnchorProvider component={RouterAnchor}>
            <CartProvider loggedIn={root?.loggedIn ?? false} lang={lang} gaId={root?.gaId}>
              <GlobalStyles />
              {children}
              <GlobalChrome />
            </CartProvider>
          </AnchorProvider>
        </DataProvider>
      </I18nextProvider>
    </HydrationProvider>
  );
}

/**
 * The links of the pages' bodies: React Router's `<Link>` for an address of a page this site serves, as a path or on
 * this site's origin (the API gives absolute addresses): a client-side navigation, with the loading bar and the page
 * view and no full reload. A plain `<a>` for anything else (the other site, files, new tabs, downloads).
 */
function RouterAnchor({ href: to, ...rest }: AnchorProps) {
  const root = useRootData();
  const site = root?.site ?? 'fair';
  const path = to === undefined || rest.target || rest.download !== undefined ? null : appPath(to, root?.origins[site]);
  return path !== null && match(path, { site }) !== null ? <Link to={path} {...rest} /> : <a href={to} {...rest} />;
}

/** The path of an address on this site (`/…`, or absolute on `origin`); null for any other address. */
function appPath(address: string, origin: string | undefined): string | null {
  const own = origin?.replace(/\/+$/, '');
  const path = own && address.startsWith(`${own}/`) ? address.slice(own.length) : address;
  return path.startsWith('/') && !path.startsWith('//') ? path : null;
}

/** What every page of a site has once: cookie banner, go-to-top, loading bar, analytics, scroll on login pages. */
function GlobalChrome() {
  const root = useRootData();
  const lang = usePageLang();
  return (
    <>
      <LoadingBar />
      <GoToTop />
      <ScrollToTopOnLoginPages />
      <CookieBanner lang={lang} site={root?.site} origins={root?.origins} answered={root?.cookiesAnswered} />
      <Analytics gaId={root?.gaId ?? ''} />
      <PendingIntent />
    </>
  );
}

/** The root route's component. */
export function SiteApp() {
  return (
    <SiteProviders>
      <Outlet />
    </SiteProviders>
  );
}

/**
 * The root error boundary: a real 404 (or 500) page in the language of the address, with the site's header and
 * footer (the language picker leads to the other language's home).
 */
export function SiteErrorBoundary() {
  const error = useRouteError();
  const lang = usePageLang();
  const root = useRootData();
  const status = isRouteErrorResponse(error) ? error.status : 500;
  if (!isRouteErrorResponse(error)) console.error(error);
  const site = root?.site ?? 'fair';
  return (
    <SiteProviders>
      <ErrorHead lang={lang} site={site} />
      <PageFrame lang={lang} alternates={homes(site)}>
        <ErrorMessage status={status} lang={lang} site={site} />
      </PageFrame>
    </SiteProviders>
  );
}

/** The error page's title and description, from the `common` texts every page has. */
function ErrorHead({ lang, site }: { lang: Lang; site: SiteName }) {
  const { t } = useTranslation();
  const head = notFoundHead(lang, site, t);
  return (
    <>
      <title>{head.title}</title>
      <meta name="description" content={head.description} />
      <meta name="robots" content="noindex" />
    </>
  );
}

function homes(site: SiteName): { es: string; en: string } {
  const key = siteProfile(site).keys.home;
  return { es: href(key, {}, 'es'), en: href(key, {}, 'en') };
}
