import { useLoaderData, type LoaderFunctionArgs } from 'react-router';
import { ActivityPageView, loadActivityPage } from '@art/pages';
import { SitePage, loadPage, pageMeta } from '@art/site';

export const loader = (args: LoaderFunctionArgs) => loadPage(args, loadActivityPage);
export const meta = pageMeta;

export default function Activity() {
  const data = useLoaderData<typeof loader>();
  return (
    <SitePage data={data}>
      <ActivityPageView data={data} />
    </SitePage>
  );
}
