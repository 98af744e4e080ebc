/**
 * The password-hashing budget (decision 021): what one request, one client address and one account may make the API
 * compute with scrypt, and what happens when too many computations would run at once. These servers run with the
 * production figures (the shared test configuration raises them for the suites that log in many times).
 */
import crypto from 'node:crypto';
import { count, eq } from 'drizzle-orm';
import { scryptComputations } from '@art/auth';
import { users } from '@art/db';
import { LANGUAGES, type Language } from '@art/model';
import { createTestApi, errorMessage, testBackends, type TestApi } from '@art/api/testing';

/** The production figures of the budget (`PASSWORD_BUDGET`, the defaults of `PASSWORD_*`). */
const PRODUCTION_BUDGET = { perRequest: 2, perAddressPerMinute: 10, concurrency: 2, queue: 8, waitMs: 5000 };
/** Accounts here hash at a low scrypt cost, so the tests count computations rather than wait for them. */
const TEST_HASHING = { logN: 10 };
const PASSWORD = 'Azul-Cobalto-1977';

const LOGIN = `mutation Login($email: String!, $password: String!) {
  login(email: $email, password: $password) { OK error token }
}`;
const SIGN_UP = `mutation SignUp($user: SignUpInput!) { signUp(user: $user) { OK error token me { id } } }`;
const REMEMBER_PASSWORD = 'mutation RememberPassword($email: String!) { rememberPassword(email: $email) { OK error } }';
const DELETE_ACCOUNT = 'mutation DeleteAccount($password: String) { deleteAccount(password: $password) { OK error } }';

interface Answer {
  OK: boolean;
  error: string | null;
  token?: string | null;
}

let clients = 0;
/** A client address of its own, so the limits of one test never touch another. */
const nextClient = () => {
  clients += 1;
  return `203.0.${Math.floor(clients / 250)}.${(clients % 250) + 1}`;
};
let emails = 0;
const nextEmail = (local = 'ana') => `${local}.${++emails}.${crypto.randomBytes(3).toString('hex')}@galeria-ejemplo.es`;

const perRequest = (lang: Language) => errorMessage(lang, 'passwordChecksPerRequest', { limit: 2 });
const perMinute = (lang: Language) => errorMessage(lang, 'passwordChecksTooMany', { limit: 10 });
const busy = (lang: Language) => errorMessage(lang, 'passwordBusy');
const locked = (lang: Language) => errorMessage(lang, 'loginLocked', { minutes: 15 });
const failed = (lang: Language) => errorMessage(lang, 'loginFailed');

/** Counts scrypt computations (hashes and checks alike, on the hasher's own threads) while `run` runs. */
async function scryptCalls(run: () => Promise<void>): Promise<number> {
  const before = scryptComputations();
  await run();
  return scryptComputations() - before;
}

/** `n` aliased logins for e-mails nobody has, all with the password `$p`. */
const aliasedLogins = (n: number) =>
  `mutation ($p: String!) { ${Array.from(
    { length: n },
    (_, i) => `l${i}: login(email: "${nextEmail('nadie')}", password: $p) { OK error }`,
  ).join(' ')} }`;

