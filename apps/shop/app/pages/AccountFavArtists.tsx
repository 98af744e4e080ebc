import { useLoaderData, type LoaderFunctionArgs } from 'react-router';
import { FavArtistsView, loadFavArtistsPage } from '@art/pages';
import { SitePage, loadPage, pageMeta } from '@art/site';

export const loader = (args: LoaderFunctionArgs) => loadPage(args, loadFavArtistsPage);
export const meta = pageMeta;

export default function AccountFavArtists() {
  const data = useLoaderData<typeof loader>();
  return (
    <SitePage data={data}>
      <FavArtistsView />
    </SitePage>
  );
}
