import { useLoaderData, type LoaderFunctionArgs } from 'react-router';
import { BannerPreviewView, loadBannerPreviewPage } from '@art/pages';
import { SitePage, loadPage, pageMeta } from '@art/site';

export const loader = (args: LoaderFunctionArgs) => loadPage(args, loadBannerPreviewPage);
export const meta = pageMeta;

export default function BannerPreview() {
  const data = useLoaderData<typeof loader>();
  return (
    <SitePage data={data}>
      <BannerPreviewView data={data} />
    </SitePage>
  );
}
