/**
 * The GraphQL client of the specification (§7): POST `{ query, variables, operationName }` as JSON to
 * `{host}/api/graphql`, with operations issued within a 10 ms window sent together as one array body.
 *
 * Why our own ~150 lines rather than graphql-request: graphql-request 7 sends a batch only when the caller hands it
 * one (`batchRequests`); it has no time-window batching, so we would still write the queue, the window, the split by
 * `maxBatch` and the routing of each result to its caller — which is most of this file. Its one remaining service,
 * the POST itself, is a `fetch` call. Its error class does not carry what our callers need (HTTP status for a whole
 * batch, the API's translated `extensions.reason`). Nor is its `batchRequests` a clean transport under this queue: it
 * imports `graphql`'s `parse` (the whole GraphQL parser in the sites' browser bundle, 11 KB of its 14 KB gzipped) and by
 * default fails the whole batch for one operation's error; so the sites, browser and servers, keep this client
 * (decisions 016 and 040). The back office, the tools and the tests, where the parser's weight does not count, use
 * graphql-request.
 */
import type { Language } from '@art/model';
import { ApiError, type ApiErrorEntry } from './api-error';
import { operationName, operationText, type Operation } from './operation';

/** The batching window of the specification, in milliseconds. */
export const BATCH_WINDOW_MS = 10;
/** The most operations one POST carries: the API's batching limit. */
export const MAX_BATCH = 10;
/**
 * How long one POST may take, answer read, before it fails as a network failure (status 0): the API bounds its own
 * work (a database connection in 5 s, a statement in 10 s, decision 021), so an answer later than this means an API
 * that hangs, and the visitor is better told so than kept waiting. The site server's page loads use less.
 */
export const REQUEST_TIMEOUT_MS = 15_000;

/** The part of a fetch Response the client reads. */
export interface ResponseLike {
  ok: boolean;
  status: number;
  statusText: string;
  text(): Promise<string>;
}

/** The fetch the client calls; the global `fetch` fits it. */
export type FetchLike = (
  url: string,
  init: { method: string; headers: Record<string, string>; body?: string; signal?: AbortSignal },
) => Promise<ResponseLike>;

/** Options of {@link createGraphQLClient}. */
export interface GraphQLClientOptions {
  /** `/api/graphql` in the browser (same origin, proxied), `${API_URL}/api/graphql` on the server. */
  endpoint: string;
  /** Headers of each POST, read when it is sent: {@link requestHeaders} on the server, `browserRequestHeaders` in the browser. */
  headers?: () => Record<string, string>;
  /** The language of the answers: sent as `Accept-Language` and part of every query key of {@link gqlQuery}. */
  lang?: Language;
  /** Defaults to the global `fetch`, looked up at each call. */
  fetch?: FetchLike;
  /** Operations issued within this many ms of the first one go out together. */
  batchWindowMs?: number;
  /** At most this many operations per POST; more are split into several POSTs. */
  maxBatch?: number;
  /** A POST failing after this many ms ({@link REQUEST_TIMEOUT_MS} by default; 0: no limit). */
  timeoutMs?: number;
}

/** A client from {@link createGraphQLClient}. */
export interface GraphQLClient {
  readonly endpoint: string;
  readonly lang: Language | undefined;
  /** Runs one operation: resolves with its `data`, rejects with {@link ApiError}. */
  request<TData, TVars>(operation: Operation<TData, TVars>, variables?: TVars): Promise<TData>;
}

interface RequestBody {
  query: string;
  variables: unknown;
  operationName: string;
}

interface Pending {
  body: RequestBody;
  resolve(data: unknown): void;
  reject(error: ApiError): void;
}

