/**
 * The pure part of `npm run bench:pages` (`pages.ts`): from the measured rows, each one's share of nginx serving the
 * HTML as a file, its verdict against the goals, and what failed.
 */

/** The goals (issue 14, "Fast pages"): a cached page at a third of nginx's file rate, an uncached list at 150. */
export const CACHED_SHARE_OF_NGINX = 1 / 3;
export const UNCACHED_MIN_RPS = 150;

/**
 * What a row is measured for: the reference (nginx, the file); the goal's cached page through the production
 * topology (nginx's page cache in front of the shop); a cached page by another way (the shop's own cache: judged
 * against the same third, but not the goal's route); the page rendered every time (its own goal); or informative.
 */
export type RowRole = 'file' | 'topology' | 'cached' | 'rendered' | 'info';

/** One measured server. */
export interface PageRow {
  server: string;
  role: RowRole;
  'requests/s': number;
  'p50 ms': number;
  'p99 ms': number;
  'non-2xx': number;
  errors: number;
  'KiB/answer': number;
  /** The machine's load average (1 min) when the measure ended: other work on the same cores. */
  load: number;
}

/** A row as printed: its figures, its share of nginx's file rate and its verdict. */
export type ReportRow = Omit<PageRow, 'role'> & { 'vs nginx file': string; goal: string };

export interface PagesReport {
  rows: ReportRow[];
  /** The summary under the table. */
  lines: string[];
  /** The goals not met (empty: all met). */
  failures: string[];
}

/** `0.333…` as `33.3 %`. */
export function percent(value: number): string {
  return `${(value * 100).toFixed(1)} %`;
}

/** The share of the reference's requests/s a row reached (0 when the reference measured nothing). */
export function shareOf(row: Pick<PageRow, 'requests/s'>, reference: Pick<PageRow, 'requests/s'>): number {
  return reference['requests/s'] > 0 ? row['requests/s'] / reference['requests/s'] : 0;
}

function verdict(row: PageRow, share: number): string {
  const failed = row['non-2xx'] > 0 || row.errors > 0;
  switch (row.role) {
    case 'file':
      return 'reference';
    case 'topology':
    case 'cached':
      return `${share >= CACHED_SHARE_OF_NGINX && !failed ? 'pass' : 'FAIL'} (≥ ${percent(CACHED_SHARE_OF_NGINX)})`;
    case 'rendered':
      return `${row['requests/s'] >= UNCACHED_MIN_RPS && !failed ? 'pass' : 'FAIL'} (≥ ${UNCACHED_MIN_RPS} req/s)`;
    case 'info':
      return failed ? 'FAIL (errors)' : '—';
  }
}

/**
 * The report of one run. The goal of the cached page is judged on the topology's row (what visitors reach); the
 * shop's own cache is judged against the same third but, behind nginx, is not the goal's route. Any error or non-2xx
 * answer in any row fails the run.
 */
export function pagesReport(measured: PageRow[]): PagesReport {
  const file = measured.find((row) => row.role === 'file');
  if (!file) throw new Error('No measure of nginx serving the file');
  const rows = measured.map(({ role: _role, ...figures }, i) => {
    const row = measured[i]!;
    const share = shareOf(row, file);
    return { ...figures, 'vs nginx file': percent(share), goal: verdict(row, share) };
  });
  const topology = measured.find((row) => row.role === 'topology');
  const rendered = measured.find((row) => row.role === 'rendered');
  const lines = measured
    .filter((row) => row.role !== 'file')
    .map(
      (row) => `${row.server}: ${row['requests/s']} requests/s, ${percent(shareOf(row, file))} of nginx's file rate`,
    );
  const failures: string[] = [];
  if (!topology) failures.push('the page through the production topology was not measured');
  else if (shareOf(topology, file) < CACHED_SHARE_OF_NGINX) {
    failures.push(`the page through the topology at ${percent(shareOf(topology, file))} of nginx, under a third`);
  }
  if (rendered && rendered['requests/s'] < UNCACHED_MIN_RPS) {
    failures.push(`the uncached page at ${rendered['requests/s']} requests/s, under ${UNCACHED_MIN_RPS}`);
  }
  const failing = measured.filter((row) => row['non-2xx'] > 0 || row.errors > 0).map((row) => row.server);
  if (failing.length) failures.push(`errors or non-2xx answers: ${failing.join(', ')}`);
  return { rows, lines, failures };
}