function helpers(api: () => TestApi) {
  const headers = (client: string, extra: Record<string, string> = {}) => ({ 'x-forwarded-for': client, ...extra });
  const login = async (email: string, password: string, client: string, lang: Language = 'es') =>
    (await api().graphql<{ login: Answer }>(LOGIN, { email, password }, { lang, headers: headers(client) })).data
      ?.login;
  /** One HTTP request carrying several operations (a batch), answered in order. */
  const batch = async (
    operations: { query: string; variables?: Record<string, unknown> }[],
    client: string,
    lang: Language = 'es',
    extra: Record<string, string> = {},
  ) => {
    const response = await api().app.inject({
      method: 'POST',
      url: '/api/graphql',
      headers: { 'content-type': 'application/json', 'accept-language': lang, ...headers(client, extra) },
      payload: operations,
    });
    return response.json() as { data?: Record<string, Answer>; errors?: unknown[] }[];
  };
  const user = (email = nextEmail()) => ({
    name: 'Ana',
    surname: 'López',
    email,
    password: PASSWORD,
    acceptTerms: true,
  });
  /** A new account, signed up from an address of its own: its e-mail, id and session token. */
  const account = async () => {
    const created = user();
    const body = await api().graphql<{ signUp: Answer & { me: { id: string } | null } }>(
      SIGN_UP,
      { user: created },
      { headers: headers(nextClient()) },
    );
    expect(body.data?.signUp.OK).toBe(true);
    return { email: created.email, id: body.data?.signUp.me?.id ?? '', token: body.data?.signUp.token ?? '' };
  };
  /** A reset link's token for `email`, asked from an address of its own. */
  const resetToken = async (email: string) => {
    await api().graphql(REMEMBER_PASSWORD, { email }, { headers: headers(nextClient()) });
    const mail = (await api().outbox()).filter((m) => m.headers['to']?.includes(email)).at(-1);
    const link = /https?:\/\/\S+/.exec(mail?.text ?? '')?.[0] ?? '';
    return link.slice(link.lastIndexOf('/') + 1);
  };
  const userCount = async () => (await api().database.db.select({ n: count() }).from(users))[0]?.n ?? 0;
  return { headers, login, batch, user, account, resetToken, userCount };
}

