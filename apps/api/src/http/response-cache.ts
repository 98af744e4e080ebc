/**
 * The API's cache of anonymous reads (decision 036): the answer to a GraphQL query that carries no session is the
 * same for every visitor of one language and site until the public content changes, so each API process keeps such
 * answers for a few seconds, keyed by the content version (decision 024), and answers the same request again without
 * running it. The works filters and the search, a third of the load test's traffic, are a few dozen distinct
 * requests; each one cost about 5 ms of the event loop (Drizzle's query building, GraphQL's execution, JSON).
 *
 * What may be kept: a `POST` of JSON without a session token (no `Authorization: Bearer`, no session cookie), answered
 * 200 with JSON and no `errors`, no `Set-Cookie`, and nothing that asked for `no-store` (a mutation, `ctx.noStore()`).
 * The key: the content version, the request's language (`Accept-Language` as the API reads it), its `Origin` (the site
 * and the CORS answer), its `Accept` (the answer's type), its path and its body. A change through any API process changes the version (in Redis when
 * shared), so no answer outlives a change; what changes with time alone (a hold on a work ending) lives `ttlMs` at
 * most. `X-Api-Cache` says `hit`, `miss` (kept now) or `bypass` (an answer not to keep); a request that may not be
 * kept has none. Development, tests and `RESPONSE_CACHE=off` keep nothing.
 */
import { createHash } from 'node:crypto';
import type { Language } from '@art/model';
import type { ContentVersion } from '@art/api-core';

/** An answer kept: what the route sends again. */
export interface CachedAnswer {
  headers: [string, string][];
  body: string;
}

/** What the cache reads of a request. */
export interface CacheableRequest {
  method: string;
  url: string;
  contentType: string | undefined;
  /** The `Accept` header: Yoga answers `application/json` or `application/graphql-response+json` by it. */
  accept: string | undefined;
  /** The parsed JSON body (Fastify's), keyed by its serialisation. */
  body: unknown;
  lang: Language;
  origin: string | undefined;
  /** Whether the request carries a session token (it then has an answer of its own). */
  hasSession: boolean;
}

/** What the route learnt while answering, to judge whether the answer may be kept. */
export interface AnswerFacts {
  status: number;
  contentType: string | null;
  body: string;
  setsCookies: boolean;
  noStore: boolean;
}

export interface ResponseCacheOptions {
  version: ContentVersion;
  /** How long an answer is kept at most. */
  ttlMs: number;
  /** Answers kept at most (the least recently used go first). */
  maxEntries: number;
  /** A longer answer is not kept. */
  maxBodyBytes: number;
  /** The clock (tests). */
  now?: () => number;
}

export interface ResponseCache {
  /** The key of the request's answer, with the answer when kept; null when the request's answer may not be kept. */
  lookup(request: CacheableRequest): Promise<{ key: string; hit: CachedAnswer | null } | null>;
  /** Keeps `headers` and the answer under `key` when the facts allow it; whether it did. */
  store(key: string, facts: AnswerFacts, headers: [string, string][]): boolean;
  /** Answers kept now (tests). */
  size(): number;
}

/** The production figures: 10 s, 1,000 answers, 512 KiB each at most (a works list of 20 is about 10 KiB). */
export const RESPONSE_CACHE = { ttlMs: 10_000, maxEntries: 1_000, maxBodyBytes: 512 * 1024 } as const;

const JSON_TYPE = /^application\/(graphql-response\+)?json\b/i;

export function createResponseCache({
  version,
  ttlMs,
  maxEntries,
  maxBodyBytes,
  now = Date.now,
}: ResponseCacheOptions): ResponseCache {
  // A Map keeps its insertion order: re-inserting on a hit makes the first entry the least recently used.
  const entries = new Map<string, CachedAnswer & { expires: number }>();
  return {
    async lookup(request) {
      if (request.method !== 'POST' || request.hasSession || !JSON_TYPE.test(request.contentType ?? '')) return null;
      const key = createHash('sha256')
        .update(
          JSON.stringify([
            await version.current(),
            request.lang,
            request.origin ?? '',
            request.accept ?? '',
            request.url,
            JSON.stringify(request.body ?? null),
          ]),
        )
        .digest('base64url');
      const entry = entries.get(key);
      if (!entry) return { key, hit: null };
      entries.delete(key);
      if (entry.expires <= now()) return { key, hit: null };
      entries.set(key, entry);
      return { key, hit: { headers: entry.headers, body: entry.body } };
    },
    store(key, facts, headers) {
      const keep =
        facts.status === 200 &&
        JSON_TYPE.test(facts.contentType ?? '') &&
        !facts.setsCookies &&
        !facts.noStore &&
        Buffer.byteLength(facts.body) <= maxBodyBytes &&
        !hasErrors(facts.body);
      if (!keep) return false;
      entries.delete(key);
      entries.set(key, { headers, body: facts.body, expires: now() + ttlMs });
      while (entries.size > maxEntries) entries.delete(entries.keys().next().value as string);
      return true;
    },
    size: () => entries.size,
  };
}

/** Whether a GraphQL answer (one result, or a batch's list) reports an error; an unreadable one counts as one. */
function hasErrors(body: string): boolean {
  try {
    const parsed: unknown = JSON.parse(body);
    const results = Array.isArray(parsed) ? parsed : [parsed];
    return results.some((result) => typeof result !== 'object' || result === null || 'errors' in result);
  } catch {
    return true;
  }
}
