/**
 * The pure parts of the load test (`load.ts`): the traffic mix, the open-loop schedule, how an answer is judged, and
 * what the records of a run say (the outage window, latencies by phase, the goals).
 */
import { percentile } from './stats';

/** What one request of the mix does. */
export type RequestKind = 'page' | 'search' | 'filter' | 'login' | 'wrong-login' | 'contact' | 'newsletter';

/**
 * The share of each kind, per thousand requests: anonymous pages of both sites, the search and the works filters
 * through the API, logins (each one scrypt computation, so few: about one a second at 200 requests/s, right and wrong
 * passwords) and writes that are acknowledged (a contact message, a newsletter subscription), each with a marker.
 */
export const TRAFFIC_MIX: Readonly<Record<RequestKind, number>> = {
  page: 465,
  search: 160,
  filter: 320,
  login: 3,
  'wrong-login': 2,
  contact: 25,
  newsletter: 25,
};

/**
 * The goals: no failure outside the restart, failures for at most 5 s beyond the database's own downtime
 * (decision 043: on a busy machine PostgreSQL alone takes seconds to restart), nothing acknowledged lost.
 */
export const LOAD_GOALS = { maxOutageMs: 5_000 } as const;

/**
 * `count` kinds in the proportions of `mix`, spread evenly (smooth weighted round robin: each step every kind gains
 * its weight and the richest is taken and pays the total), so any stretch of the run has the mix, not only the whole.
 */
export function mixSequence(mix: Readonly<Record<RequestKind, number>>, count: number): RequestKind[] {
  const all = Object.keys(mix) as RequestKind[];
  if (all.some((kind) => !Number.isFinite(mix[kind]) || mix[kind] < 0)) throw new Error('mix weights must be ≥ 0');
  const kinds = all.filter((kind) => mix[kind] > 0);
  const total = kinds.reduce((sum, kind) => sum + mix[kind], 0);
  if (total <= 0) throw new Error('the mix is empty');
  const credit = new Map(kinds.map((kind) => [kind, 0]));
  const sequence: RequestKind[] = [];
  for (let i = 0; i < count; i++) {
    let best = kinds[0] as RequestKind;
    for (const kind of kinds) {
      credit.set(kind, (credit.get(kind) as number) + mix[kind]);
      if ((credit.get(kind) as number) > (credit.get(best) as number)) best = kind;
    }
    credit.set(best, (credit.get(best) as number) - total);
    sequence.push(best);
  }
  return sequence;
}

/** When each request is due, in ms from the start: a constant arrival rate, whatever the answers (open loop). */
export function arrivalTimes(ratePerSecond: number, durationSeconds: number): number[] {
  if (!(ratePerSecond > 0) || !(durationSeconds > 0)) throw new Error('rate and duration must be positive');
  const count = Math.round(ratePerSecond * durationSeconds);
  return Array.from({ length: count }, (_, i) => (i * 1000) / ratePerSecond);
}

/** The `n`-th item of `list`, round and round. */
export function cycle<T>(list: readonly T[], n: number): T {
  if (list.length === 0) throw new Error('cycle over an empty list');
  return list[n % list.length] as T;
}

/** What was asked for, as far as judging the answer goes. */
export interface Expectation {
  kind: RequestKind;
  /** For GraphQL calls: the field of `data` that answers. */
  field?: string;
}

/** An answer judged: whether it is what the request should get, and whether it acknowledged a write. */
export interface Verdict {
  ok: boolean;
  acknowledged: boolean;
  /** Why it is not ok (short, for the table of failures). */
  reason?: string;
}

/**
 * Judges an answer: a page must be 200 HTML; a GraphQL call 200 with `data` and no `errors`; a right login `OK: true`,
 * a wrong one `OK: false` (refused, not failed); a write `ok: true`, which acknowledges it.
 */
export function judge(expectation: Expectation, status: number, body: string): Verdict {
  const failed = (reason: string): Verdict => ({ ok: false, acknowledged: false, reason });
  if (status !== 200) return failed(`HTTP ${status}`);
  if (expectation.kind === 'page') {
    return /<html[\s>]/i.test(body.slice(0, 2048)) ? { ok: true, acknowledged: false } : failed('not an HTML page');
  }
  let parsed: { data?: Record<string, unknown> | null; errors?: { message?: string }[] };
  try {
    parsed = JSON.parse(body) as typeof parsed;
  } catch {
    return failed('not JSON');
  }
  if (parsed.errors?.length) return failed(`GraphQL: ${parsed.errors[0]?.message ?? 'error'}`);
  const field = expectation.field ? parsed.data?.[expectation.field] : parsed.data;
  if (field === undefined || field === null) return failed('no data');
  switch (expectation.kind) {
    case 'login': {
      const answer = field as { OK?: boolean; error?: string | null };
      return answer.OK === true ? { ok: true, acknowledged: false } : failed(`login refused: ${answer.error ?? '?'}`);
    }
    case 'wrong-login':
      return (field as { OK?: boolean }).OK === false
        ? { ok: true, acknowledged: false }
        : failed('wrong password accepted');
    case 'contact':
    case 'newsletter': {
      const answer = field as { ok?: boolean; response?: string | null };
      return answer.ok === true ? { ok: true, acknowledged: true } : failed(`write refused: ${answer.response ?? '?'}`);
    }
    default:
      return { ok: true, acknowledged: false };
  }
}

