/**
 * @jest-environment node
 */
import type { ActionFunctionArgs } from 'react-router';
import { CONTACT_BODY_MAX_BYTES, contactAction } from './contact-action';

const context = {
  site: 'fair' as const,
  apiUrl: 'http://api.invalid',
  origins: { fair: 'http://f', shop: 'http://s' },
  forwardedFor: '203.0.113.9',
};

function post(
  fields: Record<string, string>,
  path = '/es/contacto',
  headers: Record<string, string> = {},
): ActionFunctionArgs {
  const body = new URLSearchParams(fields);
  const request = new Request(`http://f${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
    body,
  });
  return { request, params: {}, context } as unknown as ActionFunctionArgs;
}

/** The answer of the action as a status and a body, whichever way it came (`data()` or a plain object). */
async function answer(args: ActionFunctionArgs): Promise<{ status: number; body: unknown }> {
  const result = (await contactAction(args)) as unknown;
  if (
    result &&
    typeof result === 'object' &&
    'type' in result &&
    (result as { type: string }).type === 'DataWithResponseInit'
  ) {
    const withInit = result as unknown as { data: unknown; init: { status?: number } | null };
    return { status: withInit.init?.status ?? 200, body: withInit.data };
  }
  return { status: 200, body: result };
}

const complete = { fromName: 'Ana', fromEmail: 'ana@example.com', message: 'Hola.\nHasta <pronto>', privacy: '1' };

describe('contactAction (the footer form without scripts)', () => {
  const realFetch = globalThis.fetch;
  let calls: { body: { variables?: Record<string, string> }; headers: Headers }[];
  let reply: () => Promise<Response>;
  beforeEach(() => {
    calls = [];
    reply = async () => Response.json({ data: { contact: { ok: true, response: null } } });
    globalThis.fetch = (async (_input: RequestInfo | URL, init?: RequestInit) => {
      const parsed = JSON.parse(String(init?.body)) as unknown;
      for (const one of Array.isArray(parsed) ? parsed : [parsed])
        calls.push({ body: one, headers: new Headers(init?.headers) });
      const response = await reply();
      return Array.isArray(parsed) ? Response.json([await response.json()]) : response;
    }) as typeof fetch;
  });
  afterEach(() => {
    globalThis.fetch = realFetch;
  });

  it.each([
    ['no name', { ...complete, fromName: '   ' }, 'fromName', 'requerido'],
    ['no e-mail', { ...complete, fromEmail: '' }, 'fromEmail', 'requerido'],
    ['a malformed e-mail', { ...complete, fromEmail: "x'; DROP TABLE users; --@x" }, 'fromEmail', 'formatoEmail'],
    ['no message', { ...complete, message: '\n \n' }, 'message', 'requerido'],
    [
      'the privacy box unticked',
      { fromName: 'Ana', fromEmail: 'ana@example.com', message: 'Hola' },
      'privacy',
      'necesario_aceptar',
    ],
  ])(
    'refuses %s with the first failing field, in the form order, and sends nothing',
    async (_case, fields, field, message) => {
      const { status, body } = await answer(post(fields));
      expect(status).toBe(400);
      expect(body).toEqual({ kind: 'invalid', field, message });
      expect(calls).toHaveLength(0);
    },
  );

  it('refuses an oversized body before reading it', async () => {
    const { status, body } = await answer(
      post(complete, '/es/contacto', { 'content-length': String(CONTACT_BODY_MAX_BYTES + 1) }),
    );
    expect(status).toBe(413);
    expect(body).toEqual({ kind: 'error', text: null });
    expect(calls).toHaveLength(0);
  });

  it("sends a checked message as the browser would (escaped, line breaks as <br>) with the visitor's address", async () => {
    const { status, body } = await answer(post(complete, '/en/contact'));
    expect(status).toBe(200);
    expect(body).toEqual({ kind: 'sent' });
    expect(calls).toHaveLength(1);
    expect(calls[0]?.body.variables).toEqual({
      fromName: 'Ana',
      fromEmail: 'ana@example.com',
      message: 'Hola.<br>Hasta &lt;pronto&gt;',
      website: null,
    });
    expect(calls[0]?.headers.get('x-forwarded-for')).toBe('203.0.113.9');
    expect(calls[0]?.headers.get('accept-language')).toBe('en');
  });

  it("shows the API's refusal text, or none when the API cannot be reached", async () => {
    reply = async () =>
      Response.json({
        data: { contact: { ok: false, response: 'El nombre no puede contener los caracteres < ni >.' } },
      });
    expect(await answer(post(complete))).toEqual({
      status: 422,
      body: { kind: 'error', text: 'El nombre no puede contener los caracteres < ni >.' },
    });
    reply = async () => {
      throw new TypeError('fetch failed');
    };
    expect(await answer(post(complete))).toEqual({ status: 502, body: { kind: 'error', text: null } });
  });
});
