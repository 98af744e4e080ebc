import { PostPageView, loadPostPage } from '@art/feature-content';
import { SitePage, loadPage, pageMeta } from '@art/site';
import type { Route } from './+types/Post';

export const loader = (args: Route.LoaderArgs) => loadPage(args, loadPostPage);
export const meta = pageMeta;

export default function Post({ loaderData: data }: Route.ComponentProps) {
  return (
    <SitePage data={data}>
      <PostPageView data={data} />
    </SitePage>
  );
}
