import { FavArtistsView, loadFavArtistsPage } from '@art/feature-account';
import { SitePage, loadPage, pageMeta } from '@art/site';
import type { Route } from './+types/AccountFavArtists';

export const loader = (args: Route.LoaderArgs) => loadPage(args, loadFavArtistsPage);
export const meta = pageMeta;

export default function AccountFavArtists({ loaderData: data }: Route.ComponentProps) {
  return (
    <SitePage data={data}>
      <FavArtistsView />
    </SitePage>
  );
}
