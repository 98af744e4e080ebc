import { useLoaderData, type LoaderFunctionArgs } from 'react-router';
import { LoginPageView } from '@art/pages';
import { SitePage, loadPage, pageMeta } from '@art/site';

export const loader = (args: LoaderFunctionArgs) => loadPage(args);
export const meta = pageMeta;

export default function Login() {
  const data = useLoaderData<typeof loader>();
  return (
    <SitePage data={data}>
      <LoginPageView />
    </SitePage>
  );
}
