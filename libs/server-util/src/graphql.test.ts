import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { apiGraphQL } from './graphql';

interface Received {
  url: string;
  headers: http.IncomingHttpHeaders;
  body: unknown;
}

/** A stand-in for the API on a free port: records each POST and answers `reply(body)`. */
async function fakeApi(reply: (body: Record<string, unknown>) => { status?: number; type?: string; body: string }) {
  const received: Received[] = [];
  const server = http.createServer((req, res) => {
    let text = '';
    req.on('data', (chunk: Buffer) => (text += chunk.toString()));
    req.on('end', () => {
      const body = JSON.parse(text) as Record<string, unknown>;
      received.push({ url: req.url ?? '', headers: req.headers, body });
      const answer = reply(body);
      res.writeHead(answer.status ?? 200, {
        'content-type': answer.type ?? 'application/json; charset=utf-8',
        'set-cookie': 'o_token=abc; Path=/; HttpOnly',
      });
      res.end(answer.body);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return { origin, received, close: () => new Promise((resolve) => server.close(resolve)) };
}

const QUERY = 'query Works($first: Int) { works(first: $first) { nodes { slug } } }';

describe('apiGraphQL (graphql-request to the API from Node)', () => {
  it('posts the query and variables as JSON to /api/graphql with the API’s headers of the call', async () => {
    const api = await fakeApi(() => ({ body: JSON.stringify({ data: { works: { nodes: [{ slug: 'azul' }] } } }) }));
    try {
      const client = apiGraphQL(api.origin, { lang: 'es', headers: { 'x-forwarded-for': '10.0.0.1' } });
      expect(client.endpoint).toBe(`${api.origin}/api/graphql`);
      const data = await client.data<{ works: { nodes: { slug: string }[] } }>(QUERY, { first: 1 }, { token: 't1' });
      expect(data.works.nodes).toEqual([{ slug: 'azul' }]);
      await client.data(QUERY, {}, { lang: 'en', cookie: 'o_token=xyz' });
      const [first, second] = api.received;
      expect(first!.url).toBe('/api/graphql');
      // The document as written, not parsed: no operation name is added.
      expect(first!.body).toEqual({ query: QUERY, variables: { first: 1 } });
      expect(first!.headers).toMatchObject({
        'content-type': 'application/json',
        accept: 'application/json',
        'accept-language': 'es',
        authorization: 'Bearer t1',
        'x-forwarded-for': '10.0.0.1',
      });
      expect(second!.headers).toMatchObject({ 'accept-language': 'en', cookie: 'o_token=xyz' });
      expect(second!.headers.authorization).toBeUndefined();
    } finally {
      await api.close();
    }
  });

  it('answers errors with the data, status and headers; data() rejects with their messages', async () => {
    const api = await fakeApi(() => ({
      body: JSON.stringify({
        data: null,
        errors: [
          { message: 'No tienes permiso.', extensions: { code: 'FORBIDDEN' } },
          { message: 'Otra cosa.', extensions: { code: 'BAD_USER_INPUT' } },
        ],
      }),
    }));
    try {
      const client = apiGraphQL(api.origin);
      const answer = await client.answer(QUERY);
      expect(answer).toMatchObject({
        data: null,
        status: 200,
        errors: [{ extensions: { code: 'FORBIDDEN' } }, { message: 'Otra cosa.' }],
      });
      expect(answer.headers.get('set-cookie')).toBe('o_token=abc; Path=/; HttpOnly');
      await expect(client.data(QUERY)).rejects.toThrow('No tienes permiso.; Otra cosa.');
    } finally {
      await api.close();
    }
  });

  it('keeps an error status that carries GraphQL errors as an answer, and fails on one without', async () => {
    let status = 503;
    const api = await fakeApi(() =>
      status === 503
        ? { status, body: JSON.stringify({ errors: [{ message: 'Volvemos enseguida.' }] }) }
        : { status, type: 'text/html', body: '<h1>Bad gateway</h1>' },
    );
    try {
      const client = apiGraphQL(api.origin);
      await expect(client.answer(QUERY)).resolves.toMatchObject({
        status: 503,
        errors: [{ message: 'Volvemos enseguida.' }],
      });
      status = 502;
      await expect(client.answer(QUERY)).rejects.toThrow(/answered HTTP 502 without GraphQL: <h1>Bad gateway/);
      await expect(apiGraphQL(api.origin).data('{ trends { slug } }')).rejects.toThrow(/HTTP 502/);
    } finally {
      await api.close();
    }
  });

  it('rejects data() when the API answers no data', async () => {
    const api = await fakeApi(() => ({ body: JSON.stringify({ data: null }) }));
    try {
      await expect(apiGraphQL(api.origin).data(QUERY)).rejects.toThrow(/answered no data \(HTTP 200\)/);
    } finally {
      await api.close();
    }
  });
});
