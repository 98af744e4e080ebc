import { data, redirect, type LoaderFunctionArgs } from 'react-router';
import type { QueryClient } from '@tanstack/react-query';
import {
  createGraphQLClient,
  createQueryClient,
  dehydrateQueries,
  fetchMainMenu,
  gqlQuery,
  type MainMenuEntry,
  readCookie,
  requestHeaders,
  TOKEN_COOKIE,
  type GraphQLClient,
  type Operation,
} from '@art/data';
import { CurrentEditionDocument, MyMarksDocument } from './documents';
import {
  createI18n,
  createResourceLoader,
  serializeResources,
  type LoadedResources,
  type ResourceBundle,
  type Resources,
  type SerializedResources,
} from '@art/i18n';
import {
  LOGIN_REDIRECT_STATUS,
  fillPattern,
  isLoginRequired,
  languageOf,
  loginRedirect,
  match,
  siteProfile,
  type AlternatesOptions,
  type Lang,
  type RouteMatch,
  type SiteName,
  type SiteOrigins,
  type SiteProfile,
  type TitleData,
  type TranslateFn,
} from '@art/routing';
import { hasCookieAnswer, hasCookieConsent } from '@art/layout';
import { buildHead, type PageHead } from './head';
import type { SiteLoadContext } from './context';
import { SITE_API_TIMEOUT_MS, rethrowUnavailable, unavailableResponse } from './unavailable';

const resourceLoaders = new Map<string, ReturnType<typeof createResourceLoader>>();

/** One translation loader per API, caching files for an hour outside development. */
function resourcesOf(context: SiteLoadContext) {
  const cache = process.env['NODE_ENV'] !== 'development';
  const timeoutMs = apiTimeout(context);
  const key = `${context.apiUrl}|${cache}|${timeoutMs}`;
  let loader = resourceLoaders.get(key);
  if (!loader) {
    loader = createResourceLoader({ apiOrigin: context.apiUrl, cache, timeoutMs });
    resourceLoaders.set(key, loader);
  }
  return loader;
}

/** The copy sent to the browser of each bundle the loader gave (the same object for as long as the loader keeps it). */
const sentBundles = new WeakMap<ResourceBundle, ResourceBundle>();

/**
 * `serializeResources` (what the browser accepts, checked), with each namespace's bundle one object shared by every
 * answer that sends it: the root's and the page's translations of a document are then the same objects, which React
 * Router's stream writes once and refers to the second time (the page's copy, for client-side navigations, cost about
 * 6 KB of every page's HTML).
 */
function sentResources(lang: Lang, resources: Resources): SerializedResources {
  const checked = serializeResources(lang, resources);
  const shared: Record<string, ResourceBundle> = {};
  for (const [ns, bundle] of Object.entries(resources) as [string, ResourceBundle][]) {
    const copy = checked.resources[ns as keyof Resources];
    if (!copy) continue;
    let sent = sentBundles.get(bundle);
    if (!sent) {
      sent = copy;
      sentBundles.set(bundle, sent);
    }
    shared[ns] = sent;
  }
  return { lang: checked.lang, resources: shared };
}

/** How long one call to the API may take. */
function apiTimeout(context: SiteLoadContext): number {
  return context.apiTimeoutMs ?? SITE_API_TIMEOUT_MS;
}

/**
 * The translations of a page, or, when the API cannot give them, a 503 (decision 021): the translations come from the
 * API, so a page without them is a page of an unavailable API.
 */
async function pageResources(context: SiteLoadContext, lang: Lang, namespaces: RouteMatch['route']['namespaces']) {
  try {
    return await resourcesOf(context).load(lang, namespaces);
  } catch (error) {
    console.warn(`The API is unavailable: ${error instanceof Error ? error.message : String(error)}`);
    throw unavailableResponse();
  }
}

/** The title translator of each loaded `titles` bundle: the same i18next instance while the loader keeps the files. */
const titleTranslators = new WeakMap<ResourceBundle, { common: ResourceBundle; t: TranslateFn }>();

