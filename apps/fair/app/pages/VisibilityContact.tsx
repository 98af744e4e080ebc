import { useActionData, useLoaderData, type LoaderFunctionArgs } from 'react-router';
import { WorkInquiryPageView, loadWorkInquiryPage, workInquiryAction } from '@art/pages';
import { SitePage, loadPage, pageMeta } from '@art/site';

// The inquiry about a work without price; its action takes the form when scripts are off.
export const meta = pageMeta;
export const loader = (args: LoaderFunctionArgs) => loadPage(args, loadWorkInquiryPage);
export const action = workInquiryAction;

export default function VisibilityContact() {
  const data = useLoaderData<typeof loader>();
  const outcome = useActionData<typeof action>();
  return (
    <SitePage data={data} footerForm={false}>
      <WorkInquiryPageView data={data} outcome={outcome} />
    </SitePage>
  );
}
