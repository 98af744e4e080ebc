/**
 * The password-hashing budget: every scrypt computation the API makes for a caller (login, account deletion, sign-up,
 * password reset) goes through here, so no request, client address or account can make the API spend what the real
 * logins need. One scrypt at the production cost (N = 2^17, r = 8) takes 128 MiB and a few hundred milliseconds of a
 * libuv worker thread; without a budget, one request of 10 batched operations × 10 aliased `login` calls made 100.
 *
 * The limits, in the order a call meets them (figures in {@link PASSWORD_BUDGET}, set by `PASSWORD_*`):
 *
 * 1. **A lock** of the account: a check (login, deletion) of an account that is locked is refused first, recording
 *    nothing and computing nothing: 10 failures from one address (login's throttle, `LOGIN_THROTTLE`), or
 *    {@link ACCOUNT_THROTTLE} failures from any addresses, lock it for 15 minutes ("too many tries", `loginLocked`).
 * 2. **Per HTTP request**, aliases and batched operations counted together: `perRequest` computations
 *    (`passwordChecksPerRequest`).
 * 3. **Per client address** (`clientKey`: an IPv6 client by its /64), every computation asked for, whatever the
 *    outcome or the account: `perAddressPerMinute` a minute (`passwordChecksTooMany`). This is what slows password
 *    spraying (one address, many accounts) and bounds what one address makes the API compute.
 * 4. **The failures** of the account, from this address and from any (recorded before the check, as login's throttle
 *    does, so simultaneous tries cannot pass the limit together); a success forgets them, and so does a reset link
 *    used ({@link RequestPasswords.forgive}): the owner of a locked account gets in through its mailbox.
 * 5. **Computations at once in this process**: `concurrency` run, `queue` more wait at most `waitMs`; beyond either
 *    the call is refused at once with "busy, try again" (`passwordBusy`), never left hanging. A try refused busy
 *    stays counted in steps 3 and 4, so overload gives a script no free tries.
 *
 * The limits of steps 1, 3 and 4 are kept behind the small interfaces of `rate-limit.ts` and `login-throttle.ts`, in
 * the server's {@link LimitStore}: this process's memory, or Redis (`REDIS_URL`), so that several API servers count
 * together and an account locked through one is locked on all; the bound of step 5 is this process's own by nature.
 */
import type { PasswordHasher } from '@art/auth';
import type { ErrorCode } from './errors';
import { accountThrottleKey, createLoginThrottle, loginThrottleKey, type LoginThrottle } from './login-throttle';
import { createRateLimiter, type RateLimiter } from './rate-limit';
import type { LimitStore } from './rate-limit-store';
import { securityEvent, type PasswordOperation, type PasswordRefusalReason, type SecurityLog } from './security-events';

const MINUTE = 60_000;

/** The figures of the budget; see {@link PASSWORD_BUDGET}. */
export interface PasswordBudgetLimits {
  /** Computations one HTTP request may ask for (aliases and batched operations together). */
  perRequest: number;
  /** Computations one client address may ask for in a minute. */
  perAddressPerMinute: number;
  /** Computations running at once in this process. */
  concurrency: number;
  /** Computations waiting for a slot, at most; beyond it a call is refused at once. */
  queue: number;
  /** How long a computation may wait for a slot, in milliseconds, before it is refused. */
  waitMs: number;
}

/**
 * The production figures (`PASSWORD_CHECKS_PER_REQUEST`, `PASSWORD_CHECKS_PER_MINUTE`, `PASSWORD_HASHES_AT_ONCE`,
 * `PASSWORD_HASH_QUEUE`, `PASSWORD_HASH_WAIT_MS` change them):
 *
 * - `perRequest: 2`. Every form of the sites makes one password call (log in, sign up, set a new password, delete
 *   the account) and the sites' batching client never puts two of them in one request; a second allows a retry in
 *   the same batch. So one request costs at most 2 × 128 MiB and well under a second of scrypt.
 * - `perAddressPerMinute: 10`. A person mistyping a password gets it right in a few tries; a household or an office
 *   behind one address rarely logs in more than ten times in a minute. From one address that is at most one scrypt
 *   every 6 s on average, and a spray of one password over many accounts at most 600 accounts an hour.
 * - `concurrency: 2`. scrypt runs on libuv's worker threads (4 by default), which also read the image files and
 *   resolve the SMTP server's name: two leave them half the threads, and bound scrypt's memory to 256 MiB at once.
 *   On the servers of the fair (2 to 4 cores) two computations at once is also what keeps each one fast.
 * - `queue: 8` and `waitMs: 5000`. At a few hundred ms a computation, 8 waiting clear in a second or two: a crowd
 *   logging in waits a little, while a flood is refused at once instead of piling up memory and answers that come
 *   too late; no call waits more than 5 s.
 */
