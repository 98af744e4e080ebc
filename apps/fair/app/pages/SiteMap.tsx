import { useLoaderData, type LoaderFunctionArgs } from 'react-router';
import { SiteMapPageView, loadSiteMapPage } from '@art/pages';
import { SitePage, loadPage, pageMeta } from '@art/site';

export const loader = (args: LoaderFunctionArgs) => loadPage(args, loadSiteMapPage);
export const meta = pageMeta;

export default function SiteMap() {
  const data = useLoaderData<typeof loader>();
  return (
    <SitePage data={data}>
      <SiteMapPageView data={data} />
    </SitePage>
  );
}
