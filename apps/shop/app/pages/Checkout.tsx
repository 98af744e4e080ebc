import { useLoaderData, type LoaderFunctionArgs } from 'react-router';
import { CheckoutPageView, loadCheckoutPage } from '@art/pages';
import { SitePage, loadPage, pageMeta } from '@art/site';

export const meta = pageMeta;
export const loader = (args: LoaderFunctionArgs) => loadPage(args, loadCheckoutPage);

export default function Checkout() {
  const data = useLoaderData<typeof loader>();
  return (
    <SitePage data={data}>
      <CheckoutPageView />
    </SitePage>
  );
}
