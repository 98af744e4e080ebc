/**
 * A fake `fetch` for the unit tests, handed to graphql-request (`createGraphQLRequest({ fetch })`): records each
 * GraphQL call as graphql-request sent it and answers from a handler, as the API would (JSON; an answer without a
 * body is an HTML error page).
 */
export interface RecordedCall {
  /** The absolute address graphql-request posted to. */
  url: string;
  init: RequestInit;
  query: string;
  variables: Record<string, unknown>;
  /** The request's headers, names in lower case. */
  headers: Record<string, string>;
}

export function fakeFetch(answer: (call: RecordedCall) => { status?: number; body: unknown }): {
  fetch: typeof fetch;
  calls: RecordedCall[];
} {
  const calls: RecordedCall[] = [];
  const fetchFn = (async (url: string | URL, init: RequestInit = {}) => {
    const body = typeof init.body === 'string' ? (JSON.parse(init.body) as Record<string, unknown>) : {};
    const call: RecordedCall = {
      url: String(url),
      init,
      query: String(body['query'] ?? ''),
      variables: (body['variables'] ?? {}) as Record<string, unknown>,
      headers: Object.fromEntries(new Headers(init.headers).entries()),
    };
    calls.push(call);
    const { status = 200, body: answerBody } = answer(call);
    const json = answerBody !== undefined;
    // jsdom has `Headers` but no `Response`: what graphql-request reads of one.
    return {
      ok: status >= 200 && status < 300,
      status,
      headers: new Headers({ 'content-type': json ? 'application/json; charset=utf-8' : 'text/html' }),
      text: async () => (json ? JSON.stringify(answerBody) : '<html><body>Bad gateway</body></html>'),
    } as Response;
  }) as unknown as typeof fetch;
  return { fetch: fetchFn, calls };
}

/** The name of the operation of a recorded call (`query AdminWorks(` → `AdminWorks`). */
export const operationOf = (call: RecordedCall) => /(?:query|mutation)\s+(\w+)/.exec(call.query)?.[1] ?? '';
