import { existsSync } from 'node:fs';
import { type RouteConfig, route } from '@react-router/dev/routes';
import { routesFor } from '@art/routing';

// Generated from the route table of libs/routing: every path of every route this site serves, each with its
// explicit id `{key}.{lang}`. A page without its own module yet is served by the generic page.
const pages = new URL('./pages/', import.meta.url);
const moduleOf = (page: string) => (existsSync(new URL(`${page}.tsx`, pages)) ? `pages/${page}.tsx` : 'pages/GenericPage.tsx');

export default [
  ...routesFor('fair').map((r) => route(r.path, moduleOf(r.page), { id: r.id })),
  // Any other address: its loader answers 404, after the root loaded the translations of its language.
  route('*', 'pages/GenericPage.tsx', { id: 'not-found' }),
] satisfies RouteConfig;