/**
 * The page titles and descriptions of a language (`locales/{lang}/titles.json`, then `common.json` for the sites'
 * names and the error page): an i18next `t` over both. The texts stay on the server: a page sends the browser its
 * filled head, not the templates.
 */
export async function titleTranslator(context: SiteLoadContext, lang: Lang): Promise<TranslateFn> {
  const { common, titles = {} } = await pageResources(context, lang, ['titles']);
  const kept = titleTranslators.get(titles);
  if (kept?.common === common) return kept.t;
  const t: TranslateFn = createI18n(lang, { common, titles }).getFixedT(lang, ['titles', 'common']);
  titleTranslators.set(titles, { common, t });
  return t;
}

/** Whether the visitor holds a (non-empty, well-formed) login token; its validity is the API's to judge. */
function hasToken(request: Request): boolean {
  return Boolean(readCookie(request.headers.get('cookie'), TOKEN_COOKIE));
}

/**
 * How long the site server reuses what every page shows and it reads from the API (the main menu, the current
 * edition); the API sends the menu with max-age 300.
 */
export const MENU_CACHE_MS = 60_000;

interface Kept<T> {
  value: Promise<T | null>;
  expires: number;
  version: string;
}

/**
 * A value every page needs, read from the API at most once a minute per server, not once per page, and again as soon
 * as the content version of the request (`context.contentVersion`) differs from the one it was read under: a change
 * made in the back office shows on the next page, as the rest of that page does. A failure is logged, answers null and
 * is not kept: the next page asks again.
 */
function keptRead<T>(
  store: Map<string, Kept<T>>,
  key: string,
  context: SiteLoadContext,
  what: string,
  read: () => Promise<T>,
): Promise<T | null> {
  const version = context.contentVersion ?? '';
  const now = Date.now();
  const hit = store.get(key);
  if (hit && hit.expires > now && hit.version === version) return hit.value;
  const value = read().catch((error: unknown) => {
    console.warn(`The ${what} could not be loaded: ${error instanceof Error ? error.message : String(error)}`);
    if (store.get(key)?.value === value) store.delete(key);
    return null;
  });
  store.set(key, { value, expires: now + MENU_CACHE_MS, version });
  return value;
}

const menus = new Map<string, Kept<MainMenuEntry[]>>();

/** The main menu of a site and language (kept as {@link keptRead} says). */
function mainMenu(context: SiteLoadContext, lang: Lang): Promise<MainMenuEntry[] | null> {
  const options = { site: context.site, lang, timeoutMs: apiTimeout(context) };
  return keptRead(menus, `${context.apiUrl}|${context.site}|${lang}`, context, 'main menu', () =>
    fetchMainMenu(context.apiUrl, undefined, options),
  );
}

const editions = new Map<string, Kept<string | null>>();

/**
 * The prefix of the fair's current edition as the API flags it (kept as {@link keptRead} says), so the fair lists,
 * searches and links the edition the back office made current, and the shop links its galleries; null when the API
 * could not say (the fair's profile then keeps its default edition).
 */
export async function currentEdition(context: SiteLoadContext): Promise<string | null> {
  const client = createGraphQLClient({ endpoint: `${context.apiUrl}/api/graphql`, timeoutMs: apiTimeout(context) });
  const prefix = await keptRead(editions, context.apiUrl, context, 'current edition', async () => {
    const { catalogs } = await client.request(CurrentEditionDocument, {});
    return catalogs.find((c) => c.isCurrent && !c.isMarket)?.prefix ?? null;
  });
  return prefix ?? null;
}

/** What a page's data function gets: the matched route, its language and params, and the API. */
export interface PageContext {
  site: SiteName;
  /** What differs between the sites (catalogue, route keys, texts): a shared page reads it instead of the site's name. */
  profile: SiteProfile;
  /** The fair's current edition as the API flags it (`currentEdition`), for links to it from either site. */
  currentEdition: string | null;
  lang: Lang;
  match: RouteMatch;
  params: Readonly<Record<string, string>>;
  url: URL;
  origins: SiteOrigins;
  /** The page language's title texts, for a page that names other pages (the site map). */
  titles: TranslateFn;
  /** Runs an operation through the request's query cache (dehydrated into the page). */
  query<TData, TVars extends Record<string, unknown>>(
    operation: Operation<TData, TVars>,
    variables: TVars,
  ): Promise<TData>;
  client: GraphQLClient;
}

