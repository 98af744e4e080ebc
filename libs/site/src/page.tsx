import type { ReactNode } from 'react';
import { HydrationBoundary } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { addNamespace, readResources, type ResourceBundle } from '@art/i18n';
import { SiteFooter, SiteHeader, type HeaderCart } from '@art/layout';
import type { Lang, Namespace } from '@art/routing';
import { VisuallyHidden } from '@art/ui';
import { useRootData } from './page-hooks';
import { useLogOut } from './log-out';
import { useCart } from './cart';
import type { PageData } from './loaders';

/** Adds the translations a page brought (on a client navigation) to the running i18next instance. */
function usePageResources(serialized: PageData<unknown>['i18n']) {
  const { i18n } = useTranslation();
  const { lang, resources } = readResources(serialized);
  if (lang !== i18n.language) return;
  // Synchronously, before the page's texts render, so no key ever flashes.
  for (const [ns, bundle] of Object.entries(resources) as [Namespace, ResourceBundle | undefined][]) {
    if (bundle) addNamespace(i18n, ns, bundle);
  }
}

/**
 * Every page: the route's translations, the server's query cache, the visually hidden h1 with the page title, in
 * the {@link PageFrame} (without header and footer when the route is bare, like the banner preview). A page that is a
 * form itself says `footerForm={false}`, and the footer leaves its contact form out.
 */
export function SitePage({
  data,
  footerForm = true,
  children,
}: {
  data: PageData<unknown>;
  footerForm?: boolean;
  children: ReactNode;
}) {
  usePageResources(data.i18n);
  return (
    <HydrationBoundary state={data.dehydrated}>
      <PageFrame
        lang={data.head.lang}
        alternates={alternatePaths(data.head)}
        bare={data.layout === 'bare'}
        footerForm={footerForm}
      >
        <VisuallyHidden as="h1">{data.head.title}</VisuallyHidden>
        {children}
      </PageFrame>
    </HydrationBoundary>
  );
}

/**
 * The site's header, the page's `<main>` and the site's footer (only `<main>` when `bare`; without its contact form
 * when `footerForm` is false); the language picker leads to `alternates`.
 */
export function PageFrame(props: {
  lang: Lang;
  alternates: { es?: string; en?: string };
  bare?: boolean;
  footerForm?: boolean;
  children: ReactNode;
}) {
  const root = useRootData();
  const site = root?.site ?? 'fair';
  const origins = root?.origins ?? { fair: '', shop: '' };
  const { lang, bare = false } = props;
  const logOut = useLogOut();
  const cart = useCart();
  const headerCart: HeaderCart = {
    ready: cart.ready,
    count: cart.count,
    items: cart.cart?.items ?? [],
    loading: cart.loading,
    subtotal: cart.cart?.subtotal ?? 0,
    lastAdded: cart.lastAdded,
    onRemove: cart.remove,
  };
  return (
    <>
      {bare ? null : (
        <SiteHeader
          site={site}
          lang={lang}
          menu={root?.menu ?? null}
          alternates={props.alternates}
          origins={origins}
          currentEdition={root?.currentEdition}
          cartCount={cart.count}
          cart={headerCart}
          loggedIn={root?.loggedIn ?? false}
          onLogOut={() => void logOut()}
        />
      )}
      <main id="content" tabIndex={-1}>
        {props.children}
      </main>
      {bare ? null : (
        <SiteFooter
          site={site}
          lang={lang}
          origins={origins}
          currentEdition={root?.currentEdition}
          contactForm={props.footerForm ?? true}
        />
      )}
    </>
  );
}

/** The paths of the page in each language, for the language picker. */
function alternatePaths(head: PageData<unknown>['head']): { es?: string; en?: string } {
  const paths: { es?: string; en?: string } = {};
  for (const { hrefLang, href } of head.alternates) {
    if (hrefLang === 'es' || hrefLang === 'en') paths[hrefLang] = new URL(href).pathname;
  }
  return paths;
}