/** One request of a run: when it was due and sent, how it ended. Times in ms from the run's start. */
export interface RequestRecord {
  kind: RequestKind;
  /** When it was due (the schedule's time; latency counts from it, so a late sender cannot hide a slow server). */
  start: number;
  latency: number;
  /** HTTP status, 0 when there was no answer. */
  status: number;
  ok: boolean;
  acknowledged: boolean;
  reason?: string;
  /** The write's marker (contact message, newsletter address). */
  marker?: string;
}

/** When the database was restarted: the restart asked for, and PostgreSQL accepting connections again. */
export interface RestartTimes {
  begin: number;
  end: number;
}

export interface Outage {
  failures: number;
  /**
   * How long the clients saw the restart's failures: from the first failed answer to the last one (0 without). By
   * answers, not due times: a request queued before the restart that fails when the database goes fails then.
   */
  windowMs: number;
  /** When the restart's first and last failed answers came (ms from the start), null without. */
  firstFailure: number | null;
  lastFailure: number | null;
  /** When the earliest of the restart's failed requests was due. */
  firstFailedDue: number | null;
  /** Failures that cannot be the restart's: over before it began, or due more than the goal after it ended. */
  outside: number;
}

/**
 * The outage the clients saw. A failure belongs to the restart when it ended after the restart began and was due at
 * most {@link LOAD_GOALS}`.maxOutageMs` after the database was back; any other failure (every one, without a
 * restart) is an error "outside", counted apart and not stretching the window.
 */
export function outageOf(records: readonly RequestRecord[], restart: RestartTimes | null): Outage {
  const failed = records.filter((r) => !r.ok);
  const during = failed.filter(
    (r) => restart !== null && r.start + r.latency >= restart.begin && r.start <= restart.end + LOAD_GOALS.maxOutageMs,
  );
  const outside = failed.length - during.length;
  if (during.length === 0)
    return {
      failures: failed.length,
      windowMs: 0,
      firstFailure: null,
      lastFailure: null,
      firstFailedDue: null,
      outside,
    };
  const ends = during.map((r) => r.start + r.latency);
  const firstFailure = Math.min(...ends);
  const lastFailure = Math.max(...ends);
  return {
    failures: failed.length,
    windowMs: Math.round(lastFailure - firstFailure),
    firstFailure: Math.round(firstFailure),
    lastFailure: Math.round(lastFailure),
    firstFailedDue: Math.round(Math.min(...during.map((r) => r.start))),
    outside,
  };
}

/** A row of the latency tables: requests, failures and latencies (from the due time) in ms. */
export interface PhaseRow {
  phase: string;
  requests: number;
  failed: number;
  'p50 ms': number | null;
  'p95 ms': number | null;
  'p99 ms': number | null;
  'max ms': number | null;
}

/** Requests, failures and latency percentiles (ms, to a tenth) of some records. */
export function summaryRow(phase: string, list: readonly RequestRecord[]): PhaseRow {
  const latencies = list.map((r) => r.latency);
  const at = (p: number) => (latencies.length ? Math.round(percentile(latencies, p) * 10) / 10 : null);
  return {
    phase,
    requests: list.length,
    failed: list.filter((r) => !r.ok).length,
    'p50 ms': at(50),
    'p95 ms': at(95),
    'p99 ms': at(99),
    'max ms': latencies.length ? Math.round(Math.max(...latencies) * 10) / 10 : null,
  };
}

/**
 * Latencies before the restart, during it (from its beginning to the end of the database's restart or of the last
 * failure, whichever is later) and after, by the requests' due times; without a restart, one row for the whole run.
 */
export function phases(records: readonly RequestRecord[], restart: RestartTimes | null, outage: Outage): PhaseRow[] {
  if (!restart) return [summaryRow('whole run', records)];
  const end = Math.max(restart.end, outage.lastFailure ?? 0);
  return [
    summaryRow(
      'before the restart',
      records.filter((r) => r.start < restart.begin),
    ),
    summaryRow(
      'during the restart',
      records.filter((r) => r.start >= restart.begin && r.start < end),
    ),
    summaryRow(
      'after the restart',
      records.filter((r) => r.start >= end),
    ),
    summaryRow('whole run', records),
  ];
}