/** What a page's data function answers; `null` means the page does not exist (404). */
export interface PageResult<T> {
  data: T;
  /** Values for the route's title and description templates. */
  title?: TitleData | null;
  /** Params that differ by language (a post's slug) for the language alternates. */
  alternatesParams?: AlternatesOptions['params'];
  image?: string | null;
  type?: PageHead['type'];
}

/** The loader data of every page. */
export interface PageData<T> {
  head: PageHead;
  page: T;
  /** The route's translation namespaces, for client-side navigations. */
  i18n: SerializedResources;
  dehydrated: ReturnType<typeof dehydrateQueries>;
  /** `bare` pages (the banner preview) render without header and footer. */
  layout: 'default' | 'bare';
}

/** A client for one request, never shared between visitors: their cookies are forwarded to the API. */
export function apiClient(request: Request, context: SiteLoadContext, lang: Lang): GraphQLClient {
  const headers = requestHeaders({ cookieHeader: request.headers.get('cookie'), lang });
  if (context.forwardedFor) headers['x-forwarded-for'] = context.forwardedFor;
  return createGraphQLClient({
    endpoint: `${context.apiUrl}/api/graphql`,
    lang,
    headers: () => headers,
    timeoutMs: apiTimeout(context),
  });
}

/**
 * The loader of every page: matches the address against the route table (a 404 when nothing matches), sends a
 * visitor without a session from a login-required route to the login page of that language (303, coming back
 * after login), runs the page's data function through a per-request query cache, and fills the page head.
 */
export async function loadPage<T = null>(
  args: LoaderFunctionArgs,
  load?: (page: PageContext) => Promise<PageResult<T> | null>,
): Promise<PageData<T>> {
  const { request, context } = args;
  const url = new URL(request.url);
  const path = `${url.pathname}${url.search}`;
  const found = match(path, { site: context.site });
  if (!found) throw data(null, { status: 404 });
  if (isLoginRequired(url.pathname) && !hasToken(request)) {
    throw redirect(loginRedirect(path, found.lang), LOGIN_REDIRECT_STATUS);
  }
  const queryClient: QueryClient = createQueryClient();
  const client = apiClient(request, context, found.lang);
  const [edition, titles] = await Promise.all([currentEdition(context), titleTranslator(context, found.lang)]);
  const pageContext: PageContext = {
    site: context.site,
    profile: siteProfile(context.site, edition),
    currentEdition: edition,
    lang: found.lang,
    match: found,
    params: found.params,
    url,
    origins: context.origins,
    client,
    titles,
    query: (operation, variables) => queryClient.ensureQueryData(gqlQuery(client, operation, variables)),
  };
  const namespaces = found.route.namespaces;
  const [result, resources] = await Promise.all([
    // An API that does not answer, answers 503 or whose database is away: the page answers 503 (decision 021).
    load ? load(pageContext).catch(rethrowUnavailable) : Promise.resolve<PageResult<T>>({ data: null as T }),
    pageResources(context, found.lang, namespaces),
    // A visitor with a session: their saved works and followed artists come with the page (in the same batched
    // request), so the save and follow controls render in their state at once. Without them the page still renders.
    hasToken(request) ? pageContext.query(MyMarksDocument, {}).catch(() => null) : null,
  ]);
  if (result === null) throw data(null, { status: 404 });
  const own = ownLanguageAddress(found, result.alternatesParams);
  if (own !== null) throw redirect(`${own}${url.search}`, 301);
  const head = buildHead({
    match: found,
    site: context.site,
    origins: context.origins,
    url: path,
    titleData: result.title,
    alternatesParams: result.alternatesParams,
    image: result.image,
    type: result.type,
    t: titles,
  });
  return {
    head,
    page: result.data,
    i18n: sentResources(found.lang, resources),
    dehydrated: dehydrateQueries(queryClient),
    layout: found.route.layout,
  };
}

