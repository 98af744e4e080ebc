/**
 * Accounts: checking what sign-up, login, the reset request and the profile receive, and reading, creating, changing
 * and deleting users.
 *
 * Every check answers the first problem as a translatable error code (`locales/*\/errors.json`), like the contact
 * form's (`contact.ts`); nothing is read or written before the input has passed them. E-mail addresses are stored as
 * typed (trimmed) and compared case-insensitively, by the database's `lower(email)` (the unique index
 * `users_email_key`), so one address is one account whatever its case.
 */
import { and, eq, inArray, sql } from 'drizzle-orm';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH, checkPassword, type PasswordProblem } from '@art/auth';
import { artistTags, users, type Database, type UserRow } from '@art/db';
import {
  LANGUAGES,
  defineForm,
  profileForm,
  rememberPasswordForm,
  signUpForm,
  type FormInput,
  type Language,
} from '@art/model';
import { checkInput, type InputProblem } from '@art/api-core';
import { openSession } from './sessions';

const MINUTE = 60_000;

/**
 * Login tries per account (its lower-cased e-mail) from one client address: 10 failures in 15 minutes lock that pair
 * for 15 minutes (see `login-throttle.ts` for what "per" means and how running tries count).
 */
export const LOGIN_THROTTLE = { maxFailures: 10, windowMs: 15 * MINUTE, lockMs: 15 * MINUTE } as const;

/** Reset requests accepted per client address: 5 every 15 minutes (see `rate-limit.ts`). */
export const REMEMBER_PASSWORD_RATE_LIMIT = { limit: 5, windowMs: 15 * MINUTE } as const;

/**
 * Reset e-mails sent per account: 3 an hour, whatever the addresses asking, so nobody can flood a mailbox. Requests
 * beyond it get the same answer as any other; only the e-mail is not sent.
 */
export const RESET_MAILS_PER_ACCOUNT = { limit: 3, windowMs: 60 * MINUTE } as const;

/** The languages an account may have, the first the default. */
const ACCOUNT_LANGUAGES: readonly string[] = LANGUAGES;

/** A refused input: the first problem as a translatable error code. */
export { type InputProblem } from '@art/api-core';

/** What sign-up receives (`SignUpInput` of the contract). */
export interface SignUpFields {
  name: string;
  surname: string;
  email: string;
  password: string;
  phone?: string | null;
  prefix?: string | null;
  profession?: string | null;
  priceRange?: string | null;
  newsletter?: boolean | null;
  acceptTerms: boolean;
}

/** An account that passed every check, ready to store (its password still to hash). */
export interface NewAccount {
  name: string;
  surname: string;
  email: string;
  phone: string | null;
  prefix: string | null;
  profession: string | null;
  priceRange: string | null;
  newsletter: boolean;
  lang: Language;
}

/** The outcome of {@link checkSignUp}. */
export type SignUpCheck = { ok: true; account: NewAccount; password: string } | InputProblem;

/**
 * An e-mail address as login and the reset request take it (their schemas of `@art/model`): trimmed, required, at
 * most 254 characters (and UTF-8 bytes), in the specification's format.
 */
export function checkEmail(value: string): { ok: true; email: string } | InputProblem {
  const checked = checkInput(rememberPasswordForm, { email: value });
  return checked.ok ? { ok: true, email: checked.value.email } : checked;
}

/** The translatable problem of a password refused by the policy of `@art/auth`. */
export function passwordProblem(problem: PasswordProblem): InputProblem {
  switch (problem) {
    case 'required':
      return { ok: false, code: 'passwordRequired' };
    case 'tooShort':
      return { ok: false, code: 'passwordTooShort', params: { min: PASSWORD_MIN_LENGTH } };
    case 'tooLong':
      return { ok: false, code: 'passwordTooLong', params: { max: PASSWORD_MAX_LENGTH } };
    case 'tooCommon':
      return { ok: false, code: 'passwordTooCommon' };
    case 'likeEmail':
      return { ok: false, code: 'passwordLikeEmail' };
  }
}

/**
 * Sign-up's schema on the server: the shared one (`signUpForm`), its password checked further, in its place in the
 * form, by the policy of `@art/auth` (not one of the most common, not like the e-mail), which only the API knows.
 */
const serverSignUpForm = defineForm({
  ...signUpForm.fields,
  password: (value: unknown, data: FormInput) => {
    const checked = signUpForm.fields.password(value, data);
    if (!checked.ok) return checked;
    const email = typeof data['email'] === 'string' ? data['email'].trim() : '';
    const problem = checkPassword(checked.value, { email });
    if (!problem) return checked;
    const { code, params } = passwordProblem(problem);
    return { ok: false, message: code, code, ...(params ? { params } : {}) };
  },
});

/**
 * Checks a sign-up with its schema (`signUpForm` of `@art/model`), in the order of the form: name and surname
 * (required, at most 100 characters, no `<` or `>`), e-mail, password (and the policy of `@art/auth`), phone (digits
 * and spaces with an optional leading `+`, at most 20, a real number), prefix (`+` and 1 to 4 digits, like +34),
 * profession (at most 100, no `<` or `>`), price range (one of `PRICE_RANGES`), the terms accepted; then the
 * account's language (es by default, or en). Answers the clean account or the first problem.
 */
