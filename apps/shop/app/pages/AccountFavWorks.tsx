import { FavWorksView, loadFavWorksPage } from '@art/feature-account';
import { SitePage, loadPage, pageMeta } from '@art/site';
import type { Route } from './+types/AccountFavWorks';

export const loader = (args: Route.LoaderArgs) => loadPage(args, loadFavWorksPage);
export const meta = pageMeta;

export default function AccountFavWorks({ loaderData: data }: Route.ComponentProps) {
  return (
    <SitePage data={data}>
      <FavWorksView />
    </SitePage>
  );
}
