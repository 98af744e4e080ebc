/**
 * The API as a process (`tsx apps/api/src/main.ts`, PGlite in a temporary DATA_DIR): a second process on the same data
 * directory stops at once with a clear message; SIGTERM lets a request in flight finish, closes the database and exits 0.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { findWorkspaceRoot } from '@art/server-util';

const ROOT = findWorkspaceRoot(__dirname);

async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

interface Api {
  child: ChildProcess;
  output(): string;
  exited: Promise<number | null>;
}

function startApi(dataDir: string, port: number): Api {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: 'test',
    API_HOST: '127.0.0.1',
    API_PORT: String(port),
    DATA_DIR: dataDir,
    SHUTDOWN_TIMEOUT_MS: '10000',
  };
  delete env['DATABASE_URL'];
  delete env['NODE_OPTIONS'];
  const child = spawn(path.join(ROOT, 'node_modules/.bin/tsx'), ['apps/api/src/main.ts'], {
    cwd: ROOT,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return { child, output: () => output, exited };
}

async function waitForHealth(port: number, api: Api, ms = 90_000): Promise<void> {
  const deadline = Date.now() + ms;
  while (Date.now() < deadline) {
    if (api.child.exitCode !== null) throw new Error(`The API exited: ${api.output()}`);
    try {
      if ((await fetch(`http://127.0.0.1:${port}/api/health`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`The API did not start: ${api.output()}`);
}

/** Resolves once a new connection to `port` is refused; rejects if it is still taken after `ms`. */
async function refusedWithin(port: number, ms: number): Promise<void> {
  const deadline = Date.now() + ms;
  while (Date.now() < deadline) {
    const taken = await new Promise<boolean>((resolve) => {
      const socket = net.connect(port, '127.0.0.1');
      socket.once('connect', () => {
        socket.destroy();
        resolve(true);
      });
      socket.once('error', () => resolve(false));
    });
    if (!taken) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`port ${port} still takes connections ${ms} ms after SIGTERM`);
}

describe('the API process', () => {
  let dataDir = '';
  let api: Api | undefined;
  beforeAll(() => {
    dataDir = mkdtempSync(path.join(tmpdir(), 'api-shutdown-'));
  });
  afterAll(() => {
    if (api?.child.exitCode === null) api.child.kill('SIGKILL');
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('refuses a second process on its data directory, then finishes a request in flight on SIGTERM and exits 0', async () => {
    const port = await freePort();
    api = startApi(dataDir, port);
    await waitForHealth(port, api);
    expect((await fetch(`http://127.0.0.1:${port}/api/ready`)).status).toBe(200);

    // PGlite: one process per data directory.
    const second = startApi(dataDir, await freePort());
    expect(await second.exited).toBe(1);
    expect(second.output()).toMatch(/already open by another process \(pid \d+/);

    // A request in flight: its body comes slowly, half before the signal and half after.
    const body = JSON.stringify({ query: '{ ping }' });
    const answer = new Promise<{ status: number; headers: http.IncomingHttpHeaders; text: string }>(
      (resolve, reject) => {
        const request = http.request(
          {
            host: '127.0.0.1',
            port,
            method: 'POST',
            path: '/api/graphql',
            headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) },
          },
          (res) => {
            let text = '';
            res.on('data', (chunk: Buffer) => (text += chunk.toString()));
            res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, text }));
          },
        );
        request.on('error', reject);
        request.write(body.slice(0, 10));
        // A request on another connection answered after these bytes were sent: the server has read the request
        // in flight by then, however busy the machine (a fixed wait let a loaded machine signal before it had).
        fetch(`http://127.0.0.1:${port}/api/health`)
          .then(async () => {
            api!.child.kill('SIGTERM');
            // Once shutdown starts no new connection is taken (a probe is refused), while the request in flight goes
            // on: its body is finished only after a refused probe.
            await refusedWithin(port, 5_000);
            request.end(body.slice(10));
          })
          .catch(reject);
      },
    );
    const started = Date.now();
    const res = await answer;
    expect(res.status).toBe(200);
    expect(JSON.parse(res.text)).toEqual({ data: { ping: 'pong' } });
    expect(res.headers['connection']).toBe('close');
    expect(await api.exited).toBe(0);
    expect(Date.now() - started).toBeLessThan(10_000);
    // The database was closed and its lock removed.
    expect(existsSync(`${path.join(dataDir, 'pglite')}.lock`)).toBe(false);
  });
});
