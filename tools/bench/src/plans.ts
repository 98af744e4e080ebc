/**
 * The works lists' query plans on the benchmark database, from the API's own report (`apps/api/src/explain-works.ts`,
 * run as a process, as the benchmark runs the API): the same filter checks and SQL the API sends.
 */
import { spawn } from 'node:child_process';
import path from 'node:path';
import { ROOT } from './servers';

/** One line of the API's plans report. */
export interface PlanRow {
  filter: string;
  sort: string;
  page: string;
  pageMs: number;
  pageBuffers: number;
  count: string;
  countMs: number;
  countBuffers: number;
  seqScan: string[];
}

/** Runs the API's plans report over the database at `databaseUrl`. */
export function planReport(databaseUrl: string): Promise<PlanRow[]> {
  const child = spawn(path.join(ROOT, 'node_modules/.bin/tsx'), ['apps/api/src/explain-works.ts'], {
    cwd: ROOT,
    env: { ...process.env, DATABASE_URL: databaseUrl, LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let out = '';
  child.stdout.setEncoding('utf8').on('data', (chunk: string) => (out += chunk));
  return new Promise((resolve, reject) => {
    child.once('error', reject);
    child.once('exit', (code) => {
      if (code !== 0) return reject(new Error(`The plans report exited with ${code}`));
      try {
        resolve(JSON.parse(out.trim().split('\n').at(-1) ?? '[]') as PlanRow[]);
      } catch (error) {
        reject(error);
      }
    });
  });
}

/** The plans as a table for the console: one line per filter and sort, with the full-table reads. */
export function planTable(rows: readonly PlanRow[]) {
  return rows.map((r) => ({
    filter: r.filter,
    sort: r.sort,
    page: r.page,
    'page ms': r.pageMs,
    'page buf': r.pageBuffers,
    count: r.count,
    'count ms': r.countMs,
    'count buf': r.countBuffers,
    'seq scan': r.seqScan.length ? r.seqScan.join('+') : 'no',
  }));
}

/** The filters and sorts whose plans read the whole `works` table. */
export function seqScansOf(rows: readonly PlanRow[]): string[] {
  return rows.filter((r) => r.seqScan.length > 0).map((r) => `${r.filter}, ${r.sort}: ${r.seqScan.join(' and ')}`);
}
