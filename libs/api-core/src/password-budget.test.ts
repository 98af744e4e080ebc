import type { PasswordHasher } from '@art/auth';
import { loadConfig } from './config';
import { createLoginThrottle, loginThrottleKey } from './login-throttle';
import {
  ACCOUNT_THROTTLE,
  PASSWORD_BUDGET,
  createHashSlots,
  createPasswordBudget,
  type PasswordBudgetLimits,
} from './password-budget';
import { createRateLimiter } from './rate-limit';
import { redisTestStores, type RedisTestStores } from './testing';

const MINUTE = 60_000;

/** A hasher that counts its computations; `hold` keeps them running until `finish` is called. */
function fakeHasher(options: { hold?: boolean } = {}) {
  const calls: string[] = [];
  const pending: (() => void)[] = [];
  const later = <T>(value: T) =>
    options.hold ? new Promise<T>((resolve) => pending.push(() => resolve(value))) : Promise.resolve(value);
  const hasher: PasswordHasher = {
    logN: 10,
    hash: (password) => {
      calls.push(`hash ${password}`);
      return later(`hash-of-${password}`);
    },
    verify: (password, stored) => {
      calls.push(`verify ${password}`);
      return later(stored === `hash-of-${password}`);
    },
    close: () => Promise.resolve(),
  };
  return { hasher, calls, finish: () => pending.splice(0).forEach((resolve) => resolve()) };
}

/** A logger that keeps the security events. */
function eventLog() {
  const events: Record<string, unknown>[] = [];
  const keep = (fields: object) => {
    events.push(fields as Record<string, unknown>);
  };
  return { log: { info: keep, warn: keep }, events, names: () => events.map((e) => e['event']) };
}

function budget(options: { limits?: Partial<PasswordBudgetLimits>; hold?: boolean } = {}) {
  const limits = { ...PASSWORD_BUDGET, ...options.limits };
  const fake = fakeHasher({ hold: options.hold });
  const created = createPasswordBudget({
    hasher: fake.hasher,
    limits,
    addressThrottle: createLoginThrottle({ maxFailures: 10, windowMs: 15 * MINUTE, lockMs: 15 * MINUTE }),
    accountThrottle: createLoginThrottle(ACCOUNT_THROTTLE),
    perAddress: createRateLimiter({ limit: limits.perAddressPerMinute, windowMs: MINUTE }),
  });
  return { ...fake, budget: created };
}

/** Moves the clock of the limits (Date and timers), leaving the promise machinery real. */
function fakeClock() {
  jest.useFakeTimers({ now: 1_000_000, doNotFake: ['nextTick', 'queueMicrotask', 'setImmediate'] });
}

const STORED = 'hash-of-Azul-Cobalto-1977';
const login = (email: string) => ({ email, operation: 'login' as const });

