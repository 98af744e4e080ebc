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
import { EMAIL_MAX_LENGTH, LANGUAGES, PRICE_RANGES, isValidEmail, utf8Length, type Language } from '@art/model';
import type { ErrorCode } from '../errors';
import { eraseOrdersOfUser } from './orders';
import { openSession } from './sessions';
import { characters, cleanLine } from './text';

const MINUTE = 60_000;

/** Longest texts sign-up accepts, in characters. */
export const SIGN_UP_LIMITS = { name: 100, surname: 100, email: EMAIL_MAX_LENGTH, phone: 20, profession: 100 } as const;

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
export type InputProblem = { ok: false; code: ErrorCode; params?: Record<string, string | number> };

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
 * An e-mail address as sign-up, login and the reset request take it: trimmed, required, at most 254 characters (and
 * UTF-8 bytes), in the specification's format (`isValidEmail`).
 */
export function checkEmail(value: string): { ok: true; email: string } | InputProblem {
  const email = value.trim();
  if (email === '') return { ok: false, code: 'accountEmailRequired' };
  if (email.length > SIGN_UP_LIMITS.email || utf8Length(email) > SIGN_UP_LIMITS.email) {
    return { ok: false, code: 'accountEmailTooLong', params: { max: SIGN_UP_LIMITS.email } };
  }
  if (!isValidEmail(email)) return { ok: false, code: 'accountEmailInvalid' };
  return { ok: true, email };
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

/** A required one-line text (a name): cleaned, not empty, bounded, without `<` or `>`. */
function checkName(value: string, max: number, codes: { required: ErrorCode; tooLong: ErrorCode; invalid: ErrorCode }) {
  const text = cleanLine(value);
  if (text === '') return { ok: false, code: codes.required } as const;
  if (characters(text) > max) return { ok: false, code: codes.tooLong, params: { max } } as const;
  if (/[<>]/.test(text)) return { ok: false, code: codes.invalid } as const;
  return { ok: true, text } as const;
}

/** An optional one-line text: cleaned, null when empty. */
const optional = (value: string | null | undefined) => {
  const text = typeof value === 'string' ? cleanLine(value) : '';
  return text === '' ? null : text;
};

/** A required field that passed its check, cleaned. */
type Checked<T> = { ok: true; value: T } | InputProblem;

/** The name (sign-up and profile): required, at most 100 characters, no `<` or `>`. */
export function checkPersonName(value: string): Checked<string> {
  const name = checkName(value, SIGN_UP_LIMITS.name, {
    required: 'signUpNameRequired',
    tooLong: 'signUpNameTooLong',
    invalid: 'signUpNameInvalid',
  });
  return name.ok ? { ok: true, value: name.text } : name;
}

/** The surname (sign-up and profile): required, at most 100 characters, no `<` or `>`. */
export function checkSurname(value: string): Checked<string> {
  const surname = checkName(value, SIGN_UP_LIMITS.surname, {
    required: 'signUpSurnameRequired',
    tooLong: 'signUpSurnameTooLong',
    invalid: 'signUpSurnameInvalid',
  });
  return surname.ok ? { ok: true, value: surname.text } : surname;
}

/** The phone (optional): digits and spaces, an optional leading `+`, at most 20; null when blank. */
export function checkPhone(value: string | null | undefined): Checked<string | null> {
  const phone = optional(value);
  if (phone !== null && (characters(phone) > SIGN_UP_LIMITS.phone || !/^\+?[0-9][0-9 ]*$/.test(phone))) {
    return { ok: false, code: 'signUpPhoneInvalid', params: { max: SIGN_UP_LIMITS.phone } };
  }
  return { ok: true, value: phone };
}

/** The phone prefix (optional): `+` and 1 to 4 digits, like +34; null when blank. */
export function checkPrefix(value: string | null | undefined): Checked<string | null> {
  const prefix = optional(value);
  if (prefix !== null && !/^\+[0-9]{1,4}$/.test(prefix)) return { ok: false, code: 'signUpPrefixInvalid' };
  return { ok: true, value: prefix };
}

/** The profession (optional): at most 100 characters, no `<` or `>`; null when blank. */
export function checkProfession(value: string | null | undefined): Checked<string | null> {
  const profession = optional(value);
  if (profession !== null && characters(profession) > SIGN_UP_LIMITS.profession) {
    return { ok: false, code: 'signUpProfessionTooLong', params: { max: SIGN_UP_LIMITS.profession } };
  }
  if (profession !== null && /[<>]/.test(profession)) return { ok: false, code: 'signUpProfessionInvalid' };
  return { ok: true, value: profession };
}

/** The price range (optional): one of the shop's (`PRICE_RANGES`); null when blank. */
export function checkPriceRange(value: string | null | undefined): Checked<string | null> {
  const priceRange = optional(value);
  if (priceRange !== null && !PRICE_RANGES.some((range) => range.key === priceRange)) {
    return { ok: false, code: 'signUpPriceRangeInvalid', params: { ranges: PRICE_RANGES.map((range) => range.key).join(', ') } };
  }
  return { ok: true, value: priceRange };
}

/** The optional fields sign-up and the profile share, checked. */
interface Details {
  phone: string | null;
  prefix: string | null;
  profession: string | null;
  priceRange: string | null;
}

/** Checks phone, prefix, profession and price range, in the order of the forms; the first problem or the clean values. */
function checkDetails(input: {
  phone?: string | null;
  prefix?: string | null;
  profession?: string | null;
  priceRange?: string | null;
}): { ok: true; details: Details } | InputProblem {
  const phone = checkPhone(input.phone);
  if (!phone.ok) return phone;
  const prefix = checkPrefix(input.prefix);
  if (!prefix.ok) return prefix;
  const profession = checkProfession(input.profession);
  if (!profession.ok) return profession;
  const priceRange = checkPriceRange(input.priceRange);
  if (!priceRange.ok) return priceRange;
  return { ok: true, details: { phone: phone.value, prefix: prefix.value, profession: profession.value, priceRange: priceRange.value } };
}

/**
 * Checks a sign-up in the order of the form: name and surname (required, at most 100 characters, no `<` or `>`),
 * e-mail, password (the policy of `@art/auth`, the e-mail excluded), phone (digits and spaces, an optional leading
 * `+`, at most 20), prefix (`+` and 1 to 4 digits, like +34), profession (at most 100, no `<` or `>`), price range
 * (one of the shop's, `PRICE_RANGES`), the terms accepted, and the account's language (es by default, or en).
 * Answers the clean account or the first problem.
 */
export function checkSignUp(input: SignUpFields, lang: string | null | undefined): SignUpCheck {
  const name = checkPersonName(input.name);
  if (!name.ok) return name;
  const surname = checkSurname(input.surname);
  if (!surname.ok) return surname;

  const email = checkEmail(input.email);
  if (!email.ok) return email;

  const problem = checkPassword(input.password, { email: email.email });
  if (problem) return passwordProblem(problem);

  const details = checkDetails(input);
  if (!details.ok) return details;

  if (input.acceptTerms !== true) return { ok: false, code: 'signUpTermsRequired' };

  const language = lang ?? ACCOUNT_LANGUAGES[0];
  if (typeof language !== 'string' || !ACCOUNT_LANGUAGES.includes(language)) return { ok: false, code: 'signUpLanguageInvalid' };

  return {
    ok: true,
    password: input.password,
    account: {
      name: name.value,
      surname: surname.value,
      email: email.email,
      ...details.details,
      newsletter: input.newsletter === true,
      lang: language as Language,
    },
  };
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
export type ProfileChanges = Details & { name: string; surname: string; newsletter?: boolean };

/**
 * Checks a profile change with sign-up's rules, field by field (the same functions), in the order of the form.
 * Optional fields absent or blank are cleared, as sign-up stores them; `newsletter` absent or null stays as it is.
 * The e-mail, password, role and language are not part of it.
 */
export function checkProfile(input: ProfileFields): { ok: true; changes: ProfileChanges } | InputProblem {
  const name = checkPersonName(input.name);
  if (!name.ok) return name;
  const surname = checkSurname(input.surname);
  if (!surname.ok) return surname;
  const details = checkDetails(input);
  if (!details.ok) return details;
  const changes: ProfileChanges = { name: name.value, surname: surname.value, ...details.details };
  if (typeof input.newsletter === 'boolean') changes.newsletter = input.newsletter;
  return { ok: true, changes };
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
 * Deletes a user: the foreign keys' `ON DELETE CASCADE` erase their sessions, reset links, favourites, follows, artist
 * tags, collections, addresses and cart in the same statement. Their orders stay for the accounts, without personal
 * data (`eraseOrdersOfUser`: unpaid ones expire and free their works), in the same transaction.
 */
export async function deleteUser(db: Database, userId: string): Promise<void> {
  await db.transaction(async (tx) => {
    await eraseOrdersOfUser(tx, userId);
    await tx.delete(users).where(eq(users.id, userId));
  });
}