describe.each(testBackends('any'))('the password budget, on %s', (backend) => {
  let api: TestApi;
  beforeAll(async () => {
    api = await createTestApi({
      backend,
      passwordHashing: TEST_HASHING,
      config: { passwordBudget: PRODUCTION_BUDGET },
    });
    // The hasher makes its stand-in hash (for e-mails without an account) on first use: made here, not counted below.
    await api.graphql(
      LOGIN,
      { email: nextEmail('nadie'), password: PASSWORD },
      { headers: { 'x-forwarded-for': nextClient() } },
    );
  });
  afterAll(() => api.close());
  const { headers, login, batch, user, account, resetToken, userCount } = helpers(() => api);

  describe('per request', () => {
    it('checks at most 2 passwords in a batch of 10 operations × 10 aliased logins; the other 98 get the clear error', async () => {
      const client = nextClient();
      let answers: Answer[] = [];
      const calls = await scryptCalls(async () => {
        const operations = Array.from({ length: 10 }, () => ({ query: aliasedLogins(10), variables: { p: PASSWORD } }));
        answers = (await batch(operations, client)).flatMap((result) => Object.values(result.data ?? {}));
      });
      expect(calls).toBe(2);
      expect(answers).toHaveLength(100);
      expect(answers.filter((a) => a.error === failed('es'))).toHaveLength(2);
      expect(answers.filter((a) => a.error === perRequest('es'))).toHaveLength(98);
      expect(answers.every((a) => a.OK === false)).toBe(true);
      expect(perRequest('es')).toMatch(/una sola petición/);
      // The address's next request is a new one: a real login goes through.
      const owner = await account();
      expect((await login(owner.email, PASSWORD, client))?.OK).toBe(true);
    });

    it('answers the refusal in the request language', async () => {
      for (const lang of LANGUAGES) {
        const [result] = await batch([{ query: aliasedLogins(3), variables: { p: PASSWORD } }], nextClient(), lang);
        expect(Object.values(result?.data ?? {}).map((a) => a.error)).toEqual([
          failed(lang),
          failed(lang),
          perRequest(lang),
        ]);
      }
      expect(perRequest('en')).toMatch(/single request/);
    });

    it('counts login, sign-up and account deletion together across the operations of a batch', async () => {
      const owner = await account();
      const before = await userCount();
      const newcomer = user();
      const results = await batch(
        [
          { query: LOGIN, variables: { email: nextEmail('nadie'), password: PASSWORD } },
          { query: SIGN_UP, variables: { user: newcomer } },
          { query: DELETE_ACCOUNT, variables: { password: 'wrong-password-1' } },
        ],
        nextClient(),
        'es',
        { authorization: `Bearer ${owner.token}` },
      );
      // Run at the same time: two of the three are checked, whichever come first; the third is refused unchecked.
      const errors = results.map((r) => Object.values(r.data ?? {})[0]?.error);
      expect(errors.filter((e) => e === perRequest('es'))).toHaveLength(1);
      const signedUp = results[1]?.data?.['signUp']?.OK === true;
      expect(await userCount()).toBe(before + (signedUp ? 1 : 0));
      // The account is still there: a wrong password, or a refusal, deletes nothing.
      expect((await login(owner.email, PASSWORD, nextClient()))?.OK).toBe(true);
    });

    it('caps sign-ups: 3 aliased sign-ups create 2 accounts; the third is refused and stores nothing', async () => {
      const before = await userCount();
      const people = [user(), user(), user()];
      let result: Record<string, Answer> = {};
      const calls = await scryptCalls(async () => {
        const fields = people.map((_, i) => `s${i}: signUp(user: $u${i}) { OK error token }`).join(' ');
        const vars = people.map((_, i) => `$u${i}: SignUpInput!`).join(', ');
        const [answer] = await batch(
          [
            {
              query: `mutation (${vars}) { ${fields} }`,
              variables: Object.fromEntries(people.map((p, i) => [`u${i}`, p])),
            },
          ],
          nextClient(),
        );
        result = answer?.data ?? {};
      });
      expect(calls).toBe(2);
      expect(result['s0']?.OK).toBe(true);
      expect(result['s1']?.OK).toBe(true);
      expect(result['s2']).toEqual({ OK: false, error: perRequest('es'), token: null });
      expect(await userCount()).toBe(before + 2);
      const third = await api.database.db
        .select()
        .from(users)
        .where(eq(users.email, people[2]?.email ?? ''));
      expect(third).toEqual([]);
    });

    it('caps password resets: of 3 aliased resets, the third is refused and its link and password stay as they were', async () => {
      const owners = [await account(), await account(), await account()];
      const tokens: string[] = [];
      for (const owner of owners) tokens.push(await resetToken(owner.email));
      const fields = owners.map((_, i) => `r${i}: resetPassword(token: $t${i}, password: $p) { OK error }`).join(' ');
      const vars = owners.map((_, i) => `$t${i}: String!`).join(', ');
      let result: Record<string, Answer> = {};
      const calls = await scryptCalls(async () => {
        const [answer] = await batch(
          [
            {
              query: `mutation (${vars}, $p: String!) { ${fields} }`,
              variables: { ...Object.fromEntries(tokens.map((t, i) => [`t${i}`, t])), p: 'Nuevo-Verde-2026' },
            },
          ],
          nextClient(),
        );
        result = answer?.data ?? {};
      });
      expect(calls).toBe(2);
      expect([result['r0']?.OK, result['r1']?.OK]).toEqual([true, true]);
      expect(result['r2']).toEqual({ OK: false, error: perRequest('es') });
      // The third account keeps its password, and its link still works in a request of its own.
      expect((await login(owners[2]?.email ?? '', PASSWORD, nextClient()))?.OK).toBe(true);
      const again = await api.graphql<{ resetPassword: Answer }>(
        'mutation ($t: String!, $p: String!) { resetPassword(token: $t, password: $p) { OK error } }',
        { t: tokens[2], p: 'Nuevo-Verde-2026' },
        { headers: headers(nextClient()) },
      );
      expect(again.data?.resetPassword.OK).toBe(true);
    });

    it('caps the password checks of account deletion, which then deletes nothing', async () => {
      const owner = await account();
      const fields = [1, 2, 3]
        .map((i) => `d${i}: deleteAccount(password: "wrong-${i}-password") { OK error }`)
        .join(' ');
      const [answer] = await batch([{ query: `mutation { ${fields} }` }], nextClient(), 'en', {
        authorization: `Bearer ${owner.token}`,
      });
      expect(answer?.data).toEqual({
        d1: { OK: false, error: errorMessage('en', 'deleteAccountWrongPassword') },
        d2: { OK: false, error: errorMessage('en', 'deleteAccountWrongPassword') },
        d3: { OK: false, error: perRequest('en') },
      });
      expect(await api.database.db.select({ n: count() }).from(users).where(eq(users.id, owner.id))).toEqual([
        { n: 1 },
      ]);
    });
  });

  describe('per client address', () => {
    it('password spraying: 10 checks a minute from one address, whatever the e-mails; the 11th is refused, even a right password', async () => {
      const owner = await account();
      const client = nextClient();
      for (let i = 0; i < 10; i++)
        expect((await login(nextEmail('objetivo'), PASSWORD, client))?.error).toBe(failed('es'));
      let refused: (Answer | undefined)[] = [];
      const calls = await scryptCalls(async () => {
        refused = [await login(owner.email, PASSWORD, client, 'es'), await login(owner.email, PASSWORD, client, 'en')];
      });
      expect(calls).toBe(0);
      expect(refused).toEqual([
        { OK: false, error: perMinute('es'), token: null },
        { OK: false, error: perMinute('en'), token: null },
      ]);
      expect(perMinute('es')).toMatch(/Espera un minuto/);
      // Another address is not affected.
      expect((await login(owner.email, PASSWORD, nextClient()))?.OK).toBe(true);
    });

    it('counts sign-ups with the checks of the address, and an IPv6 client by its /64', async () => {
      const network = `2001:db8:${clients}:${++clients}`;
      for (let i = 0; i < 10; i++) {
        const body = await api.graphql<{ signUp: Answer }>(
          SIGN_UP,
          { user: user() },
          { headers: headers(`${network}::${(i % 3) + 1}`) },
        );
        expect(body.data?.signUp.OK).toBe(true);
      }
      const before = await userCount();
      const over = await api.graphql<{ signUp: Answer }>(
        SIGN_UP,
        { user: user() },
        { headers: headers(`${network}::99`) },
      );
      expect(over.data?.signUp).toMatchObject({ OK: false, error: perMinute('es') });
      expect(await userCount()).toBe(before);
      expect((await login(nextEmail('nadie'), PASSWORD, `${network}::abcd`))?.error).toBe(perMinute('es'));
      // The next /64 is another client.
      expect((await login(nextEmail('nadie'), PASSWORD, `2001:db8:${clients}:${clients + 1}::1`))?.error).toBe(
        failed('es'),
      );
    });
  });

  describe('per account', () => {
    it('locks an account tried from many addresses after 20 failures, for every address, even with the right password', async () => {
      const owner = await account();
      const other = await account();
      const addresses = Array.from({ length: 20 }, () => nextClient());
      for (const client of addresses)
        expect((await login(owner.email, 'wrong-password!', client))?.error).toBe(failed('es'));
      for (const lang of LANGUAGES) {
        expect(await login(owner.email, PASSWORD, nextClient(), lang)).toEqual({
          OK: false,
          error: locked(lang),
          token: null,
        });
      }
      // Another account from the same addresses is not affected.
      expect((await login(other.email, PASSWORD, addresses[0] ?? ''))?.OK).toBe(true);
      // Its owner gets in through a reset link, which proves the mailbox and forgives the failures.
      const token = await resetToken(owner.email);
      const reset = await api.graphql<{ resetPassword: Answer }>(
        'mutation ($t: String!, $p: String!) { resetPassword(token: $t, password: $p) { OK error } }',
        { t: token, p: 'Nuevo-Verde-2026' },
        { headers: headers(nextClient()) },
      );
      expect(reset.data?.resetPassword.OK).toBe(true);
      expect((await login(owner.email, 'Nuevo-Verde-2026', nextClient()))?.OK).toBe(true);
    });

    it('locks one account from one address after 10 failures, as before: the lock answers, not the minute of the address', async () => {
      const owner = await account();
      const client = nextClient();
      for (let i = 0; i < 10; i++)
        expect((await login(owner.email, `wrong-${i}-password`, client))?.error).toBe(failed('es'));
      // Those 10 checks are also the address's minute; waiting a minute would not help, so the lock is what it says.
      expect((await login(owner.email, PASSWORD, client))?.error).toBe(locked('es'));
      expect((await login(owner.email, PASSWORD, nextClient()))?.OK).toBe(true);
    });
  });

  describe('hostile input', () => {
    it('refuses very long passwords without computing anything or using the budget up', async () => {
      const owner = await account();
      const client = nextClient();
      const huge = 'x'.repeat(100_000);
      let answers: Answer[] = [];
      const calls = await scryptCalls(async () => {
        const [result] = await batch([{ query: aliasedLogins(10), variables: { p: huge } }], client);
        answers = Object.values(result?.data ?? {});
        const signUp = await api.graphql<{ signUp: Answer }>(
          SIGN_UP,
          { user: { ...user(), password: huge } },
          { headers: headers(client) },
        );
        expect(signUp.data?.signUp).toMatchObject({
          OK: false,
          error: errorMessage('es', 'passwordTooLong', { max: 128 }),
        });
      });
      expect(calls).toBe(0);
      expect(answers).toEqual(Array(10).fill({ OK: false, error: failed('es') }));
      // Nothing was used up: the address still logs in.
      expect((await login(owner.email, PASSWORD, client))?.OK).toBe(true);
    });

    it('answers markup and SQL with the clear error, beyond the cap too, and changes nothing', async () => {
      const owner = await account();
      const before = await userCount();
      const query = `mutation ($e: String!) {
        a: login(email: $e, password: "<script>alert(1)</script>") { OK error }
        b: login(email: $e, password: "' OR '1'='1' --") { OK error }
        c: login(email: $e, password: "<img src=x onerror=alert(1)>") { OK error }
        d: signUp(user: { name: "<b>Ana</b>", surname: "L", email: "x@y.es", password: "${PASSWORD}", acceptTerms: true }) { OK error }
        e: login(email: "<script>@x.es", password: "${PASSWORD}") { OK error }
      }`;
      const [result] = await batch([{ query, variables: { e: owner.email } }], nextClient());
      expect(result?.data).toEqual({
        a: { OK: false, error: failed('es') },
        b: { OK: false, error: failed('es') },
        c: { OK: false, error: perRequest('es') },
        d: { OK: false, error: errorMessage('es', 'signUpNameInvalid') },
        e: { OK: false, error: errorMessage('es', 'accountEmailInvalid') },
      });
      expect(await userCount()).toBe(before);
      expect((await login(owner.email, PASSWORD, nextClient()))?.OK).toBe(true);
    });
  });
});

