import { PressFormPageView, pressFormAction } from '@art/feature-forms';
import { SitePage, loadPage, pageMeta } from '@art/site';
import type { Route } from './+types/PressForm';

// The press accreditation request; its action takes the form when scripts are off.
export const meta = pageMeta;
export const loader = (args: Route.LoaderArgs) => loadPage(args);
export const action = pressFormAction;

export default function PressForm({ loaderData: data, actionData: outcome }: Route.ComponentProps) {
  return (
    <SitePage data={data} footerForm={false}>
      <PressFormPageView outcome={outcome} />
    </SitePage>
  );
}
