/**
 * Password-reset links (`password_resets`): a random token e-mailed to the account, valid 24 hours and once. Only its
 * SHA-256 is stored. Setting the password with it marks it (and every other open link of the account) used, ends
 * every session of the account and opens a new one, in one transaction.
 */
import { and, eq, gt, isNull, lte } from 'drizzle-orm';
import { createToken, hashToken, isWellFormedToken } from '@art/auth';
import { passwordResets, sessions, users, type Database, type PasswordResetRow, type UserRow } from '@art/db';
import type { Language } from '@art/model';
import {
  type MailMessage,
  type MailTexts,
  type ApiConfig,
  originsOf,
  resetPasswordUrl,
  escapeAttribute,
  escapeHtml,
  mailHtml,
} from '@art/api-core';
import { openSession } from './sessions';

/** How long a reset link works. */
export const PASSWORD_RESET_VALIDITY_MS = 24 * 60 * 60_000;

/** How long an expired link is kept, so that using it still answers "expired" rather than "invalid". */
const EXPIRED_RESET_KEPT_MS = 7 * 24 * 60 * 60_000;

/** Stores a new reset link for a user and answers its token; links expired for a week are deleted meanwhile. */
export async function createPasswordReset(db: Database, userId: string, now = new Date()): Promise<string> {
  const { token, tokenHash } = createToken();
  await db.delete(passwordResets).where(lte(passwordResets.expiresAt, new Date(now.getTime() - EXPIRED_RESET_KEPT_MS)));
  await db.insert(passwordResets).values({
    userId,
    tokenHash,
    createdAt: now,
    expiresAt: new Date(now.getTime() + PASSWORD_RESET_VALIDITY_MS),
  });
  return token;
}

/** The state of a reset token, with its link and user when it exists. */
export type PasswordResetLookup =
  { state: 'invalid' } | { state: 'used' | 'expired' | 'valid'; reset: PasswordResetRow; user: UserRow };

/** Looks a token up: `invalid` (malformed or unknown), `used`, `expired` or `valid`. Writes nothing. */
export async function findPasswordReset(db: Database, token: string, now = new Date()): Promise<PasswordResetLookup> {
  if (!isWellFormedToken(token)) return { state: 'invalid' };
  const [found] = await db
    .select({ reset: passwordResets, user: users })
    .from(passwordResets)
    .innerJoin(users, eq(users.id, passwordResets.userId))
    .where(eq(passwordResets.tokenHash, hashToken(token)))
    .limit(1);
  if (!found) return { state: 'invalid' };
  if (found.reset.usedAt) return { state: 'used', ...found };
  if (found.reset.expiresAt.getTime() <= now.getTime()) return { state: 'expired', ...found };
  return { state: 'valid', ...found };
}

/**
 * Uses a reset link: claims it (only if still unused and unexpired, so two simultaneous uses cannot both win), sets
 * the new password hash, marks the account's other open links used, ends every session of the account and opens a
 * new one (not remembered). Answers the new session's token and the user, or null when the link was no longer
 * usable (nothing changed).
 */
export async function completePasswordReset(
  db: Database,
  resetId: number,
  passwordHash: string,
  now = new Date(),
): Promise<{ token: string; user: UserRow } | null> {
  return db.transaction(async (tx) => {
    const [claimed] = await tx
      .update(passwordResets)
      .set({ usedAt: now })
      .where(and(eq(passwordResets.id, resetId), isNull(passwordResets.usedAt), gt(passwordResets.expiresAt, now)))
      .returning();
    if (!claimed) return null;
    const [user] = await tx.update(users).set({ passwordHash }).where(eq(users.id, claimed.userId)).returning();
    if (!user) throw new Error(`The user of password reset ${resetId} does not exist.`);
    await tx
      .update(passwordResets)
      .set({ usedAt: now })
      .where(and(eq(passwordResets.userId, user.id), isNull(passwordResets.usedAt)));
    await tx.delete(sessions).where(eq(sessions.userId, user.id));
    const { token } = await openSession(tx, user.id, { remember: false, now });
    return { token, user };
  });
}

/**
 * The e-mail with a reset link, in `lang`, the language of the page it was asked from (the request's, decision 003),
 * not the account's: a visitor who asks on an English page reads English and comes back to it. To the account's
 * address, the link to the fair site's reset page (`/es/establecer-contraseña/{token}`, percent-encoded as browsers
 * send it, or `/en/reset-password/{token}`).
 */
export function passwordResetMail(
  user: Pick<UserRow, 'name' | 'surname' | 'email'>,
  token: string,
  lang: Language,
  texts: MailTexts,
  config: Pick<ApiConfig, 'fairOrigin' | 'shopOrigin'>,
): MailMessage {
  const t = (key: string, params?: Record<string, string | number>) => texts.t(lang, `resetPassword.${key}`, params);
  const url = resetPasswordUrl(token, lang, originsOf(config));
  const hours = PASSWORD_RESET_VALIDITY_MS / 3_600_000;
  const subject = t('subject');
  const greeting = t('greeting', { name: user.name });
  const paragraphs = [t('intro'), t('validity', { hours }), t('ignore')];
  const text = [
    greeting,
    '',
    paragraphs[0],
    '',
    url,
    '',
    ...paragraphs.slice(1).flatMap((p) => [p, '']),
    t('signature'),
    '',
  ].join('\n');
  const html = mailHtml(lang, subject, [
    `<p>${escapeHtml(greeting)}</p>`,
    `<p>${escapeHtml(paragraphs[0] ?? '')}</p>`,
    `<p><a href="${escapeAttribute(url)}">${escapeHtml(t('action'))}</a></p>`,
    ...paragraphs.slice(1).map((p) => `<p>${escapeHtml(p)}</p>`),
    `<p>${escapeHtml(t('signature'))}</p>`,
  ]);
  const fullName = `${user.name} ${user.surname}`.trim();
  return { to: fullName ? { name: fullName, address: user.email } : user.email, subject, text, html };
}
