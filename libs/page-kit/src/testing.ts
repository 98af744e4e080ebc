import { match } from '@art/routing';
import type { PageContext } from '@art/site';

/** A page context at an address of a site whose `query` answers by operation name (tests only). */
export function pageAt(
  site: PageContext['site'],
  url: string,
  answer: (operation: string, variables: Record<string, unknown>) => unknown,
): PageContext & { asked: { operation: string; variables: Record<string, unknown> }[] } {
  const found = match(url, { site });
  if (!found) throw new Error(`No route for ${url}`);
  const asked: { operation: string; variables: Record<string, unknown> }[] = [];
  return {
    site,
    lang: found.lang,
    match: found,
    params: found.params,
    url: new URL(`http://x${url}`),
    origins: { fair: 'http://f', shop: 'http://s' },
    client: {} as PageContext['client'],
    query: (async (operation: { name: string }, variables: Record<string, unknown>) => {
      asked.push({ operation: operation.name, variables });
      return answer(operation.name, variables);
    }) as PageContext['query'],
    asked,
  };
}
