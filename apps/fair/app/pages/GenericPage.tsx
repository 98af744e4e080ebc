import { useLoaderData, type LoaderFunctionArgs } from 'react-router';
import { GenericPageView, loadGenericPage, pageMeta } from '@art/site';

export const loader = (args: LoaderFunctionArgs) => loadGenericPage(args);
export const meta = pageMeta;

export default function GenericPage() {
  return <GenericPageView data={useLoaderData<typeof loader>()} />;
}
