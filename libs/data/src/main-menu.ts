/**
 * The header's main menu: not GraphQL but `GET /api/getMainMenu` (§7, "the JSON reply is used unchanged").
 * The types mirror the API's reply (`apps/api/src/http/menu.ts`).
 */
import { queryOptions } from '@tanstack/react-query';
import type { Language, Site } from '@art/model';
import { ApiError } from './api-error';
import { REQUEST_TIMEOUT_MS, type FetchLike } from './graphql-client';

/** One link of a mega-menu block. */
export type MainMenuItem = {
  titleES: string;
  titleEN: string;
  url: string;
  order: number;
  image: { url: string } | null;
};

/** A mega-menu block; its items come sorted by `order`. */
export type MainMenuBlock = {
  titleES: string;
  titleEN: string;
  subtitleES: string;
  subtitleEN: string;
  items: MainMenuItem[];
};

/** One entry of the main menu; entries come sorted by `position`. `mainTitle` is in the request's language. */
export type MainMenuEntry = {
  id: number;
  position: number;
  url: string;
  mainTitle: string;
  mainTitleES: string;
  mainTitleEN: string;
  blockWithImages: MainMenuBlock | null;
  blockWithText1: MainMenuBlock | null;
  blockWithText2: MainMenuBlock | null;
};

/** Options of {@link fetchMainMenu}. */
export interface MainMenuOptions {
  /** Keep the entries of one site (and those of both); all entries when absent. */
  site?: Site;
  /** Language of `mainTitle`, sent as `Accept-Language`. */
  lang?: Language;
  /** The request fails (status 0) after this many ms; {@link REQUEST_TIMEOUT_MS} by default, 0 for no limit. */
  timeoutMs?: number;
}

/** The menu address under an origin: `''` (same origin, in the browser) or an absolute http(s) origin like `${API_URL}`. */
export function mainMenuUrl(origin: string, site?: Site): string {
  const base = origin.replace(/\/+$/, '');
  if (base !== '' && !/^https?:\/\/[^/?#\s]+$/i.test(base)) {
    throw new TypeError(
      `fetchMainMenu: origin must be '' or an http(s) origin without a path, got "${origin.slice(0, 100)}".`,
    );
  }
  return `${base}/api/getMainMenu${site ? `?site=${site}` : ''}`;
}

/**
 * The main menu entries. Rejects with {@link ApiError} (status set) when the answer is not a 2xx JSON array.
 *
 * @example
 * const menu = await fetchMainMenu(apiUrl, fetch, { site: 'fair', lang: 'es' });
 */
export async function fetchMainMenu(
  origin: string,
  fetchImpl?: FetchLike,
  options: MainMenuOptions = {},
): Promise<MainMenuEntry[]> {
  const url = mainMenuUrl(origin, options.site);
  const doFetch = fetchImpl ?? (globalThis.fetch as FetchLike | undefined);
  if (!doFetch) throw new ApiError('No fetch implementation available', { status: 0 });
  let response;
  try {
    const timeoutMs = options.timeoutMs ?? REQUEST_TIMEOUT_MS;
    response = await doFetch(url, {
      method: 'GET',
      headers: { accept: 'application/json', ...(options.lang ? { 'accept-language': options.lang } : {}) },
      ...(timeoutMs > 0 ? { signal: AbortSignal.timeout(timeoutMs) } : {}),
    });
  } catch (cause) {
    throw new ApiError(`Main menu request failed: ${cause instanceof Error ? cause.message : String(cause)}`, {
      status: 0,
      cause,
    });
  }
  if (!response.ok)
    throw new ApiError(`Main menu request failed with HTTP ${response.status}`, { status: response.status });
  let body: unknown;
  try {
    body = JSON.parse(await response.text());
  } catch (cause) {
    throw new ApiError('Main menu response is not JSON', { status: response.status, cause });
  }
  if (!Array.isArray(body)) throw new ApiError('Main menu response is not a list', { status: response.status });
  return body as MainMenuEntry[];
}

/** `useQuery` / `ensureQueryData` options of the main menu, keyed by site and language. */
export function mainMenuQuery(origin: string, options: MainMenuOptions = {}, fetchImpl?: FetchLike) {
  return queryOptions({
    queryKey: ['mainMenu', options.site ?? null, options.lang ?? null] as const,
    queryFn: () => fetchMainMenu(origin, fetchImpl, options),
  });
}
