import { useLoaderData, type LoaderFunctionArgs } from 'react-router';
import { WorksPageView, loadWorksPage } from '@art/pages';
import { SitePage, loadPage, pageMeta } from '@art/site';

export const loader = (args: LoaderFunctionArgs) => loadPage(args, loadWorksPage);
export const meta = pageMeta;

export default function Works() {
  const data = useLoaderData<typeof loader>();
  return (
    <SitePage data={data}>
      <WorksPageView data={data} />
    </SitePage>
  );
}
