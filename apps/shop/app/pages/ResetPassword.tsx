import { useParams } from 'react-router';
import { ResetPasswordPageView } from '@art/feature-account';
import { SitePage, loadPage, pageMeta } from '@art/site';
import type { Route } from './+types/ResetPassword';

export const loader = (args: Route.LoaderArgs) => loadPage(args);
export const meta = pageMeta;

export default function ResetPassword({ loaderData: data }: Route.ComponentProps) {
  const { token = '' } = useParams();
  return (
    <SitePage data={data}>
      <ResetPasswordPageView token={token} />
    </SitePage>
  );
}