export const PASSWORD_BUDGET: PasswordBudgetLimits = {
  perRequest: 2,
  perAddressPerMinute: 10,
  concurrency: 2,
  queue: 8,
  waitMs: 5000,
};

/**
 * The niceness of the threads that compute scrypt (decision 035): 5, a third of a normal thread's weight (335 against
 * 1024) while the server is busy, all the CPU it leaves otherwise. Under load the pages and queries keep their speed
 * and a login waits for the CPU a little longer (within `waitMs` for a slot, then as long as the hash takes); on an
 * idle server a login takes as long as ever. Lower (10 and more) starved the logins of the load test on a slow day.
 * `PASSWORD_HASH_NICE` changes it (the browser suites hash at 0).
 */
export const PASSWORD_HASH_NICE = 5;

/**
 * Failed checks of one account from any addresses: 20 in 15 minutes lock it for 15 minutes. Twice login's per
 * address limit (10), so one address, which its own lock stops at 10, cannot lock anyone out alone; an account
 * tried from many addresses is slowed to 20 guesses a quarter of an hour. Whoever knows 2 addresses can lock an
 * account for everybody: its owner then gets in through a reset link, which lifts the lock.
 */
export const ACCOUNT_THROTTLE = { maxFailures: 20, windowMs: 15 * MINUTE, lockMs: 15 * MINUTE } as const;

/** A call refused unchecked: the translatable reason (`locales/*\/errors.json`) and its parameters. */
export interface PasswordRefusal {
  ok: false;
  code: Extract<ErrorCode, 'passwordChecksPerRequest' | 'passwordChecksTooMany' | 'passwordBusy' | 'loginLocked'>;
  params?: Record<string, number>;
}

/** What a budgeted call answers: the value computed, or why it was refused without computing it. */
export type PasswordOutcome<T> = { ok: true; value: T } | PasswordRefusal;

/** The account a password is checked for. */
export interface PasswordAccount {
  /** The e-mail as typed (compared case-insensitively). */
  email: string;
  /** What the check is for, as the security events name it. */
  operation: Extract<PasswordOperation, 'login' | 'deleteAccount'>;
}

/** The budgeted password calls of one HTTP request: `ctx.passwords`. */
export interface RequestPasswords {
  /**
   * Whether `password` is the account's (`stored`: its hash; none for an e-mail without an account, which is checked
   * against a stand-in hash in the same time). A wrong one counts as a failure of the account; a right one forgets
   * them.
   */
  verify(
    account: PasswordAccount,
    password: string,
    stored: string | null | undefined,
  ): Promise<PasswordOutcome<boolean>>;
  /** A new hash of `password` (sign-up, reset). */
  hash(
    operation: Extract<PasswordOperation, 'signUp' | 'resetPassword'>,
    password: string,
  ): Promise<PasswordOutcome<string>>;
  /** The owner proved the account otherwise (a reset link used): its failures and locks are forgotten. */
  forgive(email: string): Promise<void>;
}

/** Slots for computations at once, from {@link createHashSlots}. */
export interface HashSlots {
  /** A slot's release (call it once done), or null when none is free in time or the queue is full. */
  acquire(): Promise<(() => void) | null>;
  /** Computations running and waiting now. */
  load(): { running: number; waiting: number };
}

/**
 * A semaphore with a bounded queue and a wait timeout: `concurrency` slots, first come first served; at most `queue`
 * waiting, each at most `waitMs`.
 *
 * @example
 * const release = await slots.acquire();
 * if (!release) return busy();
 * try { await work(); } finally { release(); }
 */
