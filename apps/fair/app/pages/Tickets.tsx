import { TicketsPageView, loadTicketsPage } from '@art/feature-content';
import { SitePage, loadPage, pageMeta } from '@art/site';
import type { Route } from './+types/Tickets';

export const loader = (args: Route.LoaderArgs) => loadPage(args, loadTicketsPage);
export const meta = pageMeta;

export default function Tickets({ loaderData: data }: Route.ComponentProps) {
  return (
    <SitePage data={data}>
      <TicketsPageView data={data} />
    </SitePage>
  );
}
