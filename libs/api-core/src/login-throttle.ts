/**
 * Brute-force protection of login: per key (one account, by its lower-cased e-mail, from one client address; or one
 * account from any address), at most `maxFailures` failed tries in a window of `windowMs`; the try that reaches it
 * locks the key for `lockMs`, during which every try is refused before the password is even checked, the right one
 * too. A successful login forgets the key.
 *
 * A try counts as failed from the moment it starts ({@link LoginThrottle.attempt}) until it succeeds
 * ({@link LoginThrottle.succeed}), so tries running at the same time (a batch of operations, aliases, other API
 * processes) cannot all pass the check before any of them has failed: the count is one atomic increment.
 *
 * The counts are rate-limiter-flexible's, in a {@link LimitStore} (`rate-limit-store.ts`): this process's memory by
 * default, or Redis (`REDIS_URL`), where a lock made through one API process holds on every other. The failure window
 * is fixed, not sliding: it starts with a key's first failure and the count starts again when it ends (failures spread
 * across its end may reach `2 × maxFailures - 2` in one window's span without a lock). The lock is the key blocked for
 * `lockMs` from the try that reached the limit; refused tries do not extend it, and when it ends the count starts
 * again.
 */
import { isRefusal, memoryLimitStore, type LimitStore } from './rate-limit-store';

/** Options of {@link createLoginThrottle}. */
export interface LoginThrottleOptions {
  /** Failed tries allowed per key in one window; the one that reaches it locks the key. */
  maxFailures: number;
  /** The window the failures are counted in, in milliseconds. */
  windowMs: number;
  /** How long a locked key stays refused, in milliseconds (whole seconds, at least one, with Redis). */
  lockMs: number;
  /** Keys remembered at most in memory; beyond it the least recently used are forgotten (bounds memory under a flood). */
  maxKeys?: number;
  /** Where the counts are kept; this process's memory by default. */
  store?: LimitStore;
  /** The throttle's name in the store, unique per store (its Redis keys are `{REDIS_PREFIX}{name}:{key}`); required with Redis. */
  name?: string;
}

/** A throttle from {@link createLoginThrottle}. Its methods never reject: a store that fails is absorbed by its insurance. */
export interface LoginThrottle {
  /** How long a locked key stays refused, in milliseconds (what the refusal tells the user to wait). */
  readonly lockMs: number;
  /** Records a try for `key` (counted as failed until {@link succeed}) and answers true, or answers false when the key is locked. */
  attempt(key: string): Promise<boolean>;
  /** Whether `key` is locked now, recording nothing (a try refused for another reason first must not count). */
  isLocked(key: string): Promise<boolean>;
  /** The try succeeded: forgets every failure of `key` and any lock. */
  succeed(key: string): Promise<void>;
}

/** The key of one account from one address: the e-mail compared case-insensitively. */
export function loginThrottleKey(clientIp: string, email: string): string {
  return `${clientIp}\u0000${email.trim().toLowerCase()}`;
}

/** The key of one account whatever the address it is tried from: its e-mail compared case-insensitively. */
export function accountThrottleKey(email: string): string {
  return email.trim().toLowerCase();
}

/**
 * A per-key failure counter with a lock.
 *
 * @example
 * const throttle = createLoginThrottle({ maxFailures: 10, windowMs: 15 * 60_000, lockMs: 15 * 60_000, store, name: 'login' });
 * const key = loginThrottleKey(clientIp, email);
 * if (!(await throttle.attempt(key))) return locked();
 * if (await rightPassword()) await throttle.succeed(key);
 */
export function createLoginThrottle({
  maxFailures,
  windowMs,
  lockMs,
  maxKeys = 100_000,
  store = memoryLimitStore(),
  name,
}: LoginThrottleOptions): LoginThrottle {
  if (!Number.isInteger(maxFailures) || maxFailures < 1)
    throw new RangeError(`maxFailures must be a positive integer, got ${maxFailures}.`);
  if (!(windowMs > 0)) throw new RangeError(`windowMs must be positive, got ${windowMs}.`);
  if (!(lockMs > 0)) throw new RangeError(`lockMs must be positive, got ${lockMs}.`);
  if (store.kind === 'redis' && lockMs < 1000)
    throw new RangeError(`lockMs must be at least 1000 with Redis, got ${lockMs}.`);
  // One counter per key: the failures of the window, then, once locked, more than `maxFailures` until the lock ends.
  const counter = store.counter({ name, points: maxFailures, windowMs, maxKeys });
  const what = `The login throttle ${name ?? ''}`.trimEnd();
  return {
    lockMs,
    async attempt(key) {
      try {
        const counted = await counter.consume(key);
        // The try that reaches the limit locks the key: its count is set above the limit for `lockMs`.
        if (counted.consumedPoints >= maxFailures) await counter.block(key, lockMs / 1000);
        return true;
      } catch (error) {
        if (isRefusal(error)) return false;
        store.failed(what, error);
        return true;
      }
    },
    async isLocked(key) {
      try {
        const state = await counter.get(key);
        return state !== null && state.consumedPoints >= maxFailures && state.msBeforeNext > 0;
      } catch (error) {
        store.failed(what, error);
        return false;
      }
    },
    async succeed(key) {
      try {
        await counter.delete(key);
      } catch (error) {
        store.failed(what, error);
      }
    },
  };
}
