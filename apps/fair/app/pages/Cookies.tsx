import { CookiesPageView, loadStaticPage } from '@art/feature-content';
import { SitePage, loadPage, pageMeta } from '@art/site';
import type { Route } from './+types/Cookies';

export const loader = (args: Route.LoaderArgs) => loadPage(args, loadStaticPage);
export const meta = pageMeta;

export default function Cookies({ loaderData: data }: Route.ComponentProps) {
  return (
    <SitePage data={data}>
      <CookiesPageView data={data} />
    </SitePage>
  );
}
