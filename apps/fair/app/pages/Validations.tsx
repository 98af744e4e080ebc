import { data as withStatus, useLoaderData, type LoaderFunctionArgs } from 'react-router';
import { ValidationsPageView, loadValidationsPage } from '@art/pages';
import { SitePage, loadPage, pageMeta } from '@art/site';

// The ticket desk: login required by the route table; an account that is not staff gets its page with a 403.
export const loader = async (args: LoaderFunctionArgs) => {
  const page = await loadPage(args, loadValidationsPage);
  return withStatus(page, { status: page.page.allowed ? 200 : 403 });
};
export const meta = pageMeta;

export default function Validations() {
  const data = useLoaderData<typeof loader>();
  return (
    <SitePage data={data}>
      <ValidationsPageView data={data} />
    </SitePage>
  );
}
