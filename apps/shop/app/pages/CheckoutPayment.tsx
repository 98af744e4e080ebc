import { useLoaderData, type LoaderFunctionArgs } from 'react-router';
import { PaymentPageView, loadPaymentPage } from '@art/pages';
import { SitePage, loadPage, pageMeta } from '@art/site';

export const meta = pageMeta;
export const loader = (args: LoaderFunctionArgs) => loadPage(args, loadPaymentPage);

export default function CheckoutPayment() {
  const data = useLoaderData<typeof loader>();
  return (
    <SitePage data={data}>
      <PaymentPageView key={data.page.orderCode} orderCode={data.page.orderCode} />
    </SitePage>
  );
}
