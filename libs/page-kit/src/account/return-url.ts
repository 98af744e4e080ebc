import { useLocation } from 'react-router';
import { RETURN_URL_PARAM, safeReturnUrl } from '@art/routing';

/** Where an access page sends the visitor once logged in: the safe `returnUrl` it was given, else `fallback`. */
export function useReturnUrl(fallback: string): string {
  const { search } = useLocation();
  return safeReturnUrl(new URLSearchParams(search).get(RETURN_URL_PARAM)) ?? fallback;
}

/** The query that carries `returnUrl` on to another access page (login ⇄ sign-up), or nothing. */
export function useReturnQuery(): { query: Record<string, string> } | undefined {
  const { search } = useLocation();
  const returnUrl = safeReturnUrl(new URLSearchParams(search).get(RETURN_URL_PARAM));
  return returnUrl ? { query: { [RETURN_URL_PARAM]: returnUrl } } : undefined;
}

/** Goes to `address` with a full page load, so every part of the page (header, caches) starts from the new session. */
export function goTo(address: string): void {
  window.location.assign(address);
}
