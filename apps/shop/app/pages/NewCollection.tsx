import { useLoaderData, type LoaderFunctionArgs } from 'react-router';
import { NewCollectionView, loadNewCollectionPage } from '@art/pages';
import { SitePage, loadPage, pageMeta } from '@art/site';

export const loader = (args: LoaderFunctionArgs) => loadPage(args, loadNewCollectionPage);
export const meta = pageMeta;

export default function NewCollection() {
  const data = useLoaderData<typeof loader>();
  return (
    <SitePage data={data}>
      <NewCollectionView data={data.page} />
    </SitePage>
  );
}
