/**
 * @jest-environment node
 *
 * The version of the public content as a site reads it from the API (a stub API on a free port).
 */
import http from 'node:http';
import type net from 'node:net';
import { apiContentVersion } from './api-content-version';

describe('the version of the public content read from the API', () => {
  let api: http.Server;
  let base = '';
  let version = 'a.0';
  let reads = 0;
  /** While set, the API holds its answers until the gate opens. */
  let gate: Promise<void> | null = null;

  beforeAll(async () => {
    api = http.createServer((req, res) => {
      reads += 1;
      const answer = version;
      void (gate ?? Promise.resolve()).then(() => {
        if (answer === 'broken') res.writeHead(500).end('{}');
        else res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ version: answer }));
      });
    });
    await new Promise<void>((resolve) => api.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(api.address() as net.AddressInfo).port}`;
  });
  afterAll(() => {
    api.closeAllConnections();
    api.close();
  });

  it('gives each caller a version read after it asked, sharing reads between callers', async () => {
    const current = apiContentVersion(base);
    reads = 0;
    let open: () => void = () => undefined;
    gate = new Promise((resolve) => (open = resolve));
    const first = current();
    // The API read the version for the first caller (waited for, not timed: a loaded machine may take longer than
    // any fixed pause to deliver the request); then it changes, and three more callers come.
    while (reads < 1) await new Promise((resolve) => setTimeout(resolve, 5));
    version = 'a.1';
    const later = [current(), current(), current()];
    gate = null;
    open();
    expect(await first).toBe('a.0');
    expect(await Promise.all(later)).toEqual(['a.1', 'a.1', 'a.1']);
    expect(reads).toBe(2);
  });

  it('keeps the last version read while the API fails or is away', async () => {
    version = 'b.0';
    const current = apiContentVersion(base);
    expect(await current()).toBe('b.0');
    version = 'broken';
    expect(await current()).toBe('b.0');
    const away = apiContentVersion('http://127.0.0.1:9');
    expect(await away()).toBe('');
  });
});
