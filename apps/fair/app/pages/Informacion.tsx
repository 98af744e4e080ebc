import { useLoaderData, type LoaderFunctionArgs } from 'react-router';
import { VisitorInfoPageView, loadVisitorInfoPage } from '@art/pages';
import { SitePage, loadPage, pageMeta } from '@art/site';

export const loader = (args: LoaderFunctionArgs) => loadPage(args, loadVisitorInfoPage);
export const meta = pageMeta;

export default function Informacion() {
  const data = useLoaderData<typeof loader>();
  return (
    <SitePage data={data}>
      <VisitorInfoPageView data={data} />
    </SitePage>
  );
}
