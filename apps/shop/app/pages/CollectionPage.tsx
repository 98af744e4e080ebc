import { CollectionPageView } from '@art/feature-catalogue';
import { SitePage, loadPage, pageMeta } from '@art/site';
import type { Route } from './+types/CollectionPage';

export const loader = (args: Route.LoaderArgs) => loadPage(args);
export const meta = pageMeta;

export default function CollectionPage({ loaderData: data }: Route.ComponentProps) {
  return (
    <SitePage data={data}>
      <CollectionPageView data={data} />
    </SitePage>
  );
}