describe.each(testBackends('any'))('scrypt computations at once, on %s', (backend) => {
  /** A server at the production scrypt cost (slow enough for the computations to overlap) with `budget`. */
  const server = (budget: Partial<typeof PRODUCTION_BUDGET>) =>
    createTestApi({ backend, config: { passwordBudget: { ...PRODUCTION_BUDGET, ...budget } } });
  const loginAt = async (api: TestApi, lang: Language = 'es') => {
    const started = Date.now();
    const body = await api.graphql<{ login: Answer }>(
      LOGIN,
      { email: nextEmail('nadie'), password: PASSWORD },
      { lang, headers: { 'x-forwarded-for': nextClient() } },
    );
    return { error: body.data?.login.error, ms: Date.now() - started };
  };

  it('refuses at once, with a clear "busy" message, what finds every slot taken and the queue full', async () => {
    const api = await server({ concurrency: 1, queue: 0 });
    try {
      const answers = await Promise.all([loginAt(api), loginAt(api), loginAt(api, 'en')]);
      const errors = answers.map((a) => a.error);
      expect(errors.filter((e) => e === failed('es'))).toHaveLength(1);
      expect(errors.filter((e) => e === busy('es') || e === busy('en'))).toHaveLength(2);
      const checked = answers.find((a) => a.error === failed('es'));
      for (const refused of answers.filter((a) => a !== checked)) expect(refused.ms).toBeLessThan(checked?.ms ?? 0);
      expect(busy('es')).toMatch(/unos segundos/);
      expect(busy('en')).toMatch(/a few seconds/);
      // The slot is given back: the next login is checked.
      expect((await loginAt(api)).error).toBe(failed('es'));
    } finally {
      await api.close();
    }
  });

  it('waits in the queue at most the wait time, then refuses: it never hangs', async () => {
    const api = await server({ concurrency: 1, queue: 1, waitMs: 50 });
    try {
      const answers = await Promise.all([loginAt(api), loginAt(api), loginAt(api)]);
      const errors = answers.map((a) => a.error);
      expect(errors.filter((e) => e === failed('es'))).toHaveLength(1);
      expect(errors.filter((e) => e === busy('es'))).toHaveLength(2);
      expect((await loginAt(api)).error).toBe(failed('es'));
    } finally {
      await api.close();
    }
  });
});
