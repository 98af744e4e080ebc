/**
 * The back office's GraphQL calls, through graphql-request's `GraphQLClient` (decision 039): POST to the API's
 * `/api/graphql` on the page's own origin (the back office's server proxies `/api/*`, so the `o_token` session cookie
 * goes along), JSON, `credentials: 'same-origin'`, and `Accept-Language` of the interface at the time of each call, so
 * the API answers its messages in the language on screen. Every error becomes react-admin's `HttpError`.
 *
 * graphql-request parses each document with `graphql`'s `parse` to name the operation; here, unlike the sites'
 * browser bundle (decision 016), the parser's weight does not count.
 */
import { ClientError, GraphQLClient, type Variables } from 'graphql-request';
import type { DocumentTypeDecoration } from '@graphql-typed-document-node/core';
import { HttpError } from 'ra-core';

/** A GraphQL error as the API sends it: a translated message and a code (`FORBIDDEN`, `UNAUTHENTICATED`…). */
export interface GraphQLErrorBody {
  message: string;
  extensions?: { code?: string };
}

/** HTTP status a GraphQL error code stands for (react-admin logs out on 401 only). */
const STATUS_OF_CODE: Record<string, number> = {
  UNAUTHENTICATED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  BAD_USER_INPUT: 400,
  UNAVAILABLE: 503,
};

export interface GraphQLClientOptions {
  /** The endpoint, `/api/graphql` unless told, on the page's origin. */
  endpoint?: string;
  /** The interface's language at the time of each call (`es`, `en`). */
  lang: () => string;
  /** For tests: the `fetch` graphql-request calls. */
  fetch?: typeof fetch;
}

/**
 * One operation of a generated document (graphql-codegen's `TypedDocumentString`: a `String` carrying its result and
 * variables types) with its variables: its `data`.
 */
export type GraphQLRequest = <TData, TVariables extends Variables>(
  document: DocumentTypeDecoration<TData, TVariables> & { toString(): string },
  variables: TVariables,
) => Promise<TData>;

/** The answer that is no GraphQL result, or has no data: react-admin's communication error. */
const httpError = (status: number) => new HttpError('ra.notification.http_error', status, { code: 'HTTP' });

/**
 * react-admin's error for what graphql-request threw: the API's translated message with the status of the GraphQL
 * error's code (401 for `UNAUTHENTICATED`, 403 for `FORBIDDEN`…) or the HTTP status, and `body.code`. A failed
 * `fetch` (no network: a `TypeError`) is left as it is.
 */
function toHttpError(error: unknown): unknown {
  if (error instanceof ClientError) {
    const { status } = error.response;
    const first = (error.response.errors as GraphQLErrorBody[] | undefined)?.[0];
    if (!first) return httpError(status);
    const code = first.extensions?.code ?? 'ERROR';
    return new HttpError(first.message, STATUS_OF_CODE[code] ?? (status >= 200 && status < 300 ? 500 : status), {
      code,
    });
  }
  if (error instanceof TypeError) return error;
  // graphql-request throws a plain error for a 2xx answer that is no GraphQL result (not JSON, not an object); the
  // API answers every GraphQL POST with 200 then.
  return httpError(200);
}

/**
 * A function that sends one operation and answers its `data`, or throws react-admin's `HttpError` with the API's
 * translated message (see {@link toHttpError}).
 */
export function createGraphQLRequest(options: GraphQLClientOptions): GraphQLRequest {
  // graphql-request sends to an absolute URL: the endpoint on the page's origin.
  const endpoint = new URL(options.endpoint ?? '/api/graphql', globalThis.location.href).href;
  const client = new GraphQLClient(endpoint, {
    credentials: 'same-origin',
    // Read at each call: the interface's language may have changed since the last one. `application/json` only, as
    // before: the API then answers GraphQL errors with 200 and their code, never with the status of
    // `application/graphql-response+json`.
    headers: () => ({ accept: 'application/json', 'accept-language': options.lang() }),
    ...(options.fetch ? { fetch: options.fetch } : {}),
  });
  return async <TData, TVariables extends Variables>(
    document: DocumentTypeDecoration<TData, TVariables> & { toString(): string },
    variables: TVariables,
  ) => {
    const answer = await client
      .rawRequest<TData, TVariables>(document.toString(), variables)
      .catch((error: unknown) => {
        throw toHttpError(error);
      });
    if (answer.data === undefined || answer.data === null) throw httpError(answer.status);
    return answer.data;
  };
}
