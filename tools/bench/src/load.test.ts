import {
  LOAD_GOALS,
  TRAFFIC_MIX,
  WRONG_TRIES_PER_ACCOUNT,
  arrivalTimes,
  contactMarker,
  judge,
  kindRows,
  missedGoals,
  mixSequence,
  newsletterAddress,
  outageOf,
  pagePaths,
  phases,
  planRequest,
  type Catalogue,
  type RequestKind,
  type RequestRecord,
} from './load-plan';
import { LoadCluster, clusterSettings, isPlainIdentifier } from './load-pg';

const catalogue: Catalogue = {
  fair: { works: [{ slug: 'luz', artistSlug: 'ana-ruiz' }], artists: ['ana-ruiz'] },
  shop: { works: [{ slug: 'mar', artistSlug: 'eva-sol' }], artists: ['eva-sol', 'leo-paz'] },
  words: ['luz', 'mar'],
};
const accounts = [
  { email: 'a@demo.artfair.test', password: 'Right-1!' },
  { email: 'b@demo.artfair.test', password: 'Right-2!' },
];
const context = { runId: 'run1', catalogue, accounts };

const record = (start: number, latency: number, ok = true, kind: RequestKind = 'filter'): RequestRecord => ({
  kind,
  start,
  latency,
  status: ok ? 200 : 503,
  ok,
  acknowledged: false,
});

describe('the traffic mix', () => {
  it('gives each kind its share exactly over a thousand requests, the rare kinds spread out', () => {
    const kinds = mixSequence(TRAFFIC_MIX, 1000);
    const count = (kind: RequestKind, list = kinds) => list.filter((k) => k === kind).length;
    for (const kind of Object.keys(TRAFFIC_MIX) as RequestKind[]) expect(count(kind)).toBe(TRAFFIC_MIX[kind]);
    // Any stretch has the mix, not only the whole: the 25 contact messages are spread, one in every 40 requests.
    const firstHalf = kinds.slice(0, 500);
    expect(count('contact', firstHalf)).toBeGreaterThanOrEqual(12);
    expect(count('contact', firstHalf)).toBeLessThanOrEqual(13);
    expect(count('page', kinds.slice(0, 100))).toBeGreaterThanOrEqual(46);
    expect(count('page', kinds.slice(0, 100))).toBeLessThanOrEqual(47);
  });

  it('follows any weights and refuses an empty or a negative mix', () => {
    const mix = { page: 1, search: 3, filter: 0, login: 0, 'wrong-login': 0, contact: 0, newsletter: 0 };
    expect(mixSequence(mix, 8)).toEqual(['search', 'page', 'search', 'search', 'search', 'page', 'search', 'search']);
    expect(() => mixSequence({ ...mix, page: 0, search: 0 }, 5)).toThrow('empty');
    expect(() => mixSequence({ ...mix, contact: -1 }, 5)).toThrow('≥ 0');
  });

  it('schedules a constant arrival rate whatever the answers (open loop), and refuses a rate or duration of 0', () => {
    const due = arrivalTimes(200, 60);
    expect(due).toHaveLength(12_000);
    expect(due.slice(0, 3)).toEqual([0, 5, 10]);
    expect(due.at(-1)).toBe(59_995);
    expect(() => arrivalTimes(0, 60)).toThrow('positive');
    expect(() => arrivalTimes(200, -1)).toThrow('positive');
    expect(() => arrivalTimes(Number.NaN, 60)).toThrow('positive');
  });
});

