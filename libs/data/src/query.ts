/** TanStack Query around the GraphQL client: one query client per server request or browser, keys, options, SSR hand-over. */
import { QueryClient, dehydrate, isServer, queryOptions, type DehydratedState } from '@tanstack/react-query';
import type { Language } from '@art/model';
import { ApiError } from './api-error';
import type { GraphQLClient } from './graphql-client';
import { operationName, type Operation } from './operation';

/** Data counts as fresh for a minute: no refetch on hydration or on remounting within it. */
export const STALE_TIME_MS = 60_000;
/** First element of every GraphQL query key: `queryClient.invalidateQueries({ queryKey: [GRAPHQL_QUERY_KEY] })` drops them all. */
export const GRAPHQL_QUERY_KEY = 'graphql';
/** Browser retries of a failed query (server and GraphQL errors are never retried). */
const BROWSER_RETRIES = 2;

/** Options of {@link createQueryClient}. */
export interface CreateQueryClientOptions {
  /** True on the server (the default outside a browser): no retries, a page renders with what it got. */
  server?: boolean;
}

/** Whether a failure may succeed on a retry: network failures and 5xx, never GraphQL or 4xx errors. */
export function isRetryable(error: unknown): boolean {
  if (!(error instanceof ApiError)) return true;
  return !error.isGraphQLError && (error.status === 0 || error.status >= 500);
}

/**
 * A query client with the settings of both sites: 60 s stale time, no refetch on window focus, no retries on the
 * server and at most two (network and 5xx only) in the browser. Make one per server request and one per browser tab.
 */
export function createQueryClient(options: CreateQueryClientOptions = {}): QueryClient {
  const server = options.server ?? isServer;
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: STALE_TIME_MS,
        refetchOnWindowFocus: false,
        retry: server ? false : (failureCount, error) => failureCount < BROWSER_RETRIES && isRetryable(error),
      },
      mutations: { retry: false },
    },
  });
}

/** The query key of an operation: `['graphql', name, variables, lang]` (`{}` and `null` when absent). */
export function queryKey<TData, TVars>(operation: Operation<TData, TVars>, variables?: TVars, lang?: Language | null) {
  return [
    GRAPHQL_QUERY_KEY,
    operationName(operation),
    (variables ?? {}) as TVars | Record<string, never>,
    lang ?? null,
  ] as const;
}

/**
 * `useQuery` / `queryClient.ensureQueryData` / `prefetchQuery` options running `operation` through `client`; the key
 * holds the client's language, so Spanish and English answers are cached apart.
 *
 * @example
 * // loader (server)
 * await queryClient.ensureQueryData(gqlQuery(client, WorkPageDocument, { slug, catalogPrefix }));
 * // component (browser): served from the hydrated cache
 * const { data } = useQuery(gqlQuery(useGraphQLClient(), WorkPageDocument, { slug, catalogPrefix }));
 */
export function gqlQuery<TData, TVars>(client: GraphQLClient, operation: Operation<TData, TVars>, variables?: TVars) {
  return queryOptions({
    queryKey: queryKey(operation, variables, client.lang),
    queryFn: (): Promise<TData> => client.request(operation, variables),
  });
}

/**
 * `useMutation` options running a mutation through `client`.
 *
 * @example
 * const contact = useMutation(gqlMutation(useGraphQLClient(), ContactDocument));
 * contact.mutate({ fromEmail, fromName, message });
 */
export function gqlMutation<TData, TVars>(client: GraphQLClient, operation: Operation<TData, TVars>) {
  return {
    mutationKey: [GRAPHQL_QUERY_KEY, operationName(operation)] as const,
    mutationFn: (variables: TVars): Promise<TData> => client.request(operation, variables),
  };
}

/** The successful queries of a (server) query client, to put into the page's loader data and hydrate in the browser. */
export function dehydrateQueries(queryClient: QueryClient): DehydratedState {
  return dehydrate(queryClient);
}
