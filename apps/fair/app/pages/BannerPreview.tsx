import { BannerPreviewView, loadBannerPreviewPage } from '@art/feature-content';
import { SitePage, loadPage, pageMeta } from '@art/site';
import type { Route } from './+types/BannerPreview';

export const loader = (args: Route.LoaderArgs) => loadPage(args, loadBannerPreviewPage);
export const meta = pageMeta;

export default function BannerPreview({ loaderData: data }: Route.ComponentProps) {
  return (
    <SitePage data={data}>
      <BannerPreviewView data={data} />
    </SitePage>
  );
}
