/** The error every failed call of this library rejects with. */

/** One entry of a GraphQL response's `errors`, as the API sends it. */
export interface ApiErrorEntry {
  message: string;
  path?: ReadonlyArray<string | number>;
  locations?: ReadonlyArray<{ line: number; column: number }>;
  /** The API puts `code` (BAD_USER_INPUT…) and a stable `reason` (the key in `locales/{lng}/errors.json`) here. */
  extensions?: Readonly<Record<string, unknown>>;
}

/** What an {@link ApiError} is made of. */
export interface ApiErrorOptions {
  /** HTTP status of the response; 0 when no response arrived (network failure). */
  status: number;
  errors?: readonly ApiErrorEntry[];
  /** The operation that failed, when one is known. */
  operationName?: string | null;
  /** Partial data that came with GraphQL errors. */
  data?: unknown;
  cause?: unknown;
}

/**
 * A failed API call, shaped like a GraphQLError: the message is that of the first GraphQL error (else an HTTP or
 * network description), `errors` keeps every GraphQL error, `status` the HTTP status (0 without a response).
 *
 * @example
 * try { await client.request(ContactDocument, input) } catch (e) { if (e instanceof ApiError && e.reason === 'invalidEmail') … }
 */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly status: number;
  readonly errors: readonly ApiErrorEntry[];
  readonly operationName: string | null;
  readonly data: unknown;

  constructor(message: string, options: ApiErrorOptions) {
    super(message, options.cause === undefined ? undefined : { cause: options.cause });
    this.status = options.status;
    this.errors = options.errors ?? [];
    this.operationName = options.operationName ?? null;
    this.data = options.data;
  }

  /** The extensions of the first GraphQL error, like `GraphQLError.extensions`. */
  get extensions(): Readonly<Record<string, unknown>> {
    return this.errors[0]?.extensions ?? {};
  }

  /** The API's stable reason of the first error (`extensions.reason`), or null. */
  get reason(): string | null {
    const reason = this.extensions['reason'];
    return typeof reason === 'string' ? reason : null;
  }

  /** True for GraphQL errors (the request reached the API and was answered), false for HTTP and network failures. */
  get isGraphQLError(): boolean {
    return this.errors.length > 0 && this.status >= 200 && this.status < 300;
  }
}
