import type { ReactNode } from 'react';
import { HydrationBoundary } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { readResources } from '@art/i18n';
import { SiteFooter, SiteHeader } from '@art/layout';
import { VisuallyHidden } from '@art/ui';
import { useRootData } from './document';
import type { PageData } from './loaders';

/** Adds the translations a page brought (on a client navigation) to the running i18n instance. */
function usePageResources(serialized: PageData<unknown>['i18n']) {
  const { i18n } = useTranslation();
  const { lang, resources } = readResources(serialized);
  // Synchronously, before the page's texts render, so no key ever flashes.
  for (const [ns, bundle] of Object.entries(resources)) {
    if (!i18n.hasResourceBundle(lang, ns)) i18n.addResourceBundle(lang, ns, bundle, true, false);
  }
}

/**
 * The frame of every page: the route's translations, the server's query cache, the visually hidden h1 with the
 * page title, and (unless the route is bare, like the banner preview) the site's header and footer.
 */
export function SitePage({ data, children }: { data: PageData<unknown>; children: ReactNode }) {
  usePageResources(data.i18n);
  const root = useRootData();
  const bare = data.layout === 'bare';
  const site = root?.site ?? 'fair';
  const lang = data.head.lang;
  const origins = root?.origins ?? { fair: '', shop: '' };
  return (
    <HydrationBoundary state={data.dehydrated}>
      {bare ? null : (
        <SiteHeader
          site={site}
          lang={lang}
          menu={root?.menu ?? null}
          alternates={alternatePaths(data.head)}
          origins={origins}
          cartCount={0}
          loggedIn={root?.loggedIn ?? false}
        />
      )}
      <main id="content" tabIndex={-1}>
        <VisuallyHidden as="h1">{data.head.title}</VisuallyHidden>
        {children}
      </main>
      {bare ? null : <SiteFooter site={site} lang={lang} origins={origins} />}
    </HydrationBoundary>
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
