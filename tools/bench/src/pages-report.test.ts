import { pagesReport, percent, shareOf, type PageRow } from './pages-report';

function row(server: string, role: PageRow['role'], rps: number, extra: Partial<PageRow> = {}): PageRow {
  return {
    server,
    role,
    'requests/s': rps,
    'p50 ms': 1,
    'p99 ms': 5,
    'non-2xx': 0,
    errors: 0,
    'KiB/answer': 180,
    load: 3,
    ...extra,
  };
}

describe('shareOf and percent', () => {
  it('divides by the reference, and answers 0 for an empty reference', () => {
    expect(shareOf({ 'requests/s': 626 }, { 'requests/s': 3272 })).toBeCloseTo(0.1913, 4);
    expect(percent(shareOf({ 'requests/s': 626 }, { 'requests/s': 3272 }))).toBe('19.1 %');
    expect(shareOf({ 'requests/s': 10 }, { 'requests/s': 0 })).toBe(0);
  });
});

describe('pagesReport', () => {
  const file = row('nginx, file', 'file', 3000);

  it('passes when the topology reaches a third of nginx and the rendered page 150 requests/s', () => {
    const report = pagesReport([
      file,
      row('topology', 'topology', 1500),
      row('topology gzip', 'info', 400),
      row('shop own cache', 'cached', 600),
      row('rendered', 'rendered', 160),
    ]);
    expect(report.failures).toEqual([]);
    expect(report.rows.map((r) => [r.server, r['vs nginx file'], r.goal])).toEqual([
      ['nginx, file', '100.0 %', 'reference'],
      ['topology', '50.0 %', 'pass (≥ 33.3 %)'],
      ['topology gzip', '13.3 %', '—'],
      // Judged against the same third, but behind nginx it is not the goal's route: the run still passes.
      ['shop own cache', '20.0 %', 'FAIL (≥ 33.3 %)'],
      ['rendered', '5.3 %', 'pass (≥ 150 req/s)'],
    ]);
    expect(report.rows[0]).not.toHaveProperty('role');
    expect(report.lines).toContain("topology: 1500 requests/s, 50.0 % of nginx's file rate");
  });

  it('fails when the topology stays under a third (exactly a third passes)', () => {
    expect(pagesReport([file, row('topology', 'topology', 1000)]).failures).toEqual([]);
    expect(pagesReport([file, row('topology', 'topology', 999)]).failures).toEqual([
      'the page through the topology at 33.3 % of nginx, under a third',
    ]);
  });

  it('fails without a measure of the topology, and refuses a run without the reference', () => {
    expect(pagesReport([file, row('shop own cache', 'cached', 2000)]).failures).toEqual([
      'the page through the production topology was not measured',
    ]);
    expect(() => pagesReport([row('topology', 'topology', 1)])).toThrow('No measure of nginx');
  });

  it('fails a slow rendered page and any row with errors or non-2xx answers', () => {
    const report = pagesReport([
      file,
      row('topology', 'topology', 2000, { 'non-2xx': 3 }),
      row('rendered', 'rendered', 120),
      row('gzip', 'info', 100, { errors: 1 }),
    ]);
    expect(report.failures).toEqual([
      'the uncached page at 120 requests/s, under 150',
      'errors or non-2xx answers: topology, gzip',
    ]);
    expect(report.rows.map((r) => r.goal)).toEqual([
      'reference',
      'FAIL (≥ 33.3 %)',
      'FAIL (≥ 150 req/s)',
      'FAIL (errors)',
    ]);
  });
});
