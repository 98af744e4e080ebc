import { PaymentErrorPageView, loadPaymentErrorPage } from '@art/feature-checkout';
import { SitePage, loadPage, pageMeta } from '@art/site';
import type { Route } from './+types/CheckoutError';

export const meta = pageMeta;
export const loader = (args: Route.LoaderArgs) => loadPage(args, loadPaymentErrorPage);

export default function CheckoutError({ loaderData: data }: Route.ComponentProps) {
  return (
    <SitePage data={data}>
      <PaymentErrorPageView key={data.page.orderCode} orderCode={data.page.orderCode} />
    </SitePage>
  );
}
