/** Percentile of a sample by nearest rank (p in 0…100). */
export function percentile(samples: number[], p: number): number {
  if (samples.length === 0) throw new Error('percentile of an empty sample');
  const sorted = [...samples].sort((a, b) => a - b);
  const rank = Math.min(sorted.length, Math.max(1, Math.ceil((p / 100) * sorted.length)));
  return sorted[rank - 1] as number;
}

export interface Summary {
  name: string;
  runs: number;
  p50: number;
  p95: number;
  p99: number;
  max: number;
}

/** p50, p95, p99 and max of timings in milliseconds, rounded to 0.01 ms. */
export function summarize(name: string, samples: number[]): Summary {
  const round = (n: number) => Math.round(n * 100) / 100;
  return {
    name,
    runs: samples.length,
    p50: round(percentile(samples, 50)),
    p95: round(percentile(samples, 95)),
    p99: round(percentile(samples, 99)),
    max: round(Math.max(...samples)),
  };
}
