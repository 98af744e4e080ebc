import { PassThrough } from 'node:stream';
import Fastify from 'fastify';
import { loadConfig } from '@art/api-core';
import { textLogStream } from './log-format';

/** What the API logs through the text stream, line by line. */
async function logged(write: (log: ReturnType<typeof Fastify>['log']) => void): Promise<string[]> {
  const out = new PassThrough();
  const chunks: string[] = [];
  out.on('data', (chunk: Buffer) => chunks.push(chunk.toString('utf8')));
  const app = Fastify({ logger: { level: 'warn', stream: textLogStream(out) } });
  write(app.log);
  await app.close();
  return chunks.join('').split('\n').filter(Boolean);
}

describe('LOG_FORMAT', () => {
  it('is json unless text is asked for, and refuses anything else by name', () => {
    expect(loadConfig({}).logFormat).toBe('json');
    expect(loadConfig({ LOG_FORMAT: 'text' }).logFormat).toBe('text');
    expect(() => loadConfig({ LOG_FORMAT: 'pretty' })).toThrow('LOG_FORMAT');
  });
});

describe('textLogStream', () => {
  it('writes a warning as its time, level and words, with its fields on the same line and no process or host', async () => {
    const lines = await logged((log) =>
      log.warn({ reason: 'ECONNREFUSED' }, 'Redis at 127.0.0.1:6379 unreachable: counting alone'),
    );
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(
      /^\[\d\d:\d\d:\d\d\] WARN: Redis at 127\.0\.0\.1:6379 unreachable: counting alone \{"reason":"ECONNREFUSED"\}$/,
    );
    expect(lines[0]).not.toMatch(/"pid"|"hostname"|"level"/);
  });

  it('keeps what is under the level out, and shows an error with its message', async () => {
    const lines = await logged((log) => {
      log.info('request completed');
      log.error(new Error('the database is away'), 'a request failed');
    });
    expect(lines.join('\n')).not.toContain('request completed');
    expect(lines[0]).toMatch(/ERROR: a request failed/);
    expect(lines.join('\n')).toContain('the database is away');
  });
});
