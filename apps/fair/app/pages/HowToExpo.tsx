import { StaticPageView, loadStaticPage } from '@art/feature-content';
import { SitePage, loadPage, pageMeta } from '@art/site';
import type { Route } from './+types/HowToExpo';

export const loader = (args: Route.LoaderArgs) => loadPage(args, loadStaticPage);
export const meta = pageMeta;

export default function HowToExpo({ loaderData: data }: Route.ComponentProps) {
  return (
    <SitePage data={data}>
      <StaticPageView data={data} />
    </SitePage>
  );
}