describe('createHashSlots', () => {
  it('runs `concurrency` at once and hands a freed slot to the first waiting', async () => {
    const slots = createHashSlots({ concurrency: 2, queue: 5, waitMs: 10_000 });
    const first = await slots.acquire();
    const second = await slots.acquire();
    const order: number[] = [];
    const third = slots.acquire().then((release) => {
      order.push(3);
      return release;
    });
    const fourth = slots.acquire().then((release) => {
      order.push(4);
      return release;
    });
    expect(slots.load()).toEqual({ running: 2, waiting: 2 });
    first?.();
    first?.(); // a second release of the same slot changes nothing
    const thirdRelease = await third;
    expect(order).toEqual([3]);
    expect(slots.load()).toEqual({ running: 2, waiting: 1 });
    second?.();
    const fourthRelease = await fourth;
    expect(order).toEqual([3, 4]);
    thirdRelease?.();
    fourthRelease?.();
    expect(slots.load()).toEqual({ running: 0, waiting: 0 });
  });

  it('refuses at once when the queue is full, and after `waitMs` in the queue', async () => {
    jest.useFakeTimers();
    try {
      const slots = createHashSlots({ concurrency: 1, queue: 1, waitMs: 5000 });
      const running = await slots.acquire();
      expect(running).toEqual(expect.any(Function));
      const waiting = slots.acquire();
      expect(await slots.acquire()).toBeNull();
      jest.advanceTimersByTime(4999);
      expect(slots.load()).toEqual({ running: 1, waiting: 1 });
      jest.advanceTimersByTime(1);
      expect(await waiting).toBeNull();
      expect(slots.load()).toEqual({ running: 1, waiting: 0 });
      running?.();
      expect(slots.load()).toEqual({ running: 0, waiting: 0 });
      expect(await slots.acquire()).toEqual(expect.any(Function));
    } finally {
      jest.useRealTimers();
    }
  });

  it('with no queue, refuses whatever finds every slot taken', async () => {
    const slots = createHashSlots({ concurrency: 1, queue: 0, waitMs: 1000 });
    const release = await slots.acquire();
    expect(await slots.acquire()).toBeNull();
    release?.();
    expect(await slots.acquire()).not.toBeNull();
  });

  it('refuses nonsensical options', () => {
    expect(() => createHashSlots({ concurrency: 0, queue: 1, waitMs: 1 })).toThrow(RangeError);
    expect(() => createHashSlots({ concurrency: 1, queue: -1, waitMs: 1 })).toThrow(RangeError);
    expect(() => createHashSlots({ concurrency: 1, queue: 1, waitMs: 0 })).toThrow(RangeError);
  });
});

