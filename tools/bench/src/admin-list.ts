/**
 * The back office's list of works (issue 16) on the benchmark database: `adminWorks` timed through HTTP to the API as
 * an editor (the seed's `editor@demo.artfair.test`), for the first page, a deep page, every sort, the filters and the
 * text search, each against the goal (p95 under 100 ms); and the plans of the same lists, explained on the
 * database, none of which may read the whole `works` table.
 */
import { performance } from 'node:perf_hooks';
import { Client } from 'pg';
import { hashPassword } from '@art/auth';
import { DEMO_ACCOUNTS } from '@art/seed';
import { apiGraphQL, type ApiGraphQL } from '@art/server-util';
import { summarize, type Summary } from './stats';

/** The goal: every case of the list answers under this at p95. */
export const ADMIN_LIST_P95_GOAL_MS = 100;
/** The list's page size in the back office (the API's default). */
export const ADMIN_PER_PAGE = 25;
/** The deep page timed (offset 49,975 at 25 a page). */
export const ADMIN_DEEP_PAGE = 2000;

/** The sorts of `AdminWorkSort` (the API's schema), each with the column it orders by. */
export const ADMIN_SORTS = {
  ID: 'w.id',
  TITLE: 'w.title_es',
  PRICE: 'w.price_cents',
  YEAR: 'w.year',
  STATE: 'w.work_state',
  PUBLISHED_AT: 'w.published_at',
} as const;
export type AdminSort = keyof typeof ADMIN_SORTS;
/** The same orders under a text search, as expressions no index covers (`SEARCH_SORTS` of the API's admin-works.ts). */
export const ADMIN_SEARCH_SORTS: Record<AdminSort, string> = {
  ID: '(w.id + 0)',
  TITLE: "(w.title_es || '')",
  PRICE: '(w.price_cents + 0)',
  YEAR: '(w.year + 0)',
  STATE: "(w.work_state || '')",
  PUBLISHED_AT: "(w.published_at + interval '0 seconds')",
};

/** `AdminWorksFilter` of the API's schema. */
export interface AdminFilter {
  q?: string;
  artistId?: string;
  galleryId?: string;
  catalog?: string;
  discipline?: number;
  workState?: string;
}

/** One timed list: the variables of `adminWorks`. */
export interface AdminListCase {
  name: string;
  page: number;
  sort: AdminSort;
  order: 'ASC' | 'DESC';
  filter: AdminFilter;
}

/** Values of the benchmark database the cases filter and search by. */
export interface AdminListValues {
  /** The artist with the most works. */
  artistId: string;
  /** The gallery with the most works. */
  galleryId: string;
  /** A catalogue prefix works belong to (the market). */
  catalog: string;
  /** A state some works are in. */
  workState: string;
  /** A word in the titles of many works. */
  commonWord: string;
  /** The word in the fewest titles. */
  rareWord: string;
  /** A word written with accents in titles, as typed without them (e.g. "nino" for "niño"). */
  unaccentedWord: string;
}

/**
 * What is timed: the first page (newest ids first), page 2000, the first page of every other sort, each filter alone
 * and combined, and three searches (a common word, a rare one and an accented one typed without accents).
 */
export function adminListCases(v: AdminListValues): AdminListCase[] {
  const first = (name: string, filter: AdminFilter, sort: AdminSort = 'ID', order: 'ASC' | 'DESC' = 'DESC') => ({
    name,
    page: 1,
    sort,
    order,
    filter,
  });
  const sorts = (Object.keys(ADMIN_SORTS) as AdminSort[]).filter((s) => s !== 'ID');
  return [
    first('first page (ID ↓)', {}),
    { ...first(`page ${ADMIN_DEEP_PAGE} (ID ↓)`, {}), page: ADMIN_DEEP_PAGE },
    ...sorts.map((sort) => first(`sort ${sort} ↑, first page`, {}, sort, 'ASC')),
    first('sort PRICE ↓, first page', {}, 'PRICE', 'DESC'),
    first('filter discipline 0', { discipline: 0 }),
    first(`filter workState "${v.workState}"`, { workState: v.workState }),
    first(`filter catalog ${v.catalog}`, { catalog: v.catalog }),
    first(`filter artistId ${v.artistId}`, { artistId: v.artistId }),
    first(`filter galleryId ${v.galleryId}`, { galleryId: v.galleryId }),
    first(
      `filter catalog + discipline + workState, TITLE ↑`,
      { catalog: v.catalog, discipline: 1, workState: v.workState },
      'TITLE',
      'ASC',
    ),
    first(`search "${v.commonWord}" (common)`, { q: v.commonWord }),
    first(`search "${v.rareWord}" (rare)`, { q: v.rareWord }),
    first(`search "${v.unaccentedWord}" (accented, typed without accents)`, { q: v.unaccentedWord }),
    first(`search "${v.commonWord}" + discipline 0, TITLE ↑`, { q: v.commonWord, discipline: 0 }, 'TITLE', 'ASC'),
  ];
}

