import { PaymentPageView, loadPaymentPage } from '@art/feature-checkout';
import { SitePage, loadPage, pageMeta } from '@art/site';
import type { Route } from './+types/CheckoutPayment';

export const meta = pageMeta;
export const loader = (args: Route.LoaderArgs) => loadPage(args, loadPaymentPage);

export default function CheckoutPayment({ loaderData: data }: Route.ComponentProps) {
  return (
    <SitePage data={data}>
      <PaymentPageView key={data.page.orderCode} orderCode={data.page.orderCode} />
    </SitePage>
  );
}
