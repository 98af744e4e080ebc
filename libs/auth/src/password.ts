/**
 * Password hashing: scrypt from `node:crypto` at the cost OWASP recommends (N = 2^17, r = 8, p = 1), a random 16-byte
 * salt, a 64-byte key, stored as `scrypt$17$8$1$<salt base64>$<key base64>` so a verifier reads the cost from the hash.
 */
import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';
import { createScryptThreads, type ScryptRunner, type ScryptThreadsOptions } from './scrypt-threads';

/** scrypt cost as OWASP recommends it: N = 2^17, r = 8, p = 1 (about 128 MiB and a few hundred ms per hash). */
export const PASSWORD_HASH_LOG_N = 17;
const R = 8;
const P = 1;
const SALT_BYTES = 16;
const KEY_BYTES = 64;
/** Lowest cost a hash may be made or verified with (tests only ever go down to it). */
const MIN_LOG_N = 10;
/** Highest cost a stored hash may ask for, so a tampered hash cannot make verification exhaust memory. */
const MAX_LOG_N = 20;

/** Options of the hashing functions. */
export interface PasswordHashOptions {
  /**
   * log2 of scrypt's N, 17 by default. Only tests pass a lower one (10 to 16), to keep suites that create many
   * accounts fast; nothing reads it from the environment, so production always hashes at the default cost.
   */
  logN?: number;
}

function costOf(options: PasswordHashOptions | undefined): number {
  const logN = options?.logN ?? PASSWORD_HASH_LOG_N;
  if (!Number.isInteger(logN) || logN < MIN_LOG_N || logN > PASSWORD_HASH_LOG_N) {
    throw new RangeError(`logN must be an integer from ${MIN_LOG_N} to ${PASSWORD_HASH_LOG_N}, got ${logN}`);
  }
  return logN;
}

let computations = 0;

/**
 * The scrypt computations this process has started, hashes and checks alike, wherever they run (libuv's threads or a
 * hasher's own): what a caller made the server compute, for tests and measurements.
 */
export function scryptComputations(): number {
  return computations;
}

/** scrypt on libuv's worker threads. */
const libuvScrypt: ScryptRunner = (password, salt, keyLength, options) =>
  new Promise((resolve, reject) => {
    scrypt(password, salt, keyLength, options, (error, key) => (error ? reject(error) : resolve(key)));
  });

function derive(
  password: string,
  salt: Buffer,
  logN: number,
  r: number,
  p: number,
  keyLength: number,
  run: ScryptRunner,
): Promise<Buffer> {
  const N = 2 ** logN;
  // scrypt needs 128·N·r bytes; node's default limit (32 MiB) is below what N = 2^17 asks for.
  const options: ScryptOptions = { N, r, p, maxmem: 128 * N * r * p + 64 * 1024 * 1024 };
  computations += 1;
  return run(password.normalize('NFC'), salt, keyLength, options);
}

/**
 * A hash of `salt` and `password` in the stored format; the seed passes a salt of its own so that
 * demo accounts are the same on every run.
 */
export async function hashPasswordWithSalt(
  password: string,
  salt: Buffer,
  options?: PasswordHashOptions,
): Promise<string> {
  return hashWith(password, salt, costOf(options), libuvScrypt);
}

async function hashWith(password: string, salt: Buffer, logN: number, run: ScryptRunner): Promise<string> {
  if (typeof password !== 'string' || password.length === 0) throw new Error('The password is empty');
  if (salt.length < SALT_BYTES) throw new Error(`The salt must have at least ${SALT_BYTES} bytes`);
  const key = await derive(password, salt, logN, R, P, KEY_BYTES, run);
  return `scrypt$${logN}$${R}$${P}$${salt.toString('base64')}$${key.toString('base64')}`;
}

/**
 * Hashes a password with scrypt and a random 16-byte salt.
 * @example await hashPassword('correct horse battery') // 'scrypt$17$8$1$<salt b64>$<hash b64>'
 */
