/**
 * The load test of the production topology (issue 14): 60 s of mixed traffic at 200 requests/s, open loop, with
 * PostgreSQL restarted in the middle.
 *
 *   npx nx run-many -t build bundle --projects api,fair,shop   # the production artefacts (start-prod's bundles)
 *   npm run bench:load -- [--duration 60] [--rate 200] [--restart-at 30 | --no-restart] [--pg-port 5499] [--fresh]
 *                         [--settle 30]
 *
 * 1. Starts a PostgreSQL cluster of its own (`.data/bench/load-pg`, port 5499, Debian's binaries, as `postgres` when
 *    run as root) and seeds the demo content into it with the seed's CLI.
 * 2. Starts the production artefacts against it with `tools/scripts/start-prod.mjs --no-build`: two API processes,
 *    the fair and the shop servers and nginx in front (its own ports, `DATA_DIR`, Redis key prefix), with the limits
 *    raised as the browser tests raise them (every request comes from this one address).
 * 3. Once the machine's load average is under its cores (30 s at most), sends requests at a constant arrival
 *    rate whatever the answers (open loop) through nginx: anonymous pages of both sites, the search and works filters
 *    through the API, logins (right and wrong passwords) and acknowledged writes (contact messages, newsletter
 *    subscriptions, each with a marker); at `--restart-at` seconds it restarts PostgreSQL (`pg_ctl restart -m fast`).
 * 4. Checks the goals: no failed request outside the restart, failures for at most 5 s more than the database's own
 *    downtime (decision 043), every acknowledged write in the database afterwards, the same server processes (pids)
 *    alive at the end. Prints the figures (latencies before, during and after the restart; the machine's load
 *    average) and exits 1 when a goal is missed.
 * 5. Stops everything it started, by pid, the cluster included, and removes its Redis keys.
 * Run it under `flock /tmp/bench.lock` when others use the machine.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, openSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import { cpus, loadavg } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import Redis from 'ioredis';
import { Client } from 'pg';
import { DEMO_ACCOUNTS } from '@art/seed';
import { apiGraphQL } from '@art/server-util';
import {
  TRAFFIC_MIX,
  arrivalTimes,
  judge,
  kindRows,
  missedGoals,
  mixSequence,
  outageOf,
  pagePaths,
  phases,
  planRequest,
  type Catalogue,
  type PlannedRequest,
  type RequestKind,
  type RequestRecord,
  type RestartTimes,
} from './load-plan';
import { LoadCluster, isAlive } from './load-pg';
import { ROOT } from './servers';
import { percentile } from './stats';

/** Milliseconds from the start as seconds, `12.34 s`. */
const seconds = (ms: number | null) => `${((ms ?? 0) / 1000).toFixed(2)} s`;

function option(name: string, fallback: string): string {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 && process.argv[i + 1] ? (process.argv[i + 1] as string) : fallback;
}

const duration = Number(option('duration', '60'));
const rate = Number(option('rate', '200'));
const restartAt = process.argv.includes('--no-restart') ? null : Number(option('restart-at', String(duration / 2)));
const pgPort = Number(option('pg-port', '5499'));
const apiPort = Number(option('api-port', '3801'));
const sitePort = Number(option('site-port', '4801'));
const edgePort = Number(option('edge-port', '4803'));
const requestTimeoutMs = Number(option('timeout', '30')) * 1000;
const dataDir = path.resolve(ROOT, option('data-dir', '.data/bench/load'));
const pgDir = path.resolve(ROOT, option('pg-dir', '.data/bench/load-pg'));
const redisUrl = option('redis-url', process.env['REDIS_URL'] ?? 'redis://127.0.0.1:6379');
const fresh = process.argv.includes('--fresh');
/** The most seconds to wait for the machine to settle before sending (`settle`); npm test's short run waits 5. */
const settleSeconds = Number(option('settle', '30'));
const ports = { fair: edgePort, shop: edgePort + 1 };
const runId = Date.now().toString(36);
const redisPrefix = `artfair-load-${runId}:`;

for (const [name, value] of Object.entries({ duration, rate, pgPort, apiPort, sitePort, edgePort, requestTimeoutMs }))
  if (!Number.isFinite(value) || value <= 0) throw new Error(`--${name} must be a positive number`);
if (!Number.isFinite(settleSeconds) || settleSeconds < 0) throw new Error('--settle must be a number of seconds');
if (restartAt !== null && !(restartAt > 0 && restartAt < duration))
  throw new Error('--restart-at must be within the run');

