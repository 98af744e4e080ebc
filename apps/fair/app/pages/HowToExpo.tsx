import { useLoaderData, type LoaderFunctionArgs } from 'react-router';
import { StaticPageView, loadStaticPage } from '@art/pages';
import { SitePage, loadPage, pageMeta } from '@art/site';

export const loader = (args: LoaderFunctionArgs) => loadPage(args, loadStaticPage);
export const meta = pageMeta;

export default function HowToExpo() {
  const data = useLoaderData<typeof loader>();
  return (
    <SitePage data={data}>
      <StaticPageView data={data} />
    </SitePage>
  );
}
