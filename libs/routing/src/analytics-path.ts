import { match } from './matcher';
import type { SiteName } from './route-table';

/** The params of an address that identify a person or open something of theirs: never sent to analytics. */
const PRIVATE_PARAMS: ReadonlySet<string> = new Set(['token', 'userEmail', 'orderCode', 'collectionId']);

/** The query parameters analytics may see: the state of a list (no text typed by the visitor, no return address). */
const PUBLIC_QUERY: ReadonlySet<string> = new Set(['category', 'size', 'price', 'colour', 'sort', 'letter']);

/**
 * The address of a page as analytics may see it: a private param replaced by its name (`/es/establecer-contraseña/:token`,
 * `/es/coleccion/:userEmail/:collectionId`), only the list-state query parameters kept, and an address no route serves
 * reported as `/not-found` (what was typed there may be anything).
 * @example analyticsPath('/en/reset-password/abc123?returnUrl=x') // '/en/reset-password/:token'
 */
export function analyticsPath(url: string, site?: SiteName): string {
  const found = match(url, site ? { site } : {});
  const [path = '/', query = ''] = url.split('#')[0]!.split('?');
  if (!found) return '/not-found';
  const segments = found.pattern.split('/').filter((part) => part !== '');
  const actual = path.split('/').filter((part) => part !== '');
  const shown = segments.flatMap((segment, i) => {
    if (!segment.startsWith(':')) return [actual[i] ?? segment];
    const name = segment.replace(/^:|\?$/g, '');
    if (found.params[name] === undefined) return [];
    return [PRIVATE_PARAMS.has(name) ? `:${name}` : (actual[i] ?? '')];
  });
  const kept = new URLSearchParams();
  for (const [key, value] of new URLSearchParams(query)) if (PUBLIC_QUERY.has(key)) kept.append(key, value);
  const search = kept.toString();
  return `/${shown.join('/')}${search ? `?${search}` : ''}`;
}
