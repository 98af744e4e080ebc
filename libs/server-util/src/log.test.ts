import { logLevel, serverLog, type ServerLog } from './log';

/** A console that keeps what it is told, by level. */
function kept(): ServerLog & { lines: string[] } {
  const lines: string[] = [];
  return {
    lines,
    info: (m) => lines.push(`info ${m}`),
    warn: (m) => lines.push(`warn ${m}`),
    error: (m) => lines.push(`error ${m}`),
  };
}

function say(level: Parameters<typeof serverLog>[0]): string[] {
  const out = kept();
  const log = serverLog(level, out);
  log.info('fair ready at http://localhost:4200');
  log.warn('Redis at 127.0.0.1:6379 unreachable');
  log.error('render failed');
  return out.lines;
}

describe('serverLog', () => {
  it('says what LOG_LEVEL lets through: everything at info, warnings and errors at warn', () => {
    expect(say('info')).toEqual([
      'info fair ready at http://localhost:4200',
      'warn Redis at 127.0.0.1:6379 unreachable',
      'error render failed',
    ]);
    expect(say('debug')).toHaveLength(3);
    expect(say('warn')).toEqual(['warn Redis at 127.0.0.1:6379 unreachable', 'error render failed']);
    expect(say('error')).toEqual(['error render failed']);
    expect(say('fatal')).toEqual([]);
    expect(say('silent')).toEqual([]);
  });

  it('reads LOG_LEVEL, info by default, and stops on another value', () => {
    expect(logLevel(undefined)).toBe('info');
    expect(logLevel('')).toBe('info');
    expect(logLevel('warn')).toBe('warn');
    expect(() => logLevel('quiet')).toThrow('LOG_LEVEL must be one of');
  });
});
