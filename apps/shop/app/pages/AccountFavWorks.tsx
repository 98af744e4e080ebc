import { useLoaderData, type LoaderFunctionArgs } from 'react-router';
import { FavWorksView, loadFavWorksPage } from '@art/pages';
import { SitePage, loadPage, pageMeta } from '@art/site';

export const loader = (args: LoaderFunctionArgs) => loadPage(args, loadFavWorksPage);
export const meta = pageMeta;

export default function AccountFavWorks() {
  const data = useLoaderData<typeof loader>();
  return (
    <SitePage data={data}>
      <FavWorksView />
    </SitePage>
  );
}
