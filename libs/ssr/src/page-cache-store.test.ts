/**
 * @jest-environment node
 *
 * Where pages are kept: the process's LRU, and the pages shared through the test Redis server (`TEST_REDIS_URL`, else
 * 127.0.0.1:6379; keys under a prefix of this run only, deleted afterwards).
 */
import { randomBytes } from 'node:crypto';
import net from 'node:net';
import { Redis } from 'ioredis';
import { createPageCache } from './page-cache';
import type { KeptPage } from './page-cache-policy';
import { PageLru, createRedisPageStore, type SharedPageStore } from './page-cache-store';
import { TIMES, ask, clock, nonces, renderer } from './test-pages';

describe('the pages kept in a process', () => {
  const page = (html: string): KeptPage => ({ html, nonce: null, etag: 'W/"x"', headers: [], storedAt: 0 });

  it('forgets the least recently used beyond its entries', () => {
    const lru = new PageLru(2, 1_000);
    lru.set('a', page('a'));
    lru.set('b', page('b'));
    lru.get('a');
    lru.set('c', page('c'));
    expect([lru.get('a'), lru.get('b'), lru.get('c')].map((p) => p?.html)).toEqual(['a', undefined, 'c']);
    expect(lru.entries).toBe(2);
  });

  it('forgets the least recently used beyond its bytes, and never keeps a page larger than them all', () => {
    const lru = new PageLru(100, 10);
    lru.set('a', page('aaaa'));
    lru.set('b', page('bbbb'));
    lru.set('c', page('cccc'));
    expect(lru.bytes).toBe(8);
    expect(lru.get('a')).toBeUndefined();
    lru.set('big', page('x'.repeat(11)));
    expect(lru.get('big')).toBeUndefined();
    expect(lru.bytes).toBe(8);
    lru.set('b', page('bb'));
    expect(lru.bytes).toBe(6);
  });
});

describe('pages shared through Redis', () => {
  const url = process.env['TEST_REDIS_URL'] ?? process.env['REDIS_URL'] ?? 'redis://127.0.0.1:6379';
  const prefix = `test:${randomBytes(6).toString('hex')}:`;
  const log = { warnings: [] as string[], info: () => undefined, warn: (m: string) => log.warnings.push(m) };
  const admin = new Redis(url);
  const stores: SharedPageStore[] = [];

  /** A store on the test server, once connected. */
  async function store(at = url): Promise<SharedPageStore> {
    const created = await createRedisPageStore({ url: at, prefix, log });
    stores.push(created);
    return created;
  }

  afterAll(async () => {
    await Promise.all(stores.map((s) => s.close()));
    const keys = await admin.keys(`${prefix}*`);
    if (keys.length > 0) await admin.del(...keys);
    await admin.quit();
  });

  it('lets a second process serve the page the first rendered, with its own nonce, until the page expires', async () => {
    const time = clock(Date.now());
    const [a, b] = [await store(), await store()];
    const render = renderer({ text: 'Compartida' });
    const one = createPageCache({ site: 'fair', keep: true, times: TIMES, now: time.now, shared: a });
    const two = createPageCache({ site: 'fair', keep: true, times: TIMES, now: time.now, shared: b });
    const first = await ask(one, render, '/es/obras');
    // The write to Redis is not awaited by the answer.
    for (let i = 0; i < 500 && (await admin.keys(`${prefix}page:*`)).length === 0; i++) {
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    expect(await admin.keys(`${prefix}page:*`)).toEqual([`${prefix}page:fair::unanswered:/es/obras`]);
    const ttl = await admin.pttl(`${prefix}page:fair::unanswered:/es/obras`);
    expect(ttl).toBeGreaterThan(25_000);
    expect(ttl).toBeLessThanOrEqual(30_000);

    const second = await ask(two, render, '/es/obras');
    expect(render.calls).toHaveLength(1);
    expect(second.response.headers.get('x-page-cache')).toBe('hit');
    expect(second.response.headers.get('etag')).toBe(first.response.headers.get('etag'));
    expect(nonces(second.html)).toEqual([second.nonce, second.nonce]);

    // Expired for the readers too, whatever Redis still holds.
    time.advance(30_000);
    const three = createPageCache({ site: 'fair', keep: true, times: TIMES, now: time.now, shared: b });
    await ask(three, render, '/es/obras');
    expect(render.calls).toHaveLength(2);
  });

  it('renders every page while Redis cannot be reached, and says so once', async () => {
    const server = net.createServer();
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as net.AddressInfo;
    await new Promise((resolve) => server.close(resolve));
    const down = await store(`redis://127.0.0.1:${port}`);
    const render = renderer();
    const cache = createPageCache({ site: 'fair', keep: true, times: TIMES, shared: down });
    const answer = await ask(cache, render, '/es/artistas');
    expect(answer.response.status).toBe(200);
    expect((await ask(cache, render, '/es/artistas')).response.headers.get('x-page-cache')).toBe('hit');
    expect(log.warnings.filter((w) => w.includes(`127.0.0.1:${port} unreachable`))).toHaveLength(1);
  });
});
