import { percentile, summarize } from './stats';

describe('percentile', () => {
  it('takes the nearest rank', () => {
    const samples = Array.from({ length: 100 }, (_, i) => i + 1);
    expect(percentile(samples, 50)).toBe(50);
    expect(percentile(samples, 95)).toBe(95);
    expect(percentile([3, 1, 2], 100)).toBe(3);
  });
  it('refuses an empty sample', () => {
    expect(() => percentile([], 50)).toThrow('empty');
  });
});

describe('summarize', () => {
  it('reports runs, p50, p95, p99 and max rounded to hundredths', () => {
    expect(summarize('x', [1.234, 2.345, 10.001])).toEqual({
      name: 'x',
      runs: 3,
      p50: 2.35,
      p95: 10,
      p99: 10,
      max: 10,
    });
  });

  it('tells p95 from p99 on a long sample', () => {
    const samples = Array.from({ length: 200 }, (_, i) => i + 1);
    expect(summarize('y', samples)).toMatchObject({ p50: 100, p95: 190, p99: 198, max: 200 });
  });
});
