import { BlogPageView, loadBlogPage } from '@art/feature-content';
import { SitePage, loadPage, pageMeta } from '@art/site';
import type { Route } from './+types/Blog';

export const loader = (args: Route.LoaderArgs) => loadPage(args, loadBlogPage);
export const meta = pageMeta;

export default function Blog({ loaderData: data }: Route.ComponentProps) {
  return (
    <SitePage data={data}>
      <BlogPageView data={data} />
    </SitePage>
  );
}
