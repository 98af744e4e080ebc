import { HomePageView, loadHomePage } from '@art/feature-catalogue';
import { SitePage, loadPage, pageMeta } from '@art/site';
import type { Route } from './+types/Home';

export const loader = (args: Route.LoaderArgs) => loadPage(args, loadHomePage);
export const meta = pageMeta;

export default function Home({ loaderData: data }: Route.ComponentProps) {
  return (
    <SitePage data={data}>
      <HomePageView data={data} />
    </SitePage>
  );
}
