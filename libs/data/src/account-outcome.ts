/** The specification's handling of the account calls' answers (§8), shared by the account forms of every site. */

/** A refusal of an account call, with the API's translated text (§8: "raised with that message"). */
export class AccountError extends Error {
  override readonly name = 'AccountError';
}

/**
 * The specification's handling of login and sign-up answers (§8): OK gives the result; `OK: false` with an error
 * text raises it as an {@link AccountError}; `OK: false` without one answers false.
 *
 * @example
 * const result = accountOutcome((await client.request(LoginDocument, vars)).login); // throws AccountError('…')
 */
export function accountOutcome<T extends { OK: boolean; error: string | null }>(result: T): T | false {
  if (result.OK) return result;
  const text = typeof result.error === 'string' ? result.error.trim() : '';
  if (text) throw new AccountError(text);
  return false;
}
