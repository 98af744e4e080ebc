import pinoPretty from 'pino-pretty';

/**
 * The API's log lines for a person at a terminal (`LOG_FORMAT=text`, which `npm start` sets): pino-pretty turns pino's
 * JSON object a line into `[HH:MM:SS] WARN: message {fields}` on one line, an error's stack below it. The default,
 * `json`, is what production, the tests and every log collector read; nothing here changes it.
 */
export function textLogStream(destination: NodeJS.WritableStream | number = 1) {
  return pinoPretty({
    destination,
    sync: true,
    colorize: false,
    singleLine: true,
    translateTime: 'SYS:HH:MM:ss',
    ignore: 'pid,hostname',
  });
}