export function createHashSlots({
  concurrency,
  queue,
  waitMs,
}: Pick<PasswordBudgetLimits, 'concurrency' | 'queue' | 'waitMs'>): HashSlots {
  if (!Number.isInteger(concurrency) || concurrency < 1)
    throw new RangeError(`concurrency must be a positive integer, got ${concurrency}.`);
  if (!Number.isInteger(queue) || queue < 0) throw new RangeError(`queue must be an integer ≥ 0, got ${queue}.`);
  if (!(waitMs > 0)) throw new RangeError(`waitMs must be positive, got ${waitMs}.`);
  let running = 0;
  const waiting: (() => void)[] = [];
  /** Hands the slot to the first waiting, or frees it. */
  const next = () => {
    const grant = waiting.shift();
    if (grant) grant();
    else running -= 1;
  };
  const releaser = () => {
    let released = false;
    return () => {
      if (released) return;
      released = true;
      next();
    };
  };
  return {
    acquire() {
      if (running < concurrency) {
        running += 1;
        return Promise.resolve(releaser());
      }
      if (waiting.length >= queue) return Promise.resolve(null);
      return new Promise((resolve) => {
        const grant = () => {
          clearTimeout(timer);
          resolve(releaser());
        };
        const timer = setTimeout(() => {
          const at = waiting.indexOf(grant);
          if (at >= 0) waiting.splice(at, 1);
          resolve(null);
        }, waitMs);
        waiting.push(grant);
      });
    },
    load: () => ({ running, waiting: waiting.length }),
  };
}

/** Options of {@link createPasswordBudget}; the limits' stores default to this process's memory. */
export interface PasswordBudgetOptions {
  /** The scrypt hasher every computation goes to. */
  hasher: PasswordHasher;
  limits: PasswordBudgetLimits;
  /** Failures of one account from one address: login's throttle (`LOGIN_THROTTLE`). */
  addressThrottle: LoginThrottle;
  /** Failures of one account from any addresses; {@link ACCOUNT_THROTTLE} in `store` by default. */
  accountThrottle?: LoginThrottle;
  /** Computations asked for per client address; `perAddressPerMinute` a minute in `store` by default. */
  perAddress?: RateLimiter;
  /** Where the default `accountThrottle` and `perAddress` count (names `login-account`, `password-checks`); memory by default. */
  store?: LimitStore;
  /** Computations at once; `concurrency`, `queue` and `waitMs` by default. */
  slots?: HashSlots;
}

/** The budget of one API server, from {@link createPasswordBudget}. */
export interface PasswordBudget {
  /**
   * The password calls of one HTTP request. `request` is any object that stands for the request (the same for every
   * operation of a batch): every call made with it shares its `perRequest` allowance.
   */
  forRequest(request: object, caller: { client: string; log: SecurityLog }): RequestPasswords;
}

/**
 * The budget of one API server (see the module comment).
 *
 * @example
 * const budget = createPasswordBudget({ hasher, limits: config.passwordBudget, addressThrottle });
 * const passwords = budget.forRequest(requestScope, { client: clientKey(ip), log });
 * const checked = await passwords.verify({ email, operation: 'login' }, password, user?.passwordHash);
 * if (!checked.ok) return refused(checked.code, checked.params);
 */
