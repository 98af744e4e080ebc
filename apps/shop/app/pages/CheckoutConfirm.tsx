import { ThankYouPageView, loadThankYouPage } from '@art/feature-checkout';
import { SitePage, loadPage, pageMeta } from '@art/site';
import type { Route } from './+types/CheckoutConfirm';

export const meta = pageMeta;
export const loader = (args: Route.LoaderArgs) => loadPage(args, loadThankYouPage);

export default function CheckoutConfirm({ loaderData: data }: Route.ComponentProps) {
  return (
    <SitePage data={data}>
      <ThankYouPageView key={data.page.orderCode} orderCode={data.page.orderCode} />
    </SitePage>
  );
}
