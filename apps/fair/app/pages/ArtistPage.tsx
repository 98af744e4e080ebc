import { ArtistPageView, loadArtistPage } from '@art/feature-catalogue';
import { SitePage, loadPage, pageMeta } from '@art/site';
import type { Route } from './+types/ArtistPage';

export const loader = (args: Route.LoaderArgs) => loadPage(args, loadArtistPage);
export const meta = pageMeta;

export default function ArtistPage({ loaderData: data }: Route.ComponentProps) {
  return (
    <SitePage data={data}>
      <ArtistPageView data={data} />
    </SitePage>
  );
}
