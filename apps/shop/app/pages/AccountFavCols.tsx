import { useLoaderData, type LoaderFunctionArgs } from 'react-router';
import { CollectionsView, loadCollectionsPage } from '@art/pages';
import { SitePage, loadPage, pageMeta } from '@art/site';

export const loader = (args: LoaderFunctionArgs) => loadPage(args, loadCollectionsPage);
export const meta = pageMeta;

export default function AccountFavCols() {
  const data = useLoaderData<typeof loader>();
  return (
    <SitePage data={data}>
      <CollectionsView />
    </SitePage>
  );
}
