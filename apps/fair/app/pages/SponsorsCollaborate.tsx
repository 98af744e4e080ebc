import { CollaboratePageView, collaborateAction } from '@art/feature-forms';
import { SitePage, loadPage, pageMeta } from '@art/site';
import type { Route } from './+types/SponsorsCollaborate';

// A company's offer to collaborate with the fair; its action takes the form when scripts are off.
export const meta = pageMeta;
export const loader = (args: Route.LoaderArgs) => loadPage(args);
export const action = collaborateAction;

export default function SponsorsCollaborate({ loaderData: data, actionData: outcome }: Route.ComponentProps) {
  return (
    <SitePage data={data} footerForm={false}>
      <CollaboratePageView outcome={outcome} />
    </SitePage>
  );
}
