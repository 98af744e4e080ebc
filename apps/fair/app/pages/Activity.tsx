import { ActivityPageView, loadActivityPage } from '@art/feature-content';
import { SitePage, loadPage, pageMeta } from '@art/site';
import type { Route } from './+types/Activity';

export const loader = (args: Route.LoaderArgs) => loadPage(args, loadActivityPage);
export const meta = pageMeta;

export default function Activity({ loaderData: data }: Route.ComponentProps) {
  return (
    <SitePage data={data}>
      <ActivityPageView data={data} />
    </SitePage>
  );
}
