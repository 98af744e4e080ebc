import { useLoaderData, type LoaderFunctionArgs } from 'react-router';
import { PaymentErrorPageView, loadPaymentErrorPage } from '@art/pages';
import { SitePage, loadPage, pageMeta } from '@art/site';

export const meta = pageMeta;
export const loader = (args: LoaderFunctionArgs) => loadPage(args, loadPaymentErrorPage);

export default function CheckoutError() {
  const data = useLoaderData<typeof loader>();
  return (
    <SitePage data={data}>
      <PaymentErrorPageView key={data.page.orderCode} orderCode={data.page.orderCode} />
    </SitePage>
  );
}
