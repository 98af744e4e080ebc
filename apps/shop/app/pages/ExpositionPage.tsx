import { ShowPageView, loadShowPage } from '@art/feature-catalogue';
import { SitePage, loadPage, pageMeta } from '@art/site';
import type { Route } from './+types/ExpositionPage';

export const loader = (args: Route.LoaderArgs) => loadPage(args, loadShowPage);
export const meta = pageMeta;

export default function ExpositionPage({ loaderData: data }: Route.ComponentProps) {
  return (
    <SitePage data={data}>
      <ShowPageView data={data} />
    </SitePage>
  );
}
