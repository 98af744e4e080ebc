import { type RouteConfig, route } from '@react-router/dev/routes';
import { routesFor } from '@art/routing';

// Generated from the route table of libs/routing: every path of every route this site serves, each with its
// explicit id `{key}.{lang}`, served by the page module the table names (`app/pages/{page}.tsx`). A page module that
// does not exist fails the build; nothing falls back silently.
export default [
  ...routesFor('shop').map((r) => route(r.path, `pages/${r.page}.tsx`, { id: r.id })),
  // Any other address answers 404.
  route('*', 'pages/NotFound.tsx', { id: 'not-found' }),
] satisfies RouteConfig;
