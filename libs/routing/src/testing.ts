import type { RouteRecord } from './route-table';

/**
 * Sample values for every param name of the table, chosen to be awkward in a URL:
 * accents, spaces, `@` and `+`, mixed case.
 */
export const SAMPLE_PARAM_VALUES: Readonly<Record<string, string>> = {
  artistSlug: 'ana-lópez',
  slug: 'azul marino',
  expoSlug: 'primavera-2025',
  catalogPrefix: 'am25',
  id: '42',
  token: 'k7Q2-x9ZpLm',
  userEmail: 'ana.lopez+arte@example.com',
  collectionId: '17',
  trendSlug: 'abstracción',
  orderCode: 'AM-2025-0001',
  step: '1',
  workSlug: 'niña en azul',
};

/** Sample params for a route (every param, the optional ones included); throws for a param without a sample. */
export function sampleParams(route: RouteRecord): Record<string, string> {
  const params: Record<string, string> = {};
  for (const name of route.params) {
    const value = SAMPLE_PARAM_VALUES[name];
    if (value === undefined) throw new Error(`No sample value for the param "${name}" of route "${route.key}"`);
    params[name] = value;
  }
  return params;
}
