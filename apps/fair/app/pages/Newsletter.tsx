import { useActionData, useLoaderData, type LoaderFunctionArgs } from 'react-router';
import { NewsletterPageView, loadNewsletterPage, newsletterAction } from '@art/pages';
import { SitePage, loadPage, pageMeta } from '@art/site';

// The newsletter: subscription form, and the confirmation and unsubscribe links of its e-mails.
export const meta = pageMeta;
export const loader = (args: LoaderFunctionArgs) => loadPage(args, loadNewsletterPage);
export const action = newsletterAction;

export default function Newsletter() {
  const data = useLoaderData<typeof loader>();
  const outcome = useActionData<typeof action>();
  return (
    <SitePage data={data}>
      <NewsletterPageView data={data} outcome={outcome} />
    </SitePage>
  );
}
