import { contactAction, ContactOutcomeNotice, ContactPageView } from '@art/feature-forms';
import { SitePage, loadPage, pageMeta } from '@art/site';
import type { Route } from './+types/Contact';

// The contact page: the organisers' details and the contact form. Its action takes that form and the footer's when
// scripts are off.
export const meta = pageMeta;
export const loader = (args: Route.LoaderArgs) => loadPage(args);
export const action = contactAction;

export default function Contact({ loaderData: data, actionData: outcome }: Route.ComponentProps) {
  return (
    <SitePage data={data} footerForm={false}>
      {outcome && <ContactOutcomeNotice outcome={outcome} />}
      <ContactPageView />
    </SitePage>
  );
}