interface ResultLike {
  data?: unknown;
  errors?: unknown;
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The GraphQL errors of a result, keeping only well-formed entries. */
function errorsOf(result: unknown): ApiErrorEntry[] {
  if (!isObject(result) || !Array.isArray(result['errors'])) return [];
  return result['errors'].filter((e): e is ApiErrorEntry => isObject(e) && typeof e['message'] === 'string');
}

function settle(pending: Pending, result: unknown, status: number): void {
  const operationName = pending.body.operationName;
  if (!isObject(result)) {
    pending.reject(new ApiError(`Malformed GraphQL response for ${operationName}`, { status, operationName }));
    return;
  }
  const { data } = result as ResultLike;
  const errors = errorsOf(result);
  if (errors.length > 0) {
    pending.reject(new ApiError(errors[0]!.message, { status, errors, operationName, data: data ?? null }));
  } else if (!isObject(data)) {
    pending.reject(new ApiError(`No data in the GraphQL response for ${operationName}`, { status, operationName }));
  } else {
    pending.resolve(data);
  }
}

function lowerCaseKeys(headers: Record<string, string>): Record<string, string> {
  return Object.fromEntries(Object.entries(headers).map(([name, value]) => [name.toLowerCase(), value]));
}

function positive(name: string, value: number, integer: boolean, min: number): number {
  if (!Number.isFinite(value) || value < min || (integer && !Number.isInteger(value))) {
    throw new RangeError(
      `createGraphQLClient: ${name} must be ${integer ? 'an integer' : 'a number'} ≥ ${min}, got ${value}.`,
    );
  }
  return value;
}

/**
 * A GraphQL client that batches: operations issued within `batchWindowMs` of the first one go out as ONE POST with an
 * array body (a single one as a plain object), at most `maxBatch` per POST; each caller gets its own result or
 * error. A GraphQL error rejects only its caller; an HTTP or network failure rejects every caller of that POST.
 *
 * On the server make one client per incoming request (its headers carry that visitor's cookies); never share one.
 *
 * @example
 * const client = createGraphQLClient({ endpoint: '/api/graphql', lang: 'es', headers: browserRequestHeaders });
 * const { getWork } = await client.request(WorkPageDocument, { slug: 'azul', catalogPrefix: 'AM25' });
 */
export function createGraphQLClient(options: GraphQLClientOptions): GraphQLClient {
  const { endpoint, headers, lang } = options;
  if (typeof endpoint !== 'string' || endpoint.trim() === '')
    throw new TypeError('createGraphQLClient: endpoint is required.');
  const batchWindowMs = positive('batchWindowMs', options.batchWindowMs ?? BATCH_WINDOW_MS, false, 0);
  const maxBatch = positive('maxBatch', options.maxBatch ?? MAX_BATCH, true, 1);
  const timeoutMs = positive('timeoutMs', options.timeoutMs ?? REQUEST_TIMEOUT_MS, false, 0);

  let queue: Pending[] = [];
  let timer: ReturnType<typeof setTimeout> | null = null;

  async function send(batch: Pending[]): Promise<void> {
    const fetchImpl: FetchLike | undefined = options.fetch ?? (globalThis.fetch as FetchLike | undefined);
    const operationName = batch.length === 1 ? batch[0]!.body.operationName : null;
    const failAll = (error: ApiError) => batch.forEach((p) => p.reject(error));
    if (!fetchImpl) {
      failAll(new ApiError('No fetch implementation available', { status: 0, operationName }));
      return;
    }
    // One limit for the answer and its body: reading a body that stops coming fails too.
    const signal = timeoutMs > 0 ? AbortSignal.timeout(timeoutMs) : undefined;
    let response: ResponseLike;
    try {
      response = await fetchImpl(endpoint, {
        method: 'POST',
        headers: {
          ...lowerCaseKeys(headers?.() ?? {}),
          ...(lang ? { 'accept-language': lang } : {}),
          accept: 'application/json',
          'content-type': 'application/json',
        },
        body: JSON.stringify(batch.length === 1 ? batch[0]!.body : batch.map((p) => p.body)),
        ...(signal ? { signal } : {}),
      });
    } catch (cause) {
      const reason = cause instanceof Error ? cause.message : String(cause);
      failAll(new ApiError(`GraphQL request failed: ${reason}`, { status: 0, operationName, cause }));
      return;
    }
    let payload: unknown = undefined;
    let text: string;
    try {
      text = await response.text();
    } catch (cause) {
      const reason = cause instanceof Error ? cause.message : String(cause);
      failAll(new ApiError(`GraphQL request failed: ${reason}`, { status: 0, operationName, cause }));
      return;
    }
    try {
      payload = JSON.parse(text);
    } catch {
      // Not JSON: handled below as a malformed or failed response.
    }
    const { status } = response;
    if (!response.ok) {
      const errors = errorsOf(Array.isArray(payload) ? payload[0] : payload);
      const message =
        errors[0]?.message ??
        `GraphQL request failed with HTTP ${status}${response.statusText ? ` ${response.statusText}` : ''}`;
      failAll(new ApiError(message, { status, errors, operationName }));
      return;
    }
    if (batch.length === 1) {
      settle(batch[0]!, payload, status);
    } else if (Array.isArray(payload) && payload.length === batch.length) {
      batch.forEach((p, i) => settle(p, payload[i], status));
    } else {
      failAll(
        new ApiError(`Malformed GraphQL batch response: expected ${batch.length} results`, { status, operationName }),
      );
    }
  }

  function flush(): void {
    if (timer !== null) clearTimeout(timer);
    timer = null;
    const pending = queue;
    queue = [];
    for (let i = 0; i < pending.length; i += maxBatch) void send(pending.slice(i, i + maxBatch));
  }

  return {
    endpoint,
    lang,
    request<TData, TVars>(operation: Operation<TData, TVars>, variables?: TVars): Promise<TData> {
      return new Promise<TData>((resolve, reject) => {
        try {
          JSON.stringify(variables ?? {});
        } catch (cause) {
          // Only this caller fails, not the batch it would have joined.
          const name = operationName(operation);
          reject(
            new ApiError(`The variables of ${name} cannot be sent as JSON`, { status: 0, operationName: name, cause }),
          );
          return;
        }
        queue.push({
          body: {
            query: operationText(operation),
            variables: variables ?? {},
            operationName: operationName(operation),
          },
          resolve: resolve as (data: unknown) => void,
          reject,
        });
        // A full batch leaves at once; otherwise the window opened by the first operation decides.
        if (queue.length >= maxBatch) flush();
        else if (timer === null) timer = setTimeout(flush, batchWindowMs);
      });
    },
  };
}
