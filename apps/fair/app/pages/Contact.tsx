import { useActionData, useLoaderData, type LoaderFunctionArgs } from 'react-router';
import { ContactPageView } from '@art/pages';
import { ContactOutcomeNotice, SitePage, contactAction, loadPage, pageMeta } from '@art/site';

// The contact page: the organisers' details and the contact form. Its action takes that form and the footer's when
// scripts are off.
export const meta = pageMeta;
export const loader = (args: LoaderFunctionArgs) => loadPage(args);
export const action = contactAction;

export default function Contact() {
  const data = useLoaderData<typeof loader>();
  const outcome = useActionData<typeof action>();
  return (
    <SitePage data={data} footerForm={false}>
      {outcome && <ContactOutcomeNotice outcome={outcome} />}
      <ContactPageView />
    </SitePage>
  );
}
