import { useLoaderData, type LoaderFunctionArgs } from 'react-router';
import { GalleryPageView, loadGalleryPage } from '@art/pages';
import { SitePage, loadPage, pageMeta } from '@art/site';

export const loader = (args: LoaderFunctionArgs) => loadPage(args, loadGalleryPage);
export const meta = pageMeta;

export default function GalleryPage() {
  const data = useLoaderData<typeof loader>();
  return (
    <SitePage data={data}>
      <GalleryPageView data={data} />
    </SitePage>
  );
}
