import { readFileSync, readdirSync } from 'node:fs';
import { createScryptThreads, type ScryptThreads } from './scrypt-threads';

/** RFC 7914, section 12: scrypt("password", "NaCl", N = 1024, r = 8, p = 16, dkLen = 64). */
const RFC_KEY =
  'fdbabe1c9d3472007856e7190d01e9fe7c6ad7cbc8237830e77376634b3731622eaf30d92e22a3886ff109279d9830dac727afb94a83ee6d8360cbdfa2cc0640';
const RFC_OPTIONS = { N: 1024, r: 8, p: 16 };

/** The niceness of every thread of this process (Linux: field 19 of `/proc/self/task/<tid>/stat`). */
function threadNiceness(): number[] {
  return readdirSync('/proc/self/task').map((tid) => {
    const stat = readFileSync(`/proc/self/task/${tid}/stat`, 'utf8');
    // The command name, in parentheses, may hold spaces: the fields after it are counted from its end.
    return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[16]);
  });
}

describe('createScryptThreads', () => {
  let scrypt: ScryptThreads | undefined;
  afterEach(async () => {
    await scrypt?.close();
    scrypt = undefined;
  });

  it("computes scrypt's key (the RFC's test vector)", async () => {
    scrypt = createScryptThreads({ threads: 1, nice: 10 });
    const key = await scrypt.run('password', Buffer.from('NaCl'), 64, RFC_OPTIONS);
    expect(key.toString('hex')).toBe(RFC_KEY);
  });

  it('runs on as many threads as asked at most, each at the niceness asked, and keeps the order', async () => {
    const before = threadNiceness().filter((nice) => nice === 7).length;
    scrypt = createScryptThreads({ threads: 2, nice: 7 });
    const keys = await Promise.all(
      ['a', 'b', 'c', 'd', 'e'].map((password) => scrypt?.run(password, Buffer.from('salt-salt'), 32, { N: 1024 })),
    );
    expect(new Set(keys.map((key) => key?.toString('hex'))).size).toBe(5);
    expect(threadNiceness().filter((nice) => nice === 7).length - before).toBe(2);
  });

  it('rejects a computation scrypt refuses, and computes the next one', async () => {
    scrypt = createScryptThreads({ threads: 1, nice: 10 });
    await expect(scrypt.run('password', Buffer.from('NaCl'), 64, { N: 1000 })).rejects.toThrow(/N|power/i);
    const key = await scrypt.run('password', Buffer.from('NaCl'), 64, RFC_OPTIONS);
    expect(key.toString('hex')).toBe(RFC_KEY);
  });

  it('rejects what waits or comes after it is closed', async () => {
    scrypt = createScryptThreads({ threads: 1, nice: 10 });
    const running = scrypt.run('password', Buffer.from('NaCl'), 64, { N: 2 ** 14 });
    const waiting = scrypt.run('password', Buffer.from('NaCl'), 64, { N: 2 ** 14 });
    const outcomes = Promise.allSettled([running, waiting]);
    await scrypt.close();
    const [ran, waited] = await outcomes;
    expect(ran.status).toBe('rejected');
    expect(waited).toEqual({ status: 'rejected', reason: new Error('The scrypt threads are closed') });
    await expect(scrypt.run('password', Buffer.from('NaCl'), 64, RFC_OPTIONS)).rejects.toThrow(
      'The scrypt threads are closed',
    );
  });

  it('refuses a number of threads or a niceness out of range', () => {
    expect(() => createScryptThreads({ threads: 0, nice: 10 })).toThrow(RangeError);
    expect(() => createScryptThreads({ threads: 1, nice: 20 })).toThrow(RangeError);
    expect(() => createScryptThreads({ threads: 1, nice: -1 })).toThrow(RangeError);
  });
});