describe('the requests', () => {
  it('asks for homes, filtered lists, work and artist pages of both sites', () => {
    const paths = pagePaths(catalogue).map((p) => `${p.site} ${p.path}`);
    expect(paths).toEqual(
      expect.arrayContaining([
        'fair /',
        'shop /es/shop',
        'fair /es/obras?price=1000-2500&sort=PRICE_ASC',
        'shop /es/shop/obras/pintura?price=1000-2500&colour=blue&sort=PRICE_ASC',
        'fair /es/obra/ana-ruiz/luz',
        'fair /es/artista/ana-ruiz',
        'shop /es/shop/obra/eva-sol/mar',
        'shop /en/shop/artist/leo-paz',
      ]),
    );
    const page = planRequest('page', 1, context);
    expect(page).toMatchObject({ method: 'GET', site: 'fair', path: '/en', language: 'en' });
  });

  it('sends the API calls through both sites, as GraphQL with variables (never text pasted into the query)', () => {
    const search = planRequest('search', 1, context);
    expect(search).toMatchObject({ site: 'shop', method: 'POST', path: '/api/graphql' });
    const body = JSON.parse(search.body as string) as { query: string; variables: Record<string, unknown> };
    expect(body.variables).toEqual({ text: 'mar' });
    expect(body.query).not.toContain('mar"');
    const filter = JSON.parse(planRequest('filter', 0, context).body as string) as { variables: { sort: string } };
    expect(filter.variables.sort).toBe('NEWEST');
  });

  it('gives every write a marker of its own, which the database check looks for', () => {
    const contacts = Array.from({ length: 50 }, (_, n) => planRequest('contact', n, context));
    expect(new Set(contacts.map((c) => c.marker)).size).toBe(50);
    expect(contacts[7]?.marker).toBe(contactMarker('run1', 7));
    expect(contacts[7]?.body).toContain('LOAD-run1-C7');
    const subscription = planRequest('newsletter', 3, context);
    expect(subscription.marker).toBe(newsletterAddress('run1', 3));
    expect(JSON.parse(subscription.body as string).variables.email).toBe('load-run1-n3@load.artfair.test');
  });

  it('tries wrong passwords on each account fewer times than lock it, then on unknown addresses', () => {
    const tries = Array.from({ length: 40 }, (_, n) => planRequest('wrong-login', n, context));
    const emails = tries.map((t) => (JSON.parse(t.body as string) as { variables: { email: string } }).variables.email);
    for (const account of accounts)
      expect(emails.filter((e) => e === account.email)).toHaveLength(WRONG_TRIES_PER_ACCOUNT);
    expect(WRONG_TRIES_PER_ACCOUNT).toBeLessThan(10);
    expect(emails.slice(accounts.length * WRONG_TRIES_PER_ACCOUNT).every((e) => e.includes('nobody'))).toBe(true);
    const right = JSON.parse(planRequest('login', 1, context).body as string) as { variables: unknown };
    expect(right.variables).toEqual({ email: 'b@demo.artfair.test', password: 'Right-2!' });
  });
});

describe('judging an answer', () => {
  const gql = (data: unknown, errors?: unknown) => JSON.stringify({ data, ...(errors ? { errors } : {}) });

  it('wants a page answered 200 with HTML', () => {
    expect(judge({ kind: 'page' }, 200, '<!DOCTYPE html><html lang="es">…')).toEqual({ ok: true, acknowledged: false });
    expect(judge({ kind: 'page' }, 503, '<html>')).toMatchObject({ ok: false, reason: 'HTTP 503' });
    expect(judge({ kind: 'page' }, 200, '{"error":"x"}')).toMatchObject({ ok: false, reason: 'not an HTML page' });
  });

  it('wants a GraphQL answer with data and without errors', () => {
    expect(judge({ kind: 'search', field: 'search' }, 200, gql({ search: [] }))).toMatchObject({ ok: true });
    expect(judge({ kind: 'filter', field: 'works' }, 200, gql(null, [{ message: 'UNAVAILABLE' }]))).toEqual({
      ok: false,
      acknowledged: false,
      reason: 'GraphQL: UNAVAILABLE',
    });
    expect(judge({ kind: 'filter', field: 'works' }, 200, '<html>bad gateway')).toMatchObject({ reason: 'not JSON' });
    expect(judge({ kind: 'filter', field: 'works' }, 200, gql({ works: null }))).toMatchObject({ reason: 'no data' });
  });

  it('wants a right login accepted and a wrong one refused (refused is not a failure)', () => {
    const accepted = gql({ login: { OK: true } });
    const refused = gql({ login: { OK: false, error: 'Wrong password' } });
    expect(judge({ kind: 'login', field: 'login' }, 200, accepted).ok).toBe(true);
    expect(judge({ kind: 'login', field: 'login' }, 200, refused)).toMatchObject({
      ok: false,
      reason: 'login refused: Wrong password',
    });
    expect(judge({ kind: 'wrong-login', field: 'login' }, 200, refused).ok).toBe(true);
    expect(judge({ kind: 'wrong-login', field: 'login' }, 200, accepted).ok).toBe(false);
  });

  it('counts a write as acknowledged only when it answered ok', () => {
    const contact = { kind: 'contact' as const, field: 'contact' };
    expect(judge(contact, 200, gql({ contact: { ok: true } }))).toEqual({ ok: true, acknowledged: true });
    expect(judge(contact, 200, gql({ contact: { ok: false, response: 'Too many' } }))).toEqual({
      ok: false,
      acknowledged: false,
      reason: 'write refused: Too many',
    });
    expect(judge(contact, 503, gql({ contact: { ok: true } })).acknowledged).toBe(false);
  });
});

