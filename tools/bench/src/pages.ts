/**
 * Throughput of the shop's pages against nginx serving the same HTML as a file (issue 14, "Fast pages"), side by
 * side in one run on this machine:
 *
 *   npx nx run-many -t build bundle --projects api,fair,shop   # the artefacts `npm run start:prod` runs
 *   npm run bench:pages -- [--duration 10] [--connections 10] [--path /es/shop/obras] [--port-base 4380]
 *                          [--data-dir .data/bench/pages-db]
 *
 * Seeds an embedded database with the demo content once (`--data-dir`), starts the production topology over it with
 * `tools/scripts/start-prod.mjs --no-build` (the API's and the sites' bundles behind nginx, from
 * `deploy/nginx/nginx.conf.template`), then, with autocannon (keep-alive, no compression asked for, `--connections`
 * clients for `--duration` seconds each, after a 2 s warm-up):
 * 1. nginx (Debian's, `worker_processes auto`) serving the HTML the shop answered, saved as a file;
 * 2. the page through the production topology: nginx's page cache in front of the shop (an anonymous visitor), as
 *    it is and compressed as browsers ask for it (informative: nginx compresses each answer, whose nonce is its own);
 * 3. the shop's server of that topology alone, its own page cache (decision 024);
 * 4. one more shop server from the same bundle with `PAGE_CACHE=off` (every request rendered: the uncached list).
 * Prints requests/s, latencies, errors, the machine's load average, each row's share of nginx's file rate and its
 * verdict (`pages-report.ts`), and fails when the page through the topology reaches less than a third of nginx's
 * requests/s, the uncached list less than 150 requests/s (the issue's goals), or any answer is an error.
 * Ports: `--port-base` and the eight after it. Build under `/tmp/e2e.lock` and run under `/tmp/bench.lock` when others
 * use the same machine.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { pagesReport, type PageRow, type RowRole } from './pages-report';
import { ROOT, stop } from './servers';

function option(name: string, fallback: string): string {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 && process.argv[i + 1] ? (process.argv[i + 1] as string) : fallback;
}

const duration = Number(option('duration', '10'));
const connections = Number(option('connections', '10'));
const pagePath = option('path', '/es/shop/obras');
const base = Number(option('port-base', '4380'));
const ports = {
  file: base,
  shop: base + 1,
  fair: base + 2,
  apiEdge: base + 3,
  api: base + 4,
  fairServer: base + 6,
  shopServer: base + 7,
  uncached: base + 8,
};
const NGINX = process.env['NGINX_BIN'] ?? '/usr/sbin/nginx';
const dataDir = path.resolve(ROOT, option('data-dir', '.data/bench/pages-db'));
const nginxDir = path.join(dataDir, 'file-nginx');

async function load(
  server: string,
  role: RowRole,
  url: string,
  headers: Record<string, string> = {},
): Promise<PageRow> {
  // A short warm-up, so that the first renders (and the caches' first fill) are not what is measured.
  await autocannon({ url, connections, duration: 2, headers });
  const result = await autocannon({ url, connections, duration, headers });
  return {
    server,
    role,
    'requests/s': Math.round(result.requests.average),
    'p50 ms': result.latency.p50,
    'p99 ms': result.latency.p99,
    'non-2xx': result.non2xx,
    errors: result.errors + result.timeouts,
    'KiB/answer': Math.round(result.throughput.average / Math.max(result.requests.average, 1) / 1024),
    load: Math.round((loadavg()[0] ?? 0) * 10) / 10,
  };
}

/** The demo content in the benchmark's own embedded database, seeded once. */
function seed(): void {
  if (existsSync(path.join(dataDir, 'pglite'))) return;
  const run = spawnSync(
    path.join(ROOT, 'node_modules/.bin/tsx'),
    ['tools/seed/src/cli.ts', '--size', 'demo', '--no-images'],
    { cwd: ROOT, env: { ...process.env, DATA_DIR: dataDir }, stdio: 'inherit' },
  );
  if (run.status !== 0) throw new Error('Seeding the benchmark database failed');
}

/** Resolves once `url` answers 200, or rejects after `timeoutMs` or when the process ends. */
function ready(child: ChildProcess, url: string, what: string, timeoutMs = 120_000): Promise<ChildProcess> {
  return new Promise((resolve, reject) => {
    const deadline = Date.now() + timeoutMs;
    const poll = async () => {
      try {
        if ((await fetch(url)).ok) return resolve(child);
      } catch {
        // not up yet
      }
      if (child.exitCode !== null || child.signalCode !== null) return reject(new Error(`${what} stopped`));
      if (Date.now() > deadline) {
        child.kill('SIGTERM');
        return reject(new Error(`${what} did not answer ${url} within ${timeoutMs / 1000} s`));
      }
      setTimeout(poll, 250);
    };
    void poll();
  });
}

/** The bundles `start-prod.mjs --no-build` runs. */
const BUNDLES = ['apps/api/dist/main.js', 'apps/fair/dist/server.mjs', 'apps/shop/dist/server.mjs'];

/**
 * What `npm run start:prod` starts, from the bundles already built, over the benchmark's database: the API (one
 * process on the embedded database), both sites, and nginx in front with the page cache. Only the shop is measured.
 */
