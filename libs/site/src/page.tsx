import type { ReactNode } from 'react';
import { HydrationBoundary } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { readResources } from '@art/i18n';
import { VisuallyHidden } from '@art/ui';
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
export function SitePage({ data, children, header, footer }: {
  data: PageData<unknown>;
  children: ReactNode;
  header?: ReactNode;
  footer?: ReactNode;
}) {
  usePageResources(data.i18n);
  const bare = data.layout === 'bare';
  return (
    <HydrationBoundary state={data.dehydrated}>
      {!bare && header}
      <main id="content">
        <VisuallyHidden as="h1">{data.head.title}</VisuallyHidden>
        {children}
      </main>
      {!bare && footer}
    </HydrationBoundary>
  );
}
