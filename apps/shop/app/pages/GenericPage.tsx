import { useLoaderData, type LoaderFunctionArgs } from 'react-router';
import { EntityPageView, loadEntityPage } from '@art/pages';
import { SitePage, loadPage, pageMeta } from '@art/site';

// The page of every route whose body is built in a later issue: its head, its subject and its translations.
export const loader = (args: LoaderFunctionArgs) => loadPage(args, loadEntityPage);
export const meta = pageMeta;

export default function GenericPage() {
  const data = useLoaderData<typeof loader>();
  return (
    <SitePage data={data}>
      <EntityPageView data={data} />
    </SitePage>
  );
}
