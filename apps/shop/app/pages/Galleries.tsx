import { useLoaderData, type LoaderFunctionArgs } from 'react-router';
import { GalleriesPageView, loadGalleriesPage } from '@art/pages';
import { SitePage, loadPage, pageMeta } from '@art/site';

export const loader = (args: LoaderFunctionArgs) => loadPage(args, loadGalleriesPage);
export const meta = pageMeta;

export default function Galleries() {
  const data = useLoaderData<typeof loader>();
  return (
    <SitePage data={data}>
      <GalleriesPageView data={data} />
    </SitePage>
  );
}
