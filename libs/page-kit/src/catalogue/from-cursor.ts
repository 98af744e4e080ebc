import type { Operation } from '@art/data';
import type { PageContext } from '@art/site';

/**
 * Runs a list operation from the URL's cursor; when the API refuses that cursor (an old or edited link) the first
 * page is shown instead. Other failures (the API down) are not hidden. Says which cursor the result is from.
 */
export async function fromCursor<TData, TVars extends Record<string, unknown> & { after?: string | null }>(
  page: PageContext,
  operation: Operation<TData, TVars>,
  variables: TVars,
): Promise<{ result: TData; after: string | null }> {
  const after = variables.after ?? null;
  try {
    return { result: await page.query(operation, variables), after };
  } catch (error) {
    if (!after) throw error;
    return { result: await page.query(operation, { ...variables, after: null }), after: null };
  }
}
