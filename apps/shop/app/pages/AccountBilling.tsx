import { BillingView, loadBillingPage } from '@art/feature-account';
import { MyOrders } from '@art/feature-checkout';
import { SitePage, loadPage, pageMeta } from '@art/site';
import type { Route } from './+types/AccountBilling';

export const loader = (args: Route.LoaderArgs) => loadPage(args, loadBillingPage);
export const meta = pageMeta;

export default function AccountBilling({ loaderData: data }: Route.ComponentProps) {
  return (
    <SitePage data={data}>
      <BillingView orders={<MyOrders />} />
    </SitePage>
  );
}
