import { LAST_SEEN_MAX } from '@art/model';
import {
  LAST_SEEN_STORAGE_KEY,
  LAST_SEEN_VERSION,
  addLastSeen,
  lastSeenAddressIn,
  readLastSeen,
  type LastSeenItem,
  type LastSeenStorage,
} from './last-seen';

function memoryStorage(initial: Record<string, string> = {}): LastSeenStorage & { data: Map<string, string> } {
  const data = new Map(Object.entries(initial));
  return {
    data,
    getItem: (key) => data.get(key) ?? null,
    setItem: (key, value) => void data.set(key, String(value)),
    removeItem: (key) => void data.delete(key),
  };
}

const work = (n: number): LastSeenItem => ({
  slug: `obra-${n}`,
  id: String(n),
  url: `/es/obra/ana/obra-${n}`,
  imageUrl: `/api/images/work/${n}/2.jpg`,
});

describe('last-seen store', () => {
  it('starts empty and puts each new work at the front', () => {
    const storage = memoryStorage();
    expect(readLastSeen(storage)).toEqual([]);
    addLastSeen(storage, work(1));
    addLastSeen(storage, work(2));
    expect(readLastSeen(storage).map((w) => w.id)).toEqual(['2', '1']);
    expect(JSON.parse(storage.data.get(LAST_SEEN_STORAGE_KEY) ?? '{}')).toMatchObject({ version: LAST_SEEN_VERSION });
  });

  it('moves a work already in the list to the front without duplicating it', () => {
    const storage = memoryStorage();
    [1, 2, 3].forEach((n) => addLastSeen(storage, work(n)));
    const list = addLastSeen(storage, { ...work(1), url: '/en/work/ana/obra-1' });
    expect(list.map((w) => w.id)).toEqual(['1', '3', '2']);
    expect(readLastSeen(storage)[0]).toEqual({ ...work(1), url: '/en/work/ana/obra-1' });
  });

  it('keeps at most 8 works, dropping the oldest', () => {
    const storage = memoryStorage();
    for (let n = 1; n <= 12; n += 1) addLastSeen(storage, work(n));
    const ids = readLastSeen(storage).map((w) => w.id);
    expect(ids).toHaveLength(LAST_SEEN_MAX);
    expect(ids).toEqual(['12', '11', '10', '9', '8', '7', '6', '5']);
  });

  it('keeps the list under its key with the format version of the specification', () => {
    expect(LAST_SEEN_STORAGE_KEY).toBe('art.lastSeen');
    expect(LAST_SEEN_VERSION).toBe('2.0.0');
    expect(LAST_SEEN_MAX).toBe(8);
    const storage = memoryStorage();
    addLastSeen(storage, work(1));
    expect(JSON.parse(storage.data.get('art.lastSeen') ?? 'null')).toEqual({ version: '2.0.0', items: [work(1)] });
  });

  it('seeing the first work again changes nothing but its details', () => {
    const storage = memoryStorage();
    [1, 2].forEach((n) => addLastSeen(storage, work(n)));
    expect(addLastSeen(storage, work(2)).map((w) => w.id)).toEqual(['2', '1']);
    expect(readLastSeen(storage)).toHaveLength(2);
  });

  it('reads at most 8 works, once each, from a list stored longer or with repeats', () => {
    const items = [work(1), work(2), work(1), ...Array.from({ length: 10 }, (_, i) => work(i + 3))];
    const storage = memoryStorage({ [LAST_SEEN_STORAGE_KEY]: JSON.stringify({ version: LAST_SEEN_VERSION, items }) });
    expect(readLastSeen(storage).map((w) => w.id)).toEqual(['1', '2', '3', '4', '5', '6', '7', '8']);
    expect(addLastSeen(storage, work(20)).map((w) => w.id)).toEqual(['20', '1', '2', '3', '4', '5', '6', '7']);
  });

  it('clears a list stored by another version', () => {
    const storage = memoryStorage({ [LAST_SEEN_STORAGE_KEY]: JSON.stringify({ version: '1.0.0', items: [work(1)] }) });
    expect(readLastSeen(storage)).toEqual([]);
    expect(storage.data.has(LAST_SEEN_STORAGE_KEY)).toBe(false);
    expect(addLastSeen(storage, work(2)).map((w) => w.id)).toEqual(['2']);
  });

  it.each([
    ['corrupt JSON', '{"version":"2.0.0","items":[{'],
    ['a bare array', JSON.stringify([work(1)])],
    ['null', 'null'],
    ['items that are not a list', JSON.stringify({ version: LAST_SEEN_VERSION, items: 'x' })],
  ])('ignores %s', (_name, raw) => {
    const storage = memoryStorage({ [LAST_SEEN_STORAGE_KEY]: raw });
    expect(readLastSeen(storage)).toEqual([]);
    expect(addLastSeen(storage, work(3)).map((w) => w.id)).toEqual(['3']);
  });

  it('skips invalid, hostile and oversized entries', () => {
    const items = [
      work(1),
      { ...work(2), url: 'javascript:alert(1)' },
      { ...work(3), imageUrl: '//evil.example/x.jpg' },
      { ...work(4), slug: '' },
      { ...work(5), title: 'x'.repeat(5000) },
      { ...work(6), id: 6 },
      'text',
      null,
    ];
    const storage = memoryStorage({ [LAST_SEEN_STORAGE_KEY]: JSON.stringify({ version: LAST_SEEN_VERSION, items }) });
    expect(readLastSeen(storage)).toEqual([work(1), work(5), work(6)]);
    expect(addLastSeen(storage, { ...work(7), url: 'data:text/html,<script>' }).map((w) => w.id)).toEqual([
      '1',
      '5',
      '6',
    ]);
  });

  it('survives a storage that throws or is missing', () => {
    const broken: LastSeenStorage = {
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => {
        throw new Error('quota');
      },
      removeItem: () => undefined,
    };
    expect(readLastSeen(broken)).toEqual([]);
    expect(addLastSeen(broken, work(1))).toEqual([]);
    expect(readLastSeen(null)).toEqual([]);
    expect(addLastSeen(undefined, work(1))).toEqual([]);
  });
});

