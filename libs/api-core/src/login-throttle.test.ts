import { accountThrottleKey, createLoginThrottle, loginThrottleKey, type LoginThrottle } from './login-throttle';
import { createRedisLimitStore, type LimitStore } from './rate-limit-store';
import { closedPort, keptLog, redisTestStores, testRedisPrefix, type RedisTestStores } from './testing';

const MINUTE = 60_000;

/** `n` tries of `key`, one after the other. */
async function attempts(throttle: LoginThrottle, key: string, n: number): Promise<boolean[]> {
  const answers: boolean[] = [];
  for (let i = 0; i < n; i++) answers.push(await throttle.attempt(key));
  return answers;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('createLoginThrottle in memory', () => {
  beforeEach(() => jest.useFakeTimers({ now: 1_000_000 }));
  afterEach(() => jest.useRealTimers());
  const make = () => createLoginThrottle({ maxFailures: 3, windowMs: 15 * MINUTE, lockMs: 15 * MINUTE });

  it('allows failures up to the limit, then refuses every try for the lock time', async () => {
    const throttle = make();
    expect(await attempts(throttle, 'a', 3)).toEqual([true, true, true]);
    expect(await throttle.attempt('a')).toBe(false);
    expect(await throttle.attempt('b')).toBe(true);
    jest.advanceTimersByTime(15 * MINUTE - 1);
    expect(await throttle.attempt('a')).toBe(false);
    jest.advanceTimersByTime(1);
    // The lock has run out and the count starts again.
    expect(await attempts(throttle, 'a', 4)).toEqual([true, true, true, false]);
  });

  it('does not extend the lock with refused tries', async () => {
    const throttle = make();
    await attempts(throttle, 'a', 3);
    for (let i = 0; i < 100; i++) {
      jest.advanceTimersByTime(1000);
      expect(await throttle.attempt('a')).toBe(false);
    }
    jest.advanceTimersByTime(15 * MINUTE - 100 * 1000);
    expect(await throttle.attempt('a')).toBe(true);
  });

  it('locks for lockMs from the try that reached the limit, whatever the window', async () => {
    const throttle = createLoginThrottle({ maxFailures: 2, windowMs: MINUTE, lockMs: 15 * MINUTE });
    await throttle.attempt('a');
    jest.advanceTimersByTime(MINUTE - 1);
    await throttle.attempt('a');
    jest.advanceTimersByTime(14 * MINUTE);
    expect(await throttle.isLocked('a')).toBe(true);
    jest.advanceTimersByTime(MINUTE);
    expect(await throttle.isLocked('a')).toBe(false);
  });

  it('counts failures in a window that starts with the first one: when it ends, they stop counting', async () => {
    const throttle = make();
    await throttle.attempt('a');
    jest.advanceTimersByTime(10 * MINUTE);
    await throttle.attempt('a');
    jest.advanceTimersByTime(5 * MINUTE);
    // Fixed, not sliding: the window of the first failure is over, and the second (5 minutes old) went with it.
    expect(await attempts(throttle, 'a', 3)).toEqual([true, true, true]);
    expect(await throttle.attempt('a')).toBe(false);
  });

  it('forgets failures after a success, and a success on the last allowed try lifts the lock', async () => {
    const throttle = make();
    await attempts(throttle, 'a', 2);
    expect(await throttle.attempt('a')).toBe(true);
    expect(await throttle.isLocked('a')).toBe(true);
    await throttle.succeed('a');
    expect(await throttle.isLocked('a')).toBe(false);
    expect(await attempts(throttle, 'a', 3)).toEqual([true, true, true]);
  });

  it('counts tries that are still running, so simultaneous tries cannot pass the limit', async () => {
    const throttle = make();
    const started = await Promise.all(Array.from({ length: 10 }, () => throttle.attempt('a')));
    expect(started).toEqual([true, true, true, false, false, false, false, false, false, false]);
  });

  it('remembers at most maxKeys keys, forgetting the least recently used', async () => {
    const throttle = createLoginThrottle({ maxFailures: 1, windowMs: MINUTE, lockMs: MINUTE, maxKeys: 2 });
    expect(await throttle.attempt('a')).toBe(true);
    expect(await throttle.attempt('b')).toBe(true);
    expect(await throttle.attempt('a')).toBe(false);
    expect(await throttle.attempt('c')).toBe(true); // forgets b
    expect(await throttle.attempt('a')).toBe(false);
    expect(await throttle.attempt('b')).toBe(true);
  });

  it('tells whether a key is locked without recording a try, and says how long a lock lasts', async () => {
    const throttle = make();
    expect(throttle.lockMs).toBe(15 * MINUTE);
    for (let i = 0; i < 10; i++) expect(await throttle.isLocked('a')).toBe(false);
    expect(await attempts(throttle, 'a', 2)).toEqual([true, true]);
    expect(await throttle.isLocked('a')).toBe(false);
    expect(await throttle.attempt('a')).toBe(true);
    expect(await throttle.isLocked('a')).toBe(true);
    expect(await throttle.isLocked('b')).toBe(false);
    jest.advanceTimersByTime(15 * MINUTE);
    expect(await throttle.isLocked('a')).toBe(false);
    await attempts(throttle, 'a', 3);
    await throttle.succeed('a');
    expect(await throttle.isLocked('a')).toBe(false);
  });

  it('refuses nonsensical options', () => {
    expect(() => createLoginThrottle({ maxFailures: 0, windowMs: 1, lockMs: 1 })).toThrow(RangeError);
    expect(() => createLoginThrottle({ maxFailures: 1, windowMs: 0, lockMs: 1 })).toThrow(RangeError);
    expect(() => createLoginThrottle({ maxFailures: 1, windowMs: 1, lockMs: -1 })).toThrow(RangeError);
  });
});

describe('createLoginThrottle in Redis', () => {
  let redis: RedisTestStores;
  let one: LimitStore;
  let two: LimitStore;
  beforeAll(async () => {
    redis = await redisTestStores(2);
    [one, two] = redis.stores as [LimitStore, LimitStore];
  });
  afterAll(() => redis.cleanup());
  let names = 0;
  /** The same throttle in both processes. */
  const pair = (options: { maxFailures: number; windowMs: number; lockMs: number }): [LoginThrottle, LoginThrottle] => {
    const name = `login-${++names}`;
    return [
      createLoginThrottle({ ...options, store: one, name }),
      createLoginThrottle({ ...options, store: two, name }),
    ];
  };

  it('holds a lock made through one process on the other, until a success through either lifts it', async () => {
    const [first, second] = pair({ maxFailures: 3, windowMs: 15 * MINUTE, lockMs: 15 * MINUTE });
    const key = loginThrottleKey('203.0.113.1', 'ana@galeria.es');
    expect(await attempts(first, key, 2)).toEqual([true, true]);
    expect(await second.isLocked(key)).toBe(false);
    expect(await second.attempt(key)).toBe(true);
    expect(await first.isLocked(key)).toBe(true);
    expect(await second.isLocked(key)).toBe(true);
    expect(await first.attempt(key)).toBe(false);
    expect(await second.attempt(key)).toBe(false);
    expect(await second.isLocked(loginThrottleKey('203.0.113.2', 'ana@galeria.es'))).toBe(false);
    await second.succeed(key);
    expect(await first.isLocked(key)).toBe(false);
    expect(await first.attempt(key)).toBe(true);
  });

  it('counts simultaneous tries through both processes, so they cannot pass the limit together', async () => {
    const [first, second] = pair({ maxFailures: 3, windowMs: 15 * MINUTE, lockMs: 15 * MINUTE });
    const started = await Promise.all(Array.from({ length: 10 }, (_, i) => (i % 2 ? first : second).attempt('a')));
    expect(started.filter(Boolean)).toHaveLength(3);
    expect(await first.isLocked('a')).toBe(true);
  });

  it('keeps the lock for lockMs, not extended by refused tries, then counts again', async () => {
    const [first, second] = pair({ maxFailures: 2, windowMs: 15 * MINUTE, lockMs: 1_000 });
    expect(await attempts(first, 'a', 2)).toEqual([true, true]);
    await sleep(600);
    expect(await second.attempt('a')).toBe(false);
    await sleep(500);
    expect(await second.isLocked('a')).toBe(false);
    expect(await attempts(second, 'a', 3)).toEqual([true, true, false]);
  });

  it('needs a name and a lock of a second at least', () => {
    expect(() => createLoginThrottle({ maxFailures: 1, windowMs: MINUTE, lockMs: MINUTE, store: one })).toThrow(
      RangeError,
    );
    expect(() =>
      createLoginThrottle({ maxFailures: 1, windowMs: MINUTE, lockMs: 999, store: one, name: 'short-lock' }),
    ).toThrow(RangeError);
  });
});

describe('createLoginThrottle when Redis cannot be reached', () => {
  it("locks in this process's memory, at once", async () => {
    const log = keptLog();
    const store = await createRedisLimitStore({
      url: `redis://127.0.0.1:${await closedPort()}`,
      prefix: testRedisPrefix(),
      log,
    });
    try {
      const throttle = createLoginThrottle({ maxFailures: 2, windowMs: MINUTE, lockMs: MINUTE, store, name: 'login' });
      const start = performance.now();
      expect(await attempts(throttle, 'a', 3)).toEqual([true, true, false]);
      expect(await throttle.isLocked('a')).toBe(true);
      await throttle.succeed('a');
      expect(await throttle.isLocked('a')).toBe(false);
      expect(performance.now() - start).toBeLessThan(100);
      expect(log.warnings).toHaveLength(1);
    } finally {
      await store.close();
    }
  });
});

describe('accountThrottleKey', () => {
  it('is one key per account, whatever the case and the spaces around the e-mail', () => {
    expect(accountThrottleKey(' Ana@Galeria.ES ')).toBe(accountThrottleKey('ana@galeria.es'));
    expect(accountThrottleKey('ana@galeria.es')).not.toBe(accountThrottleKey('eva@galeria.es'));
  });
});

describe('loginThrottleKey', () => {
  it('is one key per address and account, the e-mail compared case-insensitively', () => {
    expect(loginThrottleKey('203.0.113.1', ' Ana@Galeria.ES ')).toBe(loginThrottleKey('203.0.113.1', 'ana@galeria.es'));
    expect(loginThrottleKey('203.0.113.1', 'ana@galeria.es')).not.toBe(
      loginThrottleKey('203.0.113.2', 'ana@galeria.es'),
    );
    expect(loginThrottleKey('203.0.113.1', 'ana@galeria.es')).not.toBe(
      loginThrottleKey('203.0.113.1', 'eva@galeria.es'),
    );
  });
});
