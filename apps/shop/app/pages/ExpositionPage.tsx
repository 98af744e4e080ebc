import { useLoaderData, type LoaderFunctionArgs } from 'react-router';
import { ShowPageView, loadShowPage } from '@art/pages';
import { SitePage, loadPage, pageMeta } from '@art/site';

export const loader = (args: LoaderFunctionArgs) => loadPage(args, loadShowPage);
export const meta = pageMeta;

export default function ExpositionPage() {
  const data = useLoaderData<typeof loader>();
  return (
    <SitePage data={data}>
      <ShowPageView data={data} />
    </SitePage>
  );
}
