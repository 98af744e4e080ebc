import { createRateLimiter } from './rate-limit';

describe('createRateLimiter', () => {
  it('allows `limit` events per key in a window, then refuses until the oldest leaves the window', () => {
    let now = 1_000_000;
    const limiter = createRateLimiter({ limit: 3, windowMs: 10_000, now: () => now });
    expect([limiter.take('a'), limiter.take('a'), limiter.take('a')]).toEqual([true, true, true]);
    expect(limiter.take('a')).toBe(false);
    expect(limiter.take('b')).toBe(true);
    now += 9_999;
    expect(limiter.take('a')).toBe(false);
    now += 1;
    // The window slides: the three first events are now exactly 10 s old and no longer count.
    expect(limiter.take('a')).toBe(true);
  });

  it('does not count refused events', () => {
    let now = 0;
    const limiter = createRateLimiter({ limit: 1, windowMs: 100, now: () => now });
    expect(limiter.take('a')).toBe(true);
    for (let i = 0; i < 50; i++) {
      now += 1;
      expect(limiter.take('a')).toBe(false);
    }
    now = 100;
    expect(limiter.take('a')).toBe(true);
  });

  it('remembers at most maxKeys keys, forgetting the least recently used', () => {
    const limiter = createRateLimiter({ limit: 1, windowMs: 60_000, maxKeys: 2, now: () => 0 });
    expect(limiter.take('a')).toBe(true);
    expect(limiter.take('b')).toBe(true);
    expect(limiter.take('a')).toBe(false); // a is now the most recently used
    expect(limiter.take('c')).toBe(true); // forgets b
    expect(limiter.take('a')).toBe(false);
    expect(limiter.take('b')).toBe(true);
  });

  it('refuses nonsensical options', () => {
    expect(() => createRateLimiter({ limit: 0, windowMs: 1 })).toThrow(RangeError);
    expect(() => createRateLimiter({ limit: 1.5, windowMs: 1 })).toThrow(RangeError);
    expect(() => createRateLimiter({ limit: 1, windowMs: 0 })).toThrow(RangeError);
    expect(() => createRateLimiter({ limit: 1, windowMs: Number.NaN })).toThrow(RangeError);
  });
});
