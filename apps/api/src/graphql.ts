import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { EnvelopArmorPlugin } from '@escape.tech/graphql-armor';
import { useCSRFPrevention } from '@graphql-yoga/plugin-csrf-prevention';
import { NoSchemaIntrospectionCustomRule } from 'graphql';
import { createSchema, createYoga, type Plugin } from 'graphql-yoga';
import type { Database } from '@art/db';
import {
  maskApiError,
  unavailablePlugin,
  executedOperation,
  contentVersionPlugin,
  type ContentVersion,
  type ApiConfig,
  languageOf,
  type GraphQLContext,
  type ServerServices,
  CORE_SCHEMA_DIR,
} from '@art/api-core';
import { ACCOUNTS_SCHEMA_DIR } from '@art/api-accounts';
import { CATALOGUE_SCHEMA_DIR } from '@art/api-catalogue';
import { COMMERCE_SCHEMA_DIR } from '@art/api-commerce';
import { CONTENT_SCHEMA_DIR } from '@art/api-content';
import { MESSAGES_SCHEMA_DIR } from '@art/api-messages';
import { TICKETS_SCHEMA_DIR } from '@art/api-tickets';
import { createContext } from './context';
import { resolvers } from './resolvers';

import { GRAPHQL_LIMITS } from './graphql-limits';

export { GRAPHQL_LIMITS };

/**
 * The folders of the contract's SDL files: the base's (`@art/api-core`) and each domain library's. In
 * the bundle they are one folder (`dist/schema`, where the build copies every library's files), so each is read once.
 */
export const SCHEMA_DIRS = [
  ...new Set([
    CORE_SCHEMA_DIR,
    CATALOGUE_SCHEMA_DIR,
    ACCOUNTS_SCHEMA_DIR,
    CONTENT_SCHEMA_DIR,
    COMMERCE_SCHEMA_DIR,
    MESSAGES_SCHEMA_DIR,
    TICKETS_SCHEMA_DIR,
  ]),
];

/** The SDL files of the contract, the base first, then in a stable order. */
export function loadTypeDefs(dirs: readonly string[] = SCHEMA_DIRS): string[] {
  return dirs
    .flatMap((dir) =>
      readdirSync(dir)
        .filter((f) => f.endsWith('.graphql'))
        .map((f) => ({ name: f, file: path.join(dir, f) })),
    )
    .sort((a, b) => (a.name === 'base.graphql' ? -1 : b.name === 'base.graphql' ? 1 : a.name.localeCompare(b.name)))
    .map(({ file }) => readFileSync(file, 'utf8'));
}

/**
 * A mutation's answer is no cache's to keep (`no-store`): it reports a change made once, and the API's cache of
 * anonymous reads (decision 036) must never answer a second one without making it.
 */
const mutationsNoStore: Plugin<GraphQLContext> = {
  onExecute({ args }) {
    if (executedOperation(args.document, args.operationName)?.kind !== 'query') args.contextValue.noStore();
  },
};

const noIntrospection: Plugin = {
  onValidate({ addValidationRule }) {
    addValidationRule(NoSchemaIntrospectionCustomRule);
  },
};

/**
 * What the Fastify route hands to Yoga beside the request. `cookies` collects the response's `Set-Cookie` values
 * (every operation of a batch adds to the same array); the route sends them after Yoga has answered.
 */
export type ServerContext = {
  acceptLanguage?: string | null;
  clientIp?: string;
  cookies?: string[];
  noStore?: () => void;
};

/**
 * The GraphQL server of `/api/graphql`; with `contentVersion`, a mutation that may change public content bumps it
 * (decision 024).
 */
export function createGraphQL(
  db: Database,
  config: ApiConfig,
  services: ServerServices,
  contentVersion?: ContentVersion,
) {
  const production = config.env === 'production';
  const siteOrigins = new Set([config.fairOrigin, config.shopOrigin]);
  return createYoga<ServerContext, GraphQLContext>({
    graphqlEndpoint: '/api/graphql',
    schema: createSchema<GraphQLContext>({ typeDefs: loadTypeDefs(), resolvers }),
    batching: { limit: GRAPHQL_LIMITS.batch },
    // Only the two sites may call with the visitor's credentials from a browser (they normally go through their own
    // same-origin /api proxy); any other origin gets no CORS header at all (not even `null`, which a sandboxed page
    // has as its origin). Every answer varies by origin, so no cache gives one origin's grant to another.
    cors: (request) => {
      const origin = request.headers.get('origin');
      return origin !== null && siteOrigins.has(origin) ? { origin, credentials: true } : false;
    },
    graphiql: config.env === 'development',
    landingPage: false,
    // A database that is away answers UNAVAILABLE with HTTP 503 and Retry-After (decision 021), not an unexpected error.
    maskedErrors: { isDev: !production, maskError: maskApiError },
    logging: config.env === 'test' || config.logLevel === 'silent' ? false : 'info',
    context: ({ request, acceptLanguage, clientIp, cookies, noStore }) =>
      createContext(db, config, services, {
        acceptLanguage: acceptLanguage ?? request.headers.get('accept-language'),
        clientIp,
        origin: request.headers.get('origin'),
        authorization: request.headers.get('authorization'),
        cookie: request.headers.get('cookie'),
        // Without the route's array (Yoga called directly), cookies set by resolvers go nowhere.
        responseCookies: cookies ?? [],
        noStore,
      }),
    plugins: [
      { onResponse: ({ response }) => varyByOrigin(response.headers) },
      unavailablePlugin<ServerContext>((request, context) =>
        languageOf(context.acceptLanguage ?? request.headers.get('accept-language')),
      ),
      useCSRFPrevention({ requestHeaders: ['x-graphql-yoga-csrf', 'apollo-require-preflight', 'x-requested-with'] }),
      EnvelopArmorPlugin({
        // Fragments count as the fields they spread, not as a level or cost of their own: the sites' documents use
        // fragments (decision 018), and the limit is on what the server resolves, however the document is written.
        maxDepth: { n: GRAPHQL_LIMITS.depth, flattenFragments: true },
        maxAliases: { n: GRAPHQL_LIMITS.aliases },
        costLimit: { maxCost: GRAPHQL_LIMITS.cost, flattenFragments: true },
        maxTokens: { n: GRAPHQL_LIMITS.tokens },
        maxDirectives: { n: GRAPHQL_LIMITS.directives },
        blockFieldSuggestion: { enabled: production },
      }),
      mutationsNoStore,
      ...(production ? [noIntrospection] : []),
      ...(contentVersion ? [contentVersionPlugin(contentVersion)] : []),
    ],
  });
}

/** Adds `Origin` to a response's `Vary` (once). */
export function varyByOrigin(headers: Headers): void {
  const vary = headers.get('vary');
  const values = vary ? vary.split(',').map((value) => value.trim().toLowerCase()) : [];
  if (values.includes('origin') || values.includes('*')) return;
  headers.set('vary', vary ? `${vary}, Origin` : 'Origin');
}
