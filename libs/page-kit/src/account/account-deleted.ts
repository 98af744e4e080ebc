/**
 * The query of a home address that tells the visitor their account has just been deleted (the profile page leads
 * there once it is done): the home shows a notice. Only a notice: it changes nothing else of the page.
 */
export const ACCOUNT_DELETED_QUERY = { notice: 'account-deleted' } as const;

/** Whether a home address's query string asks for the notice of {@link ACCOUNT_DELETED_QUERY}. */
export function saysAccountDeleted(search: string): boolean {
  return new URLSearchParams(search).get('notice') === ACCOUNT_DELETED_QUERY.notice;
}