describe('createPasswordBudget', () => {
  it('computes at most `perRequest` per request, whatever the calls, and refuses the rest unchecked', async () => {
    const { budget: passwords, calls } = budget();
    const request = {};
    const { log, events } = eventLog();
    const mine = passwords.forRequest(request, { client: '203.0.113.1', log });
    // Every operation of a batch asks for the request's budget with the same object, and gets the same one.
    expect(passwords.forRequest(request, { client: '203.0.113.1', log })).toBe(mine);
    const outcomes = await Promise.all([
      mine.verify(login('ana@galeria.es'), 'wrong-password', STORED),
      mine.hash('signUp', 'Azul-Cobalto-1977'),
      mine.verify(login('eva@galeria.es'), 'wrong-password', STORED),
      mine.hash('resetPassword', 'Azul-Cobalto-1977'),
    ]);
    expect(outcomes).toEqual([
      { ok: true, value: false },
      { ok: true, value: 'hash-of-Azul-Cobalto-1977' },
      { ok: false, code: 'passwordChecksPerRequest', params: { limit: 2 } },
      { ok: false, code: 'passwordChecksPerRequest', params: { limit: 2 } },
    ]);
    expect(calls).toEqual(['verify wrong-password', 'hash Azul-Cobalto-1977']);
    // The cap is logged once per request, not once per refused call.
    expect(events.filter((e) => e['event'] === 'security.password_refused')).toEqual([
      {
        event: 'security.password_refused',
        operation: 'login',
        reason: 'request',
        client: '203.0.113.1',
        email: 'e***@galeria.es',
      },
    ]);
    // Another request has a budget of its own.
    const next = passwords.forRequest({}, { client: '203.0.113.1', log });
    expect(await next.verify(login('ana@galeria.es'), 'Azul-Cobalto-1977', STORED)).toEqual({ ok: true, value: true });
  });

  afterEach(() => jest.useRealTimers());

  it('allows `perAddressPerMinute` per client address, counting checks and hashes, for a minute', async () => {
    fakeClock();
    const { budget: passwords } = budget({ limits: { perAddressPerMinute: 3 } });
    const { log, names } = eventLog();
    const call = (client: string, i: number) =>
      passwords.forRequest({}, { client, log }).verify(login(`user${i}@galeria.es`), 'wrong', STORED);
    const hash = (client: string) => passwords.forRequest({}, { client, log }).hash('signUp', 'Azul-Cobalto-1977');
    expect((await call('203.0.113.1', 1)).ok).toBe(true);
    expect((await hash('203.0.113.1')).ok).toBe(true);
    expect((await call('203.0.113.1', 2)).ok).toBe(true);
    expect(await call('203.0.113.1', 3)).toEqual({ ok: false, code: 'passwordChecksTooMany', params: { limit: 3 } });
    expect(await hash('203.0.113.1')).toEqual({ ok: false, code: 'passwordChecksTooMany', params: { limit: 3 } });
    expect((await call('203.0.113.2', 4)).ok).toBe(true);
    expect(names()).toContain('security.password_refused');
    jest.advanceTimersByTime(MINUTE);
    expect((await call('203.0.113.1', 5)).ok).toBe(true);
  });

  it('locks an account after 20 failures from any addresses, refusing every address before anything is counted', async () => {
    fakeClock();
    const { budget: passwords, calls } = budget({ limits: { perAddressPerMinute: 1 } });
    const { log, events } = eventLog();
    const check = (client: string, password: string) =>
      passwords.forRequest({}, { client, log }).verify(login('Ana@Galeria.es'), password, STORED);
    for (let i = 0; i < 20; i++) expect(await check(`203.0.113.${i}`, 'wrong')).toEqual({ ok: true, value: false });
    calls.length = 0;
    expect(await check('198.51.100.1', 'Azul-Cobalto-1977')).toEqual({
      ok: false,
      code: 'loginLocked',
      params: { minutes: 15 },
    });
    expect(calls).toEqual([]);
    // The refusal took nothing of the address's minute (1 computation): another account is checked from there.
    expect(
      await passwords.forRequest({}, { client: '198.51.100.1', log }).verify(login('eva@galeria.es'), 'x', STORED),
    ).toEqual({ ok: true, value: false });
    expect(events.filter((e) => e['event'] === 'security.login_locked')).toEqual([
      {
        event: 'security.login_locked',
        operation: 'login',
        email: 'a***@galeria.es',
        client: '203.0.113.19',
        scope: 'account',
        minutes: 15,
      },
    ]);
    expect(events.filter((e) => e['event'] === 'security.login_failed')).toHaveLength(21);
    jest.advanceTimersByTime(15 * MINUTE);
    expect(await check('198.51.100.2', 'Azul-Cobalto-1977')).toEqual({ ok: true, value: true });
  });

  it('locks one account from one address after 10 failures; a success, or a reset, forgives them', async () => {
    const { budget: passwords } = budget({ limits: { perAddressPerMinute: 1000 } });
    const { log, events } = eventLog();
    const check = (client: string, password: string, email = 'ana@galeria.es') =>
      passwords.forRequest({}, { client, log }).verify(login(email), password, STORED);
    for (let i = 0; i < 9; i++) await check('203.0.113.1', 'wrong');
    expect(await check('203.0.113.1', 'Azul-Cobalto-1977')).toEqual({ ok: true, value: true });
    for (let i = 0; i < 10; i++) await check('203.0.113.1', 'wrong');
    expect(await check('203.0.113.1', 'Azul-Cobalto-1977')).toMatchObject({ ok: false, code: 'loginLocked' });
    expect(events.filter((e) => e['event'] === 'security.login_locked').map((e) => e['scope'])).toEqual(['address']);
    // Another address is not affected; the account's own count (19 failures) is not yet a lock.
    expect(await check('203.0.113.2', 'Azul-Cobalto-1977')).toEqual({ ok: true, value: true });
    for (let i = 0; i < 10; i++) await check('203.0.113.3', 'wrong');
    await passwords.forRequest({}, { client: '203.0.113.3', log }).forgive(' ANA@galeria.es ');
    expect(await check('203.0.113.3', 'Azul-Cobalto-1977')).toEqual({ ok: true, value: true });
  });

  it('refuses as busy what finds no slot, counting the try all the same, and gives slots back', async () => {
    const {
      budget: passwords,
      calls,
      finish,
    } = budget({
      limits: { concurrency: 1, queue: 0, perAddressPerMinute: 2 },
      hold: true,
    });
    const { log, names } = eventLog();
    const running = passwords.forRequest({}, { client: '203.0.113.1', log }).hash('signUp', 'Azul-Cobalto-1977');
    const refused = await passwords
      .forRequest({}, { client: '203.0.113.2', log })
      .verify(login('ana@galeria.es'), 'wrong', STORED);
    expect(refused).toEqual({ ok: false, code: 'passwordBusy' });
    expect(names()).toEqual(['security.password_refused']);
    expect(calls).toEqual(['hash Azul-Cobalto-1977']);
    finish();
    expect(await running).toEqual({ ok: true, value: 'hash-of-Azul-Cobalto-1977' });
    // The busy try took one of the address's 2: one more goes through, then the minute is spent.
    const again = () =>
      passwords.forRequest({}, { client: '203.0.113.2', log }).verify(login('ana@galeria.es'), 'wrong', STORED);
    const checked = again();
    // Once the check has its slot and runs, it is let finish.
    await new Promise((resolve) => setImmediate(resolve));
    expect(calls).toEqual(['hash Azul-Cobalto-1977', 'verify wrong']);
    finish();
    expect(await checked).toEqual({ ok: true, value: false });
    expect(await again()).toMatchObject({ ok: false, code: 'passwordChecksTooMany' });
  });

  it('gives the slot back when the computation fails', async () => {
    const failing: PasswordHasher = {
      logN: 10,
      hash: () => Promise.reject(new Error('out of memory')),
      verify: () => Promise.resolve(false),
      close: () => Promise.resolve(),
    };
    const passwords = createPasswordBudget({
      hasher: failing,
      limits: { ...PASSWORD_BUDGET, concurrency: 1, queue: 0 },
      addressThrottle: createLoginThrottle({ maxFailures: 10, windowMs: MINUTE, lockMs: MINUTE }),
    });
    const { log } = eventLog();
    await expect(passwords.forRequest({}, { client: 'a', log }).hash('signUp', 'x')).rejects.toThrow('out of memory');
    expect(await passwords.forRequest({}, { client: 'b', log }).verify(login('a@b.es'), 'x', 'y')).toEqual({
      ok: true,
      value: false,
    });
  });

  it('refuses a nonsensical cap', () => {
    const { hasher } = fakeHasher();
    const addressThrottle = createLoginThrottle({ maxFailures: 1, windowMs: 1, lockMs: 1 });
    expect(() =>
      createPasswordBudget({ hasher, limits: { ...PASSWORD_BUDGET, perRequest: 0 }, addressThrottle }),
    ).toThrow(RangeError);
  });
});

