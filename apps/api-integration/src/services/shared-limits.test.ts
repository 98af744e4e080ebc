/**
 * Limits across API processes (issue 14, decision 021): two API processes (`tsx apps/api/src/main.ts`) on one
 * PostgreSQL database and one Redis (`REDIS_URL`, a `REDIS_PREFIX` of this run) count together: an account locked by
 * failed logins through the first is locked on the second, and a form's limit per address reached through one is
 * reached through the other; an anonymous read each keeps (decision 036) is answered afresh by both once the content
 * changed through either, and an edition switched through one is the other's current edition within a second. With
 * Redis unreachable, logins still answer at once and every limit holds per process.
 *
 * PostgreSQL: `TEST_DATABASE_URL`, else the server every machine of the project runs (127.0.0.1:5432), in a database of
 * this file's own. Redis: `TEST_REDIS_URL`, else `REDIS_URL`, else 127.0.0.1:6379; only keys under this run's prefix.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Redis } from 'ioredis';
import { Client } from 'pg';
import { openDatabase } from '@art/db';
import { createTestApi, errorMessage, findWorkspaceRoot, recordingLogger, type TestApi } from '@art/api/testing';
import { apiGraphQL } from '@art/server-util';

const ROOT = findWorkspaceRoot(__dirname);
const POSTGRES_URL = process.env['TEST_DATABASE_URL'] ?? 'postgres://postgres@127.0.0.1:5432/test';
const REDIS_URL = process.env['TEST_REDIS_URL'] ?? process.env['REDIS_URL'] ?? 'redis://127.0.0.1:6379';
const PASSWORD = 'Azul-Cobalto-1977';
/** Longer than any answer takes here, loaded machine included; far shorter than a request left waiting for Redis. */
const NO_HANG_MS = 5_000;
/** Messages each address may send through each form every 10 minutes, in these tests. */
const FORMS_LIMIT = 2;

const SIGN_UP = `mutation SignUp($user: SignUpInput!) { signUp(user: $user) { OK error } }`;
const LOGIN = `mutation Login($email: String!, $password: String!) { login(email: $email, password: $password) { OK error } }`;
const SUBSCRIBE = `mutation ($email: String!) { subscribeNewsletter(email: $email) { ok response } }`;
const FAQ = `query($site: Site!) { faq(site: $site) { question } }`;
const CREATE_FAQ = `mutation($input: AdminFaqInput!) { createFaq(input: $input) { ok } }`;
const LOGIN_TOKEN = `mutation($email: String!, $password: String!) { login(email: $email, password: $password) { token } }`;
const CREATE_CATALOG = `mutation($input: AdminCatalogInput!) { createCatalog(input: $input) { ok } }`;
const SET_CURRENT = `mutation($prefix: String!) { setCurrentCatalog(prefix: $prefix) { ok } }`;
const CATALOGS = `{ catalogs { prefix isCurrent } }`;
/** How often these processes look for an edition switched elsewhere (every second in production). */
const CATALOG_WATCH_MS = 200;
const CONTACT = `mutation ($email: String!) {
  contact(fromEmail: $email, fromName: "Ana López", message: "¿Abren el domingo por la tarde?") { ok response }
}`;

const locked = errorMessage('es', 'loginLocked', { minutes: 15 });
const formsTooMany = errorMessage('es', 'contactTooMany', { limit: FORMS_LIMIT, minutes: 10 });

interface Answer {
  OK: boolean;
  error: string | null;
}
interface FormAnswer {
  ok: boolean;
  response: string;
}

/** A client address of its own per use, so nothing counted for one step touches another. */
let clients = 0;
const nextClient = () => `203.0.113.${++clients}`;
const nextEmail = (local: string) => `${local}.${randomBytes(4).toString('hex')}@galeria-ejemplo.es`;
const account = (email: string) => ({ name: 'Ana', surname: 'López', email, password: PASSWORD, acceptTerms: true });

