/**
 * A sliding-window rate limit kept in this process's memory: at most `limit` events per key (a client address) in
 * any `windowMs`. Several API servers each count on their own, so behind a load balancer a client gets at most
 * `limit × servers` events per window; that is accepted for the contact form (the goal is to stop a script, not
 * to count exactly). A shared store (PostgreSQL, Redis) replaces this when a limit must hold across servers.
 */

/** Options of {@link createRateLimiter}. */
export interface RateLimitOptions {
  /** Events allowed per key in one window. */
  limit: number;
  /** The window, in milliseconds. */
  windowMs: number;
  /** Keys remembered at most; beyond it the least recently used are forgotten (bounds memory under a flood). */
  maxKeys?: number;
  /** The clock (tests move it). */
  now?: () => number;
}

/** A limiter from {@link createRateLimiter}. */
export interface RateLimiter {
  /** Records one event for `key` and answers true, or answers false (recording nothing) when the key is over its limit. */
  take(key: string): boolean;
}

/**
 * A per-key sliding-window limiter.
 *
 * @example
 * const limiter = createRateLimiter({ limit: 5, windowMs: 10 * 60_000 });
 * if (!limiter.take(clientIp)) return tooMany();
 */
export function createRateLimiter({
  limit,
  windowMs,
  maxKeys = 10_000,
  now = Date.now,
}: RateLimitOptions): RateLimiter {
  if (!Number.isInteger(limit) || limit < 1) throw new RangeError(`limit must be a positive integer, got ${limit}.`);
  if (!(windowMs > 0)) throw new RangeError(`windowMs must be positive, got ${windowMs}.`);
  // Times of the events in the window, oldest first; Map order doubles as least-recently-used order.
  const events = new Map<string, number[]>();
  return {
    take(key) {
      const time = now();
      const recent = (events.get(key) ?? []).filter((at) => at > time - windowMs);
      events.delete(key);
      if (recent.length >= limit) {
        events.set(key, recent);
        return false;
      }
      recent.push(time);
      events.set(key, recent);
      if (events.size > maxKeys) {
        const oldest = events.keys().next().value;
        if (oldest !== undefined) events.delete(oldest);
      }
      return true;
    },
  };
}
