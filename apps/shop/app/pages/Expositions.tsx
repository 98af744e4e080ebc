import { ShowsPageView, loadShowsPage } from '@art/feature-catalogue';
import { SitePage, loadPage, pageMeta } from '@art/site';
import type { Route } from './+types/Expositions';

export const loader = (args: Route.LoaderArgs) => loadPage(args, loadShowsPage);
export const meta = pageMeta;

export default function Expositions({ loaderData: data }: Route.ComponentProps) {
  return (
    <SitePage data={data}>
      <ShowsPageView data={data} />
    </SitePage>
  );
}
