/**
 * Where the limits and throttles (`rate-limit.ts`, `login-throttle.ts`) keep their counts: this process's memory (the
 * default, right for one API process), or a Redis server shared by every API process (`REDIS_URL`), so that a limit
 * reached or an account locked through one process holds on all of them (issue 14, decision 021).
 *
 * The counting itself is rate-limiter-flexible's (`RateLimiterMemory`, `RateLimiterRedis`). With Redis, every limiter
 * has a memory limiter of the same figures as its insurance: while Redis cannot be reached (refused, down, too slow
 * to answer) the limits keep working, counted by each process on its own, and a warning is logged once per outage.
 * The client never queues a command while disconnected (`enableOfflineQueue: false`) and gives up on one after
 * {@link REDIS_TIMEOUTS}`.commandMs`, so a limit never makes a request hang or fail.
 */
import { connectSharedRedis, REDIS_TIMEOUTS, type RedisLog } from '@art/redis';
import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible';

/** Where a store says that Redis went away or came back (Fastify's logger fits). */
export type LimitStoreLog = RedisLog;

/** Counts shared by the limiters of one API server; from {@link memoryLimitStore} or {@link createRedisLimitStore}. */
export interface LimitStore {
  readonly kind: 'memory' | 'redis';
  /** A counter of `points` per key in fixed windows of `windowMs` (rate-limiter-flexible's), for one limiter. */
  counter(options: CounterOptions): RateLimiterAbstract;
  /** An error the insurance did not absorb (none is expected): logged with Redis; the limit lets the event through. */
  failed(what: string, error: unknown): void;
  /** Closes the Redis connection (nothing for memory). */
  close(): Promise<void>;
}

/** The figures of one counter. */
export interface CounterOptions {
  /** The limiter's name in the shared store: its keys are `{REDIS_PREFIX}{name}:{key}`. Unique per store. */
  name: string | undefined;
  /** Events counted per key in one window. */
  points: number;
  /** The window, in milliseconds (whole seconds in Redis, at least one). */
  windowMs: number;
  /** Keys remembered at most in memory; beyond it the least recently used are forgotten. */
  maxKeys: number;
}

/** The time limits of the Redis client (`@art/redis`'s): a limit waits at most this long before counting in memory. */
export { REDIS_TIMEOUTS };

/**
 * rate-limiter-flexible's memory store keeps a key until its window ends (one timer per key) but does not bound how
 * many keys it keeps: a flood of distinct keys within a window (many addresses, many e-mails) would grow it without
 * limit. This one remembers at most `maxKeys` keys, forgetting the least recently used (Map order doubles as the
 * recency order), as the limiters of this project always did.
 */
class BoundedRateLimiterMemory extends RateLimiterMemory {
  private readonly recent = new Map<string, true>();

  constructor(
    options: { points: number; duration: number; keyPrefix: string },
    private readonly maxKeys: number,
    /** Called on every use (the insurance of a Redis limiter: Redis did not answer). */
    private readonly onUse: () => void = () => undefined,
  ) {
    super(options);
  }

  private touch(key: string | number): void {
    this.onUse();
    const id = String(key);
    this.recent.delete(id);
    this.recent.set(id, true);
    while (this.recent.size > this.maxKeys) {
      const oldest = this.recent.keys().next().value as string;
      this.recent.delete(oldest);
      void super.delete(oldest);
    }
  }

  override consume(key: string | number, points?: number, options?: { [key: string]: unknown }) {
    this.touch(key);
    return super.consume(key, points, options);
  }

  override block(key: string | number, secDuration: number) {
    this.touch(key);
    return super.block(key, secDuration);
  }

  override set(key: string | number, points: number, secDuration: number) {
    this.touch(key);
    return super.set(key, points, secDuration);
  }

  override get(key: string | number) {
    this.onUse();
    return super.get(key);
  }

  override delete(key: string | number) {
    this.onUse();
    this.recent.delete(String(key));
    return super.delete(key);
  }
}

