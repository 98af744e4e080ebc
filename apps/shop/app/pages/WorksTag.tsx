import { CategoryPageView, loadCategoryPage } from '@art/feature-trends';
import { SitePage, loadPage, pageMeta } from '@art/site';
import type { Route } from './+types/WorksTag';

export const loader = (args: Route.LoaderArgs) => loadPage(args, loadCategoryPage);
export const meta = pageMeta;

export default function WorksTag({ loaderData: data }: Route.ComponentProps) {
  return (
    <SitePage data={data}>
      <CategoryPageView data={data} />
    </SitePage>
  );
}
