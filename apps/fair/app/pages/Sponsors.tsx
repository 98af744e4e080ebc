import { SponsorsPageView, loadSponsorsPage } from '@art/feature-content';
import { SitePage, loadPage, pageMeta } from '@art/site';
import type { Route } from './+types/Sponsors';

export const loader = (args: Route.LoaderArgs) => loadPage(args, loadSponsorsPage);
export const meta = pageMeta;

export default function Sponsors({ loaderData: data }: Route.ComponentProps) {
  return (
    <SitePage data={data}>
      <SponsorsPageView data={data} />
    </SitePage>
  );
}
