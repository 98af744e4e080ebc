import { GalleriesPageView, loadGalleriesPage } from '@art/feature-catalogue';
import { SitePage, loadPage, pageMeta } from '@art/site';
import type { Route } from './+types/Galleries';

export const loader = (args: Route.LoaderArgs) => loadPage(args, loadGalleriesPage);
export const meta = pageMeta;

export default function Galleries({ loaderData: data }: Route.ComponentProps) {
  return (
    <SitePage data={data}>
      <GalleriesPageView data={data} />
    </SitePage>
  );
}
