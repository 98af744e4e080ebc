import { useLoaderData, type LoaderFunctionArgs } from 'react-router';
import { EditionsPageView, loadEditionsPage } from '@art/pages';
import { SitePage, loadPage, pageMeta } from '@art/site';

export const loader = (args: LoaderFunctionArgs) => loadPage(args, loadEditionsPage);
export const meta = pageMeta;

export default function Editions() {
  const data = useLoaderData<typeof loader>();
  return (
    <SitePage data={data}>
      <EditionsPageView data={data} />
    </SitePage>
  );
}
