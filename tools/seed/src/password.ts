import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';

/** scrypt cost as OWASP recommends it: N = 2^17, r = 8, p = 1 (about 128 MiB and a few hundred ms per hash). */
const LOG_N = 17;
const R = 8;
const P = 1;
const SALT_BYTES = 16;
const KEY_BYTES = 64;
/** Highest cost a stored hash may ask for, so a tampered hash cannot make verification exhaust memory. */
const MAX_LOG_N = 20;

function derive(password: string, salt: Buffer, logN: number, r: number, p: number, keyLength: number): Promise<Buffer> {
  const N = 2 ** logN;
  // scrypt needs 128·N·r bytes; node's default limit (32 MiB) is below what N = 2^17 asks for.
  const options: ScryptOptions = { N, r, p, maxmem: 128 * N * r * p + 64 * 1024 * 1024 };
  return new Promise((resolve, reject) => {
    scrypt(password.normalize('NFC'), salt, keyLength, options, (error, key) => (error ? reject(error) : resolve(key)));
  });
}

/**
 * A hash of `salt` and `password` in the stored format; the seed passes a salt of its own so that
 * demo accounts are the same on every run.
 */
export async function hashPasswordWithSalt(password: string, salt: Buffer): Promise<string> {
  if (typeof password !== 'string' || password.length === 0) throw new Error('The password is empty');
  if (salt.length < SALT_BYTES) throw new Error(`The salt must have at least ${SALT_BYTES} bytes`);
  const key = await derive(password, salt, LOG_N, R, P, KEY_BYTES);
  return `scrypt$${LOG_N}$${R}$${P}$${salt.toString('base64')}$${key.toString('base64')}`;
}

/**
 * Hashes a password with scrypt and a random 16-byte salt.
 * @example await hashPassword('correct horse battery') // 'scrypt$17$8$1$<salt b64>$<hash b64>'
 */
export function hashPassword(password: string): Promise<string> {
  return hashPasswordWithSalt(password, randomBytes(SALT_BYTES));
}

/**
 * Whether `password` matches a hash made by `hashPassword`; false (never an exception) for a malformed hash.
 * @example await verifyPassword('correct horse battery', stored) // true
 */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  if (typeof password !== 'string' || typeof stored !== 'string') return false;
  const parts = stored.split('$');
  if (parts.length !== 6 || parts[0] !== 'scrypt') return false;
  const [, logNText, rText, pText, saltText, keyText] = parts as [string, string, string, string, string, string];
  const [logN, r, p] = [logNText, rText, pText].map((v) => (/^\d{1,2}$/.test(v) ? Number(v) : NaN)) as [number, number, number];
  if (!(logN >= 10 && logN <= MAX_LOG_N && r >= 1 && r <= 32 && p >= 1 && p <= 4)) return false;
  const base64 = /^[A-Za-z0-9+/]+={0,2}$/;
  if (!base64.test(saltText) || !base64.test(keyText)) return false;
  const salt = Buffer.from(saltText, 'base64');
  const expected = Buffer.from(keyText, 'base64');
  if (salt.length < SALT_BYTES || expected.length < 32 || expected.length > 128) return false;
  try {
    const actual = await derive(password, salt, logN, r, p, expected.length);
    return timingSafeEqual(actual, expected);
  } catch {
    return false;
  }
}
