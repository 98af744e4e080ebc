import { InvitationsPageView, invitationsAction, loadInvitationsPage } from '@art/feature-tickets';
import { SitePage, loadPage, pageMeta } from '@art/site';
import type { Route } from './+types/Invitations';

// The invitations page; its action takes the form when scripts are off.
export const loader = (args: Route.LoaderArgs) => loadPage(args, loadInvitationsPage);
export const action = invitationsAction;
export const meta = pageMeta;

export default function Invitations({ loaderData: data }: Route.ComponentProps) {
  return (
    <SitePage data={data}>
      <InvitationsPageView data={data} />
    </SitePage>
  );
}
