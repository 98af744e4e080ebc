/**
 * Signed tokens for the links the API e-mails (newsletter confirmation and unsubscription): nothing is stored per
 * link; the token carries the e-mail address and when it was made, signed with HMAC-SHA256 under the server's
 * `LINK_SECRET` together with the link's purpose. So a token is good for one purpose only (a confirmation token
 * cannot unsubscribe), cannot be altered or made without the key, and may be given a lifetime.
 *
 * Format: `base64url(JSON {e, t})` `.` `base64url(HMAC-SHA256(key, purpose + "\n" + payload))`, about 100 characters.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';

/** What a signed link is for; part of what is signed. */
export type LinkPurpose = 'newsletter-confirm' | 'newsletter-unsubscribe';

/** Longest token read at all (a real one is about 100 characters plus the address). */
export const TOKEN_MAX_LENGTH = 1024;

/** What {@link verifyLinkToken} answers. */
export type LinkCheck = { ok: true; email: string; issuedAt: Date } | { ok: false; reason: 'invalid' | 'expired' };

const signature = (secret: string, purpose: LinkPurpose, payload: string) =>
  createHmac('sha256', secret).update(`${purpose}\n${payload}`).digest();

/**
 * A token for `purpose` and `email`, made at `now`.
 *
 * @example signLinkToken(config.linkSecret, 'newsletter-confirm', 'ana@example.es')
 */
export function signLinkToken(secret: string, purpose: LinkPurpose, email: string, now = new Date()): string {
  const payload = Buffer.from(JSON.stringify({ e: email, t: Math.floor(now.getTime() / 1000) }), 'utf8').toString(
    'base64url',
  );
  return `${payload}.${signature(secret, purpose, payload).toString('base64url')}`;
}

/**
 * Checks a token for `purpose`: its signature (in constant time), its shape, and, with `maxAgeMs`, its age. A token
 * of another purpose, altered, truncated or made with another key is `invalid`; an old one is `expired`.
 */
export function verifyLinkToken(
  secret: string,
  purpose: LinkPurpose,
  token: string,
  options: { maxAgeMs?: number; now?: Date } = {},
): LinkCheck {
  const invalid = { ok: false, reason: 'invalid' } as const;
  if (token.length > TOKEN_MAX_LENGTH) return invalid;
  const match = /^([A-Za-z0-9_-]+)\.([A-Za-z0-9_-]{43})$/.exec(token.trim());
  if (!match) return invalid;
  const [, payload = '', given = ''] = match;
  const expected = signature(secret, purpose, payload);
  const received = Buffer.from(given, 'base64url');
  if (received.length !== expected.length || !timingSafeEqual(received, expected)) return invalid;
  let body: unknown;
  try {
    body = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
  } catch {
    return invalid;
  }
  const { e, t } = (body ?? {}) as { e?: unknown; t?: unknown };
  if (typeof e !== 'string' || e === '' || typeof t !== 'number' || !Number.isSafeInteger(t) || t < 0) return invalid;
  const issuedAt = new Date(t * 1000);
  const now = options.now ?? new Date();
  if (options.maxAgeMs !== undefined && now.getTime() - issuedAt.getTime() > options.maxAgeMs)
    return { ok: false, reason: 'expired' };
  return { ok: true, email: e, issuedAt };
}
