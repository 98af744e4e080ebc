import { useLoaderData, type LoaderFunctionArgs } from 'react-router';
import { SponsorsPageView, loadSponsorsPage } from '@art/pages';
import { SitePage, loadPage, pageMeta } from '@art/site';

export const loader = (args: LoaderFunctionArgs) => loadPage(args, loadSponsorsPage);
export const meta = pageMeta;

export default function Sponsors() {
  const data = useLoaderData<typeof loader>();
  return (
    <SitePage data={data}>
      <SponsorsPageView data={data} />
    </SitePage>
  );
}
