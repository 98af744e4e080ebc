import { GalleryPageView, loadGalleryPage } from '@art/feature-catalogue';
import { SitePage, loadPage, pageMeta } from '@art/site';
import type { Route } from './+types/GalleryPage';

export const loader = (args: Route.LoaderArgs) => loadPage(args, loadGalleryPage);
export const meta = pageMeta;

export default function GalleryPage({ loaderData: data }: Route.ComponentProps) {
  return (
    <SitePage data={data}>
      <GalleryPageView data={data} />
    </SitePage>
  );
}
