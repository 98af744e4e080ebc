/**
 * The API's cache of anonymous reads (decision 036): on its own (what it keeps, for whom, how long), then through
 * the API: a read answered again without a query to the database, a change through the back office seen at once,
 * and nothing personal, failed or changing ever answered from it.
 */
import { count } from 'drizzle-orm';
import { newsletterSubscribers } from '@art/db';
import { CONTENT_VERSION_PATH, memoryContentVersion } from '@art/api-core';
import { createTestApi, testBackends, type TestApi } from '../testing';
import { call, prepareAdminFixture, type AdminFixture } from '../resolvers/admin-testing';
import { createResponseCache, type AnswerFacts, type CacheableRequest } from './response-cache';

const REQUEST: CacheableRequest = {
  method: 'POST',
  url: '/api/graphql',
  contentType: 'application/json',
  accept: 'application/graphql-response+json, application/json',
  body: { query: '{ faq(site: fair) { question } }' },
  lang: 'es',
  origin: 'https://feria.example',
  hasSession: false,
};
const ANSWER: AnswerFacts = {
  status: 200,
  contentType: 'application/graphql-response+json; charset=utf-8',
  body: '{"data":{"faq":[]}}',
  setsCookies: false,
  noStore: false,
};
const HEADERS: [string, string][] = [['content-type', 'application/graphql-response+json; charset=utf-8']];

describe('createResponseCache', () => {
  const make = (now = () => 0) =>
    createResponseCache({ version: memoryContentVersion(), ttlMs: 1000, maxEntries: 2, maxBodyBytes: 100, now });

  it('answers a request again as it was, by the same key', async () => {
    const cache = make();
    const first = await cache.lookup(REQUEST);
    expect(first).toEqual({ key: expect.any(String), hit: null });
    expect(cache.store(first!.key, ANSWER, HEADERS)).toBe(true);
    expect(await cache.lookup({ ...REQUEST, body: { query: '{ faq(site: fair) { question } }' } })).toEqual({
      key: first!.key,
      hit: { headers: HEADERS, body: ANSWER.body },
    });
  });

  it('keys by language, origin, accepted type, path, body and content version', async () => {
    const version = memoryContentVersion();
    const cache = createResponseCache({ version, ttlMs: 1000, maxEntries: 10, maxBodyBytes: 100 });
    const key = async (request: CacheableRequest) => (await cache.lookup(request))!.key;
    const base = await key(REQUEST);
    const others = [
      await key({ ...REQUEST, lang: 'en' }),
      await key({ ...REQUEST, origin: 'https://tienda.example' }),
      await key({ ...REQUEST, origin: undefined }),
      await key({ ...REQUEST, accept: 'application/json' }),
      await key({ ...REQUEST, url: '/api/graphql?x=1' }),
      await key({ ...REQUEST, body: { query: '{ faq(site: shop) { question } }' } }),
    ];
    expect(new Set([base, ...others]).size).toBe(7);
    await version.bump();
    expect(await key(REQUEST)).not.toBe(base);
  });

  it('never keeps a request with a session, one not a JSON POST', async () => {
    const cache = make();
    expect(await cache.lookup({ ...REQUEST, hasSession: true })).toBeNull();
    expect(await cache.lookup({ ...REQUEST, method: 'GET' })).toBeNull();
    expect(await cache.lookup({ ...REQUEST, contentType: 'text/plain' })).toBeNull();
    expect(await cache.lookup({ ...REQUEST, contentType: undefined })).toBeNull();
  });

  it('keeps only a clean answer: 200, JSON, no errors, no cookie, no no-store, not too long', async () => {
    const cache = make();
    const { key } = (await cache.lookup(REQUEST))!;
    const refused: Partial<AnswerFacts>[] = [
      { status: 503 },
      { contentType: 'text/html' },
      { body: '{"data":null,"errors":[{"message":"Unavailable"}]}' },
      { body: '[{"data":{"faq":[]}},{"errors":[{"message":"x"}]}]' },
      { body: 'not json' },
      { setsCookies: true },
      { noStore: true },
      { body: `{"data":{"faq":["${'x'.repeat(100)}"]}}` },
    ];
    for (const facts of refused) expect(cache.store(key, { ...ANSWER, ...facts }, HEADERS)).toBe(false);
    expect(cache.size()).toBe(0);
    expect(cache.store(key, { ...ANSWER, body: '[{"data":{"faq":[]}},{"data":{"faq":[]}}]' }, HEADERS)).toBe(true);
  });

  it('forgets an answer after its time, and the least recently used beyond its size', async () => {
    let now = 0;
    const cache = make(() => now);
    const keyOf = async (site: string) =>
      (await cache.lookup({ ...REQUEST, body: { query: `{ faq(site: ${site}) { id } }` } }))!;
    const fair = await keyOf('fair');
    cache.store(fair.key, ANSWER, HEADERS);
    now = 999;
    expect((await keyOf('fair')).hit).not.toBeNull();
    now = 1000;
    expect((await keyOf('fair')).hit).toBeNull();

    now = 0;
    const [a, b, c] = [await keyOf('a'), await keyOf('b'), await keyOf('c')];
    cache.store(a.key, ANSWER, HEADERS);
    cache.store(b.key, ANSWER, HEADERS);
    expect((await keyOf('a')).hit).not.toBeNull(); // a is now the most recently used
    cache.store(c.key, ANSWER, HEADERS);
    expect(cache.size()).toBe(2);
    expect((await keyOf('b')).hit).toBeNull();
    expect((await keyOf('a')).hit).not.toBeNull();
    expect((await keyOf('c')).hit).not.toBeNull();
  });
});

