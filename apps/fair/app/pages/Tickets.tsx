import { useLoaderData, type LoaderFunctionArgs } from 'react-router';
import { TicketsPageView, loadTicketsPage } from '@art/pages';
import { SitePage, loadPage, pageMeta } from '@art/site';

export const loader = (args: LoaderFunctionArgs) => loadPage(args, loadTicketsPage);
export const meta = pageMeta;

export default function Tickets() {
  const data = useLoaderData<typeof loader>();
  return (
    <SitePage data={data}>
      <TicketsPageView data={data} />
    </SitePage>
  );
}
