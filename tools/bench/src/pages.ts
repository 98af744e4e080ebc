/**
 * Throughput of the shop's pages against nginx serving the same HTML as a file (issue 14, "Fast pages"), side by
 * side in one run on this machine:
 *
 *   npx nx run shop:build          # the production build the benchmark serves (from a copy)
 *   npm run bench:pages -- [--duration 10] [--connections 10] [--path /es/shop/obras]
 *
 * Seeds an embedded database with the demo content once (`.data/bench/pages-db`), starts the API over it, then, with
 * autocannon (keep-alive, no compression asked for, `--connections` clients for `--duration` seconds each):
 * 1. the shop's production server with its page cache (an anonymous visitor: the cached page);
 * 2. the same server with `PAGE_CACHE=off` (every request rendered: the uncached works list);
 * 3. nginx (Debian's, `worker_processes auto`) serving the HTML the shop answered, saved as a file.
 * Prints requests/s, latencies and errors, and fails when the cached page reaches less than a third of nginx's
 * requests/s or the uncached list less than 150 requests/s (the goals). Build the shop under
 * `/tmp/e2e.lock` when others build the sites on the same machine.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import autocannon from 'autocannon';
import { ROOT, startApi, startShop, stop, type BenchPorts } from './servers';

function option(name: string, fallback: string): string {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 && process.argv[i + 1] ? (process.argv[i + 1] as string) : fallback;
}

const duration = Number(option('duration', '10'));
const connections = Number(option('connections', '10'));
const pagePath = option('path', '/es/shop/obras');
const ports: BenchPorts = { api: Number(option('port', '3391')), shop: Number(option('shop-port', '4391')) };
const nginxPort = Number(option('nginx-port', '4393'));
const NGINX = process.env['NGINX_BIN'] ?? '/usr/sbin/nginx';
const dataDir = path.join(ROOT, '.data/bench/pages-db');
const nginxDir = path.join(ROOT, '.data/bench/pages-nginx');

/** The goals: a cached page at a third of nginx's rate at least, an uncached list at 150 requests/s. */
const CACHED_SHARE_OF_NGINX = 1 / 3;
const UNCACHED_MIN_RPS = 150;

interface Row {
  server: string;
  'requests/s': number;
  'p50 ms': number;
  'p99 ms': number;
  'non-2xx': number;
  errors: number;
  'KiB/answer': number;
}

async function load(server: string, url: string): Promise<Row> {
  // A short warm-up, so that the first renders (and the cache's first fill) are not what is measured.
  await autocannon({ url, connections, duration: 2 });
  const result = await autocannon({ url, connections, duration });
  return {
    server,
    'requests/s': Math.round(result.requests.average),
    'p50 ms': result.latency.p50,
    'p99 ms': result.latency.p99,
    'non-2xx': result.non2xx,
    errors: result.errors + result.timeouts,
    'KiB/answer': Math.round(result.throughput.average / Math.max(result.requests.average, 1) / 1024),
  };
}

/** The demo content in the benchmark's own embedded database, seeded once. */
function seed(): void {
  if (existsSync(path.join(dataDir, 'pglite'))) return;
  const run = spawnSync(
    path.join(ROOT, 'node_modules/.bin/tsx'),
    ['tools/seed/src/cli.ts', '--size', 'demo', '--no-images'],
    {
      cwd: ROOT,
      env: { ...process.env, DATA_DIR: dataDir },
      stdio: 'inherit',
    },
  );
  if (run.status !== 0) throw new Error('Seeding the benchmark database failed');
}

/** nginx in the foreground, serving `html` at every address of its port, with the logs and temp files in its folder. */
function startNginx(html: string): Promise<ChildProcess> {
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
    listen 127.0.0.1:${nginxPort};
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
  return new Promise((resolve, reject) => {
    const deadline = Date.now() + 10_000;
    const poll = async () => {
      try {
        if ((await fetch(`http://127.0.0.1:${nginxPort}${pagePath}`)).ok) return resolve(child);
      } catch {
        // not up yet
      }
      if (child.exitCode !== null || Date.now() > deadline) return reject(new Error('nginx did not start'));
      setTimeout(poll, 100);
    };
    void poll();
  });
}

async function main() {
  seed();
  const shopUrl = `http://127.0.0.1:${ports.shop}${pagePath}`;
  const rows: Row[] = [];
  let api: ChildProcess | null = null;
  let shop: ChildProcess | null = null;
  let nginx: ChildProcess | null = null;
  let html = '';
  try {
    api = await startApi({ dataDir }, ports);

    shop = await startShop(ports);
    html = await (await fetch(shopUrl)).text();
    rows.push(await load('shop, page cache (anonymous visitor)', shopUrl));
    await stop(shop);

    shop = await startShop(ports, { PAGE_CACHE: 'off' });
    rows.push(await load('shop, PAGE_CACHE=off (rendered every time)', shopUrl));
    await stop(shop);
    shop = null;

    nginx = await startNginx(html);
    rows.push(await load('nginx, the same HTML as a file', `http://127.0.0.1:${nginxPort}${pagePath}`));
  } finally {
    await stop(nginx);
    await stop(shop);
    await stop(api);
  }

  const [cached, uncached, file] = rows as [Row, Row, Row];
  console.log(
    `\n${pagePath} (${Math.round(html.length / 1024)} KiB of HTML), ${connections} clients, ${duration} s each after a 2 s warm-up:`,
  );
  console.table(rows);
  const share = cached['requests/s'] / Math.max(file['requests/s'], 1);
  console.log(
    `The cached page serves ${(share * 100).toFixed(1)} % of nginx's requests/s (goal ≥ ${(CACHED_SHARE_OF_NGINX * 100).toFixed(1)} %); the uncached list ${uncached['requests/s']} requests/s (goal ≥ ${UNCACHED_MIN_RPS}).`,
  );
  const failures = [
    share < CACHED_SHARE_OF_NGINX ? 'cached page under a third of nginx' : null,
    uncached['requests/s'] < UNCACHED_MIN_RPS ? `uncached list under ${UNCACHED_MIN_RPS} requests/s` : null,
    rows.some((r) => r['non-2xx'] > 0 || r.errors > 0) ? 'errors or non-2xx answers' : null,
  ].filter(Boolean);
  if (failures.length) {
    console.error(`Goals not met: ${failures.join('; ')}`);
    process.exit(1);
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
