/**
 * The account calls of the specification: `me`, `login`, `signUp`, `logout`, and the password reset. The session
 * itself travels as the HttpOnly cookie `o_token` that the API sets (first-party through each site's `/api` proxy).
 */
import { defineOperation } from '../operation';

/** The profile fields of `me` (§3 User). */
export type MeFields = {
  id: string;
  name: string;
  surname: string;
  fullName: string;
  email: string;
  phone: string | null;
  prefix: string | null;
  profession: string | null;
  priceRange: string | null;
  newsletter: boolean;
  role: string;
  lang: string;
};

const ME_FIELDS = 'id name surname fullName email phone prefix profession priceRange newsletter role lang';

/** What login, sign-up and the password reset answer. */
export type AuthResultFields = { OK: boolean; error: string | null; token: string | null; me: MeFields | null };

/** What logout and the reset request answer. */
export type OkResultFields = { OK: boolean; error: string | null };

/** Result of {@link ME}: null without a session. */
export type MeData = { me: MeFields | null };

/** The logged-in user. */
export const ME = defineOperation<MeData, Record<string, never>>('Me', `query Me {
  me { ${ME_FIELDS} }
}`);

/** Variables of {@link LOGIN}. */
export type LoginVariables = { email: string; password: string; remember?: boolean };
export type LoginData = { login: AuthResultFields };

/** Logs in; `remember` keeps the session cookie after the browser closes. */
export const LOGIN = defineOperation<LoginData, LoginVariables>('Login', `mutation Login($email: String!, $password: String!, $remember: Boolean) {
  login(email: $email, password: $password, remember: $remember) { OK error token me { ${ME_FIELDS} } }
}`);

/** What sign-up sends (the API checks everything again). */
export type SignUpUser = {
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
};
export type SignUpVariables = { user: SignUpUser; lang?: string | null };
export type SignUpData = { signUp: AuthResultFields };

/** Creates an account and logs it in (long-lived session). */
export const SIGN_UP = defineOperation<SignUpData, SignUpVariables>('SignUp', `mutation SignUp($user: SignUpInput!, $lang: String) {
  signUp(user: $user, lang: $lang) { OK error token me { ${ME_FIELDS} } }
}`);

export type LogoutData = { logout: OkResultFields };

/** Ends the session on the server and removes its cookie. */
export const LOGOUT = defineOperation<LogoutData, Record<string, never>>('Logout', `mutation Logout {
  logout { OK error }
}`);

export type RememberPasswordVariables = { email: string };
export type RememberPasswordData = { rememberPassword: OkResultFields };

/** Asks for a reset link by e-mail; the same answer whether or not the account exists. */
export const REMEMBER_PASSWORD = defineOperation<RememberPasswordData, RememberPasswordVariables>(
  'RememberPassword',
  `mutation RememberPassword($email: String!) {
  rememberPassword(email: $email) { OK error }
}`,
);

export type ResetPasswordVariables = { token: string; password: string };
export type ResetPasswordData = { resetPassword: AuthResultFields };

/** Sets a new password with a reset link's token (other sessions end; a new one opens). */
export const RESET_PASSWORD = defineOperation<ResetPasswordData, ResetPasswordVariables>(
  'ResetPassword',
  `mutation ResetPassword($token: String!, $password: String!) {
  resetPassword(token: $token, password: $password) { OK error token me { ${ME_FIELDS} } }
}`,
);

/** A refusal of an account call, with the API's translated text (§8: "raised with that message"). */
export class AccountError extends Error {
  override readonly name = 'AccountError';
}

/**
 * The specification's handling of login and sign-up answers (§8): OK gives the result; `OK: false` with an error
 * text raises it as an {@link AccountError}; `OK: false` without one answers false.
 *
 * @example
 * const result = accountOutcome((await client.request(LOGIN, vars)).login); // throws AccountError('…')
 */
export function accountOutcome<T extends { OK: boolean; error: string | null }>(result: T): T | false {
  if (result.OK) return result;
  const text = typeof result.error === 'string' ? result.error.trim() : '';
  if (text) throw new AccountError(text);
  return false;
}
