import { data } from 'react-router';
import { ApiError } from '@art/data';

/**
 * How long the site server waits for one answer of the API (a GraphQL POST, a translation file, the menu) before the
 * page answers 503 (decision 021). The API bounds its own work (a database connection in 5 s, a statement in 10 s);
 * later than this, the visitor is better told to try again than kept waiting.
 */
export const SITE_API_TIMEOUT_MS = 10_000;

/** The `Retry-After` of a page answered 503: long enough not to be asked again at once by crawlers. */
export const SITE_RETRY_AFTER_SECONDS = 30;

/**
 * Whether a loader's error says the API cannot serve now: no answer (refused, timed out: status 0), a gateway error
 * or 503, or the API's `UNAVAILABLE` error (its database is away).
 */
export function isApiUnavailable(error: unknown): boolean {
  if (!(error instanceof ApiError)) return false;
  if ([502, 503, 504].includes(error.status)) return true;
  if (error.status === 0 && error.message.startsWith('GraphQL request failed')) return true;
  return error.errors.some((entry) => entry.extensions?.['code'] === 'UNAVAILABLE');
}

/** The route error a loader throws when the API is unavailable: the error boundary shows the unavailable page, 503. */
export function unavailableResponse(): ReturnType<typeof data> {
  return data(
    { unavailable: true },
    { status: 503, headers: { 'Retry-After': String(SITE_RETRY_AFTER_SECONDS), 'Cache-Control': 'no-store' } },
  );
}

/** Throws {@link unavailableResponse} for an unavailable API, the error itself otherwise. */
export function rethrowUnavailable(error: unknown): never {
  if (isApiUnavailable(error)) {
    console.warn(`The API is unavailable: ${error instanceof Error ? error.message : String(error)}`);
    throw unavailableResponse();
  }
  throw error;
}
