/** React bindings: the GraphQL client and TanStack's query client for a tree, with the server's cache hydrated. */
import { createContext, useContext, type ReactNode } from 'react';
import {
  HydrationBoundary,
  QueryClientProvider,
  useMutation,
  useQuery,
  type DehydratedState,
  type QueryClient,
} from '@tanstack/react-query';
import type { GraphQLClient } from './graphql-client';
import type { Operation } from './operation';
import { gqlMutation, gqlQuery } from './query';

const GraphQLClientContext = createContext<GraphQLClient | null>(null);

/** Props of {@link DataProvider}. */
export interface DataProviderProps {
  client: GraphQLClient;
  queryClient: QueryClient;
  /** What the server's {@link dehydrateQueries} produced for this page, if anything. */
  dehydratedState?: DehydratedState | null;
  children?: ReactNode;
}

/**
 * Provides the GraphQL client ({@link useGraphQLClient}) and the query client, and hydrates the server's queries, so
 * `useQuery(gqlQuery(…))` of data the server loaded renders at once without fetching.
 */
export function DataProvider({ client, queryClient, dehydratedState, children }: DataProviderProps) {
  return (
    <GraphQLClientContext.Provider value={client}>
      <QueryClientProvider client={queryClient}>
        <HydrationBoundary state={dehydratedState ?? undefined}>{children}</HydrationBoundary>
      </QueryClientProvider>
    </GraphQLClientContext.Provider>
  );
}

/** The GraphQL client of the nearest {@link DataProvider}; throws outside one. */
export function useGraphQLClient(): GraphQLClient {
  const client = useContext(GraphQLClientContext);
  if (!client) throw new Error('useGraphQLClient must be used inside a DataProvider.');
  return client;
}

/**
 * `useQuery` of an operation through the provided client.
 *
 * @example
 * const { data } = useGqlQuery(SearchDocument, { textSearch, limit: SEARCH_MAX_RESULTS, catalogPrefix });
 */
export function useGqlQuery<TData, TVars>(
  operation: Operation<TData, TVars>,
  variables?: TVars,
  options: { enabled?: boolean } = {},
) {
  return useQuery({ ...gqlQuery(useGraphQLClient(), operation, variables), ...options });
}

/** `useMutation` of an operation through the provided client. */
export function useGqlMutation<TData, TVars>(operation: Operation<TData, TVars>) {
  return useMutation(gqlMutation(useGraphQLClient(), operation));
}
