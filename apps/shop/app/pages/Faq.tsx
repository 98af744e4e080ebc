import { useLoaderData, type LoaderFunctionArgs } from 'react-router';
import { FaqPageView, loadFaqPage } from '@art/pages';
import { SitePage, loadPage, pageMeta } from '@art/site';

export const loader = (args: LoaderFunctionArgs) => loadPage(args, loadFaqPage);
export const meta = pageMeta;

export default function Faq() {
  const data = useLoaderData<typeof loader>();
  return (
    <SitePage data={data}>
      <FaqPageView data={data} />
    </SitePage>
  );
}
