/**
 * The pure part of the Lighthouse bench (`lighthouse.ts`, issue 14): medians of repeated runs, the verdict against
 * the goal, and the printed table.
 */

/** The Lighthouse mobile performance score the pages must reach (median of the runs), 0–100. */
export const LIGHTHOUSE_GOAL = 95;

/** What one Lighthouse run of a page measured. */
export interface LighthouseRun {
  /** Performance score, 0–100. */
  score: number;
  /** Largest Contentful Paint, ms. */
  lcp: number;
  /** Total Blocking Time, ms. */
  tbt: number;
  /** Cumulative Layout Shift, unitless. */
  cls: number;
  /**
   * Lighthouse's measure of the machine's CPU (`environment.benchmarkIndex`, higher is faster), taken before the run.
   * The simulated phone is the machine slowed down 4 times, so scores of different days compare only at similar indexes.
   */
  cpu: number;
}

/** A page's runs reduced to their medians, and whether the median score reaches the goal. */
export interface PageVerdict extends LighthouseRun {
  page: string;
  url: string;
  runs: number;
  pass: boolean;
}

/**
 * The median of a sample: the middle value, or the mean of the two middle ones for an even count.
 * @example median([3, 1, 2]) // 2
 */
export function median(values: readonly number[]): number {
  if (values.length === 0) throw new Error('median of an empty sample');
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1
    ? (sorted[middle] as number)
    : ((sorted[middle - 1] as number) + (sorted[middle] as number)) / 2;
}

/** The medians of a page's runs (each metric on its own) and the verdict against `goal`. */
export function verdict(
  page: string,
  url: string,
  runs: readonly LighthouseRun[],
  goal: number = LIGHTHOUSE_GOAL,
): PageVerdict {
  const score = median(runs.map((run) => run.score));
  return {
    page,
    url,
    runs: runs.length,
    score,
    lcp: median(runs.map((run) => run.lcp)),
    tbt: median(runs.map((run) => run.tbt)),
    cls: median(runs.map((run) => run.cls)),
    cpu: median(runs.map((run) => run.cpu)),
    pass: score >= goal,
  };
}

/**
 * A run read from a Lighthouse result (`lhr`): the performance score (0–1 there) as 0–100 and the three metrics'
 * numeric values; a missing value is an error, not a zero.
 */
export function runOf(lhr: {
  categories: Record<string, { score: number | null } | undefined>;
  audits: Record<string, { numericValue?: number } | undefined>;
  environment?: { benchmarkIndex?: number };
}): LighthouseRun {
  const score = lhr.categories['performance']?.score;
  const cpu = lhr.environment?.benchmarkIndex;
  const metric = (id: string) => {
    const value = lhr.audits[id]?.numericValue;
    if (typeof value !== 'number') throw new Error(`Lighthouse gave no ${id}`);
    return value;
  };
  if (typeof score !== 'number') throw new Error('Lighthouse gave no performance score');
  if (typeof cpu !== 'number') throw new Error('Lighthouse gave no benchmark index');
  return {
    score: Math.round(score * 100),
    lcp: metric('largest-contentful-paint'),
    tbt: metric('total-blocking-time'),
    cls: metric('cumulative-layout-shift'),
    cpu,
  };
}

/** The printed table: median score, LCP and TBT in ms, CLS to three decimals, the CPU index, pass or fail. */
export function verdictTable(rows: readonly PageVerdict[]): Record<string, string | number>[] {
  return rows.map((row) => ({
    page: row.page,
    runs: row.runs,
    score: row.score,
    'LCP ms': Math.round(row.lcp),
    'TBT ms': Math.round(row.tbt),
    CLS: Math.round(row.cls * 1000) / 1000,
    'CPU index': Math.round(row.cpu),
    [`≥ ${LIGHTHOUSE_GOAL}`]: row.pass ? 'pass' : 'FAIL',
  }));
}
