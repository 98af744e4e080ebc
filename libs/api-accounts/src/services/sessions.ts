/**
 * Logged-in sessions (`sessions`): opened by sign-up, login and a password reset, found from the request's token,
 * ended by logout, by their limits, or by a password reset.
 *
 * Limits: a session ends after `idle` without use (2 hours; 30 days when remembered) and at `expires_at` whatever its
 * use (12 hours; 90 days when remembered or opened by sign-up). `last_seen_at` is renewed at most once a minute, so
 * a page that makes many API calls writes at most once.
 */
import { and, eq, lte, or } from 'drizzle-orm';
import { createToken, hashToken, isWellFormedToken } from '@art/auth';
import { sessions, users, type Database, type SessionRow, type UserRow } from '@art/db';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** The limits of a session, by whether it is remembered. */
export const SESSION_LIMITS = {
  /** Time without use after which a session ends. */
  idleMs: { session: 2 * HOUR, remembered: 30 * DAY },
  /** Life of a session from its opening, whatever its use. */
  absoluteMs: { session: 12 * HOUR, remembered: 90 * DAY },
  /** `last_seen_at` is written again only when it is at least this old. */
  renewAfterMs: MINUTE,
} as const;

/** A database or a transaction of it. */
type Executor = Pick<Database, 'select' | 'insert' | 'update' | 'delete'>;

/** A session and its user, as the request's context holds them. */
export interface CurrentSession {
  session: SessionRow;
  user: UserRow;
}

const kind = (remember: boolean) => (remember ? 'remembered' : 'session');

/**
 * Opens a session for a user and answers its token (the only time it exists outside the client).
 * `remember`: the long limits (login with "remember me", sign-up).
 */
export async function openSession(
  db: Executor,
  userId: string,
  options: { remember: boolean; now?: Date },
): Promise<{ token: string; session: SessionRow }> {
  const now = options.now ?? new Date();
  const { token, tokenHash } = createToken();
  const [session] = await db
    .insert(sessions)
    .values({
      userId,
      tokenHash,
      remember: options.remember,
      createdAt: now,
      lastSeenAt: now,
      expiresAt: new Date(now.getTime() + SESSION_LIMITS.absoluteMs[kind(options.remember)]),
    })
    .returning();
  if (!session) throw new Error('The session was not stored.');
  return { token, session };
}

/**
 * The live session of a token, with its user, or null (malformed, unknown, ended, of a disabled user). An ended
 * session, or one of a disabled user, found here is deleted; a live one has `last_seen_at` renewed when it is a
 * minute old or more.
 */
export async function findSession(
  db: Executor,
  token: string | null,
  now = new Date(),
): Promise<CurrentSession | null> {
  if (!isWellFormedToken(token)) return null;
  const [found] = await db
    .select({ session: sessions, user: users })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(eq(sessions.tokenHash, hashToken(token)))
    .limit(1);
  if (!found) return null;
  const { session } = found;
  // A disabled account's sessions are ended when it is disabled; one that remains (belt and braces) is ended here.
  if (found.user.disabledAt) {
    await db.delete(sessions).where(eq(sessions.id, session.id));
    return null;
  }
  const idleEnd = session.lastSeenAt.getTime() + SESSION_LIMITS.idleMs[kind(session.remember)];
  if (session.expiresAt.getTime() <= now.getTime() || idleEnd <= now.getTime()) {
    await db.delete(sessions).where(eq(sessions.id, session.id));
    return null;
  }
  if (now.getTime() - session.lastSeenAt.getTime() >= SESSION_LIMITS.renewAfterMs) {
    await db.update(sessions).set({ lastSeenAt: now }).where(eq(sessions.id, session.id));
    return { ...found, session: { ...session, lastSeenAt: now } };
  }
  return found;
}

/** Ends one session. */
export async function endSession(db: Executor, sessionId: number): Promise<void> {
  await db.delete(sessions).where(eq(sessions.id, sessionId));
}

/** Ends every session of a user (a password reset). */
export async function endUserSessions(db: Executor, userId: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.userId, userId));
}

/**
 * Deletes ended sessions, done at every login so rows do not pile up: every session past its absolute expiry (by the
 * index on `expires_at`), and the sessions of `userId` ended by the idle limit. Other users' idle sessions go when
 * they are next presented or reach their expiry.
 */
export async function deleteEndedSessions(db: Executor, userId: string, now = new Date()): Promise<void> {
  const idleBefore = (remember: boolean) => new Date(now.getTime() - SESSION_LIMITS.idleMs[kind(remember)]);
  await db
    .delete(sessions)
    .where(
      or(
        lte(sessions.expiresAt, now),
        and(
          eq(sessions.userId, userId),
          or(
            and(eq(sessions.remember, false), lte(sessions.lastSeenAt, idleBefore(false))),
            and(eq(sessions.remember, true), lte(sessions.lastSeenAt, idleBefore(true))),
          ),
        ),
      ),
    );
}
