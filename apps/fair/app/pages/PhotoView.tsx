import { PhotoViewPageView, loadPhotoViewPage } from '@art/feature-content';
import { SitePage, loadPage, pageMeta } from '@art/site';
import type { Route } from './+types/PhotoView';

export const loader = (args: Route.LoaderArgs) => loadPage(args, loadPhotoViewPage);
export const meta = pageMeta;

export default function PhotoView({ loaderData: data }: Route.ComponentProps) {
  return (
    <SitePage data={data}>
      <PhotoViewPageView data={data} />
    </SitePage>
  );
}
