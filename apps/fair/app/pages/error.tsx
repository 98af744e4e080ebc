import { useLoaderData, type LoaderFunctionArgs } from 'react-router';
import { ErrorMessage, SitePage, loadPage, pageMeta } from '@art/site';

// The error page (/es/error, /en/error): where a page that failed to render sends the visitor.
export const loader = (args: LoaderFunctionArgs) => loadPage(args);
export const meta = pageMeta;

export default function ErrorRoute() {
  const data = useLoaderData<typeof loader>();
  return (
    <SitePage data={data}>
      <ErrorMessage lang={data.head.lang} site="fair" level={2} />
    </SitePage>
  );
}
