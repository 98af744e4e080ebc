#!/usr/bin/env node
// `npm run start:prod`: the production topology on this machine, without containers (decision 022). Builds the API
// bundle, the sites' bundles and the back office's, seeds the demo content on first run, then starts the API, both
// site servers and the back office's server as production processes on local ports and nginx in front of them:
//   fair  http://localhost:8080   shop  http://localhost:8081   back office  http://localhost:8082
//   (nginx: assets from disk, images cached, gzip)
// `--tls` (or TLS_CERT and TLS_KEY, PEM files) serves them over HTTPS and HTTP/2 as in production, with a certificate
// for localhost made once with openssl when none is given (browsers warn about it: a local run's only).
// The same template serves the nginx image of compose.yaml. `--check` starts everything, checks each part through
// nginx, runs the smoke set of browser tests (deploy/smoke) against it, and stops (CI's smoke test of the production
// artefacts). Ctrl-C stops everything.
import { execFileSync, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import http2 from 'node:http2';
import https from 'node:https';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const check = process.argv.includes('--check');
// `--no-build`: the bundles are there already (CI's target builds them first, through Nx).
const build = !process.argv.includes('--no-build');
const env = process.env;
// Its own data directory: PGlite opens a directory in one process only, and `npm start` may be running. The check
// starts from an empty one with the small test content.
const dataDir = path.resolve(root, env.DATA_DIR ?? (check ? '.data/prod-check' : '.data/prod'));
const seedSize = env.SEED_SIZE ?? (check ? 'test' : 'demo');
const ports = {
  fair: Number(env.PROD_FAIR_PORT ?? 8080),
  shop: Number(env.PROD_SHOP_PORT ?? 8081),
  backoffice: Number(env.PROD_BACKOFFICE_PORT ?? 8082),
  api: Number(env.PROD_API_PORT ?? 3334),
  apiEdge: Number(env.PROD_API_EDGE_PORT ?? 3330),
  fairServer: Number(env.PROD_FAIR_SERVER_PORT ?? 4201),
  shopServer: Number(env.PROD_SHOP_SERVER_PORT ?? 4301),
  backofficeServer: Number(env.PROD_BACKOFFICE_SERVER_PORT ?? 4401),
};
// The check runs on a database of its own of the test server when there is one (CI's TEST_DATABASE_URL).
const databaseUrl =
  env.DATABASE_URL ??
  (check && env.TEST_DATABASE_URL
    ? Object.assign(new URL(env.TEST_DATABASE_URL), { pathname: '/artfair_prod_check' }).href
    : undefined);
const redisUrl = env.REDIS_URL ?? (check ? (env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379') : undefined);
if (databaseUrl && !redisUrl) console.warn('REDIS_URL is not set: each API process counts the limits on its own.');
// Two API processes on a PostgreSQL server (limits shared through REDIS_URL); one on PGlite, which one process opens.
const apiPorts = databaseUrl ? [ports.api, ports.api + 1] : [ports.api];
const tls = tlsFiles();
// The check's own requests trust the self-signed certificate as a visitor's browser would a real one. Node reads extra
// certificates only when it starts, so the check runs again in a process that has it.
if (check && tls?.selfSigned && env.NODE_EXTRA_CA_CERTS !== tls.cert) {
  const again = spawn(process.execPath, process.argv.slice(1), {
    stdio: 'inherit',
    env: { ...env, NODE_EXTRA_CA_CERTS: tls.cert },
  });
  for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => again.kill(signal));
  again.on('exit', (code) => process.exit(code ?? 1));
  await new Promise(() => {}); // the second process's end ends this one
}
const scheme = tls ? 'https' : 'http';
const origins = {
  fair: `${scheme}://localhost:${ports.fair}`,
  shop: `${scheme}://localhost:${ports.shop}`,
  backoffice: `${scheme}://localhost:${ports.backoffice}`,
};
const nginxBin = env.NGINX_PATH ?? '/usr/sbin/nginx';
const children = new Set();

function run(command, args, extraEnv = {}, name = path.basename(command)) {
  const child = spawn(command, args, {
    cwd: root,
    stdio: ['ignore', 'inherit', 'inherit'],
    env: { ...env, NX_DAEMON: 'false', NX_TUI: 'false', NX_NO_CLOUD: 'true', ...extraEnv },
    detached: true,
  });
  child.name = name;
  children.add(child);
  child.on('exit', (code, signal) => {
    children.delete(child);
    if (!stopping && child.long) {
      console.error(`${name} stopped (${signal ?? code}); stopping everything`);
      stop(1);
    }
  });
  return child;
}

const finished = (child) =>
  new Promise((resolve, reject) =>
    child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`${child.name} exited with ${code}`)))),
  );

