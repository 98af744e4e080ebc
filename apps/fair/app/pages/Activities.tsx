import { useLoaderData, type LoaderFunctionArgs } from 'react-router';
import { ActivitiesPageView, loadActivitiesPage } from '@art/pages';
import { SitePage, loadPage, pageMeta } from '@art/site';

export const loader = (args: LoaderFunctionArgs) => loadPage(args, loadActivitiesPage);
export const meta = pageMeta;

export default function Activities() {
  const data = useLoaderData<typeof loader>();
  return (
    <SitePage data={data}>
      <ActivitiesPageView data={data} />
    </SitePage>
  );
}
