/**
 * Loads translation files from the API (`GET {apiOrigin}/api/locales/{lng}/{ns}.json`) for the server render,
 * keeping them in memory for one hour when caching is enabled (specification I-02, I-03).
 */
import { LANGS, NAMESPACES, type Lang, type Namespace } from '@art/routing';
import type { LoadedResources, ResourceBundle } from './types';
import { describe, isLang, isNamespace, readBundle } from './validate';

/** How long a translation file stays in the in-memory cache: one hour (specification, "translation cache TTL"). */
export const RESOURCE_CACHE_MS = 3_600_000;

/** How long one translation request may take before it counts as a network failure. */
export const RESOURCE_FETCH_TIMEOUT_MS = 10_000;

/** The namespace every page loads, first. */
const COMMON: Namespace = 'common';

/** Options of {@link createResourceLoader}. */
export interface ResourceLoaderOptions {
  /** Origin of the API, e.g. `http://localhost:3333` (a trailing slash is ignored). */
  apiOrigin: string;
  /** Keep files for {@link RESOURCE_CACHE_MS}; on in pre-production and production, off in local development (T22). */
  cache: boolean;
  /** The fetch to use; the global one by default. */
  fetch?: typeof fetch;
  /** The clock, in milliseconds; `Date.now` by default. */
  now?: () => number;
  /** Where warnings go (a namespace that could not be loaded); `console.warn` by default. */
  warn?: (message: string) => void;
  /** Time limit of one request; {@link RESOURCE_FETCH_TIMEOUT_MS} by default. */
  timeoutMs?: number;
}

/** Loads the translations of one language. */
export interface ResourceLoader {
  /**
   * The bundles of `lang` for `common` plus `namespaces` (deduplicated, fetched in parallel). Rejects an
   * unknown language or namespace without fetching, and rejects when `common` cannot be loaded; any other
   * namespace that cannot be loaded (404, network failure, malformed file) resolves to `{}` with a warning.
   */
  load(lang: Lang, namespaces?: readonly Namespace[]): Promise<LoadedResources>;
}

interface CacheEntry {
  promise: Promise<ResourceBundle>;
  /** `Infinity` while the request is in flight. */
  expiresAt: number;
}

const EMPTY_BUNDLE: ResourceBundle = Object.freeze({});

function originOf(apiOrigin: string): string {
  let url: URL;
  try {
    url = new URL(apiOrigin);
  } catch {
    throw new Error(`createResourceLoader: apiOrigin must be an absolute http(s) URL, got ${describe(apiOrigin)}.`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new Error(`createResourceLoader: apiOrigin must be an http(s) URL, got ${describe(apiOrigin)}.`);
  }
  return apiOrigin.replace(/\/+$/, '');
}

/**
 * Creates a translation loader over the API. Make one per API origin and keep it for the life of the server:
 * the cache lives in it. Concurrent loads of the same file share one request, with or without the cache; a
 * failed request is never cached.
 *
 * @example
 * const loader = createResourceLoader({ apiOrigin: env.API_URL, cache: env.NODE_ENV !== 'development' });
 * const resources = await loader.load('es', route.namespaces); // { common: {...}, works: {...} }
 */
export function createResourceLoader(options: ResourceLoaderOptions): ResourceLoader {
  const origin = originOf(options.apiOrigin);
  const cache = options.cache;
  const now = options.now ?? Date.now;
  const warn = options.warn ?? ((message: string) => console.warn(message));
  const timeoutMs = options.timeoutMs ?? RESOURCE_FETCH_TIMEOUT_MS;
  const entries = new Map<string, CacheEntry>();

  async function fetchFile(lang: Lang, ns: Namespace): Promise<ResourceBundle> {
    const fetchFn = options.fetch ?? globalThis.fetch;
    const url = `${origin}/api/locales/${lang}/${ns}.json`;
    const controller = new AbortController();
    const timer = setTimeout(() => controller.abort(), timeoutMs);
    try {
      let response: Response;
      try {
        response = await fetchFn(url, { headers: { accept: 'application/json' }, signal: controller.signal });
      } catch (cause) {
        throw new Error(
          `Translations ${lang}/${ns} could not be fetched from ${url}: ${(cause as Error)?.message ?? cause}`,
          { cause },
        );
      }
      if (!response.ok)
        throw new Error(`Translations ${lang}/${ns} could not be fetched from ${url}: HTTP ${response.status}`);
      let body: unknown;
      try {
        body = await response.json();
      } catch (cause) {
        throw new Error(`Translations ${lang}/${ns} from ${url} are not valid JSON.`, { cause });
      }
      return readBundle(body, `${lang}/${ns}`);
    } finally {
      clearTimeout(timer);
    }
  }

  function file(lang: Lang, ns: Namespace): Promise<ResourceBundle> {
    const key = `${lang}/${ns}`;
    const hit = entries.get(key);
    if (hit && now() < hit.expiresAt) return hit.promise;
    const entry: CacheEntry = { promise: fetchFile(lang, ns), expiresAt: Infinity };
    entries.set(key, entry);
    const forget = () => {
      if (entries.get(key) === entry) entries.delete(key);
    };
    entry.promise.then(() => {
      if (cache) entry.expiresAt = now() + RESOURCE_CACHE_MS;
      else forget();
    }, forget);
    return entry.promise;
  }

  async function load(lang: Lang, namespaces: readonly Namespace[] = []): Promise<LoadedResources> {
    if (!isLang(lang)) throw new Error(`Unknown language ${describe(lang)}: expected one of ${LANGS.join(', ')}.`);
    if (!Array.isArray(namespaces)) throw new Error('The namespaces to load must be an array.');
    const wanted = new Set<Namespace>([COMMON]);
    for (const ns of namespaces as readonly unknown[]) {
      if (!isNamespace(ns))
        throw new Error(`Unknown translation namespace ${describe(ns)}: expected one of ${NAMESPACES.join(', ')}.`);
      wanted.add(ns);
    }
    const list = [...wanted];
    const bundles = await Promise.all(
      list.map((ns) =>
        ns === COMMON
          ? file(lang, ns)
          : file(lang, ns).catch((error: unknown) => {
              warn(`[i18n] ${(error as Error)?.message ?? error}; the page shows the keys of this namespace.`);
              return EMPTY_BUNDLE;
            }),
      ),
    );
    const resources: Partial<Record<Namespace, ResourceBundle>> = {};
    list.forEach((ns, index) => {
      resources[ns] = bundles[index];
    });
    return resources as LoadedResources;
  }

  return { load };
}
