import { UserCollectionView, loadUserCollectionPage } from '@art/feature-account';
import { SitePage, loadPage, pageMeta } from '@art/site';
import type { Route } from './+types/UserCollection';

export const loader = (args: Route.LoaderArgs) => loadPage(args, loadUserCollectionPage);
export const meta = pageMeta;

export default function UserCollection({ loaderData: data }: Route.ComponentProps) {
  return (
    <SitePage data={data}>
      <UserCollectionView />
    </SitePage>
  );
}
