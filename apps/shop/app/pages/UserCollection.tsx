import { useLoaderData, type LoaderFunctionArgs } from 'react-router';
import { UserCollectionView, loadUserCollectionPage } from '@art/pages';
import { SitePage, loadPage, pageMeta } from '@art/site';

export const loader = (args: LoaderFunctionArgs) => loadPage(args, loadUserCollectionPage);
export const meta = pageMeta;

export default function UserCollection() {
  const data = useLoaderData<typeof loader>();
  return (
    <SitePage data={data}>
      <UserCollectionView />
    </SitePage>
  );
}
