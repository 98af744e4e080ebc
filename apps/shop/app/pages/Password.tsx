import { PasswordPageView } from '@art/feature-account';
import { SitePage, loadPage, pageMeta } from '@art/site';
import type { Route } from './+types/Password';

export const loader = (args: Route.LoaderArgs) => loadPage(args);
export const meta = pageMeta;

export default function Password({ loaderData: data }: Route.ComponentProps) {
  return (
    <SitePage data={data}>
      <PasswordPageView />
    </SitePage>
  );
}