function startTopology(): Promise<ChildProcess> {
  const missing = BUNDLES.filter((file) => !existsSync(path.join(ROOT, file)));
  if (missing.length) {
    throw new Error(`Missing ${missing.join(', ')}: run "npx nx run-many -t build bundle --projects api,fair,shop"`);
  }
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    PROD_FAIR_PORT: String(ports.fair),
    PROD_SHOP_PORT: String(ports.shop),
    PROD_API_PORT: String(ports.api),
    PROD_API_EDGE_PORT: String(ports.apiEdge),
    PROD_FAIR_SERVER_PORT: String(ports.fairServer),
    PROD_SHOP_SERVER_PORT: String(ports.shopServer),
  };
  // The embedded database the benchmark seeded, whatever this shell points at.
  delete env['DATABASE_URL'];
  delete env['REDIS_URL'];
  const child = spawn(process.execPath, ['tools/scripts/start-prod.mjs', '--no-build'], {
    cwd: ROOT,
    env,
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  return ready(child, `http://127.0.0.1:${ports.shop}${pagePath}`, 'The production topology');
}

/** One more shop server from the same bundle, every page rendered (`PAGE_CACHE=off`), calling the topology's API. */
function startUncachedShop(): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['apps/shop/dist/server.mjs'], {
    cwd: ROOT,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      LOG_LEVEL: 'warn',
      PAGE_CACHE: 'off',
      PAYMENT_SANDBOX: 'true',
      LINK_SECRET: readFileSync(path.join(dataDir, 'link-secret'), 'utf8').trim(),
      API_URL: `http://127.0.0.1:${ports.apiEdge}`,
      SITE_HOST: '127.0.0.1',
      SHOP_PORT: String(ports.uncached),
      SHOP_ORIGIN: `http://localhost:${ports.shop}`,
      FAIR_ORIGIN: `http://localhost:${ports.fair}`,
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  return ready(child, `http://127.0.0.1:${ports.uncached}${pagePath}`, 'The uncached shop server');
}

/** nginx in the foreground, serving `html` at every address of its port, with the logs and temp files in its folder. */
function startFileNginx(html: string): Promise<ChildProcess> {
  if (!existsSync(NGINX)) throw new Error(`No nginx at ${NGINX} (apt-get install nginx-light, or set NGINX_BIN)`);
  rmSync(nginxDir, { recursive: true, force: true });
  mkdirSync(path.join(nginxDir, 'logs'), { recursive: true });
  writeFileSync(path.join(nginxDir, 'page.html'), html);
  writeFileSync(
    path.join(nginxDir, 'nginx.conf'),
    `worker_processes auto;
pid ${nginxDir}/nginx.pid;
error_log ${nginxDir}/logs/error.log warn;
events { worker_connections 1024; }
http {
  access_log off;
  client_body_temp_path ${nginxDir}/body;
  proxy_temp_path ${nginxDir}/proxy;
  fastcgi_temp_path ${nginxDir}/fastcgi;
  uwsgi_temp_path ${nginxDir}/uwsgi;
  scgi_temp_path ${nginxDir}/scgi;
  sendfile on;
  tcp_nopush on;
  keepalive_requests 100000;
  server {
    listen 127.0.0.1:${ports.file};
    location / {
      default_type text/html;
      try_files /page.html =404;
      root ${nginxDir};
    }
  }
}
`,
  );
  const child = spawn(NGINX, ['-p', nginxDir, '-c', path.join(nginxDir, 'nginx.conf'), '-g', 'daemon off;'], {
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  return ready(child, `http://127.0.0.1:${ports.file}${pagePath}`, 'nginx', 10_000);
}

async function main() {
  seed();
  const topologyUrl = `http://127.0.0.1:${ports.shop}${pagePath}`;
  const rows: PageRow[] = [];
  let topology: ChildProcess | null = null;
  let uncached: ChildProcess | null = null;
  let fileServer: ChildProcess | null = null;
  let html = '';
  let cacheStatus = '';
  try {
    topology = await startTopology();
    html = await (await fetch(topologyUrl)).text();

    fileServer = await startFileNginx(html);
    rows.push(await load('nginx, the same HTML as a file', 'file', `http://127.0.0.1:${ports.file}${pagePath}`));
    await stop(fileServer);
    fileServer = null;

    rows.push(await load('topology: nginx page cache → shop', 'topology', topologyUrl));
    cacheStatus = (await fetch(topologyUrl)).headers.get('x-cache-status') ?? 'none';
    // What a browser asks for: nginx compresses each answer (its nonce is its own), so the page costs more there.
    rows.push(await load('topology, gzip asked (as browsers)', 'info', topologyUrl, { 'accept-encoding': 'gzip' }));
    rows.push(
      await load('shop alone, its own page cache', 'cached', `http://127.0.0.1:${ports.shopServer}${pagePath}`),
    );

    uncached = await startUncachedShop();
    rows.push(
      await load('shop alone, PAGE_CACHE=off (rendered)', 'rendered', `http://127.0.0.1:${ports.uncached}${pagePath}`),
    );
  } finally {
    await stop(fileServer);
    await stop(uncached);
    await stop(topology);
  }

  const report = pagesReport(rows);
  console.log(
    `\n${pagePath} (${Math.round(Buffer.byteLength(html) / 1024)} KiB of HTML), ${connections} clients, ${duration} s each after a 2 s warm-up, on ${process.env['HOSTNAME'] ?? 'this machine'}:`,
  );
  console.table(report.rows);
  console.log([...report.lines, `nginx's cache answered ${cacheStatus} after the run.`].join('\n'));
  if (report.failures.length) {
    console.error(`Goals not met: ${report.failures.join('; ')}`);
    process.exit(1);
  }
  console.log('Goals met.');
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
