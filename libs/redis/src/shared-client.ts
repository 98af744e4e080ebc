/**
 * The one way the servers connect to Redis for the state their processes share (issue 14): the API's limits and
 * throttles and its content version (`libs/api-core/src/rate-limit-store.ts`, `content-version.ts`), the sites'
 * shared page cache (`libs/ssr/src/page-cache-store.ts`). Redis is an optimisation there, never a dependency: every wait is
 * bounded, no command is queued while disconnected (it fails at once and its caller falls back to its process's own
 * state), the client reconnects in the background, and an outage is logged once, not per failed reconnection.
 */
import { Redis } from 'ioredis';

/** The time limits of a shared-state client. */
export interface RedisTimeouts {
  /** Establishing the connection (also how long a server's start waits for it). */
  connectMs: number;
  /** One command's answer. */
  commandMs: number;
  /** The longest pause between two reconnection attempts. */
  reconnectMaxMs: number;
}

/** The default limits: a caller waits at most this long for Redis before using its own state. */
export const REDIS_TIMEOUTS: RedisTimeouts = { connectMs: 1_000, commandMs: 500, reconnectMaxMs: 2_000 };

/** Where a connection says that Redis went away or came back (Fastify's logger and `console` fit). */
export interface RedisLog {
  info(message: string): void;
  warn(message: string): void;
}

/**
 * A Redis client for shared state: each wait bounded by `timeouts`, a command while disconnected failing at once
 * instead of queueing, reconnecting in the background. `name` is what `CLIENT LIST` shows for the connection.
 */
export function sharedStateClient(url: string, name: string, timeouts: RedisTimeouts = REDIS_TIMEOUTS): Redis {
  return new Redis(url, {
    connectTimeout: timeouts.connectMs,
    commandTimeout: timeouts.commandMs,
    // A command while disconnected fails at once (and its caller falls back to its own state) instead of waiting.
    enableOfflineQueue: false,
    maxRetriesPerRequest: 0,
    retryStrategy: (times) => Math.min(times * 200, timeouts.reconnectMaxMs),
    // Closing a connection that never opened waits this long for it (2 s by default, which outlives a test run).
    disconnectTimeout: 200,
    connectionName: name.replace(/[^\w:.-]/g, '_'),
  });
}

/**
 * Resolves once the client is connected, or as soon as its first attempt fails (refused: no reason to wait), or after
 * `connectMs` (a server that does not answer): a server starts then, and the client keeps reconnecting.
 */
export function firstConnection(client: Redis, connectMs: number = REDIS_TIMEOUTS.connectMs): Promise<void> {
  return new Promise<void>((resolve) => {
    const done = () => {
      clearTimeout(timer);
      client.off('ready', done);
      client.off('error', done);
      resolve();
    };
    const timer = setTimeout(done, connectMs);
    client.once('ready', done);
    client.once('error', done);
  });
}

/** `host:port` of a Redis URL, never its password. */
export function describeRedisUrl(url: string): string {
  try {
    const parsed = new URL(url);
    return `${parsed.hostname}:${parsed.port || '6379'}`;
  } catch {
    return 'the Redis server';
  }
}

/** Closes a client: politely when connected, at once otherwise. */
export async function closeClient(client: Redis): Promise<void> {
  if (client.status === 'ready') await client.quit().catch(() => client.disconnect());
  else client.disconnect();
}

/** Options of {@link connectSharedRedis}. */
export interface SharedRedisOptions {
  /** `redis://[:password@]host:port[/db]` or `rediss://…` (`REDIS_URL`). */
  url: string;
  /** The connection's name (`CLIENT LIST`). */
  name: string;
  log: RedisLog;
  /** What the caller does while Redis is away, said once per outage after "Redis at host:port unreachable (…): ". */
  whileAway: string;
  /** What the caller does again when Redis is back, said after "Redis at host:port reachable again: ". */
  whenBack: string;
  timeouts?: RedisTimeouts;
}

/** A shared-state connection with its outages watched: see {@link connectSharedRedis}. */
export interface SharedRedis {
  readonly client: Redis;
  /** `host:port`, for messages. */
  readonly where: string;
  /** Whether commands may be sent now (connected and not closing). */
  ready(): boolean;
  /** Whether {@link close} was called (nothing is said of Redis after it). */
  closing(): boolean;
  close(): Promise<void>;
}

const reason = (error: unknown) => (error instanceof Error ? error.message : String(error));

/**
 * A {@link sharedStateClient} that says once when Redis goes away and once when it is back, connected (or given up
 * on for now) before it resolves: at most `timeouts.connectMs`, so a server starts with shared state when Redis is
 * there and without delay when it is not.
 */
export async function connectSharedRedis({
  url,
  name,
  log,
  whileAway,
  whenBack,
  timeouts = REDIS_TIMEOUTS,
}: SharedRedisOptions): Promise<SharedRedis> {
  const where = describeRedisUrl(url);
  const client = sharedStateClient(url, name, timeouts);
  let away = false;
  let closing = false;
  const outage = (message: string) => {
    if (away || closing) return;
    away = true;
    log.warn(`Redis at ${where} unreachable (${message}): ${whileAway}`);
  };
  // Without a listener, ioredis would print every failed reconnection.
  client.on('error', (error: unknown) => outage(reason(error)));
  client.on('close', () => outage('connection closed'));
  client.on('ready', () => {
    if (!away) return;
    away = false;
    log.info(`Redis at ${where} reachable again: ${whenBack}`);
  });
  await firstConnection(client, timeouts.connectMs);
  if (client.status !== 'ready') outage(`not connected within ${timeouts.connectMs} ms`);
  return {
    client,
    where,
    ready: () => client.status === 'ready' && !closing,
    closing: () => closing,
    async close() {
      closing = true;
      await closeClient(client);
    },
  };
}
