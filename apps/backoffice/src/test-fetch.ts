/** A fake `fetch` for the unit tests: records each GraphQL call and answers from a handler. */
export interface RecordedCall {
  url: string;
  init: RequestInit;
  query: string;
  variables: Record<string, unknown>;
  headers: Record<string, string>;
}

export function fakeFetch(answer: (call: RecordedCall) => { status?: number; body: unknown }): {
  fetch: typeof fetch;
  calls: RecordedCall[];
} {
  const calls: RecordedCall[] = [];
  const fetchFn = (async (url: string, init: RequestInit = {}) => {
    const body = typeof init.body === 'string' ? (JSON.parse(init.body) as Record<string, unknown>) : {};
    const call: RecordedCall = {
      url,
      init,
      query: String(body['query'] ?? ''),
      variables: (body['variables'] ?? {}) as Record<string, unknown>,
      headers: init.headers as Record<string, string>,
    };
    calls.push(call);
    const { status = 200, body: answerBody } = answer(call);
    return {
      ok: status >= 200 && status < 300,
      status,
      json: async () => answerBody,
    } as Response;
  }) as unknown as typeof fetch;
  return { fetch: fetchFn, calls };
}

/** The name of the operation of a recorded call (`query AdminWorks(` → `AdminWorks`). */
export const operationOf = (call: RecordedCall) => /(?:query|mutation)\s+(\w+)/.exec(call.query)?.[1] ?? '';
