/**
 * Test helpers for the limits in Redis: the test server, stores on it under a prefix of their own (as several API
 * processes of one deployment would share), and their cleanup; a mailer that cannot reach its server. Tests only.
 */
import { randomBytes } from 'node:crypto';
import net from 'node:net';
import { Redis } from 'ioredis';
import type { Mailer } from './mail';
import { createRedisLimitStore, type LimitStore, type LimitStoreLog } from './rate-limit-store';

/**
 * The Redis server of the tests: `TEST_REDIS_URL`, else `REDIS_URL` (CI's service), else the one every machine of the
 * project runs at 127.0.0.1:6379. Tests write only under a random prefix of their own and delete it afterwards.
 */
export function testRedisUrl(): string {
  return process.env['TEST_REDIS_URL'] ?? process.env['REDIS_URL'] ?? 'redis://127.0.0.1:6379';
}

/** A prefix no other test run uses: `test:{random}:`. */
export function testRedisPrefix(): string {
  return `test:${randomBytes(6).toString('hex')}:`;
}

/** A logger that keeps what it is told. */
export function keptLog(): LimitStoreLog & { warnings: string[]; infos: string[] } {
  const warnings: string[] = [];
  const infos: string[] = [];
  return { warnings, infos, warn: (message) => warnings.push(message), info: (message) => infos.push(message) };
}

/** Stores on the test server, sharing one prefix as the processes of one deployment do. */
export interface RedisTestStores {
  stores: LimitStore[];
  prefix: string;
  log: ReturnType<typeof keptLog>;
  /** The keys written under the prefix. */
  keys(): Promise<string[]>;
  /** Closes the stores and deletes every key under the prefix. */
  cleanup(): Promise<void>;
}

/** `count` stores on the test server (or at `url`: a proxy, a closed port) under one new prefix (or `prefix`). */
export async function redisTestStores(
  count: number,
  { prefix = testRedisPrefix(), url = testRedisUrl() }: { prefix?: string; url?: string } = {},
): Promise<RedisTestStores> {
  const log = keptLog();
  const stores = await Promise.all(Array.from({ length: count }, () => createRedisLimitStore({ url, prefix, log })));
  const admin = new Redis(testRedisUrl(), { lazyConnect: true });
  const keys = async () => {
    if (admin.status === 'wait') await admin.connect();
    const found: string[] = [];
    let cursor = '0';
    do {
      const [next, batch] = await admin.scan(cursor, 'MATCH', `${prefix}*`, 'COUNT', 1000);
      found.push(...batch);
      cursor = next;
    } while (cursor !== '0');
    return found.sort();
  };
  return {
    stores,
    prefix,
    log,
    keys,
    async cleanup() {
      await Promise.all(stores.map((store) => store.close()));
      const left = await keys();
      if (left.length > 0) await admin.del(...left);
      await admin.quit();
    },
  };
}

/** A TCP port nothing listens on (a Redis server that is down). */
export async function closedPort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/**
 * A TCP proxy in front of the test server, on a port of its own, that a test stops (Redis goes away: connections cut,
 * new ones refused), starts again on the same port, or stalls (connections accepted, nothing ever answered).
 */
export interface RedisProxy {
  url: string;
  stop(): Promise<void>;
  start(): Promise<void>;
  /** From now on, new connections are accepted and never answered. */
  stall(): void;
  /** From now on, nothing goes through the open connections either (they stay open): a server that stopped answering. */
  freeze(): void;
}

export async function redisProxy(): Promise<RedisProxy> {
  const target = new URL(testRedisUrl());
  const sockets = new Set<net.Socket>();
  const clients = new Set<net.Socket>();
  let stalled = false;
  const server = net.createServer((client) => {
    sockets.add(client);
    clients.add(client);
    client.on('close', () => {
      sockets.delete(client);
      clients.delete(client);
    });
    client.on('error', () => undefined);
    if (stalled) return;
    const upstream = net.connect(Number(target.port || 6379), target.hostname);
    sockets.add(upstream);
    upstream.on('close', () => {
      sockets.delete(upstream);
      client.destroy();
    });
    upstream.on('error', () => client.destroy());
    client.on('close', () => upstream.destroy());
    client.pipe(upstream).pipe(client);
  });
  const port = await closedPort();
  const listen = () => new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  await listen();
  const url = new URL(target.href);
  url.hostname = '127.0.0.1';
  url.port = String(port);
  return {
    url: url.href,
    async stop() {
      const closed = new Promise((resolve) => server.close(resolve));
      for (const socket of sockets) socket.destroy();
      await closed;
    },
    start: listen,
    stall() {
      stalled = true;
    },
    freeze() {
      stalled = true;
      for (const client of clients) {
        client.unpipe();
        client.pause();
      }
    },
  };
}

/** A mailer whose server refuses every message, as an SMTP server that cannot be reached. */
export function failingMailer(): Mailer {
  return {
    kind: 'smtp',
    send: () => Promise.reject(new Error('connect ECONNREFUSED 10.0.0.25:587')),
    close: () => undefined,
  };
}