function checkWindow(windowMs: number, redis: boolean): number {
  if (!(windowMs > 0)) throw new RangeError(`windowMs must be positive, got ${windowMs}.`);
  // Redis keeps whole seconds: a shorter window would never expire there.
  if (redis && windowMs < 1000) throw new RangeError(`windowMs must be at least 1000 with Redis, got ${windowMs}.`);
  return windowMs / 1000;
}

function memoryCounter(
  { name, points, windowMs, maxKeys }: CounterOptions,
  onUse?: () => void,
): BoundedRateLimiterMemory {
  return new BoundedRateLimiterMemory(
    { points, duration: checkWindow(windowMs, false), keyPrefix: name ?? '' },
    maxKeys,
    onUse,
  );
}

/** The store of one process's memory: every API server gets its own counts. */
export function memoryLimitStore(): LimitStore {
  return {
    kind: 'memory',
    counter: memoryCounter,
    failed: () => undefined,
    close: async () => undefined,
  };
}

/** Options of {@link createRedisLimitStore}. */
export interface RedisLimitStoreOptions {
  /** `redis://[:password@]host:port[/db]` or `rediss://…` (`REDIS_URL`). */
  url: string;
  /** Put before every key (`REDIS_PREFIX`, `artfair:` by default), so one Redis can serve several deployments or tests. */
  prefix: string;
  log: LimitStoreLog;
}

const reason = (error: unknown) => (error instanceof Error ? error.message : String(error));

/**
 * A store in Redis, shared by every process that uses the same server and prefix. It waits for the connection at most
 * {@link REDIS_TIMEOUTS}`.connectMs` (a server starts with shared limits when Redis is there, and without delay when
 * it is not), then keeps reconnecting in the background.
 *
 * @example
 * const store = await createRedisLimitStore({ url: config.redisUrl, prefix: config.redisPrefix, log: app.log });
 * const limiter = createRateLimiter({ limit: 5, windowMs: 10 * 60_000, store, name: 'contact' });
 * app.addHook('onClose', () => store.close());
 */
export async function createRedisLimitStore({ url, prefix, log }: RedisLimitStoreOptions): Promise<LimitStore> {
  const redis = await connectSharedRedis({
    url,
    name: `${prefix}limits`,
    log,
    whileAway: "limits and throttles count in this process's memory until it is back",
    whenBack: 'limits and throttles are shared again',
  });
  const { client, where } = redis;
  // Connected, yet a command failed or timed out (a stalled or overloaded server): said at most once a minute.
  let slowSaidAt = -Infinity;
  const insured = () => {
    if (!redis.ready() || Date.now() - slowSaidAt < 60_000) return;
    slowSaidAt = Date.now();
    log.warn(
      `Redis at ${where} did not answer in ${REDIS_TIMEOUTS.commandMs} ms or failed: counted in this process's memory`,
    );
  };

  const names = new Set<string>();
  return {
    kind: 'redis',
    counter(options) {
      const { name, points, windowMs } = options;
      if (!name) throw new RangeError('A limiter in a shared store needs a name.');
      if (names.has(name)) throw new RangeError(`Two limiters named ${name} in one store would share their counts.`);
      names.add(name);
      const duration = checkWindow(windowMs, true);
      return new RateLimiterRedis({
        storeClient: client,
        keyPrefix: `${prefix}${name}`,
        points,
        duration,
        // Not connected: the insurance counts at once, no command is sent.
        rejectIfRedisNotReady: true,
        insuranceLimiter: memoryCounter({ ...options, name }, insured),
      });
    },
    failed(what, error) {
      log.warn(`${what} failed (${reason(error)}): let through`);
    },
    close: () => redis.close(),
  };
}

/** Whether `value` is rate-limiter-flexible's answer "over the limit" (rather than an error of the store). */
export function isRefusal(value: unknown): value is RateLimiterRes {
  return value instanceof RateLimiterRes;
}
