/**
 * The shared-state connection against the test Redis server (`TEST_REDIS_URL`, else 127.0.0.1:6379; keys under a
 * prefix of this run only, deleted afterwards) and against a port where nothing listens.
 */
import { randomBytes } from 'node:crypto';
import net from 'node:net';
import { Redis } from 'ioredis';
import { connectSharedRedis, describeRedisUrl, firstConnection, REDIS_TIMEOUTS, sharedStateClient } from './index';

const url = process.env['TEST_REDIS_URL'] ?? process.env['REDIS_URL'] ?? 'redis://127.0.0.1:6379';
const prefix = `test:${randomBytes(6).toString('hex')}:`;

function testLog() {
  const log = {
    warnings: [] as string[],
    infos: [] as string[],
    warn: (m: string) => log.warnings.push(m),
    info: (m: string) => log.infos.push(m),
  };
  return log;
}

/** A local port where nothing listens (connections refused at once). */
async function closedPort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

const admin = new Redis(url);
afterAll(async () => {
  const keys = await admin.keys(`${prefix}*`);
  if (keys.length > 0) await admin.del(...keys);
  await admin.quit();
});

describe('describeRedisUrl', () => {
  it('names host and port, never the password', () => {
    expect(describeRedisUrl('redis://:s3cret@cache.internal:6380/2')).toBe('cache.internal:6380');
    expect(describeRedisUrl('rediss://user:pw@cache.internal')).toBe('cache.internal:6379');
    expect(describeRedisUrl('not a url')).toBe('the Redis server');
  });
});

describe('connectSharedRedis', () => {
  it('connects, names its connection and says nothing while Redis is there', async () => {
    const log = testLog();
    const shared = await connectSharedRedis({ url, name: `${prefix}one`, log, whileAway: 'alone', whenBack: 'shared' });
    try {
      expect(shared.ready()).toBe(true);
      await shared.client.set(`${prefix}k`, 'v');
      expect(await admin.get(`${prefix}k`)).toBe('v');
      expect(await shared.client.client('GETNAME')).toBe(`${prefix}one`);
      expect(log.warnings).toEqual([]);
    } finally {
      await shared.close();
    }
    expect(shared.ready()).toBe(false);
    expect(shared.closing()).toBe(true);
  });

  it('starts at once when Redis refuses, fails commands at once instead of queueing them, and says so once', async () => {
    const log = testLog();
    const port = await closedPort();
    const started = Date.now();
    const shared = await connectSharedRedis({
      url: `redis://:secret@127.0.0.1:${port}`,
      name: `${prefix}down`,
      log,
      whileAway: 'counting alone',
      whenBack: 'shared again',
    });
    try {
      expect(Date.now() - started).toBeLessThan(REDIS_TIMEOUTS.connectMs + 500);
      expect(shared.ready()).toBe(false);
      const sent = Date.now();
      await expect(shared.client.get(`${prefix}k`)).rejects.toThrow();
      expect(Date.now() - sent).toBeLessThan(100);
      // Reconnection attempts go on in the background without another word.
      await new Promise((resolve) => setTimeout(resolve, 700));
      expect(log.warnings).toHaveLength(1);
      expect(log.warnings[0]).toMatch(
        new RegExp(`^Redis at 127\\.0\\.0\\.1:${port} unreachable \\(.*ECONNREFUSED.*\\): counting alone$`),
      );
      expect(log.warnings.join()).not.toContain('secret');
    } finally {
      await shared.close();
    }
  });

  it('says when Redis comes back after an outage', async () => {
    // A proxy to the test server that refuses until it is opened.
    const target = new URL(url);
    const sockets = new Set<net.Socket>();
    const proxy = net.createServer((socket) => {
      const upstream = net.connect(Number(target.port || 6379), target.hostname);
      sockets.add(socket).add(upstream);
      socket.pipe(upstream).pipe(socket);
      socket.on('error', () => upstream.destroy());
      upstream.on('error', () => socket.destroy());
    });
    const port = await closedPort();
    const log = testLog();
    const shared = await connectSharedRedis({
      url: `redis://127.0.0.1:${port}`,
      name: `${prefix}back`,
      log,
      whileAway: 'alone',
      whenBack: 'shared again',
    });
    try {
      expect(shared.ready()).toBe(false);
      await new Promise<void>((resolve) => proxy.listen(port, '127.0.0.1', resolve));
      for (let i = 0; i < 50 && !shared.ready(); i++) await new Promise((resolve) => setTimeout(resolve, 100));
      expect(shared.ready()).toBe(true);
      expect(log.infos).toEqual([`Redis at 127.0.0.1:${port} reachable again: shared again`]);
      expect(log.warnings).toHaveLength(1);
    } finally {
      await shared.close();
      sockets.forEach((socket) => socket.destroy());
      await new Promise((resolve) => proxy.close(resolve));
    }
  });
});

describe('sharedStateClient and firstConnection', () => {
  it('waits no longer than its limits for a server that accepts connections but never answers', async () => {
    const sockets = new Set<net.Socket>();
    const silent = net.createServer((socket) => void sockets.add(socket));
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    const { port } = silent.address() as net.AddressInfo;
    const client = sharedStateClient(`redis://127.0.0.1:${port}`, `${prefix}silent`, {
      connectMs: 300,
      commandMs: 100,
      reconnectMaxMs: 500,
    });
    client.on('error', () => undefined);
    const started = Date.now();
    try {
      await firstConnection(client, 300);
      expect(Date.now() - started).toBeLessThan(1_000);
      expect(client.status).not.toBe('ready');
    } finally {
      client.disconnect();
      sockets.forEach((socket) => socket.destroy());
      await new Promise((resolve) => silent.close(resolve));
    }
  });
});
