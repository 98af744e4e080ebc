/**
 * @jest-environment node
 */
import type { ActionFunctionArgs } from 'react-router';
import { imageFixture } from '@art/data/testing';
import { localeTitles } from '@art/i18n/testing';
import { match, siteProfile } from '@art/routing';
import type { PageContext } from '@art/site';
import { galleryContactAction, newsletterAction, workInquiryAction } from './form-actions';
import { loadNewsletterPage, loadWorkInquiryPage } from './form-pages';
import { FORM_BODY_MAX_BYTES } from './form-specs';

const origins = { fair: 'https://feria.example', shop: 'https://market.example' };
const WORK = {
  id: '1',
  slug: 'azul',
  title: 'Azul',
  url: 'https://feria.example/es/obra/ana-rey/azul',
  price: null as number | null,
  workState: 'Disponible',
  year: 2024,
  technicsText: 'Óleo',
  measures: '100 × 80 cm',
  images: [imageFixture()],
  artist: { slug: 'ana-rey', fullName: 'Ana Rey', url: 'https://feria.example/es/artista/ana-rey' },
  gallery: { slug: 'lumen', comercialName: 'Galería Lumen', url: 'https://feria.example/es/galeria/lumen' },
};

function pageAt(
  url: string,
  options: { work?: Partial<typeof WORK> | null; request?: PageContext['client']['request'] } = {},
): PageContext {
  const found = match(url, { site: 'fair' });
  if (!found) throw new Error(url);
  return {
    site: 'fair',
    profile: siteProfile('fair'),
    currentEdition: null,
    lang: found.lang,
    match: found,
    params: found.params,
    url: new URL(`http://x${url}`),
    origins,
    client: {
      request: options.request ?? (() => Promise.reject(new Error('no call expected'))),
    } as PageContext['client'],
    titles: localeTitles(found.lang),
    query: (async () => ({
      getWork: options.work === null ? null : { ...WORK, ...options.work },
    })) as PageContext['query'],
  };
}

describe('loadWorkInquiryPage', () => {
  it('shows a work without price as open to inquiries, with its title data', async () => {
    const result = await loadWorkInquiryPage(pageAt('/es/obra/ana-rey/azul/contactar'));
    expect(result?.data.state).toBe('open');
    expect(result?.title).toEqual({ workTitle: 'Azul', artistFullName: 'Ana Rey' });
  });

  it('says a priced work is bought and a sold one takes no inquiries', async () => {
    expect(
      (await loadWorkInquiryPage(pageAt('/es/obra/ana-rey/azul/contactar', { work: { price: 1200 } })))?.data.state,
    ).toBe('priced');
    expect(
      (await loadWorkInquiryPage(pageAt('/es/obra/ana-rey/azul/contactar', { work: { workState: 'Vendida' } })))?.data
        .state,
    ).toBe('unavailable');
  });

  it('is a 404 for an unknown or hidden work, or one under another artist', async () => {
    expect(await loadWorkInquiryPage(pageAt('/es/obra/ana-rey/azul/contactar', { work: null }))).toBeNull();
    expect(
      await loadWorkInquiryPage(pageAt('/es/obra/ana-rey/azul/contactar', { work: { workState: 'Desactivada' } })),
    ).toBeNull();
    expect(await loadWorkInquiryPage(pageAt('/en/work/otra/azul/contact'))).toBeNull();
  });

  it('has no work at /en/obra-noprice', async () => {
    expect(await loadWorkInquiryPage(pageAt('/en/obra-noprice'))).toEqual({ data: { work: null, state: null } });
  });
});

describe('loadNewsletterPage', () => {
  it('confirms with the token of a confirmation link, in either language’s parameter', async () => {
    const tokens: unknown[] = [];
    const request = (async (_op: unknown, variables: unknown) => {
      tokens.push(variables);
      return { confirmNewsletter: { ok: true, response: '¡Listo!' } };
    }) as PageContext['client']['request'];
    expect(await loadNewsletterPage(pageAt('/es/newsletter?confirmar=abc.def', { request }))).toEqual({
      data: { link: { kind: 'confirm', ok: true, text: '¡Listo!' } },
    });
    await loadNewsletterPage(pageAt('/en/newsletter?confirm=xyz', { request }));
    expect(tokens).toEqual([{ token: 'abc.def' }, { token: 'xyz' }]);
  });

  it('says the confirmation failed when the API cannot be reached', async () => {
    expect(await loadNewsletterPage(pageAt('/es/newsletter?confirmar=abc'))).toEqual({
      data: { link: { kind: 'confirm', ok: false, text: null } },
    });
  });

  it('only shows the button of an unsubscribe link: opening it changes nothing', async () => {
    expect(await loadNewsletterPage(pageAt('/es/newsletter?baja=tok'))).toEqual({
      data: { link: { kind: 'unsubscribe', token: 'tok' } },
    });
    expect(await loadNewsletterPage(pageAt('/en/newsletter'))).toEqual({ data: { link: null } });
  });
});

const context = { site: 'fair' as const, apiUrl: 'http://api.invalid', origins, forwardedFor: '203.0.113.9' };