describe('createPasswordBudget over a shared store (Redis)', () => {
  let redis: RedisTestStores;
  beforeAll(async () => {
    redis = await redisTestStores(2);
  });
  afterAll(() => redis.cleanup());

  /** The budget of one API server of a deployment: the throttles and the address's minute in its store. */
  const server = (store: RedisTestStores['stores'][number], limits: Partial<PasswordBudgetLimits> = {}) => {
    const fake = fakeHasher();
    const passwords = createPasswordBudget({
      hasher: fake.hasher,
      limits: { ...PASSWORD_BUDGET, ...limits },
      addressThrottle: createLoginThrottle({
        maxFailures: 10,
        windowMs: 15 * MINUTE,
        lockMs: 15 * MINUTE,
        store,
        name: 'login',
      }),
      store,
    });
    return { ...fake, passwords };
  };

  it('refuses on one server an account locked through another, and a reset through either lifts the lock', async () => {
    const [storeOne, storeTwo] = redis.stores;
    const one = server(storeOne!, { perAddressPerMinute: 1000 });
    const two = server(storeTwo!, { perAddressPerMinute: 1000 });
    const { log, events } = eventLog();
    const check = (api: typeof one, client: string, password: string) =>
      api.passwords.forRequest({}, { client, log }).verify(login('ana@galeria.es'), password, STORED);
    for (let i = 0; i < 10; i++) expect(await check(one, '203.0.113.1', 'wrong')).toEqual({ ok: true, value: false });
    expect(events.filter((e) => e['event'] === 'security.login_locked').map((e) => e['scope'])).toEqual(['address']);
    two.calls.length = 0;
    expect(await check(two, '203.0.113.1', 'Azul-Cobalto-1977')).toEqual({
      ok: false,
      code: 'loginLocked',
      params: { minutes: 15 },
    });
    expect(two.calls).toEqual([]);
    // 10 more failures from a second address through the second server: 20 for the account, locked everywhere.
    for (let i = 0; i < 10; i++) await check(two, '203.0.113.2', 'wrong');
    expect(await check(one, '198.51.100.1', 'Azul-Cobalto-1977')).toMatchObject({ ok: false, code: 'loginLocked' });
    await two.passwords.forRequest({}, { client: '203.0.113.1', log }).forgive('ana@galeria.es');
    expect(await check(one, '203.0.113.1', 'Azul-Cobalto-1977')).toEqual({ ok: true, value: true });
    expect(await redis.keys()).not.toContain(
      `${redis.prefix}login:${loginThrottleKey('203.0.113.1', 'ana@galeria.es')}`,
    );
  });

  it('counts the checks of one address per minute across servers', async () => {
    // A store holds one limiter of a name: these two servers are a deployment of their own.
    const other = await redisTestStores(2);
    try {
      const one = server(other.stores[0]!, { perAddressPerMinute: 3 });
      const two = server(other.stores[1]!, { perAddressPerMinute: 3 });
      const { log } = eventLog();
      const hash = (api: typeof one) =>
        api.passwords.forRequest({}, { client: '203.0.113.9', log }).hash('signUp', 'x');
      expect((await hash(one)).ok).toBe(true);
      expect((await hash(two)).ok).toBe(true);
      expect((await hash(one)).ok).toBe(true);
      expect(await hash(two)).toEqual({ ok: false, code: 'passwordChecksTooMany', params: { limit: 3 } });
    } finally {
      await other.cleanup();
    }
  });
});

