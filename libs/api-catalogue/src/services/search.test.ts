import { SEARCH_MAX_RESULTS } from '@art/model';
import { pickResults, searchLimitOf, thumbnailOf, type SearchKind } from './search';

const candidate = (kind: SearchKind, n: number, rank: number, similarity: number) => ({
  kind,
  text: `${kind} ${n}`,
  url: `https://example.org/${kind}/${n}`,
  image: null,
  rank,
  similarity,
});

describe('searchLimitOf', () => {
  it('caps the limit to 1…9 and defaults to 9', () => {
    expect(searchLimitOf(undefined)).toBe(SEARCH_MAX_RESULTS);
    expect(searchLimitOf(null)).toBe(9);
    expect(searchLimitOf(50)).toBe(9);
    expect(searchLimitOf(2_147_483_647)).toBe(9);
    expect(searchLimitOf(0)).toBe(1);
    expect(searchLimitOf(-5)).toBe(1);
    expect(searchLimitOf(4)).toBe(4);
  });
});

describe('pickResults', () => {
  const many = (kind: SearchKind, rank: number) =>
    Array.from({ length: 9 }, (_, i) => candidate(kind, i, rank, 1 - i / 10));

  it('mixes 4 works, 2 artists, 2 galleries and 1 show when every kind has plenty', () => {
    const results = pickResults(
      [...many('work', 2), ...many('artist', 2), ...many('gallery', 2), ...many('exposition', 2)],
      9,
    );
    const count = (kind: SearchKind) => results.filter((r) => r.kind === kind).length;
    expect(results).toHaveLength(9);
    expect([count('work'), count('artist'), count('gallery'), count('exposition')]).toEqual([4, 2, 2, 1]);
  });

  it('fills the places a kind leaves empty with the best of the rest', () => {
    const results = pickResults([...many('work', 2), candidate('artist', 0, 0, 0.5)], 9);
    expect(results).toHaveLength(9);
    expect(results[0]?.kind).toBe('artist');
    expect(results.filter((r) => r.kind === 'work')).toHaveLength(8);
  });

  it('puts prefix matches first, then the most similar', () => {
    const results = pickResults(
      [candidate('work', 1, 2, 0.9), candidate('gallery', 1, 1, 0.1), candidate('artist', 1, 0, 0.2)],
      9,
    );
    expect(results.map((r) => r.kind)).toEqual(['artist', 'gallery', 'work']);
  });

  it('answers no more than the limit', () => {
    expect(pickResults(many('work', 0), 3)).toHaveLength(3);
    expect(pickResults([], 9)).toEqual([]);
  });
});

describe('thumbnailOf', () => {
  it('gives the smallest JPEG of an image, or null', () => {
    expect(thumbnailOf({ key: 'work/azul', width: 1600, height: 1200 })).toBe('/api/images/work/azul/1.jpg');
    expect(thumbnailOf(null)).toBeNull();
    expect(thumbnailOf({ key: '../../etc/passwd', width: 10, height: 10 })).toBeNull();
  });
});
