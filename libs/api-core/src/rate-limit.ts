/**
 * A per-key rate limit (a key is a client address, an account, a ticket…): at most `limit` events per key in a window
 * of `windowMs`. The counts are kept by rate-limiter-flexible in a {@link LimitStore}: this process's memory by default
 * (one API process), or Redis (`REDIS_URL`), shared by every API process, so a client gets `limit` events per window
 * whichever server answers it (`rate-limit-store.ts`; with Redis away, each process counts on its own meanwhile).
 *
 * The window is fixed, not sliding: it starts with a key's first event and the count starts again when it ends. A
 * client that spreads its events can therefore get up to `2 × limit` in a span of one window across its end (a
 * sliding window allows `limit` in any span), which is what every shared rate limit of this kind accepts for one
 * counter per key; the goal is to stop a script, not to count exactly.
 */
import { isRefusal, memoryLimitStore, type LimitStore } from './rate-limit-store';

/** Options of {@link createRateLimiter}. */
export interface RateLimitOptions {
  /** Events allowed per key in one window. */
  limit: number;
  /** The window, in milliseconds (whole seconds, at least one, with Redis). */
  windowMs: number;
  /** Keys remembered at most in memory; beyond it the least recently used are forgotten (bounds memory under a flood). */
  maxKeys?: number;
  /** Where the counts are kept; this process's memory by default. */
  store?: LimitStore;
  /** The limiter's name in the store, unique per store (its Redis keys are `{REDIS_PREFIX}{name}:{key}`); required with Redis. */
  name?: string;
}

/** A limiter from {@link createRateLimiter}. */
export interface RateLimiter {
  /**
   * Records one event for `key` and answers true, or answers false when the key is over its limit (the refusal does
   * not move the window's end). Never rejects: a store that fails is absorbed by its memory insurance.
   */
  take(key: string): Promise<boolean>;
}

/**
 * A per-key fixed-window limiter.
 *
 * @example
 * const limiter = createRateLimiter({ limit: 5, windowMs: 10 * 60_000, store, name: 'contact' });
 * if (!(await limiter.take(clientIp))) return tooMany();
 */
export function createRateLimiter({
  limit,
  windowMs,
  maxKeys = 10_000,
  store = memoryLimitStore(),
  name,
}: RateLimitOptions): RateLimiter {
  if (!Number.isInteger(limit) || limit < 1) throw new RangeError(`limit must be a positive integer, got ${limit}.`);
  if (!(windowMs > 0)) throw new RangeError(`windowMs must be positive, got ${windowMs}.`);
  const counter = store.counter({ name, points: limit, windowMs, maxKeys });
  return {
    async take(key) {
      try {
        await counter.consume(key);
        return true;
      } catch (error) {
        if (isRefusal(error)) return false;
        store.failed(`The rate limit ${name ?? ''}`.trimEnd(), error);
        return true;
      }
    },
  };
}
