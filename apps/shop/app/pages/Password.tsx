import { useLoaderData, type LoaderFunctionArgs } from 'react-router';
import { PasswordPageView } from '@art/pages';
import { SitePage, loadPage, pageMeta } from '@art/site';

export const loader = (args: LoaderFunctionArgs) => loadPage(args);
export const meta = pageMeta;

export default function Password() {
  const data = useLoaderData<typeof loader>();
  return (
    <SitePage data={data}>
      <PasswordPageView />
    </SitePage>
  );
}
