import { useLoaderData, type LoaderFunctionArgs } from 'react-router';
import { ShowsPageView, loadShowsPage } from '@art/pages';
import { SitePage, loadPage, pageMeta } from '@art/site';

export const loader = (args: LoaderFunctionArgs) => loadPage(args, loadShowsPage);
export const meta = pageMeta;

export default function Expositions() {
  const data = useLoaderData<typeof loader>();
  return (
    <SitePage data={data}>
      <ShowsPageView data={data} />
    </SitePage>
  );
}