/** One row per kind of request, in the mix's order: requests, failures, acknowledged writes, latencies. */
export function kindRows(records: readonly RequestRecord[]): (PhaseRow & { acknowledged: number })[] {
  return (Object.keys(TRAFFIC_MIX) as RequestKind[])
    .map((kind) => records.filter((r) => r.kind === kind))
    .filter((list) => list.length > 0)
    .map((list) => ({
      ...summaryRow((list[0] as RequestRecord).kind, list),
      acknowledged: list.filter((r) => r.acknowledged).length,
    }));
}

export interface RunFacts {
  outage: Outage;
  /** When the database was restarted (null without a restart). */
  restart: RestartTimes | null;
  /** Acknowledged writes whose marker is not in the database afterwards. */
  lostWrites: number;
  /** Server processes that were not running at the end with the pid they started with. */
  changedProcesses: string[];
}

/** The goals missed, in words; empty when the run met them all. */
export function missedGoals(facts: RunFacts): string[] {
  const missed: string[] = [];
  if (facts.outage.outside > 0) missed.push(`${facts.outage.outside} failed request(s) outside the restart's window`);
  const downtime = facts.restart ? Math.round(facts.restart.end - facts.restart.begin) : 0;
  if (facts.outage.windowMs - downtime > LOAD_GOALS.maxOutageMs)
    missed.push(
      `requests failed for ${facts.outage.windowMs} ms, the database's restart taking ${downtime} ms of it (goal: at most ${LOAD_GOALS.maxOutageMs} ms more than the restart)`,
    );
  if (facts.lostWrites > 0) missed.push(`${facts.lostWrites} acknowledged write(s) missing from the database`);
  if (facts.changedProcesses.length)
    missed.push(`process(es) exited or restarted: ${facts.changedProcesses.join(', ')}`);
  return missed;
}

/** What the run found in the seeded catalogue to ask for: works and artists of each site, words to search. */
export interface Catalogue {
  fair: { works: { slug: string; artistSlug: string }[]; artists: string[] };
  shop: { works: { slug: string; artistSlug: string }[]; artists: string[] };
  words: string[];
}

/** A login the run may use: the seeded accounts (right passwords). */
export interface Account {
  email: string;
  password: string;
}

/** One HTTP request to make: through which site's nginx, what, and how to judge the answer. */
export interface PlannedRequest {
  site: 'fair' | 'shop';
  method: 'GET' | 'POST';
  path: string;
  body?: string;
  language: 'es' | 'en';
  expectation: Expectation;
  marker?: string;
}

/** Anonymous pages of both sites: homes, works lists with filters, a work page and an artist page. */
export function pagePaths(catalogue: Catalogue): { site: 'fair' | 'shop'; path: string }[] {
  const pages: { site: 'fair' | 'shop'; path: string }[] = [
    { site: 'fair', path: '/' },
    { site: 'fair', path: '/en' },
    { site: 'fair', path: '/es/obras' },
    { site: 'fair', path: '/es/obras?price=1000-2500&sort=PRICE_ASC' },
    { site: 'fair', path: '/es/obras/pintura?colour=blue' },
    { site: 'fair', path: '/en/works?size=small,medium&sort=PRICE_DESC' },
    { site: 'shop', path: '/es/shop' },
    { site: 'shop', path: '/en/shop' },
    { site: 'shop', path: '/es/shop/obras' },
    { site: 'shop', path: '/es/shop/obras?size=large' },
    { site: 'shop', path: '/es/shop/obras/pintura?price=1000-2500&colour=blue&sort=PRICE_ASC' },
    { site: 'shop', path: '/en/shop/works?price=5000-more&sort=NEWEST' },
  ];
  for (const work of catalogue.fair.works)
    pages.push({ site: 'fair', path: `/es/obra/${work.artistSlug}/${work.slug}` });
  for (const slug of catalogue.fair.artists) pages.push({ site: 'fair', path: `/es/artista/${slug}` });
  for (const work of catalogue.shop.works)
    pages.push({ site: 'shop', path: `/es/shop/obra/${work.artistSlug}/${work.slug}` });
  for (const slug of catalogue.shop.artists) pages.push({ site: 'shop', path: `/en/shop/artist/${slug}` });
  return pages;
}

