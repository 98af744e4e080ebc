import { useActionData, useLoaderData, type LoaderFunctionArgs } from 'react-router';
import { EntityPageView, loadEntityPage } from '@art/pages';
import { ContactOutcomeNotice, SitePage, contactAction, loadPage, pageMeta } from '@art/site';

// The contact page; its action takes the footer's contact form when scripts are off.
export const loader = (args: LoaderFunctionArgs) => loadPage(args, loadEntityPage);
export const action = contactAction;
export const meta = pageMeta;

export default function Contact() {
  const data = useLoaderData<typeof loader>();
  const outcome = useActionData<typeof action>();
  return (
    <SitePage data={data}>
      {outcome && <ContactOutcomeNotice outcome={outcome} />}
      <EntityPageView data={data} />
    </SitePage>
  );
}
