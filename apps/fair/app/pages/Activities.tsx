import { ActivitiesPageView, loadActivitiesPage } from '@art/feature-content';
import { SitePage, loadPage, pageMeta } from '@art/site';
import type { Route } from './+types/Activities';

export const loader = (args: Route.LoaderArgs) => loadPage(args, loadActivitiesPage);
export const meta = pageMeta;

export default function Activities({ loaderData: data }: Route.ComponentProps) {
  return (
    <SitePage data={data}>
      <ActivitiesPageView data={data} />
    </SitePage>
  );
}
