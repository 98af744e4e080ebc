import { useQueryClient } from '@tanstack/react-query';
import { LogoutDocument, useGraphQLClient } from '@art/data';
import { href } from '@art/routing';
import { usePageLang, useSiteProfile } from './page-hooks';

/**
 * Logging out (§4): the session ends on the server and its cookie goes (the API's answer removes it), cached data is
 * reset, and the visitor lands on the home page of the site and language with a fresh page. A failed call still
 * leaves: the browser forgets nothing it should keep, and the server's session expires on its own.
 */
export function useLogOut(): () => Promise<void> {
  const client = useGraphQLClient();
  const queryClient = useQueryClient();
  const lang = usePageLang();
  const { keys } = useSiteProfile();
  return async () => {
    try {
      await client.request(LogoutDocument, {});
    } catch (error) {
      console.warn('Logging out on the server failed', error);
    }
    queryClient.clear();
    window.location.assign(href(keys.home, {}, lang));
  };
}
