import { createRateLimiter, type RateLimiter } from './rate-limit';
import { createRedisLimitStore, memoryLimitStore, REDIS_TIMEOUTS } from './rate-limit-store';
import { closedPort, keptLog, redisProxy, redisTestStores, testRedisPrefix, type RedisTestStores } from './testing';

/** `n` events of `key`, one after the other. */
async function takes(limiter: RateLimiter, key: string, n: number): Promise<boolean[]> {
  const answers: boolean[] = [];
  for (let i = 0; i < n; i++) answers.push(await limiter.take(key));
  return answers;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** How long `run` takes, in milliseconds. */
async function timed<T>(run: () => Promise<T>): Promise<{ value: T; ms: number }> {
  const start = performance.now();
  const value = await run();
  return { value, ms: performance.now() - start };
}

describe('createRateLimiter in memory', () => {
  beforeEach(() => jest.useFakeTimers({ now: 1_000_000 }));
  afterEach(() => jest.useRealTimers());

  it('allows `limit` events per key in a window, then refuses until the window ends', async () => {
    const limiter = createRateLimiter({ limit: 3, windowMs: 10_000 });
    expect(await takes(limiter, 'a', 3)).toEqual([true, true, true]);
    expect(await limiter.take('a')).toBe(false);
    expect(await limiter.take('b')).toBe(true);
    jest.advanceTimersByTime(9_999);
    expect(await limiter.take('a')).toBe(false);
    jest.advanceTimersByTime(1);
    // The window that began with the first event is over: the count starts again.
    expect(await takes(limiter, 'a', 4)).toEqual([true, true, true, false]);
  });

  it('counts in a fixed window that starts with the first event, not a sliding one', async () => {
    const limiter = createRateLimiter({ limit: 2, windowMs: 10_000 });
    expect(await limiter.take('a')).toBe(true);
    jest.advanceTimersByTime(6_000);
    expect(await limiter.take('a')).toBe(true);
    jest.advanceTimersByTime(4_000);
    // A sliding window would still count the second event (4 s old); the fixed one has ended.
    expect(await takes(limiter, 'a', 3)).toEqual([true, true, false]);
  });

  it('does not move the end of the window with refused events', async () => {
    const limiter = createRateLimiter({ limit: 1, windowMs: 100 });
    expect(await limiter.take('a')).toBe(true);
    for (let i = 0; i < 50; i++) {
      jest.advanceTimersByTime(1);
      expect(await limiter.take('a')).toBe(false);
    }
    jest.advanceTimersByTime(50);
    expect(await limiter.take('a')).toBe(true);
  });

  it('remembers at most maxKeys keys, forgetting the least recently used', async () => {
    const limiter = createRateLimiter({ limit: 1, windowMs: 60_000, maxKeys: 2 });
    expect(await limiter.take('a')).toBe(true);
    expect(await limiter.take('b')).toBe(true);
    expect(await limiter.take('a')).toBe(false); // a is now the most recently used
    expect(await limiter.take('c')).toBe(true); // forgets b
    expect(await limiter.take('a')).toBe(false);
    expect(await limiter.take('b')).toBe(true);
  });

  it('counts per limiter: two limiters of one store, or of two, never share', async () => {
    const store = memoryLimitStore();
    const one = createRateLimiter({ limit: 1, windowMs: 60_000, store });
    const two = createRateLimiter({ limit: 1, windowMs: 60_000, store });
    expect([await one.take('a'), await two.take('a')]).toEqual([true, true]);
  });

  it('refuses nonsensical options', () => {
    expect(() => createRateLimiter({ limit: 0, windowMs: 1 })).toThrow(RangeError);
    expect(() => createRateLimiter({ limit: 1.5, windowMs: 1 })).toThrow(RangeError);
    expect(() => createRateLimiter({ limit: 1, windowMs: 0 })).toThrow(RangeError);
    expect(() => createRateLimiter({ limit: 1, windowMs: Number.NaN })).toThrow(RangeError);
  });
});

describe('createRateLimiter in Redis', () => {
  let redis: RedisTestStores;
  beforeAll(async () => {
    redis = await redisTestStores(2);
  });
  afterAll(() => redis.cleanup());

  it('counts once for every process on the server: a limit reached through one is reached through the other', async () => {
    const [one, two] = redis.stores;
    const first = createRateLimiter({ limit: 3, windowMs: 60_000, store: one, name: 'shared' });
    const second = createRateLimiter({ limit: 3, windowMs: 60_000, store: two, name: 'shared' });
    expect(await takes(first, '203.0.113.1', 2)).toEqual([true, true]);
    expect(await second.take('203.0.113.1')).toBe(true);
    expect(await first.take('203.0.113.1')).toBe(false);
    expect(await second.take('203.0.113.1')).toBe(false);
    expect(await second.take('203.0.113.2')).toBe(true);
    // Under the deployment's prefix and the limiter's name.
    expect(await redis.keys()).toEqual([`${redis.prefix}shared:203.0.113.1`, `${redis.prefix}shared:203.0.113.2`]);
    expect(redis.log.warnings).toEqual([]);
  });

  it('counts events arriving at once through both processes exactly', async () => {
    const [one, two] = redis.stores;
    const first = createRateLimiter({ limit: 5, windowMs: 60_000, store: one, name: 'at-once' });
    const second = createRateLimiter({ limit: 5, windowMs: 60_000, store: two, name: 'at-once' });
    const answers = await Promise.all(Array.from({ length: 20 }, (_, i) => (i % 2 ? first : second).take('k')));
    expect(answers.filter(Boolean)).toHaveLength(5);
  });

  it('refuses until the window (whole seconds) ends, then counts again', async () => {
    const [one] = redis.stores;
    const limiter = createRateLimiter({ limit: 2, windowMs: 1_000, store: one, name: 'short' });
    expect(await takes(limiter, 'a', 3)).toEqual([true, true, false]);
    await sleep(1_100);
    expect(await takes(limiter, 'a', 3)).toEqual([true, true, false]);
  });

  it('keeps limiters apart by name, and deployments apart by prefix', async () => {
    const [one] = redis.stores;
    const contact = createRateLimiter({ limit: 1, windowMs: 60_000, store: one, name: 'apart-contact' });
    const forms = createRateLimiter({ limit: 1, windowMs: 60_000, store: one, name: 'apart-forms' });
    expect([await contact.take('a'), await forms.take('a')]).toEqual([true, true]);
    const other = await redisTestStores(1, { prefix: testRedisPrefix() });
    try {
      const elsewhere = createRateLimiter({
        limit: 1,
        windowMs: 60_000,
        store: other.stores[0],
        name: 'apart-contact',
      });
      expect(await elsewhere.take('a')).toBe(true);
    } finally {
      await other.cleanup();
    }
  });

  it('needs a name, unique in its store, and a window of a second at least', () => {
    const [one] = redis.stores;
    expect(() => createRateLimiter({ limit: 1, windowMs: 60_000, store: one })).toThrow(RangeError);
    createRateLimiter({ limit: 1, windowMs: 60_000, store: one, name: 'once' });
    expect(() => createRateLimiter({ limit: 1, windowMs: 60_000, store: one, name: 'once' })).toThrow(RangeError);
    expect(() => createRateLimiter({ limit: 1, windowMs: 999, store: one, name: 'too-short' })).toThrow(RangeError);
  });
});

describe('createRateLimiter when Redis cannot be reached', () => {
  it('starts at once and counts in its own memory, each process on its own, with one warning', async () => {
    const url = `redis://127.0.0.1:${await closedPort()}`;
    const log = keptLog();
    const { value: store, ms: startMs } = await timed(() =>
      createRedisLimitStore({ url, prefix: testRedisPrefix(), log }),
    );
    expect(startMs).toBeLessThan(REDIS_TIMEOUTS.connectMs + 500);
    try {
      const limiter = createRateLimiter({ limit: 2, windowMs: 60_000, store, name: 'down' });
      const { value: answers, ms } = await timed(() => takes(limiter, 'a', 3));
      expect(answers).toEqual([true, true, false]);
      expect(ms).toBeLessThan(100);
      expect(await limiter.take('b')).toBe(true);
      expect(log.warnings).toHaveLength(1);
      expect(log.warnings[0]).toMatch(/^Redis at 127\.0\.0\.1:\d+ unreachable .*count in this process's memory/);
    } finally {
      await store.close();
    }
  });

  it('answers at once from memory when Redis accepts connections but never answers', async () => {
    const proxy = await redisProxy();
    proxy.stall();
    const redis = await redisTestStores(1, { url: proxy.url });
    try {
      const limiter = createRateLimiter({ limit: 1, windowMs: 60_000, store: redis.stores[0], name: 'stalled' });
      const { value, ms } = await timed(() => takes(limiter, 'a', 2));
      expect(value).toEqual([true, false]);
      expect(ms).toBeLessThan(REDIS_TIMEOUTS.commandMs + 200);
      expect(redis.log.warnings).toHaveLength(1);
    } finally {
      await redis.cleanup();
      await proxy.stop();
    }
  });

  it('answers from memory after the command timeout when a connected Redis stops answering, and says so', async () => {
    const proxy = await redisProxy();
    const redis = await redisTestStores(1, { url: proxy.url });
    try {
      const limiter = createRateLimiter({ limit: 2, windowMs: 60_000, store: redis.stores[0], name: 'frozen' });
      expect(await limiter.take('a')).toBe(true);
      proxy.freeze();
      const { value, ms } = await timed(() => takes(limiter, 'b', 3));
      expect(value).toEqual([true, true, false]);
      // Each event waits for the command timeout (the connection is open), and not longer.
      expect(ms).toBeLessThan(3 * REDIS_TIMEOUTS.commandMs + 1_000);
      expect(redis.log.warnings).toEqual([expect.stringMatching(/did not answer in 500 ms or failed/)]);
    } finally {
      await redis.cleanup();
      await proxy.stop();
    }
  });

  it('counts in memory while Redis is away, and in Redis again once it is back', async () => {
    const proxy = await redisProxy();
    const redis = await redisTestStores(1, { url: proxy.url });
    try {
      const limiter = createRateLimiter({ limit: 2, windowMs: 60_000, store: redis.stores[0], name: 'away' });
      expect(await limiter.take('a')).toBe(true);
      expect(await redis.keys()).toEqual([`${redis.prefix}away:a`]);
      await proxy.stop();
      // Away: this process's memory counts from zero (the Redis count is out of reach), and answers at once.
      const { value, ms } = await timed(() => takes(limiter, 'b', 3));
      expect(value).toEqual([true, true, false]);
      expect(ms).toBeLessThan(REDIS_TIMEOUTS.commandMs + 200);
      expect(redis.log.warnings).toHaveLength(1);
      await proxy.start();
      const deadline = Date.now() + 10_000;
      while (redis.log.infos.length === 0 && Date.now() < deadline) await sleep(50);
      expect(redis.log.infos).toEqual([expect.stringMatching(/reachable again/)]);
      // Back: the count kept in Redis before the outage goes on.
      expect(await takes(limiter, 'a', 2)).toEqual([true, false]);
    } finally {
      await redis.cleanup();
      await proxy.stop();
    }
  });
});
