import { SearchPageView, loadSearchPage } from '@art/feature-catalogue';
import { SitePage, loadPage, pageMeta } from '@art/site';
import type { Route } from './+types/Search';

export const loader = (args: Route.LoaderArgs) => loadPage(args, loadSearchPage);
/** The page's head, and no indexing: a search's results are not a page of their own for search engines. */
export const meta = (args: Route.MetaArgs) => [...pageMeta(args), { name: 'robots', content: 'noindex' }];

export default function Search({ loaderData: data }: Route.ComponentProps) {
  return (
    <SitePage data={data}>
      <SearchPageView data={data} />
    </SitePage>
  );
}
