import { ErrorMessage, SitePage, loadPage, pageMeta } from '@art/site';
import type { Route } from './+types/error';

// The error page (/es/error, /en/error): where a page that failed to render sends the visitor.
export const loader = (args: Route.LoaderArgs) => loadPage(args);
export const meta = pageMeta;

export default function ErrorRoute({ loaderData: data }: Route.ComponentProps) {
  return (
    <SitePage data={data}>
      <ErrorMessage lang={data.head.lang} site="fair" level={2} />
    </SitePage>
  );
}
