import { useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { GRAPHQL_QUERY_KEY, useGqlQuery, useGraphQLClient } from '@art/data';
import {
  AddFavouriteWorkDocument,
  FollowArtistDocument,
  MyMarksDocument,
  RemoveFavouriteWorkDocument,
  UnfollowArtistDocument,
} from './documents';
import { loginRedirect } from '@art/routing';
import { usePageLang, useRootData } from './page-hooks';

/** The query parameter that carries what a visitor asked for before logging in (`save-work:12`, `follow-artist:7`). */
export const INTENT_PARAM = 'intent';

/** What a visitor asks for with the save and follow controls. */
export interface Intent {
  readonly kind: 'save-work' | 'follow-artist';
  readonly id: string;
}

const INTENT_PATTERN = /^(save-work|follow-artist):([A-Za-z0-9-]{1,64})$/;

/** The intent of a query string, when it holds a well-formed one; null otherwise. */
export function parseIntent(search: string): Intent | null {
  const found = INTENT_PATTERN.exec(new URLSearchParams(search).get(INTENT_PARAM) ?? '');
  return found ? { kind: found[1] as Intent['kind'], id: found[2] as string } : null;
}

/** `path` with the intent added to its query, for the login page to come back to. */
export function withIntent(pathname: string, search: string, intent: Intent): string {
  const query = new URLSearchParams(search);
  query.set(INTENT_PARAM, `${intent.kind}:${intent.id}`);
  return `${pathname}?${query.toString()}`;
}

/** The personal queries re-read after a change (`MyMarks`, `MyWorks`, `MyCollections`…). */
const isPersonalQuery = (key: readonly unknown[]) => key[0] === GRAPHQL_QUERY_KEY && /^(My|Me$)/.test(String(key[1]));

/** Re-reads every personal query of the page after a change to the personal space. */
export function refreshPersonalData(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({ predicate: (query) => isPersonalQuery(query.queryKey) });
}

/**
 * The save (favourite work) and follow (artist) marks of the visitor: what is marked, and the toggles. A visitor
 * without a session is taken to the login page, and the action completes when they come back ({@link PendingIntent}).
 */
export function useMarks() {
  const root = useRootData();
  const loggedIn = root?.loggedIn ?? false;
  const lang = usePageLang();
  const location = useLocation();
  const client = useGraphQLClient();
  const queryClient = useQueryClient();
  const { data } = useGqlQuery(MyMarksDocument, {}, { enabled: loggedIn });
  const saved = new Set(data?.me?.works.map((work) => work.id));
  const followed = new Set(data?.me?.artists.map((artist) => artist.id));

  const change = async (intent: Intent, on: boolean): Promise<boolean> => {
    if (!loggedIn) {
      window.location.assign(loginRedirect(withIntent(location.pathname, location.search, intent), lang));
      return false;
    }
    const ok = await runIntent(client, intent, on);
    await refreshPersonalData(queryClient);
    return ok;
  };

  return {
    loggedIn,
    /** Whether the marks are known (logged out, or the visitor's marks have arrived). */
    ready: !loggedIn || data !== undefined,
    isSaved: (workId: string) => saved.has(workId),
    isFollowed: (artistId: string) => followed.has(artistId),
    toggleSave: (workId: string) => change({ kind: 'save-work', id: workId }, !saved.has(workId)),
    toggleFollow: (artistId: string) => change({ kind: 'follow-artist', id: artistId }, !followed.has(artistId)),
  };
}

async function runIntent(client: ReturnType<typeof useGraphQLClient>, intent: Intent, on: boolean): Promise<boolean> {
  try {
    if (intent.kind === 'save-work') {
      const vars = { workId: intent.id };
      return on
        ? (await client.request(AddFavouriteWorkDocument, vars)).addFavouriteWork.OK
        : (await client.request(RemoveFavouriteWorkDocument, vars)).removeFavouriteWork.OK;
    }
    const vars = { artistId: intent.id };
    return on
      ? (await client.request(FollowArtistDocument, vars)).followArtist.OK
      : (await client.request(UnfollowArtistDocument, vars)).unfollowArtist.OK;
  } catch (error) {
    console.warn('The change could not be saved', error);
    return false;
  }
}

/**
 * Completes, once logged in, what the visitor asked for before logging in (the `intent` of the address): saves the
 * work or follows the artist, then takes the intent out of the address.
 */
export function PendingIntent() {
  const root = useRootData();
  const location = useLocation();
  const navigate = useNavigate();
  const client = useGraphQLClient();
  const queryClient = useQueryClient();
  const done = useRef<string | null>(null);
  const intent = parseIntent(location.search);
  const key = intent ? `${intent.kind}:${intent.id}` : null;

  useEffect(() => {
    if (!intent || !key || !root?.loggedIn || done.current === key) return;
    done.current = key;
    void runIntent(client, intent, true).then(async () => {
      await refreshPersonalData(queryClient);
      const query = new URLSearchParams(location.search);
      query.delete(INTENT_PARAM);
      const rest = query.toString();
      navigate(`${location.pathname}${rest ? `?${rest}` : ''}${location.hash}`, {
        replace: true,
        preventScrollReset: true,
      });
    });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- a new intent or a login runs it; the rest is read at the time it runs
  }, [key, root?.loggedIn]);
  return null;
}
