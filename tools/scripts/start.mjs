#!/usr/bin/env node
// `npm start`: through Nx, prepares the embedded database with demo content on first run (`seed:demo`),
// then serves the API, the sites and the back office that exist (`serve` targets) and prints their addresses.
// Ctrl-C stops everything.
// What it prints is for a person: the preparation's output only when it fails, then the servers' warnings and errors
// only (`LOG_LEVEL=warn`), the API's in words rather than JSON (`LOG_FORMAT=text`: pino-pretty, apps/api/src/log-format.ts);
// either variable set in the environment wins (`LOG_LEVEL=info npm start` logs every request).
import { Buffer } from 'node:buffer';
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const bin = (name) => path.join(root, 'node_modules', '.bin', name);
const apiPort = process.env.API_PORT ?? '3333';
const apiUrl = `http://localhost:${apiPort}`;
const started = Date.now();

const nxEnv = {
  ...process.env,
  // The back office's server proxies `/api` to the API started here.
  API_URL: process.env.API_URL ?? apiUrl,
  // Warnings and errors only (no line per request), the API's as `[HH:MM:SS] WARN: message {fields}`.
  LOG_LEVEL: process.env.LOG_LEVEL || 'warn',
  LOG_FORMAT: process.env.LOG_FORMAT || 'text',
  NX_DAEMON: 'false',
  NX_TUI: 'false',
  NX_NO_CLOUD: 'true',
};

function run(command, args, options = {}) {
  // Its own process group, so that stopping it stops what Nx started under it.
  const child = spawn(command, args, { cwd: root, stdio: 'inherit', env: nxEnv, detached: true, ...options });
  groups.add(child.pid);
  return child;
}

function finished(child) {
  return new Promise((resolve, reject) => {
    child.on('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`${child.spawnargs.join(' ')} exited with ${code}`)),
    );
  });
}

/** A preparation step run with its output kept aside, shown only if the step fails. */
function quietly(command, args) {
  const child = run(command, args, { stdio: ['ignore', 'pipe', 'pipe'] });
  const output = [];
  child.stdout.on('data', (chunk) => output.push(chunk));
  child.stderr.on('data', (chunk) => output.push(chunk));
  return finished(child).catch((error) => {
    process.stderr.write(Buffer.concat(output));
    throw error;
  });
}

async function waitFor(url, timeoutMs) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      const res = await fetch(url, { redirect: 'manual' });
      if (res.status < 400) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`${url} did not answer within ${timeoutMs / 1000} s`);
}

/** How long the servers get to finish their requests and close the database after SIGTERM (theirs is 10 s). */
const STOP_GRACE_MS = 15_000;
const groups = new Set();
let stopping = false;

/** Whether any process of a process group still runs. */
function groupRuns(pid) {
  try {
    process.kill(-pid, 0);
    return true;
  } catch (error) {
    return error.code === 'EPERM';
  }
}

function signalGroups(signal) {
  for (const pid of groups) {
    try {
      process.kill(-pid, signal);
    } catch {
      // already gone
    }
  }
}

/**
 * Stops everything gracefully: SIGTERM to each process group (the API finishes its requests and closes the database,
 * the sites finish theirs), then waits until every process of those groups has exited; only after STOP_GRACE_MS is
 * what is left killed. A second Ctrl-C kills at once.
 */
function stopAll(code = 0) {
  if (stopping) return;
  stopping = true;
  signalGroups('SIGTERM');
  const deadline = Date.now() + STOP_GRACE_MS;
  const poll = setInterval(() => {
    const running = [...groups].filter(groupRuns);
    if (running.length === 0) {
      clearInterval(poll);
      process.exit(code);
    }
    if (Date.now() > deadline) {
      console.error(`Still running after ${STOP_GRACE_MS / 1000} s: killing`);
      signalGroups('SIGKILL');
      process.exit(code || 1);
    }
  }, 100);
}

function onSignal() {
  if (!stopping) return stopAll(0);
  signalGroups('SIGKILL');
  process.exit(1);
}
process.on('SIGINT', onSignal);
process.on('SIGTERM', onSignal);

const sites = ['fair', 'shop'].filter((site) => existsSync(path.join(root, 'apps', site, 'project.json')));
const siteUrls = {
  fair: process.env.FAIR_ORIGIN ?? `http://localhost:${process.env.FAIR_PORT ?? '4200'}`,
  shop: process.env.SHOP_ORIGIN ?? `http://localhost:${process.env.SHOP_PORT ?? '4300'}`,
};
const sitePaths = { fair: '/', shop: '/es/shop' };
/** The back office (apps/backoffice), a third deployable beside the sites, when it exists. */
const backoffice = existsSync(path.join(root, 'apps', 'backoffice', 'project.json'));
const backofficeUrl = `http://localhost:${process.env.BACKOFFICE_PORT ?? '4400'}`;
const apps = [...sites, ...(backoffice ? ['backoffice'] : [])];

try {
  // The demo content and the sites' production builds are independent: prepare them side by side
  // (both are skipped on later starts: the seed finds its data, Nx restores the builds from its cache).
  // Their output is shown only when one fails; a line every 30 s says they still run (the first start seeds and
  // builds for about three minutes, later ones find both done in seconds).
  console.log(`Preparing the demo content${apps.length ? ` and the builds of ${apps.join(', ')}` : ''}`);
  const preparing = setInterval(
    () => console.log(`  still preparing (${Math.round((Date.now() - started) / 1000)} s)`),
    30_000,
  );
  await Promise.all([
    quietly(bin('nx'), ['run', 'seed:demo', '--outputStyle=stream', '--skipNxCache']),
    apps.length
      ? quietly(bin('nx'), ['run-many', '-t', 'build', '--projects', apps.join(','), '--outputStyle=stream'])
      : null,
  ]).finally(() => clearInterval(preparing));
  console.log(`Starting the API${apps.length ? ` and ${apps.join(', ')}` : ''}`);
  // The builds are done: `--excludeTaskDependencies` keeps Nx from running them again (and printing their output).
  const servers = run(bin('nx'), [
    'run-many',
    '-t',
    'serve',
    '--projects',
    ['api', ...apps].join(','),
    '--outputStyle=stream',
    '--excludeTaskDependencies',
    '--parallel',
    String(1 + apps.length),
  ]);
  servers.on('exit', (code) => stopAll(code ?? 1));
  await waitFor(`${apiUrl}/api/health`, 60_000);
  await Promise.all([
    ...sites.map((site) => waitFor(`${siteUrls[site]}${sitePaths[site]}`, 60_000)),
    backoffice ? waitFor(`${backofficeUrl}/`, 60_000) : null,
  ]);
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  console.log(`\nReady in ${seconds} s`);
  for (const site of sites) console.log(`  ${site.padEnd(10)} ${siteUrls[site]}${site === 'shop' ? '/es/shop' : ''}`);
  if (backoffice) console.log(`  backoffice ${backofficeUrl}`);
  console.log(`  API        ${apiUrl}/api/graphql   (health: ${apiUrl}/api/health)`);
  console.log('Press Ctrl-C to stop.\n');
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  stopAll(1);
}
