import { readFileSync, readdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { asc, eq } from 'drizzle-orm';
import { contactMessages, outgoingMails } from '@art/db';
import { LANGUAGES, type Language } from '@art/model';
import { findWorkspaceRoot } from '@art/server-util';
import { DUPLICATE_WINDOW_MS } from '@art/api-messages';
import { createMailer, errorMessage, type ErrorCode, deliverDueMails } from '@art/api-core';
import { casesFor, createTestApi, failingMailer, recordingLogger, testBackends, type TestApi } from '../testing';

const CONTACT = `mutation Contact($fromEmail: String!, $fromName: String!, $message: String!) {
  contact(fromEmail: $fromEmail, fromName: $fromName, message: $message) { ok response }
}`;

type ContactVariables = { fromName: string; fromEmail: string; message: string };
type ContactResult = { contact: { ok: boolean; response: string | null } };

const mailJson = (lang: Language) =>
  JSON.parse(readFileSync(path.join(findWorkspaceRoot(__dirname), 'locales', lang, 'mail.json'), 'utf8')) as {
    contact: { thanks: string };
  };

/** What the sites' forms send for "Hola,\n¿tenéis catálogo de la edición?" (line breaks as <br>). */
const VALID: ContactVariables = {
  fromName: 'Ana López',
  fromEmail: 'ana.lopez@galeria-ejemplo.es',
  message: 'Hola,<br>¿tenéis catálogo de la edición?',
};

let clients = 0;
/** A client address of its own, so that the rate limit of one test never touches another. */
const nextClient = () => `203.0.113.${++clients}`;

describe.each(testBackends('engine'))('contact on %s', (backend) => {
  // On both engines: identical submissions at the same moment (one advisory lock takes them one by one). The other
  // cases are the same SQL on either, run once.
  const once = casesFor(backend, 'any');
  let api: TestApi;

  beforeAll(async () => {
    api = await createTestApi({ backend });
  });
  afterAll(() => api.close());
  beforeEach(async () => {
    await api.database.db.delete(contactMessages);
    await api.database.db.delete(outgoingMails);
    for (const name of readdirSync(api.config.outboxDir)) rmSync(path.join(api.config.outboxDir, name));
  });

  const send = (variables: ContactVariables, options: { lang?: Language; client?: string; origin?: string } = {}) =>
    api.graphql<ContactResult>(CONTACT, variables, {
      lang: options.lang ?? 'es',
      headers: {
        'x-forwarded-for': options.client ?? nextClient(),
        ...(options.origin ? { origin: options.origin } : {}),
      },
    });
  const rows = () => api.database.db.select().from(contactMessages).orderBy(asc(contactMessages.id));

  /** Bad input: `ok: false` with the translated reason, and nothing stored or sent. */
  async function expectRefused(variables: ContactVariables, code: ErrorCode, params: Record<string, number> = {}) {
    for (const lang of LANGUAGES) {
      const result = await send(variables, { lang });
      expect(result).toEqual({ data: { contact: { ok: false, response: errorMessage(lang, code, params) } } });
    }
    expect(await rows()).toEqual([]);
    expect(await api.outbox()).toEqual([]);
  }

  once.it('stores the message and e-mails it to the organisers, replying to the visitor', async () => {
    const result = await send(VALID);
    expect(result).toEqual({ data: { contact: { ok: true, response: mailJson('es').contact.thanks } } });

    const stored = await rows();
    expect(stored).toEqual([
      {
        id: expect.any(Number),
        fromName: 'Ana López',
        fromEmail: 'ana.lopez@galeria-ejemplo.es',
        message: 'Hola,<br>¿tenéis catálogo de la edición?',
        lang: 'es',
        site: null,
        createdAt: expect.any(Date),
        mailedAt: expect.any(Date),
        handledAt: null,
        handledBy: null,
      },
    ]);

    const mails = await api.outbox();
    expect(mails).toHaveLength(1);
    const [mail] = mails;
    expect(mail?.headers['to']).toBe('info@artfair.test');
    expect(mail?.headers['from']).toBe('Feria de Arte Contemporáneo de Madrid <no-reply@artfair.test>');
    expect(mail?.headers['reply-to']).toBe('Ana López <ana.lopez@galeria-ejemplo.es>');
    expect(mail?.subject).toBe('Mensaje de Ana López desde el formulario de contacto');
    expect(mail?.html).toContain('<p>Hola,<br>¿tenéis catálogo de la edición?</p>');
    expect(mail?.html).toContain('ana.lopez@galeria-ejemplo.es');
    expect(mail?.html).toContain(`#${stored[0]?.id}`);
    expect(mail?.text).toContain('Mensaje:\nHola,\n¿tenéis catálogo de la edición?\n');
    expect(mail?.text).toContain('Idioma: español');
  });

  once.it('answers in English for an English request, and tells the organisers the language and the site', async () => {
    const result = await send(VALID, { lang: 'en', origin: api.config.shopOrigin });
    expect(result.data?.contact).toEqual({ ok: true, response: mailJson('en').contact.thanks });
    expect(await rows()).toEqual([expect.objectContaining({ lang: 'en', site: 'shop' })]);
    const [mail] = await api.outbox();
    // The organisers' e-mail is in their language (Spanish) whatever the visitor's.
    expect(mail?.subject).toBe('Mensaje de Ana López desde el formulario de contacto');
    expect(mail?.text).toContain('Idioma: inglés');
    expect(mail?.text).toContain('Web: la tienda');
  });

  once.it(
    'answers a filled hidden field (only robots fill it) with the thank-you, and stores and sends nothing',
    async () => {
      const result = await api.graphql<ContactResult>(
        `mutation ($e: String!, $n: String!, $m: String!, $w: String) { contact(fromEmail: $e, fromName: $n, message: $m, website: $w) { ok response } }`,
        { e: VALID.fromEmail, n: VALID.fromName, m: VALID.message, w: 'https://spam.example' },
        { headers: { 'x-forwarded-for': nextClient() } },
      );
      expect(result).toEqual({ data: { contact: { ok: true, response: mailJson('es').contact.thanks } } });
      expect(await rows()).toEqual([]);
      expect(await api.outbox()).toEqual([]);
    },
  );

  once.it('records the site only for the configured origins', async () => {
    await send(VALID, { origin: api.config.fairOrigin });
    await send({ ...VALID, message: 'Otra pregunta' }, { origin: 'https://evil.example' });
    expect((await rows()).map((row) => row.site)).toEqual(['fair', null]);
  });

  describe('a repeated submission (a double click, a resend)', () => {
    const thanks = { data: { contact: { ok: true, response: mailJson('es').contact.thanks } } };

    once.it(
      'stores one message and queues one e-mail for the same message sent twice, answering both alike',
      async () => {
        expect(await send(VALID)).toEqual(thanks);
        // The address in another case is the same sender.
        expect(await send({ ...VALID, fromEmail: VALID.fromEmail.toUpperCase() })).toEqual(thanks);
        expect(await rows()).toEqual([expect.objectContaining({ fromEmail: VALID.fromEmail, message: VALID.message })]);
        expect(
          await api.database.db.select().from(outgoingMails).where(eq(outgoingMails.purpose, 'contact')),
        ).toHaveLength(1);
        expect(await api.outbox()).toHaveLength(1);
      },
    );

    it('stores one message for two identical submissions at the same moment', async () => {
      const results = await Promise.all([send(VALID), send(VALID), send(VALID)]);
      expect(results).toEqual([thanks, thanks, thanks]);
      expect(await rows()).toHaveLength(1);
      expect(
        await api.database.db.select().from(outgoingMails).where(eq(outgoingMails.purpose, 'contact')),
      ).toHaveLength(1);
      expect(await api.outbox()).toHaveLength(1);
    });

    once.it(
      'stores a different message, or the same from another name or address, as a message of its own',
      async () => {
        await send(VALID);
        await send({ ...VALID, message: 'Hola,<br>¿a qué hora abre la feria el domingo?' });
        await send({ ...VALID, fromName: 'Ana López García' });
        await send({ ...VALID, fromEmail: 'ana@otra-galeria.es' });
        expect(await rows()).toHaveLength(4);
        expect(await api.outbox()).toHaveLength(4);
      },
    );

    once.it('stores the same message again once 10 minutes have passed since the first', async () => {
      await send(VALID);
      await api.database.db
        .update(contactMessages)
        .set({ createdAt: new Date(Date.now() - DUPLICATE_WINDOW_MS - 60_000) });
      expect(await send(VALID)).toEqual(thanks);
      expect(await rows()).toHaveLength(2);
    });
  });

  once.it.each([
    ['an empty name', { fromName: '' }, 'contactNameRequired'],
    ['a blank name', { fromName: '   ' }, 'contactNameRequired'],
    ['a name of line breaks and tabs', { fromName: '\n\t\r\n' }, 'contactNameRequired'],
    ['a name of control characters', { fromName: '\u0000\u0007' }, 'contactNameRequired'],
    ['an empty e-mail', { fromEmail: '' }, 'contactEmailRequired'],
    ['a blank e-mail', { fromEmail: ' \t ' }, 'contactEmailRequired'],
    ['an empty message', { message: '' }, 'contactMessageRequired'],
    ['a blank message', { message: '  \n  ' }, 'contactMessageRequired'],
    ['a message of line breaks only', { message: '<br><br> <br/>\n' }, 'contactMessageRequired'],
  ] as const)('refuses %s, translated, and stores and sends nothing', async (_, change, code) => {
    await expectRefused({ ...VALID, ...change }, code);
  });

  once.it('checks the fields in the order of the form: name, e-mail, message', async () => {
    await expectRefused({ fromName: '', fromEmail: '', message: '' }, 'contactNameRequired');
    await expectRefused({ fromName: 'Ana', fromEmail: '', message: '' }, 'contactEmailRequired');
    await expectRefused({ fromName: 'Ana', fromEmail: 'ana@', message: '' }, 'contactEmailInvalid');
    await expectRefused({ fromName: 'Ana', fromEmail: 'ana@x.es', message: '' }, 'contactMessageRequired');
  });

  once.it.each([
    'ana',
    'ana@',
    '@galeria.es',
    'ana@galeria',
    'ana@galeria.e',
    'ana@galeria.e1',
    'ana lopez@galeria.es',
    'ana@@galeria.es',
    'ana@galeria..es',
    '.ana@galeria.es',
    'ana.@galeria.es',
    'ana@-galeria.es',
    'ana@galeria-.es',
    'ana(x)@galeria.es',
    'ana,b@galeria.es',
    '"ana lopez"@galeria.es',
    '<script>@galeria.es',
    'ana@galeria.es\nBcc: victim@example.com',
    'ana@[300.1.1.1]',
    'ana@[1.2.3]',
    'ana@galeria.es>',
    'Ana <ana@galeria.es>',
  ])('refuses the e-mail %j as badly formed', async (fromEmail) => {
    await expectRefused({ ...VALID, fromEmail }, 'contactEmailInvalid');
  });

  once.it.each([
    'ana.lopez+feria@galeria.es',
    'a_b-c@sub.galeria-ejemplo.com',
    'ana@[192.168.0.1]',
    'josé@correo.españa.es',
    'ANA@GALERIA.ES',
  ])('accepts the e-mail %j', async (fromEmail) => {
    expect((await send({ ...VALID, fromEmail })).data?.contact.ok).toBe(true);
    expect(await rows()).toEqual([expect.objectContaining({ fromEmail })]);
    expect((await api.outbox())[0]?.raw).toMatch(/^Reply-To: .*>$/m);
  });

  once.it('refuses oversized fields and accepts them at the limit', async () => {
    await expectRefused({ ...VALID, fromName: 'a'.repeat(121) }, 'contactNameTooLong', { max: 120 });
    const longEmail = `${'a'.repeat(64)}@${'b'.repeat(63)}.${'c'.repeat(63)}.${'d'.repeat(59)}.es`;
    expect(longEmail).toHaveLength(255);
    await expectRefused({ ...VALID, fromEmail: longEmail }, 'contactEmailTooLong', { max: 254 });
    await expectRefused({ ...VALID, message: 'a'.repeat(5001) }, 'contactMessageTooLong', { max: 5000 });
    await expectRefused({ ...VALID, message: 'a'.repeat(200_000) }, 'contactMessageTooLong', { max: 5000 });

    const atLimit = { fromName: 'n'.repeat(120), fromEmail: longEmail.slice(1), message: 'm'.repeat(5000) };
    expect((await send(atLimit)).data?.contact.ok).toBe(true);
    expect(await rows()).toEqual([
      expect.objectContaining({ fromName: atLimit.fromName, fromEmail: atLimit.fromEmail, message: atLimit.message }),
    ]);
  });

  once.it('stores and mails hostile HTML as escaped text', async () => {
    const hostile = '<script>alert(1)</script><br><img src=x onerror=alert(document.cookie)><br onclick=alert(2)>';
    expect((await send({ ...VALID, message: hostile })).data?.contact.ok).toBe(true);
    const escaped =
      '&lt;script&gt;alert(1)&lt;/script&gt;<br>&lt;img src=x onerror=alert(document.cookie)&gt;&lt;br onclick=alert(2)&gt;';
    expect((await rows())[0]?.message).toBe(escaped);

    const [mail] = await api.outbox();
    expect(mail?.html).toContain(`<p>${escaped}</p>`);
    expect(mail?.html).not.toMatch(/<script|<img|<br onclick/i);
    // The text/plain part is never rendered as HTML: it shows the visitor's characters as typed.
    expect(mail?.text).toContain(
      '<script>alert(1)</script>\n<img src=x onerror=alert(document.cookie)><br onclick=alert(2)>',
    );
  });

  once.it(
    'stores what the forms kit escaped once, not twice, and escapes references a hostile client decoded',
    async () => {
      // The visitor typed "Tom & Jerry <3" and "&lt;b&gt;" (as text); the forms kit escaped both.
      expect((await send({ ...VALID, message: 'Tom &amp; Jerry &lt;3<br>&amp;lt;b&amp;gt;' })).data?.contact.ok).toBe(
        true,
      );
      // A hostile client hides markup behind references.
      expect((await send({ ...VALID, message: '&lt;script&gt;alert(1)&lt;/script&gt;' })).data?.contact.ok).toBe(true);
      expect((await rows()).map((row) => row.message)).toEqual([
        'Tom &amp; Jerry &lt;3<br>&amp;lt;b&amp;gt;',
        '&lt;script&gt;alert(1)&lt;/script&gt;',
      ]);
      const mails = await api.outbox();
      expect(mails[0]?.text).toContain('Tom & Jerry <3\n&lt;b&gt;');
      expect(mails[1]?.html).not.toMatch(/<script/i);
    },
  );

  once.it('refuses markup in the name and escapes everything else in it', async () => {
    await expectRefused({ ...VALID, fromName: '<img src=x onerror=alert(1)>' }, 'contactNameInvalid');
    expect((await send({ ...VALID, fromName: 'Smith & "Sons"' })).data?.contact.ok).toBe(true);
    expect((await rows())[0]?.fromName).toBe('Smith & "Sons"');
    const [mail] = await api.outbox();
    expect(mail?.html).toContain('Smith &amp; "Sons"');
    // A display name with quotes is a quoted string in the header, its quotes escaped.
    expect(mail?.headers['reply-to']).toBe('"Smith & \\"Sons\\"" <ana.lopez@galeria-ejemplo.es>');
  });

  once.it('stores SQL-looking text verbatim, as text', async () => {
    const fromName = "Robert'); DROP TABLE contact_messages;--";
    const message = "' OR '1'='1'; DELETE FROM users; -- $1 \\x00 %s";
    expect((await send({ ...VALID, fromName, message })).data?.contact.ok).toBe(true);
    expect(await rows()).toEqual([expect.objectContaining({ fromName, message })]);
    expect(await rows()).toHaveLength(1);
  });

  once.it(
    'accepts 5 messages per client address in 10 minutes; the 6th is refused, translated, and changes nothing',
    async () => {
      const client = nextClient();
      for (let i = 1; i <= 5; i++) {
        expect((await send({ ...VALID, message: `Mensaje ${i}` }, { client })).data?.contact.ok).toBe(true);
      }
      for (const lang of LANGUAGES) {
        const refused = await send({ ...VALID, message: 'Mensaje 6' }, { client, lang });
        expect(refused.data?.contact).toEqual({
          ok: false,
          response: errorMessage(lang, 'contactTooMany', { limit: 5, minutes: 10 }),
        });
      }
      expect((await rows()).map((row) => row.message)).toEqual([
        'Mensaje 1',
        'Mensaje 2',
        'Mensaje 3',
        'Mensaje 4',
        'Mensaje 5',
      ]);
      expect(await api.outbox()).toHaveLength(5);
      // Another client is not affected.
      expect((await send(VALID)).data?.contact.ok).toBe(true);
    },
  );

  once.it('counts only messages that pass the checks, and aliases one by one', async () => {
    const client = nextClient();
    for (let i = 0; i < 6; i++) await send({ ...VALID, fromEmail: 'wrong' }, { client });
    const aliases = Array.from(
      { length: 6 },
      (_, i) => `m${i}: contact(fromEmail: $e, fromName: $n, message: "Alias ${i}") { ok }`,
    );
    const result = await api.graphql<Record<string, { ok: boolean }>>(
      `mutation ($e: String!, $n: String!) { ${aliases.join(' ')} }`,
      { e: VALID.fromEmail, n: VALID.fromName },
      { headers: { 'x-forwarded-for': client } },
    );
    expect(Object.values(result.data ?? {}).map((r) => r.ok)).toEqual([true, true, true, true, true, false]);
    expect(await rows()).toHaveLength(5);
  });

  once.it.each([
    ['a null literal', 'mutation { contact(fromEmail: null, fromName: "Ana", message: "Hola") { ok } }', {}],
    ['a missing argument', 'mutation { contact(fromName: "Ana", message: "Hola") { ok } }', {}],
    [
      'a number instead of a string',
      'mutation { contact(fromEmail: "a@b.es", fromName: 42, message: "Hola") { ok } }',
      {},
    ],
    ['a null variable', CONTACT, { ...VALID, message: null }],
    ['a missing variable', CONTACT, { fromName: VALID.fromName, fromEmail: VALID.fromEmail }],
  ])('answers %s with a GraphQL validation error and changes nothing', async (_, query, variables) => {
    const result = await api.graphql(query, variables);
    expect(result.data).toBeUndefined();
    expect(result.errors?.[0]?.message).toMatch(/fromEmail|fromName|message|String/);
    expect(await rows()).toEqual([]);
    expect(await api.outbox()).toEqual([]);
  });
});

describe.each(testBackends('any'))('contact when the e-mail cannot be sent, on %s', (backend) => {
  it('keeps the message with its e-mail queued, logs it, still answers ok, and the retry sends it', async () => {
    const { logger, logged } = recordingLogger();
    const failing = failingMailer();
    const api = await createTestApi({ backend, mailer: failing, logger });
    try {
      const result = await api.graphql<ContactResult>(CONTACT, VALID, { lang: 'en' });
      expect(result.data?.contact).toEqual({ ok: true, response: mailJson('en').contact.thanks });
      const stored = await api.database.db.select().from(contactMessages);
      expect(stored).toEqual([
        expect.objectContaining({ fromEmail: VALID.fromEmail, message: VALID.message, mailedAt: null }),
      ]);
      expect(logged).toContainEqual(expect.stringMatching(/mail \d+ \(contact\) attempt 1 failed: .*ECONNREFUSED/));
      expect(logged).toContainEqual(
        expect.stringMatching(new RegExp(`contact message ${stored[0]?.id} is stored; .* queued for retry`)),
      );
      expect(await api.outbox()).toEqual([]);

      const queued = await api.database.db.select().from(outgoingMails);
      expect(queued).toEqual([
        expect.objectContaining({ purpose: 'contact', toAddress: 'info@artfair.test', sentAt: null, attempts: 1 }),
      ]);
      // When the mail server is back, the server's retry round sends it.
      const outbox = createMailer(api.config);
      expect(
        await deliverDueMails(
          api.database.db,
          outbox,
          { warn: () => undefined, error: () => undefined },
          new Date(Date.now() + 2 * 60_000),
        ),
      ).toBe(1);
      const [mail] = await api.outbox();
      expect(mail?.subject).toBe('Mensaje de Ana López desde el formulario de contacto');
      expect(mail?.headers['reply-to']).toBe('Ana López <ana.lopez@galeria-ejemplo.es>');
    } finally {
      await api.close();
    }
  });
});
