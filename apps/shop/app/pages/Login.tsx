import { LoginPageView } from '@art/feature-account';
import { SitePage, loadPage, pageMeta } from '@art/site';
import type { Route } from './+types/Login';

export const loader = (args: Route.LoaderArgs) => loadPage(args);
export const meta = pageMeta;

export default function Login({ loaderData: data }: Route.ComponentProps) {
  return (
    <SitePage data={data}>
      <LoginPageView />
    </SitePage>
  );
}
