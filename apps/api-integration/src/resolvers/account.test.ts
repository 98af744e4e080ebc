import { readdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { asc, count, eq } from 'drizzle-orm';
import { hashToken, verifyPassword } from '@art/auth';
import { passwordResets, sessions, users } from '@art/db';
import { LANGUAGES, type Language } from '@art/model';
import { DEMO_ACCOUNTS } from '@art/seed';
import {
  casesFor,
  errorMessage,
  GRAPHQL_LIMITS,
  createTestApi,
  failingMailer,
  recordingLogger,
  testBackends,
  type ErrorCode,
  type TestApi,
  type TestRequestOptions,
} from '@art/api/testing';
import { createSeededTestApi } from '../seeded';

const ME_FIELDS = 'id name surname fullName email phone prefix profession priceRange newsletter role lang';

const SIGN_UP = `mutation SignUp($user: SignUpInput!, $lang: String) {
  signUp(user: $user, lang: $lang) { OK error token me { ${ME_FIELDS} } }
}`;
const LOGIN = `mutation Login($email: String!, $password: String!, $remember: Boolean) {
  login(email: $email, password: $password, remember: $remember) { OK error token me { ${ME_FIELDS} } }
}`;
const LOGOUT = 'mutation Logout { logout { OK error } }';
const ME = `query Me { me { ${ME_FIELDS} } }`;
const REMEMBER_PASSWORD = 'mutation RememberPassword($email: String!) { rememberPassword(email: $email) { OK error } }';
const RESET_PASSWORD = `mutation ResetPassword($token: String!, $password: String!) {
  resetPassword(token: $token, password: $password) { OK error token me { ${ME_FIELDS} } }
}`;

interface MeNode {
  id: string;
  name: string;
  surname: string;
  fullName: string;
  email: string;
  phone: string | null;
  prefix: string | null;
  profession: string | null;
  priceRange: string | null;
  newsletter: boolean;
  role: string;
  lang: string;
}
interface AuthResult {
  OK: boolean;
  error: string | null;
  token: string | null;
  me: MeNode | null;
}
interface OkResult {
  OK: boolean;
  error: string | null;
}
interface SignUpUser {
  name: string;
  surname: string;
  email: string;
  password: string;
  phone?: string | null;
  prefix?: string | null;
  profession?: string | null;
  priceRange?: string | null;
  newsletter?: boolean | null;
  acceptTerms: boolean;
}

/** Passwords here are hashed at a low scrypt cost (the API's production cost is tested with the demo accounts below). */
const TEST_HASHING = { logN: 10 };
const PASSWORD = 'Azul-Cobalto-1977';
const NINETY_DAYS = 90 * 24 * 3600;
const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const TOKEN = /^[A-Za-z0-9_-]{43}$/;

let clients = 0;
/** A client address of its own, so that the limits of one test never touch another. */
const nextClient = () => {
  clients += 1;
  return `198.51.${Math.floor(clients / 250)}.${(clients % 250) + 1}`;
};
let accounts = 0;
/** An e-mail address no other test uses. */
const nextEmail = (local = 'ana.lopez') => `${local}.${++accounts}@galeria-ejemplo.es`;

const newUser = (change: Partial<SignUpUser> = {}): SignUpUser => ({
  name: 'Ana',
  surname: 'López Ruiz',
  email: nextEmail(),
  password: PASSWORD,
  phone: '612 345 678',
  prefix: '+34',
  profession: 'Arquitecta',
  priceRange: '1000-2500',
  newsletter: true,
  acceptTerms: true,
  ...change,
});

const bearer = (token: string | null | undefined) => ({ authorization: `Bearer ${token ?? ''}` });
const cookie = (token: string | null | undefined) => ({
  cookie: `_ga=GA1.1.1.1; o_token=${token ?? ''}; acceptCookies=true`,
});
const expectedCookie = (token: string, maxAge?: number) =>
  `o_token=${token}; ${maxAge === undefined ? '' : `Max-Age=${maxAge}; `}Path=/; HttpOnly; SameSite=Lax`;
const CLEARED_COOKIE = 'o_token=; Max-Age=0; Path=/; HttpOnly; SameSite=Lax';

describe.each(testBackends('engine'))('accounts on %s', (backend) => {
  // On both engines: the requests at the same moment (two sign-ups for one e-mail, a batch of logins, two uses of one
  // link). The other cases are the same SQL on either, run once.
  const once = casesFor(backend, 'any');
  let api: TestApi;

  beforeAll(async () => {
    api = await createTestApi({ backend, passwordHashing: TEST_HASHING });
  });
  afterAll(() => api.close());
  beforeEach(() => {
    for (const name of readdirSync(api.config.outboxDir)) rmSync(path.join(api.config.outboxDir, name));
  });

  const db = () => api.database.db;
  const options = (
    opts: { lang?: Language; client?: string; headers?: Record<string, string> } = {},
  ): TestRequestOptions => ({
    lang: opts.lang ?? 'es',
    headers: { 'x-forwarded-for': opts.client ?? nextClient(), ...opts.headers },
  });

  const signUp = (user: SignUpUser, opts: { lang?: Language; accountLang?: string | null; client?: string } = {}) =>
    api.graphqlResponse<{ signUp: AuthResult }>(SIGN_UP, { user, lang: opts.accountLang }, options(opts));
  const login = (
    email: string,
    password: string,
    opts: { remember?: boolean; lang?: Language; client?: string; headers?: Record<string, string> } = {},
  ) => api.graphqlResponse<{ login: AuthResult }>(LOGIN, { email, password, remember: opts.remember }, options(opts));
  const me = async (headers: Record<string, string>) => {
    const result = await api.graphql<{ me: MeNode | null }>(ME, {}, options({ headers }));
    expect(result.errors).toBeUndefined();
    return result.data?.me ?? null;
  };
  const logout = (headers: Record<string, string>) =>
    api.graphqlResponse<{ logout: OkResult }>(LOGOUT, {}, options({ headers }));
  const rememberPassword = (email: string, opts: { lang?: Language; client?: string } = {}) =>
    api.graphql<{ rememberPassword: OkResult }>(REMEMBER_PASSWORD, { email }, options(opts));
  const resetPassword = (
    token: string,
    password: string,
    opts: { lang?: Language; headers?: Record<string, string> } = {},
  ) => api.graphqlResponse<{ resetPassword: AuthResult }>(RESET_PASSWORD, { token, password }, options(opts));

  /** Signs a new account up and answers it with its session token. */
  async function account(change: Partial<SignUpUser> = {}, accountLang?: string) {
    const user = newUser(change);
    const response = await signUp(user, { accountLang });
    const result = response.body.data?.signUp;
    expect(result?.OK).toBe(true);
    return { ...user, id: result?.me?.id ?? '', token: result?.token ?? '' };
  }

  const userCount = async () => (await db().select({ n: count() }).from(users))[0]?.n ?? 0;
  const sessionsOf = (userId: string) =>
    db().select().from(sessions).where(eq(sessions.userId, userId)).orderBy(asc(sessions.id));
  const sessionOf = async (token: string) =>
    (
      await db()
        .select()
        .from(sessions)
        .where(eq(sessions.tokenHash, hashToken(token)))
    )[0];
  const resetLink = async (index = -1) => {
    const mails = await api.outbox();
    const text = mails.at(index)?.text ?? '';
    return /https?:\/\/\S+/.exec(text)?.[0] ?? '';
  };
  const tokenOf = (link: string) => link.slice(link.lastIndexOf('/') + 1);

  once.describe('signUp', () => {
    it('creates a visitor account, logs it in with a long-lived cookie, and answers the token and the user', async () => {
      const user = newUser({ name: '  Ana ', surname: 'López\n Ruiz', email: `  ${nextEmail('Ana.Lopez')}  ` });
      const before = Date.now();
      const response = await signUp(user);
      const result = response.body.data?.signUp;
      const email = user.email.trim();

      expect(result).toEqual({
        OK: true,
        error: null,
        token: expect.stringMatching(TOKEN),
        me: {
          id: expect.any(String),
          name: 'Ana',
          surname: 'López Ruiz',
          fullName: 'Ana López Ruiz',
          email,
          phone: '612 345 678',
          prefix: '+34',
          profession: 'Arquitecta',
          priceRange: '1000-2500',
          newsletter: true,
          role: 'visitor',
          lang: 'es',
        },
      });
      const token = result?.token ?? '';
      expect(response.setCookies).toEqual([expectedCookie(token, NINETY_DAYS)]);
      expect(response.headers['cache-control']).toBe('no-store');

      const [row] = await db().select().from(users).where(eq(users.email, email));
      expect(row).toMatchObject({ email, role: 'visitor', lang: 'es', newsletter: true });
      expect(row?.passwordHash).toMatch(/^scrypt\$10\$8\$1\$/);
      expect(row?.passwordHash).not.toContain(PASSWORD);
      expect(await verifyPassword(PASSWORD, row?.passwordHash ?? '')).toBe(true);

      // Only the token's hash is stored; sign-up opens a remembered session of 90 days.
      const stored = await sessionsOf(row?.id ?? '');
      expect(stored).toEqual([
        expect.objectContaining({
          tokenHash: hashToken(token),
          remember: true,
          createdAt: expect.any(Date),
          lastSeenAt: expect.any(Date),
        }),
      ]);
      expect(JSON.stringify(stored)).not.toContain(token);
      const expiresIn = (stored[0]?.expiresAt.getTime() ?? 0) - before;
      expect(expiresIn).toBeGreaterThanOrEqual(90 * DAY);
      expect(expiresIn).toBeLessThan(90 * DAY + 60_000);

      expect(await me(cookie(token))).toEqual(result?.me);
    });

    it('stores the language asked for (es by default), empty optional fields as null, and newsletter false by default', async () => {
      const english = await signUp(newUser(), { accountLang: 'en' });
      expect(english.body.data?.signUp.me?.lang).toBe('en');
      const bare = await signUp({
        name: 'Eva',
        surname: 'Sanz',
        email: nextEmail('eva'),
        password: PASSWORD,
        acceptTerms: true,
      });
      expect(bare.body.data?.signUp.me).toMatchObject({
        lang: 'es',
        phone: null,
        prefix: null,
        profession: null,
        priceRange: null,
        newsletter: false,
      });
      const blanks = await signUp(
        newUser({ phone: '  ', prefix: '', profession: ' \n ', priceRange: '', newsletter: null }),
        { accountLang: null },
      );
      expect(blanks.body.data?.signUp.me).toMatchObject({
        lang: 'es',
        phone: null,
        prefix: null,
        profession: null,
        priceRange: null,
        newsletter: false,
      });
    });

    it('refuses an e-mail that already has an account, whatever its case, in the request language, and changes nothing', async () => {
      const first = await account();
      const users = await userCount();
      for (const lang of LANGUAGES) {
        for (const email of [first.email, first.email.toUpperCase(), ` ${first.email.replace('ana', 'ANA')} `]) {
          const response = await signUp(newUser({ email, name: 'Otra' }), { lang });
          expect(response.body).toEqual({
            data: { signUp: { OK: false, error: errorMessage(lang, 'accountEmailTaken'), token: null, me: null } },
          });
          expect(response.setCookies).toEqual([]);
        }
      }
      expect(errorMessage('es', 'accountEmailTaken')).toMatch(/^Ya hay una cuenta con este correo electrónico/);
      expect(await userCount()).toBe(users);
      expect(await sessionsOf(first.id)).toHaveLength(1);
    });

    it('replaces the session the request carried (another account in the same browser)', async () => {
      const first = await account();
      const response = await api.graphqlResponse<{ signUp: AuthResult }>(
        SIGN_UP,
        { user: newUser() },
        options({ headers: cookie(first.token) }),
      );
      expect(response.body.data?.signUp.OK).toBe(true);
      expect(await me(cookie(first.token))).toBeNull();
      expect((await me(cookie(response.body.data?.signUp.token)))?.id).toBe(response.body.data?.signUp.me?.id);
    });

    /** Bad input: `OK: false` with the translated reason in both languages, no cookie, nothing stored. */
    async function expectRefused(
      user: SignUpUser,
      code: ErrorCode,
      params: Record<string, string | number> = {},
      accountLang?: string,
    ) {
      const before = await userCount();
      for (const lang of LANGUAGES) {
        const response = await signUp(user, { lang, accountLang });
        expect(response.body).toEqual({
          data: { signUp: { OK: false, error: errorMessage(lang, code, params), token: null, me: null } },
        });
        expect(response.setCookies).toEqual([]);
      }
      expect(await userCount()).toBe(before);
    }

    it.each([
      ['an empty name', { name: '' }, 'signUpNameRequired', {}],
      ['a blank name', { name: ' \n\t ' }, 'signUpNameRequired', {}],
      ['a name of control characters', { name: '\u0000\u0007' }, 'signUpNameRequired', {}],
      ['a name of 101 characters', { name: 'a'.repeat(101) }, 'signUpNameTooLong', { max: 100 }],
      ['a huge name', { name: 'a'.repeat(200_000) }, 'signUpNameTooLong', { max: 100 }],
      ['HTML in the name', { name: '<img src=x onerror=alert(1)>' }, 'signUpNameInvalid', {}],
      ['an empty surname', { surname: '' }, 'signUpSurnameRequired', {}],
      ['a surname of 101 characters', { surname: 'b'.repeat(101) }, 'signUpSurnameTooLong', { max: 100 }],
      ['HTML in the surname', { surname: 'López</b><script>' }, 'signUpSurnameInvalid', {}],
      ['an empty e-mail', { email: '' }, 'accountEmailRequired', {}],
      ['a blank e-mail', { email: '   ' }, 'accountEmailRequired', {}],
      [
        'an e-mail of 255 characters',
        { email: `${'a'.repeat(64)}@${'b'.repeat(63)}.${'c'.repeat(63)}.${'d'.repeat(59)}.es` },
        'accountEmailTooLong',
        { max: 254 },
      ],
      ['an e-mail without domain', { email: 'ana@' }, 'accountEmailInvalid', {}],
      ['an e-mail with a space', { email: 'ana lopez@galeria.es' }, 'accountEmailInvalid', {}],
      [
        'an e-mail with a header injection',
        { email: 'ana@galeria.es\nBcc: victim@example.com' },
        'accountEmailInvalid',
        {},
      ],
      ['an SQL-looking e-mail', { email: "' OR '1'='1' --@x.es" }, 'accountEmailInvalid', {}],
      ['HTML as e-mail', { email: '<script>@galeria.es' }, 'accountEmailInvalid', {}],
      ['an empty password', { password: '' }, 'passwordRequired', {}],
      ['a password of 7 characters', { password: 'Ab3$efg' }, 'passwordTooShort', { min: 8 }],
      ['a password of 129 characters', { password: 'x'.repeat(129) }, 'passwordTooLong', { max: 128 }],
      ['a common password', { password: 'Password1' }, 'passwordTooCommon', {}],
      ['a common password in capitals', { password: 'QWERTYUIOP' }, 'passwordTooCommon', {}],
      [
        'a password equal to the e-mail',
        { email: 'marta.quintana@galeria.es', password: 'Marta.Quintana@Galeria.es' },
        'passwordLikeEmail',
        {},
      ],
      [
        'a password equal to the local part',
        { email: 'marta.quintana@galeria.es', password: 'MARTA.QUINTANA' },
        'passwordLikeEmail',
        {},
      ],
      ['letters in the phone', { phone: '612-abc' }, 'signUpPhoneInvalid', { max: 20 }],
      ['a phone of 21 characters', { phone: '1'.repeat(21) }, 'signUpPhoneInvalid', { max: 20 }],
      ['HTML in the phone', { phone: '<b>612</b>' }, 'signUpPhoneInvalid', { max: 20 }],
      ['a prefix without +', { prefix: '34' }, 'signUpPrefixInvalid', {}],
      ['a prefix of 5 digits', { prefix: '+34567' }, 'signUpPrefixInvalid', {}],
      ['a profession of 101 characters', { profession: 'p'.repeat(101) }, 'signUpProfessionTooLong', { max: 100 }],
      ['HTML in the profession', { profession: '<script>alert(1)</script>' }, 'signUpProfessionInvalid', {}],
      [
        'an unknown price range',
        { priceRange: '0-1000000' },
        'signUpPriceRangeInvalid',
        { ranges: '0-500, 500-1000, 1000-2500, 2500-5000, 5000-more' },
      ],
      [
        'SQL as price range',
        { priceRange: "1000-2500'; DROP TABLE users;--" },
        'signUpPriceRangeInvalid',
        { ranges: '0-500, 500-1000, 1000-2500, 2500-5000, 5000-more' },
      ],
      ['the terms not accepted', { acceptTerms: false }, 'signUpTermsRequired', {}],
    ] as const)('refuses %s, translated, and stores nothing', async (_, change, code, params) => {
      await expectRefused(newUser(change), code, params);
    });

    it.each(['fr', 'ES', '', "es'; --"])('refuses the account language %j', async (accountLang) => {
      await expectRefused(newUser(), 'signUpLanguageInvalid', {}, accountLang);
    });

    it('checks the fields in the order of the form', async () => {
      const blank = newUser({
        name: '',
        surname: '',
        email: '',
        password: '',
        phone: 'x',
        prefix: 'x',
        acceptTerms: false,
      });
      await expectRefused(blank, 'signUpNameRequired');
      await expectRefused({ ...blank, name: 'Ana' }, 'signUpSurnameRequired');
      await expectRefused({ ...blank, name: 'Ana', surname: 'López' }, 'accountEmailRequired');
      await expectRefused({ ...blank, name: 'Ana', surname: 'López', email: nextEmail() }, 'passwordRequired');
      await expectRefused(
        { ...blank, name: 'Ana', surname: 'López', email: nextEmail(), password: PASSWORD },
        'signUpPhoneInvalid',
        { max: 20 },
      );
    });

    it('accepts limits exactly, and stores SQL-looking and quoted text verbatim as text', async () => {
      const user = newUser({
        name: 'n'.repeat(100),
        surname: 'O\'Brien"); DROP TABLE users;--',
        phone: '+34 6 0 0 1 1 2 2 33',
        prefix: '+1234',
        profession: 'p'.repeat(100),
        password: "' OR '1'='1'; --",
      });
      const result = (await signUp(user)).body.data?.signUp;
      expect(result?.OK).toBe(true);
      expect(result?.me).toMatchObject({
        name: user.name,
        surname: user.surname,
        phone: user.phone,
        profession: user.profession,
      });
      expect((await login(user.email, "' OR '1'='1'; --")).body.data?.login.OK).toBe(true);
      expect((await login(user.email, "' OR '1'='1")).body.data?.login.OK).toBe(false);
    });

    it.each([
      ['a missing user', 'mutation { signUp(lang: "es") { OK } }', {}],
      [
        'a missing required field',
        'mutation { signUp(user: { name: "Ana", surname: "L", password: "x", acceptTerms: true }) { OK } }',
        {},
      ],
      ['a null required field', SIGN_UP, { user: { ...newUser(), email: null } }],
      ['a number instead of a string', SIGN_UP, { user: { ...newUser(), name: 42 } }],
      ['a string instead of a boolean', SIGN_UP, { user: { ...newUser(), acceptTerms: 'yes' } }],
      ['an unknown field', SIGN_UP, { user: { ...newUser(), role: 'admin' } }],
      ['an object as language', SIGN_UP, { user: newUser(), lang: { es: true } }],
    ])('answers %s with a GraphQL validation error and stores nothing', async (_, query, variables) => {
      const before = await userCount();
      const response = await api.graphqlResponse(query, variables, options());
      expect(response.body.data).toBeUndefined();
      expect(response.body.errors?.[0]?.message).toMatch(/user|email|name|acceptTerms|role|lang|String|Boolean/);
      expect(response.setCookies).toEqual([]);
      expect(await userCount()).toBe(before);
    });

    it('never lets sign-up choose the role', async () => {
      const result = await api.graphql(
        'mutation { signUp(user: { name: "A", surname: "B", email: "x@y.es", password: "Azul-Cobalto-1977", acceptTerms: true, role: "admin" }) { OK } }',
      );
      expect(result.errors?.[0]?.message).toMatch(/role/);
      expect(await db().select().from(users).where(eq(users.role, 'admin'))).toEqual([]);
    });
  });

  once.describe('login', () => {
    it('opens a session-only session without remember: cookie without Max-Age, 12 hours at most', async () => {
      const user = await account();
      const before = Date.now();
      const response = await login(user.email, PASSWORD);
      const result = response.body.data?.login;
      expect(result).toMatchObject({
        OK: true,
        error: null,
        token: expect.stringMatching(TOKEN),
        me: { id: user.id, email: user.email },
      });
      const token = result?.token ?? '';
      expect(token).not.toBe(user.token);
      expect(response.setCookies).toEqual([expectedCookie(token)]);
      const session = await sessionOf(token);
      expect(session?.remember).toBe(false);
      const expiresIn = (session?.expiresAt.getTime() ?? 0) - before;
      expect(expiresIn).toBeGreaterThanOrEqual(12 * HOUR);
      expect(expiresIn).toBeLessThan(12 * HOUR + 60_000);
      expect((await me(bearer(token)))?.id).toBe(user.id);
    });

    it('opens a remembered session with remember: cookie with Max-Age of 90 days', async () => {
      const user = await account();
      const response = await login(user.email, PASSWORD, { remember: true });
      const token = response.body.data?.login.token ?? '';
      expect(response.setCookies).toEqual([expectedCookie(token, NINETY_DAYS)]);
      expect(await sessionOf(token)).toMatchObject({ remember: true });
      const explicit = await login(user.email, PASSWORD, { remember: false });
      expect(explicit.setCookies).toEqual([expectedCookie(explicit.body.data?.login.token ?? '')]);
    });

    it('opens a new session with a new token at every login, replacing the one the request carried', async () => {
      const user = await account();
      const first = (await login(user.email, PASSWORD)).body.data?.login.token ?? '';
      const second = (await login(user.email, PASSWORD, { headers: cookie(first) })).body.data?.login.token ?? '';
      expect(second).toMatch(TOKEN);
      expect(second).not.toBe(first);
      expect(await me(cookie(first))).toBeNull();
      expect((await me(cookie(second)))?.id).toBe(user.id);
      // The sign-up's session, carried by no request here, stays.
      expect((await me(bearer(user.token)))?.id).toBe(user.id);
    });

    it('finds the account whatever the case of the e-mail', async () => {
      const user = await account();
      expect((await login(`  ${user.email.toUpperCase()} `, PASSWORD)).body.data?.login.OK).toBe(true);
    });

    it('answers a wrong password and an unknown e-mail with the same message, translated, and no cookie', async () => {
      const user = await account();
      for (const lang of LANGUAGES) {
        const wrong = await login(user.email, `${PASSWORD}x`, { lang });
        const unknown = await login(nextEmail('nadie'), PASSWORD, { lang });
        const expected = {
          data: { login: { OK: false, error: errorMessage(lang, 'loginFailed'), token: null, me: null } },
        };
        expect(wrong.body).toEqual(expected);
        expect(unknown.body).toEqual(expected);
        expect(wrong.setCookies).toEqual([]);
        expect(unknown.setCookies).toEqual([]);
      }
      expect(errorMessage('es', 'loginFailed')).toBe('El correo electrónico o la contraseña no son correctos.');
      expect(await sessionsOf(user.id)).toHaveLength(1);
    });

    it.each([
      ['an empty e-mail', '', PASSWORD, 'accountEmailRequired', {}],
      ['a malformed e-mail', 'ana@', PASSWORD, 'accountEmailInvalid', {}],
      ['an SQL-looking e-mail', "admin@demo.artfair.test' OR '1'='1", PASSWORD, 'accountEmailInvalid', {}],
      ['an oversized e-mail', `${'a'.repeat(300)}@x.es`, PASSWORD, 'accountEmailTooLong', { max: 254 }],
      ['an empty password', 'ana@galeria.es', '', 'passwordRequired', {}],
      ['an oversized password', 'ana@galeria.es', 'x'.repeat(100_000), 'loginFailed', {}],
    ] as const)('refuses %s with a clear message', async (_, email, password, code, params) => {
      for (const lang of LANGUAGES) {
        const response = await login(email, password, { lang });
        expect(response.body).toEqual({
          data: { login: { OK: false, error: errorMessage(lang, code, params), token: null, me: null } },
        });
        expect(response.setCookies).toEqual([]);
      }
    });

    it('refuses an account after 10 failures from one address for 15 minutes, even with the right password', async () => {
      const user = await account();
      const client = nextClient();
      for (let i = 0; i < 10; i++) {
        expect((await login(user.email, `wrong-${i}-password`, { client })).body.data?.login.error).toBe(
          errorMessage('es', 'loginFailed'),
        );
      }
      for (const lang of LANGUAGES) {
        const refused = await login(user.email, PASSWORD, { client, lang });
        expect(refused.body.data?.login).toEqual({
          OK: false,
          error: errorMessage(lang, 'loginLocked', { minutes: 15 }),
          token: null,
          me: null,
        });
        expect(refused.setCookies).toEqual([]);
      }
      // The same account in another case is the same account.
      expect((await login(user.email.toUpperCase(), PASSWORD, { client })).body.data?.login.error).toBe(
        errorMessage('es', 'loginLocked', { minutes: 15 }),
      );
      // Another address is not affected, and neither is another account from the same address.
      expect((await login(user.email, PASSWORD)).body.data?.login.OK).toBe(true);
      const other = await account();
      expect((await login(other.email, PASSWORD, { client })).body.data?.login.OK).toBe(true);
      expect(errorMessage('es', 'loginLocked', { minutes: 15 })).toMatch(/Espera 15 minutos/);
    });

    it('finds the client address past the proxies: a forged X-Forwarded-For does not escape the limit', async () => {
      const user = await account();
      const client = nextClient();
      // The site server appends the visitor's real address to whatever chain the visitor sent.
      const forged = (i: number) => ({ 'x-forwarded-for': `203.0.113.${i}, ${client}` });
      for (let i = 0; i < 10; i++) await login(user.email, `wrong-${i}-password`, { headers: forged(i) });
      expect((await login(user.email, PASSWORD, { headers: forged(99) })).body.data?.login.error).toBe(
        errorMessage('es', 'loginLocked', { minutes: 15 }),
      );
    });

    it('forgets the failures of an account and address after a successful login', async () => {
      const user = await account();
      const client = nextClient();
      for (let i = 0; i < 9; i++) await login(user.email, 'wrong password!', { client });
      expect((await login(user.email, PASSWORD, { client })).body.data?.login.OK).toBe(true);
      for (let i = 0; i < 9; i++) await login(user.email, 'wrong password!', { client });
      expect((await login(user.email, PASSWORD, { client })).body.data?.login.OK).toBe(true);
    });

    it('counts every field of an aliased document: nothing is gained by asking many times in one request', async () => {
      const user = await account();
      const client = nextClient();
      const fields = Array.from(
        { length: GRAPHQL_LIMITS.aliases },
        (_, i) => `l${i}: login(email: $e, password: "wrong-${i}-password") { OK error }`,
      );
      const result = await api.graphql<Record<string, OkResult>>(
        `mutation ($e: String!) { ${fields.join(' ')} }`,
        { e: user.email },
        options({ client }),
      );
      expect(Object.values(result.data ?? {}).map((r) => r.error)).toEqual(
        Array(10).fill(errorMessage('es', 'loginFailed')),
      );
      expect((await login(user.email, PASSWORD, { client })).body.data?.login.error).toBe(
        errorMessage('es', 'loginLocked', { minutes: 15 }),
      );
    });

    it('counts a batch of separate login operations one by one', async () => {
      const user = await account();
      const client = nextClient();
      for (let i = 0; i < 5; i++) await login(user.email, `wrong-${i}-password`, { client });
      const response = await api.app.inject({
        method: 'POST',
        url: '/api/graphql',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': client },
        payload: Array.from({ length: GRAPHQL_LIMITS.batch }, (_, i) => ({
          query: LOGIN,
          variables: { email: user.email, password: `other-${i}-password` },
        })),
      });
      const errors = (response.json() as { data: { login: AuthResult } }[]).map((r) => r.data.login.error);
      // 5 failures before, so 5 more are checked and the other 5 are refused unchecked.
      expect(errors.filter((e) => e === errorMessage('es', 'loginFailed'))).toHaveLength(5);
      expect(errors.filter((e) => e === errorMessage('es', 'loginLocked', { minutes: 15 }))).toHaveLength(5);
      expect((await login(user.email, PASSWORD, { client })).body.data?.login.error).toBe(
        errorMessage('es', 'loginLocked', { minutes: 15 }),
      );
    });
  });

  once.describe('me', () => {
    it('is null without a session, with a malformed or unknown token, and with SQL or HTML as token', async () => {
      expect(await me({})).toBeNull();
      for (const token of [
        '',
        'abc',
        'x'.repeat(43),
        "' OR '1'='1' --",
        '<script>alert(1)</script>',
        'a'.repeat(10_000),
      ]) {
        expect(await me(bearer(token))).toBeNull();
        expect(await me(cookie(token))).toBeNull();
      }
    });

    it('answers the user of a Bearer token and of the cookie, the Bearer winning when both are sent', async () => {
      const ana = await account({ name: 'Ana' });
      const eva = await account({ name: 'Eva', email: nextEmail('eva') });
      expect(await me(bearer(ana.token))).toMatchObject({ id: ana.id, name: 'Ana', email: ana.email });
      expect(await me(cookie(eva.token))).toMatchObject({ id: eva.id, name: 'Eva', email: eva.email });
      expect(await me({ ...bearer(ana.token), ...cookie(eva.token) })).toMatchObject({ id: ana.id });
      // A Bearer that is not a session wins all the same: the client asked for that token.
      expect(await me({ ...bearer('not-a-token'), ...cookie(eva.token) })).toBeNull();
      // The first o_token cookie counts, as browsers send the most specific first.
      expect(await me({ cookie: `o_token=${eva.token}; o_token=${ana.token}` })).toMatchObject({ id: eva.id });
    });

    it("never answers another user's data, whatever the request asks", async () => {
      const ana = await account();
      const eva = await account({ email: nextEmail('eva') });
      expect(await me(bearer(ana.token))).toMatchObject({ id: ana.id, email: ana.email });
      // `me` takes no argument: nobody can name another user.
      const named = await api.graphql(
        `{ me(id: "${eva.id}") { id email } }`,
        {},
        options({ headers: bearer(ana.token) }),
      );
      expect(named.data).toBeUndefined();
      expect(JSON.stringify(named)).not.toContain(eva.email);
      const fields = await api.graphql('{ me { id passwordHash } }', {}, options({ headers: bearer(ana.token) }));
      expect(fields.data).toBeUndefined();
      expect(JSON.stringify(fields)).not.toMatch(/scrypt/);
      const batch = await api.app.inject({
        method: 'POST',
        url: '/api/graphql',
        headers: { 'content-type': 'application/json', ...bearer(eva.token) },
        payload: [{ query: ME }, { query: ME }],
      });
      expect((batch.json() as { data: { me: MeNode } }[]).map((r) => r.data.me.id)).toEqual([eva.id, eva.id]);
    });

    it('ends a session-only session after 2 hours without use and a remembered one after 30 days', async () => {
      const user = await account();
      const short = (await login(user.email, PASSWORD)).body.data?.login.token ?? '';
      const long = (await login(user.email, PASSWORD, { remember: true })).body.data?.login.token ?? '';
      const idle = (token: string, ms: number) =>
        db()
          .update(sessions)
          .set({ lastSeenAt: new Date(Date.now() - ms) })
          .where(eq(sessions.tokenHash, hashToken(token)));

      await idle(short, 2 * HOUR - 60_000);
      expect((await me(cookie(short)))?.id).toBe(user.id);
      await idle(short, 2 * HOUR + 1000);
      expect(await me(cookie(short))).toBeNull();
      expect(await sessionOf(short)).toBeUndefined();

      await idle(long, 29 * DAY);
      expect((await me(cookie(long)))?.id).toBe(user.id);
      await idle(long, 30 * DAY + 1000);
      expect(await me(cookie(long))).toBeNull();
      expect(await sessionOf(long)).toBeUndefined();
    });

    it('ends a session at its absolute expiry, however recently used', async () => {
      const user = await account();
      const token = (await login(user.email, PASSWORD, { remember: true })).body.data?.login.token ?? '';
      await db()
        .update(sessions)
        .set({ expiresAt: new Date(Date.now() - 1000) })
        .where(eq(sessions.tokenHash, hashToken(token)));
      expect(await me(bearer(token))).toBeNull();
      expect(await sessionOf(token)).toBeUndefined();
      // Another session of the same user is untouched.
      expect((await me(bearer(user.token)))?.id).toBe(user.id);
    });

    it('renews last_seen_at at most once a minute', async () => {
      const user = await account();
      const seen = async () => (await sessionOf(user.token))?.lastSeenAt.getTime() ?? 0;
      const setSeen = (ms: number) =>
        db()
          .update(sessions)
          .set({ lastSeenAt: new Date(Date.now() - ms) })
          .where(eq(sessions.tokenHash, hashToken(user.token)));

      await setSeen(30_000);
      const recent = await seen();
      await me(bearer(user.token));
      expect(await seen()).toBe(recent);

      await setSeen(5 * 60_000);
      const before = Date.now();
      await me(bearer(user.token));
      expect(await seen()).toBeGreaterThanOrEqual(before - 1000);
    });
  });

  once.describe('logout', () => {
    it('ends the session on the server and removes the cookie; the token no longer works', async () => {
      const user = await account();
      const token = (await login(user.email, PASSWORD)).body.data?.login.token ?? '';
      const response = await logout(cookie(token));
      expect(response.body).toEqual({ data: { logout: { OK: true, error: null } } });
      expect(response.setCookies).toEqual([CLEARED_COOKIE]);
      expect(await sessionOf(token)).toBeUndefined();
      expect(await me(cookie(token))).toBeNull();
      expect(await me(bearer(token))).toBeNull();
      // Logging out of one session leaves the others (another browser) open.
      expect((await me(bearer(user.token)))?.id).toBe(user.id);
      const byBearer = await logout(bearer(user.token));
      expect(byBearer.body.data?.logout.OK).toBe(true);
      expect(await me(bearer(user.token))).toBeNull();
      expect(await sessionsOf(user.id)).toEqual([]);
    });

    it('answers OK and removes the cookie without a session too', async () => {
      for (const headers of [{}, cookie('x'.repeat(43)), bearer("' OR 1=1 --")]) {
        const response = await logout(headers);
        expect(response.body).toEqual({ data: { logout: { OK: true, error: null } } });
        expect(response.setCookies).toEqual([CLEARED_COOKIE]);
      }
    });
  });

  once.describe('password reset', () => {
    it('e-mails a Spanish account a single-use link to the fair site, valid 24 hours, and answers OK', async () => {
      const user = await account({ name: 'Lucía', surname: 'Ibáñez' });
      const before = Date.now();
      expect(await rememberPassword(user.email.toUpperCase())).toEqual({
        data: { rememberPassword: { OK: true, error: null } },
      });

      const mails = await api.outbox();
      expect(mails).toHaveLength(1);
      const [mail] = mails;
      expect(mail?.headers['to']).toBe(`Lucía Ibáñez <${user.email}>`);
      expect(mail?.subject).toBe('Establece una nueva contraseña');
      expect(mail?.text).toContain('Hola, Lucía:');
      expect(mail?.text).toContain('caduca en 24 horas');
      const link = await resetLink();
      expect(link).toMatch(new RegExp(`^${api.config.fairOrigin}/es/establecer-contrase%C3%B1a/[A-Za-z0-9_-]{43}$`));
      expect(mail?.html).toContain(`<a href="${link}">Establecer una nueva contraseña</a>`);

      const [row] = await db().select().from(passwordResets).where(eq(passwordResets.userId, user.id));
      expect(row).toMatchObject({ tokenHash: hashToken(tokenOf(link)), usedAt: null });
      const validFor = (row?.expiresAt.getTime() ?? 0) - before;
      expect(validFor).toBeGreaterThanOrEqual(24 * HOUR);
      expect(validFor).toBeLessThan(24 * HOUR + 60_000);
    });

    it("writes in the request's language, whatever the account's, and links to that language's page", async () => {
      // Asked from an English page (Accept-Language: en) by an account made in Spanish.
      const user = await account({ name: 'John', surname: 'Smith' }, 'es');
      await rememberPassword(user.email, { lang: 'en' });
      const [mail] = await api.outbox();
      expect(mail?.subject).toBe('Set a new password');
      expect(mail?.text).toContain('Hello John,');
      expect(mail?.html).toContain('<html lang="en">');
      const link = await resetLink();
      expect(link).toMatch(new RegExp(`^${api.config.fairOrigin}/en/reset-password/[A-Za-z0-9_-]{43}$`));
      expect(mail?.html).toContain(`<a href="${link}">`);

      // And the other way round: an English account asking from a Spanish page.
      const other = await account({ name: 'Mary', surname: 'Jones' }, 'en');
      await rememberPassword(other.email, { lang: 'es' });
      const spanish = (await api.outbox()).at(-1);
      expect(spanish?.subject).toBe('Establece una nueva contraseña');
      expect(spanish?.text).toContain('Hola, Mary:');
      expect(await resetLink()).toMatch(
        new RegExp(`^${api.config.fairOrigin}/es/establecer-contrase%C3%B1a/[A-Za-z0-9_-]{43}$`),
      );
    });

    it('answers the same for an address without an account, and sends and stores nothing', async () => {
      const resets = (await db().select({ n: count() }).from(passwordResets))[0]?.n;
      for (const lang of LANGUAGES) {
        expect(await rememberPassword(nextEmail('nadie'), { lang })).toEqual({
          data: { rememberPassword: { OK: true, error: null } },
        });
      }
      expect(await api.outbox()).toEqual([]);
      expect((await db().select({ n: count() }).from(passwordResets))[0]?.n).toBe(resets);
    });

    it.each([
      ['', 'accountEmailRequired', {}],
      ['ana@', 'accountEmailInvalid', {}],
      ["x@y.es' OR '1'='1", 'accountEmailInvalid', {}],
      [`${'a'.repeat(300)}@x.es`, 'accountEmailTooLong', { max: 254 }],
    ] as const)('refuses the e-mail %j with a clear message', async (email, code, params) => {
      for (const lang of LANGUAGES) {
        expect(await rememberPassword(email, { lang })).toEqual({
          data: { rememberPassword: { OK: false, error: errorMessage(lang, code, params) } },
        });
      }
      expect(await api.outbox()).toEqual([]);
    });

    it('accepts 5 requests per address in 15 minutes; the 6th is refused, translated; another address is not affected', async () => {
      const client = nextClient();
      for (let i = 0; i < 5; i++)
        expect((await rememberPassword(nextEmail('nadie'), { client })).data?.rememberPassword.OK).toBe(true);
      for (const lang of LANGUAGES) {
        expect(await rememberPassword(nextEmail('nadie'), { client, lang })).toEqual({
          data: {
            rememberPassword: {
              OK: false,
              error: errorMessage(lang, 'rememberPasswordTooMany', { limit: 5, minutes: 15 }),
            },
          },
        });
      }
      expect((await rememberPassword(nextEmail('nadie'))).data?.rememberPassword.OK).toBe(true);
    });

    it('sends one account at most 3 e-mails an hour, answering the same to every request', async () => {
      const user = await account();
      for (let i = 0; i < 5; i++)
        expect(await rememberPassword(user.email)).toEqual({ data: { rememberPassword: { OK: true, error: null } } });
      expect(await api.outbox()).toHaveLength(3);
    });

    it('sets the new password from the link, ends every other session and opens a session-only one', async () => {
      const user = await account();
      const other = (await login(user.email, PASSWORD, { remember: true })).body.data?.login.token ?? '';
      await rememberPassword(user.email);
      const token = tokenOf(await resetLink());

      const response = await resetPassword(token, 'Nuevo-Verde-2026');
      const result = response.body.data?.resetPassword;
      expect(result).toMatchObject({
        OK: true,
        error: null,
        token: expect.stringMatching(TOKEN),
        me: { id: user.id, email: user.email },
      });
      const session = result?.token ?? '';
      expect(response.setCookies).toEqual([expectedCookie(session)]);
      expect(await sessionOf(session)).toMatchObject({ remember: false });

      // Every earlier session has ended; the new one works.
      expect(await me(bearer(user.token))).toBeNull();
      expect(await me(cookie(other))).toBeNull();
      expect((await me(cookie(session)))?.id).toBe(user.id);
      expect(await sessionsOf(user.id)).toHaveLength(1);

      // The old password no longer opens the account; the new one does.
      expect((await login(user.email, PASSWORD)).body.data?.login.error).toBe(errorMessage('es', 'loginFailed'));
      expect((await login(user.email, 'Nuevo-Verde-2026')).body.data?.login.OK).toBe(true);
      const [row] = await db()
        .select()
        .from(passwordResets)
        .where(eq(passwordResets.tokenHash, hashToken(token)));
      expect(row?.usedAt).toBeInstanceOf(Date);
    });

    it('works once: the link, and every other open link of the account, is refused after use', async () => {
      const user = await account();
      await rememberPassword(user.email);
      await rememberPassword(user.email);
      const first = tokenOf(await resetLink(0));
      const second = tokenOf(await resetLink(1));
      expect(first).not.toBe(second);
      expect((await resetPassword(second, 'Nuevo-Verde-2026')).body.data?.resetPassword.OK).toBe(true);
      for (const lang of LANGUAGES) {
        for (const token of [second, first]) {
          const again = await resetPassword(token, 'Otro-Rojo-2027', { lang });
          expect(again.body).toEqual({
            data: {
              resetPassword: { OK: false, error: errorMessage(lang, 'resetLinkInvalid'), token: null, me: null },
            },
          });
          expect(again.setCookies).toEqual([]);
        }
      }
      expect((await login(user.email, 'Nuevo-Verde-2026')).body.data?.login.OK).toBe(true);
    });

    it('refuses an expired link with its own message, and changes nothing', async () => {
      const user = await account();
      await rememberPassword(user.email);
      const token = tokenOf(await resetLink());
      await db()
        .update(passwordResets)
        .set({ expiresAt: new Date(Date.now() - 1000) })
        .where(eq(passwordResets.tokenHash, hashToken(token)));
      for (const lang of LANGUAGES) {
        const response = await resetPassword(token, 'Nuevo-Verde-2026', { lang });
        expect(response.body).toEqual({
          data: {
            resetPassword: {
              OK: false,
              error: errorMessage(lang, 'resetLinkExpired', { hours: 24 }),
              token: null,
              me: null,
            },
          },
        });
        expect(response.setCookies).toEqual([]);
      }
      expect(errorMessage('es', 'resetLinkExpired', { hours: 24 })).not.toBe(errorMessage('es', 'resetLinkInvalid'));
      expect((await login(user.email, PASSWORD)).body.data?.login.OK).toBe(true);
      expect((await me(bearer(user.token)))?.id).toBe(user.id);
    });

    it.each([
      ['an unknown token', 'A'.repeat(43)],
      ['a malformed token', 'abc'],
      ['an empty token', ''],
      ['SQL as token', "' OR '1'='1' --"],
      ['HTML as token', '<script>alert(1)</script>'],
      ['a huge token', 'x'.repeat(100_000)],
    ])('refuses %s as invalid', async (_, token) => {
      for (const lang of LANGUAGES) {
        const response = await resetPassword(token, 'Nuevo-Verde-2026', { lang });
        expect(response.body).toEqual({
          data: { resetPassword: { OK: false, error: errorMessage(lang, 'resetLinkInvalid'), token: null, me: null } },
        });
      }
    });

    it('applies the password policy, and the link keeps working after a refused password', async () => {
      const user = await account({ email: 'marta.quintana.reset@galeria.es' });
      const session = user.token;
      await rememberPassword(user.email);
      const token = tokenOf(await resetLink());
      const cases = [
        ['', 'passwordRequired', {}],
        ['corta', 'passwordTooShort', { min: 8 }],
        ['x'.repeat(129), 'passwordTooLong', { max: 128 }],
        ['iloveyou', 'passwordTooCommon', {}],
        ['Marta.Quintana.Reset', 'passwordLikeEmail', {}],
      ] as const;
      for (const [password, code, params] of cases) {
        const response = await resetPassword(token, password);
        expect(response.body.data?.resetPassword).toEqual({
          OK: false,
          error: errorMessage('es', code, params),
          token: null,
          me: null,
        });
      }
      expect((await me(bearer(session)))?.id).toBe(user.id);
      expect((await resetPassword(token, 'Nuevo-Verde-2026')).body.data?.resetPassword.OK).toBe(true);
    });

    it('answers GraphQL validation errors for missing arguments and changes nothing', async () => {
      for (const query of [
        'mutation { resetPassword(token: "x") { OK } }',
        'mutation { rememberPassword { OK } }',
        'mutation { login(email: "a@b.es") { OK } }',
      ]) {
        const result = await api.graphql(query);
        expect(result.data).toBeUndefined();
        expect(result.errors?.[0]?.message).toMatch(/password|email/);
      }
      expect(await api.outbox()).toEqual([]);
    });
  });

  describe('requests at the same moment', () => {
    it('lets only one of two simultaneous sign-ups with the same e-mail through', async () => {
      const email = nextEmail();
      const results = await Promise.all([signUp(newUser({ email })), signUp(newUser({ email: email.toUpperCase() }))]);
      const answers = results.map((r) => r.body.data?.signUp);
      expect(answers.filter((a) => a?.OK)).toHaveLength(1);
      expect(answers.filter((a) => !a?.OK).map((a) => a?.error)).toEqual([errorMessage('es', 'accountEmailTaken')]);
    });

    it('counts every operation of a batch, even those running at the same time', async () => {
      const user = await account();
      const client = nextClient();
      const fields = Array.from(
        { length: GRAPHQL_LIMITS.aliases },
        (_, i) => `l${i}: login(email: $e, password: "wrong-${i}-password") { OK error }`,
      );
      const operation = { query: `mutation ($e: String!) { ${fields.join(' ')} }`, variables: { e: user.email } };
      // 10 operations of 10 aliased tries each: 100 tries in one request, 10 of them checked.
      const response = await api.app.inject({
        method: 'POST',
        url: '/api/graphql',
        headers: { 'content-type': 'application/json', 'accept-language': 'es', 'x-forwarded-for': client },
        payload: Array.from({ length: GRAPHQL_LIMITS.batch }, () => operation),
      });
      const answers = (response.json() as { data: Record<string, OkResult> }[]).flatMap((r) => Object.values(r.data));
      expect(answers).toHaveLength(100);
      const errors = answers.map((a) => a.error);
      expect(errors.filter((e) => e === errorMessage('es', 'loginFailed'))).toHaveLength(10);
      expect(errors.filter((e) => e === errorMessage('es', 'loginLocked', { minutes: 15 }))).toHaveLength(90);
      expect((await login(user.email, PASSWORD, { client })).body.data?.login.OK).toBe(false);
      expect((await login(user.email, PASSWORD)).body.data?.login.OK).toBe(true);
    });

    it('lets only one of two simultaneous uses of a link through', async () => {
      const user = await account();
      await rememberPassword(user.email);
      const token = tokenOf(await resetLink());
      const results = await Promise.all([
        resetPassword(token, 'Primera-Clave-2026'),
        resetPassword(token, 'Segunda-Clave-2026'),
      ]);
      expect(results.map((r) => r.body.data?.resetPassword.OK).sort()).toEqual([false, true]);
      expect(await sessionsOf(user.id)).toHaveLength(1);
    });
  });
});

describe.each(testBackends('any'))('account cookies in production, on %s', (backend) => {
  it('are Secure and carry the configured Domain', async () => {
    const api = await createTestApi({
      backend,
      passwordHashing: TEST_HASHING,
      config: { env: 'production', cookieDomain: 'artfair.test' },
    });
    try {
      const user = { name: 'Ana', surname: 'López', email: 'ana@galeria.es', password: PASSWORD, acceptTerms: true };
      const signUp = await api.graphqlResponse<{ signUp: AuthResult }>(SIGN_UP, { user });
      const token = signUp.body.data?.signUp.token ?? '';
      expect(signUp.setCookies).toEqual([
        `o_token=${token}; Max-Age=${NINETY_DAYS}; Domain=artfair.test; Path=/; HttpOnly; Secure; SameSite=Lax`,
      ]);
      const login = await api.graphqlResponse<{ login: AuthResult }>(LOGIN, { email: user.email, password: PASSWORD });
      expect(login.setCookies).toEqual([
        `o_token=${login.body.data?.login.token}; Domain=artfair.test; Path=/; HttpOnly; Secure; SameSite=Lax`,
      ]);
      const logout = await api.graphqlResponse(LOGOUT, {}, { headers: { cookie: `o_token=${token}` } });
      expect(logout.setCookies).toEqual([
        'o_token=; Max-Age=0; Domain=artfair.test; Path=/; HttpOnly; Secure; SameSite=Lax',
      ]);
    } finally {
      await api.close();
    }
  });
});

describe.each(testBackends('any'))('the demo accounts, at the production scrypt cost, on %s', (backend) => {
  let api: TestApi;
  beforeAll(async () => {
    api = await createSeededTestApi(backend);
  });
  afterAll(() => api.close());

  it('log in with their published passwords', async () => {
    const collector = DEMO_ACCOUNTS.find((a) => a.role === 'visitor');
    const response = await api.graphqlResponse<{ login: AuthResult }>(LOGIN, {
      email: collector?.email,
      password: collector?.password,
    });
    expect(response.body.data?.login).toMatchObject({
      OK: true,
      me: {
        email: collector?.email,
        name: 'Lucía',
        fullName: 'Lucía Ibáñez Sørensen',
        role: 'visitor',
        lang: 'es',
        priceRange: '1000-2500',
      },
    });
    const wrong = await api.graphql<{ login: AuthResult }>(LOGIN, {
      email: collector?.email,
      password: 'Coleccion-2024!',
    });
    expect(wrong.data?.login.error).toBe(errorMessage('es', 'loginFailed'));
  });

  it('sign-up hashes new passwords at N = 2^17', async () => {
    const user = {
      name: 'Ana',
      surname: 'López',
      email: 'ana.full.cost@galeria.es',
      password: PASSWORD,
      acceptTerms: true,
    };
    expect((await api.graphql<{ signUp: AuthResult }>(SIGN_UP, { user })).data?.signUp.OK).toBe(true);
    const [row] = await api.database.db.select().from(users).where(eq(users.email, user.email));
    expect(row?.passwordHash).toMatch(/^scrypt\$17\$8\$1\$/);
  });
});

describe.each(testBackends('any'))('password reset when the e-mail cannot be sent, on %s', (backend) => {
  it('answers OK all the same and logs it', async () => {
    const { logger, logged } = recordingLogger();
    const failing = failingMailer();
    const api = await createTestApi({ backend, mailer: failing, logger, passwordHashing: TEST_HASHING });
    try {
      const user = { name: 'Ana', surname: 'López', email: 'ana@galeria.es', password: PASSWORD, acceptTerms: true };
      const signUp = await api.graphql<{ signUp: AuthResult }>(SIGN_UP, { user });
      const result = await api.graphql<{ rememberPassword: OkResult }>(REMEMBER_PASSWORD, { email: user.email });
      expect(result).toEqual({ data: { rememberPassword: { OK: true, error: null } } });
      expect(logged).toContainEqual(
        expect.stringMatching(new RegExp(`password reset e-mail of user ${signUp.data?.signUp.me?.id} .*ECONNREFUSED`)),
      );
    } finally {
      await api.close();
    }
  });
});

describe.each(testBackends('any'))('sign-ups per client address, on %s', (backend) => {
  it('refuses sign-ups over the hourly limit of one address, storing nothing, and lets other addresses sign up', async () => {
    const api = await createTestApi({ backend, passwordHashing: TEST_HASHING, config: { signUpsPerHour: 2 } });
    try {
      const from = (client: string) => ({ headers: { 'x-forwarded-for': client } });
      const user = (n: number) => ({
        name: 'Ana',
        surname: 'López',
        email: `ana${n}@galeria.es`,
        password: PASSWORD,
        acceptTerms: true,
      });
      for (const n of [1, 2]) {
        expect(
          (await api.graphql<{ signUp: AuthResult }>(SIGN_UP, { user: user(n) }, from('198.51.100.7'))).data?.signUp.OK,
        ).toBe(true);
      }
      const third = await api.graphql<{ signUp: AuthResult }>(SIGN_UP, { user: user(3) }, from('198.51.100.7'));
      expect(third.data?.signUp).toEqual({
        OK: false,
        error: 'Desde esta conexión se han creado demasiadas cuentas. Inténtalo de nuevo dentro de una hora.',
        token: null,
        me: null,
      });
      // Bad input does not use the allowance up: it is refused for what it is.
      const bad = await api.graphql<{ signUp: AuthResult }>(
        SIGN_UP,
        { user: { ...user(4), email: 'no' } },
        from('198.51.100.8'),
      );
      expect(bad.data?.signUp.OK).toBe(false);
      expect(
        (await api.graphql<{ signUp: AuthResult }>(SIGN_UP, { user: user(5) }, from('198.51.100.8'))).data?.signUp.OK,
      ).toBe(true);
      const rows = await api.database.db.select({ email: users.email }).from(users);
      expect(rows.map((r) => r.email).sort()).toEqual(['ana1@galeria.es', 'ana2@galeria.es', 'ana5@galeria.es']);
    } finally {
      await api.close();
    }
  });
});