/** The works filters the lists send (catalogue, discipline, size, price, colour, availability), each in three orders. */
export const WORK_FILTERS: readonly Record<string, unknown>[] = [
  { catalogPrefix: 'AM25' },
  { catalogPrefix: 'MARKET' },
  { catalogPrefix: 'AM25', disciplines: [0] },
  { catalogPrefix: 'MARKET', disciplines: [0], priceRanges: ['1000-2500', '2500-5000'] },
  { catalogPrefix: 'MARKET', sizes: ['small', 'medium'], colours: ['red'] },
  { catalogPrefix: 'AM25', colours: ['blue'] },
  { catalogPrefix: 'MARKET', buyableOnline: true },
  { catalogPrefix: 'AM25', disciplines: [1, 3], sizes: ['large'] },
  { catalogPrefix: 'MARKET', priceRanges: ['0-500'], disciplines: [3] },
  { catalogPrefix: 'MARKET', priceRanges: ['5000-more'] },
];
const SORTS = ['NEWEST', 'PRICE_ASC', 'PRICE_DESC'] as const;

const WORKS_QUERY = `query LoadWorks($filter: WorksFilter, $sort: WorkSort) {
  works(filter: $filter, sort: $sort, first: 20) {
    totalCount
    pageInfo { endCursor hasNextPage }
    nodes { id slug title price measures images { url } artist { fullName slug } }
  }
}`;
const SEARCH_QUERY = `query LoadSearch($text: String!) { search(textSearch: $text, limit: 9) { kind text url image } }`;
const LOGIN_MUTATION = `mutation LoadLogin($email: String!, $password: String!) {
  login(email: $email, password: $password) { OK error }
}`;
const CONTACT_MUTATION = `mutation LoadContact($fromEmail: String!, $fromName: String!, $message: String!) {
  contact(fromEmail: $fromEmail, fromName: $fromName, message: $message) { ok response }
}`;
const NEWSLETTER_MUTATION = `mutation LoadNewsletter($email: String!, $name: String) {
  subscribeNewsletter(email: $email, name: $name) { ok response }
}`;

/** Wrong passwords tried on each seeded account in a run: under the 10 failures that lock it from one address. */
export const WRONG_TRIES_PER_ACCOUNT = 5;

/** The contact message's marker of the `n`-th contact write of run `runId`, which the database check looks for. */
export const contactMarker = (runId: string, n: number) => `LOAD-${runId}-C${n}`;
/** The newsletter address of the `n`-th subscription of run `runId` (the marker itself). */
export const newsletterAddress = (runId: string, n: number) => `load-${runId}-n${n}@load.artfair.test`;

/**
 * The `n`-th request of its kind (`n` counts per kind from 0), alternating sites and languages. Writes carry a marker
 * unique in the run; wrong logins go to the seeded accounts a few times each, then to unknown addresses.
 */
export function planRequest(
  kind: RequestKind,
  n: number,
  context: { runId: string; catalogue: Catalogue; accounts: readonly Account[] },
): PlannedRequest {
  const site: PlannedRequest['site'] = n % 2 === 0 ? 'fair' : 'shop';
  const language: PlannedRequest['language'] = n % 3 === 2 ? 'en' : 'es';
  const graphql = (
    field: string,
    query: string,
    variables: Record<string, unknown>,
    marker?: string,
  ): PlannedRequest => ({
    site,
    method: 'POST' as const,
    path: '/api/graphql',
    body: JSON.stringify({ query, variables }),
    language,
    expectation: { kind, field },
    ...(marker ? { marker } : {}),
  });
  switch (kind) {
    case 'page': {
      const page = cycle(pagePaths(context.catalogue), n);
      return { ...page, method: 'GET', language: page.path.startsWith('/en') ? 'en' : 'es', expectation: { kind } };
    }
    case 'search':
      return graphql('search', SEARCH_QUERY, { text: cycle(context.catalogue.words, n) });
    case 'filter':
      return graphql('works', WORKS_QUERY, {
        filter: cycle(WORK_FILTERS, n),
        sort: cycle(SORTS, Math.floor(n / WORK_FILTERS.length)),
      });
    case 'login': {
      const account = cycle(context.accounts, n);
      return graphql('login', LOGIN_MUTATION, { email: account.email, password: account.password });
    }
    case 'wrong-login': {
      const known = n < WRONG_TRIES_PER_ACCOUNT * context.accounts.length;
      const email = known ? cycle(context.accounts, n).email : `load-${context.runId}-nobody${n}@load.artfair.test`;
      return graphql('login', LOGIN_MUTATION, { email, password: `Not-the-password-${n}!` });
    }
    case 'contact': {
      const marker = contactMarker(context.runId, n);
      return graphql(
        'contact',
        CONTACT_MUTATION,
        {
          fromEmail: `load-${context.runId}-c${n}@load.artfair.test`,
          fromName: 'Prueba de carga',
          message: `¿Tienen catálogo impreso de la feria? (${marker})`,
        },
        marker,
      );
    }
    case 'newsletter': {
      const email = newsletterAddress(context.runId, n);
      return graphql('subscribeNewsletter', NEWSLETTER_MUTATION, { email, name: 'Prueba de carga' }, email);
    }
  }
}
