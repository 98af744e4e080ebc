/**
 * Where the page cache keeps its pages: in this process (an LRU bounded by entries and bytes) and, with `REDIS_URL`,
 * in Redis shared by every site process. What is kept and for how long is `page-cache-policy.ts`'s to say.
 */
import { connectSharedRedis, REDIS_TIMEOUTS } from '@art/redis';
import type { KeptPage } from './page-cache-policy';

/** Pages kept in this process: an LRU bounded by entries and bytes (Map order doubles as the recency order). */
export class PageLru {
  private readonly pages = new Map<string, KeptPage>();
  private size = 0;

  constructor(
    private readonly maxEntries: number,
    private readonly maxBytes: number,
  ) {}

  get entries(): number {
    return this.pages.size;
  }

  get bytes(): number {
    return this.size;
  }

  get(key: string): KeptPage | undefined {
    const page = this.pages.get(key);
    if (page) {
      this.pages.delete(key);
      this.pages.set(key, page);
    }
    return page;
  }

  set(key: string, page: KeptPage): void {
    this.delete(key);
    const bytes = Buffer.byteLength(page.html);
    // A page larger than the whole budget would only empty the cache.
    if (bytes > this.maxBytes || this.maxEntries < 1) return;
    this.pages.set(key, page);
    this.size += bytes;
    for (const [oldest] of this.pages) {
      if (this.pages.size <= this.maxEntries && this.size <= this.maxBytes) break;
      this.delete(oldest);
    }
  }

  delete(key: string): void {
    const page = this.pages.get(key);
    if (!page) return;
    this.pages.delete(key);
    this.size -= Buffer.byteLength(page.html);
  }
}

/** Pages shared by the site processes (Redis): failures answer "not kept", never an error. */
export interface SharedPageStore {
  get(key: string): Promise<KeptPage | null>;
  set(key: string, page: KeptPage, ttlMs: number): Promise<void>;
  close(): Promise<void>;
}

/** Where the cache says that its shared store went away or came back. */
export interface PageCacheLog {
  info(message: string): void;
  warn(message: string): void;
}

/** The time limits of the shared store's Redis client: a page waits at most this long for Redis, then renders. */
export const PAGE_REDIS_TIMEOUTS = { ...REDIS_TIMEOUTS, commandMs: 200 } as const;

/**
 * The pages shared through Redis under `{prefix}page:{site}:{version}:{variant}:{address}` (one JSON value each,
 * expiring with the page), over `@art/redis`'s shared-state connection, as the API's limit store: no command is queued
 * while disconnected, one waits at most {@link PAGE_REDIS_TIMEOUTS}`.commandMs`, and while Redis is away each process
 * keeps its pages alone (logged once per outage).
 */
export async function createRedisPageStore({
  url,
  prefix,
  log,
}: {
  url: string;
  prefix: string;
  log: PageCacheLog;
}): Promise<SharedPageStore> {
  const redis = await connectSharedRedis({
    url,
    name: `${prefix}pages`,
    log,
    timeouts: PAGE_REDIS_TIMEOUTS,
    whileAway: 'pages are kept by each site process alone until it is back',
    whenBack: 'pages are shared again',
  });
  const { client } = redis;
  const keyOf = (key: string) => `${prefix}page:${key}`;
  return {
    async get(key) {
      if (!redis.ready()) return null;
      try {
        const text = await client.get(keyOf(key));
        return text ? (JSON.parse(text) as KeptPage) : null;
      } catch {
        return null;
      }
    },
    async set(key, page, ttlMs) {
      if (!redis.ready()) return;
      try {
        await client.set(keyOf(key), JSON.stringify(page), 'PX', ttlMs);
      } catch {
        // Kept in this process all the same.
      }
    },
    close: () => redis.close(),
  };
}