export function checkSignUp(input: SignUpFields, lang: string | null | undefined): SignUpCheck {
  const checked = checkInput(serverSignUpForm, input);
  if (!checked.ok) return checked;
  const language = lang ?? ACCOUNT_LANGUAGES[0];
  if (typeof language !== 'string' || !ACCOUNT_LANGUAGES.includes(language))
    return { ok: false, code: 'signUpLanguageInvalid' };
  const { acceptTerms: _accepted, password, ...account } = checked.value;
  return { ok: true, password, account: { ...account, lang: language as Language } };
}

/** What the profile form sends (`ProfileInput` of the contract). */
export interface ProfileFields {
  name: string;
  surname: string;
  phone?: string | null;
  prefix?: string | null;
  profession?: string | null;
  priceRange?: string | null;
  newsletter?: boolean | null;
}

/** A profile change that passed every check: the columns to set (`newsletter` only when sent). */
export type ProfileChanges = {
  name: string;
  surname: string;
  phone: string | null;
  prefix: string | null;
  profession: string | null;
  priceRange: string | null;
  newsletter?: boolean;
};

/**
 * Checks a profile change with its schema (`profileForm` of `@art/model`, sign-up's rules), in the order of the
 * form. Optional fields absent or blank are cleared, as sign-up stores them; `newsletter` absent or null stays as it
 * is. The e-mail, password, role and language are not part of it.
 */
export function checkProfile(input: ProfileFields): { ok: true; changes: ProfileChanges } | InputProblem {
  const checked = checkInput(profileForm, input);
  if (!checked.ok) return checked;
  const { newsletter, ...changes } = checked.value;
  return { ok: true, changes: typeof input.newsletter === 'boolean' ? { ...changes, newsletter } : changes };
}

/** The user with this e-mail address, whatever its case. */
export async function findUserByEmail(db: Database, email: string): Promise<UserRow | undefined> {
  const [user] = await db
    .select()
    .from(users)
    .where(sql`lower(${users.email}) = lower(${email})`)
    .limit(1);
  return user;
}

/** True for PostgreSQL's unique violation (23505), however the driver wraps it. */
function isUniqueViolation(error: unknown): boolean {
  for (let cause = error, depth = 0; cause && depth < 4; depth++) {
    if (typeof cause === 'object' && (cause as { code?: unknown }).code === '23505') return true;
    cause = typeof cause === 'object' ? (cause as { cause?: unknown }).cause : undefined;
  }
  return false;
}

/**
 * Stores a new visitor account and opens its session (remembered: sign-up keeps the visitor logged in), in one
 * transaction. Answers `emailTaken` when the address already has an account (also when another sign-up took it
 * between the caller's check and this insert).
 */
export async function createAccount(
  db: Database,
  account: NewAccount,
  passwordHash: string,
): Promise<{ user: UserRow; token: string } | 'emailTaken'> {
  try {
    return await db.transaction(async (tx) => {
      const [user] = await tx
        .insert(users)
        .values({ ...account, passwordHash, role: 'visitor' })
        .returning();
      if (!user) throw new Error('The account was not stored.');
      const { token } = await openSession(tx, user.id, { remember: true });
      return { user, token };
    });
  } catch (error) {
    if (isUniqueViolation(error)) return 'emailTaken';
    throw error;
  }
}

/** A database or a transaction of it. */
type Executor = Pick<Database, 'select' | 'insert' | 'update' | 'delete'>;

/**
 * Locks a user's row until the end of the transaction, so the limits of their lists (counted, then added to) hold
 * when two requests of theirs run at once. False when the user no longer exists.
 */
export async function lockUser(tx: Executor, userId: string): Promise<boolean> {
  const [row] = await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
  return row !== undefined;
}

/**
 * Changes a user's profile and removes the artist tags of theirs among `artistTagIds` (other users' ids match nothing),
 * in one transaction. Answers the user as they now are, or undefined when they no longer exist.
 */
export async function updateProfile(
  db: Database,
  userId: string,
  changes: ProfileChanges,
  artistTagIds: readonly number[],
): Promise<UserRow | undefined> {
  return db.transaction(async (tx) => {
    const [user] = await tx.update(users).set(changes).where(eq(users.id, userId)).returning();
    if (user && artistTagIds.length > 0) {
      await tx.delete(artistTags).where(and(eq(artistTags.userId, userId), inArray(artistTags.id, [...artistTagIds])));
    }
    return user;
  });
}

/**
 * What another domain does with its own rows of a user being deleted, in the deletion's transaction, before the user
 * row goes: the accounts ask, they never import that domain (issue 32). Commerce keeps the orders without personal
 * data (`eraseOrdersOfUser`).
 */
export type AccountEraser = (
  tx: Pick<Database, 'select' | 'insert' | 'update' | 'delete' | 'execute'>,
  userId: string,
) => Promise<void>;

/**
 * Deletes a user: each of `erasers` first erases or anonymises its domain's rows (the orders stay for the accounts,
 * without personal data), then the foreign keys' `ON DELETE CASCADE` erase their sessions, reset links, favourites,
 * follows, artist tags, collections, addresses and cart in the same statement, all in one transaction.
 */
export async function deleteUser(db: Database, userId: string, erasers: readonly AccountEraser[]): Promise<void> {
  await db.transaction(async (tx) => {
    for (const erase of erasers) await erase(tx, userId);
    await tx.delete(users).where(eq(users.id, userId));
  });
}
