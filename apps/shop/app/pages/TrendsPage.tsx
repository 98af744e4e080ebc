import { useLoaderData, type LoaderFunctionArgs } from 'react-router';
import { TrendsPageView, loadTrendsPage } from '@art/pages';
import { SitePage, loadPage, pageMeta } from '@art/site';

export const loader = (args: LoaderFunctionArgs) => loadPage(args, loadTrendsPage);
export const meta = pageMeta;

export default function TrendsPage() {
  const data = useLoaderData<typeof loader>();
  return (
    <SitePage data={data}>
      <TrendsPageView data={data} />
    </SitePage>
  );
}
