/**
 * The API's log lines for a person at a terminal (`LOG_FORMAT=text`, which `npm start` sets): pino writes one JSON
 * object a line, and this turns each into `HH:MM:SS level message (key=value …)`. The default, `json`, is what
 * production, the tests and every log collector read; nothing here changes it.
 */

/** pino's numeric levels and their names. */
const LEVELS: Record<number, string> = { 10: 'trace', 20: 'debug', 30: 'info', 40: 'warn', 50: 'error', 60: 'fatal' };

/** Fields every line has, said already by the time and the level, or of no use to the reader. */
const LEFT_OUT = new Set(['level', 'time', 'msg', 'pid', 'hostname', 'v']);

const two = (n: number) => String(n).padStart(2, '0');

/**
 * A value as the reader expects it: text quoted when it holds spaces, quotes or `=` (or is empty), a fraction to two
 * decimals (`responseTime=8.29`), anything else as is.
 */
function valueText(value: unknown): string {
  if (typeof value === 'string') return value === '' || /[\s"=]/.test(value) ? JSON.stringify(value) : value;
  if (typeof value === 'number' && !Number.isInteger(value)) return String(Number(value.toFixed(2)));
  if (Array.isArray(value)) return JSON.stringify(value);
  return String(value);
}

/** `key=value` pairs, a nested object's keys dotted (`req.method=GET req.url=/api/graphql`). */
function pairs(fields: Record<string, unknown>, prefix = ''): string[] {
  return Object.entries(fields).flatMap(([key, value]) => {
    if (value === undefined) return [];
    if (value !== null && typeof value === 'object' && !Array.isArray(value))
      return pairs(value as Record<string, unknown>, `${prefix}${key}.`);
    return [`${prefix}${key}=${valueText(value)}`];
  });
}

/**
 * One pino JSON line as `HH:MM:SS level message (key=value …)`, the time in this machine's zone. An error's stack
 * (pino's `err`) follows on lines of its own, indented. A line that is not pino's JSON comes back as it was.
 */
export function formatLogLine(line: string): string {
  let entry: unknown;
  try {
    entry = JSON.parse(line);
  } catch {
    return line;
  }
  if (entry === null || typeof entry !== 'object' || Array.isArray(entry) || !('level' in entry)) return line;
  const { level, time, msg, err, ...rest } = entry as Record<string, unknown>;
  const at = typeof time === 'number' ? new Date(time) : undefined;
  const clock = at ? `${two(at.getHours())}:${two(at.getMinutes())}:${two(at.getSeconds())} ` : '';
  const name = (typeof level === 'number' ? LEVELS[level] : undefined) ?? String(level);
  const error = err !== null && typeof err === 'object' ? (err as Record<string, unknown>) : undefined;
  const { stack, ...errorFields } = error ?? {};
  const message = typeof msg === 'string' && msg !== '' ? msg : String(errorFields['message'] ?? '');
  const shown = Object.fromEntries(Object.entries(rest).filter(([key]) => !LEFT_OUT.has(key)));
  if (error) {
    // The message is usually the error's own already; the type tells which error it was.
    const { message: errorMessage, ...more } = errorFields;
    Object.assign(shown, { err: { ...more, ...(errorMessage !== message ? { message: errorMessage } : {}) } });
  }
  const details = pairs(shown);
  const text = `${clock}${name} ${message}${details.length ? ` (${details.join(' ')})` : ''}`;
  return typeof stack === 'string' ? `${text}\n${indent(stack)}` : text;
}

/** Each line of a stack, indented under its log line. */
function indent(stack: string): string {
  return stack
    .split('\n')
    .map((line) => `    ${line.trim()}`)
    .join('\n');
}

/** A pino destination writing {@link formatLogLine}'s text to `out` (standard output by default). */
export function textLogStream(out: { write(text: string): unknown } = process.stdout): { write(line: string): void } {
  return {
    write(chunk: string) {
      for (const line of chunk.split('\n')) if (line !== '') out.write(`${formatLogLine(line)}\n`);
    },
  };
}
