import { VisitorInfoPageView, loadVisitorInfoPage } from '@art/feature-content';
import { SitePage, loadPage, pageMeta } from '@art/site';
import type { Route } from './+types/Informacion';

export const loader = (args: Route.LoaderArgs) => loadPage(args, loadVisitorInfoPage);
export const meta = pageMeta;

export default function Informacion({ loaderData: data }: Route.ComponentProps) {
  return (
    <SitePage data={data}>
      <VisitorInfoPageView data={data} />
    </SitePage>
  );
}
