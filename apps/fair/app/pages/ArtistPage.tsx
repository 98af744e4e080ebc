import { useLoaderData, type LoaderFunctionArgs } from 'react-router';
import { ArtistPageView, loadArtistPage } from '@art/pages';
import { SitePage, loadPage, pageMeta } from '@art/site';

export const loader = (args: LoaderFunctionArgs) => loadPage(args, loadArtistPage);
export const meta = pageMeta;

export default function ArtistPage() {
  const data = useLoaderData<typeof loader>();
  return (
    <SitePage data={data}>
      <ArtistPageView data={data} />
    </SitePage>
  );
}
