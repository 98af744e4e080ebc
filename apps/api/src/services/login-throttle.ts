/**
 * Brute-force protection of login, kept in this process's memory like the contact rate limit (`rate-limit.ts`): per
 * key (one account, by its lower-cased e-mail, from one client address), at most `maxFailures` failed tries in any
 * `windowMs`; the try that reaches it locks the key for `lockMs`, during which every try is refused before the
 * password is even checked, the right one too. A successful login forgets the key.
 *
 * A try counts as failed from the moment it starts ({@link LoginThrottle.attempt}) until it succeeds
 * ({@link LoginThrottle.succeed}), so tries running at the same time (a batch of operations, aliases) cannot all pass
 * the check before any of them has failed. Several API servers each count on their own: behind a load balancer an
 * address gets at most `maxFailures × servers` tries per window; a shared store replaces this when that matters.
 */

/** Options of {@link createLoginThrottle}. */
export interface LoginThrottleOptions {
  /** Failed tries allowed per key in one window; the one that reaches it locks the key. */
  maxFailures: number;
  /** The window the failures are counted in, in milliseconds. */
  windowMs: number;
  /** How long a locked key stays refused, in milliseconds. */
  lockMs: number;
  /** Keys remembered at most; beyond it the least recently used are forgotten (bounds memory under a flood). */
  maxKeys?: number;
  /** The clock (tests move it). */
  now?: () => number;
}

/** A throttle from {@link createLoginThrottle}. */
export interface LoginThrottle {
  /** Records a try for `key` (counted as failed until {@link succeed}) and answers true, or answers false when the key is locked. */
  attempt(key: string): boolean;
  /** The try succeeded: forgets every failure of `key` and any lock. */
  succeed(key: string): void;
}

interface KeyState {
  /** Times of the failed (or still running) tries in the window, oldest first. */
  failures: number[];
  /** Refused until this time; 0 when not locked. */
  lockedUntil: number;
}

/** The key of one account from one address: the e-mail compared case-insensitively. */
export function loginThrottleKey(clientIp: string, email: string): string {
  return `${clientIp}\u0000${email.trim().toLowerCase()}`;
}

/**
 * A per-key failure counter with a lock.
 *
 * @example
 * const throttle = createLoginThrottle({ maxFailures: 10, windowMs: 15 * 60_000, lockMs: 15 * 60_000 });
 * const key = loginThrottleKey(clientIp, email);
 * if (!throttle.attempt(key)) return locked();
 * if (await rightPassword()) throttle.succeed(key);
 */
export function createLoginThrottle({
  maxFailures,
  windowMs,
  lockMs,
  maxKeys = 100_000,
  now = Date.now,
}: LoginThrottleOptions): LoginThrottle {
  if (!Number.isInteger(maxFailures) || maxFailures < 1)
    throw new RangeError(`maxFailures must be a positive integer, got ${maxFailures}.`);
  if (!(windowMs > 0)) throw new RangeError(`windowMs must be positive, got ${windowMs}.`);
  if (!(lockMs > 0)) throw new RangeError(`lockMs must be positive, got ${lockMs}.`);
  // Map order doubles as least-recently-used order.
  const states = new Map<string, KeyState>();
  return {
    attempt(key) {
      const time = now();
      const state = states.get(key) ?? { failures: [], lockedUntil: 0 };
      states.delete(key);
      if (state.lockedUntil > time) {
        states.set(key, state);
        return false;
      }
      if (state.lockedUntil !== 0) {
        // A lock that has run out starts the count again.
        state.failures = [];
        state.lockedUntil = 0;
      }
      state.failures = state.failures.filter((at) => at > time - windowMs);
      state.failures.push(time);
      if (state.failures.length >= maxFailures) state.lockedUntil = time + lockMs;
      states.set(key, state);
      if (states.size > maxKeys) {
        const oldest = states.keys().next().value;
        if (oldest !== undefined) states.delete(oldest);
      }
      return true;
    },
    succeed(key) {
      states.delete(key);
    },
  };
}
