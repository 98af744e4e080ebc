/**
 * The API's GraphQL from a Node process that is not a site (the bench tools, the API's tests over HTTP, the browser
 * suites' set-up): graphql-request's `GraphQLClient` posting `{ query, variables }` as JSON to `{origin}/api/graphql`,
 * with the API's own headers (`Accept-Language`, `Authorization: Bearer`, the session cookie) per call (decision 039).
 *
 * Documents are strings and are not parsed here (`excludeOperationName`): the body is what the API would get from a
 * plain `fetch`, and a timed call measures the API, not the client's parser. The sites' servers keep `@art/data`'s
 * batching client (decision 039 says why).
 */
import { ClientError, GraphQLClient } from 'graphql-request';

/** A GraphQL error as the API sends it: its translated message and code (`FORBIDDEN`, `BAD_USER_INPUT`…). */
export interface ApiGraphQLError {
  message: string;
  extensions?: { code?: string; [key: string]: unknown };
}

/** What the API answered to one operation: its data, its errors (none: `[]`), the HTTP status and headers. */
export interface ApiAnswer<T> {
  data: T | null | undefined;
  errors: ApiGraphQLError[];
  status: number;
  headers: Headers;
}

/** The headers of a call, in the API's terms; `headers` adds any other (`x-forwarded-for`…). */
export interface ApiCallOptions {
  /** `Accept-Language`: the language of the answer's texts and messages. */
  lang?: string;
  /** A session token, sent as `Authorization: Bearer`. */
  token?: string;
  /** A `Cookie` header (`o_token=…`). */
  cookie?: string;
  headers?: Record<string, string>;
  signal?: AbortSignal;
}

export interface ApiGraphQL {
  /** The address posted to: `{origin}/api/graphql`. */
  readonly endpoint: string;
  /**
   * One operation's whole answer, errors included, whatever the status. Rejects only when no GraphQL answer came:
   * a network failure (fetch's own error) or an answer that is not GraphQL JSON (an error status: an `Error` with
   * it; a 2xx: graphql-request's own parse error).
   */
  answer<T>(query: string, variables?: Record<string, unknown>, options?: ApiCallOptions): Promise<ApiAnswer<T>>;
  /** One operation's data; rejects with the API's messages (`;`-joined) when it answered errors or no data. */
  data<T>(query: string, variables?: Record<string, unknown>, options?: ApiCallOptions): Promise<T>;
}

function headersOf(options: ApiCallOptions): Record<string, string> {
  return {
    ...(options.lang ? { 'accept-language': options.lang } : {}),
    ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
    ...(options.cookie ? { cookie: options.cookie } : {}),
    ...options.headers,
  };
}

/**
 * A client of the API at `origin` (`http://127.0.0.1:3333`). `defaults` are the headers of every call (a call's own
 * options win); `fetch` replaces the global one (tests).
 *
 * @example
 * const api = apiGraphQL(E2E.api, { lang: 'es' });
 * const { works } = await api.data<{ works: … }>('{ works(first: 1) { nodes { slug } } }');
 */
export function apiGraphQL(origin: string, defaults: ApiCallOptions & { fetch?: typeof fetch } = {}): ApiGraphQL {
  const { fetch, ...defaultCall } = defaults;
  const endpoint = new URL('/api/graphql', origin).href;
  const client = new GraphQLClient(endpoint, {
    // JSON, as the sites' client asks: the API answers GraphQL errors with 200 and their code.
    headers: { accept: 'application/json' },
    excludeOperationName: true,
    errorPolicy: 'all',
    ...(fetch ? { fetch } : {}),
  });

  async function answer<T>(
    query: string,
    variables: Record<string, unknown> = {},
    options: ApiCallOptions = {},
  ): Promise<ApiAnswer<T>> {
    const call = { ...defaultCall, ...options, headers: { ...defaultCall.headers, ...options.headers } };
    try {
      const response = await client.rawRequest<T>({
        query,
        variables,
        requestHeaders: headersOf(call),
        ...(call.signal ? { signal: call.signal } : {}),
      });
      return { data: response.data, errors: (response.errors ?? []) as ApiGraphQLError[], ...statusOf(response) };
    } catch (error) {
      // An error status with a GraphQL body (a 503 while the database is away) is still the API's answer.
      if (error instanceof ClientError && (error.response.errors || error.response.data !== undefined)) {
        return {
          data: error.response.data as T | null | undefined,
          errors: (error.response.errors ?? []) as ApiGraphQLError[],
          ...statusOf(error.response),
        };
      }
      if (error instanceof ClientError) {
        const { status, body } = error.response;
        throw new Error(`${endpoint} answered HTTP ${status} without GraphQL: ${String(body).slice(0, 200)}`, {
          cause: error,
        });
      }
      throw error;
    }
  }

  return {
    endpoint,
    answer,
    async data<T>(query: string, variables?: Record<string, unknown>, options?: ApiCallOptions): Promise<T> {
      const { data, errors, status } = await answer<T>(query, variables, options);
      if (errors.length) throw new Error(errors.map((e) => e.message).join('; '));
      if (data === null || data === undefined) throw new Error(`${endpoint} answered no data (HTTP ${status})`);
      return data;
    },
  };
}

function statusOf(response: { status: number; headers: Headers }): Pick<ApiAnswer<unknown>, 'status' | 'headers'> {
  return { status: response.status, headers: response.headers };
}