/** The status of a GET of `url`; over HTTPS whatever the certificate (this machine's own, perhaps self-signed). */
function statusOf(url) {
  if (!url.startsWith('https:')) return fetch(url, { redirect: 'manual' }).then((res) => res.status);
  return new Promise((resolve, reject) => {
    https
      .get(url, { rejectUnauthorized: false }, (res) => {
        res.resume();
        resolve(res.statusCode ?? 0);
      })
      .on('error', reject);
  });
}

/** The status of a GET of `url` over HTTP/2 (the certificate checked as any request of this process). */
function http2Status(url) {
  return new Promise((resolve) => {
    const session = http2.connect(new URL(url).origin);
    session.on('error', () => resolve(0));
    const request = session.request({ ':path': new URL(url).pathname });
    request.on('response', (headers) => {
      resolve(Number(headers[':status']));
      session.close();
    });
    request.on('error', () => resolve(0));
    request.resume();
    request.end();
  });
}

async function waitFor(url, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      if ((await statusOf(url)) < 500) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`${url} did not answer within ${timeoutMs / 1000} s`);
}

let stopping = false;
function stop(code = 0) {
  if (stopping) return;
  stopping = true;
  for (const child of children) {
    try {
      process.kill(-child.pid, 'SIGTERM');
    } catch {
      // already gone
    }
  }
  const deadline = Date.now() + 15_000;
  const wait = setInterval(() => {
    if (children.size === 0 || Date.now() > deadline) {
      clearInterval(wait);
      process.exit(code);
    }
  }, 100);
}
process.on('SIGINT', () => stop(0));
process.on('SIGTERM', () => stop(0));

/** The link key of this machine's production run: made once, kept in DATA_DIR (the same on every start). */
function linkSecret() {
  if (env.LINK_SECRET) return env.LINK_SECRET;
  const file = path.join(dataDir, 'link-secret');
  if (!existsSync(file)) {
    mkdirSync(dataDir, { recursive: true });
    writeFileSync(file, randomBytes(32).toString('base64url'), { mode: 0o600 });
  }
  return readFileSync(file, 'utf8').trim();
}

/**
 * The certificate and key nginx serves the sites with, or none (plain HTTP): TLS_CERT and TLS_KEY, or with `--tls` a
 * self-signed certificate for localhost, made once with openssl and kept in `.data/tls` (outside DATA_DIR, which the
 * check starts afresh).
 */
function tlsFiles() {
  if (env.TLS_CERT && env.TLS_KEY) return { cert: path.resolve(env.TLS_CERT), key: path.resolve(env.TLS_KEY) };
  if (!process.argv.includes('--tls')) return undefined;
  const dir = path.join(root, '.data/tls');
  const files = { cert: path.join(dir, 'localhost.crt'), key: path.join(dir, 'localhost.key'), selfSigned: true };
  if (!existsSync(files.cert) || !existsSync(files.key)) {
    mkdirSync(dir, { recursive: true });
    const request = 'req -x509 -newkey rsa:2048 -nodes -days 365 -subj /CN=localhost'.split(' ');
    const names = ['-addext', 'subjectAltName=DNS:localhost,IP:127.0.0.1'];
    execFileSync('openssl', [...request, ...names, '-keyout', files.key, '-out', files.cert], { stdio: 'ignore' });
  }
  return files;
}

/** Creates the check's database on the server when it is missing. */
async function createDatabase(url) {
  const { default: pg } = await import('pg');
  const name = new URL(url).pathname.slice(1);
  const admin = new pg.Client({ connectionString: Object.assign(new URL(url), { pathname: '/postgres' }).href });
  await admin.connect();
  const found = await admin.query('select 1 from pg_database where datname = $1', [name]);
  if (found.rowCount === 0) await admin.query(`create database ${name}`);
  await admin.end();
}

