/**
 * The password policy of accounts (sign-up and password reset): 8 to 128 characters, not one of the most common
 * passwords (case-insensitively), and not the account's e-mail address or the part of it before the `@`.
 * Lengths count characters (Unicode code points after NFC, the form that is hashed), so `ñ` is one however typed.
 */
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '@art/model';
import { COMMON_PASSWORDS } from './common-passwords';

// The bounds are the model's, so the sites' forms and the API check the same ones.
export { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH };

/** Why a password is refused. */
export type PasswordProblem = 'required' | 'tooShort' | 'tooLong' | 'tooCommon' | 'likeEmail';

const fold = (text: string) => text.normalize('NFC').toLowerCase();

/**
 * True when `password` is on the list of the most common passwords, whatever its case.
 * @example isCommonPassword('PassWord1') // true
 */
export function isCommonPassword(password: string): boolean {
  const folded = fold(password);
  return COMMON_PASSWORDS.has(folded) || COMMON_PASSWORDS.has(folded.trim());
}

/**
 * The first problem of a password under the policy, or null when it is acceptable. `email` is the account's
 * address: the password may not be it, nor its local part, whatever the case.
 *
 * @example
 * checkPassword('abc'); // 'tooShort'
 * checkPassword('qwertyuiop'); // 'tooCommon'
 * checkPassword('Ana.Lopez', { email: 'ana.lopez@galeria.es' }); // 'likeEmail'
 * checkPassword('Coleccion-2025!'); // null
 */
export function checkPassword(password: unknown, context: { email?: string | null } = {}): PasswordProblem | null {
  if (typeof password !== 'string' || password === '') return 'required';
  // Cheap bound before normalising: a character written decomposed (a letter and its combining marks) takes a few
  // UTF-16 units, never 6, so a longer string is too long whatever it holds.
  if (password.length > PASSWORD_MAX_LENGTH * 6) return 'tooLong';
  const length = [...password.normalize('NFC')].length;
  if (length < PASSWORD_MIN_LENGTH) return 'tooShort';
  if (length > PASSWORD_MAX_LENGTH) return 'tooLong';
  if (isCommonPassword(password)) return 'tooCommon';
  const email = typeof context.email === 'string' ? fold(context.email.trim()) : '';
  if (email !== '') {
    const candidate = fold(password).trim();
    const localPart = email.includes('@') ? email.slice(0, email.lastIndexOf('@')) : email;
    if (candidate === email || candidate === localPart) return 'likeEmail';
  }
  return null;
}