const BUNDLES = ['apps/api/dist/main.js', 'apps/fair/dist/server.mjs', 'apps/shop/dist/server.mjs'];

const cluster = new LoadCluster({
  dir: pgDir,
  port: pgPort,
  binDir: process.env['PG_BIN'] ?? '/usr/lib/postgresql/15/bin',
  database: 'artfair_load',
});

/** Runs a command to its end, its output shown; rejects when it fails. */
function finished(command: string, args: string[], env: NodeJS.ProcessEnv): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd: ROOT, env, stdio: ['ignore', 'inherit', 'inherit'] });
    child.once('error', reject);
    child.once('exit', (code) => (code === 0 ? resolve() : reject(new Error(`${args.join(' ')} exited with ${code}`))));
  });
}

/** The parent pid of every process, from /proc. */
function parents(): Map<number, number> {
  const map = new Map<number, number>();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      map.set(Number(entry), ppid);
    } catch {
      // ended meanwhile
    }
  }
  return map;
}

const commandLine = (pid: number): string => {
  try {
    return readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0').join(' ').trim();
  } catch {
    return '';
  }
};

/** The server processes start-prod started (and nginx's workers), named: what must still run at the end. */
function serverProcesses(startProd: number): Map<string, number> {
  const tree = parents();
  const childrenOf = (pid: number) => [...tree].filter(([, parent]) => parent === pid).map(([child]) => child);
  const found = new Map<string, number>([['start-prod', startProd]]);
  let apis = 0;
  for (const pid of childrenOf(startProd).sort((a, b) => a - b)) {
    const command = commandLine(pid);
    if (command.includes('apps/api/dist/main.js')) found.set(`api-${++apis}`, pid);
    else if (command.includes('apps/fair/dist/server.mjs')) found.set('fair', pid);
    else if (command.includes('apps/shop/dist/server.mjs')) found.set('shop', pid);
    else if (command.startsWith('nginx')) {
      found.set('nginx master', pid);
      // Its workers and cache manager; not the cache loader, which ends by design a minute after the start.
      let workers = 0;
      for (const child of childrenOf(pid)) {
        const title = commandLine(child);
        if (title.includes('worker process')) found.set(`nginx worker ${++workers}`, child);
        else if (title.includes('cache manager')) found.set('nginx cache manager', child);
      }
    }
  }
  return found;
}

/** Resolves once `url` answers 200; rejects after `timeoutMs` or when `child` ends. */
async function ready(child: ChildProcess, url: string, timeoutMs = 180_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`start-prod exited with ${child.exitCode} (see its log)`);
    try {
      if ((await fetch(url)).status === 200) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error(`${url} did not answer within ${timeoutMs / 1000} s`);
}

const agent = new http.Agent({ keepAlive: true, maxSockets: 2048 });

/** Sends one planned request and judges its answer; never rejects (a failure is a record). */
function send(planned: PlannedRequest, due: number, t0: number): Promise<RequestRecord> {
  return new Promise((resolve) => {
    let settled = false;
    const finish = (status: number, body: string, error?: string) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      const verdict = error
        ? { ok: false, acknowledged: false, reason: error }
        : judge(planned.expectation, status, body);
      resolve({
        kind: planned.expectation.kind,
        start: due,
        latency: performance.now() - t0 - due,
        status,
        ok: verdict.ok,
        acknowledged: verdict.acknowledged,
        ...(verdict.reason ? { reason: verdict.reason } : {}),
        ...(planned.marker ? { marker: planned.marker } : {}),
      });
    };
    const headers: Record<string, string> = { 'accept-language': planned.language };
    if (planned.body !== undefined) {
      headers['content-type'] = 'application/json';
      headers['content-length'] = String(Buffer.byteLength(planned.body));
    }
    const request = http.request(
      { host: '127.0.0.1', port: ports[planned.site], method: planned.method, path: planned.path, headers, agent },
      (response) => {
        // A page is judged by its beginning: only its first 2 KiB are kept (the whole body is still read).
        const keep = planned.expectation.kind === 'page' ? 2048 : Infinity;
        const chunks: Buffer[] = [];
        let kept = 0;
        response.on('data', (chunk: Buffer) => {
          if (kept >= keep) return;
          chunks.push(chunk);
          kept += chunk.length;
        });
        response.on('end', () => finish(response.statusCode ?? 0, Buffer.concat(chunks).toString('utf8')));
        response.on('error', (error) => finish(0, '', error.message));
      },
    );
    const timer = setTimeout(() => {
      finish(0, '', `no answer within ${requestTimeoutMs / 1000} s`);
      request.destroy();
    }, requestTimeoutMs);
    request.on('error', (error: NodeJS.ErrnoException) => finish(0, '', error.code ?? error.message));
    request.end(planned.body);
  });
}

