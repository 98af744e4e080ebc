import { useLoaderData, type LoaderFunctionArgs } from 'react-router';
import { AccountPageView, loadAccountPage } from '@art/pages';
import { SitePage, loadPage, pageMeta } from '@art/site';

export const loader = (args: LoaderFunctionArgs) => loadPage(args, loadAccountPage);
export const meta = pageMeta;

export default function Account() {
  const data = useLoaderData<typeof loader>();
  return (
    <SitePage data={data}>
      <AccountPageView me={data.page} />
    </SitePage>
  );
}