/** A timed case marked against the goal. */
export type GradedSummary = Summary & { goal: 'ok' | 'MISSED' };

/** Marks each summary against the goal (p95 strictly under `goalMs`), and names those that miss it. */
export function gradeAgainstGoal(
  summaries: readonly Summary[],
  goalMs = ADMIN_LIST_P95_GOAL_MS,
): { rows: GradedSummary[]; missed: string[] } {
  const rows = summaries.map((s) => ({ ...s, goal: s.p95 < goalMs ? ('ok' as const) : ('MISSED' as const) }));
  return { rows, missed: rows.filter((r) => r.goal === 'MISSED').map((r) => `${r.name} (p95 ${r.p95} ms)`) };
}

/** The word without accents, lower-case ("Niño" → "nino"), as someone types it on a plain keyboard. */
export function withoutAccents(word: string): string {
  return word.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
}

/**
 * Words of the titles (4 letters or more): the most frequent and the least frequent of those written without accents,
 * and the most frequent written with an accent (or ñ), typed without it. Pure.
 */
export function titleWords(titles: readonly string[]): { common: string; rare: string; accented: string } {
  const counts = new Map<string, number>();
  for (const title of titles) {
    for (const word of new Set(title.toLowerCase().match(/\p{L}{4,}/gu) ?? [])) {
      counts.set(word, (counts.get(word) ?? 0) + 1);
    }
  }
  const byCount = [...counts].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]));
  const plain = ([w]: [string, number]) => withoutAccents(w) === w;
  const common = byCount.find(plain)?.[0];
  const rare = byCount.filter(plain).at(-1)?.[0];
  const accented = byCount.find((entry) => !plain(entry))?.[0];
  if (!common || !rare || !accented) throw new Error('The titles have no common, rare or accented word to search');
  return { common, rare, accented: withoutAccents(accented) };
}

/** The filter values and search words of the benchmark database. */
export async function adminListValues(databaseUrl: string): Promise<AdminListValues> {
  const client = new Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const one = async (query: string) => {
      const { rows } = await client.query<{ v: string }>(query);
      if (!rows[0]) throw new Error(`Nothing for the benchmark in: ${query}`);
      return String(rows[0].v);
    };
    const artistId = await one('select artist_id as v from works group by 1 order by count(*) desc, 1 limit 1');
    const galleryId = await one(
      'select gallery_id as v from works where gallery_id is not null group by 1 order by count(*) desc, 1 limit 1',
    );
    const catalog = await one("select 'MARKET' as v from works where catalogs @> array['MARKET'] limit 1");
    const workState = await one('select work_state as v from works group by 1 order by count(*) desc, 1 limit 1');
    // Every title of the table (100,000 short strings): the rare word must be rare in all of them.
    const { rows } = await client.query<{ t: string }>('select title_es as t from works');
    const words = titleWords(rows.map((r) => r.t));
    return {
      artistId,
      galleryId,
      catalog,
      workState,
      commonWord: words.common,
      rareWord: words.rare,
      unaccentedWord: words.accented,
    };
  } finally {
    await client.end();
  }
}