describe('what the store keeps of a work (issue 18)', () => {
  it('keeps what identifies the work, never a title in the language it was seen in', () => {
    const storage = memoryStorage();
    addLastSeen(storage, { ...work(1), title: 'Blue' } as LastSeenItem);
    expect(storage.data.get(LAST_SEEN_STORAGE_KEY)).not.toContain('Blue');
    // A list an older page wrote with titles is read without them.
    const old = memoryStorage({
      [LAST_SEEN_STORAGE_KEY]: JSON.stringify({ version: LAST_SEEN_VERSION, items: [{ ...work(2), title: 'Red' }] }),
    });
    expect(readLastSeen(old)).toEqual([work(2)]);
  });

  it('moves a kept address to another language on its own site; an address of no route stays', () => {
    const origins = { fair: 'http://fair.example', shop: 'http://shop.example' };
    expect(lastSeenAddressIn('http://fair.example/en/work/ana/azul', 'es', origins)).toBe(
      'http://fair.example/es/obra/ana/azul',
    );
    expect(lastSeenAddressIn('http://shop.example/es/shop/obra/ana/azul', 'en', origins)).toBe(
      'http://shop.example/en/shop/work/ana/azul',
    );
    expect(lastSeenAddressIn('/en/shop/work/ana/azul', 'es', origins)).toBe('/es/shop/obra/ana/azul');
    expect(lastSeenAddressIn('/es/no/such/page/here', 'en', origins)).toBe('/es/no/such/page/here');
    expect(lastSeenAddressIn('https://elsewhere.example/en/work/a/b', 'es', origins)).toBe(
      'https://elsewhere.example/en/work/a/b',
    );
  });
});
