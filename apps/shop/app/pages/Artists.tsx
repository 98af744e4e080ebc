import { useLoaderData, type LoaderFunctionArgs } from 'react-router';
import { ArtistsPageView, loadArtistsPage } from '@art/pages';
import { SitePage, loadPage, pageMeta } from '@art/site';

export const loader = (args: LoaderFunctionArgs) => loadPage(args, loadArtistsPage);
export const meta = pageMeta;

export default function Artists() {
  const data = useLoaderData<typeof loader>();
  return (
    <SitePage data={data}>
      <ArtistsPageView data={data} />
    </SitePage>
  );
}