/** The editor the list is timed as: the seed's demo editor (created, with the seed's password, when missing). */
export async function ensureEditor(databaseUrl: string): Promise<{ email: string; password: string }> {
  const editor = DEMO_ACCOUNTS.find((a) => a.role === 'editor');
  if (!editor) throw new Error('The seed has no editor account');
  const client = new Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ role: string }>('select role from users where lower(email) = lower($1)', [
      editor.email,
    ]);
    if (!rows[0]) {
      await client.query(
        `insert into users (email, password_hash, role, name, surname) values ($1, $2, 'editor', $3, $4)`,
        [editor.email, await hashPassword(editor.password), editor.name, editor.surname],
      );
    } else if (rows[0].role !== 'editor' && rows[0].role !== 'admin') {
      throw new Error(`${editor.email} is a ${rows[0].role} in the benchmark database, not an editor`);
    }
  } finally {
    await client.end();
  }
  return { email: editor.email, password: editor.password };
}

const LOGIN = `mutation Login($email: String!, $password: String!) { login(email: $email, password: $password) { OK error token } }`;
/** What the back office's list shows of each work. */
export const ADMIN_WORKS = `query AdminWorks($page: Int, $perPage: Int, $sort: AdminWorkSort, $order: SortOrder, $filter: AdminWorksFilter) {
  adminWorks(page: $page, perPage: $perPage, sort: $sort, order: $order, filter: $filter) {
    total
    totalCapped
    items { id slug titleES artistName galleryName catalogs discipline year price currency workState publishedAt images { thumbnail } }
  }
}`;

/** The API's list of works as an editor, through HTTP. */
export class AdminListBench {
  private token = '';
  private readonly api: ApiGraphQL;

  constructor(apiPort: number) {
    this.api = apiGraphQL(`http://127.0.0.1:${apiPort}`, { lang: 'es' });
  }

  private call(query: string, variables: Record<string, unknown>): Promise<Record<string, unknown>> {
    return this.api.data<Record<string, unknown>>(query, variables, this.token ? { token: this.token } : {});
  }

  async login(account: { email: string; password: string }): Promise<void> {
    const result = (await this.call(LOGIN, account))['login'] as { OK: boolean; error: string | null; token: string };
    if (!result.OK || !result.token) throw new Error(`The editor's login was refused: ${result.error}`);
    this.token = result.token;
  }

  /** One page of a case: how many works match, and how many the page holds. */
  async page(c: AdminListCase): Promise<{ total: number; items: number }> {
    const data = (await this.call(ADMIN_WORKS, {
      page: c.page,
      perPage: ADMIN_PER_PAGE,
      sort: c.sort,
      order: c.order,
      filter: c.filter,
    })) as { adminWorks: { total: number; items: unknown[] } };
    return { total: data.adminWorks.total, items: data.adminWorks.items.length };
  }

  /** Times a case `runs` times after `warmUp` calls; a case whose page is empty is an error (it would time nothing). */
  async time(c: AdminListCase, runs: number, warmUp = 20): Promise<Summary & { total: number }> {
    const { total, items } = await this.page(c);
    if (items === 0) throw new Error(`The case "${c.name}" has an empty page (${total} works match)`);
    for (let i = 1; i < warmUp; i++) await this.page(c);
    const samples: number[] = [];
    for (let i = 0; i < runs; i++) {
      const t = performance.now();
      await this.page(c);
      samples.push(performance.now() - t);
    }
    return { ...summarize(c.name, samples), total };
  }
}

/** `$n` parameters of an explained query. */
type Params = (string | number)[];

/**
 * The SQL `adminWorks.list` (`libs/api-catalogue/src/services/admin-works.ts`) sends for a case: its page and its count (a search
 * counts at most 10,001 matches). Kept in step with that service by hand: the API has no plans report of its admin
 * lists to reuse yet. The API writes the search's condition after the filters', which changes no plan (PostgreSQL
 * orders a scan's conditions by their cost).
 */
