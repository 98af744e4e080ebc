import { WorksPageView, loadWorksPage } from '@art/feature-catalogue';
import { SitePage, loadPage, pageMeta } from '@art/site';
import type { Route } from './+types/Works';

export const loader = (args: Route.LoaderArgs) => loadPage(args, loadWorksPage);
export const meta = pageMeta;

export default function Works({ loaderData: data }: Route.ComponentProps) {
  return (
    <SitePage data={data}>
      <WorksPageView data={data} />
    </SitePage>
  );
}
