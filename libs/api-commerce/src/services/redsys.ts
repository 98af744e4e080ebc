/**
 * The Redsys redirect protocol (HMAC_SHA256_V1), pure and over node:crypto: the merchant parameters (base64 of a
 * JSON object), the per-order key (3DES of the order number under the merchant key) and the signature (HMAC-SHA256
 * of the parameters' text under that key). Facts and test vectors: `../shared/redsys-test-vectors.md`.
 *
 * No package: the protocol is five small functions, and node:crypto has 3DES and HMAC; a dependency would bring more
 * code than it saves.
 */
import { createCipheriv, createHmac, randomInt, timingSafeEqual } from 'node:crypto';

/** The only signature version Redsys speaks today. */
export const SIGNATURE_VERSION = 'HMAC_SHA256_V1';

/** Euro, as ISO 4217 numeric (what `DS_MERCHANT_CURRENCY` and `Ds_Currency` carry). */
export const CURRENCY_EUR = '978';

/** `DS_MERCHANT_TRANSACTIONTYPE` of an ordinary card payment (authorisation). */
export const TRANSACTION_AUTHORISATION = '0';

/** What a merchant parameters object holds: text values (Redsys sends every value as a string). */
export type MerchantParameters = Record<string, string>;

/**
 * The `Ds_MerchantParameters` text of an object: base64 of its JSON, keys in the object's order (the signature
 * covers this exact text, so it is computed once and sent as it is).
 * @example encodeMerchantParameters({ DS_MERCHANT_AMOUNT: '4999' }) // 'eyJEU19NRVJDSEFOVF9BTU9VTlQiOiI0OTk5In0='
 */
export function encodeMerchantParameters(params: Readonly<MerchantParameters>): string {
  return Buffer.from(JSON.stringify(params), 'utf8').toString('base64');
}

/**
 * The object of a `Ds_MerchantParameters` text (base64 or base64url, as notifications may come). Only string values
 * are kept (numbers are written as Redsys would send them); null when the text is not base64 of a JSON object.
 */
export function decodeMerchantParameters(b64: string): MerchantParameters | null {
  if (!/^[A-Za-z0-9+/_-]*={0,2}$/.test(b64) || b64.length === 0) return null;
  let value: unknown;
  try {
    value = JSON.parse(Buffer.from(b64, 'base64').toString('utf8'));
  } catch {
    return null;
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return null;
  const out: MerchantParameters = {};
  for (const [key, item] of Object.entries(value as Record<string, unknown>)) {
    if (typeof item === 'string') out[key] = item;
    else if (typeof item === 'number' && Number.isFinite(item)) out[key] = String(item);
  }
  return out;
}

/** The 24 bytes of a base64 merchant key; throws on anything else (a configuration error, not an input one). */
function merchantKeyBytes(merchantKeyB64: string): Buffer {
  const key = Buffer.from(merchantKeyB64, 'base64');
  if (key.length !== 24) throw new Error('The Redsys merchant key must be 24 bytes in base64.');
  return key;
}

/**
 * The key of one order: 3DES-EDE3-CBC under the merchant key, IV of 8 zero bytes, over the order number padded
 * with zero bytes to a multiple of 8 (no PKCS padding, as Redsys computes it).
 * @example orderKey('sq7HjrUOBfKmC576ILgskD5srU870gJ7', '012345678').toString('base64') // 'ub0/L8+E9+9ITQJwk3SvHA=='
 */
export function orderKey(merchantKeyB64: string, order: string): Buffer {
  const text = Buffer.from(order, 'utf8');
  const padded = Buffer.alloc(Math.max(8, Math.ceil(text.length / 8) * 8));
  text.copy(padded);
  const cipher = createCipheriv('des-ede3-cbc', merchantKeyBytes(merchantKeyB64), Buffer.alloc(8));
  cipher.setAutoPadding(false);
  return Buffer.concat([cipher.update(padded), cipher.final()]);
}

/** The raw HMAC-SHA256 of the parameters' text under the order's key. */
function signatureBytes(merchantKeyB64: string, order: string, paramsB64: string): Buffer {
  return createHmac('sha256', orderKey(merchantKeyB64, order)).update(paramsB64, 'utf8').digest();
}

/** `Ds_Signature` of a `Ds_MerchantParameters` text for an order: standard base64, as the shop sends it. */
export function signParameters(merchantKeyB64: string, order: string, paramsB64: string): string {
  return signatureBytes(merchantKeyB64, order, paramsB64).toString('base64');
}

/**
 * Whether `signature` (base64 or base64url, padded or not: Redsys notifications come either way) signs
 * `paramsB64` for `order`. The bytes are compared in constant time, so the time taken says nothing about how much
 * of a forged signature was right.
 */
export function verifySignature(merchantKeyB64: string, order: string, paramsB64: string, signature: string): boolean {
  if (!/^[A-Za-z0-9+/_-]{43}={0,1}$/.test(signature)) return false;
  const given = Buffer.from(signature.replace(/-/g, '+').replace(/_/g, '/'), 'base64');
  const expected = signatureBytes(merchantKeyB64, order, paramsB64);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

const DIGITS = '0123456789';
const ALPHANUMERICS = `${DIGITS}ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz`;

/**
 * A new merchant order number for one payment attempt: 4 digits then 8 alphanumerics (12 characters, the most
 * Redsys takes; it wants the first four numeric), from the system's secure generator: about 2^61 values, so numbers
 * neither repeat in practice nor can be guessed.
 */
export function newRedsysOrderNumber(): string {
  const pick = (alphabet: string, length: number) =>
    Array.from({ length }, () => alphabet[randomInt(alphabet.length)]).join('');
  return pick(DIGITS, 4) + pick(ALPHANUMERICS, 8);
}

/** Whether a merchant order number has the shape Redsys accepts: 4 to 12 characters, the first 4 digits. */
export function isRedsysOrderNumber(order: string): boolean {
  return /^[0-9]{4}[0-9A-Za-z]{0,8}$/.test(order);
}

/** Whether a `Ds_Response` means the payment was authorised: 0000 to 0099 (anything else is a refusal or an error). */
export function isAuthorised(dsResponse: string | null | undefined): boolean {
  if (dsResponse === null || dsResponse === undefined || !/^[0-9]{1,4}$/.test(dsResponse.trim())) return false;
  return Number(dsResponse.trim()) <= 99;
}

/**
 * Whether two numeric codes are the same number: Redsys sends the terminal (and at times the merchant code) without
 * the leading zeros it was given, or padded with them (`1`, `001`).
 */
export function sameNumber(a: string | null | undefined, b: string | null | undefined): boolean {
  if (!a || !b || !/^[0-9]{1,12}$/.test(a.trim()) || !/^[0-9]{1,12}$/.test(b.trim())) return false;
  return Number(a.trim()) === Number(b.trim());
}
