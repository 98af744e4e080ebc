import { useLoaderData, type LoaderFunctionArgs } from 'react-router';
import { BlogPageView, loadBlogPage } from '@art/pages';
import { SitePage, loadPage, pageMeta } from '@art/site';

export const loader = (args: LoaderFunctionArgs) => loadPage(args, loadBlogPage);
export const meta = pageMeta;

export default function Blog() {
  const data = useLoaderData<typeof loader>();
  return (
    <SitePage data={data}>
      <BlogPageView data={data} />
    </SitePage>
  );
}
