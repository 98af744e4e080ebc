import { EditionsPageView, loadEditionsPage } from '@art/feature-content';
import { SitePage, loadPage, pageMeta } from '@art/site';
import type { Route } from './+types/Editions';

export const loader = (args: Route.LoaderArgs) => loadPage(args, loadEditionsPage);
export const meta = pageMeta;

export default function Editions({ loaderData: data }: Route.ComponentProps) {
  return (
    <SitePage data={data}>
      <EditionsPageView data={data} />
    </SitePage>
  );
}
