import { ProfileView, loadProfilePage } from '@art/feature-account';
import { SitePage, loadPage, pageMeta } from '@art/site';
import type { Route } from './+types/AccountProfile';

export const loader = (args: Route.LoaderArgs) => loadPage(args, loadProfilePage);
export const meta = pageMeta;

export default function AccountProfile({ loaderData: data }: Route.ComponentProps) {
  return (
    <SitePage data={data}>
      <ProfileView />
    </SitePage>
  );
}