/**
 * The address in the page's own language when the visitor came by the other language's slug (`/en/post/{slugES}`,
 * as the menu's Spanish links give in English): the page answers it with a permanent redirect. Null when the address
 * is already the page's own.
 */
function ownLanguageAddress(found: RouteMatch, params: AlternatesOptions['params']): string | null {
  const own = params?.[found.lang];
  if (!own || Object.entries(own).every(([name, value]) => found.params[name] === value)) return null;
  return fillPattern(found.route, found.pattern, { ...found.params, ...own });
}

/** The data of the root route: the language of the address and its translations (common and the route's). */
export interface RootData {
  lang: Lang;
  site: SiteName;
  origins: SiteOrigins;
  i18n: SerializedResources;
  /** The header's main menu; null when the API could not give it (the header then shows the site's own links). */
  menu: MainMenuEntry[] | null;
  /** The fair's current edition as the API flags it (`currentEdition`); null when the API did not say. */
  currentEdition: string | null;
  /** Whether the visitor accepted cookies. */
  cookiesAccepted: boolean;
  /** Whether the visitor answered the cookie banner, accepting or rejecting (the banner is left out of the page then). */
  cookiesAnswered: boolean;
  /** Whether the visitor holds a login token (the account icon then leads to the account). */
  loggedIn: boolean;
  /** Analytics id (`GA_ID` of the site's configuration); empty means no analytics script at all. */
  gaId: string;
  /** Maps key (`MAPS_KEY` of the site's configuration); empty means no map, only a link to a map service. */
  mapsKey: string;
}

export async function loadRoot({ request, context }: LoaderFunctionArgs): Promise<RootData> {
  const url = new URL(request.url);
  const found = match(`${url.pathname}${url.search}`, { site: context.site });
  const lang = found?.lang ?? languageOf(url.pathname);
  const cookieHeader = request.headers.get('cookie');
  const [resources, menu, edition] = await Promise.all([
    resourcesOf(context)
      .load(lang, found?.route.namespaces ?? [])
      .catch((error: unknown) => localResources(context, lang, error)),
    mainMenu(context, lang),
    currentEdition(context),
  ]);
  return {
    lang,
    site: context.site,
    origins: context.origins,
    i18n: sentResources(lang, resources),
    menu,
    currentEdition: edition,
    cookiesAccepted: hasCookieConsent(cookieHeader),
    cookiesAnswered: hasCookieAnswer(cookieHeader),
    loggedIn: hasToken(request),
    // The server's parsed configuration (`loadSiteConfig`), the one the Content-Security-Policy is built from.
    gaId: context.gaId ?? '',
    mapsKey: context.mapsKey ?? '',
  };
}

/**
 * The server's own `common` texts when the API could not give the translations, so the header, the footer and the
 * unavailable page (the page's loader answers 503) speak the visitor's language; a 503 when the server has none.
 */
function localResources(context: SiteLoadContext, lang: Lang, error: unknown): LoadedResources {
  const common = context.localTexts?.[lang];
  console.warn(
    `The translations could not be loaded from the API${common ? ' (the server’s own common texts are used)' : ''}: ${
      error instanceof Error ? error.message : String(error)
    }`,
  );
  if (!common) throw unavailableResponse();
  return { common } as LoadedResources;
}

/** The root re-reads its data only when the language changes (its translations are per language). */
export function rootShouldRevalidate({
  currentUrl,
  nextUrl,
  defaultShouldRevalidate,
}: {
  currentUrl: URL;
  nextUrl: URL;
  defaultShouldRevalidate: boolean;
}): boolean {
  if (languageOf(currentUrl.pathname) !== languageOf(nextUrl.pathname)) return true;
  return defaultShouldRevalidate && currentUrl.pathname === nextUrl.pathname;
}
