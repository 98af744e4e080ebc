import { createRandom, hashSeed } from './random';

describe('createRandom', () => {
  it('repeats the same sequence for the same seed and differs between seeds', () => {
    const a = createRandom(42);
    const b = createRandom(42);
    const c = createRandom(43);
    const first = Array.from({ length: 5 }, () => a.next());
    expect(Array.from({ length: 5 }, () => b.next())).toEqual(first);
    expect(Array.from({ length: 5 }, () => c.next())).not.toEqual(first);
  });

  it('gives floats in [0, 1) spread over the range', () => {
    const random = createRandom(7);
    const values = Array.from({ length: 10000 }, () => random.next());
    expect(Math.min(...values)).toBeGreaterThanOrEqual(0);
    expect(Math.max(...values)).toBeLessThan(1);
    const mean = values.reduce((s, v) => s + v, 0) / values.length;
    expect(mean).toBeGreaterThan(0.48);
    expect(mean).toBeLessThan(0.52);
  });

  it('gives integers with both ends included', () => {
    const random = createRandom(1);
    const seen = new Set(Array.from({ length: 500 }, () => random.int(1, 6)));
    expect([...seen].sort()).toEqual([1, 2, 3, 4, 5, 6]);
    expect(() => random.int(5, 1)).toThrow('Invalid integer range');
  });

  it('picks elements, decides by chance and refuses an empty pick', () => {
    const random = createRandom(3);
    const picks = new Set(Array.from({ length: 200 }, () => random.pick(['a', 'b', 'c'] as const)));
    expect([...picks].sort()).toEqual(['a', 'b', 'c']);
    const heads = Array.from({ length: 2000 }, () => random.chance(0.25)).filter(Boolean).length;
    expect(heads).toBeGreaterThan(400);
    expect(heads).toBeLessThan(600);
    expect(random.chance(0)).toBe(false);
    expect(random.chance(1)).toBe(true);
    expect(() => random.pick([])).toThrow('empty');
  });

  it('refuses a seed that is not a finite number', () => {
    expect(() => createRandom(Number.NaN)).toThrow('finite');
    expect(() => createRandom(Number.POSITIVE_INFINITY)).toThrow('finite');
  });
});

describe('hashSeed', () => {
  it('is stable and tells texts apart', () => {
    expect(hashSeed('Galería Nueva')).toBe(hashSeed('Galería Nueva'));
    expect(hashSeed('Galería Nueva')).not.toBe(hashSeed('Galeria Nueva'));
    expect(hashSeed('')).toBe(0x811c9dc5);
  });
});
