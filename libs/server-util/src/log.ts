/**
 * What the site servers and the back office's server say about themselves (started, stopping, Redis gone and back),
 * at the levels of the API's `LOG_LEVEL`: `info` (the default) says everything, `warn` (what `npm start` and the browser
 * tests set) only warnings and errors. They log no requests. Plain words on `console`: there is no JSON to read.
 */

/** The levels `LOG_LEVEL` takes (pino's, as the API's). */
export const LOG_LEVELS = ['trace', 'debug', 'info', 'warn', 'error', 'fatal', 'silent'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

/** The level of `LOG_LEVEL` (`info` when unset); another value stops the server with a message naming it. */
export function logLevel(value: string | undefined): LogLevel {
  if (value === undefined || value === '') return 'info';
  if (!(LOG_LEVELS as readonly string[]).includes(value))
    throw new Error(`LOG_LEVEL must be one of ${LOG_LEVELS.join(', ')}, not "${value}"`);
  return value as LogLevel;
}

export interface ServerLog {
  info(message: string): void;
  warn(message: string): void;
  error(message: string): void;
}

/** A log that says what `level` lets through, on `out` (`console`). */
export function serverLog(level: LogLevel, out: ServerLog = console): ServerLog {
  const shows = (at: LogLevel) => LOG_LEVELS.indexOf(at) >= LOG_LEVELS.indexOf(level);
  return {
    info: (message) => (shows('info') ? out.info(message) : undefined),
    warn: (message) => (shows('warn') ? out.warn(message) : undefined),
    error: (message) => (shows('error') ? out.error(message) : undefined),
  };
}
