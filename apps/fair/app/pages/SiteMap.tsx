import { SiteMapPageView, loadSiteMapPage } from '@art/feature-catalogue';
import { SitePage, loadPage, pageMeta } from '@art/site';
import type { Route } from './+types/SiteMap';

export const loader = (args: Route.LoaderArgs) => loadPage(args, loadSiteMapPage);
export const meta = pageMeta;

export default function SiteMap({ loaderData: data }: Route.ComponentProps) {
  return (
    <SitePage data={data}>
      <SiteMapPageView data={data} />
    </SitePage>
  );
}
