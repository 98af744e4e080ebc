import { readFileSync, readdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { and, asc, eq, isNotNull, isNull, ne, sql } from 'drizzle-orm';
import { artists, formMessages, galleries, newsletterSubscribers, outgoingMails, works } from '@art/db';
import { LANGUAGES, type Language } from '@art/model';
import { seedDatabase } from '@art/seed';
import {
  TEST_LINK_SECRET,
  casesFor,
  findWorkspaceRoot,
  errorMessage,
  createMailer,
  deliverDueMails,
  signLinkToken,
  createTestApi,
  failingMailer,
  recordingLogger,
  testBackends,
  type ErrorCode,
  type OutboxMessage,
  type TestApi,
} from '@art/api/testing';

type Variables = Record<string, string | null | undefined>;
type FormResult = { ok: boolean; response: string | null };

const FORM_FIELDS = '{ ok response }';
const WORK_INQUIRY = `mutation ($workSlug: String!, $artistSlug: String!, $fromName: String!, $fromEmail: String!, $phone: String,
  $message: String!, $website: String, $submissionId: String) {
  workInquiry(workSlug: $workSlug, artistSlug: $artistSlug, fromName: $fromName, fromEmail: $fromEmail, phone: $phone,
    message: $message, website: $website, submissionId: $submissionId) ${FORM_FIELDS}
}`;
const GALLERY_CONTACT = `mutation ($gallerySlug: String!, $fromName: String!, $fromEmail: String!, $phone: String, $message: String!,
  $website: String, $submissionId: String) {
  galleryContact(gallerySlug: $gallerySlug, fromName: $fromName, fromEmail: $fromEmail, phone: $phone, message: $message,
    website: $website, submissionId: $submissionId) ${FORM_FIELDS}
}`;
const COLLABORATE = `mutation ($company: String!, $fromName: String!, $fromEmail: String!, $phone: String, $interest: String!,
  $message: String!, $website: String, $submissionId: String) {
  collaborate(company: $company, fromName: $fromName, fromEmail: $fromEmail, phone: $phone, interest: $interest,
    message: $message, website: $website, submissionId: $submissionId) ${FORM_FIELDS}
}`;
const PRESS = `mutation ($media: String!, $fromName: String!, $fromEmail: String!, $phone: String, $type: String!, $website: String,
  $submissionId: String) {
  pressAccreditation(media: $media, fromName: $fromName, fromEmail: $fromEmail, phone: $phone, type: $type, website: $website,
    submissionId: $submissionId) ${FORM_FIELDS}
}`;
const SUBSCRIBE = `mutation ($email: String!, $name: String, $website: String) {
  subscribeNewsletter(email: $email, name: $name, website: $website) ${FORM_FIELDS}
}`;
const CONFIRM = `mutation ($token: String!) { confirmNewsletter(token: $token) ${FORM_FIELDS} }`;
const UNSUBSCRIBE = `mutation ($token: String!) { unsubscribeNewsletter(token: $token) ${FORM_FIELDS} }`;

type MailTree = { [key: string]: string | MailTree };
const mailJson = (lang: Language) =>
  JSON.parse(readFileSync(path.join(findWorkspaceRoot(__dirname), 'locales', lang, 'mail.json'), 'utf8')) as MailTree;
/** A text of `mail.json`, as the API answers it. */
function mailText(lang: Language, key: string): string {
  const text = key
    .split('.')
    .reduce<string | MailTree | undefined>(
      (node, part) => (typeof node === 'object' ? node[part] : undefined),
      mailJson(lang),
    );
  if (typeof text !== 'string') throw new Error(`mail.json has no ${key}`);
  return text;
}

let clients = 0;
/** A client address of its own, so that the rate limit of one test never touches another. */
const nextClient = () => `198.51.100.${++clients % 250}`;

const SENDER = { fromName: 'Ana López', fromEmail: 'ana.lopez@coleccion-ejemplo.es', phone: '+34 600 11 22 33' };
const MESSAGE = 'Hola,<br>¿qué precio tiene y se puede ver en la feria?';

/** Works and galleries of the `test` seed the forms are tried with (looked up, so the seed may change). */
interface Subjects {
  open: {
    slug: string;
    artistSlug: string;
    titleEs: string;
    titleEn: string;
    artistName: string;
    galleryName: string;
    galleryEmail: string;
  };
  priced: { slug: string; artistSlug: string };
  sold: { slug: string; artistSlug: string };
  hidden: { slug: string; artistSlug: string };
  onRequest: { slug: string; artistSlug: string };
  gallery: { slug: string; comercialName: string; email: string };
}

async function subjectsOf(api: TestApi): Promise<Subjects> {
  const db = api.database.db;
  const pick = async (where: ReturnType<typeof and>) => {
    const [row] = await db
      .select({
        slug: works.slug,
        artistSlug: artists.slug,
        titleEs: works.titleEs,
        titleEn: works.titleEn,
        artistName: artists.fullName,
        galleryName: galleries.comercialName,
        galleryEmail: galleries.email,
      })
      .from(works)
      .innerJoin(artists, eq(works.artistId, artists.id))
      .innerJoin(galleries, eq(works.galleryId, galleries.id))
      .where(where)
      .orderBy(asc(works.id))
      .limit(1);
    if (!row) throw new Error('The test seed lacks a work the forms tests need');
    return { ...row, galleryEmail: row.galleryEmail ?? '' };
  };
  const open = await pick(and(isNull(works.priceCents), eq(works.workState, 'Disponible'), isNotNull(galleries.email)));
  const priced = await pick(
    and(isNotNull(works.priceCents), ne(works.priceCents, 0), eq(works.workState, 'Disponible')),
  );
  const sold = await pick(eq(works.workState, 'Vendida'));
  const hidden = await pick(eq(works.workState, 'Desactivada'));
  const onRequest = await pick(and(isNotNull(works.priceCents), eq(works.workState, 'Consulta Galería')));
  const [gallery] = await db
    .select({ slug: galleries.slug, comercialName: galleries.comercialName, email: galleries.email })
    .from(galleries)
    .where(isNotNull(galleries.email))
    .orderBy(asc(galleries.id))
    .limit(1);
  if (!gallery?.email) throw new Error('The test seed has no gallery with an e-mail address');
  return { open, priced, sold, hidden, onRequest, gallery: { ...gallery, email: gallery.email } };
}

/** An API over the `test` seed (no images). */
const seededApi = (backend: 'pglite' | 'postgres', options: Parameters<typeof createTestApi>[0] = {}) =>
  createTestApi({
    backend,
    ...options,
    prepare: (database) => seedDatabase(database.db, { size: 'test', images: false }).then(() => undefined),
  });

describe.each(testBackends('engine'))('the fair forms on %s', (backend) => {
  // On both engines: one submission arriving twice at once. The other cases are the same SQL on either, run once.
  const once = casesFor(backend, 'any');
  let api: TestApi;
  let seed: Subjects;

  beforeAll(async () => {
    api = await seededApi(backend, { config: { pressEmail: 'prensa@artfair.test' } });
    seed = await subjectsOf(api);
  });
  afterAll(() => api.close());
  beforeEach(async () => {
    await api.database.db.delete(formMessages);
    await api.database.db.delete(outgoingMails);
    await api.database.db.delete(newsletterSubscribers);
    for (const name of readdirSync(api.config.outboxDir)) rmSync(path.join(api.config.outboxDir, name));
  });

  const call = async (
    query: string,
    variables: Variables,
    options: { lang?: Language; client?: string } = {},
  ): Promise<FormResult> => {
    const body = await api.graphql<Record<string, FormResult>>(query, variables, {
      lang: options.lang ?? 'es',
      headers: { 'x-forwarded-for': options.client ?? nextClient() },
    });
    if (body.errors?.length) throw new Error(body.errors.map((e) => e.message).join('; '));
    const result = Object.values(body.data ?? {})[0];
    if (!result) throw new Error('no result');
    return result;
  };
  const rows = () => api.database.db.select().from(formMessages).orderBy(asc(formMessages.id));
  const queued = () => api.database.db.select().from(outgoingMails).orderBy(asc(outgoingMails.id));
  const mailTo = (mails: OutboxMessage[], address: string) =>
    mails.filter((m) => (m.headers['to'] ?? '').includes(address));

  const inquiry = (change: Variables = {}): Variables => ({
    workSlug: seed.open.slug,
    artistSlug: seed.open.artistSlug,
    ...SENDER,
    message: MESSAGE,
    ...change,
  });
  const galleryContact = (change: Variables = {}): Variables => ({
    gallerySlug: seed.gallery.slug,
    ...SENDER,
    message: MESSAGE,
    ...change,
  });
  const collaborate = (change: Variables = {}): Variables => ({
    company: 'Bodegas Ejemplo, S.A.',
    ...SENDER,
    interest: 'official',
    message: 'Nos gustaría patrocinar la zona de descanso.',
    ...change,
  });
  const press = (change: Variables = {}): Variables => ({
    media: 'Revista Arte Hoy',
    ...SENDER,
    type: 'print',
    ...change,
  });

  /** Bad input: `ok: false` with the translated reason in both languages, and nothing stored, queued or sent. */
  async function expectRefused(
    query: string,
    variables: Variables,
    code: ErrorCode,
    params: Record<string, string | number> = {},
  ) {
    for (const lang of LANGUAGES) {
      expect(await call(query, variables, { lang })).toEqual({ ok: false, response: errorMessage(lang, code, params) });
    }
    expect(await rows()).toEqual([]);
    expect(await queued()).toEqual([]);
    expect(await api.outbox()).toEqual([]);
  }

  once.describe('workInquiry', () => {
    it('stores the inquiry, e-mails the gallery and the organisers (reply-to the visitor) and confirms to the visitor', async () => {
      expect(await call(WORK_INQUIRY, inquiry())).toEqual({ ok: true, response: mailText('es', 'workInquiry.thanks') });

      const stored = await rows();
      expect(stored).toEqual([
        expect.objectContaining({
          kind: 'work-inquiry',
          fromName: 'Ana López',
          fromEmail: SENDER.fromEmail,
          phone: '+34 600 11 22 33',
          fields: {
            message: 'Hola,\n¿qué precio tiene y se puede ver en la feria?',
            work: seed.open.titleEs,
            artist: seed.open.artistName,
          },
          workId: expect.any(Number),
          galleryId: expect.any(Number),
          lang: 'es',
        }),
      ]);
      const mails = await api.outbox();
      expect(mails).toHaveLength(3);
      const [toGallery] = mailTo(mails, seed.open.galleryEmail);
      const [toOrganisers] = mailTo(mails, 'info@artfair.test');
      const [toVisitor] = mailTo(mails, SENDER.fromEmail);
      for (const team of [toGallery, toOrganisers]) {
        expect(team?.headers['reply-to']).toBe(`Ana López <${SENDER.fromEmail}>`);
        expect(team?.subject).toBe(`Consulta sobre «${seed.open.titleEs}» de ${seed.open.artistName}`);
        expect(team?.html).toContain('<p>Hola,<br>¿qué precio tiene y se puede ver en la feria?</p>');
        expect(team?.text).toContain('Teléfono: +34 600 11 22 33');
        expect(team?.text).toContain(`Referencia: #${stored[0]?.id}`);
        expect(team?.text).toContain(`${api.config.fairOrigin}/es/obra/${seed.open.artistSlug}/${seed.open.slug}`);
      }
      expect(toGallery?.headers['to']).toContain(seed.open.galleryName);
      expect(toVisitor?.subject).toBe(`Hemos recibido tu consulta sobre «${seed.open.titleEs}»`);
      expect(toVisitor?.text).toContain(seed.open.galleryName);
      // The visitor's copy carries none of what they wrote: the form cannot send anyone a text of one's choosing.
      expect(toVisitor?.text).not.toContain('precio tiene');
      expect(toVisitor?.headers['reply-to']).toBeUndefined();
      expect((await queued()).map((mail) => [mail.purpose, mail.sentAt !== null])).toEqual([
        ['work-inquiry', true],
        ['work-inquiry', true],
        ['work-inquiry-confirmation', true],
      ]);
    });

    it('answers and confirms in English for an English request; the team reads Spanish', async () => {
      expect(await call(WORK_INQUIRY, inquiry(), { lang: 'en' })).toEqual({
        ok: true,
        response: mailText('en', 'workInquiry.thanks'),
      });
      expect(await rows()).toEqual([expect.objectContaining({ lang: 'en' })]);
      const mails = await api.outbox();
      expect(mailTo(mails, SENDER.fromEmail)[0]?.subject).toBe(
        `We have received your inquiry about “${seed.open.titleEn}”`,
      );
      expect(mailTo(mails, SENDER.fromEmail)[0]?.text).toContain(
        `${api.config.fairOrigin}/en/work/${seed.open.artistSlug}/${seed.open.slug}`,
      );
      expect(mailTo(mails, 'info@artfair.test')[0]?.text).toContain('Idioma: inglés');
    });

    it('takes inquiries about works whose price is on request, even with a price stored', async () => {
      expect(
        (await call(WORK_INQUIRY, inquiry({ workSlug: seed.onRequest.slug, artistSlug: seed.onRequest.artistSlug })))
          .ok,
      ).toBe(true);
      expect(await rows()).toHaveLength(1);
    });

    it.each([
      ['an unknown work', () => ({ workSlug: 'no-existe' }), 'workInquiryNotFound'],
      [
        'a work under another artist',
        () => ({ artistSlug: seed.priced.artistSlug === seed.open.artistSlug ? 'otro' : seed.priced.artistSlug }),
        'workInquiryNotFound',
      ],
      [
        'a hidden work',
        () => ({ workSlug: seed.hidden.slug, artistSlug: seed.hidden.artistSlug }),
        'workInquiryNotFound',
      ],
      [
        'a work with a price',
        () => ({ workSlug: seed.priced.slug, artistSlug: seed.priced.artistSlug }),
        'workInquiryPriced',
      ],
      ['a sold work', () => ({ workSlug: seed.sold.slug, artistSlug: seed.sold.artistSlug }), 'workInquiryUnavailable'],
      ['SQL in the slug', () => ({ workSlug: "' OR '1'='1" }), 'workInquiryNotFound'],
    ] as const)('refuses %s, translated, storing nothing', async (_, change, code) => {
      await expectRefused(WORK_INQUIRY, inquiry(change()), code);
    });

    it.each([
      ['an empty name', { fromName: '' }, 'contactNameRequired', {}],
      ['a blank name', { fromName: ' \n\t ' }, 'contactNameRequired', {}],
      ['a name with markup', { fromName: '<img src=x onerror=alert(1)>' }, 'contactNameInvalid', {}],
      ['a name too long', { fromName: 'n'.repeat(121) }, 'contactNameTooLong', { max: 120 }],
      ['an empty e-mail', { fromEmail: '' }, 'contactEmailRequired', {}],
      ['a malformed e-mail', { fromEmail: 'ana@galeria' }, 'contactEmailInvalid', {}],
      [
        'an e-mail with a header injection',
        { fromEmail: 'ana@galeria.es\nBcc: victim@example.com' },
        'contactEmailInvalid',
        {},
      ],
      [
        'an e-mail too long',
        { fromEmail: `${'a'.repeat(64)}@${'b'.repeat(63)}.${'c'.repeat(63)}.${'d'.repeat(59)}.es` },
        'contactEmailTooLong',
        { max: 254 },
      ],
      ['a phone with letters', { phone: '600 CALL ME' }, 'formPhoneInvalid', { max: 20 }],
      ['a phone with markup', { phone: '<b>600</b>' }, 'formPhoneInvalid', { max: 20 }],
      ['a phone too long', { phone: '6'.repeat(21) }, 'formPhoneInvalid', { max: 20 }],
      ['a phone that is no real number', { phone: '+' + '6'.repeat(19) }, 'formPhoneInvalid', { max: 20 }],
      ['an empty message', { message: '' }, 'contactMessageRequired', {}],
      ['a message of line breaks', { message: '<br> <br/>\n' }, 'contactMessageRequired', {}],
      ['a message too long', { message: 'm'.repeat(5001) }, 'contactMessageTooLong', { max: 5000 }],
      ['a huge message', { message: 'm'.repeat(300_000) }, 'contactMessageTooLong', { max: 5000 }],
    ] as const)('refuses %s, translated, storing and sending nothing', async (_, change, code, params) => {
      await expectRefused(WORK_INQUIRY, inquiry(change), code, params);
    });

    it('checks in the order of the form: name, e-mail, phone, message', async () => {
      const empty = { fromName: '', fromEmail: '', phone: 'x', message: '' };
      await expectRefused(WORK_INQUIRY, inquiry(empty), 'contactNameRequired');
      await expectRefused(WORK_INQUIRY, inquiry({ ...empty, fromName: 'Ana' }), 'contactEmailRequired');
      await expectRefused(
        WORK_INQUIRY,
        inquiry({ ...empty, fromName: 'Ana', fromEmail: 'ana@x.es' }),
        'formPhoneInvalid',
        { max: 20 },
      );
      await expectRefused(
        WORK_INQUIRY,
        inquiry({ ...empty, fromName: 'Ana', fromEmail: 'ana@x.es', phone: null }),
        'contactMessageRequired',
      );
    });

    it('accepts fields at their limits and no phone', async () => {
      // A real number (libphonenumber-js) of 20 characters: the schema's limit.
      const phone = '+34 6 0 0 1 1 2 2 33';
      const atLimit = inquiry({ fromName: 'n'.repeat(120), phone, message: 'm'.repeat(5000) });
      expect((await call(WORK_INQUIRY, atLimit)).ok).toBe(true);
      expect((await call(WORK_INQUIRY, inquiry({ phone: null, message: 'Otra' }))).ok).toBe(true);
      expect((await rows()).map((row) => row.phone)).toEqual([phone, null]);
    });

    it('stores hostile markup as text and mails it escaped; SQL-looking text is stored verbatim', async () => {
      const hostile = '<script>alert(1)</script><br><img src=x onerror=alert(document.cookie)>';
      expect((await call(WORK_INQUIRY, inquiry({ message: hostile }))).ok).toBe(true);
      const sqlName = "Robert'); DROP TABLE form_messages;--";
      expect(
        (await call(WORK_INQUIRY, inquiry({ fromName: sqlName, message: "' OR 1=1; DELETE FROM works; --" }))).ok,
      ).toBe(true);
      const stored = await rows();
      expect(stored.map((row) => row.fields['message'])).toEqual([
        '<script>alert(1)</script>\n<img src=x onerror=alert(document.cookie)>',
        "' OR 1=1; DELETE FROM works; --",
      ]);
      expect(stored[1]?.fromName).toBe(sqlName);
      for (const mail of await api.outbox()) expect(mail.html).not.toMatch(/<script|<img/i);
      expect(mailTo(await api.outbox(), 'info@artfair.test')[0]?.html).toContain(
        '&lt;script&gt;alert(1)&lt;/script&gt;<br>&lt;img',
      );
      const [{ total } = { total: 0 }] = await api.database.db
        .select({ total: sql<number>`count(*)::int` })
        .from(works);
      expect(total).toBeGreaterThan(0);
    });

    it('answers a filled hidden field with the thank-you and stores and sends nothing', async () => {
      expect(await call(WORK_INQUIRY, inquiry({ website: 'http://spam.example' }))).toEqual({
        ok: true,
        response: mailText('es', 'workInquiry.thanks'),
      });
      expect(await rows()).toEqual([]);
      expect(await queued()).toEqual([]);
      expect(await api.outbox()).toEqual([]);
    });

    it('stores a repeated submission once and sends one set of e-mails', async () => {
      const client = nextClient();
      expect((await call(WORK_INQUIRY, inquiry(), { client })).ok).toBe(true);
      expect(await call(WORK_INQUIRY, inquiry(), { client })).toEqual({
        ok: true,
        response: mailText('es', 'workInquiry.thanks'),
      });
      expect(await rows()).toHaveLength(1);
      expect(await api.outbox()).toHaveLength(3);
    });

    it('stores a submission sent twice with the same id once, and two submissions with their own ids twice', async () => {
      expect((await call(WORK_INQUIRY, inquiry({ submissionId: 'b3f1c2d4-0000-4000-8000-000000000001' }))).ok).toBe(
        true,
      );
      expect(
        (
          await call(
            WORK_INQUIRY,
            inquiry({ submissionId: 'b3f1c2d4-0000-4000-8000-000000000001', message: 'Reenviado' }),
          )
        ).ok,
      ).toBe(true);
      expect(await rows()).toHaveLength(1);
      expect(
        (
          await call(
            WORK_INQUIRY,
            inquiry({ submissionId: 'b3f1c2d4-0000-4000-8000-000000000002', message: 'Otra pregunta' }),
          )
        ).ok,
      ).toBe(true);
      expect(await rows()).toHaveLength(2);
      expect(await api.outbox()).toHaveLength(6);
    });

    it('accepts 5 inquiries per client address in 10 minutes; the 6th is refused, translated, and changes nothing', async () => {
      const client = nextClient();
      for (let i = 1; i <= 5; i++)
        expect((await call(WORK_INQUIRY, inquiry({ message: `Pregunta ${i}` }), { client })).ok).toBe(true);
      for (const lang of LANGUAGES) {
        expect(await call(WORK_INQUIRY, inquiry({ message: 'Pregunta 6' }), { client, lang })).toEqual({
          ok: false,
          response: errorMessage(lang, 'contactTooMany', { limit: 5, minutes: 10 }),
        });
      }
      expect(await rows()).toHaveLength(5);
      // Other forms and other clients count on their own.
      expect((await call(GALLERY_CONTACT, galleryContact(), { client })).ok).toBe(true);
      expect((await call(WORK_INQUIRY, inquiry({ message: 'Pregunta 7' }))).ok).toBe(true);
    });

    it('answers a missing or mistyped argument with a GraphQL error and changes nothing', async () => {
      const body = await api.graphql(
        'mutation { workInquiry(workSlug: "x", fromName: "Ana", fromEmail: "a@b.es", message: "Hola") { ok } }',
      );
      expect(body.data).toBeUndefined();
      expect(body.errors?.[0]?.message).toMatch(/artistSlug/);
      const typed = await api.graphql(
        'mutation { workInquiry(workSlug: "x", artistSlug: "y", fromName: 42, fromEmail: "a@b.es", message: "Hola") { ok } }',
      );
      expect(typed.errors?.[0]?.message).toMatch(/String/);
      expect(await rows()).toEqual([]);
    });
  });

  describe('workInquiry, twice at once', () => {
    it('stores one row when the same submission arrives twice at once', async () => {
      const client = nextClient();
      const both = await Promise.all([
        call(WORK_INQUIRY, inquiry(), { client }),
        call(WORK_INQUIRY, inquiry(), { client }),
      ]);
      expect(both.map((r) => r.ok)).toEqual([true, true]);
      expect(await rows()).toHaveLength(1);
      expect(await queued()).toHaveLength(3);
    });
  });

  once.describe('galleryContact', () => {
    it('e-mails the gallery and the organisers and confirms to the visitor', async () => {
      expect(await call(GALLERY_CONTACT, galleryContact(), { lang: 'en' })).toEqual({
        ok: true,
        response: mailText('en', 'galleryContact.thanks'),
      });
      expect(await rows()).toEqual([
        expect.objectContaining({ kind: 'gallery-contact', galleryId: expect.any(Number), workId: null, lang: 'en' }),
      ]);
      const mails = await api.outbox();
      expect(mails).toHaveLength(3);
      expect(mailTo(mails, seed.gallery.email)[0]?.subject).toBe(
        `Mensaje de Ana López para ${seed.gallery.comercialName}`,
      );
      expect(mailTo(mails, 'info@artfair.test')[0]?.headers['reply-to']).toBe(`Ana López <${SENDER.fromEmail}>`);
      expect(mailTo(mails, SENDER.fromEmail)[0]?.subject).toBe(
        `We have received your message for ${seed.gallery.comercialName}`,
      );
    });

    it('writes to the organisers only when the gallery has no e-mail address', async () => {
      const db = api.database.db;
      await db.update(galleries).set({ email: null }).where(eq(galleries.slug, seed.gallery.slug));
      try {
        expect((await call(GALLERY_CONTACT, galleryContact())).ok).toBe(true);
        const mails = await api.outbox();
        expect(mails.map((m) => m.headers['to']).sort()).toEqual([SENDER.fromEmail, 'info@artfair.test'].sort());
      } finally {
        await db.update(galleries).set({ email: seed.gallery.email }).where(eq(galleries.slug, seed.gallery.slug));
      }
    });

    it.each([
      ['an unknown gallery', { gallerySlug: 'no-existe' }, 'galleryContactNotFound', {}],
      ['a hostile slug', { gallerySlug: "x'; DROP TABLE galleries;--" }, 'galleryContactNotFound', {}],
      ['an empty message', { message: '   ' }, 'contactMessageRequired', {}],
      ['a malformed e-mail', { fromEmail: 'Ana <ana@galeria.es>' }, 'contactEmailInvalid', {}],
    ] as const)('refuses %s, storing nothing', async (_, change, code, params) => {
      await expectRefused(GALLERY_CONTACT, galleryContact(change), code, params);
    });

    it('ignores a submission with the hidden field filled in', async () => {
      expect((await call(GALLERY_CONTACT, galleryContact({ website: 'x' }))).ok).toBe(true);
      expect(await rows()).toEqual([]);
    });
  });

  once.describe('collaborate', () => {
    it('stores the offer and e-mails the organisers, naming the interest', async () => {
      expect(await call(COLLABORATE, collaborate())).toEqual({
        ok: true,
        response: mailText('es', 'collaborate.thanks'),
      });
      expect(await rows()).toEqual([
        expect.objectContaining({
          kind: 'collaborate',
          fields: {
            company: 'Bodegas Ejemplo, S.A.',
            interest: 'official',
            message: 'Nos gustaría patrocinar la zona de descanso.',
          },
        }),
      ]);
      const mails = await api.outbox();
      expect(mails.map((m) => m.headers['to'])).toEqual(['info@artfair.test']);
      expect(mails[0]?.subject).toBe('Bodegas Ejemplo, S.A. quiere colaborar con la feria');
      expect(mails[0]?.text).toContain('Quiere colaborar como: Patrocinador oficial');
    });

    it.each([
      ['an empty company', { company: '' }, 'formCompanyRequired', {}],
      ['a company too long', { company: 'c'.repeat(161) }, 'formCompanyTooLong', { max: 160 }],
      ['a company with markup', { company: '<b>ACME</b>' }, 'formCompanyInvalid', {}],
      ['an interest not in the list', { interest: 'dictator' }, 'formInterestInvalid', {}],
      ['an empty interest', { interest: '' }, 'formInterestInvalid', {}],
      ['an SQL-looking interest', { interest: "official' OR '1'='1" }, 'formInterestInvalid', {}],
      ['an empty message', { message: '' }, 'contactMessageRequired', {}],
    ] as const)('refuses %s, storing nothing', async (_, change, code, params) => {
      await expectRefused(COLLABORATE, collaborate(change), code, params);
    });

    it('checks the company first, then the sender', async () => {
      await expectRefused(COLLABORATE, collaborate({ company: '', fromName: '' }), 'formCompanyRequired');
      await expectRefused(COLLABORATE, collaborate({ fromName: '', interest: 'x' }), 'contactNameRequired');
    });
  });

  once.describe('pressAccreditation', () => {
    it('e-mails the press office and confirms to the requester', async () => {
      expect(await call(PRESS, press({ type: 'tv' }))).toEqual({
        ok: true,
        response: mailText('es', 'pressAccreditation.thanks'),
      });
      expect(await rows()).toEqual([
        expect.objectContaining({ kind: 'press-accreditation', fields: { media: 'Revista Arte Hoy', type: 'tv' } }),
      ]);
      const mails = await api.outbox();
      expect(mails.map((m) => m.headers['to']).sort()).toEqual([SENDER.fromEmail, 'prensa@artfair.test'].sort());
      const [office] = mailTo(mails, 'prensa@artfair.test');
      expect(office?.subject).toBe('Solicitud de acreditación de prensa: Revista Arte Hoy');
      expect(office?.text).toContain('Tipo de medio: Televisión');
      expect(mailTo(mails, SENDER.fromEmail)[0]?.subject).toBe('Hemos recibido tu solicitud de acreditación de prensa');
    });

    it.each([
      ['an empty medium', { media: '' }, 'formMediaRequired', {}],
      ['a medium too long', { media: 'm'.repeat(161) }, 'formMediaTooLong', { max: 160 }],
      ['a medium with markup', { media: '<script>x</script>' }, 'formMediaInvalid', {}],
      ['a type not in the list', { type: 'blog<script>' }, 'formPressTypeInvalid', {}],
      ['a malformed e-mail', { fromEmail: 'prensa' }, 'contactEmailInvalid', {}],
    ] as const)('refuses %s, storing nothing', async (_, change, code, params) => {
      await expectRefused(PRESS, press(change), code, params);
    });

    it('stores a repeated request once and ignores one with the hidden field filled in', async () => {
      const client = nextClient();
      await call(PRESS, press(), { client });
      await call(PRESS, press(), { client });
      await call(PRESS, press({ website: 'me' }), { client });
      expect(await rows()).toHaveLength(1);
      expect(await api.outbox()).toHaveLength(2);
    });
  });

  once.describe('newsletter', () => {
    const subscribers = () =>
      api.database.db.select().from(newsletterSubscribers).orderBy(asc(newsletterSubscribers.id));
    const tokenIn = (mail: OutboxMessage | undefined, param: string) => {
      const token = new RegExp(`[?&]${param}=([A-Za-z0-9_.-]+)`).exec(mail?.text ?? '')?.[1];
      if (!token) throw new Error(`no ${param} link in the e-mail`);
      return token;
    };

    it('keeps the address pending and e-mails a confirmation link; the link confirms it', async () => {
      expect(await call(SUBSCRIBE, { email: 'Lector@Ejemplo.es', name: 'Luis' })).toEqual({
        ok: true,
        response: mailText('es', 'newsletter.thanks'),
      });
      expect(await subscribers()).toEqual([
        expect.objectContaining({ email: 'Lector@Ejemplo.es', name: 'Luis', lang: 'es', status: 'pending' }),
      ]);
      const [mail] = await api.outbox();
      // nodemailer writes the domain in lower case.
      expect(mail?.headers['to']).toBe('Lector@ejemplo.es');
      expect(mail?.subject).toBe('Confirma tu suscripción a la newsletter');
      expect(mail?.text).toContain(`${api.config.fairOrigin}/es/newsletter?confirmar=`);
      expect(mail?.text).toContain(`${api.config.fairOrigin}/es/newsletter?baja=`);
      expect(mail?.html).toMatch(
        /<a href="http:\/\/[^"]+\/es\/newsletter\?confirmar=[A-Za-z0-9_.-]+">Confirmar la suscripción<\/a>/,
      );

      const token = tokenIn(mail, 'confirmar');
      expect(await call(CONFIRM, { token })).toEqual({ ok: true, response: mailText('es', 'newsletter.confirmed') });
      expect(await subscribers()).toEqual([
        expect.objectContaining({ status: 'confirmed', confirmedAt: expect.any(Date) }),
      ]);
      // A link opened twice (or by a mail scanner first) confirms all the same.
      expect((await call(CONFIRM, { token }, { lang: 'en' })).response).toBe(mailText('en', 'newsletter.confirmed'));
    });

    it('writes in English to an English subscriber, with the English parameters', async () => {
      await call(SUBSCRIBE, { email: 'reader@example.com' }, { lang: 'en' });
      const [mail] = await api.outbox();
      expect(mail?.subject).toBe('Confirm your newsletter subscription');
      expect(mail?.text).toContain('/en/newsletter?confirm=');
      expect(mail?.text).toContain('/en/newsletter?unsubscribe=');
      expect(await subscribers()).toEqual([expect.objectContaining({ lang: 'en', name: null })]);
    });

    it('answers the same for a confirmed address and sends it nothing', async () => {
      await call(SUBSCRIBE, { email: 'lector@ejemplo.es' });
      await call(CONFIRM, { token: tokenIn((await api.outbox())[0], 'confirmar') });
      for (const name of readdirSync(api.config.outboxDir)) rmSync(path.join(api.config.outboxDir, name));
      expect(await call(SUBSCRIBE, { email: 'LECTOR@ejemplo.es' })).toEqual({
        ok: true,
        response: mailText('es', 'newsletter.thanks'),
      });
      expect(await api.outbox()).toEqual([]);
      expect(await subscribers()).toEqual([expect.objectContaining({ status: 'confirmed' })]);
    });

    it('sends one address at most 3 confirmations a day, answering the same every time', async () => {
      for (let i = 0; i < 5; i++) {
        expect(await call(SUBSCRIBE, { email: 'insistente@ejemplo.es' })).toEqual({
          ok: true,
          response: mailText('es', 'newsletter.thanks'),
        });
      }
      expect(await api.outbox()).toHaveLength(3);
      expect(await subscribers()).toHaveLength(1);
    });

    it('unsubscribes with the link of the e-mail; a confirmation link no longer works then', async () => {
      await call(SUBSCRIBE, { email: 'baja@ejemplo.es' });
      const [mail] = await api.outbox();
      await call(CONFIRM, { token: tokenIn(mail, 'confirmar') });
      expect(await call(UNSUBSCRIBE, { token: tokenIn(mail, 'baja') })).toEqual({
        ok: true,
        response: mailText('es', 'newsletter.unsubscribed'),
      });
      expect(await subscribers()).toEqual([
        expect.objectContaining({ status: 'unsubscribed', unsubscribedAt: expect.any(Date) }),
      ]);
      expect(await call(UNSUBSCRIBE, { token: tokenIn(mail, 'baja') })).toMatchObject({ ok: true });
      expect(await call(CONFIRM, { token: tokenIn(mail, 'confirmar') })).toEqual({
        ok: false,
        response: errorMessage('es', 'newsletterLinkInvalid'),
      });
      // Subscribing again starts over, pending.
      await call(SUBSCRIBE, { email: 'baja@ejemplo.es' });
      expect(await subscribers()).toEqual([expect.objectContaining({ status: 'pending' })]);
    });

    it('refuses tampered, foreign, other-purpose and expired tokens, changing nothing', async () => {
      await call(SUBSCRIBE, { email: 'lector@ejemplo.es' });
      const [mail] = await api.outbox();
      const good = tokenIn(mail, 'confirmar');
      const [payload = '', mac = ''] = good.split('.');
      const otherPayload = Buffer.from(
        JSON.stringify({ e: 'otro@ejemplo.es', t: Math.floor(Date.now() / 1000) }),
      ).toString('base64url');
      const invalid = [
        // The first character of the signature: all six of its bits are the signature's (the last character's two
        // low bits are padding, so changing only them would leave the same signature and a valid token).
        `${payload}.${mac.startsWith('A') ? 'B' : 'A'}${mac.slice(1)}`,
        `${otherPayload}.${mac}`,
        tokenIn(mail, 'baja'),
        signLinkToken('another-secret-another-secret-000000', 'newsletter-confirm', 'lector@ejemplo.es'),
        signLinkToken(TEST_LINK_SECRET, 'newsletter-confirm', 'nadie@ejemplo.es'),
        '',
        "' OR 1=1 --",
        '<script>alert(1)</script>',
        'x'.repeat(5000),
      ];
      for (const token of invalid) {
        expect(await call(CONFIRM, { token })).toEqual({
          ok: false,
          response: errorMessage('es', 'newsletterLinkInvalid'),
        });
      }
      expect(await call(UNSUBSCRIBE, { token: good })).toEqual({
        ok: false,
        response: errorMessage('es', 'newsletterLinkInvalid'),
      });
      const old = signLinkToken(
        TEST_LINK_SECRET,
        'newsletter-confirm',
        'lector@ejemplo.es',
        new Date(Date.now() - 8 * 24 * 60 * 60_000),
      );
      for (const lang of LANGUAGES) {
        expect(await call(CONFIRM, { token: old }, { lang })).toEqual({
          ok: false,
          response: errorMessage(lang, 'newsletterLinkExpired'),
        });
      }
      expect(await subscribers()).toEqual([
        expect.objectContaining({ status: 'pending', confirmedAt: null, unsubscribedAt: null }),
      ]);
    });

    it.each([
      ['an empty e-mail', { email: '' }, 'contactEmailRequired', {}],
      ['a malformed e-mail', { email: 'lector@' }, 'contactEmailInvalid', {}],
      ['an e-mail with a header injection', { email: 'a@b.es\r\nBcc: c@d.es' }, 'contactEmailInvalid', {}],
      ['a name with markup', { email: 'a@b.es', name: '<b>Luis</b>' }, 'contactNameInvalid', {}],
      ['a name too long', { email: 'a@b.es', name: 'l'.repeat(121) }, 'contactNameTooLong', { max: 120 }],
    ] as const)('refuses %s, storing and sending nothing', async (_, variables, code, params) => {
      for (const lang of LANGUAGES)
        expect(await call(SUBSCRIBE, variables, { lang })).toEqual({
          ok: false,
          response: errorMessage(lang, code, params),
        });
      expect(await subscribers()).toEqual([]);
      expect(await api.outbox()).toEqual([]);
    });

    it('ignores a subscription with the hidden field filled in, and limits subscriptions per client address', async () => {
      expect((await call(SUBSCRIBE, { email: 'robot@ejemplo.es', website: 'x' })).ok).toBe(true);
      expect(await subscribers()).toEqual([]);
      const client = nextClient();
      for (let i = 0; i < 5; i++)
        expect((await call(SUBSCRIBE, { email: `lector${i}@ejemplo.es` }, { client })).ok).toBe(true);
      expect(await call(SUBSCRIBE, { email: 'lector9@ejemplo.es' }, { client })).toEqual({
        ok: false,
        response: errorMessage('es', 'contactTooMany', { limit: 5, minutes: 10 }),
      });
      expect(await subscribers()).toHaveLength(5);
    });
  });
});