describe('the outage and the goals', () => {
  const restart = { begin: 30_000, end: 31_500 };

  it('measures the failures from the first failed answer to the last, all within the restart', () => {
    const records = [
      record(29_000, 20),
      // Queued before the restart, failed when the database went: its failure is at 30.2 s.
      record(25_000, 5_200, false),
      record(30_500, 100, false),
      record(32_900, 300, false),
      record(34_000, 15),
    ];
    const outage = outageOf(records, restart);
    expect(outage).toEqual({
      failures: 3,
      windowMs: 3_000,
      firstFailure: 30_200,
      lastFailure: 33_200,
      firstFailedDue: 25_000,
      outside: 0,
    });
    expect(missedGoals({ outage, restart, lostWrites: 0, changedProcesses: [] })).toEqual([]);
  });

  it('counts failures before the restart, long after it or without one as outside, apart from the window', () => {
    const records = [record(10_000, 50, false), record(30_100, 50, false), record(45_000, 50, false)];
    const outage = outageOf(records, restart);
    expect(outage).toMatchObject({ failures: 3, outside: 2, windowMs: 0, firstFailure: 30_150 });
    expect(outageOf(records, null)).toMatchObject({ failures: 3, outside: 3, windowMs: 0, firstFailure: null });
    const missed = missedGoals({ outage, restart, lostWrites: 2, changedProcesses: ['api-1 (pid 42)'] });
    expect(missed).toEqual([
      "2 failed request(s) outside the restart's window",
      '2 acknowledged write(s) missing from the database',
      'process(es) exited or restarted: api-1 (pid 42)',
    ]);
    expect(outageOf([record(0, 10)], restart)).toMatchObject({ failures: 0, windowMs: 0, outside: 0 });
  });

  it("misses the goal when the restart's failures outlast the database's downtime by more than 5 s", () => {
    // The database is down 1.5 s (30 → 31.5 s): failures for 6.4 s are 4.9 s more, 6.6 s are 5.1 s more.
    const within = outageOf([record(30_000, 100, false), record(36_400, 100, false)], restart);
    expect(within).toMatchObject({ windowMs: 6_400, outside: 0 });
    expect(missedGoals({ outage: within, restart, lostWrites: 0, changedProcesses: [] })).toEqual([]);
    const beyond = outageOf([record(30_000, 100, false), record(36_500, 200, false)], restart);
    expect(beyond).toMatchObject({ windowMs: 6_600, outside: 0 });
    expect(missedGoals({ outage: beyond, restart, lostWrites: 0, changedProcesses: [] })).toEqual([
      `requests failed for 6600 ms, the database's restart taking 1500 ms of it (goal: at most ${LOAD_GOALS.maxOutageMs} ms more than the restart)`,
    ]);
  });

  it('gives latencies before, during and after the restart, and by kind', () => {
    const records = [
      record(1_000, 10),
      record(2_000, 20),
      record(30_100, 900, false),
      record(31_000, 400),
      record(40_000, 30, true, 'page'),
    ];
    const rows = phases(records, restart, outageOf(records, restart));
    expect(rows.map((r) => [r.phase, r.requests, r.failed, r['p50 ms'], r['max ms']])).toEqual([
      ['before the restart', 2, 0, 10, 20],
      ['during the restart', 2, 1, 400, 900],
      ['after the restart', 1, 0, 30, 30],
      ['whole run', 5, 1, 30, 900],
    ]);
    expect(phases([], null, outageOf([], null))).toEqual([
      { phase: 'whole run', requests: 0, failed: 0, 'p50 ms': null, 'p95 ms': null, 'p99 ms': null, 'max ms': null },
    ]);
    expect(kindRows(records).map((r) => [r.phase, r.requests])).toEqual([
      ['page', 1],
      ['filter', 4],
    ]);
  });
});

describe('the cluster of the load test', () => {
  it('listens on 127.0.0.1 at its own port, its socket in its folder (quotes doubled)', () => {
    const settings = clusterSettings({ dir: "/tmp/it's", port: 5499 });
    expect(settings).toContain('port = 5499');
    expect(settings).toContain("listen_addresses = '127.0.0.1'");
    expect(settings).toContain("unix_socket_directories = '/tmp/it''s'");
  });

  it('creates only a database with a plain name', () => {
    expect(isPlainIdentifier('artfair_load')).toBe(true);
    for (const name of ['x; drop database postgres', 'Upper', '1abc', '', 'a'.repeat(64), 'name"'])
      expect(isPlainIdentifier(name)).toBe(false);
    expect(() => new LoadCluster({ dir: '/tmp/x', port: 5499, binDir: '/usr/bin', database: 'a;b' })).toThrow(
      'Unsafe database name',
    );
    expect(new LoadCluster({ dir: '/tmp/x', port: 5499, binDir: '/usr/bin', database: 'artfair_load' }).url).toBe(
      'postgres://postgres@127.0.0.1:5499/artfair_load',
    );
  });
});