/** A public port's `listen` parameters: with TLS, HTTPS and HTTP/2 (`listen … http2`, which nginx 1.22 of Debian reads). */
const listen = (port) => (tls ? `${port} ssl http2` : String(port));

/** nginx.conf for this machine from the one template (`${NAME}` filled in, nginx's `$name` left alone). */
function nginxConfig() {
  const runDir = path.join(dataDir, 'nginx');
  mkdirSync(path.join(runDir, 'logs'), { recursive: true });
  // Pages kept by an earlier run name the assets of its build: a start begins with none.
  rmSync(path.join(runDir, 'pages'), { recursive: true, force: true });
  const values = {
    NGINX_RUN: runDir,
    NGINX_LOGS: path.join(runDir, 'logs'),
    NGINX_MIME_TYPES: env.NGINX_MIME_TYPES ?? '/etc/nginx/mime.types',
    API_SERVERS: apiPorts.map((port) => `server 127.0.0.1:${port} max_fails=3 fail_timeout=5s;`).join(' '),
    FAIR_UPSTREAM: `127.0.0.1:${ports.fairServer}`,
    SHOP_UPSTREAM: `127.0.0.1:${ports.shopServer}`,
    BACKOFFICE_UPSTREAM: `127.0.0.1:${ports.backofficeServer}`,
    API_LISTEN: String(ports.apiEdge),
    FAIR_LISTEN: listen(ports.fair),
    SHOP_LISTEN: listen(ports.shop),
    BACKOFFICE_LISTEN: listen(ports.backoffice),
    TLS: tls ? `ssl_certificate ${tls.cert}; ssl_certificate_key ${tls.key};` : '',
    FAIR_STATIC: path.join(root, 'apps/fair/dist/build/client'),
    SHOP_STATIC: path.join(root, 'apps/shop/dist/build/client'),
    BACKOFFICE_STATIC: path.join(root, 'apps/backoffice/dist/build'),
  };
  const template = readFileSync(path.join(root, 'deploy/nginx/nginx.conf.template'), 'utf8');
  const text = template.replace(/\$\{([A-Z_]+)\}/g, (whole, name) => {
    if (!(name in values)) throw new Error(`nginx template: no value for ${whole}`);
    return values[name];
  });
  const file = path.join(runDir, 'nginx.conf');
  writeFileSync(file, text);
  return { file, runDir };
}

