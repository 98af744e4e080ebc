import { useLoaderData, type LoaderFunctionArgs } from 'react-router';
import { WorkPageView, loadWorkPage } from '@art/pages';
import { SitePage, loadPage, pageMeta } from '@art/site';

export const loader = (args: LoaderFunctionArgs) => loadPage(args, loadWorkPage);
export const meta = pageMeta;

export default function WorkPage() {
  const data = useLoaderData<typeof loader>();
  return (
    <SitePage data={data}>
      <WorkPageView data={data} />
    </SitePage>
  );
}
