/**
 * The back office's messages and subscribers (issue 17, `admin-messages.graphql`): one list over the contact form's
 * and the other forms' messages (paged, counted, filtered and searched across both tables), each message's text as
 * plain text and its reply link safe from hostile names; marking a message handled and waiting again, each with its
 * audit entry; the subscribers' list; and wrong or hostile input (unknown kinds and statuses, malformed ids,
 * SQL-looking text) refused with translated messages and nothing changed.
 */
import { asc, eq } from 'drizzle-orm';
import { auditLog, contactMessages, formMessages, newsletterSubscribers } from '@art/db';
import type { Language } from '@art/model';
import { errorMessage } from '@art/api-core';
import { createTestApi, testBackends, type TestApi, type TestDatabase } from '../testing';
import { call, prepareAdminFixture, type AdminFixture } from './admin-testing';

const MESSAGE_FIELDS = `id kind fromName fromEmail phone site lang createdAt text fields { name value }
  work { id title slug url } gallery { id name url } handledAt handledBy replyUrl`;
const MESSAGES = `query($page: Int, $perPage: Int, $order: SortOrder, $q: String, $kind: String, $handled: Boolean) {
  adminMessages(page: $page, perPage: $perPage, order: $order, q: $q, kind: $kind, handled: $handled) {
    total items { id }
  }
}`;
const MESSAGE = `query($id: ID!) { adminMessage(id: $id) { ${MESSAGE_FIELDS} } }`;
const SET_HANDLED = `mutation($id: ID!, $handled: Boolean!) {
  setMessageHandled(id: $id, handled: $handled) { ok errors { field message } message { id handledAt handledBy } }
}`;
const SUBSCRIBERS = `query($q: String, $status: String, $sort: AdminSubscriberSort, $order: SortOrder) {
  adminSubscribers(q: $q, status: $status, sort: $sort, order: $order) {
    total items { email name lang status createdAt confirmedAt unsubscribedAt }
  }
}`;

type Page = { total: number; items: { id: string }[] };
type Message = {
  id: string;
  kind: string;
  text: string;
  fields: { name: string; value: string }[];
  work: { id: string; title: string; slug: string; url: string | null } | null;
  gallery: { id: string; name: string; url: string | null } | null;
  handledAt: string | null;
  handledBy: string | null;
  replyUrl: string;
  [key: string]: unknown;
};

/** The fixture's messages: two of the contact form, three of the other forms, one of them handled. */
interface MessageIds {
  plain: string;
  hostile: string;
  inquiry: string;
  press: string;
  offer: string;
}

async function prepareMessages(database: TestDatabase, f: AdminFixture): Promise<MessageIds> {
  const { db } = database;
  const [plain, hostile] = await db
    .insert(contactMessages)
    .values([
      {
        fromName: 'José Núñez',
        fromEmail: 'jose@example.com',
        message: 'Hola<br>&lt;b&gt;precio&lt;/b&gt; &amp; horario',
        lang: 'es',
        site: 'fair',
        createdAt: new Date('2025-03-01T10:00:00Z'),
      },
      {
        fromName: '<img src=x onerror=alert(1)>&?cc=x',
        fromEmail: 'evil+tag@example.com',
        message: "'; drop table contact_messages; --",
        lang: 'en',
        createdAt: new Date('2025-03-03T10:00:00Z'),
      },
    ])
    .returning();
  const [inquiry, press, offer] = await db
    .insert(formMessages)
    .values([
      {
        kind: 'work-inquiry',
        fromName: 'Ana',
        fromEmail: 'ana@example.com',
        phone: '+34 600 000 000',
        fields: { message: '¿Está disponible?\nGracias', work: 'Pintura azul', artist: 'Ana Muñoz' },
        workId: f.workIds.azul,
        galleryId: f.galleryId,
        lang: 'en',
        site: 'fair',
        dedupeKey: 'k-inquiry',
        createdAt: new Date('2025-03-02T10:00:00Z'),
      },
      {
        kind: 'press-accreditation',
        fromName: 'Marta',
        fromEmail: 'marta@example.com',
        fields: { media: 'El País', type: 'print' },
        lang: 'es',
        dedupeKey: 'k-press',
        createdAt: new Date('2025-03-04T10:00:00Z'),
        handledAt: new Date('2025-03-04T12:00:00Z'),
        handledBy: f.userIds.admin,
      },
      {
        kind: 'collaborate',
        fromName: 'Luis',
        fromEmail: 'luis@example.com',
        fields: { company: 'ACME & Co', interest: 'official', message: 'Queremos 100% colaborar' },
        lang: 'es',
        dedupeKey: 'k-offer',
        createdAt: new Date('2025-03-05T10:00:00Z'),
      },
    ])
    .returning();
  await db.insert(newsletterSubscribers).values([
    {
      email: 'lucia@example.com',
      name: 'Lucía Pérez',
      lang: 'es',
      status: 'confirmed',
      createdAt: new Date('2025-01-01T10:00:00Z'),
      confirmedAt: new Date('2025-01-01T11:00:00Z'),
    },
    { email: 'pedro@example.com', lang: 'en', status: 'pending', createdAt: new Date('2025-01-02T10:00:00Z') },
    {
      email: 'baja@example.com',
      lang: 'es',
      status: 'unsubscribed',
      createdAt: new Date('2025-01-03T10:00:00Z'),
      unsubscribedAt: new Date('2025-01-04T10:00:00Z'),
    },
  ]);
  return {
    plain: `contact-${plain!.id}`,
    hostile: `contact-${hostile!.id}`,
    inquiry: `form-${inquiry!.id}`,
    press: `form-${press!.id}`,
    offer: `form-${offer!.id}`,
  };
}