export function hashPassword(password: string, options?: PasswordHashOptions): Promise<string> {
  return hashPasswordWithSalt(password, randomBytes(SALT_BYTES), options);
}

/**
 * Whether `password` matches a hash made by `hashPassword`; false (never an exception) for a malformed hash.
 * The cost is the one written in the hash.
 * @example await verifyPassword('correct horse battery', stored) // true
 */
export function verifyPassword(password: string, stored: string): Promise<boolean> {
  return verifyWith(password, stored, libuvScrypt);
}

async function verifyWith(password: string, stored: string, run: ScryptRunner): Promise<boolean> {
  if (typeof password !== 'string' || typeof stored !== 'string') return false;
  const parts = stored.split('$');
  if (parts.length !== 6 || parts[0] !== 'scrypt') return false;
  const [, logNText, rText, pText, saltText, keyText] = parts as [string, string, string, string, string, string];
  const [logN, r, p] = [logNText, rText, pText].map((v) => (/^\d{1,2}$/.test(v) ? Number(v) : NaN)) as [
    number,
    number,
    number,
  ];
  if (!(logN >= MIN_LOG_N && logN <= MAX_LOG_N && r >= 1 && r <= 32 && p >= 1 && p <= 4)) return false;
  const base64 = /^[A-Za-z0-9+/]+={0,2}$/;
  if (!base64.test(saltText) || !base64.test(keyText)) return false;
  const salt = Buffer.from(saltText, 'base64');
  const expected = Buffer.from(keyText, 'base64');
  if (salt.length < SALT_BYTES || expected.length < 32 || expected.length > 128) return false;
  try {
    const actual = await derive(password, salt, logN, r, p, expected.length, run);
    return timingSafeEqual(actual, expected);
  } catch {
    return false;
  }
}

/** Hashes and verifies passwords at one cost; see {@link createPasswordHasher}. */
export interface PasswordHasher {
  /** The cost new hashes are made with (log2 N). */
  readonly logN: number;
  /** A new hash of `password` (random salt). */
  hash(password: string): Promise<string>;
  /**
   * Whether `password` matches `stored`. Without a stored hash (no such account) it still verifies, against a hash
   * of a random password made at the same cost, and answers false: both cases take the same time, so a caller
   * cannot tell an unknown account from a wrong password by the time the answer takes.
   */
  verify(password: string, stored: string | null | undefined): Promise<boolean>;
  /** Ends its threads (a hasher with `threads`); a computation asked for afterwards is rejected. */
  close(): Promise<void>;
}

/** Options of {@link createPasswordHasher}. */
export interface PasswordHasherOptions extends PasswordHashOptions {
  /**
   * Hash on threads of its own at a low priority (decision 035), at most `threads` at once, instead of libuv's
   * threads at the server's priority: a server answering requests gives hashing only the CPU it leaves.
   */
  threads?: ScryptThreadsOptions;
}

/**
 * A hasher at the default cost (or `options.logN`, tests only), with a hash of a random password made on first use
 * for verifying when there is no account.
 *
 * @example
 * const passwords = createPasswordHasher();
 * const ok = await passwords.verify(input, user?.passwordHash); // false, in the same time, without a user
 */
export function createPasswordHasher(options?: PasswordHasherOptions): PasswordHasher {
  const logN = costOf(options);
  const threads = options?.threads ? createScryptThreads(options.threads) : undefined;
  const run = threads?.run ?? libuvScrypt;
  const hash = (password: string) => hashWith(password, randomBytes(SALT_BYTES), logN, run);
  let dummy: Promise<string> | undefined;
  const dummyHash = () => {
    if (!dummy) {
      const made = hash(randomBytes(24).toString('base64url'));
      made.catch(() => {
        dummy = undefined;
      });
      dummy = made;
    }
    return dummy;
  };
  return {
    logN,
    hash,
    async verify(password, stored) {
      if (typeof stored === 'string' && stored !== '') return verifyWith(password, stored, run);
      await verifyWith(typeof password === 'string' ? password : '', await dummyHash(), run);
      return false;
    },
    close: async () => threads?.close(),
  };
}
