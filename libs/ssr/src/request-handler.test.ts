/**
 * @jest-environment node
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import express from 'express';
import { boundedBody, sendBody, toFetchRequest } from './request-handler';

/** A POST whose body is sent in chunks, without Content-Length (as a client may stream it). */
function postChunked(base: string, path: string, chunks: Buffer[]): Promise<{ status: number; body: string }> {
  const { hostname, port } = new URL(base);
  return new Promise((resolve, reject) => {
    const req = http.request(
      { hostname, port, method: 'POST', path, headers: { 'content-type': 'application/x-www-form-urlencoded' } },
      (res) => {
        let body = '';
        res.on('data', (chunk) => (body += chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
      },
    );
    // A server that stops reading may close the connection before all is written.
    req.on('error', (error: NodeJS.ErrnoException) =>
      error.code === 'EPIPE' || error.code === 'ECONNRESET' ? undefined : reject(error),
    );
    for (const chunk of chunks) req.write(chunk);
    req.end();
  });
}

describe('the sites’ request bodies', () => {
  let server: http.Server;
  let base = '';
  const reached: string[] = [];

  beforeAll(async () => {
    const app = express();
    app.use(boundedBody(1024));
    app.use(async (req, res) => {
      const request = toFetchRequest(req, res);
      reached.push(`${request.method} ${new URL(request.url).pathname}`);
      const form = request.method === 'POST' ? Object.fromEntries(await request.formData()) : {};
      res.json({ url: request.url, form, length: request.headers.get('content-length') });
    });
    server = http.createServer(app);
    base = await new Promise<string>((resolve) =>
      server.listen(0, '127.0.0.1', () => resolve(`http://127.0.0.1:${(server.address() as AddressInfo).port}`)),
    );
  });
  afterAll(() => server.close());
  beforeEach(() => (reached.length = 0));

  it('hands a form within the limit to the page, chunked or not', async () => {
    const res = await postChunked(base, '/es/contacto?x=1', [
      Buffer.from('name=Ana&'),
      Buffer.from('text=Hola%20%3Cb%3E'),
    ]);
    expect(res.status).toBe(200);
    const answer = JSON.parse(res.body) as { url: string; form: Record<string, string> };
    expect(answer.form).toEqual({ name: 'Ana', text: 'Hola <b>' });
    expect(new URL(answer.url).pathname + new URL(answer.url).search).toBe('/es/contacto?x=1');
    const sized = await fetch(`${base}/es/contacto`, { method: 'POST', body: new URLSearchParams({ a: 'b' }) });
    expect(await sized.json()).toMatchObject({ form: { a: 'b' } });
  });

  it('refuses a chunked body beyond the limit with 413, counted by the bytes read, before the page sees it', async () => {
    const chunk = Buffer.alloc(300, 'a');
    const res = await postChunked(base, '/es/contacto', [chunk, chunk, chunk, chunk, chunk]);
    expect(res.status).toBe(413);
    expect(reached).toEqual([]);
  });

  it('refuses a body whose Content-Length is beyond the limit with 413', async () => {
    const res = await fetch(`${base}/es/contacto`, { method: 'POST', body: 'a'.repeat(2048) });
    expect(res.status).toBe(413);
    expect(reached).toEqual([]);
  });

  it('lets a GET through without reading anything', async () => {
    const res = await fetch(`${base}/es/obras?q=1`);
    expect(res.status).toBe(200);
    expect(reached).toEqual(['GET /es/obras']);
  });
});

describe('a page’s body', () => {
  /** A server answering every request with `body()` through `sendBody`, and what each answer came to. */
  async function serve(body: () => ReadableStream<Uint8Array>) {
    const outcomes: string[] = [];
    const app = express();
    app.use((req, res) => {
      res.status(200).type('html');
      sendBody(body(), res).then(
        () => outcomes.push('done'),
        (error: unknown) => outcomes.push(`failed: ${String(error)}`),
      );
    });
    const server = http.createServer(app);
    const base = await new Promise<string>((resolve) =>
      server.listen(0, '127.0.0.1', () => resolve(`http://127.0.0.1:${(server.address() as AddressInfo).port}`)),
    );
    return { base, outcomes, close: () => new Promise((resolve) => server.close(resolve)) };
  }

  it('is sent whole to a visitor who stays', async () => {
    const encoder = new TextEncoder();
    const site = await serve(
      () =>
        new ReadableStream({
          start(controller) {
            controller.enqueue(encoder.encode('<p>uno</p>'));
            controller.enqueue(encoder.encode('<p>dos</p>'));
            controller.close();
          },
        }),
    );
    expect(await (await fetch(site.base)).text()).toBe('<p>uno</p><p>dos</p>');
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(site.outcomes).toEqual(['done']);
    await site.close();
  });

  it('stops quietly when the visitor goes away mid-answer, and the rest of the body is cancelled', async () => {
    let cancelled = false;
    const site = await serve(
      () =>
        new ReadableStream<Uint8Array>({
          start(controller) {
            // The first part, then nothing more: the rest would come after the visitor has gone.
            controller.enqueue(new TextEncoder().encode('<p>first part</p>'));
          },
          cancel() {
            cancelled = true;
          },
        }),
    );
    const { hostname, port } = new URL(site.base);
    await new Promise<void>((resolve) => {
      const req = http.get({ hostname, port, path: '/es/obras' }, (res) => {
        res.once('data', () => {
          req.destroy();
          resolve();
        });
      });
      req.on('error', () => undefined);
    });
    for (let waited = 0; site.outcomes.length === 0 && waited < 2000; waited += 20) {
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    expect(site.outcomes).toEqual(['done']);
    expect(cancelled).toBe(true);
    await site.close();
  });
});