describe.each(testBackends('any'))('the messages and subscribers on %s', (backend) => {
  let api: TestApi;
  let f: AdminFixture;
  let m: MessageIds;

  beforeAll(async () => {
    let prepared: AdminFixture | undefined;
    let messages: MessageIds | undefined;
    api = await createTestApi({
      backend,
      prepare: async (database) => {
        prepared = await prepareAdminFixture(database);
        messages = await prepareMessages(database, prepared);
      },
    });
    f = prepared!;
    m = messages!;
  });
  afterAll(() => api.close());

  const db = () => api.database.db;
  const audit = () => db().select().from(auditLog).orderBy(asc(auditLog.id));
  const staff = <T = Record<string, unknown>>(
    query: string,
    variables: Record<string, unknown>,
    lang: Language = 'es',
  ) => call<T>(api, f, 'staff', query, variables, lang);
  const list = async (variables: Record<string, unknown>) => {
    const body = await staff<{ adminMessages: Page }>(MESSAGES, variables);
    expect(body.errors).toBeUndefined();
    return { total: body.data!.adminMessages.total, ids: body.data!.adminMessages.items.map((i) => i.id) };
  };
  const one = async (id: string) => {
    const body = await staff<{ adminMessage: Message | null }>(MESSAGE, { id });
    expect(body.errors).toBeUndefined();
    return body.data!.adminMessage;
  };

  it('lists both tables as one, newest first, paged and counted', async () => {
    expect(await list({})).toEqual({ total: 5, ids: [m.offer, m.press, m.hostile, m.inquiry, m.plain] });
    expect(await list({ perPage: 2, page: 2 })).toEqual({ total: 5, ids: [m.hostile, m.inquiry] });
    expect(await list({ perPage: 2, page: 3 })).toEqual({ total: 5, ids: [m.plain] });
    expect(await list({ perPage: 2, page: 4 })).toEqual({ total: 5, ids: [] });
    expect(await list({ order: 'ASC', perPage: 3 })).toEqual({ total: 5, ids: [m.plain, m.inquiry, m.hostile] });
  });

  it('filters by kind and by handled', async () => {
    expect(await list({ kind: 'contact' })).toEqual({ total: 2, ids: [m.hostile, m.plain] });
    expect(await list({ kind: 'work-inquiry' })).toEqual({ total: 1, ids: [m.inquiry] });
    expect(await list({ handled: true })).toEqual({ total: 1, ids: [m.press] });
    expect(await list({ handled: false })).toEqual({ total: 4, ids: [m.offer, m.hostile, m.inquiry, m.plain] });
    expect(await list({ handled: true, kind: 'contact' })).toEqual({ total: 0, ids: [] });
  });

  it('searches names, e-mails, texts and fields, accents and case aside, and takes hostile text as text', async () => {
    expect(await list({ q: 'NUNEZ' })).toEqual({ total: 1, ids: [m.plain] });
    expect(await list({ q: 'precio' })).toEqual({ total: 1, ids: [m.plain] });
    expect(await list({ q: 'el pais' })).toEqual({ total: 1, ids: [m.press] });
    expect(await list({ q: 'ana@example' })).toEqual({ total: 1, ids: [m.inquiry] });
    expect(await list({ q: 'disponible', kind: 'contact' })).toEqual({ total: 0, ids: [] });
    expect(await list({ q: "'; drop table" })).toEqual({ total: 1, ids: [m.hostile] });
    expect(await list({ q: '100%' })).toEqual({ total: 1, ids: [m.offer] });
    expect(await list({ q: '%' })).toEqual({ total: 1, ids: [m.offer] });
    expect(await list({ q: '_' })).toEqual({ total: 1, ids: [m.hostile] });
    expect(await list({ q: 'x_y' })).toEqual({ total: 0, ids: [] });
    expect((await db().select().from(contactMessages)).length).toBe(2);
  });

  it('refuses an unknown kind, an oversized search and a wrong page, in both languages', async () => {
    for (const lang of ['es', 'en'] as const) {
      const kind = await staff(MESSAGES, { kind: "contact' or 1=1 --" }, lang);
      expect(kind.errors?.[0]?.message).toBe(errorMessage(lang, 'admin.messageKind'));
      const q = await staff(MESSAGES, { q: 'x'.repeat(101) }, lang);
      expect(q.errors?.[0]?.message).toBe(errorMessage(lang, 'admin.searchTooLong', { max: 100 }));
      const page = await staff(MESSAGES, { perPage: 101 }, lang);
      expect(page.errors?.[0]?.message).toBe(errorMessage(lang, 'admin.perPageInvalid', { max: 100 }));
    }
    expect(errorMessage('en', 'admin.messageKind')).not.toBe(errorMessage('es', 'admin.messageKind'));
  });

  it('shows a contact message as plain text, with a reply link in its language', async () => {
    const message = await one(m.plain);
    expect(message).toMatchObject({
      id: m.plain,
      kind: 'contact',
      fromName: 'José Núñez',
      fromEmail: 'jose@example.com',
      phone: null,
      site: 'fair',
      lang: 'es',
      createdAt: '2025-03-01T10:00:00.000Z',
      text: 'Hola\n<b>precio</b> & horario',
      fields: [],
      work: null,
      gallery: null,
      handledAt: null,
      handledBy: null,
    });
    expect(message!.replyUrl).toBe(
      `mailto:jose@example.com?subject=${encodeURIComponent('Re: Mensaje de José Núñez desde el formulario de contacto')}`,
    );
  });

  it('shows a form message with its fields, its work and gallery, and a reply in English', async () => {
    const message = await one(m.inquiry);
    expect(message).toMatchObject({
      kind: 'work-inquiry',
      phone: '+34 600 000 000',
      text: '¿Está disponible?\nGracias',
      fields: [
        { name: 'work', value: 'Pintura azul' },
        { name: 'artist', value: 'Ana Muñoz' },
      ],
      work: { id: String(f.workIds.azul), title: 'Pintura azul', slug: 'pintura-azul' },
      gallery: { id: String(f.galleryId), name: 'Galería Norte' },
    });
    expect(message!.work!.url).toContain('pintura-azul');
    expect(message!.gallery!.url).toContain('galeria-norte');
    expect(decodeURIComponent(message!.replyUrl)).toBe(
      'mailto:ana@example.com?subject=Re: Inquiry about “Blue painting” by Ana Muñoz',
    );
    expect((await one(m.press))!.handledBy).toBe('admin@admin-test.example');
  });

  it('keeps a hostile name out of the reply link’s structure', async () => {
    const message = await one(m.hostile);
    expect(message!.replyUrl).toMatch(/^mailto:evil%2Btag@example\.com\?subject=[^\s<>"&?]+$/);
    expect(message!.text).toBe("'; drop table contact_messages; --");
    expect(decodeURIComponent(message!.replyUrl.split('?subject=')[1]!)).toContain(
      '<img src=x onerror=alert(1)>&?cc=x',
    );
  });

  it.each(['contact-abc', 'form--1', 'x-1', 'contact-0', 'form-99999999999', 'contact-999', "form-1' or '1'='1", ''])(
    'reads %j as no message',
    async (id) => {
      expect(await one(id)).toBeNull();
    },
  );

  it('marks a message handled by the caller and waiting again, each with its audit entry', async () => {
    const before = (await audit()).length;
    const done = await staff<{ setMessageHandled: { ok: boolean; message: Message } }>(SET_HANDLED, {
      id: m.inquiry,
      handled: true,
    });
    expect(done.data?.setMessageHandled).toMatchObject({
      ok: true,
      errors: [],
      message: { id: m.inquiry, handledBy: 'staff@admin-test.example' },
    });
    expect(done.data!.setMessageHandled.message.handledAt).not.toBeNull();
    const [row] = await db().select().from(formMessages).where(eq(formMessages.dedupeKey, 'k-inquiry'));
    expect(row!.handledBy).toBe(f.userIds.staff);
    expect(await list({ handled: true })).toEqual({ total: 2, ids: [m.press, m.inquiry] });

    const undone = await call<{ setMessageHandled: { ok: boolean } }>(api, f, 'admin', SET_HANDLED, {
      id: m.inquiry,
      handled: false,
    });
    expect(undone.data?.setMessageHandled).toMatchObject({
      ok: true,
      message: { id: m.inquiry, handledAt: null, handledBy: null },
    });
    const entries = (await audit()).slice(before);
    expect(entries).toHaveLength(2);
    expect(entries[0]).toMatchObject({
      action: 'update',
      entity: 'message',
      entityId: m.inquiry,
      userEmail: 'staff@admin-test.example',
      before: { handledAt: null, handledBy: null, kind: 'work-inquiry' },
      after: { handledBy: f.userIds.staff },
    });
    expect(entries[1]).toMatchObject({
      entityId: m.inquiry,
      userEmail: 'admin@admin-test.example',
      after: { handledAt: null, handledBy: null },
    });

    const contact = await staff<{ setMessageHandled: { ok: boolean } }>(SET_HANDLED, { id: m.plain, handled: true });
    expect(contact.data?.setMessageHandled).toMatchObject({ ok: true, message: { id: m.plain } });
    await staff(SET_HANDLED, { id: m.plain, handled: false });
  });

  it.each(['contact-abc', 'form--1', 'x-1', 'contact-999', 'contact-1; drop table contact_messages', '<b>1</b>'])(
    'refuses to change %j, in both languages, and changes nothing',
    async (id) => {
      const before = { audit: (await audit()).length, contact: await db().select().from(contactMessages) };
      for (const lang of ['es', 'en'] as const) {
        const body = await staff<{ setMessageHandled: unknown }>(SET_HANDLED, { id, handled: true }, lang);
        expect(body.errors).toBeUndefined();
        expect(body.data?.setMessageHandled).toEqual({
          ok: false,
          errors: [{ field: 'id', message: errorMessage(lang, 'admin.messageNotFound') }],
          message: null,
        });
      }
      expect((await audit()).length).toBe(before.audit);
      expect(await db().select().from(contactMessages)).toEqual(before.contact);
    },
  );

  it('lists the subscribers by status and search, and refuses an unknown status', async () => {
    type Subscribers = { adminSubscribers: { total: number; items: { email: string; status: string }[] } };
    const all = await staff<Subscribers>(SUBSCRIBERS, {});
    expect(all.data?.adminSubscribers.items.map((s) => s.email)).toEqual([
      'baja@example.com',
      'pedro@example.com',
      'lucia@example.com',
    ]);
    const confirmed = await staff<Subscribers>(SUBSCRIBERS, { status: 'confirmed' });
    expect(confirmed.data?.adminSubscribers).toEqual({
      total: 1,
      items: [
        {
          email: 'lucia@example.com',
          name: 'Lucía Pérez',
          lang: 'es',
          status: 'confirmed',
          createdAt: '2025-01-01T10:00:00.000Z',
          confirmedAt: '2025-01-01T11:00:00.000Z',
          unsubscribedAt: null,
        },
      ],
    });
    const search = await staff<Subscribers>(SUBSCRIBERS, { q: 'PEREZ' });
    expect(search.data?.adminSubscribers.items.map((s) => s.email)).toEqual(['lucia@example.com']);
    const byEmail = await staff<Subscribers>(SUBSCRIBERS, { sort: 'EMAIL', order: 'ASC' });
    expect(byEmail.data?.adminSubscribers.items.map((s) => s.email)).toEqual([
      'baja@example.com',
      'lucia@example.com',
      'pedro@example.com',
    ]);
    for (const lang of ['es', 'en'] as const) {
      const wrong = await staff(SUBSCRIBERS, { status: "confirmed' --" }, lang);
      expect(wrong.errors?.[0]?.message).toBe(errorMessage(lang, 'admin.subscriberStatus'));
    }
  });

  it('refuses editors and visitors', async () => {
    for (const caller of ['editor', 'visitor'] as const) {
      const body = await call(api, f, caller, MESSAGES, {});
      expect(body.errors?.[0]?.extensions?.['code']).toBe('FORBIDDEN');
      const change = await call(api, f, caller, SET_HANDLED, { id: m.plain, handled: true });
      expect(change.errors?.[0]?.extensions?.['code']).toBe('FORBIDDEN');
    }
    const [row] = await db().select().from(contactMessages).where(eq(contactMessages.fromEmail, 'jose@example.com'));
    expect(row!.handledAt).toBeNull();
  });
});
