import { useLoaderData, type LoaderFunctionArgs } from 'react-router';
import { PressPageView, loadPressPage } from '@art/pages';
import { SitePage, loadPage, pageMeta } from '@art/site';

export const loader = (args: LoaderFunctionArgs) => loadPage(args, loadPressPage);
export const meta = pageMeta;

export default function Prensa() {
  const data = useLoaderData<typeof loader>();
  return (
    <SitePage data={data}>
      <PressPageView data={data} />
    </SitePage>
  );
}
