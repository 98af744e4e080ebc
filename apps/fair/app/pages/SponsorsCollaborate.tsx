import { useActionData, useLoaderData, type LoaderFunctionArgs } from 'react-router';
import { CollaboratePageView, collaborateAction } from '@art/pages';
import { SitePage, loadPage, pageMeta } from '@art/site';

// A company's offer to collaborate with the fair; its action takes the form when scripts are off.
export const meta = pageMeta;
export const loader = (args: LoaderFunctionArgs) => loadPage(args);
export const action = collaborateAction;

export default function SponsorsCollaborate() {
  const data = useLoaderData<typeof loader>();
  const outcome = useActionData<typeof action>();
  return (
    <SitePage data={data} footerForm={false}>
      <CollaboratePageView outcome={outcome} />
    </SitePage>
  );
}
