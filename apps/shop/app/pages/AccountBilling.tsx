import { useLoaderData, type LoaderFunctionArgs } from 'react-router';
import { BillingView, loadBillingPage } from '@art/pages';
import { SitePage, loadPage, pageMeta } from '@art/site';

export const loader = (args: LoaderFunctionArgs) => loadPage(args, loadBillingPage);
export const meta = pageMeta;

export default function AccountBilling() {
  const data = useLoaderData<typeof loader>();
  return (
    <SitePage data={data}>
      <BillingView />
    </SitePage>
  );
}
