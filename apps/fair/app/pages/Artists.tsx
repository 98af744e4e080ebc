import { ArtistsPageView, loadArtistsPage } from '@art/feature-catalogue';
import { SitePage, loadPage, pageMeta } from '@art/site';
import type { Route } from './+types/Artists';

export const loader = (args: Route.LoaderArgs) => loadPage(args, loadArtistsPage);
export const meta = pageMeta;

export default function Artists({ loaderData: data }: Route.ComponentProps) {
  return (
    <SitePage data={data}>
      <ArtistsPageView data={data} />
    </SitePage>
  );
}