/**
 * A GraphQL query through the fair's nginx, for the run's preparation (graphql-request). The load itself stays raw
 * `http` requests (`send`): a client library on the hot path would be part of what is measured.
 */
async function graphql<T>(query: string): Promise<T> {
  return apiGraphQL(`http://127.0.0.1:${ports.fair}`, { lang: 'es' }).data<T>(query);
}

/** Works and artists of each site's catalogue and words of their titles and names, from the seeded content. */
async function discover(): Promise<Catalogue> {
  type Works = { nodes: { slug: string; title: string; artist: { slug: string; fullName: string } | null }[] };
  const data = await graphql<{ fair: Works; shop: Works }>(`
    {
      fair: works(filter: { catalogPrefix: "AM25" }, first: 6) {
        nodes {
          slug
          title
          artist {
            slug
            fullName
          }
        }
      }
      shop: works(filter: { catalogPrefix: "MARKET", buyableOnline: true }, first: 6) {
        nodes {
          slug
          title
          artist {
            slug
            fullName
          }
        }
      }
    }
  `);
  const side = (works: Works) => {
    const withArtist = works.nodes.filter((w) => w.artist);
    if (withArtist.length === 0) throw new Error('The seeded catalogue has no works to ask for');
    return {
      works: withArtist.slice(0, 4).map((w) => ({ slug: w.slug, artistSlug: (w.artist as { slug: string }).slug })),
      artists: [...new Set(withArtist.map((w) => (w.artist as { slug: string }).slug))].slice(0, 4),
    };
  };
  const names = [...data.fair.nodes, ...data.shop.nodes].flatMap((w) => [
    ...w.title.split(/\s+/),
    w.artist?.fullName.split(/\s+/).at(-1) ?? '',
  ]);
  const words = [...new Set(names.map((w) => w.replace(/[^\p{L}]/gu, '').toLowerCase()).filter((w) => w.length >= 4))];
  return { fair: side(data.fair), shop: side(data.shop), words: words.slice(0, 12) };
}

/**
 * The seeded accounts present in the cluster: a cluster seeded before an account was added to the seed lacks it
 * (the seed leaves a seeded database alone; `--fresh` seeds again), and logging into it would fail.
 */
async function seededAccounts(): Promise<{ email: string; password: string }[]> {
  const client = new Client({ connectionString: cluster.url });
  await client.connect();
  try {
    const { rows } = await client.query<{ email: string }>(
      'select lower(email) as email from users where lower(email) = any($1)',
      [DEMO_ACCOUNTS.map((a) => a.email.toLowerCase())],
    );
    const present = new Set(rows.map((r) => r.email));
    const missing = DEMO_ACCOUNTS.filter((a) => !present.has(a.email.toLowerCase()));
    if (missing.length)
      console.warn(
        `Not in this cluster (seeded earlier; --fresh seeds again): ${missing.map((a) => a.email).join(', ')}`,
      );
    if (present.size === 0) throw new Error('No seeded account in the cluster: run with --fresh');
    return DEMO_ACCOUNTS.filter((a) => present.has(a.email.toLowerCase())).map(({ email, password }) => ({
      email,
      password,
    }));
  } finally {
    await client.end();
  }
}

/** Markers of the acknowledged writes of this run found in the database. */
async function storedMarkers(): Promise<Set<string>> {
  const client = new Client({ connectionString: cluster.url });
  await client.connect();
  try {
    const contact = await client.query<{ marker: string }>(
      `select substring(message from $1) as marker from contact_messages where message like $2`,
      [`LOAD-${runId}-C[0-9]+`, `%LOAD-${runId}-C%`],
    );
    const newsletter = await client.query<{ email: string }>(
      'select lower(email) as email from newsletter_subscribers where email like $1',
      [`load-${runId}-n%`],
    );
    return new Set([...contact.rows.map((r) => r.marker), ...newsletter.rows.map((r) => r.email)]);
  } finally {
    await client.end();
  }
}

