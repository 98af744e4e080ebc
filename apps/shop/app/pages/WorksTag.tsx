import { useLoaderData, type LoaderFunctionArgs } from 'react-router';
import { CategoryPageView, loadCategoryPage } from '@art/pages';
import { SitePage, loadPage, pageMeta } from '@art/site';

export const loader = (args: LoaderFunctionArgs) => loadPage(args, loadCategoryPage);
export const meta = pageMeta;

export default function WorksTag() {
  const data = useLoaderData<typeof loader>();
  return (
    <SitePage data={data}>
      <CategoryPageView data={data} />
    </SitePage>
  );
}
