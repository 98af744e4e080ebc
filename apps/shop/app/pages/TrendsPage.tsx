import { TrendsPageView, loadTrendsPage } from '@art/feature-trends';
import { SitePage, loadPage, pageMeta } from '@art/site';
import type { Route } from './+types/TrendsPage';

export const loader = (args: Route.LoaderArgs) => loadPage(args, loadTrendsPage);
export const meta = pageMeta;

export default function TrendsPage({ loaderData: data }: Route.ComponentProps) {
  return (
    <SitePage data={data}>
      <TrendsPageView data={data} />
    </SitePage>
  );
}