/** Deletes this run's keys (limits, page cache) from Redis. */
async function removeRedisKeys(): Promise<number> {
  const redis = new Redis(redisUrl, { lazyConnect: true, maxRetriesPerRequest: 1 });
  await redis.connect();
  let removed = 0;
  try {
    let cursor = '0';
    do {
      const [next, keys] = await redis.scan(cursor, 'MATCH', `${redisPrefix}*`, 'COUNT', 1000);
      cursor = next;
      if (keys.length) removed += await redis.del(...keys);
    } while (cursor !== '0');
  } finally {
    redis.disconnect();
  }
  return removed;
}

let startProd: ChildProcess | null = null;
let servers = new Map<string, number>();
let cleaning: Promise<void> | null = null;

/** Stops start-prod (which stops its servers), then whatever of them is left, by pid, then the cluster. */
function cleanUp(): Promise<void> {
  cleaning ??= (async () => {
    if (startProd && startProd.exitCode === null && startProd.pid) {
      const child = startProd;
      const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
      child.kill('SIGTERM');
      await Promise.race([exited, new Promise((r) => setTimeout(r, 25_000))]);
    }
    for (const [name, pid] of servers) {
      if (isAlive(pid) && name !== 'start-prod') {
        console.warn(`${name} (pid ${pid}) still runs after start-prod stopped: killing it`);
        process.kill(pid, 'SIGKILL');
      }
    }
    agent.destroy();
    try {
      await cluster.stop();
    } catch (error) {
      console.error(`Stopping the cluster: ${(error as Error).message}`);
    }
    try {
      console.log(`Removed ${await removeRedisKeys()} Redis keys under ${redisPrefix}`);
    } catch (error) {
      console.error(`Removing the Redis keys: ${(error as Error).message}`);
    }
  })();
  return cleaning;
}

for (const signal of ['SIGINT', 'SIGTERM'] as const)
  process.on(signal, () => {
    console.error(`${signal}: stopping everything`);
    void cleanUp().then(() => process.exit(130));
  });

/** Starts the production topology (start-prod.mjs, without building) over the cluster. */
async function startTopology(): Promise<void> {
  mkdirSync(dataDir, { recursive: true });
  rmSync(path.join(dataDir, 'outbox'), { recursive: true, force: true });
  const log = path.join(dataDir, 'start-prod.log');
  const out = openSync(log, 'w');
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: 'production',
    DATA_DIR: dataDir,
    DATABASE_URL: cluster.url,
    REDIS_URL: redisUrl,
    REDIS_PREFIX: redisPrefix,
    PROD_API_PORT: String(apiPort),
    PROD_FAIR_SERVER_PORT: String(sitePort),
    PROD_SHOP_SERVER_PORT: String(sitePort + 1),
    PROD_FAIR_PORT: String(ports.fair),
    PROD_SHOP_PORT: String(ports.shop),
    PROD_API_EDGE_PORT: String(edgePort + 2),
    LOG_LEVEL: 'warn',
    // Every request comes from this one address: the limits raised as the browser tests raise them
    // (e2e/shared/src/env.ts), the password hashes queued rather than refused busy.
    PASSWORD_CHECKS_PER_MINUTE: '100000',
    PASSWORD_HASH_QUEUE: '1000',
    PASSWORD_HASH_WAIT_MS: '30000',
    FORMS_PER_10_MINUTES: '100000',
    SIGN_UPS_PER_HOUR: '1000',
    INVITATION_TRIES_PER_HOUR: '1000',
  };
  delete env['SMTP_URL'];
  console.log(`Starting the production topology (log: ${path.relative(ROOT, log)}) …`);
  const child = spawn(process.execPath, ['tools/scripts/start-prod.mjs', '--no-build'], {
    cwd: ROOT,
    env,
    stdio: ['ignore', out, out],
  });
  startProd = child;
  await ready(child, `http://127.0.0.1:${ports.fair}/es/obras`);
  await ready(child, `http://127.0.0.1:${ports.shop}/es/shop`);
  await new Promise((r) => setTimeout(r, 500));
  servers = serverProcesses(child.pid as number);
  const missing = ['api-1', 'api-2', 'fair', 'shop', 'nginx master'].filter((name) => !servers.has(name));
  if (missing.length) throw new Error(`start-prod's processes not found: ${missing.join(', ')}`);
}

