/**
 * The back office's ticket office and the disabling of users (issue 17, `admin-tickets.graphql`, `admin.graphql`):
 * invitation codes made here work on the fair's invitation page up to their uses, tickets are listed, searched and
 * revoked (and a revoked ticket is refused at the desk), and a disabled user can neither log in (with the answer of a
 * wrong password) nor use a session, nor be enabled by a password reset. Wrong, missing, oversized and hostile input
 * is refused with translated messages and changes nothing; every change writes one audit entry.
 */
import { asc, count, eq } from 'drizzle-orm';
import { hashPassword } from '@art/auth';
import { auditLog, invitations, sessions, tickets, users } from '@art/db';
import type { Language } from '@art/model';
import { errorMessage, type ErrorCode } from '@art/api-core';
import { createPasswordReset, openSession } from '@art/api-accounts';
import { createTestApi, testBackends, type TestApi } from '../testing';
import { call, prepareAdminFixture, type AdminFixture } from './admin-testing';

type FieldErrors = { field: string; message: string }[];
type Result<K extends string> = Record<K, { ok: boolean; errors: FieldErrors; [key: string]: unknown }>;

const INVITATION_FIELDS = 'id code catalogPrefix label maxUses uses expiresAt createdAt status';
const CREATE = `mutation($input: AdminInvitationInput!) { createInvitation(input: $input) { ok errors { field message } invitation { ${INVITATION_FIELDS} } } }`;
const UPDATE = `mutation($id: ID!, $input: AdminInvitationUpdateInput!) { updateInvitation(id: $id, input: $input) { ok errors { field message } invitation { ${INVITATION_FIELDS} } } }`;
const INVITATIONS = `query($q: String, $catalog: String, $sort: AdminInvitationSort, $order: SortOrder, $perPage: Int, $page: Int) {
  adminInvitations(q: $q, catalog: $catalog, sort: $sort, order: $order, perPage: $perPage, page: $page) { total items { id code uses status } }
}`;
const INVITATION = `query($id: ID!) { adminInvitation(id: $id) { ${INVITATION_FIELDS} tickets { id code name state } } }`;
const TICKET_FIELDS = 'id code invitationId invitationCode name email state admittedAt revokedAt';
const TICKETS = `query($q: String, $state: String, $invitationId: ID, $order: SortOrder) {
  adminTickets(q: $q, state: $state, invitationId: $invitationId, order: $order) { total items { ${TICKET_FIELDS} } }
}`;
const REVOKE = `mutation($id: ID!) { revokeTicket(id: $id) { ok errors { field message } ticket { ${TICKET_FIELDS} } } }`;
const REDEEM = `mutation($code: String!, $name: String!, $email: String!) {
  redeemInvitation(code: $code, name: $name, email: $email) { ok response ticketCode }
}`;
const VALIDATE = `mutation($code: String!, $desk: String!) {
  validateTicket(code: $code, desk: $desk) { ok response status ticket { code } }
}`;
const USERS = `query($disabled: Boolean, $q: String) { adminUsers(disabled: $disabled, q: $q, perPage: 100) { total items { id email disabled disabledAt } } }`;
const DISABLE = `mutation($id: ID!, $disabled: Boolean!) { setUserDisabled(id: $id, disabled: $disabled) { ok errors { field message } user { id disabled disabledAt } } }`;
const LOGIN = `mutation($email: String!, $password: String!) { login(email: $email, password: $password) { OK error token } }`;
const RESET = `mutation($token: String!, $password: String!) { resetPassword(token: $token, password: $password) { OK error token } }`;
const ME = '{ me { id } }';

const PASSWORD = 'Verde-Tranvia-2026';
const FUTURE = '2099-06-30T18:00:00.000Z';
const CODE_RULE = { min: 4, max: 32 };
const DATE_RULE = { min: new Date().getUTCFullYear(), max: 2100 };

