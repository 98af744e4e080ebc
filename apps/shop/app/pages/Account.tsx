import { AccountPageView, loadAccountPage } from '@art/feature-account';
import { SitePage, loadPage, pageMeta } from '@art/site';
import type { Route } from './+types/Account';

export const loader = (args: Route.LoaderArgs) => loadPage(args, loadAccountPage);
export const meta = pageMeta;

export default function Account({ loaderData: data }: Route.ComponentProps) {
  return (
    <SitePage data={data}>
      <AccountPageView me={data.page} />
    </SitePage>
  );
}