const FAQ = `query($site: Site!) { faq(site: $site) { question } }`;
const CREATE_FAQ = `mutation($input: AdminFaqInput!) { createFaq(input: $input) { ok } }`;
const SUBSCRIBE = `mutation($email: String!) { subscribeNewsletter(email: $email) { ok } }`;
const ME = `{ me { email } }`;

describe.each(testBackends('any'))('the API keeping anonymous reads on %s', (backend) => {
  let api: TestApi;
  let f: AdminFixture;
  let queries = 0;

  beforeAll(async () => {
    let prepared: AdminFixture | undefined;
    api = await createTestApi({
      backend,
      config: { responseCache: true },
      onQuery: () => {
        queries += 1;
      },
      prepare: async (database) => {
        prepared = await prepareAdminFixture(database);
      },
    });
    f = prepared!;
  });
  afterAll(() => api.close());

  /** An anonymous (or the caller's) request, with the database's queries it caused. */
  const ask = async (query: string, variables: Record<string, unknown>, headers: Record<string, string> = {}) => {
    const before = queries;
    const response = await api.graphqlResponse<Record<string, unknown>>(query, variables, { headers });
    return { ...response, queries: queries - before };
  };

  it('answers an anonymous read again without the database, until the back office changes the content', async () => {
    const first = await ask(FAQ, { site: 'fair' });
    expect(first.headers['x-api-cache']).toBe('miss');
    const again = await ask(FAQ, { site: 'fair' });
    expect(again).toMatchObject({ status: 200, body: first.body, queries: 0 });
    expect(again.headers['x-api-cache']).toBe('hit');
    expect(again.headers['x-content-type-options']).toBe('nosniff');
    expect((await ask(FAQ, { site: 'shop' })).headers['x-api-cache']).toBe('miss');
    expect((await api.graphqlResponse(FAQ, { site: 'fair' }, { lang: 'en' })).headers['x-api-cache']).toBe('miss');

    const before = (await api.app.inject({ url: CONTENT_VERSION_PATH })).json<{ version: string }>().version;
    const input = { site: 'fair', questionES: '¿Hay guardarropa?', questionEN: 'Is there a cloakroom?' };
    const created = await call<{ createFaq: { ok: boolean } }>(api, f, 'editor', CREATE_FAQ, {
      input: { ...input, answerES: 'Sí, en la entrada.', answerEN: 'Yes, at the entrance.' },
    });
    expect(created.data?.createFaq.ok).toBe(true);
    expect((await api.app.inject({ url: CONTENT_VERSION_PATH })).json<{ version: string }>().version).not.toBe(before);
    const after = await ask(FAQ, { site: 'fair' });
    expect(after.headers['x-api-cache']).toBe('miss');
    expect(after.body).toEqual({ data: { faq: expect.arrayContaining([{ question: '¿Hay guardarropa?' }]) } });
  });

  it('never answers a caller with a session from it, nor keeps what it is answered', async () => {
    const headers = { authorization: `Bearer ${f.tokens.visitor}` };
    for (let i = 0; i < 2; i++) {
      const mine = await ask(ME, {}, headers);
      expect(mine.headers['x-api-cache']).toBeUndefined();
      expect(mine.body.data).toEqual({ me: { email: expect.stringContaining('@') } });
      expect(mine.queries).toBeGreaterThan(0);
    }
    // The same read with a session is run, not answered from what anonymous visitors were given.
    await ask(FAQ, { site: 'fair' });
    expect((await ask(FAQ, { site: 'fair' }, headers)).queries).toBeGreaterThan(0);
  });

  it('runs every mutation, however often the same one comes', async () => {
    const email = 'repeat@example.com';
    for (let i = 0; i < 2; i++) {
      const answer = await ask(SUBSCRIBE, { email: `${i}-${email}` });
      expect(answer.headers['x-api-cache']).toBe('bypass');
      expect(answer.headers['cache-control']).toBe('no-store');
    }
    const [same1, same2] = [await ask(SUBSCRIBE, { email }), await ask(SUBSCRIBE, { email })];
    expect([same1.headers['x-api-cache'], same2.headers['x-api-cache']]).toEqual(['bypass', 'bypass']);
    expect(same2.queries).toBeGreaterThan(0);
    const [stored] = await api.database.db.select({ subscribers: count() }).from(newsletterSubscribers);
    expect(stored?.subscribers).toBeGreaterThanOrEqual(3);
  });

  it('never keeps an answer with errors, nor a hostile or malformed request', async () => {
    const wrong = `query { faq(site: fair) { question nope } }`;
    for (let i = 0; i < 2; i++) {
      const answer = await ask(wrong, {});
      expect(answer.headers['x-api-cache']).toBe('bypass');
      expect(answer.body.errors).toBeDefined();
    }
    const hostile = { site: "fair'; DROP TABLE faqs; --" };
    for (let i = 0; i < 2; i++) expect((await ask(FAQ, hostile)).headers['x-api-cache']).toBe('bypass');
    const get = await api.app.inject({
      method: 'GET',
      url: `/api/graphql?query=${encodeURIComponent('{ faq(site: fair) { question } }')}`,
      headers: { 'x-graphql-yoga-csrf': '1' },
    });
    expect(get.statusCode).toBe(200);
    expect(get.headers['x-api-cache']).toBeUndefined();
  });
});