export function adminListSql(c: AdminListCase): { page: [string, Params]; count: [string, Params] } {
  const params: Params = [];
  const where: string[] = [];
  const f = c.filter;
  if (f.q) {
    params.push(f.q.replace(/[\\%_]/g, (ch) => `\\${ch}`));
    where.push(`w.search_text LIKE '%' || lower(f_unaccent($${params.length})) || '%'`);
  }
  if (f.artistId !== undefined) where.push(`w.artist_id = $${params.push(Number(f.artistId))}`);
  if (f.galleryId !== undefined) where.push(`w.gallery_id = $${params.push(Number(f.galleryId))}`);
  if (f.catalog) where.push(`w.catalogs @> ARRAY[$${params.push(f.catalog)}]::text[]`);
  if (f.discipline !== undefined) where.push(`w.discipline = $${params.push(f.discipline)}`);
  if (f.workState) where.push(`w.work_state = $${params.push(f.workState)}`);
  const condition = where.length ? ` where ${where.join(' and ')}` : '';
  const direction = c.order === 'ASC' ? 'asc' : 'desc';
  const orderOf = (sorts: Record<AdminSort, string>) =>
    c.sort === 'ID' ? `${sorts.ID} ${direction}` : `${sorts[c.sort]} ${direction}, ${sorts.ID} ${direction}`;
  const order = orderOf(f.q ? ADMIN_SEARCH_SORTS : ADMIN_SORTS);
  const pageParams = [...params, ADMIN_PER_PAGE, (c.page - 1) * ADMIN_PER_PAGE];
  // The page's ids first, then the joins for those rows only, in the same order (the API's `read` of `adminWorks`).
  const page = `select w.*, a.full_name, a.slug, g.comercial_name
    from (select w.id from works w${condition} order by ${order} limit $${params.length + 1} offset $${params.length + 2}) page
    inner join works w on w.id = page.id
    inner join artists a on a.id = w.artist_id left join galleries g on g.id = w.gallery_id
    order by ${order}`;
  const count = f.q
    ? `select count(*) from (select 1 from works w${condition} limit 10001) matches`
    : `select count(*) from works w${condition}`;
  return { page: [page, pageParams], count: [count, params] };
}

/** A plan's nodes that read the whole `works` table. */
export function worksSeqScans(plan: unknown): string[] {
  const found: string[] = [];
  const visit = (node: Record<string, unknown>) => {
    if (node['Node Type'] === 'Seq Scan' && node['Relation Name'] === 'works') found.push('Seq Scan on works');
    for (const child of (node['Plans'] as Record<string, unknown>[] | undefined) ?? []) visit(child);
  };
  visit(plan as Record<string, unknown>);
  return found;
}

/** One case's plans: time and buffers of its page and count (one EXPLAIN ANALYZE run), and its full-table reads. */
export interface AdminPlanRow {
  case: string;
  'page ms': number;
  'page buf': number;
  'count ms': number;
  'count buf': number;
  'seq scan': string;
}

/** Explains (ANALYZE, BUFFERS) the page and the count of every case on the database. */
export async function adminPlanReport(databaseUrl: string, cases: readonly AdminListCase[]): Promise<AdminPlanRow[]> {
  const client = new Client({ connectionString: databaseUrl });
  await client.connect();
  const explain = async ([query, params]: [string, Params]) => {
    const { rows } = await client.query<{
      'QUERY PLAN': [{ Plan: Record<string, unknown>; 'Execution Time': number }];
    }>(`EXPLAIN (ANALYZE, BUFFERS, FORMAT JSON) ${query}`, params);
    const [result] = rows[0]?.['QUERY PLAN'] ?? [];
    if (!result) throw new Error(`No plan for ${query}`);
    const plan = result.Plan;
    const buffers = Number(plan['Shared Hit Blocks'] ?? 0) + Number(plan['Shared Read Blocks'] ?? 0);
    return { ms: Math.round(result['Execution Time'] * 100) / 100, buffers, seqScans: worksSeqScans(plan) };
  };
  try {
    const rows: AdminPlanRow[] = [];
    for (const c of cases) {
      const sqls = adminListSql(c);
      const page = await explain(sqls.page);
      const count = await explain(sqls.count);
      const seq = [...page.seqScans.map((s) => `page: ${s}`), ...count.seqScans.map((s) => `count: ${s}`)];
      rows.push({
        case: c.name,
        'page ms': page.ms,
        'page buf': page.buffers,
        'count ms': count.ms,
        'count buf': count.buffers,
        'seq scan': seq.length ? seq.join('; ') : 'no',
      });
    }
    return rows;
  } finally {
    await client.end();
  }
}
