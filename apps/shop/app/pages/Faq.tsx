import { FaqPageView, loadFaqPage } from '@art/feature-content';
import { SitePage, loadPage, pageMeta } from '@art/site';
import type { Route } from './+types/Faq';

export const loader = (args: Route.LoaderArgs) => loadPage(args, loadFaqPage);
export const meta = pageMeta;

export default function Faq({ loaderData: data }: Route.ComponentProps) {
  return (
    <SitePage data={data}>
      <FaqPageView data={data} />
    </SitePage>
  );
}
