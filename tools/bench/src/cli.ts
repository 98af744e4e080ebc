/**
 * Benchmark of the catalogue API on a PostgreSQL server with a large catalogue.
 *
 *   npm run bench -- [--works 100000] [--runs 300] [--url postgres://postgres@127.0.0.1:5432/bench_art]
 *
 * Seeds the benchmark database once (the same seed as the demo, at `bench` size), starts the real API
 * over it, and times, through HTTP: a filtered first page of works, page 200 of the same list, and a search.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { Client } from 'pg';
import { openDatabase } from '@art/db';
import { seedDatabase } from '@art/seed';
import { summarize, type Summary } from './stats';

const root = path.resolve(__dirname, '../../..');

function option(name: string, fallback: string): string {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 && process.argv[i + 1] ? (process.argv[i + 1] as string) : fallback;
}

const works = Number(option('works', '100000'));
const runs = Number(option('runs', '300'));
const url = option('url', process.env['BENCH_DATABASE_URL'] ?? 'postgres://postgres@127.0.0.1:5432/bench_art');
const port = Number(option('port', '3390'));

async function ensureDatabase(): Promise<void> {
  const target = new URL(url);
  const name = target.pathname.slice(1);
  if (!/^[a-z_][a-z0-9_]*$/.test(name)) throw new Error(`Unsafe database name: ${name}`);
  const admin = new URL(url);
  admin.pathname = '/postgres';
  const client = new Client({ connectionString: admin.toString() });
  await client.connect();
  const exists = await client.query('select 1 from pg_database where datname = $1', [name]);
  if (exists.rowCount === 0) await client.query(`CREATE DATABASE ${name}`);
  await client.end();
}

async function countWorks(): Promise<number> {
  const client = new Client({ connectionString: url });
  await client.connect();
  try {
    const table = await client.query<{ t: string | null }>("select to_regclass('public.works') as t");
    if (!table.rows[0]?.t) return 0;
    const { rows } = await client.query<{ n: string }>('select count(*) as n from works');
    return Number(rows[0]?.n ?? 0);
  } finally {
    await client.end();
  }
}

/** Reuses the benchmark database when it holds exactly `works` works; otherwise empties it and seeds it again. */
async function prepare(): Promise<void> {
  await ensureDatabase();
  const present = await countWorks();
  if (present === works) {
    console.log(`Reusing ${present} works in ${url}`);
    return;
  }
  const client = new Client({ connectionString: url });
  await client.connect();
  await client.query('DROP SCHEMA IF EXISTS drizzle CASCADE; DROP SCHEMA public CASCADE; CREATE SCHEMA public;');
  const handle = await openDatabase({ url });
  try {
    await handle.migrate();
    const t = performance.now();
    console.log(`Seeding ${works} works into ${url} …`);
    await seedDatabase(handle.db, { size: 'bench', works, images: false });
    await client.query('ANALYZE');
    console.log(`Seeded in ${((performance.now() - t) / 1000).toFixed(1)} s`);
  } finally {
    await handle.close();
    await client.end();
  }
}

function startApi(): Promise<ChildProcess> {
  const child = spawn(path.join(root, 'node_modules/.bin/tsx'), ['apps/api/src/main.ts'], {
    cwd: root,
    env: {
      LINK_SECRET: 'bench-only-link-secret-0123456789abcdef',
      ...process.env,
      DATABASE_URL: url,
      API_PORT: String(port),
      NODE_ENV: 'production',
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  return new Promise((resolve, reject) => {
    const deadline = Date.now() + 60_000;
    const poll = async () => {
      try {
        if ((await fetch(`http://127.0.0.1:${port}/api/health`)).ok) return resolve(child);
      } catch {
        // not up yet
      }
      if (Date.now() > deadline) return reject(new Error('API did not start'));
      setTimeout(poll, 200);
    };
    child.once('exit', (code) => reject(new Error(`API exited with ${code}`)));
    void poll();
  });
}

interface GraphQLResponse {
  data?: Record<string, { pageInfo?: { endCursor: string | null }; nodes?: unknown[] } & Record<string, unknown>>;
  errors?: { message: string }[];
}

async function graphql(query: string, variables: Record<string, unknown>): Promise<GraphQLResponse> {
  const res = await fetch(`http://127.0.0.1:${port}/api/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'accept-language': 'es' },
    body: JSON.stringify({ query, variables }),
  });
  const body = (await res.json()) as GraphQLResponse;
  if (body.errors?.length) throw new Error(body.errors.map((e) => e.message).join('; '));
  return body;
}

const WORKS_PAGE = `query WorksPage($filter: WorksFilter, $after: String) {
  works(filter: $filter, sort: PRICE_ASC, first: 20, after: $after) {
    totalCount
    pageInfo { endCursor hasNextPage }
    nodes { id slug title price measures workState images { url } artist { fullName slug } gallery { comercialName } }
  }
}`;
const SEARCH = `query Search($text: String!) { search(textSearch: $text, limit: 9, catalogPrefix: "MARKET") { image text url } }`;

async function time(name: string, operation: () => Promise<unknown>): Promise<Summary> {
  for (let i = 0; i < 20; i++) await operation();
  const samples: number[] = [];
  for (let i = 0; i < runs; i++) {
    const t = performance.now();
    await operation();
    samples.push(performance.now() - t);
  }
  return summarize(name, samples);
}

async function main() {
  await prepare();
  const api = await startApi();
  try {
    const filter = { catalogPrefix: 'MARKET', disciplines: [0], priceRanges: ['1000-2500', '2500-5000'] };
    let after: string | null = null;
    for (let page = 1; page < 200; page++) {
      const body = await graphql(WORKS_PAGE, { filter, after });
      after = body.data?.['works']?.pageInfo?.endCursor ?? null;
      if (!after) throw new Error(`The filtered list ends before page 200 (at page ${page}); use more works`);
    }
    const results = [
      await time('works: filtered first page (MARKET, painting, 1000–5000 €, price ↑)', () => graphql(WORKS_PAGE, { filter })),
      await time('works: page 200 of the same list', () => graphql(WORKS_PAGE, { filter, after })),
      await time('search: "nunez" (accent-insensitive)', () => graphql(SEARCH, { text: 'nunez' })),
    ];
    console.log(`\n${works} works, ${runs} timed runs each after 20 warm-up runs, through HTTP to the API:`);
    console.table(results);
  } finally {
    api.kill('SIGTERM');
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
