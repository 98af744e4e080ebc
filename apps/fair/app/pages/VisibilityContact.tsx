import { WorkInquiryPageView, loadWorkInquiryPage, workInquiryAction } from '@art/feature-forms';
import { SitePage, loadPage, pageMeta } from '@art/site';
import type { Route } from './+types/VisibilityContact';

// The inquiry about a work without price; its action takes the form when scripts are off.
export const meta = pageMeta;
export const loader = (args: Route.LoaderArgs) => loadPage(args, loadWorkInquiryPage);
export const action = workInquiryAction;

export default function VisibilityContact({ loaderData: data, actionData: outcome }: Route.ComponentProps) {
  return (
    <SitePage data={data} footerForm={false}>
      <WorkInquiryPageView data={data} outcome={outcome} />
    </SitePage>
  );
}
