import { PressPageView, loadPressPage } from '@art/feature-content';
import { SitePage, loadPage, pageMeta } from '@art/site';
import type { Route } from './+types/Prensa';

export const loader = (args: Route.LoaderArgs) => loadPage(args, loadPressPage);
export const meta = pageMeta;

export default function Prensa({ loaderData: data }: Route.ComponentProps) {
  return (
    <SitePage data={data}>
      <PressPageView data={data} />
    </SitePage>
  );
}
