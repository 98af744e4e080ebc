import {
  cachedBatches,
  readWorksListMemory,
  rememberWorksList,
  WORKS_LIST_MEMORY_KEY,
  WORKS_LIST_MEMORY_MAX,
  type ListBatch,
  type WorksListMemoryStorage,
} from './list-memory';

/** A `Storage` in memory; `refuse` makes every write throw, as a full or private storage does. */
function memoryStorage(refuse = false): WorksListMemoryStorage & { data: Map<string, string> } {
  const data = new Map<string, string>();
  return {
    data,
    getItem: (key) => data.get(key) ?? null,
    setItem: (key, value) => {
      if (refuse) throw new Error('QuotaExceededError');
      data.set(key, value);
    },
    removeItem: (key) => void data.delete(key),
  };
}

const LIST = '/es/shop/obras?size=small';

describe('works list memory', () => {
  it('gives back the state recorded for a history entry and its list', () => {
    const storage = memoryStorage();
    rememberWorksList(storage, 'k1', { list: LIST, batches: 3, scrollY: 2400.6 });
    expect(readWorksListMemory(storage, 'k1', LIST)).toEqual({ list: LIST, batches: 3, scrollY: 2401 });
  });

  it('never gives one list the record of another (other filters, another cursor) nor of another entry', () => {
    const storage = memoryStorage();
    rememberWorksList(storage, 'k1', { list: LIST, batches: 3, scrollY: 100 });
    expect(readWorksListMemory(storage, 'k1', '/es/shop/obras')).toBeNull();
    expect(readWorksListMemory(storage, 'k1', `${LIST}&after=abc`)).toBeNull();
    expect(readWorksListMemory(storage, 'k2', LIST)).toBeNull();
  });

  it('replaces the record of an entry, and one batch removes it', () => {
    const storage = memoryStorage();
    rememberWorksList(storage, 'k1', { list: LIST, batches: 2, scrollY: 100 });
    rememberWorksList(storage, 'k1', { list: LIST, batches: 4, scrollY: 900 });
    expect(readWorksListMemory(storage, 'k1', LIST)).toEqual({ list: LIST, batches: 4, scrollY: 900 });
    rememberWorksList(storage, 'k1', { list: LIST, batches: 1, scrollY: 0 });
    expect(readWorksListMemory(storage, 'k1', LIST)).toBeNull();
    expect(storage.data.has(WORKS_LIST_MEMORY_KEY)).toBe(false);
  });

  it(`keeps the newest ${WORKS_LIST_MEMORY_MAX} records`, () => {
    const storage = memoryStorage();
    for (let i = 0; i <= WORKS_LIST_MEMORY_MAX; i += 1)
      rememberWorksList(storage, `k${i}`, { list: LIST, batches: 2, scrollY: i });
    expect(readWorksListMemory(storage, 'k0', LIST)).toBeNull();
    expect(readWorksListMemory(storage, 'k1', LIST)).toEqual({ list: LIST, batches: 2, scrollY: 1 });
    expect(readWorksListMemory(storage, `k${WORKS_LIST_MEMORY_MAX}`, LIST)?.scrollY).toBe(WORKS_LIST_MEMORY_MAX);
    expect(JSON.parse(storage.data.get(WORKS_LIST_MEMORY_KEY) ?? '[]')).toHaveLength(WORKS_LIST_MEMORY_MAX);
  });

  it('ignores corrupt or foreign records and survives storages that fail', () => {
    const storage = memoryStorage();
    storage.setItem(WORKS_LIST_MEMORY_KEY, '{not json');
    expect(readWorksListMemory(storage, 'k1', LIST)).toBeNull();
    storage.setItem(
      WORKS_LIST_MEMORY_KEY,
      JSON.stringify([
        { entry: 'k1', list: LIST, batches: 1e6, scrollY: 0 },
        { entry: 'k2', list: 'https://evil.example/', batches: 2, scrollY: 0 },
        { entry: 'k3', list: LIST, batches: 2, scrollY: -5 },
        { entry: 'k4', list: LIST, batches: 2.5, scrollY: 0 },
      ]),
    );
    for (const key of ['k1', 'k2', 'k3', 'k4']) expect(readWorksListMemory(storage, key, LIST)).toBeNull();
    rememberWorksList(storage, 'k5', { list: LIST, batches: 2, scrollY: 10 });
    expect(JSON.parse(storage.data.get(WORKS_LIST_MEMORY_KEY) ?? '[]')).toEqual([
      { entry: 'k5', list: LIST, batches: 2, scrollY: 10 },
    ]);

    const full = memoryStorage(true);
    expect(() => rememberWorksList(full, 'k1', { list: LIST, batches: 2, scrollY: 10 })).not.toThrow();
    expect(readWorksListMemory(full, 'k1', LIST)).toBeNull();
    expect(readWorksListMemory(null, 'k1', LIST)).toBeNull();
    expect(() => rememberWorksList(undefined, 'k1', { list: LIST, batches: 2, scrollY: 10 })).not.toThrow();
  });
});

describe('cachedBatches', () => {
  const batch = (name: string, endCursor: string | null, hasNextPage = true): ListBatch & { works: string[] } => ({
    works: [name],
    pageInfo: { hasNextPage, endCursor },
  });
  const first = batch('a', 'c1');
  const cache = new Map([
    ['c1', batch('b', 'c2')],
    ['c2', batch('c', 'c3')],
  ]);

  it('follows the cursors of the first batch through the cache, up to the number asked for', () => {
    expect(cachedBatches(first, 2, (after) => cache.get(after)).map((b) => b.works[0])).toEqual(['a', 'b']);
    expect(cachedBatches(first, 3, (after) => cache.get(after)).map((b) => b.works[0])).toEqual(['a', 'b', 'c']);
  });

  it('stops at the first batch not cached, and at the end of the list', () => {
    expect(cachedBatches(first, 5, (after) => cache.get(after))).toHaveLength(3);
    expect(cachedBatches(batch('z', 'c9'), 3, (after) => cache.get(after))).toHaveLength(1);
    expect(cachedBatches(batch('a', 'c1', false), 3, (after) => cache.get(after))).toHaveLength(1);
    expect(cachedBatches(batch('a', null), 3, (after) => cache.get(after))).toHaveLength(1);
  });
});
