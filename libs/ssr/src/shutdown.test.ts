import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { stopGracefully } from './server';

function listen(server: http.Server): Promise<number> {
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve((server.address() as AddressInfo).port)));
}

function get(port: number, agent: http.Agent): Promise<{ status: number; connection?: string; body: string }> {
  return new Promise((resolve, reject) => {
    http
      .get({ host: '127.0.0.1', port, path: '/slow', agent }, (res) => {
        let body = '';
        res.on('data', (chunk: Buffer) => (body += chunk.toString()));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, connection: res.headers.connection, body }));
      })
      .on('error', reject);
  });
}

describe('a site server stopping', () => {
  it('stops taking connections, lets a request in flight finish and does not wait for idle keep-alive', async () => {
    const server = http.createServer((req, res) => {
      if (req.url === '/slow') setTimeout(() => res.end('done'), 500);
      else res.end('fast');
    });
    const port = await listen(server);
    const agent = new http.Agent({ keepAlive: true });
    // An idle keep-alive connection, and a request in flight on another.
    await new Promise<void>((resolve) =>
      http.get({ host: '127.0.0.1', port, path: '/', agent }, (res) => res.resume().on('end', resolve)),
    );
    const inFlight = get(port, agent);
    await new Promise((resolve) => setTimeout(resolve, 100));
    const started = Date.now();
    const stopped = stopGracefully(server, 5_000);
    await expect(fetch(`http://127.0.0.1:${port}/`)).rejects.toThrow();
    expect(await inFlight).toMatchObject({ status: 200, body: 'done' });
    await expect(stopped).resolves.toBe(true);
    expect(Date.now() - started).toBeLessThan(2_000);
    agent.destroy();
  });

  it('cuts the connections of requests still running at the deadline', async () => {
    const server = http.createServer(() => undefined);
    const port = await listen(server);
    const request = http.get({ host: '127.0.0.1', port, path: '/never' });
    const failed = new Promise((resolve) => request.on('error', resolve));
    await new Promise((resolve) => setTimeout(resolve, 100));
    await expect(stopGracefully(server, 300)).resolves.toBe(false);
    await failed;
  });
});