describe.each(testBackends('any'))('the fair forms when the e-mail cannot be sent, on %s', (backend) => {
  it('keep the message with its e-mails queued, answer ok, and the retry sends them', async () => {
    const { logger, logged } = recordingLogger();
    const api = await seededApi(backend, { mailer: failingMailer(), logger });
    try {
      // Without the seed's demo messages and subscribers, as the other forms tests start.
      await api.database.db.delete(formMessages);
      await api.database.db.delete(newsletterSubscribers);
      const seed = await subjectsOf(api);
      const variables = { workSlug: seed.open.slug, artistSlug: seed.open.artistSlug, ...SENDER, message: MESSAGE };
      const body = await api.graphql<{ workInquiry: FormResult }>(WORK_INQUIRY, variables);
      expect(body.data?.workInquiry).toEqual({ ok: true, response: mailText('es', 'workInquiry.thanks') });
      const stored = await api.database.db.select().from(formMessages);
      expect(stored).toHaveLength(1);
      const waiting = await api.database.db.select().from(outgoingMails).orderBy(asc(outgoingMails.id));
      expect(waiting.map((mail) => [mail.purpose, mail.sentAt, mail.attempts])).toEqual([
        ['work-inquiry', null, 1],
        ['work-inquiry', null, 1],
        ['work-inquiry-confirmation', null, 1],
      ]);
      expect(logged).toContainEqual(
        expect.stringMatching(
          new RegExp(`work-inquiry message ${stored[0]?.id} is stored; 3 of its 3 e-mails .* queued`),
        ),
      );
      expect(await api.outbox()).toEqual([]);

      // The mail server is back: the server's retry round sends them, once.
      const outbox = createMailer(api.config);
      const later = new Date(Date.now() + 2 * 60_000);
      const log = { warn: () => undefined, error: () => undefined };
      expect(await deliverDueMails(api.database.db, outbox, log, later)).toBe(3);
      expect(await deliverDueMails(api.database.db, outbox, log, later)).toBe(0);
      const mails = await api.outbox();
      expect(mails).toHaveLength(3);
      for (const address of [SENDER.fromEmail, 'info@artfair.test', seed.open.galleryEmail]) {
        expect(mails.filter((m) => (m.headers['to'] ?? '').includes(address))).toHaveLength(1);
      }

      // A newsletter subscription is kept pending the same way.
      const subscribed = await api.graphql<{ subscribeNewsletter: FormResult }>(SUBSCRIBE, {
        email: 'lector@ejemplo.es',
      });
      expect(subscribed.data?.subscribeNewsletter.ok).toBe(true);
      expect(await api.database.db.select().from(newsletterSubscribers)).toEqual([
        expect.objectContaining({ status: 'pending' }),
      ]);
      const unsent = await api.database.db.select().from(outgoingMails).where(isNull(outgoingMails.sentAt));
      expect(unsent.map((mail) => mail.purpose)).toEqual(['newsletter-confirm']);
    } finally {
      await api.close();
    }
  });
});
