import { useLoaderData, type LoaderFunctionArgs } from 'react-router';
import { InvitationsPageView, invitationsAction, loadInvitationsPage } from '@art/pages';
import { SitePage, loadPage, pageMeta } from '@art/site';

// The invitations page; its action takes the form when scripts are off.
export const loader = (args: LoaderFunctionArgs) => loadPage(args, loadInvitationsPage);
export const action = invitationsAction;
export const meta = pageMeta;

export default function Invitations() {
  const data = useLoaderData<typeof loader>();
  return (
    <SitePage data={data}>
      <InvitationsPageView data={data} />
    </SitePage>
  );
}
