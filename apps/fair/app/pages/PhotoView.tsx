import { useLoaderData, type LoaderFunctionArgs } from 'react-router';
import { PhotoViewPageView, loadPhotoViewPage } from '@art/pages';
import { SitePage, loadPage, pageMeta } from '@art/site';

export const loader = (args: LoaderFunctionArgs) => loadPage(args, loadPhotoViewPage);
export const meta = pageMeta;

export default function PhotoView() {
  const data = useLoaderData<typeof loader>();
  return (
    <SitePage data={data}>
      <PhotoViewPageView data={data} />
    </SitePage>
  );
}
