import { CollectionsView, loadCollectionsPage } from '@art/feature-account';
import { SitePage, loadPage, pageMeta } from '@art/site';
import type { Route } from './+types/AccountFavCols';

export const loader = (args: Route.LoaderArgs) => loadPage(args, loadCollectionsPage);
export const meta = pageMeta;

export default function AccountFavCols({ loaderData: data }: Route.ComponentProps) {
  return (
    <SitePage data={data}>
      <CollectionsView />
    </SitePage>
  );
}
