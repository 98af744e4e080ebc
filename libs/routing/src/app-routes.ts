import { PATTERNS } from './patterns';
import { type Lang, type PageName, type RouteRecord, type SiteName, isServedBy } from './route-table';

/** One concrete route of an app, as its generated `app/routes.ts` declares it. */
export interface AppRoute {
  /** `{key}.{lang}`, or `{key}.en.{n}` for the n-th English alias: the explicit React Router route id. */
  readonly id: string;
  /** React Router path pattern (`:param`, `:param?`). */
  readonly path: string;
  readonly lang: Lang;
  readonly page: PageName;
  readonly route: RouteRecord;
}

/**
 * Every concrete path of the routes a site serves (its own and those of both sites), ordered
 * literal-first, for generating the app's `app/routes.ts`:
 * `routesFor('fair').map((r) => route(r.path, \`pages/${r.page}.tsx\`, { id: r.id }))`.
 */
export function routesFor(site: SiteName): readonly AppRoute[] {
  return PATTERNS.filter((pattern) => isServedBy(pattern.route, site)).map((pattern) => ({
    id: pattern.id,
    path: pattern.path,
    lang: pattern.lang,
    page: pattern.route.page,
    route: pattern.route,
  }));
}
