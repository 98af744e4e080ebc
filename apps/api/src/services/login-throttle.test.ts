import { createLoginThrottle, loginThrottleKey } from './login-throttle';

const MINUTE = 60_000;

describe('createLoginThrottle', () => {
  const make = (clock: { now: number }) =>
    createLoginThrottle({ maxFailures: 3, windowMs: 15 * MINUTE, lockMs: 15 * MINUTE, now: () => clock.now });

  it('allows failures up to the limit, then refuses every try for the lock time', () => {
    const clock = { now: 1_000_000 };
    const throttle = make(clock);
    expect([throttle.attempt('a'), throttle.attempt('a'), throttle.attempt('a')]).toEqual([true, true, true]);
    expect(throttle.attempt('a')).toBe(false);
    expect(throttle.attempt('b')).toBe(true);
    clock.now += 15 * MINUTE - 1;
    expect(throttle.attempt('a')).toBe(false);
    clock.now += 1;
    // The lock has run out and the count starts again.
    expect([throttle.attempt('a'), throttle.attempt('a'), throttle.attempt('a')]).toEqual([true, true, true]);
    expect(throttle.attempt('a')).toBe(false);
  });

  it('does not extend the lock with refused tries', () => {
    const clock = { now: 0 };
    const throttle = make(clock);
    for (let i = 0; i < 3; i++) throttle.attempt('a');
    for (let i = 0; i < 100; i++) {
      clock.now += 1000;
      expect(throttle.attempt('a')).toBe(false);
    }
    clock.now = 15 * MINUTE;
    expect(throttle.attempt('a')).toBe(true);
  });

  it('counts failures in a sliding window: old ones stop counting', () => {
    const clock = { now: 0 };
    const throttle = make(clock);
    throttle.attempt('a');
    throttle.attempt('a');
    clock.now += 15 * MINUTE;
    // The two first are now exactly 15 minutes old and no longer count.
    expect([throttle.attempt('a'), throttle.attempt('a')]).toEqual([true, true]);
    expect(throttle.attempt('a')).toBe(true);
    expect(throttle.attempt('a')).toBe(false);
  });

  it('forgets failures after a success, and a success on the last allowed try lifts the lock', () => {
    const clock = { now: 0 };
    const throttle = make(clock);
    throttle.attempt('a');
    throttle.attempt('a');
    expect(throttle.attempt('a')).toBe(true);
    throttle.succeed('a');
    expect([throttle.attempt('a'), throttle.attempt('a'), throttle.attempt('a')]).toEqual([true, true, true]);
  });

  it('counts tries that are still running, so simultaneous tries cannot pass the limit', () => {
    const throttle = make({ now: 0 });
    const started = Array.from({ length: 10 }, () => throttle.attempt('a'));
    expect(started).toEqual([true, true, true, false, false, false, false, false, false, false]);
  });

  it('remembers at most maxKeys keys, forgetting the least recently used', () => {
    const throttle = createLoginThrottle({
      maxFailures: 1,
      windowMs: MINUTE,
      lockMs: MINUTE,
      maxKeys: 2,
      now: () => 0,
    });
    expect(throttle.attempt('a')).toBe(true);
    expect(throttle.attempt('b')).toBe(true);
    expect(throttle.attempt('a')).toBe(false);
    expect(throttle.attempt('c')).toBe(true); // forgets b
    expect(throttle.attempt('a')).toBe(false);
    expect(throttle.attempt('b')).toBe(true);
  });

  it('refuses nonsensical options', () => {
    expect(() => createLoginThrottle({ maxFailures: 0, windowMs: 1, lockMs: 1 })).toThrow(RangeError);
    expect(() => createLoginThrottle({ maxFailures: 1, windowMs: 0, lockMs: 1 })).toThrow(RangeError);
    expect(() => createLoginThrottle({ maxFailures: 1, windowMs: 1, lockMs: -1 })).toThrow(RangeError);
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