/** What `--check` verifies through nginx: each site and the back office, assets, the API, GraphQL and the headers. */
async function smokeCheck() {
  const failures = [];
  const expect = (ok, what) => {
    console.log(`${ok ? 'ok  ' : 'FAIL'} ${what}`);
    if (!ok) failures.push(what);
  };
  const fair = await fetch(`${origins.fair}/es`, { headers: { 'accept-encoding': 'gzip' } });
  const fairHtml = await fair.text();
  expect(fair.status === 200 && /<html lang="es"/.test(fairHtml), 'the fair home answers 200 in Spanish');
  expect(fair.headers.get('content-encoding') === 'gzip', 'the fair home is gzipped');
  expect(/frame-ancestors 'none'/.test(fair.headers.get('content-security-policy') ?? ''), 'the fair is never framed');
  if (tls) {
    expect(
      /max-age=\d+/.test(fair.headers.get('strict-transport-security') ?? ''),
      'over HTTPS, the fair tells browsers to keep to it (HSTS)',
    );
    expect((await http2Status(`${origins.shop}/es/shop`)) === 200, 'the shop answers over HTTP/2');
  }
  const shop = await fetch(`${origins.shop}/en/shop`);
  expect(shop.status === 200 && /<html lang="en"/.test(await shop.text()), 'the shop home answers 200 in English');
  const asset = fairHtml.match(/\/assets\/[^"']+\.js/)?.[0];
  const script = asset ? await fetch(`${origins.fair}${asset}`) : null;
  expect(
    script?.status === 200 && /immutable/.test(script.headers.get('cache-control') ?? ''),
    `a script of the fair (${asset}) comes from nginx, cached for good`,
  );
  const health = await fetch(`${origins.shop}/api/health`);
  expect(health.status === 200, 'the API answers through nginx');
  const graphql = await fetch(`${origins.shop}/api/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'accept-language': 'en' },
    body: JSON.stringify({ query: '{ __typename }' }),
  });
  expect(graphql.status === 200 && (await graphql.json())?.data?.__typename === 'Query', 'a GraphQL query answers');
  const image = fairHtml.match(/\/api\/images\/[^"' ]+\.(?:webp|jpg)/)?.[0];
  if (image) {
    await fetch(`${origins.fair}${image}`);
    const again = await fetch(`${origins.fair}${image}`);
    expect(again.headers.get('x-cache') === 'HIT', `an image is served from nginx's cache the second time (${image})`);
  }
  const big = await fetch(`${origins.fair}/es/contacto`, { method: 'POST', body: 'x'.repeat(2 * 1024 * 1024) });
  expect(big.status === 413, 'a body over 1 MiB is refused by nginx (413)');
  // nginx's page cache (decision 024): an anonymous page kept, re-nonced per answer, never for a session.
  const list = `${origins.shop}/es/shop/obras`;
  const nonce = (res) => /'nonce-([^']+)'/.exec(res.headers.get('content-security-policy') ?? '')?.[1];
  const [first, second] = [await fetch(list), await fetch(list)];
  const secondHtml = await second.text();
  expect(
    ['HIT', 'STALE', 'UPDATING'].includes(second.headers.get('x-cache-status')) &&
      nonce(second) !== nonce(first) &&
      secondHtml.includes(`nonce="${nonce(second)}"`),
    `an anonymous page comes from nginx's cache the second time, with a nonce of its own (${second.headers.get('x-cache-status')})`,
  );
  const personal = await fetch(list, { headers: { cookie: 'o_token=x' } });
  expect(personal.headers.get('x-cache-status') === 'BYPASS', 'a page with a session cookie bypasses the cache');
  // The back office (decision 025): its index with its own headers, never kept; an asset from disk; the API through
  // its server, which reaches it through nginx's API listener; an image upload's body up to the API's own limit.
  const backoffice = await fetch(`${origins.backoffice}/`);
  const backofficeHtml = await backoffice.text();
  const backofficeHeaders = backoffice.headers;
  expect(
    backoffice.status === 200 && /<div id="root">/.test(backofficeHtml),
    'the back office answers its index through nginx',
  );
  expect(
    /script-src 'self'/.test(backofficeHeaders.get('content-security-policy') ?? '') &&
      /frame-ancestors 'none'/.test(backofficeHeaders.get('content-security-policy') ?? '') &&
      backofficeHeaders.get('x-frame-options') === 'DENY' &&
      backofficeHeaders.get('x-content-type-options') === 'nosniff' &&
      backofficeHeaders.get('referrer-policy') === 'same-origin' &&
      backofficeHeaders.get('cache-control') === 'no-store',
    "the back office's index has its security headers and is never kept",
  );
  const backofficeAsset = backofficeHtml.match(/\/assets\/[^"']+\.js/)?.[0];
  const backofficeScript = backofficeAsset ? await fetch(`${origins.backoffice}${backofficeAsset}`) : null;
  expect(
    backofficeScript?.status === 200 && /immutable/.test(backofficeScript.headers.get('cache-control') ?? ''),
    `a script of the back office (${backofficeAsset}) comes from nginx, cached for good`,
  );
  const backofficeHealth = await fetch(`${origins.backoffice}/api/health`);
  expect(backofficeHealth.status === 200, 'the API answers through the back office');
  const upload = (megabytes) =>
    fetch(`${origins.backoffice}/api/admin/images`, {
      method: 'POST',
      headers: { 'content-type': 'application/octet-stream' },
      body: new Uint8Array(megabytes * 1024 * 1024),
    }).then(
      (res) => res.status,
      () => 0,
    );
  const [small, huge] = [await upload(2), await upload(22)];
  expect(
    ![0, 413].includes(small) && huge === 413,
    `an image upload of 2 MiB reaches the API (${small}), one of 22 MiB is refused by nginx (${huge})`,
  );
  return failures.length === 0;
}

/** The smoke set of browser tests (deploy/smoke) through nginx's public ports. */
function browserSmoke() {
  return finished(
    run(
      path.join(root, 'node_modules/.bin/playwright'),
      ['test', '-c', 'deploy/smoke/playwright.config.ts'],
      {
        SMOKE_FAIR_ORIGIN: origins.fair,
        SMOKE_SHOP_ORIGIN: origins.shop,
        SMOKE_BACKOFFICE_ORIGIN: origins.backoffice,
        ...(tls?.selfSigned ? { SMOKE_SELF_SIGNED: '1' } : {}),
      },
      'playwright',
    ),
  ).then(
    () => true,
    () => false,
  );
}

try {
  if (!existsSync(nginxBin))
    throw new Error(`nginx not found at ${nginxBin} (apt-get install nginx-light, or NGINX_PATH)`);
  if (check) rmSync(dataDir, { recursive: true, force: true });
  if (check && databaseUrl) await createDatabase(databaseUrl);
  await Promise.all([
    // The seed leaves a database that has its content as it is.
    finished(
      run(
        path.join(root, 'node_modules/.bin/tsx'),
        ['tools/seed/src/cli.ts', '--size', seedSize, '--images', ...(check ? ['--reset'] : [])],
        { DATA_DIR: dataDir, ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}) },
        'seed',
      ),
    ),
    build
      ? finished(
          run(
            path.join(root, 'node_modules/.bin/nx'),
            ['run-many', '-t', 'build', 'bundle', '--projects', 'api,fair,shop,backoffice', '--outputStyle=stream'],
            {},
            'build',
          ),
        )
      : null,
  ]);
  const production = {
    NODE_ENV: 'production',
    DATA_DIR: dataDir,
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
    // Several API processes count every limit together through Redis (the check: this machine's, a prefix of its own).
    ...(redisUrl
      ? {
          REDIS_URL: redisUrl,
          REDIS_PREFIX: check ? `artfair-check-${process.pid}:` : (env.REDIS_PREFIX ?? 'artfair:'),
        }
      : {}),
    LINK_SECRET: linkSecret(),
    PAYMENT_SANDBOX: env.PAYMENT_SANDBOX ?? 'true',
    FAIR_ORIGIN: origins.fair,
    SHOP_ORIGIN: origins.shop,
    // The site servers and the back office's reach the API through nginx, which balances its instances.
    API_URL: `http://127.0.0.1:${ports.apiEdge}`,
    API_PORT: String(ports.api),
    API_HOST: '127.0.0.1',
    SITE_HOST: '127.0.0.1',
    FAIR_PORT: String(ports.fairServer),
    SHOP_PORT: String(ports.shopServer),
    BACKOFFICE_PORT: String(ports.backofficeServer),
  };
  // The site servers' own ports are not the public ones: origins say where visitors are.
  for (const [i, port] of apiPorts.entries()) {
    const api = run(
      process.execPath,
      ['apps/api/dist/main.js'],
      { ...production, API_PORT: String(port) },
      `api-${i + 1}`,
    );
    api.long = true;
  }
  await Promise.all(apiPorts.map((port) => waitFor(`http://127.0.0.1:${port}/api/health`)));
  for (const site of ['fair', 'shop', 'backoffice']) {
    const server = run(process.execPath, [`apps/${site}/dist/server.mjs`], production, site);
    server.long = true;
  }
  const { file, runDir } = nginxConfig();
  const nginx = run(nginxBin, ['-p', runDir, '-c', file, '-g', 'daemon off;'], {}, 'nginx');
  nginx.long = true;
  await Promise.all([
    waitFor(`${origins.fair}/es`),
    waitFor(`${origins.shop}/es/shop`),
    waitFor(`${origins.backoffice}/`),
  ]);
  if (check) {
    const ok = (await smokeCheck()) && (await browserSmoke());
    stop(ok ? 0 : 1);
  } else {
    console.log(`\nProduction topology ready (nginx ${nginxBin}):`);
    console.log(`  fair  ${origins.fair}`);
    console.log(`  shop  ${origins.shop}/es/shop`);
    console.log(`  back office  ${origins.backoffice}`);
    console.log(
      `  API   through any of them at /api/graphql (${apiPorts.length} process(es) on 127.0.0.1:${apiPorts.join(', ')})`,
    );
    console.log('Press Ctrl-C to stop.\n');
  }
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  stop(1);
}