async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** The database server's admin connection runs `statement` (in the database of `url`, by default the server's own). */
async function admin(statement: string, url = POSTGRES_URL): Promise<void> {
  const client = new Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

interface ApiProcess {
  port: number;
  child: ChildProcess;
  output(): string;
  /**
   * One GraphQL operation from `client` (an address the API believes: it trusts this machine as its proxy), with the
   * caller's `headers`; `cache` is what the API's cache of anonymous reads did (`X-Api-Cache`).
   */
  graphql<T>(
    query: string,
    variables: Record<string, unknown>,
    client: string,
    headers?: Record<string, string>,
  ): Promise<{ status: number; data?: T; cache?: string | null }>;
  stop(): Promise<void>;
}

function startApi(env: Record<string, string>, port: number, dataDir: string): ApiProcess {
  const childEnv: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: 'test',
    LOG_LEVEL: 'warn',
    API_HOST: '127.0.0.1',
    API_PORT: String(port),
    DATA_DIR: dataDir,
    FORMS_PER_10_MINUTES: String(FORMS_LIMIT),
    ...env,
  };
  delete childEnv['NODE_OPTIONS'];
  const child = spawn(path.join(ROOT, 'node_modules/.bin/tsx'), ['apps/api/src/main.ts'], {
    cwd: ROOT,
    env: childEnv,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const api = apiGraphQL(`http://127.0.0.1:${port}`, { lang: 'es' });
  return {
    port,
    child,
    output: () => output,
    async graphql<T>(
      query: string,
      variables: Record<string, unknown>,
      client: string,
      headers: Record<string, string> = {},
    ) {
      const answer = await api.answer<T>(query, variables, {
        headers: { 'x-forwarded-for': client, ...headers },
        signal: AbortSignal.timeout(20_000),
      });
      return { status: answer.status, data: answer.data ?? undefined, cache: answer.headers.get('x-api-cache') };
    },
    async stop() {
      if (child.exitCode !== null || child.signalCode !== null) return;
      child.kill('SIGTERM');
      const killed = setTimeout(() => child.kill('SIGKILL'), 15_000);
      await exited;
      clearTimeout(killed);
    },
  };
}

async function waitForReady(api: ApiProcess, ms = 120_000): Promise<void> {
  const deadline = Date.now() + ms;
  while (Date.now() < deadline) {
    if (api.child.exitCode !== null) throw new Error(`The API exited: ${api.output()}`);
    try {
      if ((await fetch(`http://127.0.0.1:${api.port}/api/ready`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`The API did not start: ${api.output()}`);
}

describe('two API processes sharing Redis', () => {
  const prefix = `test:${randomBytes(6).toString('hex')}:`;
  const database = `t_${randomBytes(6).toString('hex')}`;
  const dataDirs: string[] = [];
  const apis: ApiProcess[] = [];
  let first: ApiProcess;
  let second: ApiProcess;
  let databaseUrl: string;

  beforeAll(async () => {
    await admin(`CREATE DATABASE ${database}`);
    const url = Object.assign(new URL(POSTGRES_URL), { pathname: `/${database}` }).href;
    databaseUrl = url;
    // Migrated once here: two processes starting together would both migrate.
    const handle = await openDatabase({ url });
    try {
      await handle.migrate();
    } finally {
      await handle.close();
    }
    // The cache of anonymous reads is on in production only: these processes run it as production does.
    const env = {
      DATABASE_URL: url,
      REDIS_URL,
      REDIS_PREFIX: prefix,
      RESPONSE_CACHE: 'on',
      CURRENT_CATALOG_WATCH_MS: String(CATALOG_WATCH_MS),
    };
    for (let i = 0; i < 2; i++) {
      const dataDir = mkdtempSync(path.join(tmpdir(), 'api-shared-limits-'));
      dataDirs.push(dataDir);
      apis.push(startApi(env, await freePort(), dataDir));
    }
    [first, second] = apis as [ApiProcess, ApiProcess];
    await Promise.all(apis.map((api) => waitForReady(api)));
  }, 180_000);

  afterAll(async () => {
    await Promise.all(apis.map((api) => api.stop()));
    const redis = new Redis(REDIS_URL);
    try {
      const keys = await redis.keys(`${prefix}*`);
      if (keys.length > 0) await redis.del(...keys);
    } finally {
      await redis.quit();
    }
    await admin(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`);
    for (const dir of dataDirs) rmSync(dir, { recursive: true, force: true });
  }, 60_000);

  /** The headers of a new editor's session, opened through the first process. */
  async function editorSession(): Promise<Record<string, string>> {
    const email = nextEmail('editora');
    expect((await first.graphql<{ signUp: Answer }>(SIGN_UP, { user: account(email) }, nextClient())).data).toEqual({
      signUp: { OK: true, error: null },
    });
    await admin(`UPDATE users SET role = 'editor' WHERE email = '${email}'`, databaseUrl);
    const login = await first.graphql<{ login: { token: string } }>(
      LOGIN_TOKEN,
      { email, password: PASSWORD },
      nextClient(),
    );
    return { authorization: `Bearer ${login.data!.login.token}` };
  }

  it('refuses through the second process an account locked by failed logins through the first', async () => {
    const email = nextEmail('ana');
    const signedUp = await second.graphql<{ signUp: Answer }>(SIGN_UP, { user: account(email) }, nextClient());
    expect(signedUp.data?.signUp).toEqual({ OK: true, error: null });

    // Ten failures from one address lock the account for that address (login's throttle, 10 in 15 minutes).
    const attacker = nextClient();
    for (let i = 0; i < 10; i++) {
      const failed = await first.graphql<{ login: Answer }>(LOGIN, { email, password: `wrong-${i}` }, attacker);
      expect(failed.data?.login).toEqual({ OK: false, error: errorMessage('es', 'loginFailed') });
    }
    const refused = await second.graphql<{ login: Answer }>(LOGIN, { email, password: PASSWORD }, attacker);
    expect(refused).toMatchObject({ status: 200, data: { login: { OK: false, error: locked } } });
    expect(
      (await first.graphql<{ login: Answer }>(LOGIN, { email, password: PASSWORD }, attacker)).data?.login,
    ).toEqual({
      OK: false,
      error: locked,
    });
    // The owner, from another address, is not locked out.
    const owner = await second.graphql<{ login: Answer }>(LOGIN, { email, password: PASSWORD }, nextClient());
    expect(owner.data?.login).toEqual({ OK: true, error: null });
    // Twelve scrypt computations at the production cost, on a machine that may be running other suites too.
  }, 180_000);

  it("reaches a form's limit per address through one process when it was reached through the other", async () => {
    const client = nextClient();
    const subscribe = (api: ApiProcess) =>
      api.graphql<{ subscribeNewsletter: FormAnswer }>(SUBSCRIBE, { email: nextEmail('lector') }, client);
    for (let i = 0; i < FORMS_LIMIT; i++) expect((await subscribe(first)).data?.subscribeNewsletter.ok).toBe(true);
    expect((await subscribe(second)).data?.subscribeNewsletter).toEqual({ ok: false, response: formsTooMany });
    expect((await subscribe(first)).data?.subscribeNewsletter).toEqual({ ok: false, response: formsTooMany });
    // Another address has its own share.
    const other = await second.graphql<{ subscribeNewsletter: FormAnswer }>(
      SUBSCRIBE,
      { email: nextEmail('lector') },
      nextClient(),
    );
    expect(other.data?.subscribeNewsletter.ok).toBe(true);

    // The contact form counts the same way.
    const contactClient = nextClient();
    const contact = (api: ApiProcess) =>
      api.graphql<{ contact: FormAnswer }>(CONTACT, { email: nextEmail('visitante') }, contactClient);
    expect((await contact(second)).data?.contact.ok).toBe(true);
    expect((await contact(first)).data?.contact.ok).toBe(true);
    expect((await contact(second)).data?.contact).toEqual({ ok: false, response: formsTooMany });
  });

  it('answers afresh through both processes an anonymous read each kept, once the content changed through one', async () => {
    const faq = (api: ApiProcess) => api.graphql<{ faq: { question: string }[] }>(FAQ, { site: 'fair' }, nextClient());
    const before = await second.graphql<{ faq: { question: string }[] }>(FAQ, { site: 'fair' }, nextClient());
    expect(before).toMatchObject({ status: 200, cache: 'miss' });
    expect(await faq(second)).toEqual({ ...before, cache: 'hit' });
    expect((await faq(first)).cache).toBe('miss');
    expect((await faq(first)).cache).toBe('hit');

    // An editor adds a question through the first process.
    const headers = await editorSession();
    const input = { site: 'fair', questionES: '¿Hay guardarropa?', questionEN: 'Is there a cloakroom?' };
    const created = await first.graphql<{ createFaq: { ok: boolean } }>(
      CREATE_FAQ,
      { input: { ...input, answerES: 'Sí, en la entrada.', answerEN: 'Yes, at the entrance.' } },
      nextClient(),
      headers,
    );
    expect(created).toMatchObject({ data: { createFaq: { ok: true } }, cache: null });

    // Neither process answers from before the change; both keep the new answer again.
    for (const api of [second, first]) {
      const after = await faq(api);
      expect(after).toMatchObject({ status: 200, cache: 'miss' });
      expect(after.data?.faq).toEqual([...before.data!.faq, { question: '¿Hay guardarropa?' }]);
      expect((await faq(api)).cache).toBe('hit');
    }
  }, 60_000);

  it('makes an edition switched through one process the current one of the other within a second', async () => {
    const headers = await editorSession();
    const edition = (prefix: string, year: number) => ({
      prefix,
      year,
      edition: year - 2000,
      nameES: `ArteMadrid ${year - 2000}`,
      nameEN: `ArteMadrid ${year - 2000}`,
      startsOn: `${year}-02-25`,
      endsOn: `${year}-03-01`,
      venueES: 'Galería de Cristal',
      venueEN: 'Crystal Gallery',
      address: 'Calle de Alcalá 1, Madrid',
      openingHoursES: 'Miércoles a domingo: 11:00 a 20:00',
      openingHoursEN: 'Wednesday to Sunday: 11 am to 8 pm',
      catalogUrl: `https://example.com/catalogo-${year}.pdf`,
    });
    /** The catalogues a process takes as the current edition (`isCurrent` is the process's own idea of it). */
    const currentOf = async (api: ApiProcess) =>
      (await api.graphql<{ catalogs: { prefix: string; isCurrent: boolean }[] }>(CATALOGS, {}, nextClient(), headers))
        .data!.catalogs.filter((c) => c.isCurrent)
        .map((c) => c.prefix);
    for (const [prefix, year] of [
      ['ZZ40', 2040],
      ['ZZ41', 2041],
    ] as const) {
      const created = await first.graphql<{ createCatalog: { ok: boolean } }>(
        CREATE_CATALOG,
        { input: edition(prefix, year) },
        nextClient(),
        headers,
      );
      expect(created.data?.createCatalog.ok).toBe(true);
    }

    for (const [through, other, prefix] of [
      [first, second, 'ZZ40'],
      [second, first, 'ZZ41'],
    ] as const) {
      const switched = await through.graphql<{ setCurrentCatalog: { ok: boolean } }>(
        SET_CURRENT,
        { prefix },
        nextClient(),
        headers,
      );
      expect(switched.data?.setCurrentCatalog.ok).toBe(true);
      // The process it went through knows at once; the other after its next look, a few of them at most.
      expect(await currentOf(through)).toEqual([prefix]);
      const deadline = Date.now() + 10 * CATALOG_WATCH_MS + 2_000;
      while ((await currentOf(other)).join() !== prefix && Date.now() < deadline) {
        await new Promise((resolve) => setTimeout(resolve, CATALOG_WATCH_MS / 4));
      }
      expect(await currentOf(other)).toEqual([prefix]);
    }
  }, 60_000);

  it('keeps its counts under its own prefix in Redis', async () => {
    const redis = new Redis(REDIS_URL);
    try {
      const keys = await redis.keys(`${prefix}*`);
      const limiters = new Set(keys.map((key) => key.slice(prefix.length).split(':')[0]));
      expect([...limiters].sort()).toEqual(
        expect.arrayContaining(['contact', 'forms', 'login', 'newsletter-mails', 'password-checks', 'sign-up']),
      );
    } finally {
      await redis.quit();
    }
  });
});

describe('an API whose Redis cannot be reached', () => {
  let api: TestApi;
  let logged: string[];
  beforeAll(async () => {
    const server = net.createServer();
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as net.AddressInfo;
    await new Promise((resolve) => server.close(resolve));
    const recording = recordingLogger();
    logged = recording.logged;
    api = await createTestApi({
      config: {
        redisUrl: `redis://127.0.0.1:${port}`,
        redisPrefix: `test:${randomBytes(6).toString('hex')}:`,
        formsPer10Minutes: FORMS_LIMIT,
        passwordBudget: { perRequest: 2, perAddressPerMinute: 100, concurrency: 2, queue: 8, waitMs: 5000 },
      },
      passwordHashing: { logN: 10 },
      logger: recording.logger,
    });
  });
  afterAll(() => api?.close());

  /** One operation from `client`, and how long it took. */
  const call = async <T>(query: string, variables: Record<string, unknown>, client: string) => {
    const start = Date.now();
    const response = await api.graphqlResponse<T>(query, variables, { headers: { 'x-forwarded-for': client } });
    return { ...response, ms: Date.now() - start };
  };

  it('logs in, refuses, and locks as ever, each answer at once, and warns that Redis is away', async () => {
    expect(logged.some((line) => /^Redis at 127\.0\.0\.1:\d+ unreachable/.test(line))).toBe(true);
    const email = nextEmail('eva');
    const signedUp = await call<{ signUp: Answer }>(SIGN_UP, { user: account(email) }, nextClient());
    expect(signedUp.body.data?.signUp).toEqual({ OK: true, error: null });
    const client = nextClient();
    const ok = await call<{ login: Answer }>(LOGIN, { email, password: PASSWORD }, client);
    expect(ok).toMatchObject({ status: 200, body: { data: { login: { OK: true, error: null } } } });
    expect(ok.ms).toBeLessThan(NO_HANG_MS);
    for (let i = 0; i < 10; i++) {
      const failed = await call<{ login: Answer }>(LOGIN, { email, password: 'wrong' }, client);
      expect(failed.status).toBe(200);
      expect(failed.body.data?.login.OK).toBe(false);
      expect(failed.ms).toBeLessThan(NO_HANG_MS);
    }
    const refused = await call<{ login: Answer }>(LOGIN, { email, password: PASSWORD }, client);
    expect(refused).toMatchObject({ status: 200, body: { data: { login: { OK: false, error: locked } } } });
  });

  it("still limits each form's messages per address, in this process", async () => {
    const client = nextClient();
    const answers: FormAnswer[] = [];
    for (let i = 0; i < FORMS_LIMIT + 1; i++) {
      const subscribed = await call<{ subscribeNewsletter: FormAnswer }>(
        SUBSCRIBE,
        { email: nextEmail('lector') },
        client,
      );
      expect(subscribed.status).toBe(200);
      expect(subscribed.ms).toBeLessThan(NO_HANG_MS);
      answers.push(subscribed.body.data!.subscribeNewsletter);
    }
    expect(answers.map((answer) => answer.ok)).toEqual([true, true, false]);
    expect(answers[2]).toEqual({ ok: false, response: formsTooMany });
  });
});
