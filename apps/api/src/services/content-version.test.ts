/**
 * The version of the public content (decision 024): what bumps it and what does not, and, with Redis, one version
 * shared by every API process (the test Redis server, keys under a prefix of this run only, deleted afterwards).
 */
import { Redis } from 'ioredis';
import { CONTENT_VERSION_PATH, PRIVATE_MUTATIONS } from '@art/api-core';
import { testRedisPrefix, testRedisUrl } from '@art/api-core/testing';
import { NOTIFICATION_PATH } from '@art/api-commerce';
import { buildServer } from '../server';
import { createTestDatabase, testBackends, testConfig, type TestDatabase } from '../testing';

type Server = Awaited<ReturnType<typeof buildServer>>;

async function version(server: Server): Promise<string> {
  const res = await server.inject({ method: 'GET', url: CONTENT_VERSION_PATH });
  expect(res.statusCode).toBe(200);
  expect(res.headers['cache-control']).toBe('no-store');
  return (res.json() as { version: string }).version;
}

function graphql(server: Server, query: string) {
  return server.inject({
    method: 'POST',
    url: '/api/graphql',
    headers: { 'content-type': 'application/json' },
    payload: { query },
  });
}

describe.each(testBackends('any'))('the version of the public content, on %s', (backend) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase(backend);
  });
  afterAll(() => database.dispose());

  it('changes with a mutation that may change what pages show and the payment notification, not otherwise', async () => {
    // The login below only stands for a private mutation: a low scrypt cost (production's is the account suites').
    const server = await buildServer({ config: testConfig(), database, passwordHashing: { logN: 10 } });
    try {
      const start = await version(server);
      await graphql(server, '{ ping }');
      await graphql(server, 'mutation { login(email: "nadie@example.com", password: "x") { OK } }');
      await graphql(server, 'mutation { logout { OK } }');
      expect(await version(server)).toBe(start);

      // Whatever its outcome (here refused: no session), the change may have happened.
      await graphql(server, 'mutation { deleteCollection(collectionId: "1") { OK } }');
      const afterMutation = await version(server);
      expect(afterMutation).not.toBe(start);

      // A batch with one public change among private ones bumps.
      await graphql(server, 'mutation { logout { OK } renameCollection(collectionId: "1", title: "x") { OK } }');
      const afterMixed = await version(server);
      expect(afterMixed).not.toBe(afterMutation);

      const notification = await server.inject({
        method: 'POST',
        url: NOTIFICATION_PATH,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: 'Ds_SignatureVersion=HMAC_SHA256_V1&Ds_MerchantParameters=e30%3D&Ds_Signature=x',
      });
      expect(notification.statusCode).toBe(400);
      expect(await version(server)).not.toBe(afterMixed);
    } finally {
      await server.close();
    }
  });

  it('begins anew with each start (content written before it, a seed, is new)', async () => {
    const [a, b] = [
      await buildServer({ config: testConfig(), database }),
      await buildServer({ config: testConfig(), database }),
    ];
    try {
      expect(await version(a)).not.toBe(await version(b));
    } finally {
      await Promise.all([a.close(), b.close()]);
    }
  });

  it('lists as private only mutations of the schema', async () => {
    const server = await buildServer({ config: testConfig(), database });
    try {
      const res = await graphql(server, '{ __type(name: "Mutation") { fields { name } } }');
      const fields = (res.json() as { data: { __type: { fields: { name: string }[] } } }).data.__type.fields;
      const names = new Set(fields.map((field) => field.name));
      expect([...PRIVATE_MUTATIONS].filter((name) => !names.has(name))).toEqual([]);
    } finally {
      await server.close();
    }
  });

  it('is one for every API process with REDIS_URL', async () => {
    const prefix = testRedisPrefix();
    const config = testConfig({ redisUrl: testRedisUrl(), redisPrefix: prefix });
    const servers = [await buildServer({ config, database }), await buildServer({ config, database })];
    const admin = new Redis(testRedisUrl());
    try {
      const start = await version(servers[0]!);
      expect(start).toMatch(/^r\d+$/);
      expect(await version(servers[1]!)).toBe(start);
      await graphql(servers[0]!, 'mutation { deleteCollection(collectionId: "1") { OK } }');
      const changed = await version(servers[1]!);
      expect(changed).not.toBe(start);
      expect(await version(servers[0]!)).toBe(changed);
      expect(await admin.get(`${prefix}content-version`)).toBe('1');
    } finally {
      await Promise.all(servers.map((server) => server.close()));
      const keys = await admin.keys(`${prefix}*`);
      if (keys.length > 0) await admin.del(...keys);
      await admin.quit();
    }
  });
});
