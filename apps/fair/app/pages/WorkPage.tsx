import { WorkPageView, loadWorkPage } from '@art/feature-catalogue';
import { SitePage, loadPage, pageMeta } from '@art/site';
import type { Route } from './+types/WorkPage';

export const loader = (args: Route.LoaderArgs) => loadPage(args, loadWorkPage);
export const meta = pageMeta;

export default function WorkPage({ loaderData: data }: Route.ComponentProps) {
  return (
    <SitePage data={data}>
      <WorkPageView data={data} />
    </SitePage>
  );
}
