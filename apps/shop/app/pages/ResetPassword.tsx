import { useLoaderData, useParams, type LoaderFunctionArgs } from 'react-router';
import { ResetPasswordPageView } from '@art/pages';
import { SitePage, loadPage, pageMeta } from '@art/site';

export const loader = (args: LoaderFunctionArgs) => loadPage(args);
export const meta = pageMeta;

export default function ResetPassword() {
  const data = useLoaderData<typeof loader>();
  const { token = '' } = useParams();
  return (
    <SitePage data={data}>
      <ResetPasswordPageView token={token} />
    </SitePage>
  );
}
