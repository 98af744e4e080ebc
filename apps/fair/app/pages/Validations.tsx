import { data as withStatus } from 'react-router';
import { ValidationsPageView, loadValidationsPage } from '@art/feature-tickets';
import { SitePage, loadPage, pageMeta } from '@art/site';
import type { Route } from './+types/Validations';

// The ticket desk: login required by the route table; an account that is not staff gets its page with a 403.
export const loader = async (args: Route.LoaderArgs) => {
  const page = await loadPage(args, loadValidationsPage);
  return withStatus(page, { status: page.page.allowed ? 200 : 403 });
};
export const meta = pageMeta;

export default function Validations({ loaderData: data }: Route.ComponentProps) {
  return (
    <SitePage data={data}>
      <ValidationsPageView data={data} />
    </SitePage>
  );
}
