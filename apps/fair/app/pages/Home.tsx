import { useLoaderData, type LoaderFunctionArgs } from 'react-router';
import { HomePageView, loadHomePage } from '@art/pages';
import { SitePage, loadPage, pageMeta } from '@art/site';

export const loader = (args: LoaderFunctionArgs) => loadPage(args, loadHomePage);
export const meta = pageMeta;

export default function Home() {
  const data = useLoaderData<typeof loader>();
  return (
    <SitePage data={data}>
      <HomePageView data={data} />
    </SitePage>
  );
}
