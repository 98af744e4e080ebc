import { useLoaderData, type LoaderFunctionArgs } from 'react-router';
import { ThankYouPageView, loadThankYouPage } from '@art/pages';
import { SitePage, loadPage, pageMeta } from '@art/site';

export const meta = pageMeta;
export const loader = (args: LoaderFunctionArgs) => loadPage(args, loadThankYouPage);

export default function CheckoutConfirm() {
  const data = useLoaderData<typeof loader>();
  return (
    <SitePage data={data}>
      <ThankYouPageView key={data.page.orderCode} orderCode={data.page.orderCode} />
    </SitePage>
  );
}
