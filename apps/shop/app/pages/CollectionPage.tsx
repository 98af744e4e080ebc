import { useLoaderData, type LoaderFunctionArgs } from 'react-router';
import { CollectionPageView } from '@art/pages';
import { SitePage, loadPage, pageMeta } from '@art/site';

export const loader = (args: LoaderFunctionArgs) => loadPage(args);
export const meta = pageMeta;

export default function CollectionPage() {
  const data = useLoaderData<typeof loader>();
  return (
    <SitePage data={data}>
      <CollectionPageView data={data} />
    </SitePage>
  );
}