/**
 * Waits, `--settle` seconds at most (30), until the machine's load average (1 minute) is under its number of cores:
 * what ran just before and is still running down (Chromium, servers stopping, the disk) is not the topology's to
 * carry. In `npm test` every earlier stage has ended before this one starts and the average only lags behind the
 * machine (it fell from 7.7 to 4.9 in a 30 s wait of an idle machine): its short run waits 5 s at most. Says how long
 * it waited and from what load.
 */
async function settle(): Promise<void> {
  const started = performance.now();
  const from = loadavg()[0] as number;
  while ((loadavg()[0] as number) >= cpus().length && performance.now() - started < settleSeconds * 1000) {
    await new Promise((r) => setTimeout(r, 2_000));
  }
  const waited = (performance.now() - started) / 1000;
  if (waited >= 1)
    console.log(
      `Waited ${waited.toFixed(0)} s for the machine to settle (load average ${from.toFixed(2)} → ${(loadavg()[0] as number).toFixed(2)}, ${cpus().length} cores)`,
    );
}

/** Every page once (each must answer 200 HTML) and one of each API call: the pages cached, the pools open. */
async function warmUp(context: Parameters<typeof planRequest>[2]): Promise<void> {
  const kinds: RequestKind[] = ['search', 'filter', 'login', 'wrong-login'];
  const failures: string[] = [];
  const t0 = performance.now();
  for (let n = 0; n < pagePaths(context.catalogue).length; n++) {
    const planned = planRequest('page', n, context);
    const record = await send(planned, performance.now() - t0, t0);
    if (!record.ok) failures.push(`${planned.site} ${planned.path}: ${record.reason}`);
  }
  for (const kind of kinds) {
    const planned = planRequest(kind, 1_000_000, context);
    const record = await send(planned, performance.now() - t0, t0);
    if (!record.ok) failures.push(`${kind}: ${record.reason}`);
  }
  if (failures.length) throw new Error(`The warm-up failed:\n  ${failures.join('\n  ')}`);
}

