import { useActionData, useLoaderData, type LoaderFunctionArgs } from 'react-router';
import { GalleryContactPageView, galleryContactAction, loadGalleryContactPage } from '@art/pages';
import { SitePage, loadPage, pageMeta } from '@art/site';

// A message to a gallery; its action takes the form when scripts are off.
export const meta = pageMeta;
export const loader = (args: LoaderFunctionArgs) => loadPage(args, loadGalleryContactPage);
export const action = galleryContactAction;

export default function GalleryContact() {
  const data = useLoaderData<typeof loader>();
  const outcome = useActionData<typeof action>();
  return (
    <SitePage data={data} footerForm={false}>
      <GalleryContactPageView data={data} outcome={outcome} />
    </SitePage>
  );
}
