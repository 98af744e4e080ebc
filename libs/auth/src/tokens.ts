/**
 * Secret tokens of sessions and password-reset links: 32 random bytes written in base64url (43 characters, no
 * padding). Only their SHA-256 (hex) is stored, so a copy of the database opens no session and resets no password.
 */
import { createHash, randomBytes } from 'node:crypto';

/** Random bytes in a token. */
export const TOKEN_BYTES = 32;
/** Characters of a token: 32 bytes in base64url without padding. */
export const TOKEN_LENGTH = 43;

const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

/** A new token and the hash to store for it. */
export interface SecretToken {
  /** What the client keeps (cookie, Bearer, link): never stored. */
  token: string;
  /** Its SHA-256 in lower-case hex: what is stored and looked up. */
  tokenHash: string;
}

/**
 * True when `value` has the shape of a token made by {@link createToken}; anything else is refused before any lookup.
 * @example isWellFormedToken('x'.repeat(43)) // true
 */
export function isWellFormedToken(value: unknown): value is string {
  return typeof value === 'string' && TOKEN_PATTERN.test(value);
}

/**
 * The stored form of a token: its SHA-256 in lower-case hex (64 characters).
 * @example hashToken(token) === createdTokenHash // true
 */
export function hashToken(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex');
}

/**
 * A new random token (32 bytes, base64url) and its hash.
 * @example const { token, tokenHash } = createToken(); // store tokenHash, give token to the client
 */
export function createToken(): SecretToken {
  const token = randomBytes(TOKEN_BYTES).toString('base64url');
  return { token, tokenHash: hashToken(token) };
}