export function createPasswordBudget({
  hasher,
  limits,
  addressThrottle,
  store,
  accountThrottle = createLoginThrottle({ ...ACCOUNT_THROTTLE, store, name: 'login-account' }),
  perAddress = createRateLimiter({
    limit: limits.perAddressPerMinute,
    windowMs: MINUTE,
    maxKeys: 50_000,
    store,
    name: 'password-checks',
  }),
  slots = createHashSlots(limits),
}: PasswordBudgetOptions): PasswordBudget {
  if (!Number.isInteger(limits.perRequest) || limits.perRequest < 1)
    throw new RangeError(`perRequest must be a positive integer, got ${limits.perRequest}.`);
  const requests = new WeakMap<object, RequestPasswords>();

  function forRequest(request: object, { client, log }: { client: string; log: SecurityLog }): RequestPasswords {
    let used = 0;
    let capLogged = false;
    const refuse = (
      operation: PasswordOperation,
      reason: PasswordRefusalReason,
      refusal: Omit<PasswordRefusal, 'ok'>,
      email?: string,
    ): PasswordRefusal => {
      // The request's cap is logged once per request, not once per alias of a flood.
      if (reason !== 'request' || !capLogged)
        securityEvent(log, 'security.password_refused', { operation, reason, client, ...(email ? { email } : {}) });
      if (reason === 'request') capLogged = true;
      return { ok: false, ...refusal };
    };
    const locked = (lockMs: number) => ({ code: 'loginLocked' as const, params: { minutes: lockMs / MINUTE } });

    // The counting steps (1 to 4, and a place in the queue of step 5) of the request's calls run one call at a time,
    // in the order the calls were made: the limits are kept in a store (memory or Redis) that answers asynchronously,
    // and the operations of a batch must meet them in their order, as they would one after the other.
    let turn: Promise<unknown> = Promise.resolve();
    const inTurn = <T>(steps: () => Promise<T>): Promise<T> => {
      const run = turn.then(steps);
      turn = run.catch(() => undefined);
      return run;
    };

    /**
     * Steps 1 to 5 in turn (`refusedLocked`: step 1, `recordTry`: step 4; the request's cap, the address's minute and
     * a place in the queue of slots are this function's), then `compute` in its slot.
     */
    async function budgeted<T>(
      operation: PasswordOperation,
      email: string | undefined,
      refusedLocked: () => Promise<PasswordRefusal | null>,
      recordTry: () => Promise<PasswordRefusal | null>,
      compute: () => Promise<T>,
    ): Promise<PasswordOutcome<T>> {
      const admitted = await inTurn(async (): Promise<PasswordRefusal | { slot: ReturnType<HashSlots['acquire']> }> => {
        const lockedOut = await refusedLocked();
        if (lockedOut) return lockedOut;
        if (used >= limits.perRequest)
          return refuse(
            operation,
            'request',
            { code: 'passwordChecksPerRequest', params: { limit: limits.perRequest } },
            email,
          );
        used += 1;
        if (!(await perAddress.take(client)))
          return refuse(
            operation,
            'address',
            { code: 'passwordChecksTooMany', params: { limit: limits.perAddressPerMinute } },
            email,
          );
        const refused = await recordTry();
        if (refused) return refused;
        // The place in the queue is taken now, in turn; the wait for the slot is not (wrapped, so not awaited here).
        return { slot: slots.acquire() };
      });
      if ('ok' in admitted) return admitted;
      const release = await admitted.slot;
      if (!release) return refuse(operation, 'busy', { code: 'passwordBusy' }, email);
      try {
        return { ok: true, value: await compute() };
      } finally {
        release();
      }
    }

    return {
      async verify({ email, operation }, password, stored) {
        const pairKey = loginThrottleKey(client, email);
        const accountKey = accountThrottleKey(email);
        // Step 1: a locked account is refused before anything is counted or computed.
        const refusedLocked = async (): Promise<PasswordRefusal | null> => {
          const [addressLocked, accountLocked] = await Promise.all([
            addressThrottle.isLocked(pairKey),
            accountThrottle.isLocked(accountKey),
          ]);
          if (addressLocked) return refuse(operation, 'locked', locked(addressThrottle.lockMs), email);
          if (accountLocked) return refuse(operation, 'locked', locked(accountThrottle.lockMs), email);
          return null;
        };
        // Step 4, once the request and the address allow a computation: the try counts as failed until it succeeds.
        // The try that reaches a limit locks the key; if it fails too, a lock has begun (a right password lifts it).
        const locking: { scope: 'address' | 'account'; lockMs: number }[] = [];
        const recordTry = async (): Promise<PasswordRefusal | null> => {
          for (const [throttle, key, scope] of [
            [addressThrottle, pairKey, 'address'],
            [accountThrottle, accountKey, 'account'],
          ] as const) {
            if (!(await throttle.attempt(key))) return refuse(operation, 'locked', locked(throttle.lockMs), email);
            if (await throttle.isLocked(key)) locking.push({ scope, lockMs: throttle.lockMs });
          }
          return null;
        };
        const checked = await budgeted(operation, email, refusedLocked, recordTry, () =>
          hasher.verify(password, stored),
        );
        if (!checked.ok) return checked;
        if (checked.value) {
          await Promise.all([addressThrottle.succeed(pairKey), accountThrottle.succeed(accountKey)]);
        } else {
          securityEvent(log, 'security.login_failed', { operation, email, client });
          for (const { scope, lockMs } of locking) {
            securityEvent(log, 'security.login_locked', { operation, email, client, scope, minutes: lockMs / MINUTE });
          }
        }
        return checked;
      },
      hash(operation, password) {
        const none = async () => null;
        return budgeted(operation, undefined, none, none, () => hasher.hash(password));
      },
      async forgive(email) {
        await Promise.all([
          addressThrottle.succeed(loginThrottleKey(client, email)),
          accountThrottle.succeed(accountThrottleKey(email)),
        ]);
      },
    };
  }

  return {
    forRequest(request, caller) {
      let passwords = requests.get(request);
      if (!passwords) {
        passwords = forRequest(request, caller);
        requests.set(request, passwords);
      }
      return passwords;
    },
  };
}
