import { readdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { asc, eq, sql } from 'drizzle-orm';
import jsQR from 'jsqr';
import sharp from 'sharp';
import { catalogs, invitations, outgoingMails, tickets, users } from '@art/db';
import { LANGUAGES, TICKET_ALPHABET, type Language } from '@art/model';
import { DEMO_ACCOUNTS, seedDatabase } from '@art/seed';
import {
  casesFor,
  errorMessage,
  loadMailTexts,
  openSession,
  createTestApi,
  failingMailer,
  testBackends,
  type ErrorCode,
  type OutboxMessage,
  type TestApi,
  type TestDatabase,
} from '@art/api/testing';

const REDEEM = `mutation Redeem($code: String!, $name: String!, $email: String!, $website: String) {
  redeemInvitation(code: $code, name: $name, email: $email, website: $website) { ok response ticketCode }
}`;
const VALIDATE = `mutation Validate($code: String!, $desk: String!) {
  validateTicket(code: $code, desk: $desk) { ok response status ticket { code name admittedAt admittedDesk } }
}`;

type RedeemVariables = { code: string; name: string; email: string; website?: string | null };
type RedeemResult = { ok: boolean; response: string | null; ticketCode: string | null };
type ValidationResult = {
  ok: boolean;
  response: string | null;
  status: 'VALID' | 'ALREADY_USED' | 'UNKNOWN' | null;
  ticket: { code: string; name: string; admittedAt: string | null; admittedDesk: string | null } | null;
};

const TICKET_CODE = new RegExp(`^AM25(-[${TICKET_ALPHABET}]{4}){3}$`);
const texts = loadMailTexts(path.join(__dirname, '..', '..', '..', '..', 'locales'));
const sentText = (lang: Language, key: 'sent' | 'resent' | 'alreadySent', email: string) =>
  texts.t(lang, `eTicket.${key}`, { email });

/** Invitations of these tests, beside the seed's: one per state a test needs. */
const CODES = {
  many: 'PRUEBA-MUCHAS',
  twoLeft: 'PRUEBA-DOS',
  spent: 'PRUEBA-GASTADA',
  expired: 'PRUEBA-CADUCADA',
} as const;

async function addInvitations(database: TestDatabase): Promise<void> {
  await database.db.insert(invitations).values([
    { code: CODES.many, catalogPrefix: 'AM25', label: 'Pruebas', maxUses: 10_000 },
    { code: CODES.twoLeft, catalogPrefix: 'AM25', label: 'Pruebas', maxUses: 5, uses: 3 },
    { code: CODES.spent, catalogPrefix: 'AM25', label: 'Pruebas', maxUses: 2, uses: 2 },
    {
      code: CODES.expired,
      catalogPrefix: 'AM25',
      label: 'Pruebas',
      maxUses: 50,
      expiresAt: new Date('2025-03-10T22:59:59Z'),
    },
  ]);
}

let clients = 0;
/** A client address of its own, so the hourly limit of one test never touches another. */
const nextClient = () => `198.51.100.${++clients}`;
let people = 0;
const nextEmail = (label = 'visitante') => `${label}.${++people}@ejemplo.es`;

/** The inline PNG of a message: its Content-ID and bytes. */
function inlineImage(message: OutboxMessage): { cid: string; png: Buffer } | null {
  const part = message.attachments.find((a) => a.contentType === 'image/png');
  return part?.cid ? { cid: part.cid, png: part.content } : null;
}

/** What a phone's camera reads from a QR image: its pixels (RGBA, from sharp) through jsQR. */
async function scan(png: Buffer): Promise<string | null> {
  const { data, info } = await sharp(png).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  return jsQR(new Uint8ClampedArray(data), info.width, info.height)?.data ?? null;
}

describe.each(testBackends('engine'))('invitations and tickets on %s', (backend) => {
  // On both engines: the requests at the same moment (one person's form sent several times, many people redeeming one
  // code, many desks admitting one ticket). The other cases are the same SQL on either, run once.
  const once = casesFor(backend, 'any');
  let api: TestApi;
  let staffToken: string;
  let adminToken: string;
  let visitorToken: string;
  let staffId: string;

  beforeAll(async () => {
    api = await createTestApi({
      backend,
      config: { invitationTriesPerHour: 6 },
      prepare: async (database) => {
        await seedDatabase(database.db, { size: 'test', images: false });
        await addInvitations(database);
      },
    });
    const token = async (role: 'staff' | 'admin' | 'visitor') => {
      const email = DEMO_ACCOUNTS.find((a) => a.role === role)?.email ?? '';
      const [user] = await api.database.db.select().from(users).where(eq(users.email, email));
      if (!user) throw new Error(`The seed has no ${role} account`);
      return { id: user.id, token: (await openSession(api.database.db, user.id, { remember: false })).token };
    };
    const staff = await token('staff');
    staffToken = staff.token;
    staffId = staff.id;
    adminToken = (await token('admin')).token;
    visitorToken = (await token('visitor')).token;
  });
  afterAll(() => api.close());
  beforeEach(() => {
    for (const name of readdirSync(api.config.outboxDir)) rmSync(path.join(api.config.outboxDir, name));
  });

  const redeem = async (variables: RedeemVariables, options: { lang?: Language; client?: string } = {}) => {
    const body = await api.graphql<{ redeemInvitation: RedeemResult }>(REDEEM, variables, {
      lang: options.lang ?? 'es',
      headers: { 'x-forwarded-for': options.client ?? nextClient() },
    });
    if (!body.data) throw new Error(JSON.stringify(body.errors));
    return body.data.redeemInvitation;
  };
  const validate = async (code: string, desk: string, token: string | null, lang: Language = 'es') => {
    const body = await api.graphql<{ validateTicket: ValidationResult }>(
      VALIDATE,
      { code, desk },
      {
        lang,
        headers: token ? { authorization: `Bearer ${token}` } : {},
      },
    );
    if (!body.data) throw new Error(JSON.stringify(body.errors));
    return body.data.validateTicket;
  };
  const uses = async (code: string) =>
    (await api.database.db.select({ uses: invitations.uses }).from(invitations).where(eq(invitations.code, code)))[0]
      ?.uses;
  const ticketsOf = (email: string) =>
    api.database.db
      .select()
      .from(tickets)
      .where(sql`lower(${tickets.email}) = lower(${email})`)
      .orderBy(asc(tickets.id));
  const ticketCount = async () => (await api.database.db.select({ n: sql<number>`count(*)::int` }).from(tickets))[0]?.n;
  const mailsTo = async (email: string) => (await api.outbox()).filter((m) => m.headers['to']?.includes(email));
  /** A fresh ticket, issued through the API. */
  const issue = async (name = 'Ana Prieto') => {
    const result = await redeem({ code: CODES.many, name, email: nextEmail('entrada') });
    if (!result.ticketCode) throw new Error(`No ticket: ${result.response}`);
    return result.ticketCode;
  };

  /** Refused with the translated reason in both languages; no ticket, no use, no e-mail. */
  async function expectRefused(
    variables: RedeemVariables,
    code: ErrorCode,
    params: Record<string, string | number> = {},
  ) {
    const before = { tickets: await ticketCount(), uses: await uses(CODES.many) };
    for (const lang of LANGUAGES) {
      expect(await redeem(variables, { lang })).toEqual({
        ok: false,
        response: errorMessage(lang, code, params),
        ticketCode: null,
      });
    }
    expect({ tickets: await ticketCount(), uses: await uses(CODES.many) }).toEqual(before);
    expect(await api.outbox()).toEqual([]);
  }

  once.describe('redeemInvitation', () => {
    it('issues a personal ticket, uses one invitation and e-mails the QR code inline with the code as text', async () => {
      const email = nextEmail('ana');
      const before = await uses(CODES.many);
      const result = await redeem({ code: CODES.many, name: 'Ana Prieto', email });
      expect(result).toEqual({
        ok: true,
        response: sentText('es', 'sent', email),
        ticketCode: expect.stringMatching(TICKET_CODE),
      });
      expect(await uses(CODES.many)).toBe((before ?? 0) + 1);
      expect(await ticketsOf(email)).toEqual([
        expect.objectContaining({
          code: result.ticketCode,
          name: 'Ana Prieto',
          email,
          lang: 'es',
          admittedAt: null,
          admittedDesk: null,
        }),
      ]);

      const [mail, ...others] = await mailsTo(email);
      expect(others).toEqual([]);
      expect(mail?.subject).toBe('Tu entrada para Feria de Arte Contemporáneo de Madrid 2025');
      expect(mail?.text).toContain(`Código de la entrada: ${result.ticketCode}`);
      expect(mail?.text).toContain('Fechas: 5–9 de marzo de 2025');
      expect(mail?.html).toContain('<img src="cid:eticket-qr@artfair"');
      expect(mail?.html).toContain(`<strong>${result.ticketCode}</strong>`);
      const image = mail && inlineImage(mail);
      expect(image?.cid).toBe('eticket-qr@artfair');
      // What the desk's camera reads from the e-mail's image is the ticket's code.
      expect(image && (await scan(image.png))).toBe(result.ticketCode);
      // The queue recorded it as sent.
      const [queued] = await api.database.db
        .select()
        .from(outgoingMails)
        .where(eq(outgoingMails.purpose, 'e-ticket'))
        .orderBy(sql`${outgoingMails.id} desc`)
        .limit(1);
      expect(queued?.sentAt).toEqual(expect.any(Date));
    });

    it('answers and mails in English for an English request', async () => {
      const email = nextEmail('john');
      const result = await redeem({ code: CODES.many, name: 'John Smith', email }, { lang: 'en' });
      expect(result.response).toBe(sentText('en', 'sent', email));
      expect((await ticketsOf(email))[0]?.lang).toBe('en');
      const [mail] = await mailsTo(email);
      expect(mail?.subject).toBe('Your ticket for Madrid Contemporary Art Fair 2025');
      expect(mail?.text).toContain(`Ticket code: ${result.ticketCode}`);
      expect(mail?.text).toMatch(/Dates: 5\s?–\s?9 March 2025/);
    });

    it('reads the code without regard to case or spaces', async () => {
      for (const typed of ['  prueba-muchas ', 'Prueba - Muchas', 'PRUEBA MUCHAS']) {
        const result = await redeem({ code: typed, name: 'Luis Gil', email: nextEmail('luis') });
        expect(result).toEqual(expect.objectContaining({ ok: true, ticketCode: expect.stringMatching(TICKET_CODE) }));
      }
    });

    it('refuses an unknown, an exhausted and an expired code with their own messages, using nothing', async () => {
      await expectRefused({ code: 'NO-EXISTE-2025', name: 'Ana', email: nextEmail() }, 'invitationUnknown');
      await expectRefused({ code: CODES.spent, name: 'Ana', email: nextEmail() }, 'invitationExhausted');
      expect(await uses(CODES.spent)).toBe(2);
      const before = await uses(CODES.expired);
      for (const [lang, date] of [
        ['es', '10 de marzo de 2025'],
        ['en', '10 March 2025'],
      ] as const) {
        const result = await redeem({ code: CODES.expired, name: 'Ana', email: nextEmail() }, { lang });
        expect(result).toEqual({
          ok: false,
          response: errorMessage(lang, 'invitationExpired', { date }),
          ticketCode: null,
        });
      }
      expect(await uses(CODES.expired)).toBe(before);
      expect(await api.outbox()).toEqual([]);
    });

    it('refuses missing, oversized and malformed fields in the form order, storing nothing', async () => {
      const ok = { code: CODES.many, name: 'Ana', email: 'ana@ejemplo.es' };
      await expectRefused({ ...ok, code: '  ' }, 'invitationCodeRequired');
      await expectRefused({ ...ok, code: 'A'.repeat(65) }, 'invitationCodeTooLong', { max: 64 });
      await expectRefused({ ...ok, name: ' \n ' }, 'invitationNameRequired');
      await expectRefused({ ...ok, name: 'n'.repeat(121) }, 'invitationNameTooLong', { max: 120 });
      await expectRefused({ ...ok, name: '<script>alert(1)</script>' }, 'invitationNameInvalid');
      await expectRefused({ ...ok, email: '' }, 'invitationEmailRequired');
      await expectRefused({ ...ok, email: `${'a'.repeat(250)}@ejemplo.es` }, 'invitationEmailTooLong', { max: 254 });
      await expectRefused({ ...ok, email: 'ana@' }, 'invitationEmailInvalid');
      await expectRefused({ ...ok, email: '"><img src=x onerror=alert(1)>@x.es' }, 'invitationEmailInvalid');
      // The code is checked first: with everything wrong, its message is the one shown.
      await expectRefused({ code: '', name: '', email: '' }, 'invitationCodeRequired');
    });

    it('takes SQL-looking text as text: an unknown code, a name stored and mailed as typed, escaped in HTML', async () => {
      await expectRefused({ code: "' OR 1=1 --", name: 'Ana', email: nextEmail() }, 'invitationUnknown');
      await expectRefused({ code: `${CODES.spent}' OR 'a'='a`, name: 'Ana', email: nextEmail() }, 'invitationUnknown');
      // A NUL byte (which PostgreSQL refuses in text) is not a database error: the code is read without it.
      await expectRefused({ code: 'NO-EXISTE\u0000-2025', name: 'Ana', email: nextEmail() }, 'invitationUnknown');
      const email = nextEmail('bobby');
      const name = `Robert'); DROP TABLE tickets;-- & "Co"`;
      const result = await redeem({ code: CODES.many, name, email });
      expect(result.ok).toBe(true);
      expect((await ticketsOf(email))[0]?.name).toBe(name);
      const [mail] = await mailsTo(email);
      expect(mail?.html).toContain('Robert\'); DROP TABLE tickets;-- &amp; "Co"');
      expect(mail?.text).toContain(`A nombre de: ${name}`);
    });

    it('answers a filled honeypot as accepted and issues, uses and sends nothing', async () => {
      const email = nextEmail('robot');
      const before = await uses(CODES.many);
      const result = await redeem({ code: CODES.many, name: 'Robot', email, website: 'https://spam.example' });
      expect(result).toEqual({ ok: true, response: sentText('es', 'sent', email), ticketCode: null });
      expect(await ticketsOf(email)).toEqual([]);
      expect(await uses(CODES.many)).toBe(before);
      expect(await api.outbox()).toEqual([]);
    });

    it('limits the tries of one client address, unknown codes included, and refuses the rest using nothing', async () => {
      const client = nextClient();
      for (let i = 0; i < 5; i++) {
        expect((await redeem({ code: `ADIVINA-${i}`, name: 'Ana', email: nextEmail() }, { client })).ok).toBe(false);
      }
      const email = nextEmail();
      expect((await redeem({ code: CODES.many, name: 'Ana', email }, { client })).ok).toBe(true);
      const before = { tickets: await ticketCount(), uses: await uses(CODES.many) };
      for (const lang of LANGUAGES) {
        expect(await redeem({ code: CODES.many, name: 'Ana', email: nextEmail() }, { client, lang })).toEqual({
          ok: false,
          response: errorMessage(lang, 'invitationTooMany', { limit: 6 }),
          ticketCode: null,
        });
      }
      expect({ tickets: await ticketCount(), uses: await uses(CODES.many) }).toEqual(before);
      // Another address is not held back.
      expect((await redeem({ code: CODES.many, name: 'Ana', email: nextEmail() })).ok).toBe(true);
    });

    it('gives the same person one ticket: asking again at once sends nothing, later it is sent again, a few times an hour', async () => {
      const email = nextEmail('repite');
      const before = await uses(CODES.many);
      const first = await redeem({ code: CODES.many, name: 'Marta Ruiz', email });
      expect(first.ticketCode).toMatch(TICKET_CODE);
      // A double submission (or the same address in other capitals): the one ticket, nothing sent again.
      expect(await redeem({ code: CODES.many, name: 'Marta Ruiz', email: email.toUpperCase() })).toEqual({
        ok: true,
        response: sentText('es', 'alreadySent', email.toUpperCase()),
        ticketCode: null,
      });
      expect(await mailsTo(email)).toHaveLength(1);

      // Later, asking again sends the same ticket again, without answering its code.
      await api.database.db
        .update(tickets)
        .set({ createdAt: sql`now() - interval '10 minutes'` })
        .where(eq(tickets.code, first.ticketCode ?? ''));
      expect(await redeem({ code: CODES.many, name: 'Otro Nombre', email })).toEqual({
        ok: true,
        response: sentText('es', 'resent', email),
        ticketCode: null,
      });
      const mails = await mailsTo(email);
      expect(mails).toHaveLength(2);
      expect(mails[1]?.text).toContain(first.ticketCode);
      expect(mails[1]?.text).toContain('A nombre de: Marta Ruiz');

      // At most three times an hour; then it answers without sending.
      await redeem({ code: CODES.many, name: 'Marta Ruiz', email });
      await redeem({ code: CODES.many, name: 'Marta Ruiz', email });
      expect((await redeem({ code: CODES.many, name: 'Marta Ruiz', email })).response).toBe(
        sentText('es', 'alreadySent', email),
      );
      expect(await mailsTo(email)).toHaveLength(4);
      expect(await ticketsOf(email)).toHaveLength(1);
      expect(await uses(CODES.many)).toBe((before ?? 0) + 1);
    });
  });

  once.describe('validateTicket', () => {
    it('refuses anyone who is not ticket-office staff, changing nothing', async () => {
      const code = await issue();
      for (const lang of LANGUAGES) {
        expect(await validate(code, 'Puerta 1', null, lang)).toEqual({
          ok: false,
          response: errorMessage(lang, 'loginRequired'),
          status: null,
          ticket: null,
        });
        expect(await validate(code, 'Puerta 1', visitorToken, lang)).toEqual({
          ok: false,
          response: errorMessage(lang, 'ticketStaffOnly'),
          status: null,
          ticket: null,
        });
        expect(await validate(code, 'Puerta 1', 'not-a-token', lang)).toEqual(
          expect.objectContaining({ ok: false, status: null }),
        );
      }
      const [row] = await api.database.db.select().from(tickets).where(eq(tickets.code, code));
      expect(row).toEqual(expect.objectContaining({ admittedAt: null, admittedBy: null, admittedDesk: null }));
    });

    it('admits a ticket once: valid, then already used with when and at which desk', async () => {
      const code = await issue('Carmen Sáez');
      const first = await validate(code, 'Puerta norte', staffToken);
      expect(first).toEqual({
        ok: true,
        response: null,
        status: 'VALID',
        ticket: { code, name: 'Carmen Sáez', admittedAt: expect.any(String), admittedDesk: 'Puerta norte' },
      });
      expect(Math.abs(Date.parse(first.ticket?.admittedAt ?? '') - Date.now())).toBeLessThan(60_000);
      const [row] = await api.database.db.select().from(tickets).where(eq(tickets.code, code));
      expect(row?.admittedBy).toBe(staffId);

      const again = await validate(code, 'Puerta sur', adminToken);
      expect(again).toEqual({ ok: true, response: null, status: 'ALREADY_USED', ticket: first.ticket });
    });

    it('reads the code as scanned or typed loosely: an address ending in it, lower case, spaces, O for 0', async () => {
      for (const shape of [
        (c: string) => `https://feria.example/entrada/${c}`,
        (c: string) => `https://feria.example/validar?code=${c}`,
        (c: string) => ` ${c.toLowerCase().replace(/-/g, ' ')} `,
        (c: string) => c.replace(/-/g, '').replace(/0/g, 'O').replace(/1/g, 'l'),
      ]) {
        const code = await issue();
        const result = await validate(shape(code), 'Puerta norte', staffToken);
        expect({ status: result.status, code: result.ticket?.code }).toEqual({ status: 'VALID', code });
      }
    });

    it('answers UNKNOWN for codes no ticket has, hostile ones included, and changes nothing', async () => {
      const admitted = async () =>
        (
          await api.database.db
            .select({ n: sql<number>`count(*)::int` })
            .from(tickets)
            .where(sql`${tickets.admittedAt} is not null`)
        )[0]?.n;
      const before = await admitted();
      for (const code of [
        'AM25-0000-0000-0000',
        "AM25-' OR '1'='1",
        "x' ; UPDATE tickets SET admitted_at = now(); --",
        '<img src=x onerror=alert(1)>',
        'INVITADO-2025',
        'https://evil.example/%E0%A4%A',
        'Z'.repeat(5000),
      ]) {
        expect(await validate(code, 'Puerta norte', staffToken)).toEqual({
          ok: true,
          response: null,
          status: 'UNKNOWN',
          ticket: null,
        });
      }
      expect(await admitted()).toBe(before);
    });

    it('refuses a missing code and a missing, long or hostile desk name, changing nothing', async () => {
      const code = await issue();
      const cases: [string, string, ErrorCode, Record<string, number>?][] = [
        ['  ', 'Puerta norte', 'ticketCodeRequired'],
        [code, ' ', 'ticketDeskRequired'],
        [code, 'd'.repeat(41), 'ticketDeskTooLong', { max: 40 }],
        [code, '<b>Puerta</b>', 'ticketDeskInvalid'],
      ];
      for (const [sent, desk, reason, params] of cases) {
        for (const lang of LANGUAGES) {
          expect(await validate(sent, desk, staffToken, lang)).toEqual({
            ok: false,
            response: errorMessage(lang, reason, params),
            status: null,
            ticket: null,
          });
        }
      }
      const [row] = await api.database.db.select().from(tickets).where(eq(tickets.code, code));
      expect(row?.admittedAt).toBeNull();
    });
  });

  describe('requests at the same moment', () => {
    it('issues one ticket when one person sends the form several times at once', async () => {
      const email = nextEmail('doble');
      const before = await uses(CODES.many);
      const results = await Promise.all(
        Array.from({ length: 6 }, () => redeem({ code: CODES.many, name: 'Doble Clic', email })),
      );
      expect(results.every((r) => r.ok)).toBe(true);
      expect(results.filter((r) => r.ticketCode !== null)).toHaveLength(1);
      expect(await ticketsOf(email)).toHaveLength(1);
      expect(await uses(CODES.many)).toBe((before ?? 0) + 1);
      expect(await mailsTo(email)).toHaveLength(1);
    });

    it('issues exactly the uses left when many people redeem one code at the same moment', async () => {
      const emails = Array.from({ length: 8 }, () => nextEmail('carrera'));
      const results = await Promise.all(emails.map((email) => redeem({ code: CODES.twoLeft, name: 'Carrera', email })));
      expect(results.filter((r) => r.ok)).toHaveLength(2);
      expect(results.filter((r) => !r.ok).map((r) => r.response)).toEqual(
        Array(6).fill(errorMessage('es', 'invitationExhausted')),
      );
      expect(await uses(CODES.twoLeft)).toBe(5);
      const [invitation] = await api.database.db.select().from(invitations).where(eq(invitations.code, CODES.twoLeft));
      const issued = await api.database.db
        .select()
        .from(tickets)
        .where(eq(tickets.invitationId, invitation?.id ?? 0));
      expect(issued).toHaveLength(2);
    });

    it('admits a ticket exactly once when many desks validate it at the same moment', async () => {
      const code = await issue();
      const desks = Array.from({ length: 12 }, (_, i) => `Taquilla ${i + 1}`);
      const results = await Promise.all(desks.map((desk, i) => validate(code, desk, i % 2 ? adminToken : staffToken)));
      const valid = results.filter((r) => r.status === 'VALID');
      expect(valid).toHaveLength(1);
      expect(results.filter((r) => r.status === 'ALREADY_USED')).toHaveLength(11);
      // Every other desk is told the winner's time and desk.
      for (const r of results) expect(r.ticket).toEqual(valid[0]?.ticket);
      const [row] = await api.database.db.select().from(tickets).where(eq(tickets.code, code));
      expect(row?.admittedDesk).toBe(valid[0]?.ticket?.admittedDesk);
    });
  });
});

describe.each(testBackends('any'))('an e-ticket whose e-mail cannot be sent yet, on %s', (backend) => {
  let api: TestApi;
  beforeAll(async () => {
    api = await createTestApi({
      backend,
      mailer: failingMailer(),
      prepare: async (database) => {
        await database.db
          .insert(catalogs)
          .values({ prefix: 'AM25', year: 2025, nameEs: 'Feria 2025', nameEn: 'Fair 2025', isCurrent: true });
        await addInvitations(database);
      },
    });
  });
  afterAll(() => api.close());

  it('is issued and its e-mail stays queued for the retry loop', async () => {
    const body = await api.graphql<{ redeemInvitation: RedeemResult }>(REDEEM, {
      code: CODES.many,
      name: 'Ana',
      email: 'ana@ejemplo.es',
    });
    expect(body.data?.redeemInvitation).toEqual({
      ok: true,
      response: sentText('es', 'sent', 'ana@ejemplo.es'),
      ticketCode: expect.stringMatching(TICKET_CODE),
    });
    const queued = await api.database.db.select().from(outgoingMails);
    expect(queued).toEqual([
      expect.objectContaining({
        purpose: 'e-ticket',
        sentAt: null,
        attempts: 1,
        lastError: expect.stringContaining('ECONNREFUSED'),
      }),
    ]);
    expect(queued[0]?.attachments).toEqual([
      expect.objectContaining({ contentType: 'image/png', cid: 'eticket-qr@artfair' }),
    ]);
  });
});
