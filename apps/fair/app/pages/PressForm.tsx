import { useActionData, useLoaderData, type LoaderFunctionArgs } from 'react-router';
import { PressFormPageView, pressFormAction } from '@art/pages';
import { SitePage, loadPage, pageMeta } from '@art/site';

// The press accreditation request; its action takes the form when scripts are off.
export const meta = pageMeta;
export const loader = (args: LoaderFunctionArgs) => loadPage(args);
export const action = pressFormAction;

export default function PressForm() {
  const data = useLoaderData<typeof loader>();
  const outcome = useActionData<typeof action>();
  return (
    <SitePage data={data} footerForm={false}>
      <PressFormPageView outcome={outcome} />
    </SitePage>
  );
}
