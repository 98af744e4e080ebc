/**
 * The back office's GraphQL calls: `fetch` POST to the API's `/api/graphql` on the page's own origin (the back office's
 * server proxies `/api/*`, so the `o_token` session cookie goes along), JSON, `credentials: 'same-origin'`, and
 * `Accept-Language` of the interface, so the API answers its messages in the language on screen.
 */
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
  /** The endpoint, `/api/graphql` unless told. */
  endpoint?: string;
  /** The interface's language at the time of each call (`es`, `en`). */
  lang: () => string;
  /** For tests: the `fetch` to use. */
  fetch?: typeof fetch;
}

export type GraphQLRequest = <TData, TVariables>(
  document: DocumentTypeDecoration<TData, TVariables> & { toString(): string },
  variables: TVariables,
) => Promise<TData>;

/**
 * A function that sends one operation and answers its `data`, or throws react-admin's `HttpError` with the API's
 * translated message: the status of the GraphQL error's code (401 for `UNAUTHENTICATED`, 403 for `FORBIDDEN`) or the
 * HTTP status, and `body.code`.
 */
export function createGraphQLRequest(options: GraphQLClientOptions): GraphQLRequest {
  const endpoint = options.endpoint ?? '/api/graphql';
  return async (document, variables) => {
    const send = options.fetch ?? globalThis.fetch;
    const response = await send(endpoint, {
      method: 'POST',
      credentials: 'same-origin',
      headers: {
        'content-type': 'application/json',
        accept: 'application/json',
        'accept-language': options.lang(),
      },
      body: JSON.stringify({ query: document.toString(), variables }),
    });
    let body: { data?: unknown; errors?: GraphQLErrorBody[] } | undefined;
    try {
      body = (await response.json()) as typeof body;
    } catch {
      body = undefined;
    }
    const first = body?.errors?.[0];
    if (first) {
      const code = first.extensions?.code ?? 'ERROR';
      throw new HttpError(first.message, STATUS_OF_CODE[code] ?? (response.ok ? 500 : response.status), { code });
    }
    if (!response.ok || !body || body.data === undefined || body.data === null) {
      throw new HttpError('ra.notification.http_error', response.status, { code: 'HTTP' });
    }
    return body.data as Awaited<ReturnType<GraphQLRequest>> as never;
  };
}