async function main(): Promise<void> {
  const missingBundles = BUNDLES.filter((file) => !existsSync(path.join(ROOT, file)));
  if (missingBundles.length)
    throw new Error(
      `No production bundles (${missingBundles.join(', ')}): run "npx nx run-many -t build bundle --projects api,fair,shop" first`,
    );
  console.log(`PostgreSQL cluster of the load test: ${path.relative(ROOT, pgDir)}, port ${pgPort} …`);
  await cluster.start(fresh);
  console.log('Seeding the demo content (once per cluster) …');
  await finished(path.join(ROOT, 'node_modules/.bin/tsx'), ['tools/seed/src/cli.ts', '--size', 'demo', '--no-images'], {
    ...process.env,
    DATABASE_URL: cluster.url,
    DATA_DIR: dataDir,
  });
  await startTopology();
  const catalogue = await discover();
  const accounts = await seededAccounts();
  const context = { runId, catalogue, accounts };
  await settle();
  await warmUp(context);

  const due = arrivalTimes(rate, duration);
  const kinds = mixSequence(TRAFFIC_MIX, due.length);
  const perKind = new Map<RequestKind, number>();
  const plans = kinds.map((kind) => {
    const n = perKind.get(kind) ?? 0;
    perKind.set(kind, n + 1);
    return planRequest(kind, n, context);
  });
  const load = { before: loadavg(), after: [0, 0, 0] };
  console.log(
    `Run ${runId}: ${due.length} requests at ${rate}/s for ${duration} s through nginx (:${ports.fair}, :${ports.shop})${restartAt !== null ? `, PostgreSQL restarted at ${restartAt} s` : ''} …`,
  );

  const pending: Promise<RequestRecord>[] = [];
  const lateness: number[] = [];
  let restart: RestartTimes | null = null;
  let restartError: string | null = null;
  const t0 = performance.now();
  const restarted =
    restartAt === null
      ? Promise.resolve()
      : new Promise<void>((resolve) =>
          setTimeout(() => {
            const begin = performance.now() - t0;
            cluster
              .restart()
              .then(() => {
                restart = { begin, end: performance.now() - t0 };
              })
              .catch((error: Error) => {
                restartError = error.message;
                restart = { begin, end: performance.now() - t0 };
              })
              .finally(resolve);
          }, restartAt * 1000),
        );
  await new Promise<void>((resolve) => {
    let next = 0;
    const tick = () => {
      const now = performance.now() - t0;
      while (next < due.length && (due[next] as number) <= now) {
        lateness.push(now - (due[next] as number));
        pending.push(send(plans[next] as PlannedRequest, due[next] as number, t0));
        next++;
      }
      if (next >= due.length) return resolve();
      setTimeout(tick, Math.min(5, Math.max(0, (due[next] as number) - now)));
    };
    tick();
  });
  await restarted;
  const records = await Promise.all(pending);
  load.after = loadavg();
  const elapsed = (performance.now() - t0) / 1000;

  // The goals: failures only around the restart and for at most 5 s beyond it, acknowledged writes stored, the same
  // processes.
  const outage = outageOf(records, restart);
  const acknowledged = records.filter((r) => r.acknowledged && r.marker).map((r) => r.marker as string);
  const stored = await storedMarkers();
  const lost = acknowledged.filter((marker) => !stored.has(marker));
  const now = serverProcesses(startProd?.pid as number);
  const changedProcesses = [...servers]
    .filter(([name, pid]) => !isAlive(pid) || (name !== 'start-prod' && now.get(name) !== pid))
    .map(([name, pid]) => `${name} (pid ${pid})`);
  for (const [name, pid] of now)
    if (![...servers.values()].includes(pid)) changedProcesses.push(`${name} (new pid ${pid})`);
  const missed = missedGoals({
    outage,
    restart: restart as RestartTimes | null,
    lostWrites: lost.length,
    changedProcesses,
  });
  if (restartError) missed.push(`the restart failed: ${restartError}`);

  const recordsFile = path.join(dataDir, `load-${runId}.json`);
  writeFileSync(recordsFile, JSON.stringify({ runId, rate, duration, restart, records }));
  const sent = records.length;
  console.log(
    `\n${sent} requests in ${elapsed.toFixed(1)} s (${(sent / duration).toFixed(1)}/s due), sent at most ${Math.round(Math.max(...lateness))} ms late (p99 ${Math.round(percentile(lateness, 99))} ms); machine load average ${load.before.map((n) => n.toFixed(2)).join(' ')} before, ${load.after.map((n) => n.toFixed(2)).join(' ')} after (${cpus().length} cores)`,
  );
  console.log('\nBy kind of request (latency from the due time, ms):');
  console.table(kindRows(records));
  console.log('By phase:');
  console.table(phases(records, restart, outage));
  const restartTimes = restart as RestartTimes | null;
  if (restartTimes)
    console.log(
      `PostgreSQL restart: asked at ${(restartTimes.begin / 1000).toFixed(2)} s, accepting connections again at ${(restartTimes.end / 1000).toFixed(2)} s (${Math.round(restartTimes.end - restartTimes.begin)} ms).`,
    );
  console.log(
    `Failed requests: ${outage.failures}; ${outage.outside} outside the restart; ${
      outage.firstFailure === null
        ? 'none during it.'
        : `the restart's answered from ${seconds(outage.firstFailure)} to ${seconds(outage.lastFailure)} (the earliest due at ${seconds(outage.firstFailedDue)}): failures for ${outage.windowMs} ms.`
    }`,
  );
  const reasons = new Map<string, number>();
  for (const r of records.filter((x) => !x.ok)) {
    const key = `${r.kind}: ${r.reason ?? '?'}`;
    reasons.set(key, (reasons.get(key) ?? 0) + 1);
  }
  if (reasons.size) console.table([...reasons].map(([reason, count]) => ({ reason, count })));
  console.log(
    `Acknowledged writes: ${acknowledged.length} (${records.filter((r) => r.kind === 'contact' && r.acknowledged).length} contact messages, ${records.filter((r) => r.kind === 'newsletter' && r.acknowledged).length} newsletter subscriptions); in the database afterwards: ${acknowledged.length - lost.length}; lost: ${lost.length}${lost.length ? ` (${lost.slice(0, 5).join(', ')}…)` : ''}.`,
  );
  console.log(
    `Server processes (${[...servers].map(([name, pid]) => `${name} ${pid}`).join(', ')}): ${changedProcesses.length ? `changed: ${changedProcesses.join(', ')}` : 'all running with the same pids.'}`,
  );
  console.log(`Every request: ${path.relative(ROOT, recordsFile)}`);
  if (missed.length) {
    console.error(`\nGoals missed: ${missed.join('; ')}`);
    process.exitCode = 1;
  } else console.log('\nEvery goal met.');
}

main()
  .catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exitCode = 1;
  })
  .finally(() => cleanUp().then(() => process.exit()));
