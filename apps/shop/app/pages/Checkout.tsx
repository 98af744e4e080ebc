import { CheckoutPageView, loadCheckoutPage } from '@art/feature-checkout';
import { SitePage, loadPage, pageMeta } from '@art/site';
import type { Route } from './+types/Checkout';

export const meta = pageMeta;
export const loader = (args: Route.LoaderArgs) => loadPage(args, loadCheckoutPage);

export default function Checkout({ loaderData: data }: Route.ComponentProps) {
  return (
    <SitePage data={data}>
      <CheckoutPageView />
    </SitePage>
  );
}
