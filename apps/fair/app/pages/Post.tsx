import { useLoaderData, type LoaderFunctionArgs } from 'react-router';
import { PostPageView, loadPostPage } from '@art/pages';
import { SitePage, loadPage, pageMeta } from '@art/site';

export const loader = (args: LoaderFunctionArgs) => loadPage(args, loadPostPage);
export const meta = pageMeta;

export default function Post() {
  const data = useLoaderData<typeof loader>();
  return (
    <SitePage data={data}>
      <PostPageView data={data} />
    </SitePage>
  );
}