describe.each(testBackends('any'))('the ticket office and disabled users on %s', (backend) => {
  let api: TestApi;
  let f: AdminFixture;

  beforeAll(async () => {
    let prepared: AdminFixture | undefined;
    api = await createTestApi({
      backend,
      passwordHashing: { logN: 10 },
      config: { invitationTriesPerHour: 1000 },
      prepare: async (database) => {
        prepared = await prepareAdminFixture(database);
      },
    });
    f = prepared!;
  });
  afterAll(() => api.close());

  const db = () => api.database.db;
  const audit = () => db().select().from(auditLog).orderBy(asc(auditLog.id));
  const staff = <T = Record<string, unknown>>(
    query: string,
    variables: Record<string, unknown>,
    lang: Language = 'es',
  ) => call<T>(api, f, 'staff', query, variables, lang);
  const admin = <T = Record<string, unknown>>(
    query: string,
    variables: Record<string, unknown>,
    lang: Language = 'es',
  ) => call<T>(api, f, 'admin', query, variables, lang);
  const counts = async () => ({
    invitations: (await db().select({ n: count() }).from(invitations))[0]!.n,
    tickets: (await db().select({ n: count() }).from(tickets))[0]!.n,
    audit: (await db().select({ n: count() }).from(auditLog))[0]!.n,
  });
  const message = (lang: Language, code: ErrorCode, params: Record<string, string | number> = {}) =>
    errorMessage(lang, code, params);
  const create = (input: Record<string, unknown>, lang: Language = 'es') =>
    staff<Result<'createInvitation'>>(CREATE, { input }, lang);
  const redeem = (code: string, email: string) =>
    api.graphql<{ redeemInvitation: { ok: boolean; response: string | null; ticketCode: string | null } }>(
      REDEEM,
      { code, name: 'Invitada', email },
      { lang: 'es' },
    );

  describe('invitations', () => {
    it('creates a code that the fair’s invitation page takes up to its uses, with its audit entry', async () => {
      const before = (await audit()).length;
      const body = await create({ label: 'Galería Norte', maxUses: 2, code: ' vip  norte-2026 ' });
      expect(body.errors).toBeUndefined();
      const made = body.data!.createInvitation;
      expect(made).toMatchObject({
        ok: true,
        errors: [],
        invitation: {
          code: 'VIP-NORTE-2026',
          catalogPrefix: 'AM25',
          label: 'Galería Norte',
          maxUses: 2,
          uses: 0,
          expiresAt: null,
          status: 'active',
        },
      });
      const entries = (await audit()).slice(before);
      expect(entries).toHaveLength(1);
      expect(entries[0]).toMatchObject({ action: 'create', entity: 'invitation', userId: f.userIds.staff });

      const first = await redeem('vip norte 2026', 'una@example.com');
      expect(first.data?.redeemInvitation).toMatchObject({ ok: true });
      expect(first.data?.redeemInvitation.ticketCode).toMatch(/^AM25-[0-9A-Z]{4}-[0-9A-Z]{4}-[0-9A-Z]{4}$/);
      expect((await redeem('VIP-NORTE-2026', 'dos@example.com')).data?.redeemInvitation.ok).toBe(true);
      const third = await redeem('VIP-NORTE-2026', 'tres@example.com');
      expect(third.data?.redeemInvitation).toEqual({
        ok: false,
        response: message('es', 'invitationExhausted'),
        ticketCode: null,
      });
      const id = (made.invitation as { id: string }).id;
      const shown = await staff<{ adminInvitation: Record<string, unknown> }>(INVITATION, { id });
      expect(shown.data?.adminInvitation).toMatchObject({ uses: 2, status: 'usedUp' });
      expect(shown.data?.adminInvitation['tickets']).toHaveLength(2);
    });

    it('generates a code from the secure generator in the tickets’ alphabet, in the chosen catalogue', async () => {
      const codes = new Set<string>();
      for (let i = 0; i < 3; i++) {
        const body = await create({ label: `Lote ${i}`, maxUses: 10, expiresAt: FUTURE, catalogPrefix: 'am25' });
        const invitation = body.data!.createInvitation.invitation as { code: string; expiresAt: string };
        expect(invitation.code).toMatch(/^AM25-[0-9ABCDEFGHJKMNPQRSTVWXYZ]{4}-[0-9ABCDEFGHJKMNPQRSTVWXYZ]{4}$/);
        expect(invitation.expiresAt).toBe(FUTURE);
        codes.add(invitation.code);
      }
      expect(codes.size).toBe(3);
      const issued = await redeem([...codes][0]!, 'lote@example.com');
      expect(issued.data?.redeemInvitation.ok).toBe(true);
    });

    it('stores markup and SQL-looking text in a label as text, returned as it was typed', async () => {
      const body = await create({ label: '<b>x</b>', maxUses: 1 });
      expect(body.data!.createInvitation.invitation).toMatchObject({ label: '<b>x</b>' });
      const sqlish = await create({ label: "'; drop table tickets; --", maxUses: 1 });
      expect(sqlish.data!.createInvitation.invitation).toMatchObject({ label: "'; drop table tickets; --" });
      expect((await counts()).tickets).toBeGreaterThan(0);
      const found = await staff<{ adminInvitations: { total: number } }>(INVITATIONS, { q: 'DROP TABLE' });
      expect(found.data?.adminInvitations.total).toBe(1);
    });

    it.each<[string, Record<string, unknown>, string, ErrorCode, Record<string, number>]>([
      ['a blank label', { label: '  ', maxUses: 3 }, 'label', 'admin.required', {}],
      ['an oversized label', { label: 'x'.repeat(161), maxUses: 3 }, 'label', 'admin.tooLong', { max: 160 }],
      ['a control character', { label: 'a\u0000b', maxUses: 3 }, 'label', 'admin.control', {}],
      ['no uses', { label: 'L', maxUses: 0 }, 'maxUses', 'admin.range', { min: 1, max: 10_000 }],
      ['too many uses', { label: 'L', maxUses: 10_001 }, 'maxUses', 'admin.range', { min: 1, max: 10_000 }],
      ['a past expiry', { label: 'L', maxUses: 3, expiresAt: '2020-01-01' }, 'expiresAt', 'admin.expiresPast', {}],
      ['a date that is none', { label: 'L', maxUses: 3, expiresAt: 'mañana' }, 'expiresAt', 'admin.date', DATE_RULE],
      ['a short code', { label: 'L', maxUses: 3, code: 'ab' }, 'code', 'admin.invitationCode', CODE_RULE],
      ['a long code', { label: 'L', maxUses: 3, code: 'A'.repeat(33) }, 'code', 'admin.invitationCode', CODE_RULE],
      [
        'SQL as a code',
        { label: 'L', maxUses: 3, code: "'; drop table tickets; --" },
        'code',
        'admin.invitationCode',
        CODE_RULE,
      ],
      ['markup as a code', { label: 'L', maxUses: 3, code: '<b>x</b>' }, 'code', 'admin.invitationCode', CODE_RULE],
      [
        'an unknown catalogue',
        { label: 'L', maxUses: 3, catalogPrefix: 'ZZ99' },
        'catalogPrefix',
        'admin.catalogUnknown',
        {},
      ],
      ['a taken code', { label: 'L', maxUses: 3, code: 'invitado-2025' }, 'code', 'admin.invitationCodeTaken', {}],
    ])('refuses %s with a translated message and changes nothing', async (_name, input, field, code, params) => {
      const before = await counts();
      for (const lang of ['es', 'en'] as const) {
        const body = await create(input, lang);
        expect(body.errors).toBeUndefined();
        const result = body.data!.createInvitation;
        expect(result).toMatchObject({ ok: false, invitation: null });
        const error = result.errors.find((e) => e.field === field);
        expect(error?.field).toBe(field);
        expect(error?.message).toBe(message(lang, code, params));
      }
      expect(await counts()).toEqual(before);
    });

    it('changes label, uses and expiry, never below the uses made, with its audit entry', async () => {
      const id = String(f.ticketIds.invitation);
      const below = await staff<Result<'updateInvitation'>>(UPDATE, {
        id,
        input: { label: 'Invitados', maxUses: 0 },
      });
      expect(below.data!.updateInvitation.errors[0]?.field).toBe('maxUses');
      const used = await db().select().from(invitations).where(eq(invitations.id, f.ticketIds.invitation));
      const refused = await staff<Result<'updateInvitation'>>(
        UPDATE,
        { id, input: { label: 'Invitados', maxUses: Math.max(used[0]!.uses - 1, 1) } },
        'en',
      );
      if (used[0]!.uses > 1) {
        expect(refused.data!.updateInvitation.errors).toEqual([
          { field: 'maxUses', message: message('en', 'admin.maxUsesBelowUses', { uses: used[0]!.uses }) },
        ]);
      }
      const before = (await audit()).length;
      const body = await staff<Result<'updateInvitation'>>(UPDATE, {
        id,
        input: { label: 'Invitados VIP', maxUses: 50, expiresAt: FUTURE },
      });
      expect(body.data!.updateInvitation).toMatchObject({
        ok: true,
        invitation: { label: 'Invitados VIP', maxUses: 50, expiresAt: FUTURE, code: 'INVITADO-2025' },
      });
      const entries = (await audit()).slice(before);
      expect(entries).toEqual([expect.objectContaining({ action: 'update', entity: 'invitation', entityId: id })]);
    });

    it.each(['999999', 'abc', '1; drop table tickets; --', '-1'])('refuses the unknown invitation %s', async (id) => {
      const body = await staff<Result<'updateInvitation'>>(UPDATE, { id, input: { label: 'L', maxUses: 3 } });
      expect(body.data!.updateInvitation.errors).toEqual([
        { field: 'id', message: message('es', 'admin.invitationNotFound') },
      ]);
      expect((await staff<{ adminInvitation: unknown }>(INVITATION, { id })).data?.adminInvitation).toBeNull();
    });

    it('lists by search, catalogue and sort, and refuses a bad page', async () => {
      const all = await staff<{ adminInvitations: { total: number; items: { code: string; uses: number }[] } }>(
        INVITATIONS,
        { sort: 'USES', order: 'DESC', perPage: 100 },
      );
      const uses = all.data!.adminInvitations.items.map((i) => i.uses);
      expect(uses).toEqual([...uses].sort((a, b) => b - a));
      const found = await staff<{ adminInvitations: { items: { code: string }[] } }>(INVITATIONS, { q: 'invitados' });
      expect(found.data!.adminInvitations.items.map((i) => i.code)).toContain('INVITADO-2025');
      const none = await staff<{ adminInvitations: { total: number } }>(INVITATIONS, { catalog: 'MARKET' });
      expect(none.data!.adminInvitations.total).toBe(0);
      const bad = await staff(INVITATIONS, { perPage: 101 }, 'en');
      expect(bad.errors?.[0]?.message).toBe(message('en', 'admin.perPageInvalid', { max: 100 }));
    });
  });

  describe('tickets', () => {
    it('searches by code, name and e-mail ignoring accents and case, and filters by invitation', async () => {
      for (const q of ['lucia gomez', 'LUCIA@EXAMPLE', '7k3m-q9tx']) {
        const body = await staff<{ adminTickets: { total: number; items: { code: string }[] } }>(TICKETS, { q });
        expect(body.data!.adminTickets.items.map((t) => t.code)).toEqual(['AM25-7K3M-Q9TX-2HRB']);
      }
      const mine = await staff<{ adminTickets: { total: number } }>(TICKETS, {
        invitationId: String(f.ticketIds.invitation),
      });
      expect(mine.data!.adminTickets.total).toBe(1);
      const hostile = await staff<{ adminTickets: { total: number } }>(TICKETS, { q: "'; drop table tickets; --" });
      expect(hostile.data!.adminTickets.total).toBe(0);
      const notAnId = await staff<{ adminTickets: { total: number } }>(TICKETS, { invitationId: 'x' });
      expect(notAnId.data!.adminTickets.total).toBe(0);
      for (const lang of ['es', 'en'] as const) {
        const bad = await staff(TICKETS, { state: 'lost' }, lang);
        expect(bad.errors?.[0]?.message).toBe(message(lang, 'admin.ticketState'));
      }
    });

    it('revokes a ticket (audited): the desk refuses it from then on, and the use is not given back', async () => {
      const made = await create({ label: 'Revocar', maxUses: 2, code: 'REVOCAR-1' });
      expect(made.data!.createInvitation.ok).toBe(true);
      const issued = await redeem('REVOCAR-1', 'revocada@example.com');
      const code = issued.data!.redeemInvitation.ticketCode!;
      const [row] = await db().select().from(tickets).where(eq(tickets.code, code));
      const before = (await audit()).length;
      const body = await staff<Result<'revokeTicket'>>(REVOKE, { id: String(row!.id) });
      expect(body.data!.revokeTicket).toMatchObject({ ok: true, errors: [], ticket: { code, state: 'revoked' } });
      const entries = (await audit()).slice(before);
      expect(entries).toEqual([
        expect.objectContaining({ action: 'update', entity: 'ticket', entityId: String(row!.id) }),
      ]);
      const [invitation] = await db().select().from(invitations).where(eq(invitations.code, 'REVOCAR-1'));
      expect(invitation!.uses).toBe(1);

      for (const lang of ['es', 'en'] as const) {
        const desk = await call<{ validateTicket: Record<string, unknown> }>(
          api,
          f,
          'staff',
          VALIDATE,
          { code, desk: 'Puerta norte' },
          lang,
        );
        expect(desk.data!.validateTicket).toEqual({
          ok: false,
          response: message(lang, 'ticketRevoked'),
          status: null,
          ticket: null,
        });
      }
      const [after] = await db().select().from(tickets).where(eq(tickets.id, row!.id));
      expect(after!.admittedAt).toBeNull();
      const revoked = await staff<{ adminTickets: { items: { code: string }[] } }>(TICKETS, { state: 'revoked' });
      expect(revoked.data!.adminTickets.items.map((t) => t.code)).toEqual([code]);

      const again = await staff<Result<'revokeTicket'>>(REVOKE, { id: String(row!.id) }, 'en');
      expect(again.data!.revokeTicket.errors).toEqual([
        { field: 'id', message: message('en', 'admin.ticketAlreadyRevoked') },
      ]);

      // Asking for it again with the same e-mail sends nothing and issues nothing, even once a resend would be due.
      await db()
        .update(tickets)
        .set({ createdAt: new Date(Date.now() - 60 * 60_000) })
        .where(eq(tickets.id, row!.id));
      const mails = (await api.outbox()).length;
      const redeemed = await redeem('REVOCAR-1', 'revocada@example.com');
      expect(redeemed.data?.redeemInvitation).toMatchObject({ ok: true, ticketCode: null });
      expect((await api.outbox()).length).toBe(mails);
      const [still] = await db().select().from(invitations).where(eq(invitations.code, 'REVOCAR-1'));
      expect(still!.uses).toBe(1);
    });

    it('refuses to revoke an admitted ticket or an unknown one, changing nothing', async () => {
      const made = await create({ label: 'Admitida', maxUses: 1, code: 'ADMITIDA-1' });
      expect(made.data!.createInvitation.ok).toBe(true);
      const code = (await redeem('ADMITIDA-1', 'admitida@example.com')).data!.redeemInvitation.ticketCode!;
      const desk = await call<{ validateTicket: { status: string } }>(api, f, 'staff', VALIDATE, {
        code,
        desk: 'Puerta sur',
      });
      expect(desk.data!.validateTicket.status).toBe('VALID');
      const [row] = await db().select().from(tickets).where(eq(tickets.code, code));
      const before = await counts();
      const admitted = await staff<Result<'revokeTicket'>>(REVOKE, { id: String(row!.id) });
      expect(admitted.data!.revokeTicket.errors).toEqual([
        { field: 'id', message: message('es', 'admin.ticketAlreadyAdmitted') },
      ]);
      for (const id of ['999999', "'; drop table tickets; --", '0']) {
        const unknown = await staff<Result<'revokeTicket'>>(REVOKE, { id });
        expect(unknown.data!.revokeTicket).toEqual({
          ok: false,
          errors: [{ field: 'id', message: message('es', 'admin.ticketNotFound') }],
          ticket: null,
        });
      }
      expect(await counts()).toEqual(before);
      const admittedList = await staff<{ adminTickets: { items: { code: string }[] } }>(TICKETS, { state: 'admitted' });
      expect(admittedList.data!.adminTickets.items.map((t) => t.code)).toContain(code);
    });
  });

  describe('disabling users', () => {
    let userId: string;
    const email = 'desactivada@admin-test.example';
    const login = () =>
      api.graphql<{ login: { OK: boolean; error: string | null; token: string | null } }>(LOGIN, {
        email,
        password: PASSWORD,
      });

    beforeAll(async () => {
      const [user] = await db()
        .insert(users)
        .values({
          email,
          passwordHash: await hashPassword(PASSWORD, { logN: 10 }),
          name: 'Desactivada',
          surname: 'Prueba',
        })
        .returning();
      userId = user!.id;
    });

    it('disables a user: their sessions end, login answers as a wrong password, and it is audited', async () => {
      const { token } = await openSession(db(), userId, { remember: true });
      const me = await api.graphql<{ me: { id: string } | null }>(
        ME,
        {},
        { headers: { authorization: `Bearer ${token}` } },
      );
      expect(me.data?.me?.id).toBe(userId);
      const before = (await audit()).length;

      const body = await admin<Result<'setUserDisabled'>>(DISABLE, {
        id: userId,
        disabled: true,
      });
      expect(body.data!.setUserDisabled).toMatchObject({ ok: true, user: { id: userId, disabled: true } });
      expect((await db().select().from(sessions).where(eq(sessions.userId, userId))).length).toBe(0);
      const entries = (await audit()).slice(before);
      expect(entries).toEqual([expect.objectContaining({ action: 'update', entity: 'user', entityId: userId })]);

      const after = await api.graphql<{ me: unknown }>(ME, {}, { headers: { authorization: `Bearer ${token}` } });
      expect(after.data?.me).toBeNull();
      const refused = await login();
      const wrong = await api.graphql<{ login: { OK: boolean; error: string } }>(LOGIN, {
        email,
        password: 'Otra-Clave-9999',
      });
      expect(refused.data?.login).toMatchObject({ OK: false, token: null, error: message('es', 'loginFailed') });
      expect(refused.data?.login.error).toBe(wrong.data?.login.error);

      const list = await admin<{ adminUsers: { items: { id: string }[] } }>(USERS, { disabled: true });
      expect(list.data!.adminUsers.items.map((u) => u.id)).toEqual([userId]);
      const enabled = await admin<{ adminUsers: { items: { id: string }[] } }>(USERS, { disabled: false });
      expect(enabled.data!.adminUsers.items.map((u) => u.id)).not.toContain(userId);
    });

    it('refuses a session left behind and a password reset of a disabled user', async () => {
      // A session written after the disabling (belt and braces): findSession refuses it and ends it.
      const { token } = await openSession(db(), userId, { remember: false });
      const me = await api.graphql<{ me: unknown }>(ME, {}, { headers: { authorization: `Bearer ${token}` } });
      expect(me.data?.me).toBeNull();
      expect((await db().select().from(sessions).where(eq(sessions.userId, userId))).length).toBe(0);

      const resetToken = await createPasswordReset(db(), userId);
      const reset = await api.graphql<{ resetPassword: { OK: boolean; error: string; token: string | null } }>(RESET, {
        token: resetToken,
        password: 'Nueva-Clave-Roja-2027',
      });
      expect(reset.data?.resetPassword).toMatchObject({
        OK: false,
        token: null,
        error: message('es', 'resetLinkInvalid'),
      });
      const [row] = await db().select().from(users).where(eq(users.id, userId));
      expect(row!.disabledAt).not.toBeNull();
      expect((await login()).data?.login.OK).toBe(false);
    });

    it('enables the user again: they can log in', async () => {
      const body = await admin<Result<'setUserDisabled'>>(DISABLE, { id: userId, disabled: false });
      expect(body.data!.setUserDisabled).toMatchObject({ ok: true, user: { disabled: false, disabledAt: null } });
      const again = await login();
      expect(again.data?.login.OK).toBe(true);
      const me = await api.graphql<{ me: { id: string } | null }>(
        ME,
        {},
        {
          headers: { authorization: `Bearer ${again.data!.login.token}` },
        },
      );
      expect(me.data?.me?.id).toBe(userId);
    });

    it('refuses disabling oneself and unknown users, in both languages, changing nothing', async () => {
      const before = await counts();
      for (const lang of ['es', 'en'] as const) {
        const own = await admin<Result<'setUserDisabled'>>(DISABLE, { id: f.userIds.admin, disabled: true }, lang);
        expect(own.data!.setUserDisabled).toEqual({
          ok: false,
          errors: [{ field: 'disabled', message: message(lang, 'admin.ownDisable') }],
          user: null,
        });
        for (const id of ['00000000-0000-4000-8000-000000000000', "'; drop table users; --", '<b>x</b>']) {
          const unknown = await admin<Result<'setUserDisabled'>>(DISABLE, { id, disabled: true }, lang);
          expect(unknown.data!.setUserDisabled.errors).toEqual([
            { field: 'id', message: message(lang, 'admin.userNotFound') },
          ]);
        }
      }
      expect(await counts()).toEqual(before);
      const [self] = await db().select().from(users).where(eq(users.id, f.userIds.admin));
      expect(self!.disabledAt).toBeNull();
      const staffCall = await staff(DISABLE, { id: userId, disabled: true });
      expect(staffCall.errors?.[0]?.extensions?.['code']).toBe('FORBIDDEN');
    });
  });
});
