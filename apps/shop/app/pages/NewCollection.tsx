import { NewCollectionView, loadNewCollectionPage } from '@art/feature-account';
import { SitePage, loadPage, pageMeta } from '@art/site';
import type { Route } from './+types/NewCollection';

export const loader = (args: Route.LoaderArgs) => loadPage(args, loadNewCollectionPage);
export const meta = pageMeta;

export default function NewCollection({ loaderData: data }: Route.ComponentProps) {
  return (
    <SitePage data={data}>
      <NewCollectionView data={data.page} />
    </SitePage>
  );
}
