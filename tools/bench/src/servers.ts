/** The servers the benchmark times: the API over the benchmark database and the shop's production build over it. */
import { spawn, type ChildProcess } from 'node:child_process';
import { cpSync, existsSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/** The repository's root. */
export const ROOT = path.resolve(__dirname, '../../..');

/** The ports and addresses the benchmark's servers use (away from development and the browser tests). */
export interface BenchPorts {
  api: number;
  shop: number;
}

/** The environment both servers share: production mode, quiet logs, the sites' public origins. */
function sharedEnv(ports: BenchPorts): NodeJS.ProcessEnv {
  return {
    LINK_SECRET: 'bench-only-link-secret-0123456789abcdef',
    ...process.env,
    // The checkout benchmark signs its buyers up from this one address.
    SIGN_UPS_PER_HOUR: '100000',
    // …many at once: each sign-up is a password hash, which waits its turn instead of being refused busy.
    PASSWORD_CHECKS_PER_MINUTE: '100000',
    PASSWORD_HASH_QUEUE: '10000',
    PASSWORD_HASH_WAIT_MS: '60000',
    // Production mode requires a payment provider; the benchmark never pays.
    PAYMENT_SANDBOX: 'true',
    NODE_ENV: 'production',
    LOG_LEVEL: 'warn',
    API_PORT: String(ports.api),
    API_URL: `http://127.0.0.1:${ports.api}`,
    SHOP_PORT: String(ports.shop),
    SHOP_ORIGIN: `http://localhost:${ports.shop}`,
    FAIR_ORIGIN: `http://localhost:${ports.shop + 1}`,
  };
}

/** Resolves once `url` answers 2xx, or rejects after `timeoutMs` or when the process ends. */
function ready(child: ChildProcess, url: string, what: string, timeoutMs = 90_000): Promise<ChildProcess> {
  return new Promise((resolve, reject) => {
    const deadline = Date.now() + timeoutMs;
    let done = false;
    child.once('exit', (code) => {
      if (!done) reject(new Error(`${what} exited with ${code}`));
    });
    const poll = async () => {
      try {
        if ((await fetch(url)).ok) {
          done = true;
          return resolve(child);
        }
      } catch {
        // not up yet
      }
      if (Date.now() > deadline) {
        child.kill('SIGTERM');
        return reject(new Error(`${what} did not start within ${timeoutMs / 1000} s`));
      }
      setTimeout(poll, 250);
    };
    void poll();
  });
}

/**
 * Starts the API (production mode) over the database at `database`: a PostgreSQL server's URL, or `{ dataDir }` for
 * the embedded database in that directory.
 */
export function startApi(database: string | { dataDir: string }, ports: BenchPorts): Promise<ChildProcess> {
  const where = typeof database === 'string' ? { DATABASE_URL: database } : { DATA_DIR: database.dataDir };
  const child = spawn(path.join(ROOT, 'node_modules/.bin/tsx'), ['apps/api/src/main.ts'], {
    cwd: ROOT,
    env: { ...sharedEnv(ports), ...where },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  return ready(child, `http://127.0.0.1:${ports.api}/api/health`, 'The API');
}

/** The shop's production build, which the shop server renders with. */
export const SHOP_BUILD = path.join(ROOT, 'apps/shop/build/server/index.js');
/** Where the benchmark keeps its own copy of the shop's server and build. */
const SHOP_COPY = path.join(ROOT, '.data/bench/shop');

/**
 * Starts the shop's production server (as the browser tests do) against the benchmark's API. The build must exist
 * (`npx nx run shop:build`); the server runs from a copy of it, so a rebuild by someone else during the run changes
 * nothing.
 */
export function startShop(ports: BenchPorts, env: NodeJS.ProcessEnv = {}): Promise<ChildProcess> {
  if (!existsSync(SHOP_BUILD)) throw new Error(`No shop build at ${SHOP_BUILD}: run "npx nx run shop:build" first`);
  rmSync(SHOP_COPY, { recursive: true, force: true });
  cpSync(path.join(ROOT, 'apps/shop/build'), path.join(SHOP_COPY, 'build'), { recursive: true });
  cpSync(path.join(ROOT, 'apps/shop/server.ts'), path.join(SHOP_COPY, 'server.ts'));
  // The server is an ES module (it awaits at top level); no name, so nothing takes the copy for a project.
  writeFileSync(path.join(SHOP_COPY, 'package.json'), '{ "type": "module" }\n');
  const child = spawn(
    path.join(ROOT, 'node_modules/.bin/tsx'),
    ['--tsconfig', 'tsconfig.react.json', path.join(SHOP_COPY, 'server.ts')],
    {
      cwd: ROOT,
      env: { ...sharedEnv(ports), ...env },
      stdio: ['ignore', 'inherit', 'inherit'],
    },
  );
  return ready(child, `http://127.0.0.1:${ports.shop}/es/shop`, 'The shop server');
}

/** Stops a server the benchmark started and waits for it to end. */
export function stop(child: ChildProcess | null): Promise<void> {
  if (!child || child.exitCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });
}
