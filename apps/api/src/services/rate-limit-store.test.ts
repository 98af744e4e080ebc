/**
 * The limit store of an API server: memory unless `REDIS_URL` is set (tests: unless a test passes `redisUrl`), then
 * Redis under `REDIS_PREFIX`, shared by the servers of a deployment, its connection closed with the server.
 */
import { Redis } from 'ioredis';
import { loadConfig } from '@art/api-core';
import { testRedisPrefix, testRedisUrl } from '@art/api-core/testing';
import { buildServer } from '../server';
import { createTestDatabase, testBackends, testConfig, type TestDatabase } from '../testing';

const CONTACT = `mutation ($email: String!) {
  contact(fromEmail: $email, fromName: "Ana López", message: "¿Abren el domingo por la tarde?") { ok }
}`;

describe('the configuration of the limit store', () => {
  it('is memory by default; REDIS_URL names a Redis server, REDIS_PREFIX the prefix of its keys', () => {
    expect(loadConfig({})).toMatchObject({ redisUrl: undefined, redisPrefix: 'artfair:' });
    expect(
      loadConfig({ REDIS_URL: 'redis://:secret@cache.internal:6380/2', REDIS_PREFIX: 'feria-2026:' }),
    ).toMatchObject({ redisUrl: 'redis://:secret@cache.internal:6380/2', redisPrefix: 'feria-2026:' });
    expect(loadConfig({ REDIS_URL: 'rediss://cache.example.es:6380' }).redisUrl).toBe('rediss://cache.example.es:6380');
    expect(loadConfig({ REDIS_PREFIX: '' }).redisPrefix).toBe('');
    expect(() => loadConfig({ REDIS_URL: 'http://cache.internal:6379' })).toThrow('REDIS_URL');
    expect(() => loadConfig({ REDIS_URL: 'cache.internal' })).toThrow('REDIS_URL');
    expect(() => loadConfig({ REDIS_PREFIX: 'feria 2026' })).toThrow('REDIS_PREFIX');
  });

  it('stays memory in the tests whatever the environment says, unless a test passes redisUrl', () => {
    const before = process.env['REDIS_URL'];
    process.env['REDIS_URL'] = 'redis://127.0.0.1:6379';
    try {
      expect(testConfig().redisUrl).toBeUndefined();
    } finally {
      if (before === undefined) delete process.env['REDIS_URL'];
      else process.env['REDIS_URL'] = before;
    }
  });
});

describe.each(testBackends('any'))('API servers with REDIS_URL, on %s', (backend) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase(backend);
  });
  afterAll(() => database.dispose());

  it('share their limits, and close their Redis connection when they close', async () => {
    const prefix = testRedisPrefix();
    const config = testConfig({ redisUrl: testRedisUrl(), redisPrefix: prefix, formsPer10Minutes: 2 });
    const servers = [await buildServer({ config, database }), await buildServer({ config, database })];
    const admin = new Redis(testRedisUrl());
    const connections = async () =>
      String(await admin.call('CLIENT', 'LIST'))
        .split('\n')
        .filter((line) => line.includes(` name=${prefix}limits `));
    try {
      expect(await connections()).toHaveLength(2);
      const contact = async (server: number) => {
        const response = await servers[server]!.inject({
          method: 'POST',
          url: '/api/graphql',
          headers: { 'content-type': 'application/json', 'x-forwarded-for': '203.0.113.7' },
          payload: { query: CONTACT, variables: { email: 'ana@ejemplo.es' } },
        });
        return (response.json() as { data: { contact: { ok: boolean } } }).data.contact.ok;
      };
      expect([await contact(0), await contact(1), await contact(0), await contact(1)]).toEqual([
        true,
        true,
        false,
        false,
      ]);
      expect(await admin.keys(`${prefix}*`)).toEqual([`${prefix}contact:203.0.113.7`]);
      await Promise.all(servers.map((server) => server.close()));
      const deadline = Date.now() + 5_000;
      while ((await connections()).length > 0 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 50));
      expect(await connections()).toEqual([]);
    } finally {
      await Promise.all(servers.map((server) => server.close()));
      const keys = await admin.keys(`${prefix}*`);
      if (keys.length > 0) await admin.del(...keys);
      await admin.quit();
    }
  });
});
