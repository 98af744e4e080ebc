/**
 * The security events (decision 021): what the API logs, as structured entries of its logger, when logins fail, an
 * account is locked, a password call is refused, a reset is asked for and used, a caller is refused for their role,
 * a ticket is validated, an account is deleted and a payment notification is refused; and that no password, token,
 * ticket code or full e-mail address is ever in them.
 */
import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { users } from '@art/db';
import { DEMO_ACCOUNTS, seedDatabase } from '@art/seed';
import {
  NOTIFICATION_PATH,
  createTestApi,
  errorMessage,
  openSession,
  testBackends,
  type TestApi,
} from '@art/api/testing';

interface Entry {
  level: string;
  fields: Record<string, unknown>;
  message: string;
}

/** A logger keeping every entry with its fields (what pino would write as one JSON line). */
function structuredLogger(): { logger: FastifyBaseLogger; entries: Entry[] } {
  const entries: Entry[] = [];
  const at = (level: string) => (first: unknown, second?: unknown) => {
    const fields = typeof first === 'object' && first !== null ? (first as Record<string, unknown>) : {};
    const message = typeof first === 'string' ? first : String(second ?? '');
    entries.push({ level, fields, message });
  };
  const logger = {
    level: 'info',
    fatal: at('fatal'),
    error: at('error'),
    warn: at('warn'),
    info: at('info'),
    debug: () => undefined,
    trace: () => undefined,
    silent: () => undefined,
    child: () => logger,
  } as unknown as FastifyBaseLogger;
  return { logger, entries };
}

const PASSWORD = 'Azul-Cobalto-1977';
const NEW_PASSWORD = 'Nuevo-Verde-2026';
const LOGIN = 'mutation ($e: String!, $p: String!) { login(email: $e, password: $p) { OK error token } }';
const VALIDATE = 'mutation ($c: String!, $d: String!) { validateTicket(code: $c, desk: $d) { ok response status } }';
const VALID_TICKET = 'AM25-5WZN-8CJD-4PRF';

