/** The database did not answer in time or cannot be reached; what failed may succeed when tried again. */
export class DatabaseUnavailableError extends Error {
  override readonly name = 'DatabaseUnavailableError';
}

/** Network errors of a connection that could not be made or was lost. */
const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ECONNABORTED',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
  'EPIPE',
]);

/**
 * PostgreSQL error codes of a server that is away, starting, stopping, full or too slow: class 08 (connection
 * exception), 57014 (statement timeout or cancel), 57P01–57P05 (shutdown, crash, cannot connect now, idle session
 * timeout), 53300 (too many connections), 25P03 (idle in transaction timeout ended the session).
 */
function isUnavailableSqlState(code: string): boolean {
  return code.startsWith('08') || code === '57014' || /^57P0[1-5]$/.test(code) || code === '53300' || code === '25P03';
}

/** Messages node-postgres, its pool and PGlite fail with when the database is away or does not answer. */
const UNAVAILABLE_MESSAGES = [
  /timeout exceeded when trying to connect/i,
  /Connection terminated/i,
  /Query read timeout/i,
  /is not queryable/i,
  /PGlite is closed/i,
  /Cannot use a pool after calling end/i,
];

/**
 * Whether an error (or one it was caused by: Drizzle wraps the driver's error in `cause`, GraphQL in `originalError`)
 * says the database is unavailable rather than that the query was wrong.
 */
export function isDatabaseUnavailable(error: unknown, depth = 0): boolean {
  if (depth > 8 || typeof error !== 'object' || error === null) return false;
  if (error instanceof DatabaseUnavailableError) return true;
  const { code, message, cause, originalError, errors } = error as {
    code?: unknown;
    message?: unknown;
    cause?: unknown;
    originalError?: unknown;
    errors?: unknown;
  };
  if (
    typeof code === 'string' &&
    (NETWORK_CODES.has(code) || (/^[0-9A-Z]{5}$/.test(code) && isUnavailableSqlState(code)))
  )
    return true;
  if (typeof message === 'string' && UNAVAILABLE_MESSAGES.some((pattern) => pattern.test(message))) return true;
  if (Array.isArray(errors) && errors.some((inner) => isDatabaseUnavailable(inner, depth + 1))) return true;
  return isDatabaseUnavailable(cause, depth + 1) || isDatabaseUnavailable(originalError, depth + 1);
}
