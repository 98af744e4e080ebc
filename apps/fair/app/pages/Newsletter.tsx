import { NewsletterPageView, loadNewsletterPage, newsletterAction } from '@art/feature-forms';
import { SitePage, loadPage, pageMeta } from '@art/site';
import type { Route } from './+types/Newsletter';

// The newsletter: subscription form, and the confirmation and unsubscribe links of its e-mails.
export const meta = pageMeta;
export const loader = (args: Route.LoaderArgs) => loadPage(args, loadNewsletterPage);
export const action = newsletterAction;

export default function Newsletter({ loaderData: data, actionData: outcome }: Route.ComponentProps) {
  return (
    <SitePage data={data}>
      <NewsletterPageView data={data} outcome={outcome} />
    </SitePage>
  );
}
