import { useLoaderData, type LoaderFunctionArgs } from 'react-router';
import { ProfileView, loadProfilePage } from '@art/pages';
import { SitePage, loadPage, pageMeta } from '@art/site';

export const loader = (args: LoaderFunctionArgs) => loadPage(args, loadProfilePage);
export const meta = pageMeta;

export default function AccountProfile() {
  const data = useLoaderData<typeof loader>();
  return (
    <SitePage data={data}>
      <ProfileView />
    </SitePage>
  );
}
