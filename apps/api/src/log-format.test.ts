import Fastify from 'fastify';
import { loadConfig } from './config';
import { formatLogLine, textLogStream } from './log-format';

/** A time of this machine's zone, as pino writes it (milliseconds since the epoch). */
const at = (hours: number, minutes: number, seconds: number) =>
  new Date(2026, 10, 29, hours, minutes, seconds).getTime();

const line = (fields: Record<string, unknown>) =>
  JSON.stringify({ pid: 4242, hostname: 'feria-1', time: at(9, 5, 7), ...fields });

describe('formatLogLine', () => {
  it('says time, level and message, and leaves out the process and the host', () => {
    expect(
      formatLogLine(line({ level: 40, msg: 'Redis at 127.0.0.1:6379 unreachable (ECONNREFUSED): counting alone' })),
    ).toBe('09:05:07 warn Redis at 127.0.0.1:6379 unreachable (ECONNREFUSED): counting alone');
    expect(formatLogLine(line({ level: 30, msg: 'ready' }))).toBe('09:05:07 info ready');
    expect(formatLogLine(line({ level: 60, msg: 'gone' }))).toBe('09:05:07 fatal gone');
  });

  it('gives the other fields as key=value, nested ones dotted, text with spaces quoted', () => {
    expect(
      formatLogLine(
        line({
          level: 30,
          reqId: 'req-1',
          req: { method: 'POST', url: '/api/graphql', remoteAddress: '127.0.0.1' },
          res: { statusCode: 200 },
          responseTime: 8.290150000000267,
          msg: 'request completed',
          operation: 'works list',
          roles: ['staff', 'admin'],
          empty: '',
        }),
      ),
    ).toBe(
      '09:05:07 info request completed (reqId=req-1 req.method=POST req.url=/api/graphql req.remoteAddress=127.0.0.1 ' +
        'res.statusCode=200 responseTime=8.29 operation="works list" roles=["staff","admin"] empty="")',
    );
  });

  it('names an error by its type and puts its stack below, indented', () => {
    const stack = 'Error: connection refused\n    at connect (db.ts:10:5)\n    at main (main.ts:3:1)';
    expect(
      formatLogLine(
        line({ level: 50, msg: 'Shutdown failed', err: { type: 'Error', message: 'connection refused', stack } }),
      ),
    ).toBe(
      '09:05:07 error Shutdown failed (err.type=Error err.message="connection refused")\n' +
        '    Error: connection refused\n    at connect (db.ts:10:5)\n    at main (main.ts:3:1)',
    );
    // pino's `log.error(error)`: the message is the error's, said once.
    expect(formatLogLine(line({ level: 50, msg: 'boom', err: { type: 'TypeError', message: 'boom' } }))).toBe(
      '09:05:07 error boom (err.type=TypeError)',
    );
  });

  it('leaves a line that is not pino JSON as it was', () => {
    expect(formatLogLine('Listening on 3333')).toBe('Listening on 3333');
    expect(formatLogLine('[1, 2]')).toBe('[1, 2]');
    expect(formatLogLine('{"no":"level"}')).toBe('{"no":"level"}');
  });
});

describe('textLogStream', () => {
  it('is a destination a Fastify logger writes its lines through, as text', async () => {
    const written: string[] = [];
    const app = Fastify({ logger: { level: 'warn', stream: textLogStream({ write: (text) => written.push(text) }) } });
    app.log.info('not shown at warn');
    app.log.warn('the payment sandbox answers for REDSYS_*');
    app.log.error(new Error('mail server down'));
    await app.close();
    expect(written).toHaveLength(2);
    expect(written[0]).toMatch(/^\d\d:\d\d:\d\d warn the payment sandbox answers for REDSYS_\*\n$/);
    expect(written[1]).toMatch(
      /^\d\d:\d\d:\d\d error mail server down \(err\.type=Error\)\n {4}Error: mail server down\n/,
    );
  });
});

describe('LOG_FORMAT', () => {
  it('is json unless it says text, in production as anywhere', () => {
    expect(loadConfig({}).logFormat).toBe('json');
    expect(loadConfig({ NODE_ENV: 'production', LINK_SECRET: 'x'.repeat(32), PAYMENT_SANDBOX: 'true' }).logFormat).toBe(
      'json',
    );
    expect(loadConfig({ LOG_FORMAT: 'text' }).logFormat).toBe('text');
    expect(() => loadConfig({ LOG_FORMAT: 'pretty' })).toThrow('LOG_FORMAT');
  });
});