function post(
  path: string,
  fields: Record<string, string>,
  params: Record<string, string> = {},
  headers: Record<string, string> = {},
) {
  const request = new Request(`https://feria.example${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
    body: new URLSearchParams(fields),
  });
  return { request, params, context } as unknown as ActionFunctionArgs;
}

/** An action's answer as a status and a body. */
async function answer(result: Promise<unknown>): Promise<{ status: number; body: unknown }> {
  const value = (await result) as { type?: string; data?: unknown; init?: { status?: number } | null };
  if (value && value.type === 'DataWithResponseInit') return { status: value.init?.status ?? 200, body: value.data };
  return { status: 200, body: value };
}

describe('the form pages’ actions (forms posted without JavaScript)', () => {
  const realFetch = globalThis.fetch;
  let calls: { variables: Record<string, unknown>; headers: Headers }[];
  let reply: () => Promise<Response>;
  beforeEach(() => {
    calls = [];
    reply = async () => Response.json({ data: { workInquiry: { ok: true, response: 'Gracias.' } } });
    globalThis.fetch = (async (_input: RequestInfo | URL, init?: RequestInit) => {
      const parsed = JSON.parse(String(init?.body)) as
        { variables: Record<string, unknown> } | { variables: Record<string, unknown> }[];
      for (const one of Array.isArray(parsed) ? parsed : [parsed])
        calls.push({ variables: one.variables, headers: new Headers(init?.headers) });
      const response = await reply();
      return Array.isArray(parsed) ? Response.json([await response.json()]) : response;
    }) as typeof fetch;
  });
  afterEach(() => {
    globalThis.fetch = realFetch;
  });

  const inquiry = {
    fromName: 'Ana',
    fromEmail: 'ana@example.com',
    phone: '',
    message: 'Hola\n<b>precio</b>',
    privacy: '1',
    website: '',
  };
  const params = { artistSlug: 'ana-rey', slug: 'azul' };

  it('checks in the browser’s order and sends nothing when a field fails, keeping what was typed', async () => {
    const { status, body } = await answer(
      workInquiryAction(
        post('/es/obra/ana-rey/azul/contactar', { ...inquiry, fromEmail: 'ana@', phone: 'abc' }, params),
      ),
    );
    expect(status).toBe(400);
    expect(body).toEqual({
      kind: 'invalid',
      field: 'fromEmail',
      message: 'formatoEmail',
      values: { fromName: 'Ana', fromEmail: 'ana@', phone: 'abc', message: 'Hola\n<b>precio</b>' },
    });
    expect(calls).toEqual([]);
    const unticked = await answer(
      workInquiryAction(post('/es/obra/ana-rey/azul/contactar', { ...inquiry, privacy: '' }, params)),
    );
    expect(unticked.body).toMatchObject({ kind: 'invalid', field: 'privacy', message: 'necesario_aceptar' });
  });

  it('sends a checked inquiry for the visitor, the message escaped, the hidden field passed on', async () => {
    const { status, body } = await answer(
      workInquiryAction(post('/en/work/ana-rey/azul/contact', { ...inquiry, website: 'spam' }, params)),
    );
    expect(status).toBe(200);
    expect(body).toEqual({ kind: 'sent', text: 'Gracias.' });
    expect(calls[0]?.variables).toEqual({
      workSlug: 'azul',
      artistSlug: 'ana-rey',
      fromName: 'Ana',
      fromEmail: 'ana@example.com',
      phone: null,
      message: 'Hola<br>&lt;b&gt;precio&lt;/b&gt;',
      website: 'spam',
      submissionId: null,
    });
    expect(calls[0]?.headers.get('x-forwarded-for')).toBe('203.0.113.9');
    expect(calls[0]?.headers.get('accept-language')).toBe('en');
  });

  it('shows the API’s refusal, or none when the API is down, keeping what was typed', async () => {
    reply = async () => Response.json({ data: { galleryContact: { ok: false, response: 'La galería no existe.' } } });
    const refused = await answer(galleryContactAction(post('/es/galeria/x/contacto', inquiry, { slug: 'x' })));
    expect(refused).toEqual({
      status: 422,
      body: {
        kind: 'error',
        text: 'La galería no existe.',
        values: { fromName: 'Ana', fromEmail: 'ana@example.com', phone: '', message: 'Hola\n<b>precio</b>' },
      },
    });
    reply = async () => new Response('down', { status: 503 });
    expect((await answer(galleryContactAction(post('/es/galeria/x/contacto', inquiry, { slug: 'x' })))).status).toBe(
      502,
    );
  });

  it('refuses an oversized body before reading it', async () => {
    const big = await answer(
      workInquiryAction(
        post('/es/obra/a/b/contactar', inquiry, params, { 'content-length': String(FORM_BODY_MAX_BYTES + 1) }),
      ),
    );
    expect(big).toEqual({ status: 413, body: { kind: 'error', text: null, values: {} } });
    expect(calls).toEqual([]);
  });

  it('unsubscribes with the button of an unsubscribe link, and subscribes with the form', async () => {
    reply = async () =>
      Response.json({ data: { unsubscribeNewsletter: { ok: true, response: 'Te has dado de baja.' } } });
    expect(
      await answer(newsletterAction(post('/es/newsletter?baja=tok', { intent: 'unsubscribe', token: 'tok' }))),
    ).toEqual({
      status: 200,
      body: { kind: 'unsubscribed', ok: true, text: 'Te has dado de baja.' },
    });
    expect(calls[0]?.variables).toEqual({ token: 'tok' });
    reply = async () => Response.json({ data: { subscribeNewsletter: { ok: true, response: 'Revisa tu correo.' } } });
    expect(
      await answer(
        newsletterAction(post('/es/newsletter', { email: 'ana@example.com', name: '', privacy: '1', website: '' })),
      ),
    ).toEqual({
      status: 200,
      body: { kind: 'sent', text: 'Revisa tu correo.' },
    });
    expect(calls[1]?.variables).toEqual({ email: 'ana@example.com', name: null, website: null });
  });
});
