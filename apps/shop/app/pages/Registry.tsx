import { RegistryPageView } from '@art/feature-account';
import { SitePage, loadPage, pageMeta } from '@art/site';
import type { Route } from './+types/Registry';

export const loader = (args: Route.LoaderArgs) => loadPage(args);
export const meta = pageMeta;

export default function Registry({ loaderData: data }: Route.ComponentProps) {
  return (
    <SitePage data={data}>
      <RegistryPageView />
    </SitePage>
  );
}