describe.each(testBackends('any'))('security events, on %s', (backend) => {
  let api: TestApi;
  let entries: Entry[];
  /** Everything secret the tests send: none may be logged. */
  const secrets: string[] = [PASSWORD, NEW_PASSWORD, VALID_TICKET];
  const email = `marta.quintana.${backend}@galeria-ejemplo.es`;

  beforeAll(async () => {
    const recorded = structuredLogger();
    entries = recorded.entries;
    api = await createTestApi({
      backend,
      logger: recorded.logger,
      passwordHashing: { logN: 10 },
      // The production figures of the password budget, so its refusals can be caused.
      config: { passwordBudget: { perRequest: 2, perAddressPerMinute: 10, concurrency: 2, queue: 8, waitMs: 5000 } },
      prepare: async (database) => {
        await seedDatabase(database.db, { size: 'test', images: false });
      },
    });
  });
  afterAll(() => api.close());

  const from = (client: string, extra: Record<string, string> = {}) => ({
    headers: { 'x-forwarded-for': client, ...extra },
  });
  const events = (name: string) => entries.filter((e) => e.fields['event'] === name);
  const sessionOf = async (role: 'staff' | 'visitor') => {
    const demo = DEMO_ACCOUNTS.find((a) => a.role === role)?.email ?? '';
    const [row] = await api.database.db.select().from(users).where(eq(users.email, demo));
    const { token } = await openSession(api.database.db, row?.id ?? '', { remember: false });
    secrets.push(token, demo);
    return { id: row?.id ?? '', token };
  };

  it('logs every event, with its fields, and nothing secret', async () => {
    // An account of its own, signed up through the API.
    const signUp = await api.graphql<{ signUp: { OK: boolean; token: string; me: { id: string } } }>(
      'mutation ($u: SignUpInput!) { signUp(user: $u) { OK token me { id } } }',
      { u: { name: 'Marta', surname: 'Quintana', email, password: PASSWORD, acceptTerms: true } },
      from('203.0.113.10'),
    );
    const userId = signUp.data?.signUp.me.id ?? '';
    secrets.push(email, signUp.data?.signUp.token ?? '');

    // Failed logins, until the account is locked for this address.
    for (let i = 0; i < 10; i++) {
      const password = `wrong-${i}-password`;
      secrets.push(password);
      await api.graphql(LOGIN, { e: email, p: password }, from('203.0.113.11'));
    }
    expect(events('security.login_failed')).toHaveLength(10);
    expect(events('security.login_failed')[0]).toEqual({
      level: 'info',
      fields: {
        event: 'security.login_failed',
        operation: 'login',
        email: 'm***@galeria-ejemplo.es',
        client: '203.0.113.11',
      },
      message: 'login failed',
    });
    expect(events('security.login_locked')).toEqual([
      {
        level: 'warn',
        fields: {
          event: 'security.login_locked',
          operation: 'login',
          email: 'm***@galeria-ejemplo.es',
          client: '203.0.113.11',
          scope: 'address',
          minutes: 15,
        },
        message: 'login locked',
      },
    ]);

    // Refused unchecked: the lock, then the request's cap.
    await api.graphql(LOGIN, { e: email, p: PASSWORD }, from('203.0.113.11'));
    const aliases = [1, 2, 3].map((i) => `l${i}: login(email: $e, password: $p) { OK error }`).join(' ');
    await api.graphql(
      `mutation ($e: String!, $p: String!) { ${aliases} }`,
      { e: 'nadie@ejemplo.es', p: 'x'.repeat(20) },
      from('203.0.113.12'),
    );
    expect(events('security.password_refused').map((e) => [e.fields['reason'], e.fields['client']])).toEqual([
      ['locked', '203.0.113.11'],
      ['request', '203.0.113.12'],
    ]);
    expect(events('security.password_refused')[1]?.level).toBe('warn');

    // A reset link asked for and used.
    await api.graphql(
      'mutation ($e: String!) { rememberPassword(email: $e) { OK } }',
      { e: email },
      from('203.0.113.13'),
    );
    await api.graphql(
      'mutation ($e: String!) { rememberPassword(email: $e) { OK } }',
      { e: 'nadie@ejemplo.es' },
      from('203.0.113.13'),
    );
    expect(events('security.password_reset_requested').map((e) => e.fields)).toEqual([
      {
        event: 'security.password_reset_requested',
        email: 'm***@galeria-ejemplo.es',
        client: '203.0.113.13',
        userId,
        mailed: true,
      },
      {
        event: 'security.password_reset_requested',
        email: 'n***@ejemplo.es',
        client: '203.0.113.13',
        userId: null,
        mailed: false,
      },
    ]);
    const link = /https?:\/\/\S+/.exec((await api.outbox()).at(-1)?.text ?? '')?.[0] ?? '';
    const resetToken = link.slice(link.lastIndexOf('/') + 1);
    secrets.push(resetToken);
    const reset = await api.graphql<{ resetPassword: { OK: boolean; token: string } }>(
      'mutation ($t: String!, $p: String!) { resetPassword(token: $t, password: $p) { OK token } }',
      { t: resetToken, p: NEW_PASSWORD },
      from('203.0.113.14'),
    );
    expect(reset.data?.resetPassword.OK).toBe(true);
    secrets.push(reset.data?.resetPassword.token ?? '');
    expect(events('security.password_reset_done').map((e) => e.fields)).toEqual([
      { event: 'security.password_reset_done', userId, client: '203.0.113.14' },
    ]);

    // The ticket desk: a visitor is refused for the role; staff validates.
    const visitor = await sessionOf('visitor');
    const refused = await api.graphql<{ validateTicket: { ok: boolean; response: string } }>(
      VALIDATE,
      { c: VALID_TICKET, d: 'Puerta norte' },
      from('203.0.113.15', { authorization: `Bearer ${visitor.token}` }),
    );
    expect(refused.data?.validateTicket.response).toBe(errorMessage('es', 'ticketStaffOnly'));
    expect(events('security.role_refused')).toEqual([
      {
        level: 'warn',
        fields: {
          event: 'security.role_refused',
          operation: 'validateTicket',
          userId: visitor.id,
          role: 'visitor',
          client: '203.0.113.15',
        },
        message: 'refused for the role',
      },
    ]);
    const staff = await sessionOf('staff');
    for (const code of [VALID_TICKET, 'AM25-XXXX-XXXX-XXXX']) {
      await api.graphql(
        VALIDATE,
        { c: code, d: 'Puerta norte' },
        from('203.0.113.16', { authorization: `Bearer ${staff.token}` }),
      );
    }
    expect(events('security.ticket_validated').map((e) => e.fields)).toEqual([
      {
        event: 'security.ticket_validated',
        userId: staff.id,
        client: '203.0.113.16',
        desk: 'Puerta norte',
        status: 'VALID',
        ticketId: expect.any(Number),
      },
      {
        event: 'security.ticket_validated',
        userId: staff.id,
        client: '203.0.113.16',
        desk: 'Puerta norte',
        status: 'UNKNOWN',
        ticketId: null,
      },
    ]);

    // The account deleted by its owner.
    const deleted = await api.graphql<{ deleteAccount: { OK: boolean } }>(
      'mutation ($p: String) { deleteAccount(password: $p) { OK } }',
      { p: NEW_PASSWORD },
      from('203.0.113.17', { authorization: `Bearer ${reset.data?.resetPassword.token}` }),
    );
    expect(deleted.data?.deleteAccount.OK).toBe(true);
    expect(events('security.account_deleted').map((e) => e.fields)).toEqual([
      { event: 'security.account_deleted', userId, client: '203.0.113.17' },
    ]);

    // A forged payment notification.
    const forged = await api.app.inject({
      method: 'POST',
      url: NOTIFICATION_PATH,
      headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-forwarded-for': '2001:db8:5:6::7' },
      payload: 'Ds_SignatureVersion=HMAC_SHA256_V1&Ds_MerchantParameters=e30%3D&Ds_Signature=forged',
    });
    expect(forged.statusCode).toBe(400);
    expect(events('security.payment_notification_refused')).toEqual([
      {
        level: 'warn',
        fields: {
          event: 'security.payment_notification_refused',
          reason: expect.any(String),
          client: '2001:db8:5:6::/64',
        },
        message: 'payment notification refused',
      },
    ]);

    // Nothing secret in any entry: no password, token, ticket code or full e-mail address.
    const logged = JSON.stringify(entries.filter((e) => String(e.fields['event'] ?? '').startsWith('security.')));
    for (const secret of secrets.filter(Boolean)) expect(logged).not.toContain(secret);
    expect(logged).not.toContain('nadie@ejemplo.es');
    expect(logged).not.toMatch(/marta\.quintana/i);
  });
});
