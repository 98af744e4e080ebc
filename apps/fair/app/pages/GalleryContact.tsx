import { GalleryContactPageView, galleryContactAction, loadGalleryContactPage } from '@art/feature-forms';
import { SitePage, loadPage, pageMeta } from '@art/site';
import type { Route } from './+types/GalleryContact';

// A message to a gallery; its action takes the form when scripts are off.
export const meta = pageMeta;
export const loader = (args: Route.LoaderArgs) => loadPage(args, loadGalleryContactPage);
export const action = galleryContactAction;

export default function GalleryContact({ loaderData: data, actionData: outcome }: Route.ComponentProps) {
  return (
    <SitePage data={data} footerForm={false}>
      <GalleryContactPageView data={data} outcome={outcome} />
    </SitePage>
  );
}