describe('the production figures', () => {
  it('are the defaults of the configuration, which PASSWORD_* change', () => {
    expect(PASSWORD_BUDGET).toEqual({ perRequest: 2, perAddressPerMinute: 10, concurrency: 2, queue: 8, waitMs: 5000 });
    expect(ACCOUNT_THROTTLE).toEqual({ maxFailures: 20, windowMs: 15 * MINUTE, lockMs: 15 * MINUTE });
    expect(loadConfig({}).passwordBudget).toEqual(PASSWORD_BUDGET);
    expect(
      loadConfig({
        PASSWORD_CHECKS_PER_REQUEST: '3',
        PASSWORD_CHECKS_PER_MINUTE: '30',
        PASSWORD_HASHES_AT_ONCE: '4',
        PASSWORD_HASH_QUEUE: '0',
        PASSWORD_HASH_WAIT_MS: '2000',
      }).passwordBudget,
    ).toEqual({ perRequest: 3, perAddressPerMinute: 30, concurrency: 4, queue: 0, waitMs: 2000 });
    for (const [name, value] of [
      ['PASSWORD_CHECKS_PER_REQUEST', '0'],
      ['PASSWORD_CHECKS_PER_MINUTE', 'many'],
      ['PASSWORD_HASHES_AT_ONCE', '0'],
      ['PASSWORD_HASH_QUEUE', '-1'],
      ['PASSWORD_HASH_WAIT_MS', '0'],
    ] as const) {
      expect(() => loadConfig({ [name]: value })).toThrow(name);
    }
  });
});
